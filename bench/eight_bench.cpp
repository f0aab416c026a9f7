// Benchmark of `eight` (POJ 1077 / HDU 1043). In-process (no process start, no I/O): the two pattern
// databases and the table of all 181,440 boards (their builds, and what they cost in nodes of the
// search before them: the ski-rental constants of eight_puzzle_plan.hpp) and the solver
// on the files below. Whole process (the binary spawned as a user runs it, start-up included), each
// file run alternately with the published A* (eight_astar_cantor) and with the binary before the speed
// work (PEER_DIR/eight_9a88095, built by bench/run.sh): all 181,440 solvable boards in one input,
// 1,000 random solvable boards, one 31-move board, an empty input (start-up alone); and one board a
// run (POJ 1077's input), 40 of the random boards a process each, against the floor (bench_runner.hpp).
// usage: eight_bench EIGHT_BINARY PEER_DIR WORK_DIR   (EIGHT_BENCH_RUNS=n: runs of each file, default 5)
#include <algorithm>
#include <chrono>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "bench_runner.hpp"
#include "puzzle/search/ida_star.hpp"
#include "puzzle/tables/shortest_path_table.hpp"
#include "puzzle/sliding/tiles/sliding_parity.hpp"
#include "puzzle/sliding/estimates/sliding_pdb_puzzle.hpp"
#include "puzzle/sliding/plans/eight_puzzle_patterns.hpp"
#include "puzzle/sliding/plans/eight_puzzle_plan.hpp"
#include "puzzle/sliding/tiles/sliding_puzzle.hpp"
#include "puzzle/sliding/tiles/sliding_rank_puzzle.hpp"
#include "puzzle/sliding/plans/sliding_solver.hpp"

namespace {

typedef std::vector<std::uint8_t> Board;
const std::uint8_t goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};

std::string board_line(const Board& board) {
  std::string line;
  for (std::size_t i = 0; i < board.size(); ++i) {
    if (i) line += ' ';
    line += board[i] == 0 ? 'x' : static_cast<char>('0' + board[i]);
  }
  return line + '\n';
}

bool solvable(const Board& board) { return puzzle::is_solvable(board.data(), goal, 3, 3); }

std::vector<std::string> lines_of(const std::string& path) {
  std::istringstream in(bench::read_file(path));
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// In-process: a fresh solver (as the binary makes one) answers `boards`; the best of `runs`.
double in_process_seconds(const std::vector<Board>& boards, int runs) {
  double best = 1e30;
  std::vector<puzzle::SlideMove> moves;
  for (int run = 0; run < runs; ++run) {
    const std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
    puzzle::SlidingSolver solver(3, 3, puzzle::eight_puzzle_plan());
    for (const Board& board : boards) solver.solve(board.data(), goal, moves);
    best = std::min(best, seconds_since(start));
  }
  return best;
}

// Whole process against one other program on one file; then how many of their answers are longer.
void compare(const char* title, const std::string& input, int boards, const std::string& ours,
             const std::string& theirs, const char* their_name, const std::string& work, int runs) {
  if (theirs.empty()) return;
  const bench::Comparison comparison = bench::compare_alternately(ours, theirs, input, work, runs);
  bench::print_comparison(title, "eight", their_name, comparison);
  const std::vector<std::string> a = lines_of(work + "/ours.out"), b = lines_of(work + "/peer.out");
  int longer = 0, different = 0;
  for (std::size_t i = 0; i < a.size() && i < b.size(); ++i)
    longer += b[i].size() > a[i].size(), different += a[i] != b[i];
  std::printf("  %.0f boards/s; %s's answers longer than ours: %d of %d; different: %d%s\n",
              boards / bench::smallest(comparison.ours), their_name, longer, boards, different,
              a.size() == static_cast<std::size_t>(boards) ? "" : "  (ours: WRONG LINE COUNT)");
}

std::string if_built(const std::string& path) {
  if (bench::file_exists(path)) return path;
  std::printf("(%s not built: bench/run.sh builds it)\n", path.c_str());
  return "";
}

}  // namespace

