// Tests of sliding_move_pruning.hpp: what IDA* needs of the automaton, checked by breadth-first
// search over boards written here. From every blank cell, boards of distinct tiles are searched with
// moves tried d < l < r < u, so the first path to reach a board is its first shortest path (the path
// IDA* returns); the automaton must allow every move of every such path, up to two moves beyond the
// longest sequence it prunes, on the 15-puzzle's board at the length `fifteen` uses and on smaller
// boards at lengths up to their whole diameter. It must also prune: with sequences of two moves it
// forbids exactly undoing the last move, and longer ones leave fewer paths. (The automaton is built
// through the Manhattan model; `fifteen` builds it through its pattern-database model: any model of
// the board's moves gives the same automaton.)
#include "puzzle/sliding/tiles/sliding_move_pruning.hpp"
#include "puzzle/sliding/plans/fifteen_puzzle_plan.hpp"
#include "puzzle/sliding/tiles/sliding_puzzle.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <unordered_set>
#include <utility>
#include <vector>

namespace {

// The cell the blank reaches from `cell` by move m (0 d, 1 l, 2 r, 3 u), or -1.
int target(int rows, int cols, int cell, int m) {
  const int row = cell / cols, col = cell % cols;
  if (m == 0) return row + 1 < rows ? cell + cols : -1;
  if (m == 1) return col > 0 ? cell - 1 : -1;
  if (m == 2) return col + 1 < cols ? cell + 1 : -1;
  return row > 0 ? cell - cols : -1;
}

struct Node {
  std::uint64_t board;  // 4 bits a cell, 0 the blank
  int blank;
  std::uint32_t automaton;
};

// Breadth-first from the board with the blank on `start` to `depth` moves; returns how many first
// shortest paths there are, and fails if the automaton forbids a move of one.
long long check_first_shortest_paths(const puzzle::MovePruning& pruning, int rows, int cols, int start, int depth) {
  std::uint64_t board = 0;
  for (int cell = 0, tile = 1; cell < rows * cols; ++cell)
    if (cell != start) board |= static_cast<std::uint64_t>(tile++) << (4 * cell);
  std::unordered_set<std::uint64_t> seen = {board};
  std::vector<Node> level = {{board, start, pruning.start()}};
  long long paths = 1;
  for (int d = 0; d < depth && !level.empty(); ++d) {
    std::vector<Node> next_level;
    for (const Node& node : level) {
      for (int m = 0; m < 4; ++m) {
        const int to = target(rows, cols, node.blank, m);
        if (to < 0) continue;
        const std::uint64_t tile = node.board >> (4 * to) & 15u;
        const std::uint64_t child = (node.board & ~(std::uint64_t(15) << (4 * to))) | tile << (4 * node.blank);
        if (!seen.insert(child).second) continue;  // an earlier path, no longer, reached it first
        std::uint32_t automaton = 0;
        if (!pruning.allows(node.automaton, m, automaton)) {
          ADD_FAILURE() << rows << "x" << cols << ": a first shortest path from cell " << start << " is pruned at move "
                        << d + 1;
          return paths;
        }
        next_level.push_back({child, to, automaton});
        ++paths;
      }
    }
    level.swap(next_level);
  }
  return paths;
}

// The automaton of an R x C board, built through the Manhattan model of it.
puzzle::MovePruning board_pruning(int rows, int cols, int length) {
  std::vector<std::uint8_t> goal(static_cast<std::size_t>(rows * cols));
  for (int cell = 0; cell < rows * cols; ++cell)
    goal[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>((cell + 1) % (rows * cols));
  return puzzle::sliding_move_pruning(puzzle::SlidingPuzzle(rows, cols, goal.data()), length);
}

// Paths of `length` moves from `start` that the automaton allows.
long long allowed_paths(const puzzle::MovePruning& pruning, int rows, int cols, int cell, std::uint32_t state,
                        int length) {
  if (length == 0) return 1;
  long long count = 0;
  for (int m = 0; m < 4; ++m) {
    std::uint32_t next = 0;
    const int to = target(rows, cols, cell, m);
    if (to >= 0 && pruning.allows(state, m, next)) count += allowed_paths(pruning, rows, cols, to, next, length - 1);
  }
  return count;
}

TEST(SlidingMovePruning, FirstShortestPathsOfTheFifteenPuzzleSurvive) {
  const int length = puzzle::fifteen_puzzle_pruning_length;
  const puzzle::MovePruning pruning = board_pruning(4, 4, length);
  for (int start = 0; start < 16; ++start) check_first_shortest_paths(pruning, 4, 4, start, length + 2);
}

TEST(SlidingMovePruning, FirstShortestPathsOfSmallBoardsSurvive) {
  const int shapes[][3] = {{2, 2, 6}, {2, 3, 21}, {3, 2, 21}, {3, 3, 18}, {2, 4, 20}};  // rows, cols, longest
  for (const auto& shape : shapes) {
    const puzzle::MovePruning pruning = board_pruning(shape[0], shape[1], shape[2]);
    for (int start = 0; start < shape[0] * shape[1]; ++start)
      check_first_shortest_paths(pruning, shape[0], shape[1], start, shape[2] + 2);
  }
}

TEST(SlidingMovePruning, TwoMovesForbidUndoingTheLastMove) {
  const puzzle::MovePruning pruning = board_pruning(4, 4, 2);
  for (int cell = 0; cell < 16; ++cell)
    for (int first = 0; first < 4; ++first) {
      std::uint32_t state = 0, next = 0;
      if (target(4, 4, cell, first) < 0) continue;
      ASSERT_TRUE(pruning.allows(pruning.start(), first, state));
      for (int second = 0; second < 4; ++second) EXPECT_EQ(pruning.allows(state, second, next), second != 3 - first);
    }
}

TEST(SlidingMovePruning, LongerSequencesLeaveFewerPaths) {
  // From the 15-puzzle's corner, 12 moves: the paths that never undo a move, against those left.
  const puzzle::MovePruning undo = board_pruning(4, 4, 2);
  const puzzle::MovePruning pruning = board_pruning(4, 4, puzzle::fifteen_puzzle_pruning_length);
  const long long never_undoing = allowed_paths(undo, 4, 4, 15, undo.start(), 12);
  const long long left = allowed_paths(pruning, 4, 4, 15, pruning.start(), 12);
  EXPECT_LT(left * 10, never_undoing * 9);  // 7,808 of 9,880
  // Yet at least one path is left for each board 12 moves away (its first shortest path).
  EXPECT_GE(left,
            check_first_shortest_paths(pruning, 4, 4, 15, 12) - check_first_shortest_paths(pruning, 4, 4, 15, 11));
}

#ifndef NDEBUG
TEST(SlidingMovePruningDeathTest, NeedsSequencesOfTwoMoves) { EXPECT_DEATH(board_pruning(4, 4, 1), "max_length"); }
#endif

}  // namespace
