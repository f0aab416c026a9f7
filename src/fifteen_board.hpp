// What alds1_13_c (AOJ ALDS1_13_C) and mipt091 (acm.mipt.ru 091) read alike: a 4x4 board of 16
// numbers, 0..15 once each (0 the blank), from its first token on, toward 1 2 ... 15 and the blank
// last (driver/permutation_board.hpp says what is bad input). O(16).
#ifndef FIFTEEN_BOARD_HPP
#define FIFTEEN_BOARD_HPP

#include <stdint.h>
#include <string>
#include <vector>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/permutation_board.hpp"
#include "puzzle/sliding/plans/sliding_problem.hpp"

// False after in.fail(...) on bad input.
inline bool read_fifteen_board(puzzle::CaseInput& in, const std::string& first, puzzle::SlidingCase& boards) {
  boards.rows = boards.cols = 4;
  puzzle::standard_goal(16, 15, boards.goal);
  std::vector<uint32_t> tiles;
  puzzle::CaseNumbers numbers(in, first);
  if (!puzzle::read_permutation_board(in, numbers, 16, tiles)) return false;
  for (int cell = 0; cell < 16; ++cell)
    boards.start[cell] = static_cast<uint8_t>(tiles[static_cast<std::size_t>(cell)]);
  return true;
}

#endif  // FIFTEEN_BOARD_HPP
