// Answers of the toggle puzzles (press_pattern.hpp): the fewest presses that turn a board's lights
// all off or, where the puzzle takes either colour (Flip Game), all on (a tie: all off); none when no
// press set does. The presses are a set (order is free, a second press undoes the first), so the
// answer lists the cells pressed in row-major order; press_system.hpp finds the fewest, the system
// reduced once for a board's geometry and kept while the questions keep it. Costs: O(cells^2) per
// new geometry; a question O(cells + 2^free) per goal (Flip Game: 2 x 16 press sets; the
// refrigerator and Lights Out: one). Preconditions (asserted): a geometry PressPattern takes, its
// lights on its cells.
#ifndef PUZZLE_TOGGLE_SOLVER_HPP
#define PUZZLE_TOGGLE_SOLVER_HPP

#include <cassert>
#include <stdint.h>

#include "puzzle/search/search_model.hpp"
#include "puzzle/search/search_monitor.hpp"
#include "puzzle/toggles/press_pattern.hpp"
#include "puzzle/toggles/press_system.hpp"
#include "puzzle/util/bit_count.hpp"
#include "puzzle/util/owned.hpp"

namespace puzzle {

// One question: the board and its lights (bit r * cols + c: on).
struct ToggleCase {
  ToggleGeometry geometry;
  uint32_t lights;
  bool either_colour;  // all on is a goal too
  char symbol[2];      // how the input writes a cell off, on (for the learners' drawings only)
};

class ToggleSolver {
 public:
  typedef ToggleCase Case;
  typedef SearchResult<int> Answer;  // moves: the cells pressed, ascending; found: some press set works;
                                     // expanded: the press sets looked at

  ToggleSolver() : system_geometry_(), monitor_(0) {}

  // Who hears the reduction, the method and, per goal, the press sets that reach it (null: nobody).
  void set_monitor(SearchMonitor* monitor) { monitor_ = monitor; }

  Answer solve(const Case& question) {
    assert((question.lights & ~question.geometry.all_cells()) == 0 && "ToggleSolver: lights on the board's cells");
    if (system_.empty() || !(system_geometry_ == question.geometry)) {
      if (monitor_) monitor_->building("the press equations reduced over GF(2)");
      system_geometry_ = question.geometry;
      system_.reset(new PressSystem(PressPattern(question.geometry)));
      if (monitor_) monitor_->built(static_cast<uint64_t>(question.geometry.cells()), sizeof(PressSystem));
    }
    if (monitor_)
      monitor_->method("Gauss-Jordan elimination over GF(2), then the press sets that solve it, a node each");
    Answer answer;
    const int goals = question.either_colour ? 2 : 1;
    uint32_t best = 0;
    for (int goal = 0; goal < goals; ++goal) {
      const uint32_t target = goal == 0 ? 0u : question.geometry.all_cells();
      uint32_t presses = 0;
      uint64_t tried = 0;
      const bool found = system_->fewest_presses(question.lights ^ target, presses, tried);
      answer.expanded += tried;
      if (monitor_) {  // a search per goal: one level, the free presses deep, every press set solving it a node
        if (found) monitor_->level("depth", system_->free_presses(), tried);
        monitor_->searched(tried, 0, 0, found, false);
      }
      if (found && (!answer.found || count_bits32(presses) < count_bits32(best))) {
        best = presses;
        answer.found = true;
      }
    }
    for (int cell = 0; cell < question.geometry.cells(); ++cell)
      if (best >> cell & 1u) answer.moves.push_back(cell);
    return answer;
  }

 private:
  ToggleGeometry system_geometry_;
  Owned<PressSystem> system_;  // for system_geometry_
  SearchMonitor* monitor_;
};

}  // namespace puzzle

#endif  // PUZZLE_TOGGLE_SOLVER_HPP
