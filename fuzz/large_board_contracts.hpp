// Pieces the contracts of the large-board binaries (poj2893, hdu3600) and of the 15-puzzles read without
// a count (alds1_13_c, mipt091) share: YES/NO answers, sized boards until an end marker, and fifteen's
// admission for boards without a count. Tools code: C++17. O(tokens) each.
#ifndef PUZZLE_FUZZ_LARGE_BOARD_CONTRACTS_HPP
#define PUZZLE_FUZZ_LARGE_BOARD_CONTRACTS_HPP

#include <cstddef>
#include <string>

#include "contract_parts.hpp"
#include "puzzle/io/token_reader.hpp"

namespace fuzz {

// poj2893, hdu3600, mipt091's first line: YES or NO.
inline std::string yes_no_answer(const std::string* lines, long) {
  return lines[0] == "YES" || lines[0] == "NO" ? "" : "expected YES or NO";
}

// Boards of M x N numbers (M and N first; poj2893) or N x N (N first; hdu3600) until the end marker
// (a first size of 0); a run that exits 0 has read that marker.
template <bool square>
long sized_boards_until_zero(const Tokens& tokens) {
  long boards = 0;
  for (std::size_t first = 0; first < tokens.size() && tokens[first] != "0"; ++boards) {
    long rows = 0, cols = 0;
    if (!puzzle::parse_natural(tokens[first], 999, rows) ||
        (!square && (first + 1 >= tokens.size() || !puzzle::parse_natural(tokens[first + 1], 999, cols))))
      return boards + 1;  // not a run that exits 0
    first += (square ? 1 : 2) + static_cast<std::size_t>(rows * (square ? rows : cols));
  }
  return boards;
}

// alds1_13_c and mipt091 read fifteen's boards without a count before them: admitted as fifteen would
// admit the same boards (so that the walking distance answers every one and no database is built).
inline bool uncounted_fifteen_boards_admit(const Tokens& tokens) {
  Tokens counted(1, std::to_string(tokens.size() / 16));
  counted.insert(counted.end(), tokens.begin(), tokens.end());
  return fifteen_admits(counted);
}

}  // namespace fuzz

#endif  // PUZZLE_FUZZ_LARGE_BOARD_CONTRACTS_HPP
