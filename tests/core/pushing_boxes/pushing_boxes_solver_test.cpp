// Tests of the pushing_boxes/ rules and solver: a step walks or pushes as the rules say and the moves
// back undo it; the solver's answers replay to the target with the fewest pushes, then the fewest
// moves, in its letter order; one solver kept across mazes of every size answers as a fresh one (its
// states are cleared per box cell, per case); a map over its size stops at the precondition. (The
// binary's oracle test compares its answers with a search of its own on thousands of mazes.)
#include "puzzle/pushing_boxes/pushing_boxes_solver.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "puzzle/maze/cell_map.hpp"
#include "puzzle/pushing_boxes/box_pushing.hpp"

namespace {

puzzle::PushingBoxesCase case_of(const std::vector<std::string>& rows) {
  puzzle::PushingBoxesCase question;
  question.map.reset(static_cast<int>(rows.size()), static_cast<int>(rows[0].size()), puzzle::box_pushing_margin, '#');
  for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
    question.map.set_row(r, rows[static_cast<std::size_t>(r)]);
    for (int c = 0; c < static_cast<int>(rows[0].size()); ++c) {
      const char cell = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      if (cell == 'S') question.start.walker = question.map.cell(r, c);
      if (cell == 'B') question.start.box = question.map.cell(r, c);
      if (cell == 'T') question.target_cell = question.map.cell(r, c);
    }
  }
  return question;
}

std::string letters(const puzzle::PushingBoxesSolver::Answer& answer) {
  if (!answer.found) return "Impossible.";
  std::string text;
  for (const puzzle::BoxMove& move : answer.moves) text += puzzle::box_move_letter(move);
  return text;
}

TEST(BoxPushing, WalksPushesAndStepsBack) {
  const puzzle::PushingBoxesCase question = case_of({"....", ".SB.", "...#"});
  const puzzle::CellMap& map = question.map;
  const puzzle::BoxPushing rules(map);
  puzzle::BoxMove move;
  puzzle::BoxPushing::State next, before;
  ASSERT_TRUE(rules.step(question.start, puzzle::map_east, move, next));  // a push
  EXPECT_TRUE(move.push);
  EXPECT_EQ(next.walker, map.cell(1, 2));
  EXPECT_EQ(next.box, map.cell(1, 3));
  ASSERT_TRUE(rules.pushed_from(next, puzzle::map_east, before));
  EXPECT_EQ(before.walker, question.start.walker);
  EXPECT_EQ(before.box, question.start.box);
  EXPECT_FALSE(rules.step(next, puzzle::map_east, move, before));          // the box off the map
  ASSERT_TRUE(rules.step(question.start, puzzle::map_north, move, next));  // a walk
  EXPECT_FALSE(move.push);
  ASSERT_TRUE(rules.walked_from(next, puzzle::map_north, before));
  EXPECT_EQ(before.walker, question.start.walker);
  EXPECT_FALSE(rules.pushed_from(next, puzzle::map_north, before));  // no box ahead of the walker
  const puzzle::BoxPushing::State by_rock = {map.cell(2, 1), map.cell(2, 2)};
  EXPECT_FALSE(rules.step(by_rock, puzzle::map_east, move, next));  // pushes the box into rock
  const puzzle::BoxPushing::State at_rock = {map.cell(1, 3), map.cell(1, 2)};
  EXPECT_FALSE(rules.step(at_rock, puzzle::map_south, move, next));  // walks into rock
}

TEST(PushingBoxesSolver, FewestPushesThenFewestMovesInItsOrder) {
  puzzle::PushingBoxesSolver solver;
  EXPECT_EQ(letters(solver.solve(case_of({"SB....T"}))), "EEEEE");
  EXPECT_EQ(letters(solver.solve(case_of({"SB..#.T"}))), "Impossible.");
  EXPECT_EQ(letters(solver.solve(case_of({"###########", "#T##......#", "#.#.#..####", "#....B....#", "#.######..#",
                                          "#.....S...#", "###########"}))),
            "eennwwWWWWeeeeeesswwwwwwwnNN");
  EXPECT_EQ(letters(solver.solve(case_of({".....", "..BS.", ".#.#.", "T...."}))), "WWnwSS");
  EXPECT_EQ(letters(solver.solve(case_of({"TSB..", "##..."}))), "EseenWWW");  // the box comes back
  // Two ways of 2 pushes and 3 walks, north first (wNenW) or west first (nWswN): n comes before w.
  EXPECT_EQ(letters(solver.solve(case_of({"T..", ".B.", "..S"}))), "nWswN");
}

TEST(PushingBoxesSolver, KeptAcrossMazesAnswersAsAFreshOne) {
  std::mt19937 random(1475);
  puzzle::PushingBoxesSolver kept;
  int found = 0;
  for (int i = 0; i < 300; ++i) {
    const int rows = 1 + static_cast<int>(random() % 20), columns = 3 + static_cast<int>(random() % 18);
    std::vector<std::string> maze(static_cast<std::size_t>(rows), std::string(static_cast<std::size_t>(columns), '.'));
    for (std::string& row : maze)
      for (char& cell : row) cell = random() % 10 < 2 ? '#' : '.';
    for (const char piece : {'S', 'B', 'T'})
      for (;;) {
        char& cell = maze[random() % static_cast<unsigned>(rows)][random() % static_cast<unsigned>(columns)];
        if (cell == 'S' || cell == 'B' || cell == 'T') continue;
        cell = piece;
        break;
      }
    puzzle::PushingBoxesSolver fresh;
    const std::string answer = letters(kept.solve(case_of(maze)));
    ASSERT_EQ(answer, letters(fresh.solve(case_of(maze)))) << "maze " << i;
    found += answer != "Impossible.";
  }
  EXPECT_GT(found, 50);
}

TEST(PushingBoxesSolverDeathTest, MapOverItsSizeStops) {
  puzzle::PushingBoxesSolver solver;
  const std::vector<std::string> rows(21, "S.B.T" + std::string(20, '.'));
  EXPECT_DEATH(solver.solve(case_of(rows)), "map too large");
}

}  // namespace
