// mipt091's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include <stdint.h>

#include <algorithm>

#include "contract_parts.hpp"
#include "large_board_contracts.hpp"
#include "puzzle/io/token_reader.hpp"
#include "puzzle/sliding/tiles/sliding_parity.hpp"

namespace fuzz {
namespace {

// mipt091 answers its one board in one or two lines, so its contract counts lines: line 1 YES or NO,
// line 2 (after YES, unless the board is solved) the blank's moves (u d l r), under 1000, none
// undone at once.
std::string mipt091_line(const std::string* lines, long line_number) {
  if (line_number == 1) return yes_no_answer(lines, line_number);
  if (line_number == 2) return lines[0].empty() ? "an empty move line" : moves_problem(lines[0], "udlr", "durl", 999);
  return "more than two lines";
}

// mipt091's lines for its one board: YES alone for the goal, NO for an unsolvable board, else two.
long mipt091_lines(const Tokens& tokens) {
  static const uint8_t goal[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};
  if (tokens.size() != 16) return 0;  // no board, or not a run that exits 0
  uint8_t tiles[16];
  for (int cell = 0; cell < 16; ++cell) {
    long tile = 0;
    if (!puzzle::parse_natural(tokens[static_cast<std::size_t>(cell)], 15, tile)) return 0;
    tiles[cell] = static_cast<uint8_t>(tile);
  }
  if (std::equal(tiles, tiles + 16, goal) || !puzzle::is_solvable(tiles, goal, 4, 4)) return 1;
  return 2;
}

const ContractRegistration mipt091_registration({"mipt091", 1, mipt091_line, mipt091_lines,
                                                 uncounted_fifteen_boards_admit});

}  // namespace
}  // namespace fuzz
