// Tests of cubic_eight_solver.hpp: the published sample's answers, the returned moves are legal and end on the
// target, in whatever order the start cells come, and the move limit is respected.
#include "puzzle/cubic_eight/cubic_eight_solver.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>

#include "puzzle/cubic_eight/cubic_eight_puzzle.hpp"
#include "cubic_eight_fixtures.hpp"

namespace {

struct Dataset {
  int column, row;   // 1-based, as in the input
  const char* tops;  // row by row, E the empty square
  int answer;
};

// The published sample of UVa 1604.
const Dataset sample[8] = {{1, 2, "WWWEWWWWW", 0},  {2, 1, "RBWRWWEWW", 3},  {3, 3, "WBWBRERBR", 13},
                           {3, 3, "BWRBWRBER", 23}, {2, 1, "BBBBRBBRE", 29}, {1, 1, "RRRWWWRRE", 30},
                           {2, 1, "RRRBWBRRE", -1}, {3, 2, "RRRWEWRRR", -1}};

puzzle::CubicEightTarget target_of(const char* tops) {
  puzzle::CubicEightTarget target;
  for (int cell = 0; cell < 9; ++cell) {
    target.top[cell] = tops[cell] == 'R'   ? puzzle::cube_red
                       : tops[cell] == 'B' ? puzzle::cube_blue
                                           : puzzle::cube_white;
    if (tops[cell] == 'E') target.empty = cell;
  }
  return target;
}

// Solves a dataset: the published answer, by legal moves from the start that end on the target.
void expect_solved(puzzle::CubicEightSolver& solver, const Dataset& dataset) {
  const puzzle::CubicEightPuzzle model;
  const int start_empty = (dataset.row - 1) * 3 + dataset.column - 1;
  const puzzle::CubicEightTarget target = target_of(dataset.tops);
  const puzzle::SearchResult<puzzle::SlideMove> result = solver.solve(start_empty, target, 30);
  ASSERT_EQ(result.found ? static_cast<int>(result.moves.size()) : -1, dataset.answer) << dataset.tops;
  if (!result.found) return;
  puzzle::CubicEightState state = puzzle::cubic_eight_start_state(start_empty);
  for (puzzle::SlideMove move : result.moves) {
    puzzle::SlideMove legal[4];
    const int count = model.legal_moves(state, legal);
    ASSERT_NE(std::find(legal, legal + count, move), legal + count);
    model.apply(state, move);
  }
  EXPECT_TRUE(cubic_eight_oracle::shows_target(state, target)) << dataset.tops;
}

TEST(CubicEightSolver, PublishedSampleWithLegalPathsToTheTarget) {
  puzzle::CubicEightSolver solver;
  for (const Dataset& dataset : sample) expect_solved(solver, dataset);
}

// The databases of a start cell are kept from one dataset to the next: a solver that has met the cells
// in another order answers the same.
TEST(CubicEightSolver, OneSolverServesTheStartCellsInAnyOrder) {
  puzzle::CubicEightSolver solver;
  for (int i = 7; i >= 0; --i) expect_solved(solver, sample[i]);
  for (const Dataset& dataset : sample) expect_solved(solver, dataset);
}

// Goals reached by random walks from every start cell (so through every symmetry the solver uses):
// a path no longer than the walk, of legal moves from the start, ending on the goal.
TEST(CubicEightSolver, PathsFromEveryStartCellAreLegalAndEndOnTheTarget) {
  puzzle::CubicEightSolver solver;
  const puzzle::CubicEightPuzzle model;
  std::mt19937 random(1268);
  for (int start_empty = 0; start_empty < 9; ++start_empty) {
    for (int walk = 0; walk < 4; ++walk) {
      puzzle::CubicEightState state = puzzle::cubic_eight_start_state(start_empty);
      const int length = 10 + walk * 4;
      for (int step = 0; step < length; ++step) {
        puzzle::SlideMove moves[4];
        model.apply(state, moves[random() % static_cast<unsigned>(model.legal_moves(state, moves))]);
      }
      puzzle::CubicEightTarget target;
      target.empty = puzzle::empty_cell(state);
      for (int cell = 0; cell < 9; ++cell)
        target.top[cell] =
            cell == target.empty ? puzzle::cube_white : puzzle::top_colour(puzzle::orientation_at(state, cell));
      const puzzle::SearchResult<puzzle::SlideMove> result = solver.solve(start_empty, target, 30);
      ASSERT_TRUE(result.found);
      ASSERT_LE(result.moves.size(), static_cast<std::size_t>(length));
      puzzle::CubicEightState replay = puzzle::cubic_eight_start_state(start_empty);
      for (puzzle::SlideMove move : result.moves) {
        puzzle::SlideMove legal[4];
        const int count = model.legal_moves(replay, legal);
        ASSERT_NE(std::find(legal, legal + count, move), legal + count) << "start " << start_empty;
        model.apply(replay, move);
      }
      EXPECT_TRUE(cubic_eight_oracle::shows_target(replay, target)) << "start " << start_empty;
    }
  }
}

TEST(CubicEightSolver, MoveLimitBelowTheDistanceFindsNothing) {
  puzzle::CubicEightSolver solver;
  const puzzle::CubicEightTarget target = target_of(sample[3].tops);  // 23 moves from cell 8
  EXPECT_FALSE(solver.solve(8, target, 22).found);
  EXPECT_EQ(solver.solve(8, target, 23).moves.size(), 23u);
  EXPECT_EQ(solver.solve(8, target, 40).moves.size(), 23u);
}

}  // namespace

namespace {

TEST(CubeSolverDeathTest, RefusesAStartCellOffTheBoard) {
  puzzle::CubicEightSolver solver;
  const puzzle::CubicEightTarget target = puzzle::CubicEightTarget();
  EXPECT_DEATH(solver.solve(9, target, 30), "start cell 0-8");
  EXPECT_DEATH(solver.solve(-1, target, 30), "start cell 0-8");
}
}  // namespace