int main(int argc, char** argv) {
  if (!bench::has_bench_arguments("eight", argc)) return 2;
  const std::string ours = argv[1], work = argv[3];
  const std::string peer = if_built(std::string(argv[2]) + "/eight_astar_cantor");
  const std::string before = if_built(std::string(argv[2]) + "/eight_9a88095");
  const char* runs_text = std::getenv("EIGHT_BENCH_RUNS");
  const int runs = runs_text && *runs_text ? std::atoi(runs_text) : 5;

  Board board = {0, 1, 2, 3, 4, 5, 6, 7, 8};
  std::vector<Board> all, sample;
  std::string all_text, sample_text;
  do {
    if (solvable(board)) all.push_back(board), all_text += board_line(board);
  } while (std::next_permutation(board.begin(), board.end()));
  std::mt19937 random(1077);
  while (sample.size() < 1000) {
    std::shuffle(board.begin(), board.end(), random);
    if (solvable(board)) sample.push_back(board), sample_text += board_line(board);
  }
  const Board hardest = {8, 6, 7, 2, 5, 4, 3, 0, 1};
  std::ofstream(work + "/all.in") << all_text;
  std::ofstream(work + "/random1000.in") << sample_text;
  std::ofstream(work + "/hardest.in") << board_line(hardest);
  std::ofstream(work + "/empty.in") << "";

  // The ski-rental constants: the databases' build in IDA* nodes on Manhattan distance, the table's in
  // IDA* nodes on the databases.
  double table_seconds = 1e30, databases_seconds = 1e30;
  for (int run = 0; run < 20; ++run) {
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
    const puzzle::SlidingRankPuzzle model(3, 3);
    const puzzle::ShortestPathTable<puzzle::SlidingRankPuzzle> table(
        model, std::vector<puzzle::SlidingRankState>(1, model.make_state(goal)));
    table_seconds = std::min(table_seconds, seconds_since(start));
    start = std::chrono::steady_clock::now();
    const puzzle::SlidingPdbPuzzle databases(3, 3, goal, puzzle::eight_puzzle_patterns(), true);
    databases_seconds = std::min(databases_seconds, seconds_since(start));
  }
  const puzzle::SlidingPuzzle manhattan(3, 3, goal);
  const puzzle::SlidingPdbPuzzle databases(3, 3, goal, puzzle::eight_puzzle_patterns(), true);
  double manhattan_seconds = 1e30, databases_search_seconds = 1e30;
  unsigned long long manhattan_nodes = 0, databases_nodes = 0;
  for (int run = 0; run < 5; ++run) {
    manhattan_nodes = databases_nodes = 0;
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
    for (const Board& b : sample)
      manhattan_nodes +=
          puzzle::ida_star(manhattan, manhattan.make_state(b.data()), puzzle::IdaStarOptions<>()).expanded;
    manhattan_seconds = std::min(manhattan_seconds, seconds_since(start));
    start = std::chrono::steady_clock::now();
    for (const Board& b : sample)
      databases_nodes +=
          puzzle::ida_star(databases, databases.make_state(b.data()), puzzle::IdaStarOptions<>()).expanded;
    databases_search_seconds = std::min(databases_search_seconds, seconds_since(start));
  }
  std::printf("In-process (no process start, no I/O):\n");
  std::printf(
      "  the table of all 181,440 boards: built in %.2f ms; the two pattern databases in %.3f ms (best of 20)\n",
      table_seconds * 1e3, databases_seconds * 1e3);
  std::printf(
      "  IDA* on Manhattan distance, the 1,000 random boards: %llu nodes, %.2f ms (%.1f M nodes/s): the databases"
      " cost as much as %.0f thousand nodes (the binary assumes %.0f thousand)\n",
      manhattan_nodes, manhattan_seconds * 1e3, manhattan_nodes / manhattan_seconds / 1e6,
      databases_seconds * manhattan_nodes / manhattan_seconds / 1e3,
      puzzle::eight_puzzle_database_cost_in_nodes() / 1e3);
  std::printf(
      "  IDA* on the databases, the 1,000 random boards: %llu nodes, %.2f ms (%.1f M nodes/s): the table costs as"
      " much as %.0f thousand nodes (the binary assumes %.0f thousand)\n",
      databases_nodes, databases_search_seconds * 1e3, databases_nodes / databases_search_seconds / 1e6,
      table_seconds * databases_nodes / databases_search_seconds / 1e3,
      puzzle::eight_puzzle_table_cost_in_nodes() / 1e3);
  std::printf(
      "  the solver (ski rental as the binary): all 181,440 boards %.1f ms, the 1,000 random %.2f ms, the"
      " 31-move board %.3f ms (best of %d)\n",
      in_process_seconds(all, runs) * 1e3, in_process_seconds(sample, runs) * 1e3,
      in_process_seconds(std::vector<Board>(1, hardest), runs) * 1e3, runs);

  std::printf("Whole process (spawned, start-up included), alternately, %d runs each:\n", runs);
  compare("all 181,440 solvable boards in one input, against 9a88095:", work + "/all.in", static_cast<int>(all.size()),
          ours, before, "9a88095", work, runs);
  compare("1,000 random solvable boards, against the published A*:", work + "/random1000.in", 1000, ours, peer,
          "eight_astar_cantor", work, runs);
  compare("1,000 random solvable boards, against 9a88095:", work + "/random1000.in", 1000, ours, before, "9a88095",
          work, runs);
  compare("one 31-move board, against the published A*:", work + "/hardest.in", 1, ours, peer, "eight_astar_cantor",
          work, runs);
  compare("one 31-move board, against 9a88095:", work + "/hardest.in", 1, ours, before, "9a88095", work, runs);
  compare("empty input (start-up alone), against 9a88095:", work + "/empty.in", 0, ours, before, "9a88095", work, runs);

  std::vector<std::string> one_board_inputs;
  for (std::size_t i = 0; i < 40; ++i) {
    one_board_inputs.push_back(work + "/one" + std::to_string(i) + ".in");
    std::ofstream(one_board_inputs.back()) << board_line(sample[i]);
  }
  bench::print_against_floor("one random board a run (POJ 1077), 40 boards of the 1,000:", "eight",
                             bench::against_floor(ours, one_board_inputs, work));
  return 0;
}
