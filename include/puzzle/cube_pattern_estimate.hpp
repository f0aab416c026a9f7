// Lower bound on the moves from any cubic eight-puzzle position to one showing a pattern of top colours:
// the larger of two pattern databases, the breadth-first distances from the pattern in the abstractions
// that follow Red and Blue (cube_axis_puzzle.hpp). Build 2 x 59,049 states per pattern; query O(1).
#ifndef PUZZLE_CUBE_PATTERN_ESTIMATE_HPP
#define PUZZLE_CUBE_PATTERN_ESTIMATE_HPP

#include <algorithm>
#include <cstdint>
#include <vector>

#include "puzzle/bfs_table.hpp"
#include "puzzle/cube_axis_puzzle.hpp"
#include "puzzle/cube_puzzle.hpp"
#include "puzzle/tabulated_graph.hpp"

namespace puzzle {

// The colours followed. White is left out: on hard datasets its database cut the nodes searched by a
// third but made building the estimate half as long again, a net loss (README, `cubic`).
const int cube_estimate_colour_count = 2;
const CubeColour cube_estimate_colours[cube_estimate_colour_count] = {cube_red, cube_blue};

class CubePatternEstimate {
 public:
  // Precondition: `axes` and `graph` (its tabulated graph) outlive the estimate.
  CubePatternEstimate(const CubeAxisPuzzle& axes, const TabulatedGraph<CubeAxisPuzzle>& graph,
                      const CubePattern& pattern)
      : axes_(&axes) {
    const std::vector<CubeState> goals = states_showing(pattern);
    for (int i = 0; i < cube_estimate_colour_count; ++i) {
      std::vector<std::uint32_t> sources;
      for (std::size_t g = 0; g < goals.size(); ++g)
        sources.push_back(static_cast<std::uint32_t>(axes.projected_key(goals[g], cube_estimate_colours[i])));
      distance_[i] = bfs_distances(graph, sources);
    }
  }

  // Admissible and consistent, as each database is. Positions that cannot reach the pattern may get
  // `unreached` (255).
  int operator()(CubeState position) const {
    int bound = 0;
    for (int i = 0; i < cube_estimate_colour_count; ++i) {
      const std::uint64_t key = axes_->projected_key(position, cube_estimate_colours[i]);
      bound = std::max(bound, static_cast<int>(distance_[i][static_cast<std::size_t>(key)]));
    }
    return bound;
  }

 private:
  const CubeAxisPuzzle* axes_;
  std::vector<std::uint8_t> distance_[cube_estimate_colour_count];  // indexed by projected key
};

}  // namespace puzzle

#endif  // PUZZLE_CUBE_PATTERN_ESTIMATE_HPP
