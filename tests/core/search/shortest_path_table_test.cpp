// Tests of shortest_path_table.hpp: for every solvable 8-puzzle board the table's path is the
// canonical one (shortest, then smallest in d < l < r < u), checked against the independent search.
#include "puzzle/search/shortest_path_table.hpp"

#include <gtest/gtest.h>

#include <string>

#include "eight_puzzle_fixtures.hpp"
#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/sliding/sliding_puzzle.hpp"

namespace {

TEST(ShortestPathTable, EveryEightPuzzleBoardGetsItsCanonicalPath) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const puzzle::ShortestPathTable<puzzle::SlidingPuzzle> table(
      model, std::vector<puzzle::SlidingState>(1, model.make_state(eight_oracle::goal().data())));
  for (const auto& entry : eight_oracle::distances()) {
    std::uint32_t code = entry.first;
    eight_oracle::Board board;
    for (int cell = 8; cell >= 0; --cell) board[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(code % 9), code /= 9;
    const std::uint64_t key = model.key(model.make_state(board.data()));
    ASSERT_TRUE(table.reachable(key));
    ASSERT_EQ(table.distance(key), entry.second);
    std::string letters;
    for (puzzle::SlideMove move : table.path(key)) letters += puzzle::slide_letter(move);
    ASSERT_EQ(eight_oracle::check_canonical(board, letters), "");
  }
}

TEST(ShortestPathTable, SeveralGoalsGiveTheNearest) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const std::uint8_t one_away[9] = {1, 2, 3, 4, 5, 0, 7, 8, 6};
  const std::uint8_t two_away[9] = {1, 2, 0, 4, 5, 3, 7, 8, 6};
  std::vector<puzzle::SlidingState> goals;
  goals.push_back(model.make_state(eight_oracle::goal().data()));
  goals.push_back(model.make_state(two_away));
  const puzzle::ShortestPathTable<puzzle::SlidingPuzzle> table(model, goals);
  EXPECT_EQ(table.distance(model.key(model.make_state(one_away))), 1);
  EXPECT_EQ(table.distance(model.key(model.make_state(two_away))), 0);
  EXPECT_TRUE(table.path(model.key(model.make_state(two_away))).empty());
}

}  // namespace

namespace {

// Two paths, 0 - 1 - 2 and 3 - 4: moves step left (0) or right (1) within a path.
struct TwoPaths {
  typedef int State;
  typedef int Move;
  static const int max_branching = 2;
  int legal_moves(State state, Move* out) const {
    int count = 0;
    if (state != 0 && state != 3) out[count++] = 0;
    if (state != 2 && state != 4) out[count++] = 1;
    return count;
  }
  void apply(State& state, Move move) const { state += move == 0 ? -1 : 1; }
  Move inverse(Move move) const { return 1 - move; }
  std::uint64_t key(State state) const { return static_cast<std::uint64_t>(state); }
  std::uint64_t key_space() const { return 5; }
};

TEST(ShortestPathTableDeathTest, RefusesAKeyThatCannotReachTheGoals) {
  const puzzle::ShortestPathTable<TwoPaths> table(TwoPaths(), std::vector<int>(1, 0));
  ASSERT_TRUE(table.reachable(2));
  EXPECT_EQ(table.path(2), std::vector<int>({0, 0}));
  ASSERT_FALSE(table.reachable(4));
  EXPECT_DEATH(table.path(4), "cannot reach");
  EXPECT_DEATH(table.distance(3), "cannot reach");
}

}  // namespace
