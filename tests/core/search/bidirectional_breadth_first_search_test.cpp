// Tests of bidirectional_breadth_first_search.hpp, on the Cayley graphs of permutation groups as
// group/arrangement_graph.hpp models them (some moves one-way): from every arrangement of 6 points to
// the identity and between random pairs, the path is the lexicographically smallest shortest one that
// a breadth-first search written here finds (distances to the goal over the whole graph, then at each
// step the first move that keeps to them: the independent check); a start that is the goal gives the
// empty path; a goal outside the start's group gives found = false.
#include "puzzle/search/bidirectional_breadth_first_search.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <deque>
#include <map>
#include <random>
#include <vector>

#include "puzzle/group/arrangement_graph.hpp"
#include "puzzle/group/permutation_group.hpp"

namespace {

typedef std::vector<std::uint8_t> Arrangement;  // where[item] = point

Arrangement moved(const Arrangement& where, const Arrangement& image) {
  Arrangement next(where.size());
  for (std::size_t item = 0; item < where.size(); ++item) next[item] = image[where[item]];
  return next;
}

typedef std::map<Arrangement, std::vector<Arrangement>> Parents;

// Every arrangement's parents by the moves `images` (move m sends the item on point p to point
// images[m][p]).
Parents parents_of(const std::vector<Arrangement>& images, int points) {
  Arrangement where(static_cast<std::size_t>(points));
  for (int i = 0; i < points; ++i) where[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i);
  Parents parents;
  do
    for (const Arrangement& image : images) parents[moved(where, image)].push_back(where);
  while (std::next_permutation(where.begin(), where.end()));
  return parents;
}

// Each arrangement's distance to `goal`: a breadth-first search over every arrangement backward
// (parents_of the same moves). path(): the
// lexicographically smallest shortest path to the goal, at each step the first move that keeps to
// the distances; found = false when the goal is out of reach.
class OracleDistances {
 public:
  struct Path {
    bool found;
    std::vector<int> moves;
  };

  OracleDistances(const std::vector<Arrangement>& images, const Parents& parents, const Arrangement& goal)
      : images_(images), goal_(goal) {
    std::deque<Arrangement> queue(1, goal);
    distance_[goal] = 0;
    while (!queue.empty()) {
      const Arrangement a = queue.front();
      queue.pop_front();
      for (const Arrangement& parent : parents.at(a))
        if (distance_.emplace(parent, distance_[a] + 1).second) queue.push_back(parent);
    }
  }

  Path path(const Arrangement& start) const {
    Path path = {distance_.count(start) > 0, {}};
    if (!path.found) return path;
    for (Arrangement at = start; at != goal_;)
      for (std::size_t m = 0; m < images_.size(); ++m) {
        const Arrangement next = moved(at, images_[m]);
        const auto it = distance_.find(next);
        if (it == distance_.end() || it->second != distance_.at(at) - 1) continue;
        path.moves.push_back(static_cast<int>(m));
        at = next;
        break;
      }
    return path;
  }

 private:
  std::vector<Arrangement> images_;
  Arrangement goal_;
  std::map<Arrangement, int> distance_;
};

Arrangement identity(int points) {
  Arrangement where(static_cast<std::size_t>(points));
  for (int i = 0; i < points; ++i) where[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i);
  return where;
}

// Six points: a one-way turn of all six, a one-way turn of the first three, a swap of points 0 and 5.
std::vector<Arrangement> six_point_moves() { return {{1, 2, 3, 4, 5, 0}, {1, 2, 0, 3, 4, 5}, {5, 1, 2, 3, 4, 0}}; }

typedef puzzle::BidirectionalBreadthFirstSearch<puzzle::ArrangementGraph> Search;

TEST(BidirectionalBreadthFirstSearch, EveryArrangementOfSixPointsToTheIdentityAsBreadthFirstSearchFinds) {
  const std::vector<Arrangement> images = six_point_moves();
  const puzzle::ArrangementGraph graph(puzzle::PermutationGenerators(6, images), 6);
  const Arrangement goal = identity(6);
  const OracleDistances oracle(images, parents_of(images, static_cast<int>(goal.size())), goal);
  Search search;
  Arrangement where = goal;
  int longest = 0;
  do {
    const puzzle::SearchResult<int> result = search(graph, graph.make_state(&where[0]), graph.make_state(&goal[0]));
    const OracleDistances::Path expected = oracle.path(where);
    ASSERT_TRUE(expected.found);
    ASSERT_TRUE(result.found);
    ASSERT_EQ(result.moves, expected.moves);
    longest = std::max(longest, static_cast<int>(result.moves.size()));
  } while (std::next_permutation(where.begin(), where.end()));
  EXPECT_GT(longest, 6);  // paths long enough that both sides grow several levels
}

TEST(BidirectionalBreadthFirstSearch, RandomPairsOfSevenPointsAsBreadthFirstSearchFinds) {
  // Seven points: a one-way turn of all seven, a swap of points 0 and 1, a one-way turn of 2-5.
  const std::vector<Arrangement> images = {{1, 2, 3, 4, 5, 6, 0}, {1, 0, 2, 3, 4, 5, 6}, {0, 1, 3, 4, 5, 2, 6}};
  const puzzle::ArrangementGraph graph(puzzle::PermutationGenerators(7, images), 7);
  const Parents parents = parents_of(images, 7);
  Search search;
  std::mt19937 random(20261129);
  for (int pair = 0; pair < 15; ++pair) {
    Arrangement start = identity(7), goal = identity(7);
    std::shuffle(start.begin(), start.end(), random);
    std::shuffle(goal.begin(), goal.end(), random);
    const puzzle::SearchResult<int> result = search(graph, graph.make_state(&start[0]), graph.make_state(&goal[0]));
    const OracleDistances::Path expected = OracleDistances(images, parents, goal).path(start);
    ASSERT_EQ(result.found, expected.found);
    EXPECT_EQ(result.moves, expected.moves) << "pair " << pair;
  }
}

TEST(BidirectionalBreadthFirstSearch, StartAtTheGoalAndGoalOutOfReach) {
  // Two one-way 3-cycles on 4 points make only the even arrangements: an odd goal is out of reach.
  const std::vector<Arrangement> images = {{1, 2, 0, 3}, {0, 2, 3, 1}};
  const puzzle::ArrangementGraph graph(puzzle::PermutationGenerators(4, images), 4);
  Search search;
  const Arrangement goal = identity(4), odd = {1, 0, 2, 3}, even = {1, 2, 0, 3};
  const OracleDistances oracle(images, parents_of(images, static_cast<int>(goal.size())), goal);
  puzzle::SearchResult<int> result = search(graph, graph.make_state(&goal[0]), graph.make_state(&goal[0]));
  EXPECT_TRUE(result.found);
  EXPECT_TRUE(result.moves.empty());
  result = search(graph, graph.make_state(&odd[0]), graph.make_state(&goal[0]));
  EXPECT_FALSE(result.found);
  EXPECT_FALSE(oracle.path(odd).found);
  result = search(graph, graph.make_state(&even[0]), graph.make_state(&goal[0]));
  ASSERT_TRUE(result.found);
  EXPECT_EQ(result.moves, oracle.path(even).moves);
}

}  // namespace
