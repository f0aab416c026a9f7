#include "judge/generators.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

#include "judge/problems.hpp"
#include "judge/problems/booksort.hpp"
#include "judge/problems/eight.hpp"
#include "judge/problems/fifteen.hpp"
#include "judge/problems/rotation.hpp"

namespace {

std::vector<long> histogram(const std::vector<std::int8_t>& distance) {
  std::vector<long> count;
  for (std::int8_t d : distance)
    if (d >= 0) {
      if (static_cast<std::size_t>(d) >= count.size()) count.resize(static_cast<std::size_t>(d) + 1);
      ++count[static_cast<std::size_t>(d)];
    }
  return count;
}

TEST(PermutationBfs, EightPuzzleDistancesAreOeisA089473) {
  EXPECT_EQ(histogram(judge::distances_from(judge::goal_board(3), judge::sliding_neighbours)),
            (std::vector<long>{1,     2,     4,     8,     16,    20,   39,   62,   116,   152,   286,
                               396,   748,   1024,  1893,  2512,  4485, 5638, 9529, 10878, 16993, 17110,
                               23952, 20224, 24047, 15578, 14560, 6274, 3910, 760,  221,   2}));
}

TEST(PermutationBfs, RotationDistancesAreTheSuitesHistogram) {  // docs/binaries/rotation.md
  EXPECT_EQ(histogram(judge::distances_from(judge::in_order(9), judge::rotation_neighbours)),
            (std::vector<long>{1, 12, 96, 736, 5208, 28674, 89497, 54741, 2475}));
}

TEST(Generators, EightsHardestAreThe31MoveBoards) {
  const std::vector<judge::Tiles> farthest = judge::eight_farthest(0);
  EXPECT_EQ(judge::eight_boards(farthest), "6 4 7 8 5 x 3 2 1\n8 6 7 2 5 4 3 x 1\n");
}

TEST(Generators, KorfsBoardsHaveTheJudgesGoal) {
  const std::vector<judge::Tiles> boards = judge::korf_boards();
  ASSERT_EQ(boards.size(), 10u);
  // Korf's 14 1 9 6 / 4 8 12 5 / 7 2 3 0 / 10 11 13 15 (his goal: blank first), turned and renamed
  EXPECT_EQ(judge::board_text(boards[0], "0", 4), "1 3 5 6\n0 13 14 9\n11 4 8 12\n10 7 15 2\n");
  for (const judge::Tiles& board : boards) {
    EXPECT_TRUE(judge::is_solvable(board));
    EXPECT_LE(judge::manhattan_distance(board), judge::fifteen_judge_moves);
  }
}

TEST(Generators, BlockMovesKeepAShelf) {
  judge::Random random(1);
  judge::Tiles books = judge::sorted_books(15);
  for (int i = 0; i < 100; ++i) {
    judge::random_block_move(random, books);
    judge::Tiles sorted = books;
    std::sort(sorted.begin(), sorted.end());
    ASSERT_EQ(sorted, judge::sorted_books(15));
  }
}

TEST(Generators, AreTheSameEveryRun) {
  std::set<judge::TestSet (*)(const std::filesystem::path&)> checked;  // profiles share generators
  for (const judge::Problem& problem : judge::problems()) {
    if (!checked.insert(problem.generate).second) continue;
    const judge::TestSet first = problem.generate(PUZZLE_SOURCE_DIR), second = problem.generate(PUZZLE_SOURCE_DIR);
    ASSERT_EQ(first.size(), second.size()) << problem.name;
    std::map<std::string, int> names;
    for (std::size_t i = 0; i < first.size(); ++i) {
      EXPECT_EQ(first[i].name, second[i].name);
      EXPECT_EQ(first[i].input, second[i].input) << problem.name << " " << first[i].name;
      EXPECT_EQ(++names[first[i].name], 1) << "two tests named " << first[i].name;
    }
  }
}

// One problem a name: where a judge ID is its binary's name (luogu1379), the judge's profile is the
// suite's problem, listed first among the binary's problems, and no second problem takes the name.
TEST(Problems, OneProblemANameAndTheBinarysFirst) {
  std::map<std::string, int> names;
  for (const judge::Problem& problem : judge::problems())
    EXPECT_EQ(++names[problem.name], 1) << "two problems named " << problem.name;
  for (const char* binary : {"luogu1379", "acwing845", "uva652", "leetcode773", "uva10085"}) {
    const judge::Problem* problem = judge::find_problem(binary);
    ASSERT_NE(problem, nullptr) << binary;
    EXPECT_EQ(problem->binary, binary);
    EXPECT_FALSE(problem->page.empty()) << binary << ": the judge's profile, with its page";
  }
  EXPECT_EQ(judge::find_problem("alds1_13_b")->page, "") << "the suite's own problem, beside aoj_alds1_13_b";
}

}  // namespace
