// Must not compile: a family's lesson with no summary handed to the learners' Lessons. The test
// (tests/CMakeLists.txt, contract.*) expects the compiler to stop in learning_contract.hpp and to
// name `summary`.
#include "puzzle/learning/lessons.hpp"

#include <cstdio>

struct LessonWithoutSummary {
  typedef int Case;
  typedef int Answer;
  void show(puzzle::OutputBuffer&, const Case&, const Answer&) {}
};

int main() {
  puzzle::Lessons<LessonWithoutSummary> lessons("test", stderr);
  return lessons.settings().monitor == 0 ? 0 : 1;
}
