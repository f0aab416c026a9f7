// Tests of magic_squares_board.hpp and magic_squares_solver.hpp: the moves as the statement shows them
// on 12345678, every answer replays from the start to the target whatever the pieces are called (any
// 8 distinct values: the solver renames them), the farthest boards take 22 moves, boards of
// different pieces are refused, and the three stages (a search per question, the table walked, its
// packed paths) answer every target alike.
#include "puzzle/magic_squares/magic_squares_solver.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>

#include "puzzle/magic_squares/magic_squares_board.hpp"
#include "test_share.hpp"

namespace {

puzzle::MagicSquaresBoard board_of(const std::string& pieces) {
  puzzle::MagicSquaresBoard board;
  for (int cell = 0; cell < 8; ++cell)
    board.piece[cell] = static_cast<std::uint8_t>(pieces[static_cast<std::size_t>(cell)]);
  return board;
}

std::string pieces_of(const puzzle::MagicSquaresBoard& board) { return std::string(board.piece, board.piece + 8); }

TEST(MagicSquaresBoard, MovesAsTheStatementShowsThem) {
  const char* after[3] = {"87654321", "41236785", "17245368"};
  for (int move = 0; move < 3; ++move) {
    puzzle::MagicSquaresBoard board = board_of("12345678");
    puzzle::MagicSquaresMoves().apply(board, move);
    EXPECT_EQ(pieces_of(board), after[move]) << puzzle::magic_squares_letter(move);
  }
}

TEST(MagicSquaresSolver, AnswersReplayToTheTargetWhateverThePiecesAreCalled) {
  puzzle::MagicSquaresSolver solver;
  std::mt19937 random(2730);
  const std::string names = "ZYXWVUTSabcdefgh";
  int farthest = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    std::string start = names.substr(random() % 8, 8), target = start;
    std::shuffle(start.begin(), start.end(), random);
    std::shuffle(target.begin(), target.end(), random);
    const puzzle::MagicSquaresCase question = {board_of(start), board_of(target)};
    const puzzle::MagicSquaresAnswer answer = solver.solve(question);
    puzzle::MagicSquaresBoard board = question.start;
    for (int i = 0; i < answer.length; ++i) puzzle::MagicSquaresMoves().apply(board, answer.moves[i]);
    ASSERT_EQ(pieces_of(board), target) << start << " -> " << target;
    farthest = std::max(farthest, answer.length);
  }
  EXPECT_LE(farthest, puzzle::magic_squares_max_moves);
  EXPECT_GE(farthest, 18);
}

TEST(MagicSquaresSolverDeathTest, RefusesBoardsOfDifferentPieces) {
  puzzle::MagicSquaresSolver solver;
  const puzzle::MagicSquaresCase other_pieces = {board_of("12345678"), board_of("12345679")};
  EXPECT_DEATH(solver.solve(other_pieces), "the same 8 distinct pieces");
  const puzzle::MagicSquaresCase repeated = {board_of("12345677"), board_of("12345678")};
  EXPECT_DEATH(solver.solve(repeated), "the same 8 distinct pieces");
}

// The search per question (what a run of a few targets takes), the table walked a move at a time
// (what a few hundred take) and its packed paths (what many take) give the same answer on every one
// of the 40,320 targets: where the solver switches never changes an answer.
TEST(MagicSquaresSolver, SearchWalkedAndPackedPathsAgreeOnEveryTarget) {
  puzzle::MagicSquaresSolver searching(~0ull, ~0u), walking(0, ~0u), packed(0, 0);
  puzzle::MagicSquaresCase question;
  question.start = question.target = board_of("12345678");
  int targets = 0;
  do {
    if (test_share::runs(targets++)) {
      const puzzle::MagicSquaresAnswer a = walking.solve(question), b = packed.solve(question),
                                       c = searching.solve(question);
      ASSERT_EQ(a.length, b.length) << pieces_of(question.target);
      ASSERT_TRUE(std::equal(a.moves, a.moves + a.length, b.moves)) << pieces_of(question.target);
      ASSERT_EQ(c.length, a.length) << pieces_of(question.target);
      ASSERT_TRUE(std::equal(a.moves, a.moves + a.length, c.moves)) << pieces_of(question.target);
    }
  } while (std::next_permutation(question.target.piece, question.target.piece + 8));
  EXPECT_EQ(targets, 40320);
}

}  // namespace
