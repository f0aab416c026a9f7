// The learning options of the sliding binaries (eight, eight2, fifteen; README, "Learning with the
// suite"), observing only: prepare() hands --method, --max-nodes and the report (--stats) to the
// solver, which chooses and runs the method (sliding_solver.hpp); answered() draws the boards along
// the answer (--show) and writes the case's summary (--stats); stop() says that bfs or astar stopped
// at its node bound (exit status 3). Costs: those of the methods; --show O(moves x cells).
#ifndef PUZZLE_SLIDING_LESSONS_HPP
#define PUZZLE_SLIDING_LESSONS_HPP

#include <cstdio>
#include <stdint.h>
#include <string>
#include <vector>

#include "puzzle/io/lessons.hpp"
#include "puzzle/sliding/sliding_drawing.hpp"
#include "puzzle/sliding/sliding_puzzle.hpp"
#include "puzzle/sliding/sliding_solver.hpp"

namespace puzzle {

class SlidingLessons : public Lessons {
 public:
  // uppercase: the binary prints its moves as D L R U (fifteen), so --show labels them so.
  SlidingLessons(const char* program, std::FILE* errors, bool uppercase = false)
      : Lessons(program, errors, SlidingSolver::methods()), uppercase_(uppercase), cases_(0), rows_(0), cols_(0) {}

  // Hands the options to `solver`: the method, the nodes bfs and astar may keep, and who hears it:
  // the report, printing with --stats, and keeping the figures for stop() with another method.
  void prepare(SlidingSolver& solver) {
    rows_ = solver.rows();
    cols_ = solver.cols();
    solver.use_method(options().method);
    solver.set_max_kept_nodes(options().max_kept_nodes);
    solver.set_monitor(options().stats || options().method != "default" ? &report() : 0);
  }

  // The case at hand stopped at the memory bound: says so on the error stream, after the answers so
  // far, and returns the exit status, 3.
  int stop(OutputBuffer& answers) {
    answers.flush();
    std::fprintf(errors_, "%s: case %s: %s stopped at %s nodes kept (about %s); try --method idastar or the default\n",
                 program_, decimal(cases_ + 1).c_str(), options().method.c_str(),
                 grouped_decimal(options().max_kept_nodes).c_str(), memory_text(report().last_search_bytes()).c_str());
    return 3;
  }

  // After the answer from `start` to `goal` is printed: with --stats its summary; with --show the
  // boards along it.
  void answered(OutputBuffer& out, const uint8_t* start, const uint8_t* goal, SlidingOutcome outcome,
                const std::vector<SlideMove>& moves) {
    ++cases_;
    if (!learning()) return;
    case_solved();
    const bool solved = outcome == sliding_solved;
    if (options().show && solved) {
      const SlidingPuzzle model(rows_, cols_, goal);
      show_path(out, model, model.make_state(start), moves, SlidingBoardDrawing(rows_, cols_), SlideLabel(uppercase_));
    }
    case_answered(out, solved ? count_text(moves.size(), "move") : std::string("unsolvable"));
  }

 private:
  bool uppercase_;
  long long cases_;  // answered so far
  int rows_, cols_;
};

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_LESSONS_HPP
