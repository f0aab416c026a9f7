// Tests of cubic_eight_axis_estimate.hpp: zero exactly on the targets, never above the true distance (checked
// against a breadth-first search from the targets: a target's 256 positions, or a start alone), and
// consistent along every move.
#include "puzzle/cubic_eight/cubic_eight_axis_estimate.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <random>
#include <vector>

#include "puzzle/cubic_eight/cubic_eight_axis_puzzle.hpp"
#include "puzzle/cubic_eight/cubic_eight_puzzle.hpp"
#include "puzzle/tables/bfs_distances.hpp"
#include "puzzle/tables/tabulated_graph.hpp"

namespace {

puzzle::CubicEightTarget sample_target() {  // the 5th published dataset: 29 moves from cell (2, 1)
  puzzle::CubicEightTarget target;
  const char tops[] = "BBBBRBBRE";
  for (int cell = 0; cell < 9; ++cell) {
    target.top[cell] = tops[cell] == 'R'   ? puzzle::cube_red
                       : tops[cell] == 'W' ? puzzle::cube_white
                                           : puzzle::cube_blue;
    if (tops[cell] == 'E') target.empty = cell;
  }
  return target;
}

// The puzzle with a key over all positions, for a breadth-first table: the empty cell, then the 8
// orientations in cell order as base-6 digits, the first lowest.
struct KeyedCubicEightPuzzle : puzzle::CubicEightPuzzle {
  std::uint64_t key(puzzle::CubicEightState state) const {
    const int empty = puzzle::empty_cell(state);
    std::uint64_t digits = 0;
    for (int cell = 8; cell >= 0; --cell)
      if (cell != empty) digits = digits * 6 + static_cast<std::uint64_t>(puzzle::orientation_at(state, cell));
    return static_cast<std::uint64_t>(empty) * per_empty_cell + digits;
  }
  std::uint64_t key_space() const { return 9 * per_empty_cell; }
  puzzle::CubicEightState state_of_key(std::uint64_t key) const {
    const int empty = static_cast<int>(key / per_empty_cell);
    std::uint64_t digits = key % per_empty_cell;
    int orientations[9] = {0};
    for (int cell = 0; cell < 9; ++cell)
      if (cell != empty) orientations[cell] = static_cast<int>(digits % 6), digits /= 6;
    return puzzle::make_cube_state(empty, orientations);
  }
  static constexpr std::uint64_t per_empty_cell = 1679616;  // 6^8
};

struct CubeAxisEstimateTest : testing::Test {
  const KeyedCubicEightPuzzle model{};
  const puzzle::CubicEightAxisPuzzle axes{};
  const puzzle::TabulatedGraph<puzzle::CubicEightAxisPuzzle> graph{axes};

  // Checks the estimate toward `targets` against breadth-first distances from them up to `depth`.
  void expect_admissible_and_zero_only_on_targets(const std::vector<puzzle::CubicEightState>& targets,
                                                  int depth) const {
    const puzzle::CubicEightAxisEstimate estimate(axes, graph, targets);
    const std::vector<std::uint8_t> distance =
        puzzle::bfs_distances(model, targets, puzzle::DistanceOptions().up_to(depth));
    int checked = 0, exact = 0;
    for (std::uint64_t key = 0; key < distance.size(); ++key) {
      if (distance[key] == puzzle::unreached) continue;
      const puzzle::CubicEightState state = model.state_of_key(key);
      const int bound = estimate(state);
      ASSERT_LE(bound, distance[key]);
      ASSERT_EQ(bound == 0, distance[key] == 0);
      exact += bound == distance[key];
      ++checked;
    }
    EXPECT_GT(checked, 100000);
    EXPECT_GT(exact, checked / 10);  // a useful estimate, not just zero
  }
};

TEST_F(CubeAxisEstimateTest, AdmissibleTowardATargetAndZeroOnlyOnIt) {
  expect_admissible_and_zero_only_on_targets(puzzle::states_showing(sample_target()), 11);  // ~300,000 positions
}

TEST_F(CubeAxisEstimateTest, AdmissibleTowardAStartAndZeroOnlyOnIt) {
  const std::vector<puzzle::CubicEightState> start(1, puzzle::cubic_eight_start_state(1));
  expect_admissible_and_zero_only_on_targets(start, 20);  // ~136,000 positions
}

TEST_F(CubeAxisEstimateTest, ChangesByAtMostOnePerMove) {
  const puzzle::CubicEightAxisEstimate estimate(axes, graph, puzzle::states_showing(sample_target()));
  std::mt19937 random(30);
  puzzle::CubicEightState state = puzzle::cubic_eight_start_state(1);  // from which the target is 29 moves away
  for (int step = 0; step < 100000; ++step) {
    puzzle::SlideMove moves[4];
    const int count = model.legal_moves(state, moves);
    puzzle::CubicEightState next = state;
    model.apply(next, moves[random() % static_cast<unsigned>(count)]);
    const int before = estimate(state), after = estimate(next);
    ASSERT_NE(after, puzzle::unreached);  // the walk stays connected to the target
    ASSERT_LE(std::abs(before - after), 1);
    state = next;
  }
}

}  // namespace
