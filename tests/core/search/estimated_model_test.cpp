// Tests of estimated_model.hpp: a model searched with an estimate in place of its own forwards the
// model, answers with the given estimate, and IDA* and A* on it find the same shortest paths.
#include "puzzle/search/estimated_model.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "examples/pancake_puzzle.hpp"
#include "puzzle/search/a_star.hpp"
#include "puzzle/tables/bfs_distances.hpp"
#include "puzzle/search/ida_star.hpp"

namespace {

// No estimate: IDA* runs as iterative deepening, A* as breadth-first search.
struct Zero {
  int estimate(const puzzle::PancakeStack&) const { return 0; }
};

// The one IDA* call of this file.
template <class Model>
puzzle::SearchResult<int> solve(const Model& model, const puzzle::PancakeStack& start) {
  return puzzle::ida_star(model, start, puzzle::IdaStarOptions<>());
}

TEST(EstimatedModel, ForwardsTheModelAndAnswersWithTheGivenEstimate) {
  const puzzle::PancakePuzzle model(6);
  const auto blind = puzzle::with_estimate(model, Zero());
  const int most = puzzle::PancakePuzzle::max_branching;  // a copy: EXPECT_EQ takes references
  EXPECT_EQ(blind.branching(), most);
  const puzzle::PancakeStack start = model.state_of_key(417);
  EXPECT_GT(model.estimate(start), 0);
  EXPECT_EQ(blind.estimate(start), 0);
  EXPECT_EQ(blind.key(start), 417u);
  EXPECT_EQ(blind.is_goal(start), model.is_goal(start));
  int moves[puzzle::PancakePuzzle::max_branching], forwarded[puzzle::PancakePuzzle::max_branching];
  ASSERT_EQ(blind.legal_moves(start, forwarded), model.legal_moves(start, moves));
  EXPECT_EQ(blind.inverse(3), model.inverse(3));
}

TEST(EstimatedModel, SearchesFindTheSameShortestPaths) {
  const puzzle::PancakePuzzle model(6);
  const auto blind = puzzle::with_estimate(model, Zero());
  puzzle::PancakeStack sorted = puzzle::PancakeStack();
  for (int i = 0; i < 6; ++i) sorted.size[i] = static_cast<std::uint8_t>(i);
  const std::vector<std::uint8_t> distance = puzzle::bfs_distances(model, std::vector<puzzle::PancakeStack>(1, sorted));
  for (std::uint64_t key = 0; key < distance.size(); key += 37) {
    const puzzle::PancakeStack start = model.state_of_key(key);
    const puzzle::SearchResult<int> informed = solve(model, start);
    const puzzle::SearchResult<int> blind_ida = solve(blind, start);
    const puzzle::SearchResult<int> blind_a_star = puzzle::a_star(blind, start, puzzle::AStarOptions());
    ASSERT_EQ(blind_ida.moves.size(), distance[key]);
    ASSERT_EQ(blind_ida.moves, informed.moves);  // the first shortest path in move order, both ways
    ASSERT_EQ(blind_a_star.moves.size(), distance[key]);
  }
}

}  // namespace
