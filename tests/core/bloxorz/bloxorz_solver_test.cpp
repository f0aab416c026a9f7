// Tests of the bloxorz/ model and solver: the rolls from each orientation land where the rules say,
// the block never stands on a fragile cell but may lie on one, and the solver's paths replay to the
// target (the binary's oracle test compares its answers with a search of its own on thousands of maps).
#include "puzzle/bloxorz/bloxorz_solver.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "puzzle/bloxorz/bloxorz_block.hpp"
#include "puzzle/maze/cell_map.hpp"

namespace {

puzzle::BloxorzCase case_of(const std::vector<std::string>& rows) {
  puzzle::BloxorzCase question;
  question.map.reset(static_cast<int>(rows.size()), static_cast<int>(rows[0].size()), puzzle::bloxorz_margin, '#');
  std::vector<int> starts;
  for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
    question.map.set_row(r, rows[static_cast<std::size_t>(r)]);
    for (int c = 0; c < static_cast<int>(rows[0].size()); ++c) {
      if (rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] == 'X')
        starts.push_back(question.map.cell(r, c));
      if (rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] == 'O')
        question.target_cell = question.map.cell(r, c);
    }
  }
  const puzzle::BlockOrientation lie = starts.size() == 1           ? puzzle::block_standing
                                       : starts[1] - starts[0] == 1 ? puzzle::block_across
                                                                    : puzzle::block_along;
  question.start = puzzle::BloxorzBlock::state(starts[0], lie);
  return question;
}

TEST(BloxorzBlock, RollsFromEachOrientation) {
  const puzzle::BloxorzCase question =
      case_of({"#######", "#.....#", "#.....#", "#..X..#", "#.....#", "#.....#", "#######"});
  puzzle::BloxorzBlock block;
  block.reset(question.map, question.target_cell);
  const puzzle::CellMap& map = question.map;
  typedef puzzle::BloxorzBlock B;
  B::State state = question.start;  // standing on (3, 3)
  block.apply(state, puzzle::map_north);
  EXPECT_EQ(state, B::state(map.cell(1, 3), puzzle::block_along));
  block.apply(state, puzzle::map_east);
  EXPECT_EQ(state, B::state(map.cell(1, 4), puzzle::block_along));
  block.apply(state, puzzle::map_south);
  EXPECT_EQ(state, B::state(map.cell(3, 4), puzzle::block_standing));
  block.apply(state, puzzle::map_west);
  EXPECT_EQ(state, B::state(map.cell(3, 2), puzzle::block_across));
  EXPECT_EQ(block.second_cell(state), map.cell(3, 3));
  block.apply(state, puzzle::map_south);
  EXPECT_EQ(state, B::state(map.cell(4, 2), puzzle::block_across));
  block.apply(state, puzzle::map_east);
  EXPECT_EQ(state, B::state(map.cell(4, 4), puzzle::block_standing));
  puzzle::MapDirection moves[4];
  EXPECT_EQ(block.legal_moves(state, moves), 2);  // two cells south and east are the wall
}

TEST(BloxorzBlock, LiesOnFragileCellsButNeverStands) {
  const puzzle::BloxorzCase question = case_of({"######", "#XEEO#", "######"});
  puzzle::BloxorzBlock block;
  block.reset(question.map, question.target_cell);
  const puzzle::CellMap& map = question.map;
  EXPECT_TRUE(block.rests(puzzle::BloxorzBlock::state(map.cell(1, 2), puzzle::block_across)));
  EXPECT_FALSE(block.rests(puzzle::BloxorzBlock::state(map.cell(1, 2), puzzle::block_standing)));
  EXPECT_TRUE(block.rests(puzzle::BloxorzBlock::state(map.cell(1, 4), puzzle::block_standing)));
  EXPECT_FALSE(block.rests(puzzle::BloxorzBlock::state(map.cell(1, 4), puzzle::block_across)));  // onto the wall
}

TEST(BloxorzSolver, PathsReplayToTheTarget) {
  puzzle::BloxorzSolver solver;
  const puzzle::BloxorzCase sample =
      case_of({"#######", "#..X###", "#..##O#", "#....E#", "#....E#", "#.....#", "#######"});
  const puzzle::BloxorzSolver::Answer answer = solver.solve(sample);
  ASSERT_TRUE(answer.found);
  EXPECT_EQ(answer.moves.size(), 10u);  // the judges' sample
  puzzle::BloxorzBlock block;
  block.reset(sample.map, sample.target_cell);
  puzzle::BloxorzBlock::State state = sample.start;
  for (puzzle::MapDirection move : answer.moves) {
    block.apply(state, move);
    ASSERT_TRUE(block.rests(state));
  }
  EXPECT_TRUE(block.is_goal(state));
  EXPECT_FALSE(solver.solve(case_of({"####", "#XO#", "####"})).found);
  EXPECT_EQ(solver.solve(case_of({"#####", "#X..#", "#X.O#", "#.E.#", "#####"})).moves.size(), 6u);
}

}  // namespace
