// Shared by the oracle tests of the 4 x 4 toggle binaries (poj1753, poj2965), written apart from the
// core: a plain breadth-first search over the 2^16 boards (bit r * 4 + c a cell), a press on a cell
// turning over the cells of its mask (the rule, written in each test), and a board as the judges write
// it. The search: O(2^16 x 16) steps, 256 KB.
#ifndef PUZZLE_TESTS_TOGGLE_ORACLE_HPP
#define PUZZLE_TESTS_TOGGLE_ORACLE_HPP

#include <array>
#include <deque>
#include <string>
#include <vector>

namespace toggle_oracle {

const int cells = 16;
const int unreached = -1;

// Every board's fewest presses from the nearest of `sources`, a press on cell k turning over the
// cells of press_masks[k]; unreached where none leads.
inline std::vector<int> distances(const std::vector<int>& sources, const std::array<int, cells>& press_masks) {
  std::vector<int> distance(1 << cells, unreached);
  std::deque<int> queue(sources.begin(), sources.end());
  for (int source : sources) distance[source] = 0;
  while (!queue.empty()) {
    const int board = queue.front();
    queue.pop_front();
    for (int mask : press_masks) {
      const int next = board ^ mask;
      if (distance[next] == unreached) {
        distance[next] = distance[board] + 1;
        queue.push_back(next);
      }
    }
  }
  return distance;
}

// The 4 rows of a board, a line each: `set` for a cell whose bit is set, else `clear`.
inline std::string board_text(int board, char set, char clear) {
  std::string text;
  for (int cell = 0; cell < cells; ++cell) {
    text += board >> cell & 1 ? set : clear;
    if (cell % 4 == 3) text += '\n';
  }
  return text;
}

}  // namespace toggle_oracle

#endif  // PUZZLE_TESTS_TOGGLE_ORACLE_HPP
