// Lower bound on the moves from any cubic eight-puzzle position to the nearest of some target positions:
// the largest of three pattern databases, the breadth-first distances from the targets in the abstractions
// that follow each colour (cubic_eight_axis_puzzle.hpp). Build 3 x 59,049 abstract states; query O(1).
#ifndef PUZZLE_CUBIC_EIGHT_AXIS_ESTIMATE_HPP
#define PUZZLE_CUBIC_EIGHT_AXIS_ESTIMATE_HPP

#include <algorithm>
#include <stdint.h>
#include <vector>

#include "puzzle/cubic_eight/cubic_eight_axis_puzzle.hpp"
#include "puzzle/cubic_eight/cubic_eight_puzzle.hpp"
#include "puzzle/tables/direction_optimizing_distances.hpp"
#include "puzzle/search/search_model.hpp"
#include "puzzle/tables/tabulated_graph.hpp"

namespace puzzle {

// The colours followed: all three. White's database makes the build half as long again, and cuts the
// nodes a backward search expands by two thirds on average, by four fifths at worst (docs/binaries/cubic.md).
const int cube_estimate_colour_count = 3;
const CubeColour cube_estimate_colours[cube_estimate_colour_count] = {cube_red, cube_blue, cube_white};

class CubicEightAxisEstimate {
 public:
  // Precondition: `axes` and `graph` (its tabulated graph) outlive the estimate. Every abstract state
  // reaches every other, so the direction-optimizing search visits no key in vain.
  CubicEightAxisEstimate(const CubicEightAxisPuzzle& axes, const TabulatedGraph<CubicEightAxisPuzzle>& graph,
                         const std::vector<CubicEightState>& targets)
      : axes_(&axes) {
    for (int i = 0; i < cube_estimate_colour_count; ++i) {
      std::vector<uint32_t> sources;
      for (std::size_t t = 0; t < targets.size(); ++t)
        sources.push_back(static_cast<uint32_t>(axes.projected_key(targets[t], cube_estimate_colours[i])));
      distance_[i] = direction_optimizing_distances(graph, sources);
    }
  }

  // Admissible and consistent, as each database is.
  int operator()(CubicEightState position) const {
    int bound = 0;
    for (int i = 0; i < cube_estimate_colour_count; ++i) {
      const uint64_t key = axes_->projected_key(position, cube_estimate_colours[i]);
      bound = std::max(bound, static_cast<int>(distance_[i][static_cast<std::size_t>(key)]));
    }
    return bound;
  }

 private:
  const CubicEightAxisPuzzle* axes_;
  std::vector<uint8_t> distance_[cube_estimate_colour_count];  // indexed by projected key
};

}  // namespace puzzle

#endif  // PUZZLE_CUBIC_EIGHT_AXIS_ESTIMATE_HPP
