// Tests of dense_breadth_first_search.hpp on a small model written here (a walk on a line of cells
// 0..n-1 by +1, +2 or -1, some cells closed): the path is a shortest one and the smallest in the
// model's move order, a goal start needs no moves, an unreachable goal leaves every reachable key
// expanded, and one search object serves models of different sizes one after the other.
#include "puzzle/search/dense_breadth_first_search.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

namespace {

class LineWalk {
 public:
  typedef int State;
  typedef int Move;  // the step: +1, +2 or -1, tried in that order
  static const int max_branching = 3;

  LineWalk(const std::string& cells, int goal) : cells_(cells), goal_(goal) {}

  int legal_moves(State state, Move* out) const {
    const int steps[3] = {1, 2, -1};
    int count = 0;
    for (int step : steps)
      if (open(state + step)) out[count++] = step;
    return count;
  }
  void apply(State& state, Move move) const { state += move; }
  bool is_goal(State state) const { return state == goal_; }
  std::uint64_t key(State state) const { return static_cast<std::uint64_t>(state); }
  std::uint64_t key_space() const { return cells_.size(); }
  State state_of_key(std::uint64_t key) const { return static_cast<State>(key); }

 private:
  bool open(int cell) const { return cell >= 0 && cell < static_cast<int>(cells_.size()) && cells_[cell] == '.'; }
  std::string cells_;
  int goal_;
};

TEST(DenseBreadthFirstSearch, ShortestAndFirstInMoveOrder) {
  puzzle::DenseBreadthFirstSearch<LineWalk> search;
  // 0 -> 6 past closed cells 3 and 5: 0 +2 2 +2 4 +2 6 (+1 first where it also leads as short).
  const puzzle::SearchResult<int> result = search(LineWalk("...#.#..", 6), 0);
  ASSERT_TRUE(result.found);
  EXPECT_EQ(result.moves, (std::vector<int>{2, 2, 2}));
  const puzzle::SearchResult<int> plain = search(LineWalk("....", 3), 0);
  ASSERT_TRUE(plain.found);
  EXPECT_EQ(plain.moves, (std::vector<int>{1, 2}));  // +1 +2 before +2 +1
}

TEST(DenseBreadthFirstSearch, AGoalStartNeedsNoMoves) {
  puzzle::DenseBreadthFirstSearch<LineWalk> search;
  const puzzle::SearchResult<int> result = search(LineWalk("...", 1), 1);
  EXPECT_TRUE(result.found);
  EXPECT_TRUE(result.moves.empty());
  EXPECT_EQ(result.expanded, 0u);
}

TEST(DenseBreadthFirstSearch, AnUnreachableGoalExpandsEveryReachableKey) {
  puzzle::DenseBreadthFirstSearch<LineWalk> search;
  const puzzle::SearchResult<int> result = search(LineWalk("...##..", 6), 1);
  EXPECT_FALSE(result.found);
  EXPECT_FALSE(result.stopped);
  EXPECT_EQ(result.expanded, 3u);  // cells 0, 1, 2
}

TEST(DenseBreadthFirstSearch, ServesALargerModelAfterASmallerOne) {
  puzzle::DenseBreadthFirstSearch<LineWalk> search;
  EXPECT_EQ(search(LineWalk("..", 1), 0).moves.size(), 1u);
  const std::string long_line(1000, '.');
  const puzzle::SearchResult<int> result = search(LineWalk(long_line, 999), 0);
  ASSERT_TRUE(result.found);
  EXPECT_EQ(result.moves.size(), 500u);  // 499 steps of +2, then +1
  EXPECT_EQ(search(LineWalk("...", 0), 2).moves, (std::vector<int>{-1, -1}));
}

}  // namespace
