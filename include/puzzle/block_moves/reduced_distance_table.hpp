// Block-move distances of every permutation with few breakpoints, up to a depth: a permutation is as
// far from sorted as its reduced permutation (block_move.hpp), which has breakpoints - 1 items, so one
// table over the arrangements of k points (5 <= k <= 10) answers every permutation, of any size, with
// at most k + 1 breakpoints. The table is the Cayley graph of the block moves of k points (C(k+1, 3)
// generators) searched breadth-first from the identity to a depth D; beyond it, D + 1 is a lower bound.
// Build: the states within D - 1 moves, each with its C(k+1, 3) moves, O(1) a move (k = 8, D = 3:
// 2,017 x 84). Memory: k! bytes plus the
// Cayley graph's tables (k = 8: 40 KB + 0.1 MB). Look-up O(n).
#ifndef PUZZLE_REDUCED_DISTANCE_TABLE_HPP
#define PUZZLE_REDUCED_DISTANCE_TABLE_HPP

#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/block_moves/block_move.hpp"
#include "puzzle/group/cayley_graph.hpp"
#include "puzzle/group/permutation_group.hpp"
#include "puzzle/tables/bfs_distances.hpp"
#include "puzzle/search/search_monitor.hpp"

namespace puzzle {

// The block moves of `points` points as group generators, in order of their gaps (first, middle,
// last): the one that exchanges two adjacent blocks sends each item's point to where it lands.
inline PermutationGenerators block_move_generators(int points) {
  std::vector<std::vector<uint8_t> > images;
  for (int first = 0; first < points; ++first)
    for (int middle = first + 1; middle < points; ++middle)
      for (int last = middle + 1; last <= points; ++last) {
        std::vector<uint8_t> image(static_cast<std::size_t>(points));
        for (int point = 0; point < points; ++point) {
          int to = point;  // points first..middle-1 move right by last - middle, the next block left
          if (first <= point && point < middle) to = point + last - middle;
          if (middle <= point && point < last) to = point - (middle - first);
          image[static_cast<std::size_t>(point)] = static_cast<uint8_t>(to);
        }
        images.push_back(image);
      }
  return PermutationGenerators(points, images);
}

class ReducedDistanceTable {
 public:
  // Precondition (asserted): 5 <= points <= 10, 0 <= max_depth < 255. `monitor` (if any) hears the
  // build, the move tables included (k = 8: a third of the time).
  ReducedDistanceTable(int points, int max_depth, SearchMonitor* monitor = 0)
      : graph_(announced_generators(checked_points(points), monitor)), max_depth_(checked_depth(max_depth)) {
    distance_ =
        bfs_distances(graph_, std::vector<CayleyState>(1, graph_.identity()), DistanceOptions().up_to(max_depth));
    if (monitor) monitor->built(distance_.size(), distance_.size());
  }

  // The most breakpoints of a permutation the table answers.
  int max_breakpoints() const { return graph_.points() + 1; }
  // The farthest distance the table knows.
  int max_depth() const { return max_depth_; }

  // The fewest block moves that sort `permutation` if at most max_depth(), else max_depth() + 1.
  // Precondition: at most max_breakpoints().
  int capped_distance(const BlockPermutation& permutation) const {
    uint8_t reduced[max_block_items];
    const int items = reduce_block_permutation(permutation, reduced);
    // Item i of the reduced permutation, padded with the points beyond it in order (an adjacency
    // with the frame, so still the same reduced permutation), stands on point where[i].
    uint8_t where[max_block_items];
    for (int point = 0; point < graph_.points(); ++point) where[point] = static_cast<uint8_t>(point);
    for (int point = 0; point < items; ++point) where[reduced[point]] = static_cast<uint8_t>(point);
    const int distance = distance_[static_cast<std::size_t>(graph_.key(graph_.make_state(where)))];
    return distance == unreached ? max_depth_ + 1 : distance;
  }

 private:
  static int checked_points(int points) {
    assert(5 <= points && points <= 10 && "ReducedDistanceTable: 5-10 points");
    return points;
  }
  static PermutationGenerators announced_generators(int points, SearchMonitor* monitor) {
    if (monitor) monitor->building("block-move distances of the reduced permutations");
    return block_move_generators(points);
  }
  static int checked_depth(int max_depth) {
    assert(0 <= max_depth && max_depth < unreached && "ReducedDistanceTable: a depth of 0-254");
    return max_depth;
  }

  BasicCayleyGraph<max_generators> graph_;  // up to C(11, 3) = 165 block moves
  int max_depth_;
  std::vector<uint8_t> distance_;  // by key of the arrangement; `unreached` beyond max_depth_
};

}  // namespace puzzle

#endif  // PUZZLE_REDUCED_DISTANCE_TABLE_HPP
