// ToggleSolver (toggles/toggle_solver.hpp): the answer's cells ascending and their count the fewest,
// checked against trying every press set on small boards of both shapes, with the all-on goal taken
// only where the case asks for either colour (and all off winning a tie); the reduction made once per
// geometry and again when the geometry changes, as the monitor hears it.
#include "puzzle/toggles/toggle_solver.hpp"

#include <gtest/gtest.h>

#include <bitset>
#include <cstdint>
#include <vector>

#include "puzzle/toggles/press_pattern.hpp"
#include "recording_monitor.hpp"

namespace {

using puzzle::ToggleCase;
using puzzle::ToggleGeometry;

// The fewest presses from `lights` to `goal` (-1: none), trying every press set.
int fewest_by_every_set(const ToggleGeometry& g, std::uint32_t lights, std::uint32_t goal) {
  const puzzle::PressPattern pattern(g);
  int fewest = -1;
  for (std::uint32_t set = 0; set < (1u << g.cells()); ++set) {
    const int count = static_cast<int>(std::bitset<32>(set).count());
    if (pattern.pressed(lights, set) == goal && (fewest < 0 || count < fewest)) fewest = count;
  }
  return fewest;
}

TEST(ToggleSolver, FewestPressesToEitherGoalOnSmallBoards) {
  puzzle::ToggleSolver solver;
  for (puzzle::PressShape shape : {puzzle::press_plus, puzzle::press_cross})
    for (int rows = 1; rows <= 3; ++rows)
      for (int cols = 2; cols <= 3; ++cols) {
        const ToggleGeometry g = {rows, cols, shape};
        const puzzle::PressPattern pattern(g);
        for (std::uint32_t lights = 0; lights < (1u << g.cells()); ++lights)
          for (bool either : {false, true}) {
            const ToggleCase question = {g, lights, either, {'0', '1'}};
            const puzzle::ToggleSolver::Answer answer = solver.solve(question);
            const int off = fewest_by_every_set(g, lights, 0), on = fewest_by_every_set(g, lights, g.all_cells());
            const int fewest = !either || on < 0 ? off : off < 0 ? on : std::min(off, on);
            ASSERT_EQ(answer.found, fewest >= 0) << rows << "x" << cols << " " << lights;
            if (!answer.found) continue;
            ASSERT_EQ(static_cast<int>(answer.moves.size()), fewest);
            std::uint32_t presses = 0;
            for (std::size_t i = 0; i < answer.moves.size(); ++i) {
              if (i > 0) {
                ASSERT_LT(answer.moves[i - 1], answer.moves[i]);
              }
              presses |= 1u << answer.moves[i];
            }
            const std::uint32_t after = pattern.pressed(lights, presses);
            ASSERT_TRUE(after == 0 || (either && after == g.all_cells()));
            if (either && off == on) {
              ASSERT_EQ(after, 0u) << "a tie goes to all off";
            }
          }
      }
}

TEST(ToggleSolver, ReducesOncePerGeometry) {
  monitor_test::RecordingMonitor monitor;
  puzzle::ToggleSolver solver;
  solver.set_monitor(&monitor);
  const ToggleGeometry flip = {4, 4, puzzle::press_plus}, lights_out = {5, 6, puzzle::press_plus};
  solver.solve(ToggleCase{flip, 1u, true, {'w', 'b'}});
  solver.solve(ToggleCase{flip, 3u, true, {'w', 'b'}});
  EXPECT_EQ(monitor.builds.size(), 1u);
  solver.solve(ToggleCase{lights_out, 1u, false, {'0', '1'}});
  EXPECT_EQ(monitor.builds.size(), 2u);
  EXPECT_EQ(monitor.built_entries, (std::vector<std::uint64_t>{16, 30}));
  // Flip Game: two goals, 16 press sets each where found; Lights Out: one goal, one set.
  ASSERT_EQ(monitor.searches.size(), 2u + 2u + 1u);
  EXPECT_EQ(monitor.searches.back().expanded, 1u);
  EXPECT_EQ(monitor.level_nodes(), monitor.searches[0].expanded + monitor.searches[1].expanded +
                                       monitor.searches[2].expanded + monitor.searches[3].expanded + 1u);
}

}  // namespace
