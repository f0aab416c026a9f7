// Benchmark of `cubic` against the published IDA* (cubic_idastar): each dataset of bench/cubic_hard.in
// (28-30 moves, and -1 at 31 moves, from several start cells) alone, the whole hard file, and a random file.
// usage: cubic_bench CUBIC_BINARY PEER_DIR WORK_DIR   (PEER_DIR from ../shared/peers/build.sh)
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "bench_runner.hpp"

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
    if (++wrong <= 3) std::printf("  %s: dataset %zu answered %s, expected %s\n", who, i + 1, got.c_str(), datasets[i].answer.c_str());
  }
  return wrong;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: cubic_bench CUBIC_BINARY PEER_DIR WORK_DIR\n");
    return 2;
  }
  const std::string ours = argv[1], work = argv[3];
  const std::string peer = std::string(argv[2]) + "/cubic_idastar";
  const bool with_peer = bench::file_exists(peer);
  if (!with_peer) std::printf("(peer %s not built: run ../shared/peers/build.sh)\n", peer.c_str());
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
      std::printf("targets: hard file >= 20x faster than the peer: %s; no dataset over 30 ms (slowest %.1f ms): %s;"
                  " peak under 64 MiB: %s\n",
                  theirs.seconds >= 20 * mine.seconds ? "met" : "MISSED", slowest * 1e3,
                  slowest <= 0.030 ? "met" : "MISSED", mine.peak_kib < 64 * 1024 ? "met" : "MISSED");
  }
  if (wrong) std::printf("cubic gave %d wrong answers\n", wrong);
  return wrong ? 1 : 0;
}
