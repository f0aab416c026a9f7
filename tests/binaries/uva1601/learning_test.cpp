// The learning options of `uva1601` end to end: --show draws the map after each step, ghosts as a, b,
// c; the test replays each step's label (a letter N S W E or - per ghost) on the positions drawn,
// checking the rules (corridor cells, no two on one cell, no swap) and that every ghost ends on its
// target in as many steps as the answer; --stats reports the search by depth (both sides' depths
// added), stdout unchanged.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "learning_fixtures.hpp"
#include "uva1601_fixtures.hpp"

namespace {

using uva1601_test::Map;

const std::vector<Map> learning_maps = {{2, {"#####", "#A#B#", "#   #", "#b#a#", "#####"}},  // the first sample: 7
                                        {3, {"########", "#CBAabc#", "########", "########"}},
                                        {1, {"####", "#a #", "# A#", "####"}}};

// Where each ghost stands in a picture, as row * 100 + column.
std::vector<int> ghosts_in(const std::vector<std::string>& lines, int ghosts) {
  std::vector<int> at(static_cast<std::size_t>(ghosts), -1);
  for (std::size_t r = 0; r < lines.size(); ++r)
    for (std::size_t c = 0; c < lines[r].size(); ++c)
      if (lines[r][c] >= 'a' && lines[r][c] < 'a' + ghosts)
        at[static_cast<std::size_t>(lines[r][c] - 'a')] = static_cast<int>(r * 100 + c);
  return at;
}

TEST(Uva1601Learning, ShowStepsTheGhostsToTheirTargets) {
  const learning_test::Run plain = learning_test::run(UVA1601_BINARY, "", uva1601_test::input_of(learning_maps));
  const learning_test::Run shown = learning_test::run(UVA1601_BINARY, "--show", uva1601_test::input_of(learning_maps));
  ASSERT_EQ(shown.status, 0);
  ASSERT_EQ(plain.out, (std::vector<std::string>{"7", "-1", "2"}));
  std::size_t at = 0;
  for (std::size_t i = 0; i < learning_maps.size(); ++i) {
    ASSERT_LT(at, shown.out.size());
    const std::string answer = shown.out[at++];
    ASSERT_EQ(answer, plain.out[i]);
    if (answer == "-1") continue;
    const std::size_t steps = std::stoul(answer);
    const std::vector<learning_test::Picture> pictures =
        learning_test::read_show(shown.out, at, steps + 1, learning_maps[i].rows.size());
    ASSERT_EQ(pictures.size(), steps + 1);
    std::vector<int> ghosts = ghosts_in(pictures[0].lines, learning_maps[i].ghosts);
    EXPECT_EQ(ghosts, ghosts_in(learning_maps[i].rows, learning_maps[i].ghosts));
    for (std::size_t k = 1; k < pictures.size(); ++k) {
      const std::string move = learning_test::move_of(pictures[k], k);
      ASSERT_EQ(move.size(), static_cast<std::size_t>(learning_maps[i].ghosts));
      std::vector<int> next = ghosts;
      for (std::size_t g = 0; g < next.size(); ++g) {
        const char m = move[g];
        next[g] += m == 'N' ? -100 : m == 'S' ? 100 : m == 'W' ? -1 : m == 'E' ? 1 : 0;
        ASSERT_NE(
            learning_maps[i].rows[static_cast<std::size_t>(next[g] / 100)][static_cast<std::size_t>(next[g] % 100)],
            '#');
      }
      for (std::size_t g = 0; g < next.size(); ++g)
        for (std::size_t h = g + 1; h < next.size(); ++h) {
          ASSERT_NE(next[g], next[h]) << "map " << i + 1 << ", step " << k;
          ASSERT_FALSE(next[g] == ghosts[h] && next[h] == ghosts[g]) << "map " << i + 1 << ", step " << k;
        }
      ghosts = next;
      ASSERT_EQ(ghosts_in(pictures[k].lines, learning_maps[i].ghosts), ghosts) << "map " << i + 1 << ", step " << k;
    }
    for (std::size_t g = 0; g < ghosts.size(); ++g)
      EXPECT_EQ(
          learning_maps[i].rows[static_cast<std::size_t>(ghosts[g] / 100)][static_cast<std::size_t>(ghosts[g] % 100)],
          static_cast<char>('A' + g));
  }
  EXPECT_EQ(at, shown.out.size());
}

TEST(Uva1601Learning, StatsReportTheSearchByDepth) {
  const learning_test::Run plain = learning_test::run(UVA1601_BINARY, "", uva1601_test::input_of(learning_maps));
  const learning_test::Run run = learning_test::run(UVA1601_BINARY, "--stats", uva1601_test::input_of(learning_maps));
  ASSERT_EQ(run.status, 0);
  EXPECT_EQ(run.out, plain.out);
  const learning_test::Stats report = learning_test::parse_stats(run.err);
  ASSERT_EQ(report.cases.size(), learning_maps.size());
  EXPECT_TRUE(learning_test::case_says(report.cases[0], "  depth 7: "));  // the searches meet at 7 steps
  EXPECT_EQ(report.cases[0].answer, "7 steps");
  EXPECT_EQ(report.cases[1].answer, "-1 (the ghosts can never all reach their targets)");
}

}  // namespace
