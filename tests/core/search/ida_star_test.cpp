// Tests of ida_star.hpp: on random 8-puzzle boards IDA* returns the breadth-first length and the
// canonical (lexicographically smallest) path; the cost limit and the node budget make it give up; from
// several starts it leaves from the first nearest one, by the path a search from it alone returns; a
// move-pruning automaton leaves the answers unchanged and the nodes fewer; giving up early stops
// before an iteration the budget cannot pay for.
#include "puzzle/search/ida_star.hpp"

#include <gtest/gtest.h>

#include <climits>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "search_test_boards.hpp"
#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/sliding/tiles/sliding_move_pruning.hpp"
#include "puzzle/sliding/tiles/sliding_puzzle.hpp"

namespace {

TEST(IdaStar, ShortestAndCanonicalOnRandomBoards) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  for (const eight_oracle::Board& board : search_test::random_solvable_eight_boards(300, 11)) {
    const puzzle::SearchResult<puzzle::SlideMove> result =
        ida_star(model, model.make_state(board.data()), puzzle::IdaStarOptions<>());
    ASSERT_TRUE(result.found);
    ASSERT_EQ(eight_oracle::check_canonical(board, puzzle::slide_letters(result.moves)), "");
  }
}

TEST(IdaStar, GoalNeedsNoMoves) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const puzzle::SearchResult<puzzle::SlideMove> result =
      ida_star(model, model.make_state(eight_oracle::goal().data()), puzzle::IdaStarOptions<>().bound(0));
  EXPECT_TRUE(result.found);
  EXPECT_TRUE(result.moves.empty());
}

TEST(IdaStar, CostLimitBelowTheDistanceFindsNothing) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const std::uint8_t far[9] = {8, 6, 7, 2, 5, 4, 3, 0, 1};  // 31 moves
  EXPECT_FALSE(ida_star(model, model.make_state(far), puzzle::IdaStarOptions<>().bound(30)).found);
  const puzzle::SearchResult<puzzle::SlideMove> result =
      ida_star(model, model.make_state(far), puzzle::IdaStarOptions<>().bound(31));
  EXPECT_TRUE(result.found);
  EXPECT_EQ(result.moves.size(), 31u);
}

TEST(IdaStar, NodeBudgetStopsTheSearchAndFindsNothing) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const std::uint8_t far[9] = {8, 6, 7, 2, 5, 4, 3, 0, 1};  // 31 moves
  const puzzle::SearchResult<puzzle::SlideMove> full =
      ida_star(model, model.make_state(far), puzzle::IdaStarOptions<>());
  ASSERT_TRUE(full.found);
  const puzzle::SearchResult<puzzle::SlideMove> cut =
      ida_star(model, model.make_state(far), puzzle::IdaStarOptions<>().budget(full.expanded / 2));
  EXPECT_FALSE(cut.found);
  EXPECT_TRUE(cut.moves.empty());
  EXPECT_GT(cut.expanded, full.expanded / 2);
  const puzzle::SearchResult<puzzle::SlideMove> enough =
      ida_star(model, model.make_state(far), puzzle::IdaStarOptions<>().budget(full.expanded));
  EXPECT_TRUE(enough.found);
  EXPECT_EQ(enough.moves, full.moves);
}

TEST(IdaStarFromNearest, LeavesFromTheFirstNearestStartByItsCanonicalPath) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const std::vector<eight_oracle::Board> boards = search_test::random_solvable_eight_boards(60, 12);
  for (std::size_t first = 0; first + 3 <= boards.size(); first += 3) {
    std::vector<puzzle::SlidingPuzzle::State> starts;
    std::vector<puzzle::SearchResult<puzzle::SlideMove>> alone;
    std::size_t nearest = 0;
    for (std::size_t i = 0; i < 3; ++i) {
      starts.push_back(model.make_state(boards[first + i].data()));
      alone.push_back(ida_star(model, starts.back(), puzzle::IdaStarOptions<>()));
      if (alone[i].moves.size() < alone[nearest].moves.size()) nearest = i;
    }
    const puzzle::SearchResult<puzzle::SlideMove> result = puzzle::ida_star(model, starts, puzzle::IdaStarOptions<>());
    ASSERT_TRUE(result.found);
    EXPECT_EQ(result.start, nearest);
    EXPECT_EQ(result.moves, alone[nearest].moves);
  }
}

TEST(IdaStarFromNearest, TiesGoToTheFirstStartAndAGoalAmongTheStartsNeedsNoMoves) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const std::uint8_t far[9] = {8, 6, 7, 2, 5, 4, 3, 0, 1};  // 31 moves
  const std::vector<puzzle::SlidingPuzzle::State> same = {model.make_state(far), model.make_state(far)};
  EXPECT_EQ(puzzle::ida_star(model, same, puzzle::IdaStarOptions<>()).start, 0u);
  const std::vector<puzzle::SlidingPuzzle::State> with_goal = {model.make_state(far),
                                                               model.make_state(eight_oracle::goal().data())};
  const puzzle::SearchResult<puzzle::SlideMove> result =
      puzzle::ida_star(model, with_goal, puzzle::IdaStarOptions<>().bound(0));
  EXPECT_TRUE(result.found);
  EXPECT_EQ(result.start, 1u);
  EXPECT_TRUE(result.moves.empty());
}

