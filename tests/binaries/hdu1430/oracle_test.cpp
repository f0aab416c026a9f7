// Oracle test of the hdu1430 binary (HDU 1430, Magic Squares between two boards) against the textbook's
// breadth-first search written in the test (magic_squares_fixtures.hpp): 20,000 random pairs and every
// board paired with itself and with its 3 neighbours, the pieces renamed as the textbook does; 20 pairs
// against a search from their own start, with no renaming; and the judge's sample.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "magic_squares_fixtures.hpp"
#include "run_binary.hpp"

namespace {

std::string random_board(std::mt19937& random) {
  std::string board = "12345678";
  std::shuffle(board.begin(), board.end(), random);
  return board;
}

void expect_answers(const std::vector<std::pair<std::string, std::string>>& pairs, bool search_each_start) {
  std::string input;
  for (const auto& pair : pairs) input += pair.first + "\n" + pair.second + "\n";
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(HDU1430_BINARY, input, lines), 0);
  ASSERT_EQ(lines.size(), pairs.size());
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    const std::string expected = search_each_start
                                     ? magic_squares_oracle::first_shortest_from(pairs[i].first).at(pairs[i].second)
                                     : magic_squares_oracle::first_shortest(pairs[i].first, pairs[i].second);
    ASSERT_EQ(lines[i], expected) << pairs[i].first << " -> " << pairs[i].second;
  }
}

TEST(Hdu1430Oracle, RandomPairsAndNeighbours) {
  std::mt19937 random(1430);
  std::vector<std::pair<std::string, std::string>> pairs;
  for (int i = 0; i < 20000; ++i) pairs.emplace_back(random_board(random), random_board(random));
  for (int i = 0; i < 2000; ++i) {
    const std::string board = random_board(random);
    pairs.emplace_back(board, board);
    for (char letter : std::string("ABC")) pairs.emplace_back(board, magic_squares_oracle::after_move(board, letter));
  }
  expect_answers(pairs, false);
}

TEST(Hdu1430Oracle, PairsAgainstASearchFromTheirOwnStart) {
  std::mt19937 random(2730);
  std::vector<std::pair<std::string, std::string>> pairs;
  for (int i = 0; i < 20; ++i) pairs.emplace_back(random_board(random), random_board(random));
  expect_answers(pairs, true);
}

TEST(Hdu1430Oracle, JudgeSample) { expect_answers({{"12345678", "17245368"}, {"12345678", "82754631"}}, true); }

}  // namespace
