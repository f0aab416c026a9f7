// Benchmark of `cubic` against the published IDA* (cubic_idastar): each dataset of bench/cubic_hard.in
// (28-30 moves, and -1 at 31 moves, from several start cells) alone, the whole hard file, a random file;
// then, in process, the solver's start-up, its databases per start cell, and every dataset there is.
// usage: cubic_bench CUBIC_BINARY PEER_DIR WORK_DIR   (PEER_DIR: the published solutions as bench/run.sh builds them;
// docs/performance.md)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "bench_runner.hpp"
#include "puzzle/cubic_eight/cubic_eight_puzzle.hpp"
#include "puzzle/cubic_eight/cubic_eight_solver.hpp"

namespace {

struct Dataset {
  std::string text;    // "x y" and three rows of colours
  std::string answer;  // as cubic_hard.out gives it, or empty
};

void write_file(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

std::vector<std::string> lines_of(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The datasets of a judge file (4 lines each, until "0 0") with their answers from `answers`.
std::vector<Dataset> read_datasets(const std::string& input, const std::string& answers) {
  const std::vector<std::string> lines = lines_of(input), expected = lines_of(answers);
  std::vector<Dataset> datasets;
  for (std::size_t i = 0; i + 3 < lines.size() && lines[i] != "0 0"; i += 4) {
    Dataset dataset = {lines[i] + "\n" + lines[i + 1] + "\n" + lines[i + 2] + "\n" + lines[i + 3] + "\n", ""};
    if (datasets.size() < expected.size()) dataset.answer = expected[datasets.size()];
    datasets.push_back(dataset);
  }
  return datasets;
}

std::string judge_file(const std::vector<Dataset>& datasets) {
  std::string text;
  for (std::size_t i = 0; i < datasets.size(); ++i) text += datasets[i].text;
  return text + "0 0\n";
}

std::vector<Dataset> random_datasets(int count, unsigned seed) {
  std::mt19937 random(seed);
  std::vector<Dataset> datasets;
  for (int i = 0; i < count; ++i) {
    const int start = static_cast<int>(random() % 9), empty = static_cast<int>(random() % 9);
    std::string text = std::to_string(start % 3 + 1) + " " + std::to_string(start / 3 + 1) + "\n";
    for (int cell = 0; cell < 9; ++cell) {
      text += cell == empty ? 'E' : "WRB"[random() % 3];
      text += cell % 3 == 2 ? '\n' : ' ';
    }
    datasets.push_back(Dataset{text, ""});
  }
  return datasets;
}

// Runs a program on `input`; returns its figures and fills `output` with what it printed.
bench::RunFigures timed(const std::string& program, const std::string& input, int repeats, const std::string& work,
                        std::string& output) {
  write_file(work + "/in.txt", input);
  const bench::RunFigures figures = bench::run_timed(program, work + "/in.txt", work + "/out.txt", repeats);
  output = bench::read_file(work + "/out.txt");
  return figures;
}

// Answers that differ from the expected ones (where known): a count, and the first few printed.
int wrong_answers(const char* who, const std::vector<Dataset>& datasets, const std::string& output) {
  const std::vector<std::string> lines = lines_of(output);
  int wrong = 0;
  for (std::size_t i = 0; i < datasets.size(); ++i) {
    const std::string got = i < lines.size() ? lines[i] : "(none)";
    if (datasets[i].answer.empty() || got == datasets[i].answer) continue;
    if (++wrong <= 3)
      std::printf("  %s: dataset %zu answered %s, expected %s\n", who, i + 1, got.c_str(), datasets[i].answer.c_str());
  }
  return wrong;
}

double milliseconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// In process: the solver's start-up, the first dataset of each start cell (which builds its databases),
// then every target (9 empty cells x 3^8 colourings) from every start cell: the most nodes a dataset
// expands and the slowest. A judge's worst case is among these 9 x 59,049 datasets.
void every_dataset() {
  std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
  puzzle::CubicEightSolver solver;
  std::printf("in process: solver start-up %.2f ms;", milliseconds_since(start));
  puzzle::CubicEightTarget target;
  target.empty = 0;
  for (int cell = 0; cell < puzzle::cubic_eight_cells; ++cell) target.top[cell] = puzzle::cube_white;
  double slowest_first = 0;
  for (int start_cell = 0; start_cell < puzzle::cubic_eight_cells; ++start_cell) {
    start = std::chrono::steady_clock::now();
    solver.solve(start_cell, target, 30);
    slowest_first = std::max(slowest_first, milliseconds_since(start));
  }
  std::printf(" first dataset of a start cell (its databases built) at most %.2f ms\n", slowest_first);
  double slowest = 0, total = 0;
  std::uint64_t most_expanded = 0, expanded = 0, datasets = 0;
  std::string worst;
  for (int start_cell = 0; start_cell < puzzle::cubic_eight_cells; ++start_cell) {
    for (target.empty = 0; target.empty < puzzle::cubic_eight_cells; ++target.empty) {
      for (int colouring = 0; colouring < 6561; ++colouring) {
        for (int cell = 0, rest = colouring; cell < puzzle::cubic_eight_cells; ++cell)
          if (cell != target.empty) target.top[cell] = static_cast<puzzle::CubeColour>(rest % 3), rest /= 3;
        start = std::chrono::steady_clock::now();
        const puzzle::SearchResult<puzzle::SlideMove> result = solver.solve(start_cell, target, 30);
        const double ms = milliseconds_since(start);
        total += ms;
        slowest = std::max(slowest, ms);
        expanded += result.expanded;
        ++datasets;
        if (result.expanded <= most_expanded) continue;
        most_expanded = result.expanded;
        worst = std::to_string(start_cell % 3 + 1) + " " + std::to_string(start_cell / 3 + 1) + ", answer " +
                std::to_string(result.found ? static_cast<int>(result.moves.size()) : -1);
      }
    }
  }
  std::printf("every dataset (%llu): mean %.3f ms, %.0f nodes; slowest %.2f ms; most nodes %llu (start %s)\n",
              static_cast<unsigned long long>(datasets), total / datasets, static_cast<double>(expanded) / datasets,
              slowest, static_cast<unsigned long long>(most_expanded), worst.c_str());
}

}  // namespace

int main(int argc, char** argv) {
  if (!bench::has_bench_arguments("cubic", argc)) return 2;
  const std::string ours = argv[1], work = argv[3];
  const std::string peer = std::string(argv[2]) + "/cubic_idastar";
  const bool with_peer = bench::file_exists(peer);
  if (!with_peer) std::printf("(peer %s not built: run bench/run.sh, docs/performance.md)\n", peer.c_str());
  const std::string data = BENCH_SOURCE_DIR;
  std::vector<Dataset> hard =
      read_datasets(bench::read_file(data + "/cubic_hard.in"), bench::read_file(data + "/cubic_hard.out"));
  if (hard.empty()) {
    std::fprintf(stderr, "cubic_bench: no datasets in %s/cubic_hard.in\n", data.c_str());
    return 1;
  }

  // Each hard dataset alone: a whole run of each program (start-up included), best of several.
  std::printf("bench/cubic_hard.in, one dataset per run (best of 5 runs for cubic, 2 for the peer):\n");
  std::printf("   #  x y  answer  cubic ms   peer ms   peer/cubic\n");
  double slowest = 0;
  std::string output;
  int wrong = 0;
  for (std::size_t i = 0; i < hard.size(); ++i) {
    const std::vector<Dataset> one(1, hard[i]);
    const bench::RunFigures mine = timed(ours, judge_file(one), 5, work, output);
    wrong += wrong_answers("cubic", one, output);
    slowest = std::max(slowest, mine.seconds);
    std::printf("  %2zu  %s  %6s  %8.1f", i + 1, hard[i].text.substr(0, 3).c_str(), hard[i].answer.c_str(),
                mine.seconds * 1e3);
    if (with_peer) {
      const bench::RunFigures theirs = timed(peer, judge_file(one), 2, work, output);
      wrong_answers("peer", one, output);
      std::printf("  %8.1f  %8.0fx", theirs.seconds * 1e3, theirs.seconds / mine.seconds);
    }
    std::printf("\n");
  }

  // The whole hard file, then a random file, in one run each.
  const std::vector<Dataset> random = random_datasets(100, 1604);
  const char* titles[2] = {"whole hard file (15 datasets)", "100 random datasets (seed 1604)"};
  const std::vector<Dataset>* files[2] = {&hard, &random};
  for (int f = 0; f < 2; ++f) {
    const bench::RunFigures mine = timed(ours, judge_file(*files[f]), 5, work, output);
    const std::string our_output = output;
    wrong += wrong_answers("cubic", *files[f], output);
    std::printf("%-32s cubic: %8.4f s  peak %6ld KiB%s\n", titles[f], mine.seconds, mine.peak_kib,
                mine.succeeded ? "" : "  FAILED");
    if (!with_peer) continue;
    const bench::RunFigures theirs = timed(peer, judge_file(*files[f]), 2, work, output);
    std::printf("%-32s  peer: %8.4f s  peak %6ld KiB  -> cubic is %.0fx faster; answers %s\n", "", theirs.seconds,
                theirs.peak_kib, theirs.seconds / mine.seconds, output == our_output ? "agree" : "DIFFER");
    if (f == 0)
      std::printf(
          "targets: hard file >= 20x faster than the peer: %s; no dataset over 30 ms (slowest %.1f ms): %s;"
          " peak under 64 MiB: %s\n",
          theirs.seconds >= 20 * mine.seconds ? "met" : "MISSED", slowest * 1e3, slowest <= 0.030 ? "met" : "MISSED",
          mine.peak_kib < 64 * 1024 ? "met" : "MISSED");
  }
  every_dataset();
  if (wrong) std::printf("cubic gave %d wrong answers\n", wrong);
  return wrong ? 1 : 0;
}
