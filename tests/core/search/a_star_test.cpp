// Tests of a_star.hpp: on random 8-puzzle boards A* returns a legal path of the breadth-first length
// (a closed-on-generation A* fails this on about 1 board in 10), and respects the cost limit and the
// limit on the nodes it keeps.
#include "puzzle/search/a_star.hpp"

#include <gtest/gtest.h>

#include "search_test_boards.hpp"
#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/sliding/tiles/sliding_puzzle.hpp"

namespace {

TEST(AStar, ShortestOnRandomBoards) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  for (const eight_oracle::Board& board : search_test::random_solvable_eight_boards(300, 12)) {
    const puzzle::SearchResult<puzzle::SlideMove> result =
        a_star(model, model.make_state(board.data()), puzzle::AStarOptions());
    ASSERT_TRUE(result.found);
    eight_oracle::Board walked = board;
    for (puzzle::SlideMove move : result.moves) ASSERT_TRUE(eight_oracle::slide(walked, puzzle::slide_letter(move)));
    ASSERT_EQ(walked, eight_oracle::goal());
    ASSERT_EQ(static_cast<int>(result.moves.size()), eight_oracle::distances().at(eight_oracle::encode(board)));
  }
}

TEST(AStar, CostLimitBelowTheDistanceFindsNothing) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const std::uint8_t far[9] = {6, 4, 7, 8, 5, 0, 3, 2, 1};  // 31 moves
  EXPECT_FALSE(a_star(model, model.make_state(far), puzzle::AStarOptions().bound(30)).found);
  EXPECT_EQ(a_star(model, model.make_state(far), puzzle::AStarOptions().bound(31)).moves.size(), 31u);
}

}  // namespace

namespace {

TEST(AStar, AnUnsolvableStartExploresItsComponentAndFindsNothing) {
  // Unlike IDA*, A* ends on its own: every state of the start's class (181,440) is closed once.
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const std::uint8_t swapped[9] = {2, 1, 3, 4, 5, 6, 7, 8, 0};
  const puzzle::SearchResult<puzzle::SlideMove> result =
      a_star(model, model.make_state(swapped), puzzle::AStarOptions());
  EXPECT_FALSE(result.found);
  EXPECT_EQ(result.expanded, 181440u);
}

}  // namespace

namespace {

TEST(AStar, NodeLimitStopsTheSearchNotKnowing) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const std::uint8_t far[9] = {6, 4, 7, 8, 5, 0, 3, 2, 1};  // 31 moves
  const puzzle::SearchResult<puzzle::SlideMove> cut =
      a_star(model, model.make_state(far), puzzle::AStarOptions().keep_at_most(1000));
  EXPECT_FALSE(cut.found);
  EXPECT_TRUE(cut.stopped);
  const puzzle::SearchResult<puzzle::SlideMove> full = a_star(model, model.make_state(far), puzzle::AStarOptions());
  EXPECT_TRUE(full.found);
  EXPECT_FALSE(full.stopped);
  EXPECT_EQ(full.moves.size(), 31u);
}

}  // namespace
