// Benchmark of `poj3240` (POJ 3240) and its solver (row_column_solver.hpp): on 1,000 random solvable
// 10 x 10 boards (fixed seed), the mean solution length against the Manhattan distance (a lower
// bound) and against a textbook row-by-row solver written here, and the time a board, in process;
// every solution replayed and checked. Then the binary and its bundle (gnu++98, as POJ compiles it)
// as whole processes on 20 of the boards, a board a run (POJ's input holds one). Larger sizes as a
// tool: `--size N` (up to 30 and beyond) and `--count K` after the usual arguments.
//
// The textbook solver (as tutorials and most accepted solutions do it): rows top to bottom until two
// are left, then the last two rows column by column, then the last 2 x 2 by turning it; each tile
// moved along a fixed path, first along its row to its column, then along its column, a step at a
// time, the blank brought in front of it by breadth-first search around the tile and the placed tiles; the last two
// tiles of a line by the usual turn (the second-to-last to the line's end, the last just beside it, two moves), with
// the same 3 x 2 window search as the solver's for the case where the last tile is shut in. usage: poj3240_bench
// POJ3240_BINARY PEER_DIR WORK_DIR [--size N] [--count K]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "bench_runner.hpp"
#include "puzzle/sliding/any_size/large_board.hpp"
#include "puzzle/sliding/any_size/row_column_solver.hpp"
#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/sliding/any_size/standard_goal_parity.hpp"

namespace {

using puzzle::LargeBoard;
using puzzle::SlideMove;

// The textbook solver: one board, its moves.
class TextbookSolver {
 public:
  explicit TextbookSolver(const LargeBoard& board)
      : rows_(board.rows),
        cols_(board.cols),
        tiles_(board.tiles),
        where_(tiles_.size()),
        locked_(tiles_.size(), false) {
    for (std::size_t cell = 0; cell < tiles_.size(); ++cell) where_[tiles_[cell]] = static_cast<long>(cell);
  }

  std::vector<SlideMove> solve() {
    for (long row = 0; row + 2 < rows_; ++row) line(row * cols_, 1, cols_, puzzle::slide_right, puzzle::slide_down);
    for (long col = 0; col + 2 < cols_; ++col)
      line((rows_ - 2) * cols_ + col, cols_, 2, puzzle::slide_down, puzzle::slide_right);
    // The last 2 x 2: the blank to the corner, then around the square until the tiles are home.
    const long corner = rows_ * cols_ - 1;
    blank_to(corner, -1);
    const SlideMove turn[4] = {puzzle::slide_up, puzzle::slide_left, puzzle::slide_down, puzzle::slide_right};
    for (int step = 0; !solved() && step < 12; ++step) slide(turn[step % 4]);
    return moves_;
  }

