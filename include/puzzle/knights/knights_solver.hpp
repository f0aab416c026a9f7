// The fewest knight jumps from a board to the knights' target (knights_board.hpp), or that it takes
// more than a limit (the judges': 15): IDA* (search/ida_star.hpp) bounded by the limit, on the larger
// of the misplaced knights (knights_puzzle.hpp) and a perimeter of the target: the exact distance of
// every board within 8 moves of it (search/perimeter_table.hpp; 10,486 boards, built on the first
// board that is not the target, about a millisecond). Outside the perimeter every board is at least
// 9 away, so a search to 15 goes at most 6 moves deep before it must enter it: a few hundred nodes a
// threshold, where the misplaced knights alone leave every board up to the limit to be searched.
// Memory: the perimeter's 0.5 MB.
#ifndef PUZZLE_KNIGHTS_SOLVER_HPP
#define PUZZLE_KNIGHTS_SOLVER_HPP

#include <cassert>
#include <vector>

#include "puzzle/knights/knights_board.hpp"
#include "puzzle/knights/knights_puzzle.hpp"
#include "puzzle/search/composed_estimate.hpp"
#include "puzzle/search/estimated_model.hpp"
#include "puzzle/search/ida_star.hpp"
#include "puzzle/search/perimeter_table.hpp"
#include "puzzle/search/search_model.hpp"
#include "puzzle/search/search_monitor.hpp"
#include "puzzle/util/owned.hpp"

namespace puzzle {

class KnightsSolver {
 public:
  typedef KnightsBoard Case;
  typedef SearchResult<int> Answer;  // moves: the directions the empty square jumps in

  // The perimeter's radius, chosen by measurement (docs/binaries/knights.md).
  static const int perimeter_radius = 8;

  // Answers up to max_moves (found = false beyond). Precondition (asserted): 0 <= max_moves < 254.
  explicit KnightsSolver(int max_moves) : max_moves_(checked_limit(max_moves)), monitor_(0) {}

  // Who hears the perimeter's build, then per board the method and IDA*'s thresholds (null: nobody).
  void set_monitor(SearchMonitor* monitor) { monitor_ = monitor; }

  // Precondition: the empty square on a cell 0-24 that holds no black knight.
  Answer solve(const Case& board) {
    assert(0 <= board.empty && board.empty < knights_cells && !(board.black >> board.empty & 1u) &&
           "KnightsSolver: the empty square on a cell of the board, holding no knight");
    const KnightsState start = puzzle_.make_state(board);
    if (puzzle_.is_goal(start)) {
      if (monitor_) monitor_->method("none: the board is the target");
      Answer answer;
      answer.found = true;
      return answer;
    }
    if (estimate_.empty()) {
      if (monitor_) monitor_->building("the distances of the boards within 8 moves of the target");
      const PerimeterTable<KnightsPuzzle> perimeter(puzzle_, std::vector<KnightsState>(1, target()), perimeter_radius);
      estimate_.reset(new Estimate(puzzle_, perimeter));
      if (monitor_) monitor_->built(perimeter.entries(), perimeter.bytes());
    }
    if (monitor_) monitor_->method("IDA* on the larger of the misplaced knights and a perimeter of 8 moves");
    return ida_star(with_estimate(puzzle_, *estimate_), start, IdaStarOptions<>().bound(max_moves_).monitored_by(monitor_));
  }

 private:
  typedef ComposedEstimate<LargerEstimate, KnightsPuzzle, PerimeterTable<KnightsPuzzle> > Estimate;

  static int checked_limit(int max_moves) {
    assert(0 <= max_moves && max_moves < 254 && "KnightsSolver: a limit of 0-253 moves");
    return max_moves;
  }
  KnightsState target() const {
    const KnightsBoard board = {knights_target_black, knights_target_empty};
    return puzzle_.make_state(board);
  }

  int max_moves_;
  KnightsPuzzle puzzle_;
  SearchMonitor* monitor_;
  Owned<Estimate> estimate_;  // built on the first board that is not the target
};

}  // namespace puzzle

#endif  // PUZZLE_KNIGHTS_SOLVER_HPP
