// Tests of pattern_database.hpp: every value equals an independent 0-1 breadth-first search over
// (pattern tiles, blank) on small boards; the incremental index equals the full rank on random walks.
#include "puzzle/pattern_database.hpp"

#include <gtest/gtest.h>

#include <deque>
#include <map>
#include <random>
#include <vector>

namespace {

typedef std::vector<int> Cells;  // cells of the pattern tiles, then of the blank

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
      if (cost == 0) queue.push_front(next);
      else queue.push_back(next);
    }
  }
  return distance;
}

void expect_matches_brute_force(int rows, int cols, const std::vector<int>& goal, const std::vector<int>& tiles) {
  const std::vector<std::uint8_t> goal_bytes(goal.begin(), goal.end()), tile_bytes(tiles.begin(), tiles.end());
  const puzzle::PatternDatabase database(rows, cols, goal_bytes.data(), tile_bytes);
  ASSERT_EQ(database.entries(), puzzle::arrangement_count(rows * cols, static_cast<int>(tiles.size())));
  std::map<Cells, int> best;  // per placement, the least over blank cells
  const std::map<Cells, int> distance = brute_force(rows, cols, goal, tiles);
  for (std::map<Cells, int>::const_iterator it = distance.begin(); it != distance.end(); ++it) {
    const Cells placement(it->first.begin(), it->first.end() - 1);
    std::map<Cells, int>::iterator found = best.find(placement);
    if (found == best.end() || it->second < found->second) best[placement] = it->second;
  }
  ASSERT_EQ(best.size(), database.entries());
  for (std::map<Cells, int>::const_iterator it = best.begin(); it != best.end(); ++it) {
    const std::vector<std::uint8_t> cells(it->first.begin(), it->first.end());
    ASSERT_EQ(database.moves_needed(database.index(cells.data())), it->second);
  }
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
  const puzzle::PatternDatabase database(4, 4, goal, tiles);
  ASSERT_EQ(database.entries(), 524160u);
  int most = 0;
  for (std::uint32_t i = 0; i < database.entries(); ++i) {
    ASSERT_LT(database.moves_needed(i), 255);  // every placement reached
    if (database.moves_needed(i) > most) most = database.moves_needed(i);
  }
  const std::uint8_t home[5] = {0, 1, 2, 3, 4};
  EXPECT_EQ(database.moves_needed(database.index(home)), 0);
  EXPECT_EQ(most, 24);  // tiles 1-5 brought home from the bottom right corner and the far rows
}

struct SlotOnCell {
  const int* slot;
  int operator()(int cell) const { return slot[cell]; }
};

TEST(PatternDatabase, IncrementalIndexEqualsFullRankOnRandomSlides) {
  const std::uint8_t goal[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};
  const std::vector<std::uint8_t> tiles = {9, 2, 14, 7};
  const puzzle::PatternDatabase database(4, 4, goal, tiles);
  const puzzle::SlidingGeometry geometry(4, 4);
  std::mt19937 random(10181);
  std::vector<std::uint8_t> cells = {0, 5, 10, 15};
  std::uint32_t index = database.index(cells.data());
  for (int step = 0; step < 20000; ++step) {
    int slot[16];
    std::fill(slot, slot + 16, -1);
    for (int s = 0; s < 4; ++s) slot[cells[static_cast<std::size_t>(s)]] = s;
    const int moving = static_cast<int>(random() % 4);
    const int from = cells[static_cast<std::size_t>(moving)];
    const int to = geometry.target(from, static_cast<puzzle::SlideMove>(random() % 4));
    if (to < 0 || slot[to] >= 0) continue;
    const SlotOnCell slot_at = {slot};
    index = database.index_after_slide(index, moving, from, to, slot_at);
    cells[static_cast<std::size_t>(moving)] = static_cast<std::uint8_t>(to);
    ASSERT_EQ(index, database.index(cells.data())) << "step " << step;
  }
}

}  // namespace
