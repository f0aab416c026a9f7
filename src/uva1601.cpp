// uva1601: UVa 1601 / POJ 3523 / Luogu P1778 "The Morning after Halloween". Reads maps (w h n, then h
// lines of w characters: '#' wall, ' ' corridor, a b c the ghosts, A B C their targets) until "0 0 0"
// and prints per map the fewest steps that bring every ghost to its target, all moving at once.
// Judges: UVa 1601 "The Morning after Halloween", POJ 3523, Luogu P1778, LA 4618
// Compile: g++ -std=gnu++98 -O2
#include <cstdio>
#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/driver/solver_problem.hpp"
#include "puzzle/ghosts/ghost_moves.hpp"
#include "puzzle/ghosts/ghost_solver.hpp"
#include "puzzle/maze/cell_map.hpp"
#ifndef PUZZLE_BUNDLE
#include "puzzle/ghosts/ghost_lesson.hpp"
#endif

namespace {

const puzzle::JudgeFormat format = {
    "uva1601",
    "usage: uva1601 < maps\n"
    "Solves UVa 1601 / POJ 3523 / Luogu P1778 \"The Morning after Halloween\": reads maps until \"0 0 0\",\n"
    "each w h (4-16) and n (1-3), then h lines of w characters ('#' wall, ' ' corridor, a-c the ghosts,\n"
    "A-C their targets, the border all '#'); prints per map the fewest steps that bring every ghost to\n"
    "its target, all moving at once, never two in a cell nor two swapping (-1 if they never can).\n",
    puzzle::until_end_marker,
    0,
    "maps",
    "0 0 0"};

class Uva1601Problem : public puzzle::SolverProblem<puzzle::GhostSolver> {
 public:
#ifndef PUZZLE_BUNDLE
  typedef puzzle::GhostLesson Lesson;
#endif

  // A map: w h n ("0 0 0" ends the input), then h lines of w characters.
  bool read(puzzle::CaseInput& in, const std::string& first, Case& map_case) const {
    std::string token;
    long width = 0, height = 0, ghosts = 0;
    const bool sized = puzzle::parse_natural(first, 16, width) && width >= 4;
    if (!sized && first != "0") return in.fail("expected w 4-16 or the closing 0 0 0, got " + puzzle::quoted(first));
    if (!sized) {
      for (int i = 0; i < 2; ++i) {
        if (!in.next(token)) return in.failed() || in.fail("expected 0 0 after 0 (the end marker), input ends");
        if (token != "0") return in.fail("expected 0 0 after 0 (the end marker), got " + puzzle::quoted(token));
      }
      return false;
    }
    if (!in.next(token)) return in.failed() || in.fail("expected h after w, input ends");
    if (!puzzle::parse_natural(token, 16, height) || height < 4)
      return in.fail("expected h 4-16, got " + puzzle::quoted(token));
    if (!in.next(token)) return in.failed() || in.fail("expected n after h, input ends");
    if (!puzzle::parse_natural(token, puzzle::max_ghosts, ghosts) || ghosts < 1)
      return in.fail("expected n 1-3, got " + puzzle::quoted(token));

    puzzle::CellMap& map = map_case.map;
    map.reset(static_cast<int>(height), static_cast<int>(width), 1, '#');
    map_case.ghosts = static_cast<int>(ghosts);
    int starts = 0, targets = 0;
    for (int row = 0; row < height; ++row) {
      // A line up to 64 bytes is read whole (its length checked below); a longer one is named overlong.
      if (!in.next_line(token, puzzle::TokenReader::max_token_bytes + 0))
        return in.failed() ||
               in.fail("expected " + puzzle::decimal(height) + " lines, input ends after " + puzzle::decimal(row));
      if (static_cast<long>(token.size()) != width)
        return in.fail("expected line " + puzzle::decimal(row + 1) + " of " + puzzle::decimal(width) +
                       " characters, got " + puzzle::quoted(token));
      for (int column = 0; column < width; ++column) {
        const char c = token[static_cast<std::size_t>(column)];
        const bool border = row == 0 || row + 1 == height || column == 0 || column + 1 == width;
        const int ghost = c >= 'a' && c < 'a' + ghosts ? c - 'a' : c >= 'A' && c < 'A' + ghosts ? c - 'A' : -1;
        if (c != '#' && (border || (c != ' ' && ghost < 0)))
          return in.fail(
              std::string(border ? "expected '#' on the border" : "expected # or a space or a ghost's letter") +
              ", got " + puzzle::quoted(std::string(1, c)) + " in line " + puzzle::decimal(row + 1));
        if (ghost < 0) continue;
        int* cell = c >= 'a' ? &map_case.start[ghost] : &map_case.target[ghost];
        int& seen = c >= 'a' ? starts : targets;
        if (seen & (1 << ghost))
          return in.fail("expected each ghost's letter once, got a second " + puzzle::quoted(std::string(1, c)));
        seen |= 1 << ghost;
        *cell = map.cell(row, column);
      }
      map.set_row(row, token);
    }
    const int all = (1 << ghosts) - 1;
    if (starts != all || targets != all)
      return in.fail("expected the letters a-" + std::string(1, static_cast<char>('a' + ghosts - 1)) + " and A-" +
                     std::string(1, static_cast<char>('A' + ghosts - 1)) + " once each, got fewer");
    return true;
  }

  void print(puzzle::OutputBuffer& out, long, const Case&, const Answer& answer) const {
    out << static_cast<long long>(answer.found ? static_cast<long long>(answer.moves.size()) : -1) << '\n';
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<Uva1601Problem>(format, argc, argv, input, output, errors);
}
