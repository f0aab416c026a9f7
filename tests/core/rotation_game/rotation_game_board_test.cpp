// Tests of rotation_game_board.hpp against the problem statement (POJ 2286, its figure of the board): the
// lines, what A-D do to their heads, E-H undoing B, A, D, C, the centre, and the published sample
// answers replayed on the sample boards.
#include "puzzle/rotation_game/rotation_game_board.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace {

const int line_cells[4][7] = {
    {0, 2, 6, 11, 15, 20, 22}, {1, 3, 8, 12, 17, 21, 23}, {4, 5, 6, 7, 8, 9, 10}, {13, 14, 15, 16, 17, 18, 19}};

TEST(RotationGameBoard, EachMoveCyclesTheSevenCellsOfItsLine) {
  const int line_of_move[8] = {0, 1, 2, 3, 1, 0, 3, 2};  // A B C D E F G H
  const puzzle::PermutationGenerators moves = puzzle::rotation_game_generators();
  ASSERT_EQ(moves.count(), 8);
  ASSERT_EQ(moves.points(), 24);
  for (int move = 0; move < 8; ++move) {
    const int* line = line_cells[line_of_move[move]];
    for (int cell = 0; cell < 24; ++cell) {
      const bool on_line = std::find(line, line + 7, cell) != line + 7;
      const int* target = std::find(line, line + 7, moves.image(move, cell));
      EXPECT_TRUE(on_line ? target != line + 7 : moves.image(move, cell) == cell) << move << " " << cell;
    }
    int cell = line[0], steps = 0;  // one cycle through all seven
    do cell = moves.image(move, cell), ++steps;
    while (cell != line[0]);
    EXPECT_EQ(steps, 7);
  }
}

TEST(RotationGameBoard, HeadsGoToTheOtherEnd) {
  const puzzle::PermutationGenerators moves = puzzle::rotation_game_generators();
  EXPECT_EQ(moves.image(0, 0), 22);  // A: cell 0's block to cell 22, the others one cell up
  EXPECT_EQ(moves.image(0, 2), 0);
  EXPECT_EQ(moves.image(0, 22), 20);
  EXPECT_EQ(moves.image(1, 1), 23);  // B: column 4
  EXPECT_EQ(moves.image(1, 3), 1);
  EXPECT_EQ(moves.image(2, 10), 4);  // C: cell 10's block to cell 4, the others one cell right
  EXPECT_EQ(moves.image(2, 4), 5);
  EXPECT_EQ(moves.image(3, 19), 13);  // D: row 4
  EXPECT_EQ(moves.image(3, 13), 14);
}

TEST(RotationGameBoard, EToHUndoBADC) {
  const puzzle::PermutationGenerators moves = puzzle::rotation_game_generators();
  const int undone_by[8] = {5, 4, 7, 6, 1, 0, 3, 2};  // A-F, B-E, C-H, D-G
  for (int move = 0; move < 8; ++move) {
    EXPECT_EQ(moves.inverse(move), undone_by[move]);
    for (int cell = 0; cell < 24; ++cell) EXPECT_EQ(moves.image(undone_by[move], moves.image(move, cell)), cell);
  }
}

TEST(RotationGameBoard, CentreIsTheEightInnerCells) {
  const int centre[8] = {6, 7, 8, 11, 12, 15, 16, 17};
  std::uint32_t mask = 0;
  for (int cell : centre) mask |= 1u << cell;
  EXPECT_EQ(puzzle::rotation_game_centre, mask);
}

// Replays letters on a board of symbols: the block on cell c goes to image(move, c).
std::vector<int> after(std::vector<int> board, const std::string& letters) {
  const puzzle::PermutationGenerators moves = puzzle::rotation_game_generators();
  for (const char letter : letters) {
    std::vector<int> moved(24);
    for (int cell = 0; cell < 24; ++cell)
      moved[static_cast<std::size_t>(moves.image(letter - 'A', cell))] = board[static_cast<std::size_t>(cell)];
    board = moved;
  }
  return board;
}

TEST(RotationGameBoard, SampleAnswersFillTheCentre) {
  const std::vector<int> first = {1, 1, 1, 1, 3, 2, 3, 2, 3, 1, 3, 2, 2, 3, 1, 2, 2, 2, 3, 1, 2, 1, 3, 3};
  const std::vector<int> second = {1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3};
  for (const auto& sample : {std::make_pair(first, std::string("AC")), std::make_pair(second, std::string("DDHH"))}) {
    const std::vector<int> board = after(sample.first, sample.second);
    for (int cell : {6, 7, 8, 11, 12, 15, 16, 17}) EXPECT_EQ(board[static_cast<std::size_t>(cell)], 2) << sample.second;
  }
}

TEST(RotationGameBoard, Letters) {
  EXPECT_EQ(puzzle::rotation_game_letters(std::vector<int>()), "");
  EXPECT_EQ(puzzle::rotation_game_letters({0, 2, 7, 3}), "ACHD");
}

}  // namespace
