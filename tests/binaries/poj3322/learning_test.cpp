// The learning options of `poj3322` end to end: --show draws the map along the rolls, the block as
// 'B'; the test replays each labelled roll (N, S, W, E) with its own geometry on the cells drawn and
// checks the block ends standing on the target, in as many rolls as the answer; --stats reports each
// map's search by depth and adds up, stdout unchanged; poj3322 has no --method.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "learning_fixtures.hpp"

namespace {

typedef std::pair<int, int> Cell;

const std::vector<std::vector<std::string>> learning_maps = {
    {"#######", "#..X###", "#..##O#", "#....E#", "#....E#", "#.....#", "#######"},  // the sample: 10
    {"#####", "#X..#", "#X.O#", "#.E.#", "#####"},                                  // lies across O first: 6
    {"####", "#XO#", "####"},                                                       // Impossible
    {"#####", "#XXO#", "#####"}};                                                   // 1 roll

std::string input_of() {
  std::string input;
  for (const auto& map : learning_maps) {
    input += std::to_string(map.size()) + " " + std::to_string(map[0].size()) + "\n";
    for (const std::string& row : map) input += row + "\n";
  }
  return input + "0 0\n";
}

std::vector<Cell> block_cells(const std::vector<std::string>& lines) {
  std::vector<Cell> cells;
  for (std::size_t r = 0; r < lines.size(); ++r)
    for (std::size_t c = 0; c < lines[r].size(); ++c)
      if (lines[r][c] == 'B') cells.push_back({static_cast<int>(r), static_cast<int>(c)});
  return cells;
}

// The cells the block covers after rolling `direction` (N S W E) from `cells` (one or two, in order).
std::vector<Cell> rolled(const std::vector<Cell>& cells, char direction) {
  const int dr = direction == 'N'   ? -1
                 : direction == 'S' ? 1
                                    : 0,
            dc = direction == 'W'   ? -1
                 : direction == 'E' ? 1
                                    : 0;
  std::vector<Cell> next;
  if (cells.size() == 1) {
    next = {{cells[0].first + dr, cells[0].second + dc}, {cells[0].first + 2 * dr, cells[0].second + 2 * dc}};
  } else if ((cells[0].first != cells[1].first) == (dr != 0)) {
    const Cell far = dr + dc > 0 ? cells[1] : cells[0];
    next = {{far.first + dr, far.second + dc}};
  } else {
    next = {{cells[0].first + dr, cells[0].second + dc}, {cells[1].first + dr, cells[1].second + dc}};
  }
  std::sort(next.begin(), next.end());
  return next;
}

TEST(Poj3322Learning, ShowRollsTheBlockOntoTheTarget) {
  const learning_test::Run plain = learning_test::run(POJ3322_BINARY, "", input_of());
  const learning_test::Run shown = learning_test::run(POJ3322_BINARY, "--show", input_of());
  ASSERT_EQ(shown.status, 0);
  ASSERT_EQ(plain.out, (std::vector<std::string>{"10", "6", "Impossible", "1"}));
  std::size_t at = 0;
  for (std::size_t i = 0; i < learning_maps.size(); ++i) {
    ASSERT_LT(at, shown.out.size());
    const std::string answer = shown.out[at++];
    ASSERT_EQ(answer, plain.out[i]);
    if (answer == "Impossible") continue;
    const std::size_t moves = std::stoul(answer);
    const std::vector<learning_test::Picture> pictures =
        learning_test::read_show(shown.out, at, moves + 1, learning_maps[i].size());
    ASSERT_EQ(pictures.size(), moves + 1);
    std::vector<Cell> block = block_cells(pictures[0].lines);
    std::vector<Cell> start;
    for (std::size_t r = 0; r < learning_maps[i].size(); ++r)
      for (std::size_t c = 0; c < learning_maps[i][r].size(); ++c)
        if (learning_maps[i][r][c] == 'X') start.push_back({static_cast<int>(r), static_cast<int>(c)});
    EXPECT_EQ(block, start);
    for (std::size_t k = 1; k < pictures.size(); ++k) {
      const std::string move = learning_test::move_of(pictures[k], k);
      ASSERT_EQ(move.size(), 1u);
      block = rolled(block, move[0]);
      ASSERT_EQ(block_cells(pictures[k].lines), block) << "map " << i + 1 << ", roll " << k;
    }
    ASSERT_EQ(block.size(), 1u);
    EXPECT_EQ(learning_maps[i][static_cast<std::size_t>(block[0].first)][static_cast<std::size_t>(block[0].second)],
              'O');
  }
  EXPECT_EQ(at, shown.out.size());
}

TEST(Poj3322Learning, StatsReportTheSearchByDepth) {
  const learning_test::Run plain = learning_test::run(POJ3322_BINARY, "", input_of());
  const learning_test::Run run = learning_test::run(POJ3322_BINARY, "--stats", input_of());
  ASSERT_EQ(run.status, 0);
  EXPECT_EQ(run.out, plain.out);
  const learning_test::Stats report = learning_test::parse_stats(run.err);
  ASSERT_EQ(report.cases.size(), learning_maps.size());
  EXPECT_TRUE(learning_test::case_says(report.cases[0], "  depth 9: "));
  EXPECT_EQ(report.cases[0].answer, "10 moves");
  EXPECT_EQ(report.cases[2].answer, "Impossible (the block never stands on the target)");
  EXPECT_EQ(report.cases[3].answer, "1 move");
}

TEST(Poj3322Learning, HasNoMethodsToChoose) {
  const learning_test::Run run = learning_test::run(POJ3322_BINARY, "--method bfs", "0 0\n");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, std::vector<std::string>(1, "poj3322: unknown argument '--method' (try --help)"));
}

}  // namespace
