// Tests of breadth_first_search.hpp: on random 8-puzzle boards it returns the canonical shortest path
// (checked against the independent breadth-first search of the fixtures), finds a goal start with no
// moves, exhausts an unsolvable start's component, and stops at its node limit (not knowing).
#include "puzzle/search/breadth_first_search.hpp"

#include <gtest/gtest.h>

#include <cstdint>

#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/sliding/tiles/sliding_puzzle.hpp"
#include "search_test_boards.hpp"

namespace {

TEST(BreadthFirstSearch, CanonicalOnRandomBoards) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  for (const eight_oracle::Board& board : search_test::random_solvable_eight_boards(30, 13)) {
    const puzzle::SearchResult<puzzle::SlideMove> result =
        breadth_first_search(model, model.make_state(board.data()), puzzle::BreadthFirstOptions());
    ASSERT_TRUE(result.found);
    ASSERT_FALSE(result.stopped);
    ASSERT_EQ(eight_oracle::check_canonical(board, puzzle::slide_letters(result.moves)), "");
  }
}

TEST(BreadthFirstSearch, GoalNeedsNoMoves) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const puzzle::SearchResult<puzzle::SlideMove> result =
      breadth_first_search(model, model.make_state(eight_oracle::goal().data()), puzzle::BreadthFirstOptions());
  EXPECT_TRUE(result.found);
  EXPECT_TRUE(result.moves.empty());
  EXPECT_EQ(result.expanded, 0u);
}

TEST(BreadthFirstSearch, AnUnsolvableStartExploresItsComponentAndFindsNothing) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const std::uint8_t swapped[9] = {2, 1, 3, 4, 5, 6, 7, 8, 0};
  const puzzle::SearchResult<puzzle::SlideMove> result =
      breadth_first_search(model, model.make_state(swapped), puzzle::BreadthFirstOptions());
  EXPECT_FALSE(result.found);
  EXPECT_FALSE(result.stopped);
  EXPECT_EQ(result.expanded, 181440u);
}

TEST(BreadthFirstSearch, NodeLimitStopsTheSearch) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const std::uint8_t far[9] = {8, 6, 7, 2, 5, 4, 3, 0, 1};  // 31 moves: every board is reached first
  const puzzle::SearchResult<puzzle::SlideMove> cut =
      breadth_first_search(model, model.make_state(far), puzzle::BreadthFirstOptions().keep_at_most(1000));
  EXPECT_FALSE(cut.found);
  EXPECT_TRUE(cut.stopped);
  EXPECT_TRUE(cut.moves.empty());
  const puzzle::SearchResult<puzzle::SlideMove> enough =
      breadth_first_search(model, model.make_state(far), puzzle::BreadthFirstOptions().keep_at_most(181440));
  EXPECT_TRUE(enough.found);
  EXPECT_EQ(enough.moves.size(), 31u);
}

TEST(BreadthFirstSearch, ALimitPastWhatItCanNumberIsNoLimit) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const std::uint8_t far[9] = {8, 6, 7, 2, 5, 4, 3, 0, 1};  // 31 moves from the goal
  for (const std::uint64_t limit : {std::uint64_t(1) << 31, puzzle::no_node_limit}) {
    const puzzle::SearchResult<puzzle::SlideMove> result =
        breadth_first_search(model, model.make_state(far), puzzle::BreadthFirstOptions().keep_at_most(limit));
    EXPECT_TRUE(result.found && !result.stopped);
    EXPECT_EQ(result.moves.size(), 31u);
  }
}

}  // namespace
