// poj3322: POJ 3322 / AcWing 172 / Luogu P10485 "Bloxorz I". Reads maps (R C, then R rows of C cells:
// '#' empty, '.' rigid, 'E' fragile, 'O' the target, 'X' the block's one or two cells) until "0 0" and
// prints per map the fewest rolls that stand the block on the target, or "Impossible".
// Judges: POJ 3322 "Bloxorz I", AcWing 172, Luogu P10485
// Compile: g++ -std=gnu++98 -O2
#include <cstdio>
#include <string>

#include "puzzle/bloxorz/bloxorz_block.hpp"
#include "puzzle/bloxorz/bloxorz_solver.hpp"
#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/driver/map_reader.hpp"
#include "puzzle/driver/solver_problem.hpp"
#include "puzzle/maze/cell_map.hpp"
#ifndef PUZZLE_BUNDLE
#include "puzzle/bloxorz/bloxorz_lesson.hpp"
#endif

namespace {

const puzzle::JudgeFormat format = puzzle::cases_until_end_marker(
    "poj3322",
    "usage: poj3322 < maps\n"
    "Solves POJ 3322 / AcWing 172 / Luogu P10485 \"Bloxorz I\": reads maps until \"0 0\", each R C (3-500)\n"
    "then R rows of C cells ('#' empty, '.' rigid, 'E' fragile, 'O' the target, 'X' the block standing\n"
    "on one cell or lying on two); prints per map the fewest rolls that stand the block on 'O', or\n"
    "Impossible.\n",
    "maps", "0 0");

// R and C, as the statement names and bounds them.
const puzzle::MapSize map_size = {"R", "C", 3, 500};

class Poj3322Problem : public puzzle::SolverProblem<puzzle::BloxorzSolver> {
 public:
#ifndef PUZZLE_BUNDLE
  typedef puzzle::BloxorzLesson Lesson;
#endif

  // A map: R and C ("0 0" ends the input), then R rows of C cells.
  bool read(puzzle::CaseInput& in, const std::string& first, Case& map_case) const {
    std::string token;
    long rows = 0, columns = 0;
    if (!puzzle::read_map_size(in, first, map_size, rows, columns)) return false;

    puzzle::CellMap& map = map_case.map;
    map.reset(static_cast<int>(rows), static_cast<int>(columns), puzzle::bloxorz_margin, '#');
    int targets = 0, starts = 0, start_cells[2] = {0, 0};
    for (int row = 0; row < rows; ++row) {
      if (!puzzle::read_map_row(in, rows, columns, row, token)) return false;
      for (int column = 0; column < columns; ++column) {
        const char c = token[static_cast<std::size_t>(column)];
        if (c != '#' && c != '.' && c != 'E' && c != 'O' && c != 'X')
          return in.fail("expected cells of # . E O X, got " + puzzle::quoted(std::string(1, c)) + " in row " +
                         puzzle::decimal(row + 1));
        if (c == 'O') ++targets, map_case.target_cell = map.cell(row, column);
        if (c == 'X' && ++starts <= 2) start_cells[starts - 1] = map.cell(row, column);
      }
      map.set_row(row, token);
    }
    if (targets != 1) return in.fail("expected exactly one O, got " + puzzle::decimal(targets));
    const int gap = start_cells[1] - start_cells[0];
    if (starts == 1) {
      map_case.start = puzzle::BloxorzBlock::state(start_cells[0], puzzle::block_standing);
    } else if (starts == 2 && (gap == 1 || gap == map.padded_columns())) {
      map_case.start =
          puzzle::BloxorzBlock::state(start_cells[0], gap == 1 ? puzzle::block_across : puzzle::block_along);
    } else {
      return in.fail(starts == 2 ? std::string("expected one X or two side by side, got two apart")
                                 : "expected one X or two side by side, got " + puzzle::decimal(starts));
    }
    return true;
  }

  void print(puzzle::OutputBuffer& out, long, const Case&, const Answer& answer) const {
    if (answer.found)
      out << static_cast<long long>(answer.moves.size()) << '\n';
    else
      out << "Impossible\n";
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<Poj3322Problem>(format, argc, argv, input, output, errors);
}
