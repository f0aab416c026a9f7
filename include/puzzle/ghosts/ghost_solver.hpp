// The fewest steps that bring every ghost to its target (ghost_moves.hpp): breadth-first search over
// the ghosts' positions on the map's free cells (search/dense_breadth_first_search.hpp), its arrays
// kept from one map to the next. Time O(S^3 x 5^ghosts) and memory 4 S^3 bytes at worst for S free
// cells plus 2: a 16 x 16 map walled round has at most 196 free cells (30 MB), about 150 under
// UVa 1601's rule that every 2 x 2 square holds a wall (14 MB).
#ifndef PUZZLE_GHOST_SOLVER_HPP
#define PUZZLE_GHOST_SOLVER_HPP

#include "puzzle/ghosts/ghost_moves.hpp"
#include "puzzle/maze/cell_map.hpp"
#include "puzzle/maze/free_cell_graph.hpp"
#include "puzzle/search/dense_breadth_first_search.hpp"
#include "puzzle/search/search_model.hpp"
#include "puzzle/search/search_monitor.hpp"

namespace puzzle {

// One map: its cells (walls '#', padded by a margin of 1), the number of ghosts and each one's start
// and target cell.
struct GhostCase {
  CellMap map;
  int ghosts;
  int start[max_ghosts];
  int target[max_ghosts];
};

class GhostSolver {
 public:
  typedef GhostCase Case;
  typedef SearchResult<GhostMoves::Move> Answer;

  GhostSolver() : monitor_(0) {}

  void set_monitor(SearchMonitor* monitor) { monitor_ = monitor; }

  // A shortest sequence of steps; found = false when the ghosts can never all reach their targets.
  // Precondition: starts and targets on free cells, the starts all different, the targets too.
  Answer solve(const Case& question) {
    graph_.reset(question.map);
    int starts[max_ghosts], targets[max_ghosts];
    for (int ghost = 0; ghost < question.ghosts; ++ghost) {
      starts[ghost] = graph_.index_of(question.start[ghost]);
      targets[ghost] = graph_.index_of(question.target[ghost]);
    }
    moves_.reset(graph_, question.ghosts, targets);
    if (monitor_) monitor_->method("breadth-first search over the ghosts' positions on the free cells");
    return search_(moves_, moves_.state(question.ghosts, starts), monitor_);
  }

  // The free-cell graph and the moves of the map last solved (for a lesson's drawing).
  const FreeCellGraph& graph() const { return graph_; }
  const GhostMoves& moves() const { return moves_; }

 private:
  FreeCellGraph graph_;
  GhostMoves moves_;
  DenseBreadthFirstSearch<GhostMoves> search_;
  SearchMonitor* monitor_;
};

}  // namespace puzzle

#endif  // PUZZLE_GHOST_SOLVER_HPP
