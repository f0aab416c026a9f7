// What the test generators share (each problem's generator is in its file, problems/<binary>.hpp):
// the judges' samples (samples/<binary>/), boards as text, random boards and walks, the edge cases of a
// sliding puzzle. Every test set is the same on every machine (seeded splitmix64, random.hpp) and
// holds groups named by what they target (docs/judge.md):
//   sample-*    the judges' samples
//   edge-*      solved starts, unsolvable boards, the limits of the format, the largest case counts
//   random-*    random cases
//   hard-*      the deepest cases known
//   break-*     inputs that break the usual wrong or slow solutions: no parity check, greedy or
//               inadmissible heuristics, no lexicographic order, a search per case where a table is
//               needed (many cases)
//   stress-*    the stress tier: harder than the real judge's data (its hardest boards, the worst
//               cases of the usual approaches); reported apart, never in the verdict (judge_session.hpp)
// Every other group is the judge tier: what the judge's data can hold, within the statement's bounds,
// with boards at each bound it sets, about 70 boards or more in all (a program wrong on one board in
// ten then fails with probability 1 - 0.9^70 > 99.9%).
// Only inputs: the answers come from the suite's binaries (judge_session.hpp). Each test passes its
// problem's validator (tests/judge/ checks it). Costs: linear in the output.
#ifndef JUDGE_GENERATORS_HPP
#define JUDGE_GENERATORS_HPP

#include <algorithm>
#include <cassert>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "judge/problem.hpp"
#include "judge/random.hpp"
#include "judge/sliding_board.hpp"

namespace judge {

inline std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// samples/<binary>/sample-N.in, in the order of N, or only those named in `only`; an empty one (the
// suite tests its binaries on one, no judge gives it) is left out.
inline TestSet samples(const std::filesystem::path& source_dir, const std::string& binary,
                       const std::vector<std::string>& only = {}) {
  std::vector<std::filesystem::path> paths;
  for (const auto& entry : std::filesystem::directory_iterator(source_dir / "samples" / binary))
    if (entry.path().extension() == ".in" &&
        (only.empty() || std::find(only.begin(), only.end(), entry.path().stem().string()) != only.end()))
      paths.push_back(entry.path());
  std::sort(paths.begin(), paths.end(), [](const std::filesystem::path& a, const std::filesystem::path& b) {
    return a.stem().string().size() != b.stem().string().size() ? a.stem().string().size() < b.stem().string().size()
                                                                : a < b;
  });
  TestSet tests;
  for (const std::filesystem::path& path : paths) {
    const std::string input = read_file(path);
    if (input.find_first_not_of(" \t\r\n") != std::string::npos) tests.push_back(TestFile{path.stem().string(), input});
  }
  return tests;
}

// `boards` as tests named `prefix`-1, `prefix`-2, ..., `per_test` boards each (the last may hold
// fewer), each written by `text`: as many runs as the judge's format needs (one board a run: 1).
template <class Board, class Text>
void add_in_runs(TestSet& tests, const std::string& prefix, const std::vector<Board>& boards, std::size_t per_test,
                 Text text) {
  for (std::size_t first = 0, run = 1; first < boards.size(); first += per_test, ++run) {
    const std::vector<Board> part(boards.begin() + static_cast<long>(first),
                                  boards.begin() + static_cast<long>(std::min(boards.size(), first + per_test)));
    tests.push_back({prefix + "-" + std::to_string(run), text(part)});
  }
}

// Board text: the tiles of `board` separated by spaces, `blank` for 0, a line break every `row` tiles.
inline std::string board_text(const Tiles& board, const std::string& blank, int row) {
  std::string text;
  for (std::size_t cell = 0; cell < board.size(); ++cell) {
    text += board[cell] == 0 ? blank : std::to_string(board[cell]);
    text += (cell + 1) % static_cast<std::size_t>(row) == 0 ? "\n" : " ";
  }
  return text;
}

// The arrangement 0, 1, ..., n-1.
inline Tiles in_order(int n) {
  Tiles tiles;
  for (int i = 0; i < n; ++i) tiles.push_back(i);
  return tiles;
}

// A random arrangement of the tiles 0..n-1.
inline Tiles random_tiles(Random& random, int n) {
  Tiles tiles = in_order(n);
  random.shuffle(tiles);
  return tiles;
}

// Swaps two tiles (not the blank): a board of the other parity. Precondition: 3 cells or more (a
// board of 1 or 2 cells has one tile: it has no other parity).
inline Tiles other_parity(Tiles board) {
  assert(board.size() >= 3 && "other_parity: a board of 3 cells or more");
  std::size_t first = board[0] == 0 ? 1 : 0, second = board[first + 1] == 0 ? first + 2 : first + 1;
  std::swap(board[first], board[second]);
  return board;
}

inline Tiles random_board(Random& random, int width, bool solvable) {
  const Tiles board = random_tiles(random, width * width);
  return is_solvable(board) == solvable ? board : other_parity(board);
}

// The goal after `moves` random moves of the blank, none undoing the one before.
inline Tiles random_walk(Random& random, int width, int moves, const MoveLetters& letters) {
  Tiles board = goal_board(width);
  const std::string all = {letters.up, letters.down, letters.left, letters.right};
  char last = 0;
  while (moves > 0) {
    const char move = all[random.below(4)];
    if (move == opposite_move(last, letters) || play_moves(board, std::string(1, move), letters) >= 0) continue;
    last = move;
    --moves;
  }
  return board;
}

// The edges of a sliding puzzle: the goal itself, the goal with two tiles swapped (unsolvable), two
// boards one move away. `boards_text` writes boards in the judge's format.
inline void add_sliding_edges(TestSet& tests, Random& random, int width, const MoveLetters& letters,
                              std::string (*boards_text)(const std::vector<Tiles>&)) {
  const Tiles goal = goal_board(width);
  tests.push_back({"edge-solved", boards_text({goal})});
  tests.push_back({"edge-unsolvable", boards_text({other_parity(goal)})});
  tests.push_back(
      {"edge-one-move", boards_text({random_walk(random, width, 1, letters), random_walk(random, width, 1, letters)})});
}

}  // namespace judge

#endif  // JUDGE_GENERATORS_HPP
