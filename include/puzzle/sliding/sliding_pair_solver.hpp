// Canonical sliding answers between any two boards of one size (HDU 3567 "Eight II"): relabels the
// tiles so the goal becomes the standard goal of its blank cell, which keeps every move letter, and
// answers with one SlidingPdbSolver per goal blank cell, made when first needed. Cost: see there.
#ifndef PUZZLE_SLIDING_PAIR_SOLVER_HPP
#define PUZZLE_SLIDING_PAIR_SOLVER_HPP

#include <cassert>
#include <vector>

#include "puzzle/sliding/sliding_pdb_solver.hpp"
#include "puzzle/util/owned.hpp"
#include "puzzle/util/holds_each_once.hpp"

namespace puzzle {

// The standard goal with the blank on `blank_cell`: tiles 1, 2, ... in reading order around it.
inline void standard_goal(int cells, int blank_cell, uint8_t* goal) {
  int tile = 1;
  for (int cell = 0; cell < cells; ++cell) goal[cell] = static_cast<uint8_t>(cell == blank_cell ? 0 : tile++);
}

// Writes into relabelled_start the start board with each tile renamed after its cell in `goal`, so
// that the goal becomes standard_goal(cells, blank cell of goal). Moves name where the blank goes,
// so a move string solves the relabelled pair exactly when it solves the original pair.
// Returns the goal's blank cell. Precondition: start and goal hold 0..cells-1 once each.
inline int relabel_to_standard_goal(const uint8_t* start, const uint8_t* goal, int cells,
                                    uint8_t* relabelled_start) {
  assert(holds_each_once(start, cells) && holds_each_once(goal, cells) &&
         "relabel_to_standard_goal: start and goal must hold each tile once");
  uint8_t label[max_board_cells];
  int blank_cell = 0;
  uint8_t standard[max_board_cells];
  while (goal[blank_cell] != 0) ++blank_cell;
  standard_goal(cells, blank_cell, standard);
  for (int cell = 0; cell < cells; ++cell) label[goal[cell]] = standard[cell];
  for (int cell = 0; cell < cells; ++cell) relabelled_start[cell] = label[start[cell]];
  return blank_cell;
}

class SlidingPairSolver {
 public:
  typedef std::vector<std::vector<uint8_t> > Patterns;

  // `patterns` partition the tiles 1..rows*cols-1 as numbered in the standard goals (the same
  // partition serves every blank cell); build_cost_in_nodes as SlidingPdbSolver.
  // Precondition: 2 <= rows, cols; rows * cols <= 16.
  SlidingPairSolver(int rows, int cols, const Patterns& patterns, uint64_t build_cost_in_nodes,
                    SlidingPdbSolver::Method method = SlidingPdbSolver::adaptive)
      : rows_(rows),
        cols_(cols),
        patterns_(patterns),
        build_cost_in_nodes_(build_cost_in_nodes),
        method_(method),
        monitor_(0) {}

  // Writes the canonical solution from `start` to `goal` into moves (shortest, then lexicographically
  // smallest in d < l < r < u); false if parity forbids. Precondition: both hold 0..cells-1 once each.
  bool solve(const uint8_t* start, const uint8_t* goal, std::vector<SlideMove>& moves) {
    uint8_t relabelled[max_board_cells];
    const int blank_cell = relabel_to_standard_goal(start, goal, rows_ * cols_, relabelled);
    return solver_for(blank_cell).solve(relabelled, moves);
  }

  int rows() const { return rows_; }
  int cols() const { return cols_; }
  // Who hears what every goal blank cell's solver does (null: nobody).
  void set_monitor(SearchMonitor* monitor) {
    monitor_ = monitor;
    for (int cell = 0; cell < rows_ * cols_; ++cell)
      if (!solvers_[cell].empty()) solvers_[cell]->set_monitor(monitor);
  }

 private:
  SlidingPdbSolver& solver_for(int blank_cell) {
    Owned<SlidingPdbSolver>& solver = solvers_[blank_cell];
    if (solver.empty()) {
      uint8_t goal[max_board_cells];
      standard_goal(rows_ * cols_, blank_cell, goal);
      solver.reset(new SlidingPdbSolver(rows_, cols_, goal, patterns_, build_cost_in_nodes_, method_));
      solver->set_monitor(monitor_);
    }
    return *solver;
  }

  int rows_, cols_;
  Patterns patterns_;
  uint64_t build_cost_in_nodes_;
  SlidingPdbSolver::Method method_;
  SearchMonitor* monitor_;
  Owned<SlidingPdbSolver> solvers_[max_board_cells];  // by goal blank cell, built when first met
};

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_PAIR_SOLVER_HPP
