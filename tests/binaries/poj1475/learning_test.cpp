// The learning options of `poj1475` end to end: --show draws the maze along the moves, the walker as
// 'S', the box as 'B'; the test replays each labelled move (N S W E a push, n s w e a walk) with its
// own rules on the cells drawn and checks the box ends on the target; --stats reports each maze's
// search by depth (its layers of pushes) and sums the answer up, stdout unchanged; poj1475 has no --method.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "learning_fixtures.hpp"

namespace {

typedef std::pair<int, int> Cell;

const std::vector<std::vector<std::string>> learning_mazes = {
    {"SB....T"},  // 5 pushes
    {"SB..#.T"},  // Impossible
    {"###########", "#T##......#", "#.#.#..####", "#....B....#", "#.######..#", "#.....S...#", "###########"},
    {"TSB..", "##..."}};  // the box comes back through its start

std::string input_of() {
  std::string input;
  for (const auto& maze : learning_mazes) {
    input += std::to_string(maze.size()) + " " + std::to_string(maze[0].size()) + "\n";
    for (const std::string& row : maze) input += row + "\n";
  }
  return input + "0 0\n";
}

Cell find(const std::vector<std::string>& lines, char wanted) {
  for (std::size_t r = 0; r < lines.size(); ++r)
    for (std::size_t c = 0; c < lines[r].size(); ++c)
      if (lines[r][c] == wanted) return {static_cast<int>(r), static_cast<int>(c)};
  return {-1, -1};
}

TEST(Poj1475Learning, ShowPushesTheBoxOntoTheTarget) {
  const learning_test::Run plain = learning_test::run(POJ1475_BINARY, "", input_of());
  const learning_test::Run shown = learning_test::run(POJ1475_BINARY, "--show", input_of());
  ASSERT_EQ(shown.status, 0);
  ASSERT_EQ(plain.out, (std::vector<std::string>{"Maze #1", "EEEEE", "", "Maze #2", "Impossible.", "", "Maze #3",
                                                 "eennwwWWWWeeeeeesswwwwwwwnNN", "", "Maze #4", "EseenWWW", ""}));
  std::size_t at = 0;
  for (std::size_t i = 0; i < learning_mazes.size(); ++i) {
    ASSERT_LT(at + 1, shown.out.size());
    ASSERT_EQ(shown.out[at++], plain.out[3 * i]);
    const std::string answer = shown.out[at++];
    ASSERT_EQ(answer, plain.out[3 * i + 1]);
    ASSERT_EQ(shown.out[at++], "");  // the case's own blank line, then the drawing
    if (answer == "Impossible.") continue;
    const std::vector<learning_test::Picture> pictures =
        learning_test::read_show(shown.out, at, answer.size() + 1, learning_mazes[i].size());
    ASSERT_EQ(pictures.size(), answer.size() + 1);
    Cell walker = find(pictures[0].lines, 'S'), box = find(pictures[0].lines, 'B');
    EXPECT_EQ(walker, find(learning_mazes[i], 'S'));
    EXPECT_EQ(box, find(learning_mazes[i], 'B'));
    for (std::size_t k = 1; k < pictures.size(); ++k) {
      const std::string move = learning_test::move_of(pictures[k], k);
      ASSERT_EQ(move, std::string(1, answer[k - 1]));
      const char letter = static_cast<char>(move[0] | 0x20);
      const int dr = letter == 'n' ? -1 : letter == 's' ? 1 : 0, dc = letter == 'w' ? -1 : letter == 'e' ? 1 : 0;
      walker = {walker.first + dr, walker.second + dc};
      ASSERT_EQ(walker == box, move[0] < 'a') << "maze " << i + 1 << ", move " << k;
      if (walker == box) box = {box.first + dr, box.second + dc};
      ASSERT_EQ(find(pictures[k].lines, 'S'), walker) << "maze " << i + 1 << ", move " << k;
      ASSERT_EQ(find(pictures[k].lines, 'B'), box) << "maze " << i + 1 << ", move " << k;
    }
    EXPECT_EQ(box, find(learning_mazes[i], 'T'));
  }
  EXPECT_EQ(at, shown.out.size());
}

TEST(Poj1475Learning, StatsReportTheSearchByPushes) {
  const learning_test::Run plain = learning_test::run(POJ1475_BINARY, "", input_of());
  const learning_test::Run run = learning_test::run(POJ1475_BINARY, "--stats", input_of());
  ASSERT_EQ(run.status, 0);
  EXPECT_EQ(run.out, plain.out);
  const learning_test::Stats report = learning_test::parse_stats(run.err);
  ASSERT_EQ(report.cases.size(), learning_mazes.size());
  EXPECT_TRUE(learning_test::case_says(report.cases[2], "  depth 5: "));
  EXPECT_EQ(report.cases[0].answer, "5 pushes, 5 moves in all");
  EXPECT_EQ(report.cases[1].answer, "Impossible (the box never reaches the target)");
  EXPECT_EQ(report.cases[2].answer, "6 pushes, 28 moves in all");
  EXPECT_EQ(report.cases[3].answer, "4 pushes, 8 moves in all");
}

TEST(Poj1475Learning, HasNoMethodsToChoose) {
  const learning_test::Run run = learning_test::run(POJ1475_BINARY, "--method bfs", "0 0\n");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, std::vector<std::string>(1, "poj1475: unknown argument '--method' (try --help)"));
}

}  // namespace
