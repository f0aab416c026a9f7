// Must not compile: a binary's Problem with no print handed to the case driver. The test
// (tests/CMakeLists.txt, contract.*) expects the compiler to stop in case_driver.hpp and to name
// `print`.
#define PUZZLE_NO_MAIN  // this file has its own
#include "puzzle/driver/case_driver.hpp"

#include <cstdio>
#include <string>

struct NumberLesson {
  typedef int Case;
  typedef int Answer;
  std::string summary(const Case&, const Answer&) const { return ""; }
  void show(puzzle::OutputBuffer&, const Case&, const Answer&) {}
};

struct ProblemWithoutPrint {
  typedef int Case;
  typedef int Answer;
  typedef NumberLesson Lesson;
  static const char* const* methods() { return 0; }
  void configure(const puzzle::SolverSettings&) {}
  bool read(puzzle::CaseInput&, const std::string&, Case&) { return false; }
  bool solve(const Case&, Answer&) { return true; }
};

int main(int argc, char** argv) {
  const puzzle::JudgeFormat format = {"test", "usage\n", puzzle::until_end_of_input, 0, 0, 0};
  return puzzle::run_cases<ProblemWithoutPrint>(format, argc, argv, stdin, stdout, stderr);
}
