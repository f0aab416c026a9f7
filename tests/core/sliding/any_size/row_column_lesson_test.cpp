// Tests of row_column_lesson.hpp: the summary against the Manhattan distance, and --show's pictures
// once a line is placed (the 3 x 3 board of docs/binaries/poj3240.md), nothing for an unsolvable board.
#include "puzzle/sliding/any_size/row_column_lesson.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

#include "written_so_far.hpp"

namespace {

TEST(RowColumnLesson, SummaryAgainstTheManhattanDistance) {
  const puzzle::LargeBoard board = {3, 3, {8, 1, 3, 4, 0, 2, 7, 6, 5}};
  puzzle::RowColumnSolver solver;
  const puzzle::RowColumnAnswer answer = solver.solve(board);
  EXPECT_EQ(puzzle::RowColumnLesson().summary(board, answer),
            std::to_string(answer.moves.size()) + " moves (Manhattan distance 10)");
  puzzle::LargeBoard swapped = {2, 2, {2, 1, 3, 0}};
  EXPECT_EQ(puzzle::RowColumnLesson().summary(swapped, solver.solve(swapped)), "unsolvable");
}

TEST(RowColumnLesson, ShowDrawsTheBoardOnceALineIsPlaced) {
  const puzzle::LargeBoard board = {3, 3, {8, 1, 3, 4, 0, 2, 7, 6, 5}};
  const puzzle::RowColumnAnswer answer = puzzle::RowColumnSolver().solve(board);
  ASSERT_EQ(answer.stages.size(), 2u);
  std::FILE* file = std::tmpfile();
  {
    puzzle::OutputBuffer out(file);
    puzzle::RowColumnLesson().show(out, board, answer);
  }
  const std::string row = std::to_string(answer.stages[0].moves_end),
                    last = std::to_string(answer.moves.size() - answer.stages[0].moves_end);
  const std::string first_label = "row 1: " + row + " moves";
  EXPECT_EQ(written_so_far(file).substr(0, 6), "start ");
  EXPECT_NE(written_so_far(file).find(first_label), std::string::npos);
  EXPECT_NE(written_so_far(file).find("last block: " + last + " moves"), std::string::npos);
  EXPECT_NE(written_so_far(file).find("1 2 3"), std::string::npos);
  EXPECT_NE(written_so_far(file).find("7 8 .\n\n"), std::string::npos);
  std::fclose(file);
  std::FILE* empty = std::tmpfile();
  {
    puzzle::OutputBuffer out(empty);
    const puzzle::LargeBoard swapped = {2, 2, {2, 1, 3, 0}};
    puzzle::RowColumnLesson().show(out, swapped, puzzle::RowColumnSolver().solve(swapped));
  }
  EXPECT_EQ(written_so_far(empty), "");
  std::fclose(empty);
}

}  // namespace
