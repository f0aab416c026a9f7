// What `uva1601` shows a learner (docs/learning.md; the Lesson contract of learning/learning_contract.hpp):
// --show draws the map after each step, ghosts as a, b, c where they stand (targets as the input draws
// them, corridors as '.'), each step labelled with every ghost's move (N, S, W, E, or - to stay);
// --stats sums an answer up, and the search reports its depths. --show searches the map once more
// (for its graph and moves), then O(steps x map).
#ifndef PUZZLE_GHOST_LESSON_HPP
#define PUZZLE_GHOST_LESSON_HPP

#include <string>
#include <vector>

#include "puzzle/ghosts/ghost_moves.hpp"
#include "puzzle/ghosts/ghost_solver.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/io/quantity_text.hpp"
#include "puzzle/io/side_by_side.hpp"
#include "puzzle/maze/cell_map.hpp"
#include "puzzle/maze/free_cell_graph.hpp"

namespace puzzle {

struct GhostLesson {
  typedef GhostCase Case;
  typedef GhostSolver::Answer Answer;

  std::string summary(const Case&, const Answer& answer) const {
    return answer.found ? count_text(answer.moves.size(), "step")
                        : std::string("-1 (the ghosts can never all reach their targets)");
  }
  void show(OutputBuffer& out, const Case& a_case, const Answer& answer) const {
    if (!answer.found) return;
    GhostSolver solver;  // the same graph and moves as the answer's
    solver.solve(a_case);
    int starts[max_ghosts];
    for (int ghost = 0; ghost < a_case.ghosts; ++ghost) starts[ghost] = solver.graph().index_of(a_case.start[ghost]);
    const Drawing drawing(a_case, solver.graph(), solver.moves());
    show_path(out, solver.moves(), solver.moves().state(a_case.ghosts, starts), answer.moves, drawing, drawing);
  }

 private:
  // Draws a state (the map, '.' for corridors, each ghost's letter where it stands) and labels a step.
  struct Drawing {
    Drawing(const Case& a_case, const FreeCellGraph& graph, const GhostMoves& moves)
        : case_(a_case), graph_(graph), moves_(moves) {}
    std::vector<std::string> operator()(GhostMoves::State state) const {
      std::vector<std::string> lines;
      for (int row = 0; row < case_.map.rows(); ++row) {
        std::string line = case_.map.row_text(row);
        for (std::size_t i = 0; i < line.size(); ++i)
          if (line[i] == ' ' || (line[i] >= 'a' && line[i] <= 'z')) line[i] = '.';
        lines.push_back(line);
      }
      int at[max_ghosts];
      moves_.places(state, at);
      for (int ghost = 0; ghost < case_.ghosts; ++ghost) {
        const int cell = graph_.cell_of(at[ghost]);
        lines[static_cast<std::size_t>(case_.map.row_of(cell))][static_cast<std::size_t>(case_.map.column_of(cell))] =
            static_cast<char>('a' + ghost);
      }
      return lines;
    }
    std::string operator()(GhostMoves::State state, GhostMoves::Move move) const {
      int before[max_ghosts], after[max_ghosts];
      moves_.places(state, before);
      GhostMoves::State next = state;
      moves_.apply(next, move);
      moves_.places(next, after);
      std::string label;
      for (int ghost = 0; ghost < case_.ghosts; ++ghost) {
        const int step = graph_.cell_of(after[ghost]) - graph_.cell_of(before[ghost]);
        char letter = '-';
        for (int direction = 0; direction < map_direction_count; ++direction)
          if (step != 0 && step == case_.map.step(static_cast<MapDirection>(direction))) letter = "NSWE"[direction];
        label += letter;
      }
      return label;
    }
    const Case& case_;
    const FreeCellGraph& graph_;
    const GhostMoves& moves_;
  };
};

}  // namespace puzzle

#endif  // PUZZLE_GHOST_LESSON_HPP
