// Benchmark of `eight2` (HDU 3567): 200 worst-case pairs (distance 30-31, goals spread over all nine
// blank cells) and 200 random pairs, through the binary; in-process on the same pairs, the methods
// (IDA* on the walking distance only, pattern databases only, adaptive) and, as baseline, `eight`'s
// plan (IDA* on Manhattan, then a table of all 181,440 boards per goal blank cell).
// usage: eight2_bench EIGHT2_BINARY PEER_DIR WORK_DIR   (no published peer for HDU 3567)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "bench_runner.hpp"
#include "puzzle/ranking/permutation_rank.hpp"
#include "puzzle/search/search_monitor.hpp"
#include "puzzle/sliding/plans/eight_puzzle_pair_plan.hpp"
#include "puzzle/sliding/plans/eight_puzzle_plan.hpp"
#include "puzzle/sliding/plans/sliding_solver.hpp"

namespace {

typedef std::vector<std::uint8_t> Board;

struct Pair {
  Board start, goal;
  int distance;
};

// Distance from `goal` of every board (indexed by its rank as a permutation of 0..8; -1 if
// unreachable), by a plain breadth-first search (363 KB).
std::vector<signed char> all_distances(const Board& goal) {
  std::vector<signed char> distance(362880, -1);
  std::vector<std::uint32_t> queue(1, static_cast<std::uint32_t>(puzzle::rank_permutation(goal.data(), 9)));
  distance[queue[0]] = 0;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    Board board(9);
    puzzle::unrank_permutation(queue[head], 9, board.data());
    const int blank = static_cast<int>(std::find(board.begin(), board.end(), 0) - board.begin());
    const int row = blank / 3, col = blank % 3;
    const int targets[4] = {row < 2 ? blank + 3 : -1, col > 0 ? blank - 1 : -1, col < 2 ? blank + 1 : -1,
                            row > 0 ? blank - 3 : -1};
    for (int target : targets) {
      if (target < 0) continue;
      Board child = board;
      std::swap(child[static_cast<std::size_t>(blank)], child[static_cast<std::size_t>(target)]);
      const std::uint32_t rank = static_cast<std::uint32_t>(puzzle::rank_permutation(child.data(), 9));
      if (distance[rank] >= 0) continue;
      distance[rank] = static_cast<signed char>(distance[queue[head]] + 1);
      queue.push_back(rank);
    }
  }
  return distance;
}

// `count` pairs whose goals spread evenly over the nine blank cells; `worst` picks starts at distance
// >= 30, otherwise any reachable start. Each pair is relabelled by a random permutation of the tiles (same distance).
std::vector<Pair> make_pairs(int count, bool worst, std::mt19937& random) {
  std::vector<Pair> pairs;
  for (int blank = 0; blank < 9; ++blank) {
    Board goal(9);
    puzzle::standard_goal(9, blank, goal.data());
    const std::vector<signed char> distance = all_distances(goal);
    std::vector<std::uint32_t> far;
    for (std::uint32_t rank = 0; rank < distance.size(); ++rank)
      if (distance[rank] >= (worst ? 30 : 0)) far.push_back(rank);
    for (int i = blank; i < count; i += 9) {
      const std::uint32_t rank = far[std::uniform_int_distribution<std::size_t>(0, far.size() - 1)(random)];
      Pair pair = {Board(9), goal, distance[rank]};
      puzzle::unrank_permutation(rank, 9, pair.start.data());
      Board rename = {0, 1, 2, 3, 4, 5, 6, 7, 8};
      std::shuffle(rename.begin() + 1, rename.end(), random);
      for (std::size_t cell = 0; cell < 9; ++cell) {
        pair.start[cell] = rename[pair.start[cell]];
        pair.goal[cell] = rename[pair.goal[cell]];
      }
      pairs.push_back(pair);
    }
  }
  std::shuffle(pairs.begin(), pairs.end(), random);  // goals of all blank cells from the first cases on
  return pairs;
}

std::string spell(const Board& board) {
  std::string text;
  for (std::uint8_t tile : board) text += tile == 0 ? 'X' : static_cast<char>('0' + tile);
  return text;
}

