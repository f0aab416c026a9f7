// Tests of dense_weighted_a_star.hpp: on random grids whose cells cost 1 to 9 to enter, some closed,
// from several starts with costs already paid, the path's cost equals Dijkstra's written here (the
// independent check) and every step of the path is a step of the grid; ties of the estimated total go
// to the smaller state; a start that is a goal is the whole path; no reachable goal gives false; one
// search object serves grids of different sizes one after the other.
#include "puzzle/search/dense_weighted_a_star.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <limits>
#include <queue>
#include <random>
#include <utility>
#include <vector>

namespace {

// A grid of rows x cols cells: entering cell c costs cost[c] (0: closed); the goal is one cell.
// The estimate: the Manhattan distance to the goal, times the least cost of a cell (consistent).
class CostGrid {
 public:
  static const int max_branching = 4;

  CostGrid(int rows, int cols, std::vector<int> cost, long goal)
      : rows_(rows), cols_(cols), cost_(std::move(cost)), goal_(goal), least_(9) {
    for (int c : cost_)
      if (c > 0 && c < least_) least_ = c;
  }

  std::uint64_t key_space() const { return cost_.size(); }
  long estimate(long state) const {
    return least_ * (std::labs(state / cols_ - goal_ / cols_) + std::labs(state % cols_ - goal_ % cols_));
  }
  bool is_goal(long state) const { return state == goal_; }
  int successors(long state, long* next, long* step_cost) {
    ++expansions;
    int count = 0;
    const long row = state / cols_, col = state % cols_;
    const long rows[4] = {row - 1, row + 1, row, row}, cols[4] = {col, col, col - 1, col + 1};
    for (int i = 0; i < 4; ++i) {
      if (rows[i] < 0 || rows[i] >= rows_ || cols[i] < 0 || cols[i] >= cols_) continue;
      const long cell = rows[i] * cols_ + cols[i];
      if (cost_[static_cast<std::size_t>(cell)] == 0) continue;
      next[count] = cell;
      step_cost[count++] = cost_[static_cast<std::size_t>(cell)];
    }
    return count;
  }
  // The cost of stepping from `from` to its neighbour `to`, or -1 if that is not a step.
  long step(long from, long to) const {
    const long apart = std::labs(from / cols_ - to / cols_) + std::labs(from % cols_ - to % cols_);
    if (apart != 1 || (from % cols_ != to % cols_ && from / cols_ != to / cols_)) return -1;
    return cost_[static_cast<std::size_t>(to)] == 0 ? -1 : cost_[static_cast<std::size_t>(to)];
  }

  int expansions = 0;

