// poj1475: POJ 1475 / UVa 589 / AcWing 174 "Pushing Boxes". Reads mazes (r c, then r rows of c cells:
// '#' rock, '.' empty, 'S' the walker, 'B' the box, 'T' the target) until "0 0" and prints per maze
// "Maze #k", then the fewest pushes that bring the box onto T, and among those the fewest moves in
// all, as letters (N S W E pushes, n s w e walks), or "Impossible.", then a blank line.
// Judges: POJ 1475 "Pushing Boxes", UVa 589, AcWing 174
// Compile: g++ -std=gnu++98 -O2
#include <cstdio>
#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/driver/map_reader.hpp"
#include "puzzle/driver/solver_problem.hpp"
#include "puzzle/maze/cell_map.hpp"
#include "puzzle/pushing_boxes/box_pushing.hpp"
#include "puzzle/pushing_boxes/pushing_boxes_solver.hpp"
#ifndef PUZZLE_BUNDLE
#include "puzzle/pushing_boxes/pushing_boxes_lesson.hpp"
#endif

namespace {

const puzzle::JudgeFormat format = {
    "poj1475",
    "usage: poj1475 < mazes\n"
    "Solves POJ 1475 / UVa 589 / AcWing 174 \"Pushing Boxes\": reads mazes until \"0 0\", each r c (1-20)\n"
    "then r rows of c cells ('#' rock, '.' empty, one 'S' walker, one 'B' box, one 'T' target); prints\n"
    "per maze \"Maze #k\", the fewest pushes then fewest moves as letters (N S W E push, n s w e walk) or\n"
    "Impossible., and a blank line.\n",
    puzzle::until_end_marker,
    0,
    "mazes",
    "0 0"};

// r and c, as the statement names and bounds them.
const puzzle::MapSize map_size = {"r", "c", 1, 20};

class Poj1475Problem : public puzzle::SolverProblem<puzzle::PushingBoxesSolver> {
 public:
#ifndef PUZZLE_BUNDLE
  typedef puzzle::PushingBoxesLesson Lesson;
#endif

  // A maze: r and c ("0 0" ends the input), then r rows of c cells.
  bool read(puzzle::CaseInput& in, const std::string& first, Case& maze) const {
    std::string token;
    long rows = 0, columns = 0;
    if (!puzzle::read_map_size(in, first, map_size, rows, columns)) return false;

    puzzle::CellMap& map = maze.map;
    map.reset(static_cast<int>(rows), static_cast<int>(columns), puzzle::box_pushing_margin, '#');
    int walkers = 0, boxes = 0, targets = 0;
    for (int row = 0; row < rows; ++row) {
      if (!puzzle::read_map_row(in, rows, columns, row, token)) return false;
      for (int column = 0; column < columns; ++column) {
        const char c = token[static_cast<std::size_t>(column)];
        const int cell = map.cell(row, column);
        if (c == 'S')
          ++walkers, maze.start.walker = cell;
        else if (c == 'B')
          ++boxes, maze.start.box = cell;
        else if (c == 'T')
          ++targets, maze.target_cell = cell;
        else if (c != '#' && c != '.')
          return in.fail("expected cells of # . S B T, got " + puzzle::quoted(std::string(1, c)) + " in row " +
                         puzzle::decimal(row + 1));
      }
      map.set_row(row, token);
    }
    if (walkers != 1) return in.fail("expected exactly one S, got " + puzzle::decimal(walkers));
    if (boxes != 1) return in.fail("expected exactly one B, got " + puzzle::decimal(boxes));
    if (targets != 1) return in.fail("expected exactly one T, got " + puzzle::decimal(targets));
    return true;
  }

  void print(puzzle::OutputBuffer& out, long case_number, const Case&, const Answer& answer) const {
    out << "Maze #" << static_cast<long long>(case_number) << '\n';
    if (!answer.found) out << "Impossible.";
    for (std::size_t i = 0; i < answer.moves.size(); ++i) out << puzzle::box_move_letter(answer.moves[i]);
    out << "\n\n";
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<Poj1475Problem>(format, argc, argv, input, output, errors);
}
