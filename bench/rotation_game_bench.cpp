// Benchmark of `rotation_game` against the published method (rotation_game_idastar: IDA* on the whole
// board, estimate 8 - the most frequent symbol in the centre), same files, same run: the worst case
// (bench/rotation_game_hard.in: 30 boards at 13 moves, the largest distance, each a three-way tie),
// 30 boards at 12 moves where two symbols tie (bench/rotation_game_ties.in), 30 and 1,000 uniformly
// random boards; then one board and none (start-up). Each file through the CMake binary and through the
// bundle compiled as POJ compiles it (g++ -std=gnu++98 -O2): whole-process wall time (best of several
// runs), peak resident memory (GNU time), answers compared. Last, in process: what the estimate's
// table costs at each depth against what IDA* then spends, the measurement that chose the depth.
// usage: rotation_game_bench ROTATION_GAME_BINARY PEER_DIR WORK_DIR   (PEER_DIR: the published solutions as
// bench/run.sh builds them; docs/performance.md)
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "bench_runner.hpp"
#include "puzzle/rotation_game/rotation_game_puzzle.hpp"
#include "puzzle/search/ida_star.hpp"

namespace {

typedef std::vector<std::uint8_t> Board;  // symbols 1-3 by cell

std::vector<Board> read_boards(const std::string& text) {
  std::istringstream in(text);
  std::vector<Board> boards;
  for (int symbol; in >> symbol && symbol != 0;) {
    Board board(1, static_cast<std::uint8_t>(symbol));
    for (int cell = 1; cell < 24 && in >> symbol; ++cell) board.push_back(static_cast<std::uint8_t>(symbol));
    boards.push_back(board);
  }
  return boards;
}

std::string judge_file(const std::vector<Board>& boards) {
  std::string text;
  for (const Board& board : boards)
    for (int cell = 0; cell < 24; ++cell)
      text += std::to_string(board[static_cast<std::size_t>(cell)]) + (cell == 23 ? "\n" : " ");
  return text + "0\n";
}

std::vector<Board> random_boards(int count, unsigned seed) {
  std::mt19937 random(seed);
  std::vector<Board> boards;
  for (int i = 0; i < count; ++i) {
    Board board;
    for (int cell = 0; cell < 24; ++cell) board.push_back(static_cast<std::uint8_t>(cell / 8 + 1));
    std::shuffle(board.begin(), board.end(), random);
    boards.push_back(board);
  }
  return boards;
}

void write_file(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

struct Program {
  const char* name;
  std::string path;  // empty: not available
  int repeats;
};

// Runs every program on `input`; prints their best times, peaks and the peer's time over each of ours,
// and whether all printed the same (and, where known, the expected answers). Returns the figures.
std::vector<bench::RunFigures> compare(const char* title, const std::string& input,
                                       const std::vector<Program>& programs, const std::string& expected,
                                       const std::string& work) {
  std::printf("%s\n", title);
  std::vector<bench::RunFigures> figures;
  std::vector<std::string> outputs;
  for (const Program& program : programs) {
    if (program.path.empty()) {
      figures.push_back(bench::RunFigures{0, -1, false, 0});
      outputs.push_back("");
      continue;
    }
    figures.push_back(bench::run_timed(program.path, input, work + "/out.txt", program.repeats));
    outputs.push_back(bench::read_file(work + "/out.txt"));
  }
  const bench::RunFigures& peer = figures.back();
  for (std::size_t i = 0; i < programs.size(); ++i) {
    if (programs[i].path.empty()) continue;
    std::printf("  %-22s %9.4f s  peak %6ld KiB%s", programs[i].name, figures[i].seconds, figures[i].peak_kib,
                figures[i].succeeded ? "" : "  FAILED");
    if (i + 1 < programs.size() && !programs.back().path.empty())
      std::printf("  peer / this: %7.0fx", peer.seconds / figures[i].seconds);
    if (!expected.empty()) std::printf("  answers %s", outputs[i] == expected ? "as expected" : "WRONG");
    if (i > 0 && expected.empty()) std::printf("  answers %s", outputs[i] == outputs[0] ? "same as ours" : "DIFFER");
    std::printf("\n");
  }
  return figures;
}

double milliseconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// In process, for each depth of the estimate's table: its build (best of 5) and what IDA* then costs on
// each file (nodes and time); a whole-process run pays build + search once.
void table_depths(const std::vector<std::pair<const char*, std::vector<Board>>>& files) {
  std::printf("in process, best of 5: centre-distance table cut at each depth, then IDA* on each file\n");
  std::printf("  depth  table ms");
  for (const auto& file : files) std::printf("  %16s ms (nodes)", file.first);
  std::printf("\n");
  const puzzle::PlacementGraph graph = puzzle::rotation_game_placement_graph();
  for (int depth = 6; depth <= 14; ++depth) {
    double build = 1e30;
    std::vector<std::uint8_t> table;
    for (int run = 0; run < 5; ++run) {
      const auto start = std::chrono::steady_clock::now();
      table = puzzle::rotation_game_centre_distances(graph, depth);
      build = std::min(build, milliseconds_since(start));
    }
    std::printf("  %5d  %8.2f", depth, build);
    const puzzle::RotationGamePuzzle puzzle(graph, table, depth);
    for (const auto& file : files) {
      double search = 1e30;
      std::uint64_t nodes = 0;
      for (int run = 0; run < 5; ++run) {
        nodes = 0;
        const auto start = std::chrono::steady_clock::now();
        for (const Board& board : file.second)
          nodes += puzzle::ida_star(puzzle, puzzle::RotationGamePuzzle::state_of_board(board.data()),
                                    puzzle::IdaStarOptions<>().bound(13))
                       .expanded;
        search = std::min(search, milliseconds_since(start));
      }
      std::printf("  %8.3f (%8llu)", search, static_cast<unsigned long long>(nodes));
    }
    std::printf("\n");
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (!bench::has_bench_arguments("rotation_game", argc)) return 2;
  const std::string ours = argv[1], work = argv[3];
  const std::string peer = std::string(argv[2]) + "/rotation_game_idastar";
  const std::string bundle = work + "/rotation_game_bundle";
  const bool with_peer = bench::file_exists(peer),
             with_bundle = bench::compile_bundle("rotation_game", "g++ -std=gnu++98 -O2", bundle);
  if (!with_peer) std::printf("(peer %s not built: run bench/run.sh, docs/performance.md)\n", peer.c_str());

  const std::string data = BENCH_SOURCE_DIR;
  const std::vector<Board> hard = read_boards(bench::read_file(data + "/rotation_game_hard.in"));
  const std::vector<Board> ties = read_boards(bench::read_file(data + "/rotation_game_ties.in"));
  const std::vector<Board> random30 = random_boards(30, 2286), random1000 = random_boards(1000, 1343);
  if (hard.size() != 30 || ties.size() != 30) {
    std::fprintf(stderr, "rotation_game_bench: expected 30 boards in each of %s/rotation_game_{hard,ties}.in\n",
                 data.c_str());
    return 1;
  }
  struct File {
    const char* title;
    std::vector<Board> boards;
    const char* expected;  // committed answers, or none
    int peer_repeats;
  } files[] = {{"worst case: bench/rotation_game_hard.in, 30 boards at 13 moves (three-way ties)", hard,
                "/rotation_game_hard.out", 1},
               {"ties: bench/rotation_game_ties.in, 30 boards at 12 moves, two or three symbols tied", ties,
                "/rotation_game_ties.out", 1},
               {"30 uniformly random boards (seed 2286)", random30, "", 3},
               {"1,000 uniformly random boards (seed 1343)", random1000, "", 1},
               {"one board at 13 moves (start-up, table, one search)", std::vector<Board>(1, hard[0]), "", 3},
               {"no board (start-up only)", std::vector<Board>(), "", 3}};
  bool hard_target_met = false, memory_target_met = true;
  for (const File& file : files) {
    write_file(work + "/in.txt", judge_file(file.boards));
    const std::string expected = *file.expected ? bench::read_file(data + file.expected) : "";
    const std::vector<Program> programs = {{"rotation_game", ours, 7},
                                           {"bundle (gnu++98 -O2)", with_bundle ? bundle : "", 7},
                                           {"rotation_game_idastar", with_peer ? peer : "", file.peer_repeats}};
    const std::vector<bench::RunFigures> figures = compare(file.title, work + "/in.txt", programs, expected, work);
    for (std::size_t i = 0; i + 1 < figures.size(); ++i)
      memory_target_met = memory_target_met && figures[i].peak_kib < 32 * 1024;
    if (&file == &files[0] && with_peer && with_bundle)
      hard_target_met = figures[2].seconds >= 20 * figures[1].seconds && figures[2].seconds >= 20 * figures[0].seconds;
  }
  std::printf("targets: worst-case file >= 20x faster than the peer, binary and bundle: %s; peak under 32 MiB: %s\n",
              with_peer && with_bundle ? (hard_target_met ? "met" : "MISSED") : "not measured",
              memory_target_met ? "met" : "MISSED");
  table_depths({{"hard", hard}, {"ties", ties}, {"random 30", random30}, {"random 1000", random1000}});
  return 0;
}
