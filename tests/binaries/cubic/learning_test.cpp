// The learning options of `cubic` end to end: --show draws the board from above along moves that the
// test replays with its own cubes (rolling between columns swaps the top and column-facing colours,
// between rows the top and row-facing ones), from the start to a position showing the goal target, in
// as many moves as the answer; --stats reports each dataset (the databases built once per start cell
// up to symmetry, IDA*'s thresholds) and adds up, stdout unchanged; cubic has no --method.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "learning_fixtures.hpp"

namespace {

// A position: each cell's cube as its colours on the top, columns and rows axes ("WBR" at the start).
struct Cubes {
  std::string cube[9];
  int empty;
};

Cubes start_position(int empty) {
  Cubes cubes;
  for (std::string& cube : cubes.cube) cube = "WBR";
  cubes.empty = empty;
  return cubes;
}

// The empty square moves by `letter` (d l r u); the cube there rolls into it. False off the board.
bool roll(Cubes& cubes, char letter) {
  const int row = cubes.empty / 3, column = cubes.empty % 3;
  int to = -1;
  if (letter == 'd' && row < 2) to = cubes.empty + 3;
  if (letter == 'u' && row > 0) to = cubes.empty - 3;
  if (letter == 'l' && column > 0) to = cubes.empty - 1;
  if (letter == 'r' && column < 2) to = cubes.empty + 1;
  if (to < 0) return false;
  std::string cube = cubes.cube[to];
  std::swap(cube[0], cube[letter == 'd' || letter == 'u' ? 2 : 1]);
  cubes.cube[cubes.empty] = cube;
  cubes.empty = to;
  return true;
}

// The board from above, as --show draws it.
std::vector<std::string> tops(const Cubes& cubes) {
  std::vector<std::string> lines(3);
  for (int cell = 0; cell < 9; ++cell) {
    if (cell % 3) lines[cell / 3] += ' ';
    lines[cell / 3] += cell == cubes.empty ? '.' : cubes.cube[cell][0];
  }
  return lines;
}

struct Dataset {
  int start;
  std::vector<std::string> goal;  // as tops() draws it, '.' where the goal's E is
};

std::string input_of(const std::vector<Dataset>& datasets) {
  std::string input;
  for (const Dataset& dataset : datasets) {
    input += std::to_string(dataset.start % 3 + 1) + " " + std::to_string(dataset.start / 3 + 1) + "\n";
    for (std::string row : dataset.goal) {
      for (char& c : row) c = c == '.' ? 'E' : c;
      input += row + "\n";
    }
  }
  return input + "0 0\n";
}

// Goals reached by random walks from every start cell, and two that need more than 30 moves.
std::vector<Dataset> datasets() {
  std::mt19937 random(1604);
  std::vector<Dataset> all;
  for (int i = 0; i < 27; ++i) {
    Cubes cubes = start_position(i % 9);
    for (int step = 0; step < 4 + i; ++step) roll(cubes, "dlru"[random() % 4]);
    all.push_back({i % 9, tops(cubes)});
  }
  all.push_back({4, {"R R R", "W . W", "R R R"}});  // the samples' -1
  all.push_back({0, {". W W", "W W W", "W W W"}});  // already there: 0 moves
  return all;
}

TEST(CubicLearning, ShowRollsTheCubesFromTheStartToTheGoalTarget) {
  const std::vector<Dataset> all = datasets();
  const learning_test::Run plain = learning_test::run(CUBIC_BINARY, "", input_of(all));
  const learning_test::Run shown = learning_test::run(CUBIC_BINARY, "--show", input_of(all));
  ASSERT_EQ(shown.status, 0);
  std::size_t at = 0;
  for (std::size_t i = 0; i < all.size(); ++i) {
    ASSERT_LT(at, shown.out.size());
    const std::string answer = shown.out[at++];
    ASSERT_EQ(answer, plain.out[i]);
    const int moves = std::stoi(answer);
    if (moves < 0) continue;
    const std::vector<learning_test::Picture> pictures =
        learning_test::read_show(shown.out, at, static_cast<std::size_t>(moves) + 1, 3);
    ASSERT_EQ(pictures.size(), static_cast<std::size_t>(moves) + 1);
    Cubes cubes = start_position(all[i].start);
    EXPECT_EQ(pictures[0].lines, tops(cubes));
    for (std::size_t k = 1; k < pictures.size(); ++k) {
      const std::string move = learning_test::move_of(pictures[k], k);
      ASSERT_EQ(move.size(), 1u);
      ASSERT_TRUE(roll(cubes, move[0])) << "dataset " << i + 1 << ", move " << k;
      ASSERT_EQ(pictures[k].lines, tops(cubes)) << "dataset " << i + 1 << ", move " << k;
    }
    EXPECT_EQ(tops(cubes), all[i].goal) << "dataset " << i + 1;
  }
  EXPECT_EQ(at, shown.out.size());
}

TEST(CubicLearning, StatsReportTheBuildsAndThresholds) {
  const std::vector<Dataset> all = datasets();
  const learning_test::Run plain = learning_test::run(CUBIC_BINARY, "", input_of(all));
  const learning_test::Run run = learning_test::run(CUBIC_BINARY, "--stats", input_of(all));
  ASSERT_EQ(run.status, 0);
  EXPECT_EQ(run.out, plain.out);
  const learning_test::Stats report = learning_test::parse_stats(run.err);
  ASSERT_EQ(report.cases.size(), all.size());
  EXPECT_EQ(report.builds, 3u);  // a corner, an edge's middle, the centre
  EXPECT_TRUE(learning_test::case_says(report.cases[0], "build: pattern databases of the start cell"));
  EXPECT_TRUE(learning_test::case_says(report.cases[0], "  threshold "));
  for (std::size_t i = 0; i < all.size(); ++i) {
    const int moves = std::stoi(plain.out[i]);
    EXPECT_EQ(report.cases[i].answer, moves < 0 ? "-1 (no position within the move limit shows the target)"
                                                : std::to_string(moves) + (moves == 1 ? " move" : " moves"));
  }
}

TEST(CubicLearning, HasNoMethodsToChoose) {
  const learning_test::Run run = learning_test::run(CUBIC_BINARY, "--method bfs", "0 0\n");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, std::vector<std::string>(1, "cubic: unknown argument '--method' (try --help)"));
}

}  // namespace