 private:
  long neighbour(long cell, SlideMove move) const { return puzzle::neighbour_cell(rows_, cols_, cell, move); }
  bool solved() const {
    for (std::size_t cell = 0; cell + 1 < tiles_.size(); ++cell)
      if (tiles_[cell] != cell + 1) return false;
    return true;
  }
  void slide(SlideMove move) {
    const long blank = where_[0], to = neighbour(blank, move);
    std::swap(tiles_[static_cast<std::size_t>(blank)], tiles_[static_cast<std::size_t>(to)]);
    where_[tiles_[static_cast<std::size_t>(blank)]] = blank;
    where_[0] = to;
    moves_.push_back(move);
  }
  // The blank to `to` by breadth-first search over the cells neither locked nor `avoid`; false if it cannot.
  bool blank_to(long to, long avoid) {
    const long from = where_[0];
    if (from == to) return true;
    std::vector<int> came_by(tiles_.size(), -1);
    std::vector<long> queue(1, from);
    came_by[static_cast<std::size_t>(from)] = 4;
    for (std::size_t head = 0; head < queue.size() && came_by[static_cast<std::size_t>(to)] < 0; ++head)
      for (int m = 0; m < 4; ++m) {
        const long next = neighbour(queue[head], static_cast<SlideMove>(m));
        if (next < 0 || next == avoid || locked_[static_cast<std::size_t>(next)] ||
            came_by[static_cast<std::size_t>(next)] >= 0)
          continue;
        came_by[static_cast<std::size_t>(next)] = m;
        queue.push_back(next);
      }
    if (came_by[static_cast<std::size_t>(to)] < 0) return false;
    std::vector<SlideMove> path;
    for (long cell = to; cell != from; cell = neighbour(cell, puzzle::inverse_slide(path.back())))
      path.push_back(static_cast<SlideMove>(came_by[static_cast<std::size_t>(cell)]));
    for (std::size_t i = path.size(); i-- > 0;) slide(path[i]);
    return true;
  }
  // Moves `tile` to `target`: along its row to the target's column, then along the column; false if stuck.
  bool move_tile(uint32_t tile, long target) {
    while (where_[tile] != target) {
      const long cell = where_[tile];
      const long row = cell / cols_, col = cell % cols_, target_row = target / cols_, target_col = target % cols_;
      const SlideMove step = col < target_col   ? puzzle::slide_right
                             : col > target_col ? puzzle::slide_left
                             : row > target_row ? puzzle::slide_up
                                                : puzzle::slide_down;
      const long next = neighbour(cell, step);
      if (locked_[static_cast<std::size_t>(next)] || !blank_to(next, cell)) return false;
      slide(puzzle::inverse_slide(step));
    }
    return true;
  }
  // A line of `length` cells from `first`, `step` apart; `along` the line's direction, `inward` toward the rest.
  void line(long first, long step, long length, SlideMove along, SlideMove inward) {
    for (long k = 0; k + 2 < length; ++k) place(static_cast<uint32_t>(first + k * step + 1), first + k * step);
    const long second_last = first + (length - 2) * step, last = second_last + step, inside = neighbour(last, inward);
    const uint32_t a = static_cast<uint32_t>(second_last + 1), b = static_cast<uint32_t>(last + 1);
    place(a, last);
    if (move_tile(b, inside)) {
      locked_[static_cast<std::size_t>(inside)] = true;
      blank_to(second_last, -1);
      slide(along);
      slide(inward);
      locked_[static_cast<std::size_t>(inside)] = false;
    } else {
      locked_[static_cast<std::size_t>(last)] = false;
      window(second_last, last, neighbour(inside, inward) - inside, a, b);
      locked_[static_cast<std::size_t>(last)] = true;
    }
    locked_[static_cast<std::size_t>(second_last)] = true;
  }
  void place(uint32_t tile, long cell) {
    if (!move_tile(tile, cell)) std::abort();
    locked_[static_cast<std::size_t>(cell)] = true;
  }
  // a and b home within the 3 x 2 window of the line's last two cells and the four inward of them.
  void window(long second_last, long last, long step, uint32_t a, uint32_t b) {
    std::vector<long> cells;
    for (int k = 0; k < 3; ++k) {
      cells.push_back(second_last + k * step);
      cells.push_back(last + k * step);
    }
    locked_[static_cast<std::size_t>(where_[a])] = locked_[static_cast<std::size_t>(where_[b])] = true;
    if (std::find(cells.begin(), cells.end(), where_[0]) == cells.end()) {
      for (long cell : cells)
        if (!locked_[static_cast<std::size_t>(cell)] && blank_to(cell, -1)) break;
    }
    locked_[static_cast<std::size_t>(where_[a])] = locked_[static_cast<std::size_t>(where_[b])] = false;
    const auto index = [&](long cell) {
      return static_cast<int>(std::find(cells.begin(), cells.end(), cell) - cells.begin());
    };
    const int start = index(where_[a]) * 36 + index(where_[b]) * 6 + index(where_[0]);
    std::vector<int> from(216, -2), by(216, 0), queue(1, start);
    from[static_cast<std::size_t>(start)] = -1;
    int found = -1;
    for (std::size_t head = 0; head < queue.size() && found < 0; ++head) {
      const int state = queue[head], at_a = state / 36, at_b = state / 6 % 6, at_blank = state % 6;
      if (at_a == 0 && at_b == 1) found = state;
      for (int m = 0; m < 4; ++m) {
        const int at = index(neighbour(cells[static_cast<std::size_t>(at_blank)], static_cast<SlideMove>(m)));
        if (at == 6) continue;
        const int next = (at == at_a ? at_blank : at_a) * 36 + (at == at_b ? at_blank : at_b) * 6 + at;
        if (from[static_cast<std::size_t>(next)] != -2) continue;
        from[static_cast<std::size_t>(next)] = state;
        by[static_cast<std::size_t>(next)] = m;
        queue.push_back(next);
      }
    }
    std::vector<SlideMove> path;
    for (int state = found; from[static_cast<std::size_t>(state)] >= 0; state = from[static_cast<std::size_t>(state)])
      path.push_back(static_cast<SlideMove>(by[static_cast<std::size_t>(state)]));
    for (std::size_t i = path.size(); i-- > 0;) slide(path[i]);
  }

