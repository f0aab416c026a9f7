// Oracle test of the `booksort` binary end to end, against distances computed here without the
// solver's search: every shelf of 1-8 books (46,233 cases in one input) against one breadth-first
// search per n from the sorted shelf; shelves of 15 books at every distance 0-4 and at 5 or more (and
// of 9-14 books), against meeting in the middle (2 moves from each side), chosen with at most 12
// breakpoints so that the binary has to search; and the judge's sample.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "block_sort_fixtures.hpp"
#include "run_binary.hpp"

namespace {

using block_sort_oracle::Shelf;

std::string case_text(const Shelf& shelf) {
  std::string text = std::to_string(shelf.size()) + "\n";
  for (std::size_t i = 0; i < shelf.size(); ++i) text += std::to_string(shelf[i]) + (i + 1 < shelf.size() ? " " : "\n");
  return text;
}

std::string answer(int distance) { return distance <= 4 ? std::to_string(distance) : "5 or more"; }

// Runs the binary on the shelves in one input; expects exit 0 and the answers for `distances`.
void expect_answers(const std::vector<Shelf>& shelves, const std::vector<int>& distances) {
  std::string input = std::to_string(shelves.size()) + "\n";
  for (const Shelf& shelf : shelves) input += case_text(shelf);
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(BOOKSORT_BINARY, input, lines), 0);
  ASSERT_EQ(lines.size(), shelves.size());
  for (std::size_t i = 0; i < shelves.size(); ++i)
    ASSERT_EQ(lines[i], answer(distances[i])) << "case " << i + 1 << ":\n" << case_text(shelves[i]);
}

TEST(BooksortOracle, EveryShelfOfUpToEightBooks) {
  std::vector<Shelf> shelves;
  std::vector<int> distances;
  std::vector<int> count_at(7, 0);
  for (int n = 1; n <= 8; ++n)
    for (const Shelf& shelf : block_sort_oracle::all_shelves(n)) {
      shelves.push_back(shelf);
      distances.push_back(block_sort_oracle::distance_of(shelf));
      ++count_at[static_cast<std::size_t>(distances.back())];
    }
  ASSERT_EQ(shelves.size(), 46233u);  // 1! + 2! + ... + 8!
  // Only shelves of 8 books need 5 moves (7 books: 1 56 770 2,700 1,513 at 0-4 moves; 8 books:
  // 1 84 1,932 13,467 22,000 2,836 at 0-5), so 2,836 cases answer "5 or more".
  EXPECT_EQ(count_at[5], 2836);
  EXPECT_EQ(count_at[6], 0);
  expect_answers(shelves, distances);
}

TEST(BooksortOracle, FifteenBooksAtEveryDistanceAndFewerBooks) {
  std::mt19937 random(3460);
  std::vector<Shelf> shelves;
  std::vector<int> distances;
  for (int n = 9; n <= 15; ++n) {
    const block_sort_oracle::MeetInTheMiddle oracle(n);
    const int per_distance = n == 15 ? 12 : 2;
    for (int distance = 0; distance <= block_sort_oracle::five_or_more; ++distance)
      for (const Shelf& shelf : block_sort_oracle::shelves_at(oracle, n, distance, 12, per_distance, random)) {
        shelves.push_back(shelf);
        distances.push_back(distance);
      }
  }
  expect_answers(shelves, distances);
}

TEST(BooksortOracle, JudgeSample) {
  expect_answers({{1, 3, 4, 6, 2, 5}, {5, 4, 3, 2, 1}, {6, 8, 5, 3, 4, 7, 2, 9, 1, 10}}, {2, 3, 5});
}

}  // namespace
