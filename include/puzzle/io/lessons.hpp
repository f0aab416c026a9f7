// What every solver binary does for a learner (README, "Learning with the suite"), whatever its
// puzzle: reads the learning options (learning_options.hpp), reports --stats through a StatsReport
// handed to the solvers as their SearchMonitor (totals when the Lessons end), and for --show replays
// an answer's moves on a model and draws the positions side by side (side_by_side.hpp). Each puzzle
// family derives its own (sliding_lessons.hpp, cubic_eight_lessons.hpp, grid_rotation_lessons.hpp) with the
// answered() hook its binaries call; a judge bundle uses no_lessons.hpp instead. O(1) per case
// without options; --show O(moves x picture size).
#ifndef PUZZLE_LESSONS_HPP
#define PUZZLE_LESSONS_HPP

#include <cstddef>
#include <cstdio>
#include <ctime>
#include <string>
#include <vector>

#include "puzzle/io/decimal.hpp"
#include "puzzle/io/learning_options.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/io/side_by_side.hpp"
#include "puzzle/io/stats_report.hpp"
#include "puzzle/search/search_monitor.hpp"

namespace puzzle {

class Lessons {
 public:
  // `methods`: the names --method accepts, "default" first, ending with a null pointer; null for a
  // binary with one method.
  Lessons(const char* program, std::FILE* errors, const char* const* methods = 0)
      : program_(program), errors_(errors), methods_(methods), report_(0), solved_at_(0) {
    options_.show = options_.stats = false;
    options_.method = "default";
    options_.max_kept_nodes = default_max_kept_nodes;
  }
  // With --stats, the totals.
  ~Lessons() {
    if (options_.stats) report_.totals();
  }

  // Reads the options; true when the program should stop at once with exit_code (see
  // parse_learning_options).
  bool handle_command_line(int argc, char** argv, const char* usage, std::FILE* out, int& exit_code) {
    const bool stop = parse_learning_options(program_, argc, argv, usage, methods_, out, errors_, options_, exit_code);
    if (options_.stats) report_.set_stream(errors_);
    return stop;
  }

  const LearningOptions& options() const { return options_; }
  // What the solvers tell about their work: the statistics with --stats, else nobody.
  SearchMonitor* monitor() { return options_.stats ? &report_ : 0; }
  // The same report, printing only with --stats but always keeping the figures (for a message about
  // a search that stopped at its memory bound).
  StatsReport& report() { return report_; }

  // A family's answered() hook begins with case_solved() (the case's time ends there), may draw
  // (--show), and ends with case_answered(): with --stats the answers so far are written out, then
  // the case's summary, `answer` saying how it was answered ("19 moves", "unsolvable").
  // Without --stats nor --show (a judge's run through the CMake build) a case costs nothing more:
  // std::clock is a system call, and eight answers 181,440 boards in a tenth of a second.
  bool learning() const { return options_.show || options_.stats; }
  void case_solved() {
    if (options_.stats) solved_at_ = std::clock();
  }
  void case_answered(OutputBuffer& out, const std::string& answer) {
    if (!options_.stats) return;
    out.flush();
    report_.answered(answer, solved_at_);
  }

  // Draws the start and the position after each move of `moves` from `start` on `model`, labelled
  // "start" and "<k> <label(position before move k, move k)>", then a blank line. draw(state) gives a
  // position's lines; a label may name what the move takes from the position (booksort: the books).
  template <class Model, class Draw, class Label>
  static void show_path(OutputBuffer& out, const Model& model, typename Model::State start,
                        const std::vector<typename Model::Move>& moves, const Draw& draw, const Label& label) {
    std::vector<Picture> pictures(1);
    pictures[0].label = "start";
    pictures[0].lines = draw(start);
    for (std::size_t i = 0; i < moves.size(); ++i) {
      Picture picture;
      picture.label = decimal(static_cast<long long>(i + 1)) + " " + label(start, moves[i]);
      model.apply(start, moves[i]);
      picture.lines = draw(start);
      pictures.push_back(picture);
    }
    write_side_by_side(out, pictures);
    out << '\n';
  }

 protected:
  const char* program_;
  std::FILE* errors_;

 private:
  Lessons(const Lessons&);  // one report, one totals line
  Lessons& operator=(const Lessons&);

  const char* const* methods_;
  LearningOptions options_;
  StatsReport report_;
  std::clock_t solved_at_;
};

}  // namespace puzzle

#endif  // PUZZLE_LESSONS_HPP