  long rows_, cols_;
  std::vector<uint32_t> tiles_;
  std::vector<long> where_;
  std::vector<bool> locked_;
  std::vector<SlideMove> moves_;
};

// Whether `moves` take `board` to the goal.
bool solves(LargeBoard board, const std::vector<SlideMove>& moves) {
  long blank = static_cast<long>(std::find(board.tiles.begin(), board.tiles.end(), 0u) - board.tiles.begin());
  for (SlideMove move : moves) {
    if (puzzle::neighbour_cell(board.rows, board.cols, blank, move) < 0) return false;
    puzzle::slide_on(board, blank, move);
  }
  for (std::size_t cell = 0; cell + 1 < board.tiles.size(); ++cell)
    if (board.tiles[cell] != cell + 1) return false;
  return true;
}

std::vector<LargeBoard> random_solvable_boards(long n, int count, unsigned seed) {
  std::mt19937 random(seed);
  std::vector<LargeBoard> boards;
  while (static_cast<int>(boards.size()) < count) {
    LargeBoard board = {n, n, std::vector<uint32_t>(static_cast<std::size_t>(n * n))};
    std::iota(board.tiles.begin(), board.tiles.end(), 0u);
    std::shuffle(board.tiles.begin(), board.tiles.end(), random);
    if (puzzle::standard_goal_parity(&board.tiles[0], n, n).solvable()) boards.push_back(board);
  }
  return boards;
}

// Mean length, its ratio to the mean Manhattan distance, the longest, and the time a board.
template <class Solve>
void report(const char* name, const std::vector<LargeBoard>& boards, double manhattan, Solve solve) {
  double total = 0;
  std::size_t longest = 0;
  int wrong = 0;
  const auto start = std::chrono::steady_clock::now();
  std::vector<std::vector<SlideMove>> solutions;
  for (const LargeBoard& board : boards) solutions.push_back(solve(board));
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  for (std::size_t i = 0; i < boards.size(); ++i) {
    total += static_cast<double>(solutions[i].size());
    longest = std::max(longest, solutions[i].size());
    wrong += !solves(boards[i], solutions[i]);
  }
  const double mean = total / static_cast<double>(boards.size());
  std::printf("  %-24s mean %9.1f moves (%.2fx Manhattan), longest %7zu, %9.3f ms a board%s\n", name, mean,
              mean / manhattan, longest, seconds * 1e3 / static_cast<double>(boards.size()),
              wrong ? ("  " + std::to_string(wrong) + " WRONG").c_str() : "");
}

void compare(long n, int count) {
  const std::vector<LargeBoard> boards = random_solvable_boards(n, count, static_cast<unsigned>(3240 + n));
  double manhattan = 0;
  for (const LargeBoard& board : boards) manhattan += static_cast<double>(puzzle::manhattan_distance(board));
  manhattan /= static_cast<double>(count);
  std::printf("%d random solvable %ld x %ld boards, in process; Manhattan distance %.1f on average:\n", count, n, n,
              manhattan);
  puzzle::RowColumnSolver solver;
  report("poj3240's solver", boards, manhattan, [&](const LargeBoard& board) { return solver.solve(board).moves; });
  report("textbook row by row", boards, manhattan,
         [](const LargeBoard& board) { return TextbookSolver(board).solve(); });
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: poj3240_bench POJ3240_BINARY PEER_DIR WORK_DIR [--size N] [--count K]\n");
    return 2;
  }
  long size = 0;
  int count = 0;
  for (int i = 4; i + 1 < argc; i += 2) {
    if (std::strcmp(argv[i], "--size") == 0) size = std::atol(argv[i + 1]);
    if (std::strcmp(argv[i], "--count") == 0) count = std::atoi(argv[i + 1]);
  }
  if (size > 0) {
    compare(size, count > 0 ? count : 100);
    return 0;
  }
  compare(10, count > 0 ? count : 1000);
  compare(20, 100);
  compare(30, 20);

  // Whole processes, a board a run, as POJ runs them.
  const std::string ours = argv[1], work = argv[3], bundle = work + "/poj3240_bundle";
  std::vector<std::pair<std::string, std::string>> programs = {{"poj3240", ours}};
  if (bench::compile_bundle("poj3240", "g++ -std=gnu++98 -O2", bundle))
    programs.push_back({"bundle (gnu++98 -O2)", bundle});
  const std::vector<LargeBoard> boards = random_solvable_boards(10, 20, 10);
  std::printf("20 of those 10 x 10 boards, a board a process (start-up included), best of 3 runs each:\n");
  for (const auto& [name, program] : programs) {
    double total = 0, worst = 0;
    long peak = 0;
    bool right = true;
    for (const LargeBoard& board : boards) {
      std::ofstream in(work + "/board.in");
      in << "10\n";
      for (std::size_t cell = 0; cell < board.tiles.size(); ++cell)
        in << board.tiles[cell] << ((cell + 1) % 10 ? ' ' : '\n');
      in.close();
      const bench::RunFigures figures = bench::run_timed(program, work + "/board.in", work + "/board.out", 3);
      total += figures.seconds;
      worst = std::max(worst, figures.seconds);
      peak = std::max(peak, figures.peak_kib);
      std::string letters = bench::read_file(work + "/board.out");
      if (!letters.empty() && letters.back() == '\n') letters.pop_back();
      std::vector<SlideMove> moves;
      for (char letter : letters) moves.push_back(static_cast<SlideMove>(std::string("DLRU").find(letter)));
      right =
          right && figures.succeeded && letters.find_first_not_of("DLRU") == std::string::npos && solves(board, moves);
    }
    std::printf("  %-24s mean %.2f ms, slowest %.2f ms, peak %ld KiB%s\n", name.c_str(), total * 1e3 / 20, worst * 1e3,
                peak, right ? "" : "  WRONG ANSWERS");
  }
  return 0;
}
