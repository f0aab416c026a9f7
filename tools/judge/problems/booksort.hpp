// booksort: POJ 3460, AcWing 180, Luogu P10488 "Booksort" (docs/binaries/booksort.md). T shelves of n
// books (1-15); per shelf the fewest block moves that sort it, or "5 or more", checked line by line.
// Its judge tests: the samples, the edges, 200 random shelves, 40 shelves 4 random block moves from
// sorted in runs of 20, 30 shelves 5 moves from sorted in runs of 10. Its stress test: 100 shelves 5
// moves from sorted in one run (where accepted textbook searches near or pass 1 s). Costs: linear in
// the output.
// Its judges, the same format and tests (their published sample only): POJ 3460 (poj3460), AcWing 180
// (acwing180), Luogu P10488 (luogu10488).
#ifndef JUDGE_PROBLEMS_BOOKSORT_HPP
#define JUDGE_PROBLEMS_BOOKSORT_HPP

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/problem.hpp"

namespace judge {

// `books` after a random block move: a block of adjacent books taken out and put back elsewhere.
inline void random_block_move(Random& random, Tiles& books) {
  const int n = static_cast<int>(books.size());
  if (n < 2) return;
  const int length = random.between(1, n - 1), begin = random.between(0, n - length);
  const Tiles block(books.begin() + begin, books.begin() + begin + length);
  books.erase(books.begin() + begin, books.begin() + begin + length);
  int at = random.between(0, n - length - 1);
  if (at >= begin) ++at;  // anywhere but where it was
  books.insert(books.begin() + at, block.begin(), block.end());
}

inline std::string booksort_cases(const std::vector<Tiles>& shelves) {
  std::string text = std::to_string(shelves.size()) + "\n";
  for (const Tiles& books : shelves)
    text += std::to_string(books.size()) + "\n" + board_text(books, "", static_cast<int>(books.size()));
  return text;
}

inline Tiles sorted_books(int n) {
  Tiles books;
  for (int book = 1; book <= n; ++book) books.push_back(book);
  return books;
}

// The groups beyond the samples.
inline void add_booksort_groups(TestSet& tests) {
  Random random(3460);
  Tiles reversed = sorted_books(15);
  std::reverse(reversed.begin(), reversed.end());
  tests.push_back({"edge-edges", booksort_cases({sorted_books(1), sorted_books(15), reversed, {2, 1}})});
  std::vector<Tiles> shelves;
  for (int i = 0; i < 200; ++i) {
    Tiles books = sorted_books(random.between(1, 15));
    random.shuffle(books);
    shelves.push_back(books);
  }
  tests.push_back({"random-200", booksort_cases(shelves)});
  // At the statement's cut: shelves 4 and 5 block moves from sorted (the latter mostly "5 or more"),
  // in runs of 20 and 10 shelves; 100 of the latter in one run is the stress test.
  for (int moves = 4; moves <= 5; ++moves) {
    shelves.clear();
    for (int i = 0; i < (moves == 4 ? 40 : 130); ++i) {
      Tiles books = sorted_books(15);
      for (int move = 0; move < moves; ++move) random_block_move(random, books);
      shelves.push_back(books);
    }
    const std::string name = "hard-" + std::to_string(moves) + "-block-moves";
    if (moves == 5) {
      tests.push_back(
          {"stress-5-block-moves-100", booksort_cases(std::vector<Tiles>(shelves.begin() + 30, shelves.end()))});
      shelves.resize(30);
    }
    add_in_runs(tests, name, shelves, moves == 4 ? 20 : 10, booksort_cases);
  }
}

inline TestSet generate_booksort(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "booksort");
  add_booksort_groups(tests);
  return tests;
}

// The judges' published sample (sample-1) and the groups: without the suite's samples of other layouts.
inline TestSet generate_booksort_judges(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "booksort", {"sample-1"});
  add_booksort_groups(tests);
  return tests;
}

// booksort (POJ 3460): T (at least 1), then T cases of n (1-15) and a permutation of 1..n.
inline void validate_booksort(CaseTokens& tokens) {
  const long count = tokens.count("the number of cases T, 1-1000000", 1, 1000000);
  for (long i = 0; i < count; ++i, tokens.next_case()) {
    const long n = tokens.number("the number of books, 1-15", 1, 15);
    tiles_once(tokens, numbered(static_cast<int>(n), 1, ""), static_cast<std::size_t>(n),
               "a book 1-" + puzzle::decimal(n), "book");
  }
  tokens.expect_end("the " + puzzle::decimal(count) + " cases announced");
}

inline std::vector<Problem> booksort_problems() {
  const std::string layout = "T, then per case a line n (1-15) and a line of a permutation of 1..n";
  const JudgeLimits luogu = {1.0, 524288,
                             "its page, as a copy of it shows (github.com/lzj666-gh/lzj666-gh.github.io, "
                             "submission/submissions/luogu_P10488/Booksort.md): 1000 ms, 512 MB"};
  const JudgeLimits mirror = {1.0, 524288,
                              "not known: no copy of its page's limits was found; the most generous known "
                              "mirror's, Luogu P10488: 1000 ms, 512 MB"};
  return with_suite_problem(
      "booksort", "T, then per case n (1-15) and a permutation of 1..n, across any whitespace", generate_booksort,
      validate_booksort,
      {Problem{"poj3460", "booksort", "POJ 3460 \"Booksort\"", "http://poj.org/problem?id=3460", mirror, layout, 0,
               line_checker(1), generate_booksort_judges, validate_booksort, nullptr},
       Problem{"acwing180",
               "booksort",
               "AcWing 180 \"排书\" (Booksort)",
               "https://www.acwing.com/problem/content/182/",
               {1.0, 65536, "its page: 1s / 64MB"},
               layout,
               0,
               line_checker(1),
               generate_booksort_judges,
               validate_booksort,
               nullptr},
       Problem{"luogu10488", "booksort", "Luogu P10488 (Booksort)", "https://www.luogu.com.cn/problem/P10488", luogu,
               layout, 0, line_checker(1), generate_booksort_judges, validate_booksort, nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_BOOKSORT_HPP
