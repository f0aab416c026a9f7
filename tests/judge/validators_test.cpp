#include "judge/validators.hpp"

#include <gtest/gtest.h>

#include <map>

#include "judge/judge_session.hpp"
#include "judge/problems.hpp"
#include "judge_test_files.hpp"

namespace {

class Validators : public TemporaryFolder {
 protected:
  // As `judge PROBLEM --validate` says it.
  static std::string error(const std::string& problem, const std::string& input) {
    const std::string error = judge::validation_error(*judge::find_problem(problem), input);
    return error.empty() ? "" : problem + ": " + error;
  }
};

TEST_F(Validators, AcceptEveryGeneratedTest) {
  std::map<judge::TestSet (*)(const std::filesystem::path&), judge::TestSet> sets;  // profiles share generators
  for (const judge::Problem& problem : judge::problems()) {
    if (sets.count(problem.generate) == 0) sets[problem.generate] = problem.generate(PUZZLE_SOURCE_DIR);
    for (const judge::TestFile& test : sets[problem.generate])
      EXPECT_EQ(error(problem.name, test.input), "") << problem.name << " " << test.name;
  }
}

// Every input a binary rejects (tests/binaries/<binary>/bad_input/), the judge would not give.
TEST_F(Validators, RejectEveryBadInputOfTheBinaries) {
  int checked = 0;
  for (const judge::Problem& problem : judge::problems())
    for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(PUZZLE_SOURCE_DIR) / "tests" /
                                                                 "binaries" / problem.binary / "bad_input"))
      if (entry.path().extension() == ".in") {
        EXPECT_NE(judge::validation_error(problem, judge::read_input(entry.path())), "")
            << problem.name << " " << entry.path();
        ++checked;
      }
  EXPECT_GT(checked, 50);
}

// A judge's profile holds to its judge's layout; the suite's own problem takes any whitespace.
TEST_F(Validators, HoldEachJudgeToItsLayout) {
  const std::string two_boards = "1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 x 8\n", across_lines = "1 2 3\n4 5 6\n7 8 x\n";
  EXPECT_EQ(error("eight", two_boards), "");
  EXPECT_EQ(error("eight", across_lines), "");
  EXPECT_EQ(error("hdu1043", two_boards), "");
  EXPECT_EQ(error("hdu1043", across_lines), "hdu1043: line 1: expected 9 tokens on each line, got 3");
  EXPECT_EQ(error("hdu1043", "1 2 3 4 5 6 7 8 x\n\n1 2 3 4 5 6 7 x 8\n"),
            "hdu1043: line 2: expected 9 tokens on each line, got 0");
  EXPECT_EQ(error("poj1077", " 2  3  4  1  5  x  7  6  8\n"), "");
  EXPECT_EQ(error("poj1077", two_boards), "poj1077: case 1: expected end of input after the one board, got '1'");
  EXPECT_EQ(error("acwing179", across_lines), "acwing179: line 1: expected 9 tokens on each line, got 3");
  EXPECT_EQ(error("hdu3567", "1\n12X453786\n12345678X\n"), "");
  EXPECT_EQ(error("hdu3567", "1\n12X453786 12345678X\n"), "hdu3567: line 2: expected 1 token on each line, got 2");
  EXPECT_EQ(error("eight2", "1\n12X453786 12345678X\n"), "");
}

// Files no judge gives: endless, a folder, missing.
TEST_F(Validators, EndOnEveryFile) {
  EXPECT_EQ(error("eight", judge::read_input("/dev/zero")), "eight: expected an input of at most 64 MiB, got more");
  EXPECT_THROW(judge::read_input(dir_), judge::SetupError);
  EXPECT_THROW(judge::read_input(dir_ / "missing"), judge::SetupError);
}