// Seconds for the core to answer every pair with `plan` (a fresh solver, so databases are built anew).
double time_plan(const std::vector<Pair>& pairs, const puzzle::SlidingPlan& plan,
                 puzzle::SearchMonitor* monitor = nullptr) {
  const auto start = std::chrono::steady_clock::now();
  puzzle::SlidingSolver solver(3, 3, plan);
  solver.set_monitor(monitor);
  std::vector<puzzle::SlideMove> moves;
  for (const Pair& pair : pairs) solver.solve(pair.start.data(), pair.goal.data(), moves);
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// eight2's plan cut to one of its strategies: IDA* on the walking distance (with no budget), or the
// pattern databases.
puzzle::SlidingPlan walking_only() {
  puzzle::SlidingPlan plan(1, puzzle::eight_puzzle_pair_plan().front());
  plan[0].budget = puzzle::no_node_budget;
  return plan;
}
puzzle::SlidingPlan databases_only() { return puzzle::SlidingPlan(1, puzzle::eight_puzzle_pair_plan().back()); }

// Counts the nodes the searches expand.
struct NodeCount : puzzle::SearchMonitor {
  std::uint64_t nodes = 0;
  void method(const char*) override {}
  void building(const char*) override {}
  void built(std::uint64_t, std::uint64_t) override {}
  void level(const char*, int, std::uint64_t) override {}
  void searched(std::uint64_t expanded, std::uint64_t, std::uint64_t, bool, bool) override { nodes += expanded; }
  void looked_up(std::uint64_t) override {}
};

void run(const char* title, const std::vector<Pair>& pairs, const std::string& binary, const std::string& work) {
  std::string input = std::to_string(pairs.size()) + "\n";
  for (const Pair& pair : pairs) input += spell(pair.start) + "\n" + spell(pair.goal) + "\n";
  std::ofstream(work + "/eight2.in", std::ios::binary) << input;
  const bench::RunFigures figures = bench::run_timed(binary, work + "/eight2.in", work + "/eight2.out", 5);
  std::istringstream out(bench::read_file(work + "/eight2.out"));
  int wrong = 0, index = 0;
  for (std::string header, moves; std::getline(out, header) && std::getline(out, moves); ++index)
    wrong += index >= static_cast<int>(pairs.size()) ||
             header != "Case " + std::to_string(index + 1) + ": " +
                           std::to_string(pairs[static_cast<std::size_t>(index)].distance) ||
             static_cast<int>(moves.size()) != pairs[static_cast<std::size_t>(index)].distance;
  wrong += index != static_cast<int>(pairs.size());
  std::printf("%-34s eight2: %7.4f s (best of 5)  peak %6ld KiB  %s\n", title, figures.seconds, figures.peak_kib,
              figures.succeeded && wrong == 0 ? "all distances right" : "WRONG OUTPUT");
  const double walking = time_plan(pairs, walking_only());
  const double databases = time_plan(pairs, databases_only());
  const double adaptive = time_plan(pairs, puzzle::eight_puzzle_pair_plan());
  const double tables = time_plan(pairs, puzzle::eight_puzzle_plan());
  std::printf(
      "%-34s in-process: walking distance only %.4f s, databases only %.4f s, adaptive %.4f s"
      " (adaptive / best = %.2f); baseline search + tables %.4f s (%.1fx adaptive)\n",
      "", walking, databases, adaptive, adaptive / std::min(walking, databases), tables, tables / adaptive);
}

}  // namespace

int main(int argc, char** argv) {
  if (!bench::has_bench_arguments("eight2", argc)) return 2;
  const std::string binary = argv[1], work = argv[3];
  std::mt19937 random(3567);
  const std::vector<Pair> worst = make_pairs(200, true, random);
  const std::vector<Pair> any = make_pairs(200, false, random);
  run("200 worst-case pairs (d 30-31)", worst, binary, work);
  run("200 random pairs", any, binary, work);
  std::vector<Pair> one_blank_cell;  // goals with the blank on cell 0: one table at most
  for (const Pair& pair : worst)
    if (pair.goal[0] == 0) one_blank_cell.push_back(pair);
  run("the worst pairs with goal blank 0", one_blank_cell, binary, work);

  // The ski-rental constant: building one goal's databases (and walking distance), in walking-distance
  // IDA* nodes.
  const int repeats = 50;
  const auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < repeats; ++i) {
    std::uint8_t goal[9];
    puzzle::standard_goal(9, i % 9, goal);
    const puzzle::SlidingPdbPuzzle model(3, 3, goal, puzzle::eight_puzzle_patterns(), true);
  }
  const double build = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() / repeats;
  NodeCount count;
  const double seconds = time_plan(worst, walking_only(), &count);
  const double rate = count.nodes / seconds;
  std::printf(
      "one goal's databases: %.2f ms to build = %.0f walking-distance IDA* nodes (%.1f M nodes/s; the binary"
      " assumes %llu)\n",
      build * 1e3, build * rate, rate / 1e6,
      static_cast<unsigned long long>(puzzle::eight_puzzle_build_cost_in_nodes()));
  return 0;
}
