// Tests of sliding_solver.hpp (and the strategies of sliding_strategy.hpp, sliding_table_lookup.hpp,
// database_search.hpp, pruned_database_search.hpp): every strategy, alone or in a plan, gives the
// canonical answer (the 8-puzzle oracle; on the 15-puzzle, agreement with IDA* on the walking
// distance); any goal is renamed to the standard goal of its blank cell without changing the letters;
// the ski rental hands boards on once a budget is spent or cannot pay, and builds nothing for easy
// boards; parity refuses; the learners' methods (sliding_methods.hpp) answer, bfs and astar stopping
// at their bound.
#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/sliding/plans/sliding_methods.hpp"
#include "puzzle/sliding/plans/sliding_solver.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "eight_puzzle_fixtures.hpp"
#include "recording_monitor.hpp"
#include "search_test_boards.hpp"
#include "puzzle/sliding/plans/eight_puzzle_pair_plan.hpp"
#include "puzzle/sliding/plans/eight_puzzle_plan.hpp"
#include "puzzle/sliding/plans/fifteen_puzzle_plan.hpp"

namespace {

const std::uint8_t goal4[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};

// Strategies as the binaries' plans have them, with other budgets; and the tables alone.
puzzle::SlidingStrategy manhattan(std::uint64_t budget = puzzle::no_node_budget) {
  puzzle::SlidingStrategy strategy = puzzle::eight_puzzle_plan().front();
  strategy.budget = budget;
  return strategy;
}
puzzle::SlidingStrategy walking(std::uint64_t budget = puzzle::no_node_budget) {
  puzzle::SlidingStrategy strategy = puzzle::eight_puzzle_pair_plan().front();
  strategy.budget = budget;
  return strategy;
}
puzzle::SlidingStrategy table() { return puzzle::eight_puzzle_plan().back(); }
puzzle::SlidingStrategy databases() { return puzzle::eight_puzzle_pair_plan().back(); }
puzzle::SlidingStrategy pruned_databases() { return puzzle::fifteen_puzzle_plan().back(); }
template <puzzle::TilePatterns (*patterns)()>
puzzle::SlidingStrategy databases_of() {
  puzzle::SlidingStrategy strategy = databases();
  strategy.make = &puzzle::make_database_search<patterns>;
  return strategy;
}
puzzle::TilePatterns small_patterns() { return {{1, 2, 3, 4}, {5, 6, 9, 10}, {7, 8, 11, 12}, {13, 14, 15}}; }
puzzle::TilePatterns three_patterns() { return {{1, 2, 3}, {4, 5, 6}, {7, 8}}; }
puzzle::SlidingPlan plan_of(const puzzle::SlidingStrategy& first) { return puzzle::SlidingPlan(1, first); }
puzzle::SlidingPlan plan_of(const puzzle::SlidingStrategy& first, const puzzle::SlidingStrategy& second) {
  puzzle::SlidingPlan plan(1, first);
  plan.push_back(second);
  return plan;
}

std::string solve(puzzle::SlidingSolver& solver, const std::uint8_t* start, const std::uint8_t* goal) {
  std::vector<puzzle::SlideMove> moves;
  const puzzle::SlidingOutcome outcome = solver.solve(start, goal, moves);
  if (outcome == puzzle::sliding_unsolvable) return "unsolvable";
  if (outcome == puzzle::sliding_stopped) return "stopped";
  return puzzle::slide_letters(moves);
}

// Boards a random walk of `steps` moves away from the 15-puzzle's goal (so at most that far).
std::vector<std::vector<std::uint8_t>> random_walk_boards(int count, int steps, unsigned seed) {
  std::vector<std::vector<std::uint8_t>> boards;
  const puzzle::SlidingPuzzle model(4, 4, goal4);
  for (int i = 0; i < count; ++i) {
    std::vector<std::uint8_t> tiles(goal4, goal4 + 16);
    search_test::random_slide_walk(model, tiles.data(), steps, seed + static_cast<unsigned>(i),
                                   [](const puzzle::SlidingState&, puzzle::SlideMove, int) {});
    boards.push_back(tiles);
  }
  return boards;
}

TEST(SlidingSolver, EveryStrategyAndPlanIsCanonicalOnTheEightPuzzle) {
  const std::uint8_t* goal = eight_oracle::goal().data();
  std::vector<puzzle::SlidingPlan> plans = {plan_of(manhattan()),
                                            plan_of(walking()),
                                            plan_of(table()),
                                            plan_of(databases()),
                                            plan_of(databases_of<three_patterns>()),
                                            plan_of(manhattan(20000), table()),  // switch part-way
                                            plan_of(walking(2000), databases()),
                                            puzzle::eight_puzzle_plan(),
                                            puzzle::eight_puzzle_pair_plan()};
  for (const puzzle::SlidingPlan& plan : plans) {
    puzzle::SlidingSolver solver(3, 3, plan);
    for (const eight_oracle::Board& board : search_test::random_solvable_eight_boards(150, 21))
      ASSERT_EQ(eight_oracle::check_canonical(board, solve(solver, board.data(), goal)), "") << plan.back().name;
  }
}

// A pair whose goal has its blank on cell 8 can be renamed so that the goal is 1..8 x: the oracle's.
TEST(SlidingSolver, AnyGoalIsRenamedToTheStandardGoalOfItsBlankCell) {
  puzzle::SlidingSolver adaptive(3, 3, plan_of(walking(2000), databases()));
  puzzle::SlidingSolver searching(3, 3, plan_of(manhattan()));
  puzzle::SlidingSolver tables(3, 3, plan_of(table()));
  std::mt19937 random(3567);
  for (int trial = 0; trial < 300; ++trial) {
    eight_oracle::Board start = eight_oracle::goal(), goal = eight_oracle::goal();
    std::shuffle(start.begin(), start.end(), random);
    std::shuffle(goal.begin(), goal.end(), random);
    const std::string answer = solve(tables, start.data(), goal.data());
    ASSERT_EQ(solve(searching, start.data(), goal.data()), answer);
    ASSERT_EQ(solve(adaptive, start.data(), goal.data()), answer);
    if (goal[8] != 0) continue;
    eight_oracle::Board renamed;  // tile t becomes the oracle goal's tile on t's goal cell
    for (int cell = 0; cell < 9; ++cell) {
      const int t = start[static_cast<std::size_t>(cell)];
      const int goal_cell = static_cast<int>(std::find(goal.begin(), goal.end(), t) - goal.begin());
      renamed[static_cast<std::size_t>(cell)] = eight_oracle::goal()[static_cast<std::size_t>(goal_cell)];
    }
    if (answer == "unsolvable") {
      ASSERT_EQ(eight_oracle::distances().count(eight_oracle::encode(renamed)), 0u);
    } else {
      ASSERT_EQ(eight_oracle::check_canonical(renamed, answer), "");
    }
  }
  // HDU 3567 sample 2: 564178X23 to 7568X4123 is urrulldr.
  const std::uint8_t start[9] = {5, 6, 4, 1, 7, 8, 0, 2, 3}, goal[9] = {7, 5, 6, 8, 0, 4, 1, 2, 3};
  EXPECT_EQ(solve(tables, start, goal), "urrulldr");
}

// The databases of `fifteen` (5-5-5 with reflection, with and without move pruning) and smaller ones:
// a wrong entry would show as an answer other than IDA* on the walking distance gives.
TEST(SlidingSolver, FifteenPuzzleDatabasesAgreeWithTheWalkingDistance) {
  puzzle::SlidingSolver searching(4, 4, plan_of(walking()));
  std::vector<puzzle::SlidingPlan> plans = {
      plan_of(databases_of<puzzle::fifteen_puzzle_patterns>()), plan_of(pruned_databases()),
      plan_of(walking(300), databases_of<small_patterns>()), puzzle::fifteen_puzzle_plan()};
  for (const puzzle::SlidingPlan& plan : plans) {
    puzzle::SlidingSolver solver(4, 4, plan);
    for (const std::vector<std::uint8_t>& board : random_walk_boards(30, 70, 10181))
      ASSERT_EQ(solve(solver, board.data(), goal4), solve(searching, board.data(), goal4)) << plan.back().name;
  }
}

TEST(SlidingSolver, RentsUntilTheBudgetIsSpentThenBuildsOnceAndKeepsIt) {
  monitor_test::RecordingMonitor monitor;
  puzzle::SlidingSolver solver(3, 3, plan_of(manhattan(3000), table()));
  solver.set_monitor(&monitor);
  for (const eight_oracle::Board& board : search_test::random_solvable_eight_boards(40, 22))
    solve(solver, board.data(), eight_oracle::goal().data());
  ASSERT_EQ(monitor.methods.size(), 40u);
  EXPECT_EQ(monitor.methods.front(), "IDA* on Manhattan distance");  // each board finished...
  EXPECT_EQ(monitor.methods.back(), "table look-up");                // ...until the budget is spent
  EXPECT_EQ(monitor.builds.size(), 1u);
  EXPECT_EQ(std::count(monitor.methods.begin(), monitor.methods.end(), "table look-up"),
            static_cast<std::ptrdiff_t>(monitor.looked_up_entries.size()));
}

TEST(SlidingSolver, ASearchThatGivesUpHandsItsBoardOnAndTheNextStrategyAnswersFromThen) {
  monitor_test::RecordingMonitor monitor;
  puzzle::SlidingSolver solver(3, 3, plan_of(walking(200000), databases()));
  solver.set_monitor(&monitor);
  const eight_oracle::Board hardest = {{8, 6, 7, 2, 5, 4, 3, 0, 1}}, easy = {{1, 2, 3, 4, 5, 6, 7, 0, 8}};
  puzzle::SlidingSolver tight(3, 3, plan_of(walking(50), databases()));
  tight.set_monitor(&monitor);
  EXPECT_EQ(eight_oracle::check_canonical(hardest, solve(tight, hardest.data(), eight_oracle::goal().data())), "");
  EXPECT_EQ(solve(tight, easy.data(), eight_oracle::goal().data()), "r");
  EXPECT_EQ(monitor.methods, std::vector<std::string>({"IDA* on walking distance", "IDA* on additive pattern databases",
                                                       "IDA* on additive pattern databases"}));
  EXPECT_TRUE(monitor.searches.front().stopped);
  monitor = monitor_test::RecordingMonitor();
  EXPECT_EQ(solve(solver, easy.data(), eight_oracle::goal().data()), "r");
  EXPECT_EQ(monitor.methods, std::vector<std::string>({"IDA* on walking distance"}));
  EXPECT_TRUE(monitor.builds.empty());
}

TEST(SlidingSolver, EasyBoardsNeverBuildAndUnsolvableOnesAreRefused) {
  monitor_test::RecordingMonitor monitor;
  puzzle::SlidingSolver solver(4, 4, puzzle::fifteen_puzzle_plan());
  solver.set_monitor(&monitor);
  const std::uint8_t one_move[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15};
  const std::uint8_t swapped[16] = {2, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};
  EXPECT_EQ(solve(solver, one_move, goal4), "r");
  EXPECT_EQ(solve(solver, goal4, goal4), "");
  EXPECT_EQ(solve(solver, swapped, goal4), "unsolvable");
  EXPECT_EQ(monitor.methods.back(), "inversion parity: no sequence of moves reaches the goal");
  EXPECT_TRUE(monitor.builds.empty());
}

TEST(SlidingSolver, TheLearnersMethodsAnswerAndBfsAndAStarStopAtTheirBound) {
  const char* const* names = puzzle::sliding_methods();
  std::vector<std::string> listed;
  for (; *names != nullptr; ++names) listed.push_back(*names);
  EXPECT_EQ(listed, std::vector<std::string>({"default", "bfs", "astar", "idastar", "pdb"}));
  const eight_oracle::Board hardest = {{8, 6, 7, 2, 5, 4, 3, 0, 1}};
  const std::uint8_t* goal = eight_oracle::goal().data();
  for (const std::string& method : listed) {
    puzzle::SlidingSolver solver(3, 3, plan_of(table()));
    if (method != "default") solver.use_plan(puzzle::sliding_method_plan(method, 3, 3, 4000000));
    for (const eight_oracle::Board& board : search_test::random_solvable_eight_boards(20, 23)) {
      const std::string answer = solve(solver, board.data(), goal);
      if (method == "astar")  // shortest, not always canonical
        EXPECT_EQ(static_cast<int>(answer.size()), eight_oracle::distances().at(eight_oracle::encode(board)));
      else
        EXPECT_EQ(eight_oracle::check_canonical(board, answer), "") << method;
    }
    if (method != "default") solver.use_plan(puzzle::sliding_method_plan(method, 3, 3, 1000));
    const bool keeps_nodes = method == "bfs" || method == "astar";
    EXPECT_EQ(solve(solver, hardest.data(), goal) == "stopped", keeps_nodes) << method;
  }
}

TEST(SlidingSolverDeathTest, RefusesABoardWithATileTwiceAnEmptyPlanAndAnUnknownMethod) {
  puzzle::SlidingSolver solver(3, 3, plan_of(manhattan()));
  const std::uint8_t twice[9] = {1, 2, 3, 4, 5, 6, 7, 7, 0};
  std::vector<puzzle::SlideMove> moves;
  EXPECT_DEATH(solver.solve(eight_oracle::goal().data(), twice, moves), "each tile once");
  EXPECT_DEATH(solver.solve(twice, eight_oracle::goal().data(), moves), "each tile once");
  EXPECT_DEATH(solver.use_plan(puzzle::SlidingPlan()), "1-4 strategies");
  EXPECT_DEATH(puzzle::sliding_method_plan("dijkstra", 3, 3, 1000), "one of sliding_methods");
  EXPECT_DEATH(puzzle::sliding_method_plan("default", 3, 3, 1000), "one of sliding_methods");
}

}  // namespace