TEST_F(Validators, SayWhatIsWrongInTheBinariesWords) {
  EXPECT_EQ(error("eight", "1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 8 9\n"),
            "eight: case 2: expected a tile 1-8 or x, got '9'");
  EXPECT_EQ(error("eight", "1 2 3 4 5 6 7 8 x 1 2"), "eight: case 2: expected a tile 1-8 or x, input ends");
  EXPECT_EQ(error("eight", " \n"), "eight: case 1: expected a board of 9 tiles 1-8 and x, input is empty");
  EXPECT_EQ(error("eight2", "1\n12X453786\n12345678X\n"), "");
  EXPECT_EQ(
      error("eight2", "1\n12X453786\n12345687X\n"),
      "eight2: case 1: expected a goal reachable from the start (the same inversion parity), got an unreachable one");
  EXPECT_EQ(error("eight2", "201\n"), "eight2: case 1: expected the number of cases T, 1-200, got '201'");
  EXPECT_EQ(error("eight2", "1\n12X453786\n12345678X\nX\n"),
            "eight2: case 2: expected end of input after the 1 cases announced, got 'X'");
  EXPECT_EQ(error("eight2", "1\n12X45378\n"),
            "eight2: case 1: expected a start board of 9 characters 1-8 and X, each once, got '12X45378'");
  EXPECT_EQ(error("fifteen", "1\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 15\n"),
            "fifteen: case 1: expected each tile once, got '15' twice");
  EXPECT_EQ(error("fifteen", "1\n0 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1\n"),
            "fifteen: case 1: expected a board solvable in 45 moves, got one whose Manhattan distance is 58");
  EXPECT_EQ(error("cubic", "1 1\nW W W\nW E W\nW W W\n0 0\n"), "");
  EXPECT_EQ(error("cubic", "1 1\nW W W\nW E W\nW W E\n0 0\n"), "cubic: case 1: expected exactly one E, got 2");
  EXPECT_EQ(error("cubic", "1 1\nW W W\nW E W\nW W W\n"),
            "cubic: case 2: expected a column 1-3 or the closing 0 0, input ends");
  EXPECT_EQ(error("cubic", "0 0\n1"), "cubic: case 1: expected end of input after the closing 0 0, got '1'");
  EXPECT_EQ(error("rotation", "1\n1 2 3 4 5 6 7 8 9\n1 2 * * * * * * 2\n"),
            "rotation: case 1: expected each tile once, got '2' twice");
  EXPECT_EQ(error("rotation", "1\n1 2 3 4 5 6 7 8 9\n1 2 * * * * * * 0\n"),
            "rotation: case 1: expected a tile 1-9 or * in the target, got '0'");
  EXPECT_EQ(error("rotation_game", "1 1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n0\n"),
            "rotation_game: case 1: expected 8 cells of each symbol, got a ninth '1'");
  EXPECT_EQ(error("booksort", "1\n3\n1 3 3\n"), "booksort: case 1: expected each book once, got '3' twice");
  EXPECT_EQ(error("booksort", "1\n16\n"), "booksort: case 1: expected the number of books, 1-15, got '16'");
}

TEST_F(Validators, LimitTheCaseCounts) {
  std::string boards;
  for (int i = 0; i < 31; ++i) boards += "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n";
  EXPECT_EQ(error("rotation_game", boards + "0\n"),
            "rotation_game: case 31: expected the closing 0 after 30 boards, got '1'");
  std::string datasets;
  for (int i = 0; i < 16; ++i) datasets += "1 1 E W W W W W W W W\n";
  EXPECT_EQ(error("cubic", datasets + "0 0\n"), "cubic: case 16: expected the closing 0 0 after 15 datasets, got '1'");
  EXPECT_EQ(error("rotation", "1001\n"), "rotation: case 1: expected the number of cases T, 1-1000, got '1001'");
}

// The four classics of issue 26: one target an input for Magic Squares' judges, not for the suite's
// own; the knights' T 1-10; Square Destroyer's sticks different (beyond the limits, not the format).
TEST_F(Validators, HoldTheClassicsToTheirLimits) {
  const std::string two_targets = "2 6 8 4 5 7 3 1\n1 2 3 4 5 6 7 8\n";
  EXPECT_EQ(error("magic_squares", two_targets), "");
  EXPECT_EQ(error("acwing1107", two_targets),
            "acwing1107: case 2: expected end of input after the one target, got more");
  EXPECT_EQ(error("usaco_msquare", "2 6 8 4 5 7 3 01\n"), "usaco_msquare: case 1: expected a number 1-8, got '01'");
  EXPECT_EQ(error("hdu1430", "12345678\n17245368\n12345678\n"),
            "hdu1430: case 2: expected the target board, 8 digits 1-8 each once, input ends");
  EXPECT_EQ(error("knights", "11\n"), "knights: case 1: expected the number of boards T, 1-10, got '11'");
  EXPECT_EQ(error("knights", "1\n11111 01111 00*11 00001 0000 0\n"), "");
  EXPECT_EQ(error("knights", "1\n1111101111 00*11 00001 00000\n"),
            "knights: case 1: expected a row of 5 cells 0, 1 or *, got '1111101111'");
  EXPECT_EQ(error("square_destroyer", "1\n2\n2 3 3\n"),
            "square_destroyer: case 1: expected k different sticks, got 3 twice");
  EXPECT_EQ(error("square_destroyer", "1\n6\n0\n"),
            "square_destroyer: case 1: expected the grid's size n, 1-5, got '6'");
}

// Bloxorz I: rows read whole up to 500 cells, the binary's messages, the border's '#' a promise of the
// statement (beyond the limits, not the format).
TEST_F(Validators, HoldBloxorzMapsToTheFormatAndTheBorder) {
  const std::string wide_row(500, '#');
  std::string wide = "3 500\n" + wide_row + "\n#XO" + std::string(496, '.') + "#\n" + wide_row + "\n0 0\n";
  EXPECT_EQ(error("poj3322", wide), "");
  EXPECT_EQ(error("poj3322", "3 4\n####\n#XO##\n####\n0 0\n"),
            "poj3322: case 1: expected row 2 of 4 cells, got '#XO##'");
  EXPECT_EQ(error("poj3322", "3 6\n######\n#X.XO#\n######\n0 0\n"),
            "poj3322: case 1: expected one X or two side by side, got two apart");
  EXPECT_EQ(error("poj3322", "3 4\n####\n#XO.\n####\n0 0\n"),
            "poj3322: case 1: expected the first and last rows and columns all '#'");
  EXPECT_EQ(error("acwing172", "3 4\n####\n#XO#\n####\n0 0\n"), "");
}

}  // namespace
