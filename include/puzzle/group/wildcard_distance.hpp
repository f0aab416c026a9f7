// Fewest moves, in a permutation group on 5 <= n <= 10 points, from a start arrangement to the nearest
// one matching a wildcard target: m items pinned to given points, the others anywhere (wildcards). Per
// target, the cheaper of a BFS over the pinned items' n!/(n-m)! placements and (n-m)! look-ups in a
// table of all n!.
#ifndef PUZZLE_WILDCARD_DISTANCE_HPP
#define PUZZLE_WILDCARD_DISTANCE_HPP

#include <cassert>
#include <stdint.h>
#include <map>
#include <utility>
#include <vector>

#include "puzzle/group/arrangement_graph.hpp"
#include "puzzle/group/cayley_table.hpp"
#include "puzzle/group/permutation_group.hpp"
#include "puzzle/ranking/permutation_rank.hpp"
#include "puzzle/tables/bfs_distances.hpp"
#include "puzzle/search/search_monitor.hpp"
#include "puzzle/util/holds_each_once.hpp"
#include "puzzle/util/owned.hpp"

namespace puzzle {

// Relabelling makes the search a look-up: name each item after its start point, and the start is the
// identity while moves (which act on points) act as before; so one table from the identity serves
// every start, the target pinning label start[i] to point pinned[i] (CayleyTable::nearest, built on
// first use). Few pins leave many completions but few items to follow: a BFS over where just the
// pinned items stand is exact too (their paths are paths of whole arrangements); it is kept per start.
class WildcardDistance {
 public:
  // What fewest_moves returns when no matching arrangement is reachable.
  enum { unreachable = -1 };

  // Precondition: 5 <= generators.points() <= 10.
  explicit WildcardDistance(const PermutationGenerators& generators) : generators_(generators), monitor_(0) {
    for (int pins = 0; pins <= generators.points(); ++pins) tracking_.push_back(ArrangementGraph(generators, pins));
  }

  // start[item] is the point the item stands on; pinned[item] the point it must reach, or `unpinned`.
  // Precondition: start holds 0..n-1 once each; the pinned points are distinct.
  int fewest_moves(const uint8_t* start, const int* pinned) {
    const int points = generators_.points();
    assert(holds_each_once(start, points) && pinned_points_distinct(pinned, points) &&
           "WildcardDistance: start must hold each item once, pins on distinct points");
    int pins = 0;
    for (int item = 0; item < points; ++item) pins += pinned[item] != unpinned;
    const uint64_t search_cost = arrangement_count(points, pins) * static_cast<uint64_t>(generators_.count());
    const int found =
        factorial(points - pins) < search_cost ? look_up(start, pinned, pins) : follow_pinned(start, pinned, pins);
    if (found == unreached) return unreachable;
    return found;
  }

  // Who hears which method answers, the tables built and the look-ups (null: nobody).
  void set_monitor(SearchMonitor* monitor) { monitor_ = monitor; }

 private:
  // BFS over the points of the pinned items only, from where they start to where they are pinned.
  int follow_pinned(const uint8_t* start, const int* pinned, int pins) {
    uint8_t from[max_permutation_size], to[max_permutation_size];
    for (int item = 0, i = 0; item < generators_.points(); ++item)
      if (pinned[item] != unpinned) {
        from[i] = start[item];
        to[i++] = static_cast<uint8_t>(pinned[item]);
      }
    const ArrangementGraph& graph = tracking_[pins];
    std::vector<uint8_t>& distance = followed_[std::make_pair(pins, graph.key(graph.make_state(from)))];
    if (monitor_) monitor_->method("breadth-first search over where the pinned items stand");
    if (distance.empty()) {
      if (monitor_) monitor_->building("distances of the pinned items' placements from this start");
      distance = bfs_distances(graph, std::vector<ArrangementState>(1, graph.make_state(from)));
      if (monitor_) monitor_->built(distance.size(), distance.size());
    }
    if (monitor_) monitor_->looked_up(1);
    return distance[graph.key(graph.make_state(to))];
  }

  // The table's nearest completion of the relabelled target.
  int look_up(const uint8_t* start, const int* pinned, int pins) {
    if (monitor_) monitor_->method("table look-up: the nearest completion of the target");
    if (table_.empty()) {
      if (monitor_) monitor_->building("distances of every arrangement from the identity");
      table_.reset(new CayleyTable(generators_));
      if (monitor_) monitor_->built(table_->entries(), table_->entries());
    }
    if (monitor_) monitor_->looked_up(table_->look_ups(pins));
    int pinned_label[max_permutation_size];
    for (int item = 0; item < generators_.points(); ++item) pinned_label[start[item]] = pinned[item];
    return table_->nearest(pinned_label);
  }

  PermutationGenerators generators_;
  std::vector<ArrangementGraph> tracking_;  // by the number of pinned items
  Owned<CayleyTable> table_;                // built on first use
  // Distances of pinned-item placements from one start, by (pins, the start placement's key).
  std::map<std::pair<int, uint64_t>, std::vector<uint8_t> > followed_;
  SearchMonitor* monitor_;
};

}  // namespace puzzle

#endif  // PUZZLE_WILDCARD_DISTANCE_HPP