TEST(IdaStarFromNearest, FindsNothingBeyondTheCostLimitOrWithoutStarts) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const std::uint8_t far[9] = {8, 6, 7, 2, 5, 4, 3, 0, 1};  // 31 moves
  const std::vector<puzzle::SlidingPuzzle::State> starts(2, model.make_state(far));
  EXPECT_FALSE(puzzle::ida_star(model, starts, puzzle::IdaStarOptions<>().bound(30)).found);
  EXPECT_TRUE(puzzle::ida_star(model, starts, puzzle::IdaStarOptions<>().bound(31)).found);
  const puzzle::SearchResult<puzzle::SlideMove> none =
      puzzle::ida_star(model, std::vector<puzzle::SlidingPuzzle::State>(), puzzle::IdaStarOptions<>());
  EXPECT_FALSE(none.found);
  EXPECT_TRUE(none.moves.empty());
}

}  // namespace

namespace {

TEST(IdaStar, MovePruningKeepsTheCanonicalAnswerWithFewerNodes) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const puzzle::MovePruning pruning = puzzle::sliding_move_pruning(model, 12);
  std::uint64_t plain_nodes = 0, pruned_nodes = 0;
  for (const eight_oracle::Board& board : search_test::random_solvable_eight_boards(300, 13)) {
    const puzzle::SearchResult<puzzle::SlideMove> plain =
        ida_star(model, model.make_state(board.data()), puzzle::IdaStarOptions<>());
    const puzzle::SearchResult<puzzle::SlideMove> pruned = puzzle::ida_star(
        model, model.make_state(board.data()), puzzle::IdaStarOptions<puzzle::MovePruning>().pruned_by(&pruning));
    ASSERT_TRUE(pruned.found);
    ASSERT_EQ(pruned.moves, plain.moves);
    ASSERT_EQ(eight_oracle::check_canonical(board, puzzle::slide_letters(pruned.moves)), "");
    plain_nodes += plain.expanded;
    pruned_nodes += pruned.expanded;
  }
  EXPECT_LT(pruned_nodes * 5, plain_nodes * 4);  // at least a fifth fewer
}

TEST(IdaStar, GivingUpEarlyStopsBeforeAnIterationItCannotAfford) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const std::uint8_t far[9] = {8, 6, 7, 2, 5, 4, 3, 0, 1};  // 31 moves
  const puzzle::SearchResult<puzzle::SlideMove> full =
      ida_star(model, model.make_state(far), puzzle::IdaStarOptions<>());
  // The last iteration takes most of the nodes: with half the budget the search gives up before it.
  const puzzle::SearchResult<puzzle::SlideMove> early = puzzle::ida_star(
      model, model.make_state(far), puzzle::IdaStarOptions<>().budget(full.expanded / 2).give_up_early());
  EXPECT_FALSE(early.found);
  EXPECT_TRUE(early.moves.empty());
  EXPECT_LT(early.expanded, full.expanded / 2);
  // With room for the prediction it finds the same path as plain IDA*.
  const puzzle::SearchResult<puzzle::SlideMove> enough = puzzle::ida_star(
      model, model.make_state(far), puzzle::IdaStarOptions<>().budget(100 * full.expanded).give_up_early());
  EXPECT_TRUE(enough.found);
  EXPECT_EQ(enough.moves, full.moves);
  EXPECT_EQ(enough.expanded, full.expanded);
}

TEST(IdaStar, AnUnsolvableStartWithACostLimitFindsNothing) {
  // Without a limit IDA* would deepen forever (paths, unlike states, never run out): the solvers check
  // parity first; with a limit it stops and says so.
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const std::uint8_t swapped[9] = {2, 1, 3, 4, 5, 6, 7, 8, 0};
  const puzzle::SearchResult<puzzle::SlideMove> result =
      puzzle::ida_star(model, model.make_state(swapped), puzzle::IdaStarOptions<>().bound(16));
  EXPECT_FALSE(result.found);
  EXPECT_TRUE(result.moves.empty());
  EXPECT_EQ(puzzle::fewest_moves(result), puzzle::no_path);
}

TEST(IdaStar, FewestMovesIsThePathLength) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const std::uint8_t two_away[9] = {1, 2, 3, 4, 5, 6, 0, 7, 8};
  EXPECT_EQ(puzzle::fewest_moves(puzzle::ida_star(model, model.make_state(two_away), puzzle::IdaStarOptions<>())), 2);
  EXPECT_EQ(
      puzzle::fewest_moves(puzzle::ida_star(model, model.make_state(two_away), puzzle::IdaStarOptions<>().bound(1))),
      puzzle::no_path);
}

}  // namespace
