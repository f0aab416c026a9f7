// Tests of sliding_solver.hpp: the table, IDA* and the adaptive switch give the same canonical
// answers; unsolvable boards are refused; any goal works.
#include "puzzle/sliding/tuning.hpp"
#include "puzzle/sliding/sliding_solver.hpp"

#include <gtest/gtest.h>

#include <string>

#include "search_test_boards.hpp"

namespace {

std::string solve(puzzle::SlidingSolver& solver, const std::uint8_t* tiles) {
  std::vector<puzzle::SlideMove> moves;
  if (!solver.solve(tiles, moves)) return "unsolvable";
  return puzzle::slide_letters(moves);
}

TEST(SlidingSolver, AllMethodsAgreeAndAreCanonical) {
  const std::uint8_t* goal = eight_oracle::goal().data();
  puzzle::SlidingSolver table(3, 3, goal, 0, puzzle::SlidingSolver::table_only);
  puzzle::SlidingSolver search(3, 3, goal, 0, puzzle::SlidingSolver::search_only);
  puzzle::SlidingSolver adaptive(3, 3, goal, puzzle::eight_puzzle_table_cost_in_nodes());
  // Enough boards that the adaptive solver switches from search to the table part-way.
  int answered_by_search = 0;
  for (const eight_oracle::Board& board : search_test::random_solvable_eight_boards(600, 21)) {
    const std::string answer = solve(table, board.data());
    ASSERT_EQ(eight_oracle::check_canonical(board, answer), "");
    ASSERT_EQ(solve(search, board.data()), answer);
    answered_by_search += !adaptive.table_built();
    ASSERT_EQ(solve(adaptive, board.data()), answer);
  }
  EXPECT_GT(answered_by_search, 0);
  EXPECT_TRUE(adaptive.table_built());
  EXPECT_FALSE(search.table_built());
}

TEST(SlidingSolver, UnsolvableBoardIsRefused) {
  puzzle::SlidingSolver solver(3, 3, eight_oracle::goal().data(), puzzle::eight_puzzle_table_cost_in_nodes());
  const std::uint8_t swapped[9] = {2, 1, 3, 4, 5, 6, 7, 8, 0};
  EXPECT_EQ(solve(solver, swapped), "unsolvable");
}

TEST(SlidingSolver, AnyGoal) {
  // HDU 3567 sample 2: 564178X23 to 7568X4123 is urrulldr.
  const std::uint8_t start[9] = {5, 6, 4, 1, 7, 8, 0, 2, 3};
  const std::uint8_t goal[9] = {7, 5, 6, 8, 0, 4, 1, 2, 3};
  puzzle::SlidingSolver search(3, 3, goal, 0, puzzle::SlidingSolver::search_only);
  puzzle::SlidingSolver table(3, 3, goal, 0, puzzle::SlidingSolver::table_only);
  EXPECT_EQ(solve(search, start), "urrulldr");
  EXPECT_EQ(solve(table, start), "urrulldr");
}

}  // namespace
