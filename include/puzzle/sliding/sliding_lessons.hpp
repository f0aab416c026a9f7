// The learning options of the sliding binaries (eight, eight2, fifteen; README, "Learning with the
// suite"): --method chooses the algorithm that answers, --stats reports it, --show draws the boards
// along the answer. The methods, each giving a shortest answer:
//   default  the tuned solver of the binary (canonical: IDA*, tables)
//   bfs      breadth-first search from the start until the goal (canonical: breadth_first_search.hpp)
//   astar    heap-based A* on Manhattan distance (shortest, not always canonical: astar.hpp)
//   idastar  IDA* on Manhattan distance (canonical: the first shortest path in move order)
//   pdb      IDA* on additive pattern databases, the tuned partition of the board's size (tuning.hpp:
//            4-4 on 3x3 boards, as eight2 builds them, 5-5-5 on 4x4, as fifteen), built on first use
// bfs and astar keep every node they generate: past --max-nodes they stop, and the binary with them
// (stopped(), stop(): exit status 3). Costs: those of the methods; --show O(moves x cells).
#ifndef PUZZLE_SLIDING_LESSONS_HPP
#define PUZZLE_SLIDING_LESSONS_HPP

#include <algorithm>
#include <climits>
#include <cstdio>
#include <stdint.h>
#include <string>
#include <vector>

#include "puzzle/io/lessons.hpp"
#include "puzzle/search/astar.hpp"
#include "puzzle/search/breadth_first_search.hpp"
#include "puzzle/search/ida_star.hpp"
#include "puzzle/sliding/sliding_drawing.hpp"
#include "puzzle/sliding/sliding_pair_solver.hpp"
#include "puzzle/sliding/sliding_parity.hpp"
#include "puzzle/sliding/sliding_puzzle.hpp"
#include "puzzle/sliding/tuning.hpp"
#include "puzzle/util/owned.hpp"

namespace puzzle {

// The names --method accepts on a sliding binary, "default" first.
inline const char* const* sliding_methods() {
  static const char* const names[] = {"default", "bfs", "astar", "idastar", "pdb", 0};
  return names;
}

class SlidingLessons : public Lessons {
 public:
  // uppercase: the binary prints its moves as D L R U (fifteen), so --show labels them so.
  SlidingLessons(const char* program, std::FILE* errors, bool uppercase = false)
      : Lessons(program, errors, sliding_methods()), uppercase_(uppercase), case_number_(0), rows_(0), cols_(0),
        solved_(false), stopped_(false) {}

  // Answers `tiles` toward the goal of `tuned` (a SlidingSolver or SlidingPdbSolver) by the chosen
  // method; false if parity forbids, or if the method stopped at its memory bound (then stopped()).
  template <class Solver>
  bool solve(Solver& tuned, const uint8_t* tiles, std::vector<SlideMove>& moves) {
    if (as_the_judge_runs_it()) return ++case_number_, tuned.solve(tiles, moves);
    if (!begin_case(tiles, tuned.goal_tiles(), tuned.geometry().rows(), tuned.geometry().cols())) return false;
    if (options().method == "default") {
      tuned.set_monitor(monitor());
      tuned.solve(tiles, moves);
    } else {
      solve_by_method(moves);
    }
    return end_case(moves);
  }

  // Answers `start` toward `goal` (eight2), as above.
  bool solve(SlidingPairSolver& tuned, const uint8_t* start, const uint8_t* goal, std::vector<SlideMove>& moves) {
    if (as_the_judge_runs_it()) return ++case_number_, tuned.solve(start, goal, moves);
    if (!begin_case(start, goal, tuned.rows(), tuned.cols())) return false;
    if (options().method == "default") {
      tuned.set_monitor(monitor());
      tuned.solve(start, goal, moves);
    } else {
      solve_by_method(moves);
    }
    return end_case(moves);
  }

  // Whether the last solve() stopped at the memory bound; stop() then says so on the error stream,
  // after the answers so far, and returns the exit status, 3.
  bool stopped() const { return stopped_; }
  int stop(OutputBuffer& answers) {
    answers.flush();
    std::fprintf(errors_, "%s: case %s: %s stopped at %s nodes kept (about %s); try --method idastar or the default\n",
                 program_, decimal(case_number_).c_str(), options().method.c_str(),
                 grouped_decimal(options().max_kept_nodes).c_str(), memory_text(report().last_search_bytes()).c_str());
    return 3;
  }

  // After the answer is printed: with --stats its summary; with --show the boards along it.
  void answered(OutputBuffer& out) {
    if (!learning()) return;
    case_solved();
    if (options().show && solved_) {
      const SlidingPuzzle model(rows_, cols_, &goal_[0]);
      show_path(out, model, model.make_state(&start_[0]), moves_, SlidingBoardDrawing(rows_, cols_),
                SlideLabel(uppercase_));
    }
    case_answered(out, solved_ ? count_text(moves_.size(), "move") : std::string("unsolvable"));
  }

 private:
  // No option given: the tuned solver answers, and nothing is kept for answered().
  bool as_the_judge_runs_it() const { return !learning() && options().method == "default"; }

  // Keeps the case; false (the case answered: unsolvable) if parity forbids.
  bool begin_case(const uint8_t* start, const uint8_t* goal, int rows, int cols) {
    ++case_number_;
    rows_ = rows;
    cols_ = cols;
    start_.assign(start, start + rows * cols);
    goal_.assign(goal, goal + rows * cols);
    solved_ = is_solvable(start, goal, rows, cols);
    stopped_ = false;
    if (!solved_ && monitor() != 0) monitor()->method("inversion parity: no sequence of moves reaches the goal");
    return solved_;
  }
  bool end_case(const std::vector<SlideMove>& moves) {
    moves_ = moves;
    solved_ = !stopped_;
    return solved_;
  }

  // The methods other than the default, on a model of this case's goal.
  void solve_by_method(std::vector<SlideMove>& moves) {
    const std::string& method = options().method;
    if (method == "pdb") {
      if (databases_.empty()) {
        const TilePatterns patterns = rows_ * cols_ == 9 ? eight_puzzle_patterns() : fifteen_puzzle_patterns();
        databases_.reset(new SlidingPairSolver(rows_, cols_, patterns, 0, SlidingPdbSolver::databases_only));
      }
      databases_->set_monitor(monitor());
      databases_->solve(&start_[0], &goal_[0], moves);
      return;
    }
    const SlidingPuzzle model(rows_, cols_, &goal_[0]);
    const SlidingState start = model.make_state(&start_[0]);
    SearchMonitor* const watch = monitor() != 0 ? monitor() : &report();  // the report keeps the memory figures
    SearchResult<SlideMove> result;
    if (method == "idastar") {
      watch->method("IDA* on Manhattan distance");
      result = ida_star(model, start, IdaStarOptions<>().monitored_by(watch));
    } else if (method == "astar") {
      watch->method("A* on Manhattan distance");
      result = a_star(model, start, INT_MAX, options().max_kept_nodes, watch);
    } else {
      watch->method("breadth-first search from the start");
      result = breadth_first_search(model, start, options().max_kept_nodes, watch);
    }
    stopped_ = result.stopped;
    moves = result.moves;
  }

  bool uppercase_;
  long long case_number_;
  int rows_, cols_;
  std::vector<uint8_t> start_, goal_;
  std::vector<SlideMove> moves_;
  bool solved_, stopped_;
  Owned<SlidingPairSolver> databases_;  // --method pdb, made on first use
};

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_LESSONS_HPP
