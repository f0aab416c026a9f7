// Benchmark of `eight`: boards per second on all 181,440 solvable boards in one run, on 1,000 random
// solvable boards and on one 31-move board, against the published A* (eight_astar_cantor) on the same files.
// usage: eight_bench EIGHT_BINARY PEER_DIR WORK_DIR   (PEER_DIR from ../shared/peers/build.sh)
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "bench_runner.hpp"
#include "puzzle/sliding/sliding_parity.hpp"

namespace {

typedef std::vector<int> Board;

std::string board_line(const Board& board) {
  std::string line;
  for (std::size_t i = 0; i < board.size(); ++i) {
    if (i) line += ' ';
    line += board[i] == 0 ? 'x' : static_cast<char>('0' + board[i]);
  }
  return line + '\n';
}

bool solvable(const Board& board) {
  const int goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
  return puzzle::is_solvable(board.data(), goal, 3, 3, 0);
}

void write_file(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

std::vector<std::string> lines_of(const std::string& path) {
  std::istringstream in(bench::read_file(path));
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// Times ours and (when given) the peer on one file; prints boards/s, the ratio, and peer answers longer than ours.
void compare(const char* title, const std::string& input, int boards, const std::string& ours,
             const std::string& peer, const std::string& work) {
  const bench::RunFigures mine = bench::run_timed(ours, input, work + "/ours.out", 5);
  std::printf("%-34s eight: %8.4f s %10.0f boards/s  peak %6ld KiB%s\n", title, mine.seconds,
              boards / mine.seconds, mine.peak_kib, mine.succeeded ? "" : "  FAILED");
  if (peer.empty()) return;
  const bench::RunFigures theirs = bench::run_timed(peer, input, work + "/peer.out", 3);
  const std::vector<std::string> a = lines_of(work + "/ours.out"), b = lines_of(work + "/peer.out");
  int longer = 0;
  for (std::size_t i = 0; i < a.size() && i < b.size(); ++i) longer += b[i].size() > a[i].size();
  std::printf("%-34s  peer: %8.4f s %10.0f boards/s  peak %6ld KiB  -> eight is %.1fx faster;"
              " peer answers longer than shortest: %d of %d\n",
              "", theirs.seconds, boards / theirs.seconds, theirs.peak_kib, theirs.seconds / mine.seconds,
              longer, boards);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: eight_bench EIGHT_BINARY PEER_DIR WORK_DIR\n");
    return 2;
  }
  const std::string ours = argv[1], work = argv[3];
  const std::string peer = std::string(argv[2]) + "/eight_astar_cantor";
  const std::string peer_if_built = bench::file_exists(peer) ? peer : "";
  if (peer_if_built.empty()) std::printf("(peer %s not built: run ../shared/peers/build.sh)\n", peer.c_str());

  Board board = {0, 1, 2, 3, 4, 5, 6, 7, 8};
  std::string all;
  int all_count = 0;
  do {
    if (solvable(board)) all += board_line(board), ++all_count;
  } while (std::next_permutation(board.begin(), board.end()));
  write_file(work + "/all.in", all);

  std::mt19937 random(1077);
  std::string sample;
  for (int count = 0; count < 1000;) {
    std::shuffle(board.begin(), board.end(), random);
    if (solvable(board)) sample += board_line(board), ++count;
  }
  write_file(work + "/random1000.in", sample);
  write_file(work + "/hardest.in", "8 6 7 2 5 4 3 x 1\n");

  // The peer needs about 0.4 ms a board: 70 s for the full file, so it runs on the smaller files only.
  compare("all 181,440 solvable boards", work + "/all.in", all_count, ours, "", work);
  compare("1,000 random solvable boards", work + "/random1000.in", 1000, ours, peer_if_built, work);
  compare("one 31-move board", work + "/hardest.in", 1, ours, peer_if_built, work);
  return 0;
}