 private:
  int rows_, cols_;
  std::vector<int> cost_;
  long goal_;
  int least_;
};

// Dijkstra from every start at once (each at its cost): the least cost to the goal, or -1.
long dijkstra(CostGrid grid, const std::vector<long>& starts, const std::vector<long>& start_costs, long goal) {
  const long unreached = std::numeric_limits<long>::max();
  std::vector<long> best(grid.key_space(), unreached);
  typedef std::pair<long, long> Entry;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> open;
  for (std::size_t i = 0; i < starts.size(); ++i)
    if (start_costs[i] < best[starts[i]]) {
      best[starts[i]] = start_costs[i];
      open.push(Entry(start_costs[i], starts[i]));
    }
  long next[4], step_cost[4];
  while (!open.empty()) {
    const Entry top = open.top();
    open.pop();
    if (top.first > best[top.second]) continue;
    const int count = grid.successors(top.second, next, step_cost);
    for (int i = 0; i < count; ++i)
      if (top.first + step_cost[i] < best[next[i]]) {
        best[next[i]] = top.first + step_cost[i];
        open.push(Entry(best[next[i]], next[i]));
      }
  }
  return best[goal] == unreached ? -1 : best[goal];
}

TEST(DenseWeightedAStar, CheapestPathAsDijkstraFindsOnRandomGrids) {
  std::mt19937 random(20261129);
  puzzle::DenseWeightedAStar<CostGrid> search;
  int found = 0, missing = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const int rows = 2 + static_cast<int>(random() % 12), cols = 2 + static_cast<int>(random() % 12);
    std::vector<int> cost(static_cast<std::size_t>(rows * cols));
    for (int& c : cost) c = random() % 5 == 0 ? 0 : 1 + static_cast<int>(random() % 9);
    const long goal = static_cast<long>(random() % cost.size());
    std::vector<long> starts, start_costs;
    for (int i = 0, count = 1 + static_cast<int>(random() % 3); i < count; ++i) {
      const long start = static_cast<long>(random() % cost.size());
      if (std::find(starts.begin(), starts.end(), start) != starts.end()) continue;
      starts.push_back(start);
      start_costs.push_back(static_cast<long>(random() % 6));
    }
    CostGrid grid(rows, cols, cost, goal);
    const long expected = dijkstra(grid, starts, start_costs, goal);
    std::vector<long> path;
    const bool reached = search(grid, starts.data(), start_costs.data(), static_cast<int>(starts.size()), path);
    ASSERT_EQ(reached, expected >= 0) << "trial " << trial;
    if (!reached) {
      EXPECT_TRUE(path.empty());
      ++missing;
      continue;
    }
    ++found;
    ASSERT_FALSE(path.empty());
    const std::size_t first =
        static_cast<std::size_t>(std::find(starts.begin(), starts.end(), path[0]) - starts.begin());
    ASSERT_LT(first, starts.size()) << "trial " << trial << ": the path leaves from a start";
    long paid = start_costs[first];
    for (std::size_t i = 1; i < path.size(); ++i) {
      const long step = grid.step(path[i - 1], path[i]);
      ASSERT_GT(step, 0) << "trial " << trial << ": " << path[i - 1] << " -> " << path[i] << " is no step";
      paid += step;
    }
    EXPECT_EQ(path.back(), goal);
    EXPECT_EQ(paid, expected) << "trial " << trial;
  }
  EXPECT_GT(found, 100);  // both outcomes met
  EXPECT_GT(missing, 5);
}

TEST(DenseWeightedAStar, TiesGoToTheSmallerState) {
  // A 2 x 2 grid of cost-1 cells: from 0 to 3 through 1 or 2, both cost 2.
  CostGrid grid(2, 2, {1, 1, 1, 1}, 3);
  puzzle::DenseWeightedAStar<CostGrid> search;
  const long start = 0, paid = 0;
  std::vector<long> path;
  ASSERT_TRUE(search(grid, &start, &paid, 1, path));
  EXPECT_EQ(path, (std::vector<long>{0, 1, 3}));  // 2 is generated first (down before right)
}

TEST(DenseWeightedAStar, AStartThatIsAGoalIsTheWholePath) {
  CostGrid grid(3, 3, std::vector<int>(9, 1), 4);
  puzzle::DenseWeightedAStar<CostGrid> search;
  const long starts[2] = {0, 4}, costs[2] = {0, 7};  // the goal itself, though it cost 7 to get there
  std::vector<long> path;
  ASSERT_TRUE(search(grid, starts, costs, 2, path));
  EXPECT_EQ(path, (std::vector<long>{0, 1, 4}));  // 0 + 2 beats 7
  const int expansions = grid.expansions;
  const long only = 4, nothing = 0;
  ASSERT_TRUE(search(grid, &only, &nothing, 1, path));
  EXPECT_EQ(path, (std::vector<long>{4}));
  EXPECT_EQ(grid.expansions, expansions);  // the goal is not expanded
}

TEST(DenseWeightedAStar, NoReachableGoalGivesFalseAndKeepsServing) {
  puzzle::DenseWeightedAStar<CostGrid> search;
  std::vector<long> path(3, 9);
  CostGrid walled(3, 3, {1, 0, 1, 1, 0, 1, 1, 0, 1}, 2);  // a wall down the middle
  const long start = 0, paid = 0;
  EXPECT_FALSE(search(walled, &start, &paid, 1, path));
  EXPECT_TRUE(path.empty());
  // A larger grid, then a smaller one again: the arrays grow and stay right.
  CostGrid large(20, 20, std::vector<int>(400, 3), 399);
  ASSERT_TRUE(search(large, &start, &paid, 1, path));
  EXPECT_EQ(path.size(), 39u);
  CostGrid small(2, 2, {1, 1, 1, 1}, 3);
  ASSERT_TRUE(search(small, &start, &paid, 1, path));
  EXPECT_EQ(path, (std::vector<long>{0, 1, 3}));
}

}  // namespace
