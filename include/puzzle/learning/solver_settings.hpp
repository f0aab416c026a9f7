// What a solver is handed before its first case (by the case driver, driver/case_driver.hpp, from the
// learners' options): who watches it, and, for a solver that offers several methods, which answers
// and how many nodes a memory-bound one may keep. A judge's run hands it the defaults. O(1).
#ifndef PUZZLE_SOLVER_SETTINGS_HPP
#define PUZZLE_SOLVER_SETTINGS_HPP

#include <stdint.h>
#include <string>

#include "puzzle/search/node_limit.hpp"
#include "puzzle/search/search_monitor.hpp"

namespace puzzle {

struct SolverSettings {
  SearchMonitor* monitor;   // null: nobody watches, nothing costs
  std::string method;       // one of the solver's methods, "default" for its own choice
  uint64_t max_kept_nodes;  // the most nodes a memory-bound method may keep

  // A judge's run: nobody watches, the solver's own method, no bound on the nodes kept.
  SolverSettings() : monitor(0), method("default"), max_kept_nodes(no_node_limit) {}
};

}  // namespace puzzle

#endif  // PUZZLE_SOLVER_SETTINGS_HPP
