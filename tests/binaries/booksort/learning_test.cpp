// The learning options of `booksort` end to end: --show draws the shelf after each block move of a
// sorting the binary finds (the answer is only a count), which the test replays by doing what each
// label says (block_sort_fixtures.hpp): every label is a block move of the shelf before it, every
// picture the shelf it gives, as many moves as the answer, and the last shelf sorted; nothing is drawn
// for "5 or more". --stats reports the table's one build and each shelf's search, and adds up;
// stdout is unchanged by either option.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "block_sort_fixtures.hpp"
#include "learning_fixtures.hpp"

namespace {

using block_sort_oracle::Shelf;

std::string line_of(const Shelf& shelf) {
  std::string line;
  for (std::size_t i = 0; i < shelf.size(); ++i) line += (i > 0 ? " " : "") + std::to_string(shelf[i]);
  return line;
}

// Shelves of 1-15 books, 0 to 6 random block moves from sorted: every answer 0-4 and "5 or more".
std::vector<Shelf> shelves() {
  std::mt19937 random(3460);
  std::vector<Shelf> all;
  for (int n = 1; n <= 15; ++n)
    for (int moves = 0; moves <= 6; ++moves) all.push_back(block_sort_oracle::random_walk(n, moves, random));
  return all;
}

std::string input_of(const std::vector<Shelf>& all) {
  std::string input = std::to_string(all.size()) + "\n";
  for (const Shelf& shelf : all) input += std::to_string(shelf.size()) + "\n" + line_of(shelf) + "\n";
  return input;
}

TEST(BooksortLearning, ShowSortsTheShelfInAsManyMovesAsTheAnswer) {
  const std::vector<Shelf> all = shelves();
  const learning_test::PlainAndLearning runs = learning_test::run_plain_and(BOOKSORT_BINARY, "--show", input_of(all));
  const learning_test::Run &plain = runs.plain, &shown = runs.learning;
  ASSERT_EQ(plain.out.size(), all.size());
  std::size_t at = 0;
  std::vector<int> answers(6, 0);  // how many shelves answered 0-4, and "5 or more"
  for (std::size_t i = 0; i < all.size(); ++i) {
    ASSERT_LT(at, shown.out.size());
    const std::string answer = shown.out[at++];
    EXPECT_EQ(answer, plain.out[i]);
    if (answer == "5 or more") {  // nothing drawn: the next line is the next answer
      ++answers[5];
      continue;
    }
    const std::size_t moves = std::stoul(answer);
    ASSERT_LE(moves, 4u);
    ++answers[moves];
    const std::vector<learning_test::Picture> pictures = learning_test::read_show(shown.out, at, moves + 1, 1);
    ASSERT_EQ(pictures.size(), moves + 1);
    Shelf shelf = all[i];
    EXPECT_EQ(pictures[0].label, "start");
    EXPECT_EQ(pictures[0].lines, std::vector<std::string>(1, line_of(shelf)));
    for (std::size_t k = 1; k < pictures.size(); ++k) {
      const std::string label = learning_test::move_of(pictures[k], k);
      ASSERT_TRUE(block_sort_oracle::apply_label(shelf, label)) << "shelf " << i + 1 << ": '" << label << "'";
      ASSERT_EQ(pictures[k].lines, std::vector<std::string>(1, line_of(shelf))) << "shelf " << i + 1 << ", move " << k;
    }
    EXPECT_EQ(shelf, block_sort_oracle::sorted_shelf(static_cast<int>(shelf.size()))) << "shelf " << i + 1;
  }
  EXPECT_EQ(at, shown.out.size());
  for (int answer = 0; answer <= 5; ++answer) EXPECT_GT(answers[answer], 0) << answer;
}

TEST(BooksortLearning, StatsReportTheTableOnceAndEachSearch) {
  const std::vector<Shelf> all = shelves();
  const learning_test::PlainAndLearning runs = learning_test::run_plain_and(BOOKSORT_BINARY, "--stats", input_of(all));
  const learning_test::Stats report = learning_test::stats_of(runs, all.size(), 1);
  ASSERT_EQ(report.cases.size(), all.size());
  EXPECT_TRUE(learning_test::case_says(report.cases[0], ": build: block-move distances of the reduced permutations"));
  for (std::size_t i = 0; i < all.size(); ++i) {
    const std::string& answer = runs.plain.out[i];
    EXPECT_EQ(report.cases[i].answer,
              answer == "5 or more" ? answer : answer + (answer == "1" ? " block move" : " block moves"));
    EXPECT_TRUE(learning_test::case_says(report.cases[i], ": IDA* on the reduced permutations' table"));
  }
  EXPECT_TRUE(learning_test::some_line_matches(runs.learning.err, "  built: 40,320 entries, *"));
}

}  // namespace
