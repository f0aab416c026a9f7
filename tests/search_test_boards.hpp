// Shared by the search tests: random solvable 8-puzzle boards, uniformly drawn from the 181,440.
// (Distances and the canonical-path check come from eight_puzzle_fixtures.hpp.)
#ifndef PUZZLE_TESTS_SEARCH_TEST_BOARDS_HPP
#define PUZZLE_TESTS_SEARCH_TEST_BOARDS_HPP

#include <algorithm>
#include <random>
#include <vector>

#include "eight_puzzle_fixtures.hpp"
#include "puzzle/sliding/sliding_parity.hpp"

namespace search_test {

inline std::vector<eight_oracle::Board> random_solvable_eight_boards(int count, unsigned seed) {
  std::mt19937 random(seed);
  std::vector<eight_oracle::Board> boards;
  const eight_oracle::Board goal = eight_oracle::goal();
  while (static_cast<int>(boards.size()) < count) {
    eight_oracle::Board board = goal;
    std::shuffle(board.begin(), board.end(), random);
    if (puzzle::is_solvable(board.data(), goal.data(), 3, 3, std::uint8_t(0))) boards.push_back(board);
  }
  return boards;
}

}  // namespace search_test

#endif  // PUZZLE_TESTS_SEARCH_TEST_BOARDS_HPP
