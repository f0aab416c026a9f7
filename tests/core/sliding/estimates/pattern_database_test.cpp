// Tests of pattern_database.hpp: every value equals an independent 0-1 breadth-first search over
// (pattern tiles, blank) on small boards, and every placement of five 15-puzzle tiles is reached.
#include "puzzle/sliding/estimates/pattern_database.hpp"

#include <gtest/gtest.h>
#include <cstdint>

#include <algorithm>
#include <deque>
#include <map>
#include <random>
#include <vector>

#include "puzzle/util/bit_count.hpp"
#include "puzzle/ranking/permutation_rank.hpp"

namespace {

typedef std::vector<int> Cells;  // cells of the pattern tiles, then of the blank

// The look-up key of a placement: 4 bits a slot (pattern_database.hpp).
std::uint32_t key_of(const Cells& cells) {
  std::uint32_t key = 0;
  for (std::size_t slot = 0; slot < cells.size(); ++slot) key |= static_cast<std::uint32_t>(cells[slot]) << (4 * slot);
  return key;
}

// Fewest pattern-tile moves to reach each (pattern cells, blank cell) from the goal: a 0-1 BFS where
// the blank moving onto a pattern tile's cell costs 1 and onto any other cell costs 0.
std::map<Cells, int> brute_force(int rows, int cols, const std::vector<int>& goal, const std::vector<int>& tiles) {
  Cells start;
  for (int tile : tiles) start.push_back(static_cast<int>(std::find(goal.begin(), goal.end(), tile) - goal.begin()));
  start.push_back(static_cast<int>(std::find(goal.begin(), goal.end(), 0) - goal.begin()));
  std::map<Cells, int> distance;
  std::deque<Cells> queue(1, start);
  distance[start] = 0;
  while (!queue.empty()) {
    const Cells here = queue.front();
    queue.pop_front();
    const int blank = here.back(), row = blank / cols, col = blank % cols;
    const int targets[4] = {row + 1 < rows ? blank + cols : -1, col > 0 ? blank - 1 : -1,
                            col + 1 < cols ? blank + 1 : -1, row > 0 ? blank - cols : -1};
    for (int target : targets) {
      if (target < 0) continue;
      Cells next = here;
      int cost = 0;
      for (std::size_t i = 0; i + 1 < next.size(); ++i)
        if (next[i] == target) next[i] = blank, cost = 1;
      next.back() = target;
      const int d = distance[here] + cost;
      std::map<Cells, int>::iterator found = distance.find(next);
      if (found != distance.end() && found->second <= d) continue;
      distance[next] = d;
      if (cost == 0)
        queue.push_front(next);
      else
        queue.push_back(next);
    }
  }
  return distance;
}

void expect_matches_brute_force(int rows, int cols, const std::vector<int>& goal, const std::vector<int>& tiles) {
  const std::vector<std::uint8_t> goal_bytes(goal.begin(), goal.end()), tile_bytes(tiles.begin(), tiles.end());
  const std::vector<std::uint8_t> database = puzzle::pattern_database(rows, cols, goal_bytes.data(), tile_bytes);
  ASSERT_EQ(database.size(), std::size_t(1) << (4 * tiles.size()));
  std::map<Cells, int> best;  // per placement, the least over blank cells
  const std::map<Cells, int> distance = brute_force(rows, cols, goal, tiles);
  for (std::map<Cells, int>::const_iterator it = distance.begin(); it != distance.end(); ++it) {
    const Cells placement(it->first.begin(), it->first.end() - 1);
    std::map<Cells, int>::iterator found = best.find(placement);
    if (found == best.end() || it->second < found->second) best[placement] = it->second;
  }
  ASSERT_EQ(best.size(), puzzle::arrangement_count(rows * cols, static_cast<int>(tiles.size())));
  for (std::map<Cells, int>::const_iterator it = best.begin(); it != best.end(); ++it)
    ASSERT_EQ(database[key_of(it->first)], it->second);
}

TEST(PatternDatabase, EightPuzzlePatternsMatchBruteForce) {
  const std::vector<int> goal = {1, 2, 3, 4, 5, 6, 7, 8, 0};
  expect_matches_brute_force(3, 3, goal, {1, 2, 3, 4});
  expect_matches_brute_force(3, 3, goal, {5, 6, 7, 8});
  expect_matches_brute_force(3, 3, goal, {8, 1, 6});  // any order of tiles
}

TEST(PatternDatabase, OtherShapesAndGoalsMatchBruteForce) {
  expect_matches_brute_force(2, 4, {0, 1, 2, 3, 4, 5, 6, 7}, {3, 5, 7});
  expect_matches_brute_force(3, 4, {4, 8, 1, 11, 2, 0, 9, 3, 5, 10, 6, 7}, {1, 2, 3});
  expect_matches_brute_force(4, 4, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0}, {15, 12});
}

TEST(PatternDatabase, FiveTilesOfTheFifteenPuzzleAreAllReached) {
  const std::uint8_t goal[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};
  const std::vector<std::uint8_t> tiles = {1, 2, 3, 4, 5};
  const std::vector<std::uint8_t> database = puzzle::pattern_database(4, 4, goal, tiles);
  int most = 0;
  std::uint64_t placements = 0;
  for (std::uint32_t key = 0; key < (1u << 20); ++key) {
    unsigned used = 0;
    for (int slot = 0; slot < 5; ++slot) used |= 1u << (key >> (4 * slot) & 15u);
    if (puzzle::count_bits32(used) != 5) continue;  // a cell named twice: no placement
    ++placements;
    ASSERT_LT(database[key], 255);  // reached
    most = std::max(most, static_cast<int>(database[key]));
  }
  EXPECT_EQ(placements, 524160u);
  EXPECT_EQ(database[key_of({0, 1, 2, 3, 4})], 0);
  EXPECT_EQ(most, 24);  // tiles 1-5 brought home from the bottom right corner and the far rows
}

}  // namespace

namespace {

TEST(PatternDatabaseDeathTest, RefusesTheBlankATileTwiceOrTooManyTiles) {
  const std::uint8_t goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
  EXPECT_DEATH(puzzle::pattern_database(3, 3, goal, std::vector<std::uint8_t>({1, 0})), "not the blank");
  EXPECT_DEATH(puzzle::pattern_database(3, 3, goal, std::vector<std::uint8_t>({2, 2})), "distinct tiles");
  EXPECT_DEATH(puzzle::pattern_database(3, 3, goal, std::vector<std::uint8_t>({1, 2, 3, 4, 5, 6, 7})), "1 to 6");
  const std::uint8_t twice[9] = {1, 1, 3, 4, 5, 6, 7, 8, 0};
  EXPECT_DEATH(puzzle::pattern_database(3, 3, twice, std::vector<std::uint8_t>({1})), "each tile once");
}
}  // namespace
