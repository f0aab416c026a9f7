// What poj2893 (POJ 2893) and hdu3600 (HDU 3600) share: the case driver's Problem that reads a board's
// size, then its rows x cols numbers, 0..rows*cols-1 once each (0 the blank), straight from the input
// (io/natural_reader.hpp: at the speed the stream's buffer is read, taking turns with the driver's
// tokens), and prints YES if it slides into 1 2 ... and the blank last, NO if not. A binary gives the
// size's reading, its judge's own:
//   struct SizeReading { static bool read_size(CaseInput&, const std::string& first, NaturalReader&,
//                                              LargeBoard&); };
// (false at the end marker, or after in.fail(...) on bad input) and runs run_parity_cases<SizeReading>.
// O(rows x cols) per board.
#ifndef PARITY_PROBLEM_HPP
#define PARITY_PROBLEM_HPP

#include <stdint.h>
#include <cstdio>
#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/permutation_board.hpp"
#include "puzzle/driver/solver_problem.hpp"
#include "puzzle/io/natural_reader.hpp"
#include "puzzle/sliding/any_size/parity_solver.hpp"
#ifndef PUZZLE_BUNDLE
#include "puzzle/sliding/any_size/parity_lesson.hpp"
#endif

// run()'s input, which read() reads the numbers from.
inline std::FILE*& parity_boards_input() {
  static std::FILE* input = 0;
  return input;
}

template <class SizeReading>
class ParityProblem : public puzzle::SolverProblem<puzzle::ParitySolver> {
 public:
#ifndef PUZZLE_BUNDLE
  typedef puzzle::ParityLesson Lesson;
#endif

  bool read(puzzle::CaseInput& in, const std::string& first, Case& board) const {
    puzzle::NaturalReader numbers(parity_boards_input());
    return SizeReading::read_size(in, first, numbers, board) &&
           puzzle::read_permutation_board(in, numbers, static_cast<uint32_t>(board.rows * board.cols), board.tiles);
  }

  void print(puzzle::OutputBuffer& out, long, const Case&, const Answer& parity) const {
    out << (parity.solvable() ? "YES\n" : "NO\n");
  }
};

template <class SizeReading>
int run_parity_cases(const puzzle::JudgeFormat& format, int argc, char** argv, std::FILE* input, std::FILE* output,
                     std::FILE* errors) {
  parity_boards_input() = input;
  return puzzle::run_cases<ParityProblem<SizeReading> >(format, argc, argv, input, output, errors);
}

#endif  // PARITY_PROBLEM_HPP
