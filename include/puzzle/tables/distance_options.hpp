// How a breadth-first distance builder (bfs_distances.hpp, direction_optimizing_distances.hpp,
// farthest_path.hpp) works besides the model and the sources, in the style of the searches' options
// (search/ida_star.hpp): each field has a default and each setter returns the options:
//   bfs_distances(model, sources, DistanceOptions().up_to(depth).monitored_by(&monitor))
// O(1).
#ifndef PUZZLE_DISTANCE_OPTIONS_HPP
#define PUZZLE_DISTANCE_OPTIONS_HPP

#include "puzzle/search/search_model.hpp"
#include "puzzle/search/search_monitor.hpp"

namespace puzzle {

struct DistanceOptions {
  int max_depth;           // no key farther is given its distance (< 255); default unreached - 1: all
  SearchMonitor* monitor;  // hears each depth's states as they are expanded; default none

  DistanceOptions() : max_depth(unreached - 1), monitor(0) {}
  DistanceOptions& up_to(int depth) {
    max_depth = depth;
    return *this;
  }
  DistanceOptions& monitored_by(SearchMonitor* watcher) {
    monitor = watcher;
    return *this;
  }
};

}  // namespace puzzle

#endif  // PUZZLE_DISTANCE_OPTIONS_HPP
