// The fewest moves of the cubic eight-puzzle from its start (empty square given) to a pattern of top
// colours, within a limit: IDA* from the start, estimating by the pattern's databases (built per pattern
// over a graph of 59,049 abstract states tabulated once).
#ifndef PUZZLE_CUBE_SOLVER_HPP
#define PUZZLE_CUBE_SOLVER_HPP

#include "puzzle/cube_axis_puzzle.hpp"
#include "puzzle/cube_pattern_estimate.hpp"
#include "puzzle/cube_puzzle.hpp"
#include "puzzle/ida_star.hpp"
#include "puzzle/search_model.hpp"
#include "puzzle/tabulated_graph.hpp"

namespace puzzle {

class CubeSolver {
 public:
  CubeSolver() : axis_graph_(axes_) {}

  // A shortest sequence of moves from the start with cell `start_empty` empty to a position showing
  // `pattern`, if it has at most max_moves; found = false otherwise. Precondition: both cells in 0..8.
  SearchResult<SlideMove> solve(int start_empty, const CubePattern& pattern, int max_moves) const {
    const CubePatternEstimate estimate(axes_, axis_graph_, pattern);
    const TowardPattern model(puzzle_, estimate, pattern);
    return ida_star(model, cube_start_state(start_empty), max_moves);
  }

 private:
  // The search model: the puzzle's moves, the pattern as goal, its databases as the estimate.
  class TowardPattern {
   public:
    typedef CubeState State;
    typedef SlideMove Move;
    static const int max_branching = CubePuzzle::max_branching;

    TowardPattern(const CubePuzzle& puzzle, const CubePatternEstimate& estimate, const CubePattern& pattern)
        : puzzle_(puzzle), estimate_(estimate), pattern_(pattern) {}

    int legal_moves(State state, Move* out) const { return puzzle_.legal_moves(state, out); }
    void apply(State& state, Move move) const { puzzle_.apply(state, move); }
    void undo(State& state, Move move) const { puzzle_.undo(state, move); }
    Move inverse(Move move) const { return puzzle_.inverse(move); }
    int estimate(State state) const { return estimate_(state); }
    bool is_goal(State state) const { return shows_pattern(state, pattern_); }

   private:
    const CubePuzzle& puzzle_;
    const CubePatternEstimate& estimate_;
    const CubePattern& pattern_;
  };

  CubePuzzle puzzle_;
  CubeAxisPuzzle axes_;
  TabulatedGraph<CubeAxisPuzzle> axis_graph_;
};

}  // namespace puzzle

#endif  // PUZZLE_CUBE_SOLVER_HPP
