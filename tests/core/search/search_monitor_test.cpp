// Tests of search_monitor.hpp through the three searches that report to it: one level call per IDA*
// iteration, A* f value and breadth-first depth, in increasing order, whose nodes add up to the
// search's; then one searched() call with the totals; nothing without a monitor.
#include "puzzle/search/search_monitor.hpp"

#include <gtest/gtest.h>

#include "puzzle/search/a_star.hpp"
#include "puzzle/search/breadth_first_search.hpp"
#include "puzzle/search/ida_star.hpp"
#include "puzzle/sliding/tiles/sliding_puzzle.hpp"
#include "recording_monitor.hpp"
#include "search_test_boards.hpp"

namespace {

void expect_levels_add_up(const monitor_test::RecordingMonitor& monitor, const char* kind, std::uint64_t expanded,
                          bool found) {
  ASSERT_FALSE(monitor.levels.empty());
  for (std::size_t i = 0; i < monitor.levels.size(); ++i) {
    EXPECT_EQ(monitor.levels[i].kind, kind);
    if (i > 0) {
      EXPECT_GT(monitor.levels[i].value, monitor.levels[i - 1].value);
    }
  }
  EXPECT_EQ(monitor.level_nodes(), expanded);
  ASSERT_EQ(monitor.searches.size(), 1u);
  EXPECT_EQ(monitor.searches[0].expanded, expanded);
  EXPECT_EQ(monitor.searches[0].found, found);
  EXPECT_EQ(monitor.searches[0].stopped, !found);  // these searches end found or out of budget
}

TEST(SearchMonitor, EachSearchReportsItsLevelsAndTotals) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  for (const eight_oracle::Board& board : search_test::random_solvable_eight_boards(20, 5)) {
    const puzzle::SlidingState start = model.make_state(board.data());
    const int distance = eight_oracle::distances().at(eight_oracle::encode(board));

    monitor_test::RecordingMonitor ida;
    const puzzle::SearchResult<puzzle::SlideMove> by_ida =
        ida_star(model, start, puzzle::IdaStarOptions<>().monitored_by(&ida));
    expect_levels_add_up(ida, "threshold", by_ida.expanded, true);
    ASSERT_FALSE(ida.levels.empty() || ida.searches.empty());  // before back() and [0] below
    EXPECT_EQ(ida.levels.back().value, distance);              // IDA* stops in the iteration of the distance
    EXPECT_EQ(ida.searches[0].kept, static_cast<std::uint64_t>(distance) + 1);  // the path
    EXPECT_EQ(ida.searches[0].bytes, 0u);

    monitor_test::RecordingMonitor astar;
    const puzzle::SearchResult<puzzle::SlideMove> by_astar =
        a_star(model, start, puzzle::AStarOptions().monitored_by(&astar));
    expect_levels_add_up(astar, "f", by_astar.expanded, true);
    ASSERT_FALSE(astar.levels.empty() || astar.searches.empty());  // before back() and [0] below
    EXPECT_EQ(astar.levels.back().value, distance);                // f of the goal: its distance
    EXPECT_GT(astar.searches[0].kept, by_astar.expanded);
    EXPECT_GT(astar.searches[0].bytes, astar.searches[0].kept * sizeof(puzzle::SlidingState));

    monitor_test::RecordingMonitor bfs;
    const puzzle::SearchResult<puzzle::SlideMove> by_bfs =
        breadth_first_search(model, start, puzzle::BreadthFirstOptions().monitored_by(&bfs));
    expect_levels_add_up(bfs, "depth", by_bfs.expanded, true);
    ASSERT_FALSE(bfs.levels.empty() || bfs.searches.empty());  // before back() and [0] below
    EXPECT_EQ(bfs.levels.back().value, distance - 1);          // the goal is found as the last depth is expanded
    EXPECT_EQ(bfs.levels.front().value, 0);
    EXPECT_EQ(bfs.levels.front().nodes, 1u);
  }
}

TEST(SearchMonitor, IdaStarReportsTheIterationItStoppedInWhenOutOfBudget) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const std::uint8_t far[9] = {8, 6, 7, 2, 5, 4, 3, 0, 1};  // 31 moves
  monitor_test::RecordingMonitor monitor;
  const puzzle::SearchResult<puzzle::SlideMove> cut =
      ida_star(model, model.make_state(far), puzzle::IdaStarOptions<>().budget(1000).monitored_by(&monitor));
  EXPECT_TRUE(cut.stopped);
  expect_levels_add_up(monitor, "threshold", cut.expanded, false);
}

}  // namespace
