// The learning options of `uva11212` end to end: --show draws the paragraphs after each operation of
// an ordering the binary finds (the answer is only a count), which the test replays by doing what each
// label says (block_sort_fixtures.hpp): every label is a cut-and-paste of the order before it, every
// picture the order it gives, as many operations as the answer, and the last order sorted. --stats
// reports the table's one build and each case's search, and adds up; stdout is unchanged by either
// option.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "block_sort_fixtures.hpp"
#include "learning_fixtures.hpp"

namespace {

using block_sort_oracle::Shelf;

std::string line_of(const Shelf& order) {
  std::string line;
  for (std::size_t i = 0; i < order.size(); ++i) line += (i > 0 ? " " : "") + std::to_string(order[i]);
  return line;
}

// Orders of 2-9 paragraphs, 0 to 6 random operations from sorted: every answer 0-5.
std::vector<Shelf> orders() {
  std::mt19937 random(11212);
  std::vector<Shelf> all;
  for (int n = 2; n <= 9; ++n)
    for (int moves = 0; moves <= 6; ++moves) all.push_back(block_sort_oracle::random_walk(n, moves, random));
  Shelf reversed;
  for (int paragraph = 9; paragraph >= 1; --paragraph) reversed.push_back(paragraph);
  all.push_back(reversed);  // 5 operations
  return all;
}

std::string input_of(const std::vector<Shelf>& all) {
  std::string input;
  for (const Shelf& order : all) input += std::to_string(order.size()) + "\n" + line_of(order) + "\n";
  return input + "0\n";
}

// The m of "Case k: m", or -1.
int count_of(const std::string& answer, std::size_t case_number) {
  const std::string prefix = "Case " + std::to_string(case_number) + ": ";
  return answer.compare(0, prefix.size(), prefix) == 0 ? std::stoi(answer.substr(prefix.size())) : -1;
}

TEST(Uva11212Learning, ShowOrdersTheParagraphsInAsManyOperationsAsTheAnswer) {
  const std::vector<Shelf> all = orders();
  const learning_test::PlainAndLearning runs = learning_test::run_plain_and(UVA11212_BINARY, "--show", input_of(all));
  const learning_test::Run &plain = runs.plain, &shown = runs.learning;
  ASSERT_EQ(plain.out.size(), all.size());
  std::size_t at = 0;
  std::vector<int> answers(6, 0);  // how many orders answered 0-5
  for (std::size_t i = 0; i < all.size(); ++i) {
    ASSERT_LT(at, shown.out.size());
    const std::string answer = shown.out[at++];
    EXPECT_EQ(answer, plain.out[i]);
    const int moves = count_of(answer, i + 1);
    ASSERT_GE(moves, 0) << answer;
    ASSERT_LE(moves, 5);
    ++answers[static_cast<std::size_t>(moves)];
    const std::vector<learning_test::Picture> pictures =
        learning_test::read_show(shown.out, at, static_cast<std::size_t>(moves) + 1, 1);
    ASSERT_EQ(pictures.size(), static_cast<std::size_t>(moves) + 1);
    Shelf order = all[i];
    EXPECT_EQ(pictures[0].label, "start");
    EXPECT_EQ(pictures[0].lines, std::vector<std::string>(1, line_of(order)));
    for (std::size_t k = 1; k < pictures.size(); ++k) {
      const std::string label = learning_test::move_of(pictures[k], k);
      ASSERT_TRUE(block_sort_oracle::apply_label(order, label)) << "case " << i + 1 << ": '" << label << "'";
      ASSERT_EQ(pictures[k].lines, std::vector<std::string>(1, line_of(order))) << "case " << i + 1 << ", move " << k;
    }
    EXPECT_EQ(order, block_sort_oracle::sorted_shelf(static_cast<int>(order.size()))) << "case " << i + 1;
  }
  EXPECT_EQ(at, shown.out.size());
  for (int answer = 0; answer <= 5; ++answer) EXPECT_GT(answers[static_cast<std::size_t>(answer)], 0) << answer;
}

TEST(Uva11212Learning, StatsReportTheTableOnceAndEachSearch) {
  const std::vector<Shelf> all = orders();
  const learning_test::PlainAndLearning runs = learning_test::run_plain_and(UVA11212_BINARY, "--stats", input_of(all));
  const learning_test::Stats report = learning_test::stats_of(runs, all.size(), 1);
  ASSERT_EQ(report.cases.size(), all.size());
  EXPECT_TRUE(learning_test::case_says(report.cases[0], ": build: block-move distances of the reduced permutations"));
  for (std::size_t i = 0; i < all.size(); ++i) {
    const int moves = count_of(runs.plain.out[i], i + 1);
    EXPECT_EQ(report.cases[i].answer, std::to_string(moves) + (moves == 1 ? " block move" : " block moves"));
    EXPECT_TRUE(learning_test::case_says(report.cases[i], ": IDA* on the reduced permutations' table"));
  }
  EXPECT_TRUE(learning_test::some_line_matches(runs.learning.err, "  built: 40,320 entries, *"));
}

}  // namespace
