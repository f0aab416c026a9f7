// Tests of ida_star.hpp: on random 8-puzzle boards IDA* returns the breadth-first length and the
// canonical (lexicographically smallest) path; the cost limit and the node budget make it give up.
#include "puzzle/ida_star.hpp"

#include <gtest/gtest.h>

#include <climits>
#include <string>

#include "search_test_boards.hpp"
#include "puzzle/sliding_puzzle.hpp"

namespace {

TEST(IdaStar, ShortestAndCanonicalOnRandomBoards) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  for (const eight_oracle::Board& board : search_test::random_solvable_eight_boards(300, 11)) {
    const puzzle::SearchResult<puzzle::SlideMove> result = ida_star(model, model.make_state(board.data()), INT_MAX);
    ASSERT_TRUE(result.found);
    ASSERT_EQ(eight_oracle::check_canonical(board, puzzle::slide_letters(result.moves)), "");
  }
}

TEST(IdaStar, GoalNeedsNoMoves) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const puzzle::SearchResult<puzzle::SlideMove> result = ida_star(model, model.make_state(eight_oracle::goal().data()), 0);
  EXPECT_TRUE(result.found);
  EXPECT_TRUE(result.moves.empty());
}

TEST(IdaStar, CostLimitBelowTheDistanceFindsNothing) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const std::uint8_t far[9] = {8, 6, 7, 2, 5, 4, 3, 0, 1};  // 31 moves
  EXPECT_FALSE(ida_star(model, model.make_state(far), 30).found);
  const puzzle::SearchResult<puzzle::SlideMove> result = ida_star(model, model.make_state(far), 31);
  EXPECT_TRUE(result.found);
  EXPECT_EQ(result.moves.size(), 31u);
}

TEST(IdaStar, NodeBudgetStopsTheSearchAndFindsNothing) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const std::uint8_t far[9] = {8, 6, 7, 2, 5, 4, 3, 0, 1};  // 31 moves
  const puzzle::SearchResult<puzzle::SlideMove> full = ida_star(model, model.make_state(far), INT_MAX);
  ASSERT_TRUE(full.found);
  const puzzle::SearchResult<puzzle::SlideMove> cut = ida_star(model, model.make_state(far), INT_MAX, full.expanded / 2);
  EXPECT_FALSE(cut.found);
  EXPECT_TRUE(cut.moves.empty());
  EXPECT_GT(cut.expanded, full.expanded / 2);
  const puzzle::SearchResult<puzzle::SlideMove> enough = ida_star(model, model.make_state(far), INT_MAX, full.expanded);
  EXPECT_TRUE(enough.found);
  EXPECT_EQ(enough.moves, full.moves);
}

}  // namespace
