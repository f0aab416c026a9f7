// The learning options as a judge bundle has them: none. Judges pass no options, so the case driver
// (driver/case_driver.hpp) uses this in a bundle instead of Lessons and its family headers (the bundler drops
// code under #ifndef PUZZLE_BUNDLE): --help prints the usage, anything else is an unknown argument
// (exit 2), the judge's settings (SolverSettings(): no monitor, the default method), nothing after an
// answer. It satisfies LearningContract (learning_contract.hpp), as Lessons does; the driver checks
// it. O(1); no state.
#ifndef PUZZLE_NO_LESSONS_HPP
#define PUZZLE_NO_LESSONS_HPP

#include <cstdio>
#include <cstring>

#include "puzzle/io/output_buffer.hpp"
#include "puzzle/learning/solver_settings.hpp"

namespace puzzle {

class NoLessons {
 public:
  NoLessons(const char* program, std::FILE* errors) : program_(program), errors_(errors) {}

  bool read_options(int argc, char** argv, const char* usage, const char* const*, std::FILE* out, int& exit_code) {
    if (argc < 2) return false;
    if (std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0) {
      std::fputs(usage, out);
      exit_code = 0;
    } else {
      std::fprintf(errors_, "%s: unknown argument '%s' (try --help)\n", program_, argv[1]);
      exit_code = 2;
    }
    return true;
  }
  SolverSettings settings() const { return SolverSettings(); }
  template <class Case, class Answer>
  void answered(OutputBuffer&, const Case&, const Answer&) const {}
  // Only a memory-bound method stops, and a bundle runs the default one.
  int stopped(OutputBuffer& answers, long long) const {
    answers.flush();
    return 3;
  }

 private:
  const char* program_;
  std::FILE* errors_;
};

}  // namespace puzzle

#endif  // PUZZLE_NO_LESSONS_HPP
