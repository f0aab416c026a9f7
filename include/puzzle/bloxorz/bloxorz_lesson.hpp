// What `poj3322` shows a learner (docs/learning.md; the Lesson contract of learning/learning_contract.hpp):
// --show draws the map along the rolls the solver found, the block's cells as 'B' (each roll labelled
// N, S, W or E); --stats sums an answer up, and the search reports its depths. O(moves x R x C) per map
// for --show, O(1) otherwise.
#ifndef PUZZLE_BLOXORZ_LESSON_HPP
#define PUZZLE_BLOXORZ_LESSON_HPP

#include <string>
#include <vector>

#include "puzzle/bloxorz/bloxorz_block.hpp"
#include "puzzle/bloxorz/bloxorz_solver.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/io/quantity_text.hpp"
#include "puzzle/io/side_by_side.hpp"
#include "puzzle/maze/cell_map.hpp"

namespace puzzle {

struct BloxorzLesson {
  typedef BloxorzCase Case;
  typedef BloxorzSolver::Answer Answer;

  std::string summary(const Case&, const Answer& answer) const {
    return answer.found ? count_text(answer.moves.size(), "move")
                        : std::string("Impossible (the block never stands on the target)");
  }
  void show(OutputBuffer& out, const Case& a_case, const Answer& answer) const {
    if (!answer.found) return;
    BloxorzBlock block;
    block.reset(a_case.map, a_case.target_cell);
    show_path(out, block, a_case.start, answer.moves, Drawing(a_case.map, block), Label());
  }

 private:
  // The map as given, the block's start cells as '.', the block's cells now as 'B'.
  struct Drawing {
    Drawing(const CellMap& map, const BloxorzBlock& block) : map_(map), block_(block) {}
    std::vector<std::string> operator()(BloxorzBlock::State state) const {
      std::vector<std::string> lines;
      const int cells[2] = {BloxorzBlock::cell_of(state), block_.second_cell(state)};
      for (int row = 0; row < map_.rows(); ++row) {
        std::string line = map_.row_text(row);
        for (int column = 0; column < map_.columns(); ++column) {
          const int cell = map_.cell(row, column);
          if (line[static_cast<std::size_t>(column)] == 'X') line[static_cast<std::size_t>(column)] = '.';
          if (cell == cells[0] || cell == cells[1]) line[static_cast<std::size_t>(column)] = 'B';
        }
        lines.push_back(line);
      }
      return lines;
    }
    const CellMap& map_;
    const BloxorzBlock& block_;
  };
  struct Label {
    std::string operator()(BloxorzBlock::State, MapDirection direction) const {
      return std::string(1, "NSWE"[direction]);
    }
  };
};

}  // namespace puzzle

#endif  // PUZZLE_BLOXORZ_LESSON_HPP
