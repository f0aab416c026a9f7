// The learners' options as a judge bundle has them: none. Judges pass no options, so a bundle leaves
// out io/lessons.hpp and its family headers (the bundler drops code under #ifndef PUZZLE_BUNDLE) and
// its binary uses this instead: --help and unknown options as command_line.hpp, no monitor, and the
// hooks of the Lessons classes doing nothing. A binary picks one:
//
//   #ifdef PUZZLE_BUNDLE
//   #include "puzzle/io/no_lessons.hpp"
//   typedef puzzle::NoLessons Lessons;
//   #else
//   #include "puzzle/sliding/sliding_lessons.hpp"
//   typedef puzzle::SlidingLessons Lessons;
//   #endif
//
// O(1); no state.
#ifndef PUZZLE_NO_LESSONS_HPP
#define PUZZLE_NO_LESSONS_HPP

#include <cstdio>

#include "puzzle/io/command_line.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/search/search_monitor.hpp"

namespace puzzle {

class NoLessons {
 public:
  // A family's Lessons may take a setting after the streams (sliding: upper-case letters); none here.
  NoLessons(const char* program, std::FILE* errors) : program_(program), errors_(errors) {}
  template <class Setting>
  NoLessons(const char* program, std::FILE* errors, const Setting&) : program_(program), errors_(errors) {}

  bool handle_command_line(int argc, char** argv, const char* usage, std::FILE* out, int& exit_code) const {
    return puzzle::handle_command_line(program_, argc, argv, usage, out, errors_, exit_code);
  }
  SearchMonitor* monitor() const { return 0; }

  // The solver answers as tuned (sliding_lessons.hpp hands it the learner's method).
  template <class Solver>
  void prepare(Solver&) const {}
  // No method stops short here.
  int stop(OutputBuffer&) const { return 0; }

  // After each answer: nothing to report or show.
  template <class First, class Second>
  void answered(OutputBuffer&, const First&, const Second&) const {}
  template <class First, class Second, class Third>
  void answered(OutputBuffer&, const First&, const Second&, const Third&) const {}
  template <class First, class Second, class Third, class Fourth>
  void answered(OutputBuffer&, const First&, const Second&, const Third&, const Fourth&) const {}

 private:
  const char* program_;
  std::FILE* errors_;
};

}  // namespace puzzle

#endif  // PUZZLE_NO_LESSONS_HPP
