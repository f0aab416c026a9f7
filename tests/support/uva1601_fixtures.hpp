// Shared by the tests of the uva1601 binary (UVa 1601 "The Morning after Halloween"): a map as the
// rows of the statement's characters ('#' a wall, a blank a corridor, a-c the ghosts, A-C their
// targets) with its number of ghosts, and maps written as the judge's input.
#ifndef PUZZLE_TESTS_UVA1601_FIXTURES_HPP
#define PUZZLE_TESTS_UVA1601_FIXTURES_HPP

#include <string>
#include <vector>

namespace uva1601_test {

struct Map {
  int ghosts;
  std::vector<std::string> rows;
};

// Each map's width, height and number of ghosts, then its rows; and the closing "0 0 0".
inline std::string input_of(const std::vector<Map>& maps) {
  std::string text;
  for (const Map& map : maps) {
    text += std::to_string(map.rows[0].size()) + " " + std::to_string(map.rows.size()) + " " +
            std::to_string(map.ghosts) + "\n";
    for (const std::string& row : map.rows) text += row + "\n";
  }
  return text + "0 0 0\n";
}

}  // namespace uva1601_test

#endif  // PUZZLE_TESTS_UVA1601_FIXTURES_HPP
