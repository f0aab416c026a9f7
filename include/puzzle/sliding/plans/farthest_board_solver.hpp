// A board as far as any from a given start, and the way there (UVa 10085 "The most distant state"):
// the lexicographically smallest shortest path (d < l < r < u) to any farthest board, and the board
// it ends on. Renaming the tiles changes no move, so the search from a start is the search from the
// standard board with the blank on the same cell (standard_goal), tiles renamed: the path depends on
// the blank's cell alone. One search (tables/farthest_path.hpp) per blank cell, made when a start
// first has its blank there, answers every later start by replaying the path on it, O(length).
// The learners' --method bfs searches from each start instead (the plain way; same answers).
// Serves the case driver (driver/case_driver.hpp) as a Problem's solving half: a binary derives from it
// and adds read() and print(). Build: a breadth-first search of every board reachable from one (3x3:
// 181,440, one byte each); memory: that table while searching, a path per blank cell after.
// Precondition: at most 9 cells (sliding_rank_puzzle.hpp).
#ifndef PUZZLE_FARTHEST_BOARD_SOLVER_HPP
#define PUZZLE_FARTHEST_BOARD_SOLVER_HPP

#include <algorithm>
#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/grid/grid_geometry.hpp"
#include "puzzle/tables/farthest_path.hpp"
#include "puzzle/search/search_monitor.hpp"
#include "puzzle/learning/solver_settings.hpp"
#include "puzzle/sliding/tiles/sliding_moves.hpp"
#include "puzzle/sliding/tiles/sliding_rank_puzzle.hpp"
#include "puzzle/sliding/tiles/standard_goal.hpp"
#include "puzzle/util/holds_each_once.hpp"

namespace puzzle {

// A start: rows x cols cells in reading order, 0 the blank.
struct FarthestBoardCase {
  int rows, cols;
  uint8_t start[max_board_cells];
};
struct FarthestBoardAnswer {
  std::vector<SlideMove> moves;       // the smallest shortest path to a farthest board
  uint8_t farthest[max_board_cells];  // the board it ends on
};

class FarthestBoardSolver {
 public:
  typedef FarthestBoardCase Case;
  typedef FarthestBoardAnswer Answer;

  // Precondition: 2 <= rows, cols; rows * cols <= 9.
  FarthestBoardSolver(int rows, int cols)
      : model_(rows, cols), rows_(rows), cols_(cols), per_start_(false), monitor_(0) {
    std::fill(known_, known_ + max_board_cells, false);
  }

  // The names --method accepts: "default" (a path per blank cell) and "bfs" (a search per start).
  static const char* const* methods() {
    static const char* const names[] = {"default", "bfs", 0};
    return names;
  }
  // The monitor and the method (--max-nodes has nothing to bound: both keep one table of the boards).
  void configure(const SolverSettings& settings) {
    monitor_ = settings.monitor;
    per_start_ = settings.method == "bfs";
  }

  // Answers `board` (always: every start has farthest boards). Precondition: board of this solver's
  // size, holding 0..cells-1 once each.
  bool solve(const Case& board, Answer& answer) {
    const int cells = rows_ * cols_;
    assert(board.rows == rows_ && board.cols == cols_ && holds_each_once(board.start, cells) &&
           "FarthestBoardSolver: a board of its size, each tile once");
    const int blank = static_cast<int>(std::find(board.start, board.start + cells, 0) - board.start);
    if (per_start_) {
      if (monitor_) monitor_->method("breadth-first search from the start");
      answer.moves =
          farthest_path(model_, model_.make_state(board.start), DistanceOptions().monitored_by(monitor_)).moves;
    } else {
      if (monitor_) monitor_->method("the farthest path of the blank's cell");
      if (!known_[blank]) {
        uint8_t standard[max_board_cells];
        standard_goal(cells, blank, standard);
        if (monitor_) monitor_->building("the farthest path from the standard board of the blank's cell");
        paths_[blank] =
            farthest_path(model_, model_.make_state(standard), DistanceOptions().monitored_by(monitor_)).moves;
        if (monitor_) monitor_->built(model_.key_space(), model_.key_space());
        known_[blank] = true;
      }
      answer.moves = paths_[blank];
      if (monitor_) monitor_->looked_up(answer.moves.size() + 1);
    }
    std::copy(board.start, board.start + cells, answer.farthest);
    uint8_t at = static_cast<uint8_t>(blank);
    for (std::size_t i = 0; i < answer.moves.size(); ++i)
      slide_blank(answer.farthest, at, model_.geometry().target(at, answer.moves[i]));
    return true;
  }

 private:
  SlidingRankPuzzle model_;
  int rows_, cols_;
  bool per_start_;  // --method bfs
  SearchMonitor* monitor_;
  bool known_[max_board_cells];                    // by blank cell: whether its path is made
  std::vector<SlideMove> paths_[max_board_cells];  // by blank cell: the farthest path of its standard board
};

}  // namespace puzzle

#endif  // PUZZLE_FARTHEST_BOARD_SOLVER_HPP
