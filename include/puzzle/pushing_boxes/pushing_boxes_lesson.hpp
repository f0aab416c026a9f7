// What `poj1475` shows a learner (docs/learning.md; the Lesson contract of learning/learning_contract.hpp):
// --show draws the map along the moves the solver found, the walker as 'S', the box as 'B' and the
// target as 'T' (each move labelled N, S, W, E for a push, n, s, w, e for a walk); --stats sums an
// answer up (pushes and moves), and the search reports its layers of pushes as depths. O(moves x R x C) per map for
// --show, O(moves) otherwise.
#ifndef PUZZLE_PUSHING_BOXES_LESSON_HPP
#define PUZZLE_PUSHING_BOXES_LESSON_HPP

#include <string>
#include <vector>

#include "puzzle/io/output_buffer.hpp"
#include "puzzle/io/quantity_text.hpp"
#include "puzzle/io/side_by_side.hpp"
#include "puzzle/maze/cell_map.hpp"
#include "puzzle/pushing_boxes/box_pushing.hpp"
#include "puzzle/pushing_boxes/pushing_boxes_solver.hpp"

namespace puzzle {

struct PushingBoxesLesson {
  typedef PushingBoxesCase Case;
  typedef PushingBoxesSolver::Answer Answer;

  std::string summary(const Case&, const Answer& answer) const {
    if (!answer.found) return "Impossible (the box never reaches the target)";
    std::size_t pushes = 0;
    for (std::size_t i = 0; i < answer.moves.size(); ++i) pushes += answer.moves[i].push;
    return grouped_decimal(pushes) + (pushes == 1 ? " push, " : " pushes, ") + count_text(answer.moves.size(), "move") +
           " in all";
  }
  void show(OutputBuffer& out, const Case& a_case, const Answer& answer) const {
    if (!answer.found) return;
    show_path(out, BoxPushing(a_case.map), a_case.start, answer.moves, Drawing(a_case), Label());
  }

 private:
  // The map's walls and free cells, the target 'T', the walker 'S', the box 'B'.
  struct Drawing {
    explicit Drawing(const Case& a_case) : case_(a_case) {}
    std::vector<std::string> operator()(const BoxPushing::State& state) const {
      const CellMap& map = case_.map;
      std::vector<std::string> lines;
      for (int row = 0; row < map.rows(); ++row) {
        std::string line;
        for (int column = 0; column < map.columns(); ++column) {
          const int cell = map.cell(row, column);
          line += cell == state.box           ? 'B'
                  : cell == state.walker      ? 'S'
                  : cell == case_.target_cell ? 'T'
                  : map[cell] == map.wall()   ? map.wall()
                                              : '.';
        }
        lines.push_back(line);
      }
      return lines;
    }
    const Case& case_;
  };
  struct Label {
    std::string operator()(const BoxPushing::State&, const BoxMove& move) const {
      return std::string(1, box_move_letter(move));
    }
  };
};

}  // namespace puzzle

#endif  // PUZZLE_PUSHING_BOXES_LESSON_HPP
