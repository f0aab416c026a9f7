// Tests of level_expansion.hpp: the children of a level come in the level's order, then the model's
// move order, duplicates kept; an empty level has none.
#include "puzzle/search/level_expansion.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace {

// A walk on the integers: from n, to n + 1 and to 2n (in that order); 0 has the one move n + 1.
struct DoubleOrNext {
  typedef int State;
  typedef int Move;
  static const int max_branching = 2;
  int legal_moves(const State& state, Move* out) const {
    out[0] = 1;
    if (state == 0) return 1;
    out[1] = 2;
    return 2;
  }
  void apply(State& state, Move move) const { state = move == 1 ? state + 1 : 2 * state; }
};

// A visitor is copied (expand_level takes it by value): it holds a reference to what it writes.
struct Collect {
  std::vector<int>& seen;
  void operator()(int state) { seen.push_back(state); }
};

TEST(ExpandLevel, ChildrenInLevelThenMoveOrder) {
  const DoubleOrNext model;
  std::vector<int> seen;
  puzzle::expand_level(model, std::vector<int>{0, 1, 2, 3}, Collect{seen});
  EXPECT_EQ(seen, (std::vector<int>{1, 2, 2, 3, 4, 4, 6}));  // 2 from 1 and from 1 doubled; 4 from 3 and 2 doubled
}

TEST(ExpandLevel, AnEmptyLevelHasNoChildren) {
  const DoubleOrNext model;
  std::vector<int> seen;
  puzzle::expand_level(model, std::vector<int>(), Collect{seen});
  EXPECT_TRUE(seen.empty());
}

}  // namespace
