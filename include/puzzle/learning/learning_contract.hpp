// The two contracts of the learning options, written once and checked at compile time as the model
// contract is (search/search_model.hpp): a missing member stops the compile here, named.
//
// What the case driver (driver/case_driver.hpp) asks of its learning options: Lessons<FamilyLesson>
// (lessons.hpp) in the CMake build, NoLessons (no_lessons.hpp) in a judge bundle. They observe only:
// the answers are the solver's, whatever the options.
//   bool read_options(int argc, char** argv, const char* usage, const char* const* methods,
//                     std::FILE* out, int& exit_code)
//                                  true: stop at once with exit_code (--help: 0, a bad option: 2)
//   SolverSettings settings()      what the solver is handed (learning/solver_settings.hpp): the
//                                  method chosen (--method), the most nodes a memory-bound method
//                                  may keep, what it reports to (null: nothing costs)
//   void answered(OutputBuffer&, const Case&, const Answer&)
//                                  after each answer is written: --stats, --show
//   int stopped(OutputBuffer&, long long case_number)
//                                  a method stopped at its memory bound: says so, returns the exit status
//
// What a puzzle family writes for the learners (e.g. cubic_eight_lesson.hpp), used by Lessons:
//   typedef ... Case; typedef ... Answer;   what its solver takes and gives
//   std::string summary(const Case&, const Answer&) const   the answer in words: "19 moves", "unsolvable"
//   void show(OutputBuffer&, const Case&, const Answer&)    draws the positions along the answer
//                                                           (show_path, io/side_by_side.hpp), if any
#ifndef PUZZLE_LEARNING_CONTRACT_HPP
#define PUZZLE_LEARNING_CONTRACT_HPP

#include <cstdio>
#include <stdint.h>
#include <string>

#include "puzzle/io/output_buffer.hpp"
#include "puzzle/search/search_monitor.hpp"
#include "puzzle/learning/solver_settings.hpp"

namespace puzzle {

namespace contract {

template <class Learning, class Case, class Answer>
struct LearningValues {
  static Learning& learning();
  static const Learning& const_learning();
  static const Case& a_case();
  static const Answer& answer();
  static OutputBuffer& out();
  static char** argv();
  static int& exit_code();
};

}  // namespace contract

template <class Learning, class Case, class Answer>
struct LearningContract {
  typedef contract::LearningValues<Learning, Case, Answer> v;
  enum {
    has_read_options = sizeof(v::learning().read_options(1, v::argv(), "", 0, stdout, v::exit_code())),
    has_settings = sizeof(SolverSettings(v::learning().settings())),
    has_answered = sizeof((v::learning().answered(v::out(), v::a_case(), v::answer()), 0)),
    has_stopped = sizeof(static_cast<int>(v::learning().stopped(v::out(), 1)))
  };
};

template <class Lesson>
struct FamilyLessonContract {
  typedef contract::LearningValues<Lesson, typename Lesson::Case, typename Lesson::Answer> v;
  enum {
    has_summary = sizeof(std::string(v::const_learning().summary(v::a_case(), v::answer()))),
    has_show = sizeof((v::learning().show(v::out(), v::a_case(), v::answer()), 0))
  };
};

}  // namespace puzzle

#endif  // PUZZLE_LEARNING_CONTRACT_HPP
