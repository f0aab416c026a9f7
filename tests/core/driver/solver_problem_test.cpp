// Tests of solver_problem.hpp through the case driver, on Booksort's solver: a
// shelf past the solver's bound of 4 moves (10 books reversed: 6 moves) is the judge's answer where the
// judge says so (bound_is_an_answer: no_path printed, exit 0), and where the judge promises an answer
// the run stops there, after the answers before it, with one line naming the case and the bound
// (exit 5); the exact solver (no bound) answers the same input. exceeded_bound (search_model.hpp)
// of a search's answer.
// <iomanip> before the core: its std::quoted, found by argument-dependent lookup where the core's
// calls name `quoted` unqualified, would take their place (the core names puzzle::quoted).
#include <iomanip>

#include "puzzle/driver/solver_problem.hpp"
#include "puzzle/block_moves/block_sort_lesson.hpp"
#include "puzzle/block_moves/block_sort_solver.hpp"
#include "puzzle/driver/case_driver.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

#include "stream_text.hpp"

namespace {

const char input[] = "2\n3 1 2 3\n10 10 9 8 7 6 5 4 3 2 1\n";

// n, then n books (the input above is well formed: no checks).
template <class Base>
class ShelfProblem : public Base {
 public:
  typedef puzzle::BlockSortLesson Lesson;
  using Base::Base;
  bool read(puzzle::CaseInput& in, const std::string& first, puzzle::BlockSortCase& shelf) const {
    shelf.n = std::stoi(first);
    std::string token;
    for (int i = 0; i < shelf.n && in.next(token); ++i) shelf.books[i] = std::stoi(token);
    return true;
  }
  void print(puzzle::OutputBuffer& out, long, const puzzle::BlockSortCase&,
             const puzzle::SearchResult<puzzle::BlockMove>& answer) const {
    out << puzzle::fewest_moves(answer) << '\n';
  }
};

typedef puzzle::SolverProblem<puzzle::BlockSortSolver> Solving;

struct LimitAnswers : ShelfProblem<Solving> {
  LimitAnswers() : ShelfProblem<Solving>(4) {}
};
struct LimitPromised : ShelfProblem<Solving> {
  LimitPromised() : ShelfProblem<Solving>(4, puzzle::judge_promises_an_answer) {}
};
struct ExactPromised : ShelfProblem<Solving> {
  ExactPromised() : ShelfProblem<Solving>(puzzle::judge_promises_an_answer) {}
};

using stream_test::DriverRun;
using stream_test::read_all_and_close;

template <class Problem>
DriverRun run_on_input() {
  const puzzle::JudgeFormat format = puzzle::counted_cases("shelves", "usage: shelves\n", "T", "cases");
  std::FILE* in = std::tmpfile();
  std::FILE* out = std::tmpfile();
  std::FILE* err = std::tmpfile();
  std::fputs(input, in);
  std::rewind(in);
  char name[] = "shelves";
  char* argv[] = {name, nullptr};
  DriverRun run;
  run.exit_code = puzzle::run_cases<Problem>(format, 1, argv, in, out, err);
  std::fclose(in);
  run.out = read_all_and_close(out);
  run.err = read_all_and_close(err);
  return run;
}

TEST(SolverProblem, TheJudgesAnswerWhereItDefinesOne) {
  const DriverRun result = run_on_input<LimitAnswers>();
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_EQ(result.out, "0\n-1\n");
  EXPECT_EQ(result.err, "");
}

TEST(SolverProblem, AStopNamingTheCaseAndTheBoundWhereTheJudgePromisesAnAnswer) {
  const DriverRun result = run_on_input<LimitPromised>();
  EXPECT_EQ(result.exit_code, 5);
  EXPECT_EQ(result.out, "0\n");
  EXPECT_EQ(result.err, "shelves: case 2: over the bound of 4 moves\n");
}

TEST(SolverProblem, TheExactSolverAnswersEveryCase) {
  const DriverRun result = run_on_input<ExactPromised>();
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_EQ(result.out, "0\n6\n");
  EXPECT_EQ(result.err, "");
}

TEST(SolverProblem, ExceededBoundOfASearchsAnswer) {
  puzzle::SearchResult<int> result;
  EXPECT_EQ(puzzle::exceeded_bound(result), -1);
  result.over_bound = 13;
  EXPECT_EQ(puzzle::exceeded_bound(result), 13);
  EXPECT_EQ(puzzle::exceeded_bound(42), -1);  // an answer that cannot go over a bound
}

}  // namespace
