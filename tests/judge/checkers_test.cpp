#include "judge/checkers.hpp"

#include <gtest/gtest.h>

#include "judge/problems.hpp"

namespace {

// The checkers as the problems use them.
judge::CheckResult check_output(const char* problem, bool strict, const std::string& input, const std::string& output,
                                const std::string& answer) {
  return judge::check_output(judge::find_problem(problem)->checker, strict, input, output, answer);
}
judge::CheckResult check_lines(int lines_per_case, bool strict, const std::string& output, const std::string& answer) {
  return judge::check_output(judge::line_checker(lines_per_case), strict, "", output, answer);
}

TEST(JudgedLines, DropBlanksAtLineEndsAndEmptyLinesAtTheEnd) {
  EXPECT_EQ(judge::judged_lines("a \r\n b\t\n\n\n"), (std::vector<std::string>{"a", " b"}));
  EXPECT_EQ(judge::judged_lines("a"), (std::vector<std::string>{"a"}));
  EXPECT_TRUE(judge::judged_lines("\n\n").empty());
}

TEST(CheckLines, AcceptsTrailingBlanksAndAMissingFinalNewline) {
  EXPECT_TRUE(check_lines(1, false, "2 \r\n3", "2\n3\n").accepted);
}

TEST(CheckLines, NamesTheCaseOfTheFirstDifference) {
  EXPECT_EQ(check_lines(1, false, "2\n4\n", "2\n3\n").why, "case 2: expected '3', got '4'");
  EXPECT_EQ(check_lines(2, false, "Case 1: 2\ndd\nCase 2: 8\nur\n", "Case 1: 2\ndd\nCase 2: 8\nurrulldr\n").why,
            "case 2: expected 'urrulldr', got 'ur'");
  EXPECT_EQ(check_lines(1, false, "2\n", "2\n3\n").why, "case 2: expected '3', got end of output");
  EXPECT_EQ(check_lines(1, false, "2\n3\n", "2\n").why, "expected end of output after 1 lines, got '3'");
  EXPECT_EQ(check_lines(1, false, " 2\n", "2\n").why, "case 1: expected '2', got ' 2'");
}

TEST(CheckLines, ShowsSpacesAsSpacesAndOtherBlanksEscaped) {
  EXPECT_EQ(check_lines(1, false, "Case #7: 9\n", "Case #7: 8\n").why,
            "case 1: expected 'Case #7: 8', got 'Case #7: 9'");
  EXPECT_EQ(check_lines(1, false, "Case\t#7: 8\n", "Case #7: 8\n").why,
            "case 1: expected 'Case #7: 8', got 'Case\\x09#7: 8'");
}

const std::string eight_input = "2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 8 7 x\n1 2 3 4 5 6 7 8 x\n";
const std::string eight_answer = "dlurullddrurdllurdr\nunsolvable\n\n";

TEST(CheckEight, AcceptsAnySolutionAsTheSpecialJudgeDoes) {
  EXPECT_TRUE(check_output("eight", false, eight_input, eight_answer, eight_answer).accepted);
  // POJ's published answer, of the same length; and a longer one; the solved board's line may be left out
  EXPECT_TRUE(check_output("eight", false, eight_input, "ullddrurdllurdruldr\nunsolvable\n", eight_answer).accepted);
  EXPECT_TRUE(
      check_output("eight", false, eight_input, "ullddrurdllurdruldrud\nunsolvable\nlr\n", eight_answer).accepted);
}

TEST(CheckEight, SaysWhyAMoveStringIsWrong) {
  const auto why = [](const std::string& output) {
    return check_output("eight", false, eight_input, output, eight_answer).why;
  };
  EXPECT_EQ(why("dlurullddrurdllurd\nunsolvable\n\n"), "case 1: 'dlurullddrurdllurd' does not reach the goal");
  EXPECT_EQ(why("r\n"), "case 1: move 1 of 'r' ('r') takes the blank off the board");
  EXPECT_EQ(why("dlx\n"), "case 1: move 3 of 'dlx' ('x') is not a move letter");
  EXPECT_EQ(why("unsolvable\n"), "case 1: the board is solvable, got 'unsolvable'");
  EXPECT_EQ(why("dlurullddrurdllurdr\nlr\n"), "case 2: expected 'unsolvable' (the board is unsolvable), got 'lr'");
  EXPECT_EQ(why("dlurullddrurdllurdr\n"), "case 2: expected 'unsolvable' (the board is unsolvable), got an empty line");
  EXPECT_EQ(why(eight_answer + "\n\nud\n"), "expected end of output after 3 lines, got an empty line");
}

TEST(CheckEight, StrictDemandsTheCanonicalAnswer) {
  EXPECT_TRUE(check_output("eight", true, eight_input, eight_answer, eight_answer).accepted);
  EXPECT_EQ(check_output("eight", true, eight_input, "ullddrurdllurdruldr\nunsolvable\n\n", eight_answer).why,
            "case 1: expected exactly 'dlurullddrurdllurdr' (--strict: shortest, smallest, byte for byte), got "
            "'ullddrurdllurdruldr'");
  EXPECT_EQ(check_output("eight", true, eight_input, "dlurullddrurdllurdr\nunsolvable\n", eight_answer).why,
            "case 3: expected exactly '' (--strict: shortest, smallest, byte for byte), got end of output");
  EXPECT_EQ(check_lines(1, true, "2\n3", "2\n3\n").why,
            "--strict: expected the output to end with one newline, as the answer does");
}

const std::string fifteen_input =
    "2\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n13 1 2 4\n5 0 3 7\n9 6 10 12\n15 8 11 14\n";
const std::string fifteen_answer = "LLLDRDRDR\nThis puzzle is not solvable.\n";

TEST(CheckFifteen, AcceptsAnySolutionOfAtMost50Moves) {
  EXPECT_TRUE(check_output("fifteen", false, fifteen_input, fifteen_answer, fifteen_answer).accepted);
  const std::string padded = "LLLDRDRDRUDUDUDUDUDUDUDUDUDUD";
  EXPECT_TRUE(check_output("fifteen", false, fifteen_input, padded + "\nThis puzzle is not solvable.\n", fifteen_answer)
                  .accepted);
  std::string too_long = "LLLDRDRDR";
  for (int i = 0; i < 21; ++i) too_long += "UD";
  EXPECT_EQ(
      check_output("fifteen", false, fifteen_input, too_long + "\nThis puzzle is not solvable.\n", fifteen_answer).why,
      "case 1: 51 moves, the judge accepts at most 50");
  EXPECT_EQ(check_output("fifteen", false, fifteen_input, "lllDRDRDR\n", fifteen_answer).why,
            "case 1: move 1 of 'lllDRDRDR' ('l') is not a move letter");
  EXPECT_EQ(check_output("fifteen", false, fifteen_input, "LLLDRDRDR\nunsolvable\n", fifteen_answer).why,
            "case 2: expected 'This puzzle is not solvable.' (the board is unsolvable), got 'unsolvable'");
}

// mipt091's verdict-and-moves judge: YES and any solution under 1000 moves, YES alone for the goal,
// NO exactly when unsolvable.
TEST(CheckMipt091, AcceptsYesAndAnySolutionOrNoWhenUnsolvable) {
  const std::string near_goal = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15\n";
  EXPECT_TRUE(check_output("mipt091", false, near_goal, "YES\nr\n", "YES\nr\n").accepted);
  EXPECT_TRUE(check_output("mipt091", false, near_goal, "YES\nrlr\n", "YES\nr\n").accepted);
  EXPECT_EQ(check_output("mipt091", false, near_goal, "YES\nl\n", "YES\nr\n").why,
            "case 1: 'l' does not reach the goal");
  EXPECT_EQ(check_output("mipt091", false, near_goal, "YES\n", "YES\nr\n").why,
            "case 1: an empty line does not reach the goal");
  EXPECT_EQ(check_output("mipt091", false, near_goal, "NO\n", "YES\nr\n").why,
            "case 1: the board is solvable, got 'NO'");
  EXPECT_EQ(check_output("mipt091", false, near_goal, "yes\nr\n", "YES\nr\n").why,
            "case 1: expected YES or 'NO', got 'yes'");
  std::string too_long = "r";
  for (int i = 0; i < 500; ++i) too_long += "lr";
  EXPECT_EQ(check_output("mipt091", false, near_goal, "YES\n" + too_long + "\n", "YES\nr\n").why,
            "case 1: 1001 moves, the judge accepts at most 999");
  EXPECT_EQ(check_output("mipt091", false, near_goal, "YES\nr\nr\n", "YES\nr\n").why,
            "expected end of output after 2 lines, got 'r'");

  const std::string goal = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n";
  EXPECT_TRUE(check_output("mipt091", false, goal, "YES\n", "YES\n").accepted);
  const std::string swapped = "2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n";
  EXPECT_TRUE(check_output("mipt091", false, swapped, "NO\n", "NO\n").accepted);
  EXPECT_EQ(check_output("mipt091", false, swapped, "YES\n", "NO\n").why,
            "case 1: expected 'NO' (the board is unsolvable), got 'YES'");
}

// poj3240's move-string judge on boards of any side: any solution, "No Answer!" exactly when unsolvable.
TEST(CheckPoj3240, ReplaysMovesOnBoardsOfAnySide) {
  const std::string sample = "2\n3 1\n2 0\n";
  EXPECT_TRUE(check_output("poj3240", false, sample, "LURD\n", "LURD\n").accepted);
  EXPECT_EQ(check_output("poj3240", false, sample, "LU\n", "LURD\n").why, "case 1: 'LU' does not reach the goal");
  EXPECT_EQ(check_output("poj3240", false, sample, "No Answer!\n", "LURD\n").why,
            "case 1: the board is solvable, got 'No Answer!'");
  const std::string five = "5\n1 2 3 4 5\n6 7 8 9 10\n11 12 13 14 15\n16 17 18 19 20\n21 22 23 0 24\n";
  EXPECT_TRUE(check_output("poj3240", false, five, "R\n", "R\n").accepted);
  EXPECT_EQ(check_output("poj3240", false, five, "RR\n", "R\n").why,
            "case 1: move 2 of 'RR' ('R') takes the blank off the board");
}

const char uva652_input[] = "3\n\n1 2 3 4 5 6 7 8 x\n\n8 1 2\nx 4 3\n7 6 5\n\n2 3 4 1 5 x 7 6 8\n";
const char uva652_answer[] = "\n\nunsolvable\n\nullddrurdllurdruldr\n";

TEST(CheckUva652, AcceptsAnySolutionWithAnEmptyLineBetweenAnswers) {
  EXPECT_TRUE(check_output("uva652", false, uva652_input, uva652_answer, uva652_answer).accepted);
  EXPECT_TRUE(
      check_output("uva652", false, uva652_input, "\n\nunsolvable\n\nullddrurdllurdruldrud\n", uva652_answer).accepted);
  EXPECT_EQ(check_output("uva652", false, uva652_input, "\nunsolvable\n\nullddrurdllurdruldr\n", uva652_answer).why,
            "case 1: expected an empty line after its answer, got 'unsolvable'");
  EXPECT_EQ(
      check_output("uva652", false, uva652_input, "\n\nunsolvable\n\nullddrurdllurdruldr\n\nu\n", uva652_answer).why,
      "expected end of output after 5 lines, got an empty line");
}

const char uva10085_input[] = "1\n\n2 6 4\n1 3 7\n0 5 8\n";
const char uva10085_answer[] = "Puzzle #1\n8 1 5\n7 3 6\n4 0 2\nUURDDRULLURRDLLDRRULULDDRUULDDR\n\n";

TEST(CheckUva10085, AcceptsAFarthestBoardAndAnyMovesThatReachIt) {
  EXPECT_TRUE(check_output("uva10085", false, uva10085_input, uva10085_answer, uva10085_answer).accepted);
  EXPECT_TRUE(check_output("uva10085", false, uva10085_input,
                           "Puzzle #1\n8 1 5\n7 3 6\n4 0 2\nUURDDRULLURRDLLDRRULULDDRUULDDRLR\n", uva10085_answer)
                  .accepted);
}

TEST(CheckUva10085, RejectsANearerBoardOrMovesThatMissIt) {
  const auto why = [](const std::string& output) {
    return check_output("uva10085", false, uva10085_input, output, uva10085_answer).why;
  };
  EXPECT_EQ(why("Puzzle #1\n2 6 4\n1 3 7\n0 5 8\n\n\n"),
            "case 1: the board is 0 moves from the start, the farthest are 31");
  EXPECT_EQ(why("Puzzle #1\n8 1 5\n7 3 6\n4 0 2\nUURDDRULLURRDLLDRRULULDDRUULDDU\n\n"),
            "case 1: 'UURDDRULLURRDLLDRRULULDDRUULDDU' does not reach the board");
  EXPECT_EQ(why("Puzzle #2\n8 1 5\n7 3 6\n4 0 2\nUURDDRULLURRDLLDRRULULDDRUULDDR\n\n"),
            "case 1: expected 'Puzzle #1', got 'Puzzle #2'");
  EXPECT_EQ(why("Puzzle #1\n8 1 5\n7 3 6\n4 0 2\nUURDDRULLURRDLLDRRULULDDRUULDDR\nx\n"),
            "case 1: expected an empty line after the moves, got 'x'");
}

const std::string poj1475_input = "3 3\nT..\n.B.\n..S\n1 3\nSBT\n1 3\nBST\n0 0\n";
const std::string poj1475_answer = "Maze #1\nnWswN\n\nMaze #2\nE\n\nMaze #3\nImpossible.\n\n";

TEST(CheckPoj1475, AcceptsAnyAnswerWithTheFewestPushesThenMoves) {
  EXPECT_TRUE(check_output("poj1475", false, poj1475_input, poj1475_answer, poj1475_answer).accepted);
  // The other tie of 2 pushes and 5 moves; no blank line after the last maze.
  EXPECT_TRUE(check_output("poj1475", false, poj1475_input, "Maze #1\nwNenW\n\nMaze #2\nE\n\nMaze #3\nImpossible.",
                           poj1475_answer)
                  .accepted);
}

TEST(CheckPoj1475, RejectsMorePushesMoreWalksIllegalMovesAndAMissingBlankLine) {
  const std::string rest = "\nMaze #2\nE\n\nMaze #3\nImpossible.\n";
  const auto why = [](const std::string& output) {
    return check_output("poj1475", false, poj1475_input, output, poj1475_answer).why;
  };
  const auto first = [&](const std::string& moves) { return why("Maze #1\n" + moves + "\n" + rest); };
  EXPECT_EQ(first("W"), "case 1: move 1 (W): no box to push");
  EXPECT_EQ(first("nw"), "case 1: move 2 (w): walks into the box");
  EXPECT_EQ(first("nWW"), "case 1: move 3 (W): pushes the box into rock or off the maze");
  EXPECT_EQ(first("e"), "case 1: move 1 (e): into rock or off the maze");
  EXPECT_EQ(first("nW"), "case 1: the moves leave the box off the target");
  EXPECT_EQ(first("x"), "case 1: move 1: expected one of N S W E n s w e, got 'x'");
  EXPECT_EQ(first("nsnWswN"), "case 1: 7 moves in all, the fewest for 2 pushes are 5");
  EXPECT_EQ(first("Impossible."), "case 1: expected moves, got 'Impossible.'");
  EXPECT_EQ(why("Maze #1\nnWswN\nMaze #2\nE\n\nMaze #3\nImpossible.\n"),
            "case 1: expected a blank line after the answer, got 'Maze #2'");
  EXPECT_EQ(why("Maze #1\nnWswN\n\nMaze #2\nE\n\nMaze #3\nE\n"), "case 3: expected Impossible., got 'E'");
  EXPECT_EQ(why("Maze #2\nnWswN\n"), "case 1: expected 'Maze #1', got 'Maze #2'");
  EXPECT_EQ(why(poj1475_answer + "Maze #4\n"), "expected end of output after the last maze, got an empty line");
  EXPECT_EQ(check_output("poj1475", false, "0 0\n", "x\n", "").why,
            "expected end of output after the last maze, got 'x'");
  const std::string longer_input = "3 4\n....\nSB..\n...T\n0 0\n";  // EEneS: 3 pushes, 5 moves
  EXPECT_EQ(check_output("poj1475", false, longer_input, "Maze #1\nEneesWnwwsEEneS\n", "Maze #1\nEEneS\n").why,
            "case 1: 5 pushes, the fewest are 3");
}

}  // namespace
