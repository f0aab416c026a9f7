// The fewest moves of the cubic eight-puzzle from its start (empty square given) to a target of top
// colours, within a limit: IDA* backward, from the target's 256 positions to the start, estimating by
// databases of the start, built the first time its cell is met (over 59,049 abstract states) and kept.
// A symmetry of the board first takes the start cell to a corner, an edge's middle or the centre.
#ifndef PUZZLE_CUBIC_EIGHT_SOLVER_HPP
#define PUZZLE_CUBIC_EIGHT_SOLVER_HPP

#include <cassert>
#include <algorithm>
#include <cstddef>
#include <vector>

#include "puzzle/cubic_eight/cubic_eight_axis_estimate.hpp"
#include "puzzle/cubic_eight/cubic_eight_axis_puzzle.hpp"
#include "puzzle/cubic_eight/cubic_eight_puzzle.hpp"
#include "puzzle/cubic_eight/cubic_eight_symmetry.hpp"
#include "puzzle/grid/grid_geometry.hpp"
#include "puzzle/search/ida_star.hpp"
#include "puzzle/search/search_model.hpp"
#include "puzzle/search/search_monitor.hpp"
#include "puzzle/tables/tabulated_graph.hpp"
#include "puzzle/util/owned.hpp"

namespace puzzle {

// One question to the solver: the start (its empty cell, 0-8), the target of top colours to show,
// and the most moves looked for.
struct CubicEightCase {
  int start_empty;
  CubicEightTarget target;
  int max_moves;
};

class CubicEightSolver {
 public:
  typedef CubicEightCase Case;
  typedef SearchResult<SlideMove> Answer;

  CubicEightSolver() : axis_graph_(axes_), monitor_(0) {}

  // Who hears the databases' builds and IDA*'s thresholds (null: nobody).
  void set_monitor(SearchMonitor* monitor) { monitor_ = monitor; }

  // A shortest sequence of moves from the start with cell `start_empty` empty to a position showing
  // `target`, if it has at most max_moves; found = false otherwise. Precondition: both cells in 0..8.
  SearchResult<SlideMove> solve(int start_empty, const CubicEightTarget& target, int max_moves) {
    assert(start_empty >= 0 && start_empty < cubic_eight_cells && max_moves >= 0 &&
           "CubicEightSolver: start cell 0-8, limit >= 0");
    const CubicEightSymmetry symmetry = symmetry_to_representative(start_empty);
    const int start_cell = map_cell(symmetry, start_empty);
    const CubicEightState start = cubic_eight_start_state(start_cell);
    Owned<CubicEightAxisEstimate>& estimate = toward_start_[start_cell];
    if (monitor_) monitor_->method("IDA* backward from the target's 256 positions, on pattern databases");
    if (estimate.empty()) {
      if (monitor_) monitor_->building("pattern databases of the start cell (Red, Blue, White)");
      estimate.reset(new CubicEightAxisEstimate(axes_, axis_graph_, std::vector<CubicEightState>(1, start)));
      const uint64_t entries = cube_estimate_colour_count * axis_graph_.key_space();  // a byte each
      if (monitor_) monitor_->built(entries, entries);
    }
    const TowardStart model(*estimate, start);
    SearchResult<SlideMove> result = ida_star(model, states_showing(map_target(symmetry, target)),
                                              IdaStarOptions<>().bound(max_moves).monitored_by(monitor_));
    // The path leads from the image of a position showing the target back to the image of the start:
    // undo it from the start, moving as the symmetry's inverse says.
    std::reverse(result.moves.begin(), result.moves.end());
    for (std::size_t i = 0; i < result.moves.size(); ++i)
      result.moves[i] = unmap_move(symmetry, model.inverse(result.moves[i]));
    result.start = 0;  // the one start
    return result;
  }
  Answer solve(const Case& question) { return solve(question.start_empty, question.target, question.max_moves); }

 private:
  // The search model: the puzzle, with the start as goal and its databases as the estimate.
  class TowardStart : public CubicEightPuzzle {
   public:
    TowardStart(const CubicEightAxisEstimate& estimate, CubicEightState start) : estimate_(estimate), start_(start) {}

    int estimate(State state) const { return estimate_(state); }
    bool is_goal(State state) const { return state == start_; }

   private:
    const CubicEightAxisEstimate& estimate_;
    const CubicEightState start_;
  };

  CubicEightAxisPuzzle axes_;
  TabulatedGraph<CubicEightAxisPuzzle> axis_graph_;
  Owned<CubicEightAxisEstimate> toward_start_[cubic_eight_cells];  // for cells 0, 1 and 4, when first met
  SearchMonitor* monitor_;
};

}  // namespace puzzle

#endif  // PUZZLE_CUBIC_EIGHT_SOLVER_HPP
