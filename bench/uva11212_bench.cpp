// Benchmark of `uva11212`: whole-process times of the CMake build and of the bundle compiled as UVa
// compiles it, against the textbook program of the practice judge's tests
// (tests/judge/programs/textbook/uva11212.cpp: IDA*, 3 d + h <= 3 bound), compiled here with g++ -O2,
// in the same run. Files (fixed seed): 200 orders of 9 paragraphs with no paragraph followed by the
// next (71% need 5 operations, the rest 4), 20 at a time as the statement allows, and in one file;
// the judge's sample. Outputs must agree. Then, ours only, every order of 2-9 paragraphs (409,112
// cases) against a breadth-first search over all orders of each n written here.
// usage: uva11212_bench UVA11212_BINARY PEER_DIR WORK_DIR   (PEER_DIR unused: the baseline is the textbook's)
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <numeric>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "bench_runner.hpp"
#include "textbook.hpp"

namespace {

typedef std::vector<int> Order;  // the paragraphs 1..n in the book's order

// The rank of an order among the n! orders of its paragraphs (lexicographic).
std::size_t rank_of(const Order& order) {
  std::size_t rank = 0;
  for (std::size_t i = 0; i < order.size(); ++i) {
    std::size_t smaller_after = 0;
    for (std::size_t j = i + 1; j < order.size(); ++j) smaller_after += order[j] < order[i];
    rank = rank * (order.size() - i) + smaller_after;
  }
  return rank;
}

// The distance of every order of n paragraphs, indexed by rank: a breadth-first search from the
// sorted order over every cut-and-paste (operations undo, so the distance is the same both ways).
std::vector<int> every_distance(int n) {
  std::size_t orders = 1;
  for (int k = 2; k <= n; ++k) orders *= static_cast<std::size_t>(k);
  std::vector<int> distance(orders, -1);
  std::vector<Order> level(1, Order(static_cast<std::size_t>(n)));
  std::iota(level[0].begin(), level[0].end(), 1);
  distance[0] = 0;
  for (int d = 1; !level.empty(); ++d) {
    std::vector<Order> next;
    for (const Order& order : level)
      for (int first = 0; first < n; ++first)
        for (int middle = first + 1; middle < n; ++middle)
          for (int last = middle + 1; last <= n; ++last) {
            Order moved = order;
            std::rotate(moved.begin() + first, moved.begin() + middle, moved.begin() + last);
            int& known = distance[rank_of(moved)];
            if (known < 0) known = d, next.push_back(moved);
          }
    level.swap(next);
  }
  return distance;
}

std::string case_text(const Order& order) {
  std::string text = std::to_string(order.size()) + "\n";
  for (std::size_t i = 0; i < order.size(); ++i) text += std::to_string(order[i]) + (i + 1 < order.size() ? " " : "\n");
  return text;
}

bool every_successor_wrong(const Order& order) {
  int before = 0;
  for (int paragraph : order)
    if (paragraph == before + 1)
      return false;
    else
      before = paragraph;
  return before != static_cast<int>(order.size());
}

}  // namespace

int main(int argc, char** argv) {
  if (!bench::has_bench_arguments("uva11212", argc)) return 2;
  const std::string ours = argv[1], work = argv[3];
  const std::string textbook = work + "/uva11212_textbook";
  const std::string compile_textbook =
      "g++ -O2 '" BENCH_SOURCE_DIR "/../tests/judge/programs/textbook/uva11212.cpp' -o '" + textbook + "'";
  if (std::system(compile_textbook.c_str()) != 0) {
    std::printf("(the textbook program does not compile: %s)\n", compile_textbook.c_str());
    return 1;
  }
  const std::string bundle = work + "/uva11212_bundle";
  const bool with_bundle =
      bench::compile_bundle("uva11212", "g++ -lm -lcrypt -O2 -std=c++11 -pipe -DONLINE_JUDGE", bundle);

  std::mt19937 random(11212);
  std::vector<Order> hard;
  Order order(9);
  std::iota(order.begin(), order.end(), 1);
  while (hard.size() < 200) {
    std::shuffle(order.begin(), order.end(), random);
    if (every_successor_wrong(order)) hard.push_back(order);
  }
  std::string twenty, all_hard;
  for (std::size_t i = 0; i < hard.size(); ++i) (i < 20 ? twenty : all_hard) += case_text(hard[i]);
  all_hard = twenty + all_hard;
  const struct {
    const char* title;
    std::string input;
  } files[] = {{"20 orders of 9 paragraphs, every successor wrong (the statement's most cases)", twenty + "0\n"},
               {"200 orders of 9 paragraphs, every successor wrong, in one file", all_hard + "0\n"},
               {"the judge's sample (2, 1)", "6\n2 4 1 5 3 6\n5\n3 4 5 1 2\n0\n"}};
  for (const auto& file : files) {
    std::ofstream(work + "/in.txt") << file.input;
    const bench::Comparison ours_against = bench::compare_alternately(ours, textbook, work + "/in.txt", work, 5);
    const bool agree = bench::read_file(work + "/ours.out") == bench::read_file(work + "/peer.out");
    bench::print_comparison(file.title, "uva11212", "textbook IDA*", ours_against);
    if (with_bundle) {
      const bench::Comparison bundle_against = bench::compare_alternately(bundle, textbook, work + "/in.txt", work, 5);
      bench::print_comparison("  the same, the bundle (UVa's g++ -O2 -std=c++11)", "bundle", "textbook IDA*",
                              bundle_against);
    }
    std::printf("  answers %s\n", agree ? "agree" : "DISAGREE");
  }

  // Every order of 2-9 paragraphs, ours only, against the breadth-first search.
  std::string input, expected;
  long case_number = 0;
  for (int n = 2; n <= 9; ++n) {
    const std::vector<int> distance = every_distance(n);
    Order each(static_cast<std::size_t>(n));
    std::iota(each.begin(), each.end(), 1);
    std::size_t rank = 0;
    do {
      input += case_text(each);
      expected += "Case " + std::to_string(++case_number) + ": " + std::to_string(distance[rank++]) + "\n";
    } while (std::next_permutation(each.begin(), each.end()));
  }
  std::ofstream(work + "/in.txt") << input << "0\n";
  const bench::RunFigures every = bench::run_timed(ours, work + "/in.txt", work + "/ours.out", 3);
  const bool exact = bench::read_file(work + "/ours.out") == expected;
  std::printf(
      "every order of 2-9 paragraphs (%ld cases): uva11212 %.2f s (%.2f s processor, peak %ld KiB); %s\n", case_number,
      every.seconds, every.cpu_seconds, every.peak_kib,
      exact ? "every answer equals the breadth-first search's" : "ANSWERS DIFFER from the breadth-first search");
  return exact && every.succeeded ? 0 : 1;
}
