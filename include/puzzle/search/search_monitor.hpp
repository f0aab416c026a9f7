// What a search or a solver tells an observer as it works, for a learner's statistics (--stats):
// which method answers, each table it builds, each level of a search (an IDA* threshold, an A* f
// value, a breadth-first depth) with the nodes it expanded, and the search's totals. Searches and
// solvers take an optional SearchMonitor* (null: no calls). Calls are per method, per build, per
// level and per search, never per node, so the hot loops are unchanged; each costs a virtual call.
#ifndef PUZZLE_SEARCH_MONITOR_HPP
#define PUZZLE_SEARCH_MONITOR_HPP

#include <stdint.h>

namespace puzzle {

class SearchMonitor {
 public:
  virtual ~SearchMonitor() {}
  // A method starts on the case at hand, e.g. "IDA* on Manhattan distance".
  virtual void method(const char* name) = 0;
  // A table is about to be built; then it is built, holding `entries` entries in `bytes` bytes.
  virtual void building(const char* what) = 0;
  virtual void built(uint64_t entries, uint64_t bytes) = 0;
  // A level of the search is done: `kind` "threshold" (IDA*), "f" (A*) or "depth" (breadth-first),
  // its value, and the nodes expanded in it.
  virtual void level(const char* kind, int value, uint64_t nodes) = 0;
  // A search ended: found a path, stopped at its node limit, or neither (no path within its cost
  // limit); the nodes it expanded; the most nodes it kept at once (A* and breadth-first search:
  // every node generated; IDA*: the path), and their bytes (0: not counted).
  virtual void searched(uint64_t expanded, uint64_t kept, uint64_t bytes, bool found, bool stopped) = 0;
  // The answer was read from a table: `entries` entries looked at.
  virtual void looked_up(uint64_t entries) = 0;
};

}  // namespace puzzle

#endif  // PUZZLE_SEARCH_MONITOR_HPP
