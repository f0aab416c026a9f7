// Tests of docs/examples/pancake_puzzle.hpp, the worked example of a new model: every search of the core
// runs on it unchanged, and its answers are the distances of a plain breadth-first search written here
// (over std::vector stacks in a std::map: no core code), on every stack of up to 7 pancakes.
#include "examples/pancake_puzzle.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <deque>
#include <map>
#include <numeric>
#include <vector>

#include "puzzle/search/a_star.hpp"
#include "puzzle/tables/bfs_distances.hpp"
#include "puzzle/tables/direction_optimizing_distances.hpp"
#include "puzzle/search/ida_star.hpp"

namespace {

typedef std::vector<int> Stack;

// Fewest flips from every stack of n pancakes to the sorted one (flips are their own inverses).
std::map<Stack, int> breadth_first_distances(int n) {
  Stack sorted(static_cast<std::size_t>(n));
  std::iota(sorted.begin(), sorted.end(), 0);
  std::map<Stack, int> distance;
  distance[sorted] = 0;
  std::deque<Stack> queue(1, sorted);
  while (!queue.empty()) {
    const Stack stack = queue.front();
    queue.pop_front();
    for (int k = 2; k <= n; ++k) {
      Stack flipped = stack;
      std::reverse(flipped.begin(), flipped.begin() + k);
      if (distance.insert(std::make_pair(flipped, distance[stack] + 1)).second) queue.push_back(flipped);
    }
  }
  return distance;
}

puzzle::PancakeStack to_state(const Stack& stack) {
  puzzle::PancakeStack state = puzzle::PancakeStack();
  for (std::size_t i = 0; i < stack.size(); ++i) state.size[i] = static_cast<std::uint8_t>(stack[i]);
  return state;
}

TEST(PancakePuzzle, IdaStarAndAStarFindShortestSolutionsOfEveryStack) {
  for (int n = 2; n <= 7; ++n) {
    const puzzle::PancakePuzzle model(n);
    const std::map<Stack, int> oracle = breadth_first_distances(n);
    ASSERT_EQ(oracle.size(), puzzle::factorial(n));
    for (std::map<Stack, int>::const_iterator it = oracle.begin(); it != oracle.end(); ++it) {
      const puzzle::PancakeStack start = to_state(it->first);
      ASSERT_LE(model.estimate(start), it->second);  // admissible
      const puzzle::SearchResult<int> ida = puzzle::ida_star(model, start, puzzle::IdaStarOptions<>());
      ASSERT_TRUE(ida.found);
      ASSERT_EQ(static_cast<int>(ida.moves.size()), it->second);
      puzzle::PancakeStack replay = start;
      for (std::size_t i = 0; i < ida.moves.size(); ++i) model.apply(replay, ida.moves[i]);
      ASSERT_TRUE(model.is_goal(replay));
      if (n <= 6) {
        const puzzle::SearchResult<int> a_star = puzzle::a_star(model, start, puzzle::AStarOptions());
        ASSERT_TRUE(a_star.found);
        ASSERT_EQ(static_cast<int>(a_star.moves.size()), it->second);
      }
    }
  }
}

TEST(PancakePuzzle, BreadthFirstTablesMatchThePlainSearch) {
  const int n = 7;
  const puzzle::PancakePuzzle model(n);
  const std::map<Stack, int> oracle = breadth_first_distances(n);
  Stack sorted(static_cast<std::size_t>(n));
  std::iota(sorted.begin(), sorted.end(), 0);
  const std::vector<puzzle::PancakeStack> goal(1, to_state(sorted));
  const std::vector<std::uint8_t> plain = puzzle::bfs_distances(model, goal);
  const std::vector<std::uint8_t> bottom_up = puzzle::direction_optimizing_distances(model, goal);
  for (std::map<Stack, int>::const_iterator it = oracle.begin(); it != oracle.end(); ++it) {
    const std::uint64_t key = model.key(to_state(it->first));
    ASSERT_EQ(plain[key], it->second);
    ASSERT_EQ(bottom_up[key], it->second);
  }
}

TEST(PancakePuzzle, IdaStarWithACostLimitReportsNoSolutionWithinIt) {
  const puzzle::PancakePuzzle model(5);
  const int reversed[5] = {4, 3, 2, 1, 0};  // one flip of all five
  const puzzle::PancakeStack start = to_state(Stack(reversed, reversed + 5));
  EXPECT_TRUE(puzzle::ida_star(model, start, puzzle::IdaStarOptions<>().bound(1)).found);
  const int harder[5] = {1, 3, 0, 4, 2};
  const puzzle::PancakeStack far = to_state(Stack(harder, harder + 5));
  const int distance = breadth_first_distances(5)[Stack(harder, harder + 5)];
  EXPECT_FALSE(puzzle::ida_star(model, far, puzzle::IdaStarOptions<>().bound(distance - 1)).found);
  EXPECT_TRUE(puzzle::ida_star(model, far, puzzle::IdaStarOptions<>().bound(distance)).found);
}

TEST(PancakePuzzleDeathTest, RefusesFewerThanTwoPancakes) { EXPECT_DEATH(puzzle::PancakePuzzle(1), "2 to 16"); }

}  // namespace
