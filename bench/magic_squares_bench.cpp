// Benchmark of `magic_squares` (USACO "Magic Squares", Luogu P2730): one target a run, as the judges
// give it, 40 random targets (seed 2730) a process each, against the floor (bench_runner.hpp: a
// program that only reads its input and prints a line); then all 40,320 targets in one input. In
// process: what building the table costs in states expanded by the searches per question
// (magic_squares_search_nodes_before_table); the 40,320 targets answered by walking the table and by
// its packed paths, and what packing costs in walked questions (magic_squares_questions_before_packing).
// usage: magic_squares_bench MAGIC_SQUARES_BINARY PEER_DIR WORK_DIR   (PEER_DIR unused)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "bench_runner.hpp"
#include "puzzle/magic_squares/magic_squares_solver.hpp"

namespace {

// A target as the judges write it: the 8 numbers on one line.
std::string target_line(const std::vector<int>& target) {
  std::string line;
  for (std::size_t i = 0; i < target.size(); ++i) line += (i ? " " : "") + std::to_string(target[i]);
  return line + "\n";
}

// In process, best of 10: a solver packing after `questions_before_packing` answers every target once.
double seconds_for_every_target(std::uint32_t questions_before_packing) {
  std::vector<puzzle::MagicSquaresCase> questions;
  puzzle::MagicSquaresCase question;
  for (int cell = 0; cell < puzzle::magic_squares_cells; ++cell)
    question.start.piece[cell] = question.target.piece[cell] = static_cast<std::uint8_t>(cell + 1);
  do questions.push_back(question);
  while (std::next_permutation(question.target.piece, question.target.piece + puzzle::magic_squares_cells));
  double best = 1e30;
  for (int run = 0; run < 10; ++run) {
    puzzle::MagicSquaresSolver solver(0, questions_before_packing);
    solver.solve(questions[0]);  // the table, built in both
    const auto start = std::chrono::steady_clock::now();
    for (const puzzle::MagicSquaresCase& q : questions) solver.solve(q);
    best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  }
  return best;
}

// In process, best of 10: the seconds to build the table, and the seconds per state expanded by the
// searches per question over 2,000 random targets (seed 1430); prints what the table costs in states.
void print_table_cost_in_states() {
  double build = 1e30, per_state = 1e30;
  std::uint64_t expanded = 0;
  std::mt19937 random(1430);
  std::vector<std::vector<std::uint8_t>> starts(2000, std::vector<std::uint8_t>(puzzle::magic_squares_cells));
  for (std::vector<std::uint8_t>& start : starts) {
    for (int name = 0; name < puzzle::magic_squares_cells; ++name) start[name] = static_cast<std::uint8_t>(name);
    std::shuffle(start.begin(), start.end(), random);
  }
  const puzzle::MagicSquaresArrangements arrangements(puzzle::magic_squares_generators(), puzzle::magic_squares_cells);
  const std::vector<std::uint8_t> identity = {0, 1, 2, 3, 4, 5, 6, 7};
  for (int run = 0; run < 10; ++run) {
    auto start = std::chrono::steady_clock::now();
    const puzzle::MagicSquaresGraph graph(puzzle::magic_squares_generators());
    const puzzle::ShortestPathTable<puzzle::MagicSquaresGraph> table(
        graph, std::vector<puzzle::CayleyState>(1, graph.identity()));
    build = std::min(build, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    puzzle::BidirectionalBreadthFirstSearch<puzzle::MagicSquaresArrangements> search;
    expanded = 0;
    start = std::chrono::steady_clock::now();
    for (const std::vector<std::uint8_t>& where : starts)
      expanded +=
          search(arrangements, arrangements.make_state(&where[0]), arrangements.make_state(&identity[0])).expanded;
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    per_state = std::min(per_state, seconds / static_cast<double>(expanded));
  }
  std::printf(
      "in process: the table built in %.2f ms; a search per question %.0f states expanded on average, %.1f ns"
      " a state: the table costs %.0f states (the binary assumes %llu)\n",
      build * 1e3, static_cast<double>(expanded) / static_cast<double>(starts.size()), per_state * 1e9,
      build / per_state, static_cast<unsigned long long>(puzzle::magic_squares_search_nodes_before_table()));
}

}  // namespace

int main(int argc, char** argv) {
  if (!bench::has_bench_arguments("magic_squares", argc)) return 2;
  const std::string ours = argv[1], work = argv[3];
  std::vector<int> target = {1, 2, 3, 4, 5, 6, 7, 8};
  std::mt19937 random(2730);
  std::vector<std::string> inputs;
  for (int i = 0; i < 40; ++i) {
    std::shuffle(target.begin(), target.end(), random);
    inputs.push_back(work + "/target" + std::to_string(i) + ".in");
    std::ofstream(inputs.back()) << target_line(target);
  }
  bench::print_against_floor("one random target a run, 40 targets:", "magic_squares",
                             bench::against_floor(ours, inputs, work));
  std::string every;
  std::sort(target.begin(), target.end());
  do every += target_line(target);
  while (std::next_permutation(target.begin(), target.end()));
  std::ofstream(work + "/every.in") << every;
  const bench::RunFigures all = bench::run_timed(ours, work + "/every.in", work + "/every.out", 5);
  print_table_cost_in_states();
  const double walked = seconds_for_every_target(~0u), packed = seconds_for_every_target(1);
  double packing = 1e30;
  for (int run = 0; run < 10; ++run) {
    const puzzle::MagicSquaresGraph graph(puzzle::magic_squares_generators());
    const puzzle::ShortestPathTable<puzzle::MagicSquaresGraph> table(
        graph, std::vector<puzzle::CayleyState>(1, graph.identity()));
    const auto start = std::chrono::steady_clock::now();
    const std::vector<std::uint64_t> paths = table.packed_paths();
    packing = std::min(packing, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  }
  std::printf(
      "in process, every target once: walking the table %.2f ms, packed %.2f ms (the packing included); packing"
      " %.2f ms, as much as %.0f walked questions (the binary assumes %u)\n",
      walked * 1e3, packed * 1e3, packing * 1e3, packing / ((walked - (packed - packing)) / 40320),
      puzzle::magic_squares_questions_before_packing());
  std::printf("all 40,320 targets in one input: best of 5 %.1f ms (%.1f ms processor), peak %ld KiB%s\n",
              all.seconds * 1e3, all.cpu_seconds * 1e3, all.peak_kib, all.succeeded ? "" : "  FAILED");
  return 0;
}
