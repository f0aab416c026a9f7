// Tests of perimeter_table.hpp: over every pancake stack of 7 (docs/examples/pancake_puzzle.hpp), the
// estimate is the breadth-first distance within the radius and radius + 1 beyond it, for every radius
// up to past the farthest stack; its preconditions are asserted.
#include "puzzle/tables/perimeter_table.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "examples/pancake_puzzle.hpp"
#include "puzzle/tables/bfs_distances.hpp"

namespace {

puzzle::PancakeStack sorted_stack(int n) {
  puzzle::PancakeStack stack = puzzle::PancakeStack();
  for (int i = 0; i < n; ++i) stack.size[i] = static_cast<std::uint8_t>(i);
  return stack;
}

TEST(PerimeterTable, DistancesWithinTheRadiusAndRadiusPlusOneBeyond) {
  const puzzle::PancakePuzzle model(7);
  const std::vector<puzzle::PancakeStack> goal(1, sorted_stack(7));
  const std::vector<std::uint8_t> distance = puzzle::bfs_distances(model, goal);
  const int farthest = *std::max_element(distance.begin(), distance.end());
  for (int radius = 0; radius <= farthest + 1; ++radius) {
    const puzzle::PerimeterTable<puzzle::PancakePuzzle> perimeter(model, goal, radius);
    std::uint64_t within = 0;
    for (std::uint64_t key = 0; key < distance.size(); ++key) {
      const int expected = distance[key] <= radius ? distance[key] : radius + 1;
      ASSERT_EQ(perimeter.estimate(model.state_of_key(key)), expected) << "radius " << radius << ", key " << key;
      within += distance[key] <= radius;
    }
    EXPECT_EQ(perimeter.entries(), within);
    EXPECT_EQ(perimeter.radius(), radius);
  }
}

TEST(PerimeterTableDeathTest, NeedsGoalsAndARadiusOfAByte) {
  const puzzle::PancakePuzzle model(5);
  EXPECT_DEATH(puzzle::PerimeterTable<puzzle::PancakePuzzle>(model, std::vector<puzzle::PancakeStack>(), 3), "goals");
  EXPECT_DEATH(
      puzzle::PerimeterTable<puzzle::PancakePuzzle>(model, std::vector<puzzle::PancakeStack>(1, sorted_stack(5)), 254),
      "radius");
}

}  // namespace
