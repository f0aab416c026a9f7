// Tests of sliding_pdb_solver.hpp: Manhattan-only, databases-only and the adaptive switch give the
// same canonical answers on 15-puzzle boards, the production partition included; unsolvable boards
// are refused; the switch builds once.
#include "puzzle/sliding/sliding_pdb_solver.hpp"
#include "puzzle/sliding/tuning.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

namespace {

const std::uint8_t goal4[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};

std::vector<std::vector<std::uint8_t> > small_patterns() {
  return {{1, 2, 3, 4}, {5, 6, 9, 10}, {7, 8, 11, 12}, {13, 14, 15}};
}

std::string solve(puzzle::SlidingPdbSolver& solver, const std::uint8_t* tiles) {
  std::vector<puzzle::SlideMove> moves;
  if (!solver.solve(tiles, moves)) return "unsolvable";
  return puzzle::slide_letters(moves);
}

// Boards a random walk of `steps` moves away from the goal (so at most that far).
std::vector<std::vector<std::uint8_t> > random_walk_boards(int count, int steps, unsigned seed) {
  std::mt19937 random(seed);
  const puzzle::SlidingGeometry geometry(4, 4);
  std::vector<std::vector<std::uint8_t> > boards;
  for (int i = 0; i < count; ++i) {
    std::vector<std::uint8_t> tiles(goal4, goal4 + 16);
    int blank = 15;
    for (int step = 0; step < steps; ++step) {
      const int to = geometry.target(blank, static_cast<puzzle::SlideMove>(random() % 4));
      if (to < 0) continue;
      std::swap(tiles[static_cast<std::size_t>(blank)], tiles[static_cast<std::size_t>(to)]);
      blank = to;
    }
    boards.push_back(tiles);
  }
  return boards;
}

TEST(SlidingPdbSolver, AllMethodsAgree) {
  puzzle::SlidingPdbSolver manhattan(4, 4, goal4, small_patterns(), 0, puzzle::SlidingPdbSolver::walking_only);
  puzzle::SlidingPdbSolver databases(4, 4, goal4, small_patterns(), 0, puzzle::SlidingPdbSolver::databases_only);
  puzzle::SlidingPdbSolver adaptive(4, 4, goal4, small_patterns(), 300);
  for (const std::vector<std::uint8_t>& board : random_walk_boards(40, 60, 3)) {
    const std::string answer = solve(manhattan, board.data());
    ASSERT_EQ(solve(databases, board.data()), answer);
    ASSERT_EQ(solve(adaptive, board.data()), answer);
  }
  EXPECT_FALSE(manhattan.databases_built());
  EXPECT_TRUE(adaptive.databases_built());  // the budget of 300 nodes ran out on the way
}

TEST(SlidingPdbSolver, EasyBoardsNeverBuildTheDatabases) {
  puzzle::SlidingPdbSolver solver(4, 4, goal4, small_patterns(), 1000000);
  const std::uint8_t one_move[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15};
  EXPECT_EQ(solve(solver, one_move), "r");
  EXPECT_EQ(solve(solver, goal4), "");
  EXPECT_FALSE(solver.databases_built());
}

TEST(SlidingPdbSolver, UnsolvableBoardIsRefused) {
  puzzle::SlidingPdbSolver solver(4, 4, goal4, small_patterns(), 1000);
  const std::uint8_t swapped[16] = {2, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};
  EXPECT_EQ(solve(solver, swapped), "unsolvable");
  EXPECT_FALSE(solver.databases_built());
}

// The databases the `fifteen` binary uses (5-5-5 with reflection): a wrong entry would show as a
// longer or different answer than plain Manhattan IDA* gives on some board.
TEST(SlidingPdbSolver, FifteenPuzzleDatabasesAgreeWithManhattan) {
  puzzle::SlidingPdbSolver manhattan(4, 4, goal4, puzzle::fifteen_puzzle_patterns(), 0,
                                     puzzle::SlidingPdbSolver::walking_only);
  puzzle::SlidingPdbSolver databases(4, 4, goal4, puzzle::fifteen_puzzle_patterns(), 0,
                                     puzzle::SlidingPdbSolver::databases_only);
  for (const std::vector<std::uint8_t>& board : random_walk_boards(30, 80, 10181))
    ASSERT_EQ(solve(databases, board.data()), solve(manhattan, board.data()));
  EXPECT_TRUE(databases.databases_built());
}

}  // namespace
