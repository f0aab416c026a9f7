// The walking-distance model (sliding_walking_puzzle.hpp) with its estimate multiplied by `weight`:
// weighted IDA* (Pohl 1970's weighting, f = g + w h) finds a solution at once where the shortest takes
// long, of at most `weight` times the fewest moves (every node of a shortest path has g + w h <= w
// times its length, so no threshold passes that), not a shortest one: a plan's last resort where the
// judge takes any solution (fifteen_puzzle_bounded_plan.hpp). O(1) a move, as the model.
#ifndef PUZZLE_WEIGHTED_WALKING_PUZZLE_HPP
#define PUZZLE_WEIGHTED_WALKING_PUZZLE_HPP

#include <stdint.h>

#include "puzzle/sliding/estimates/sliding_walking_puzzle.hpp"

namespace puzzle {

template <int weight>
class WeightedWalkingPuzzle : public SlidingWalkingPuzzle {
 public:
  // Precondition: SlidingWalkingPuzzle's.
  WeightedWalkingPuzzle(int rows, int cols, const uint8_t* goal) : SlidingWalkingPuzzle(rows, cols, goal) {}
  int estimate(const State& state) const { return weight * SlidingWalkingPuzzle::estimate(state); }
};

}  // namespace puzzle

#endif  // PUZZLE_WEIGHTED_WALKING_PUZZLE_HPP
