// Walking distance of R x C sliding boards (Takahashi Ken'ichiro, 2002; "WD" in the 15-puzzle
// literature): along one axis a board is reduced to how many tiles of each goal line (row, or
// column) stand in each line, and which line holds the blank; a move of the blank to the next line
// brings one tile of some goal line into the blank's line. The fewest such moves to the goal
// (breadth-first from it: 24,964 states for 4x4) bound the moves along that axis; a move crosses
// lines of one axis only, so the two axes add up to an admissible estimate, never below Manhattan
// distance (which counts each tile's lines alone, as if the others were not there).
// This header: the table of one axis; the model that keeps a board's place in both is
// sliding_walking_puzzle.hpp. Memory: 17 bytes a state, and 20 to 28 bytes a state to find a board's
// state (4x4: about 1 MB); built once, O(states x moves). O(1) per move.
#ifndef PUZZLE_WALKING_DISTANCE_HPP
#define PUZZLE_WALKING_DISTANCE_HPP

#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/util/row_numbering.hpp"

namespace puzzle {

// One axis: `lines` lines of `length` cells, the blank's goal in line blank_goal_line.
class WalkingDistanceTable {
 public:
  static const int max_lines = 4;

  // Precondition: 2 <= lines, length <= max_lines; 0 <= blank_goal_line < lines.
  // Room for 4x4's 24,964 states from the start: growing the numbering 6 times costs a tenth of the build.
  WalkingDistanceTable(int lines, int length, int blank_goal_line) : codes_(2, 32768) {
    assert(lines >= 2 && lines <= max_lines && length >= 2 && length <= max_lines && blank_goal_line >= 0 &&
           blank_goal_line < lines && "WalkingDistanceTable: lines and length 2-4");
    int count[max_lines][max_lines] = {{0}};  // [line][goal line]: tiles of that goal line in that line
    for (int line = 0; line < lines; ++line) count[line][line] = line == blank_goal_line ? length - 1 : length;
    codes_.number(code(count, blank_goal_line));
    distance_.push_back(0);
    for (uint32_t state = 0; state < codes_.count(); ++state) {
      const int blank = decode(codes_.row(state), count);
      const uint64_t counts = code(count, 0);
      for (int direction = 0; direction < 2; ++direction) {
        const int other = direction == 0 ? blank + 1 : blank - 1;  // where the blank goes
        for (int goal_line = 0; goal_line < max_lines; ++goal_line) {
          uint16_t to = none;
          if (other >= 0 && other < lines && goal_line < lines && count[other][goal_line] > 0) {
            // A tile of goal_line leaves line `other` for the blank's: one count down, one up (a line's
            // counts take 12 bits of the code), the blank now in `other`. Cheaper than coding anew.
            const uint32_t id =
                codes_.number(counts + other + (((4ull << 12 * blank) - (4ull << 12 * other)) << 3 * goal_line));
            if (id == distance_.size()) distance_.push_back(static_cast<uint8_t>(distance_[state] + 1));
            to = static_cast<uint16_t>(id);
          }
          next_.push_back(to);
        }
      }
    }
    assert(codes_.count() < none);
  }

  std::size_t states() const { return distance_.size(); }
  // The state of a board with count[line][goal line] tiles of each goal line in each line and the
  // blank in blank_line. Precondition: a state the moves reach from the goal.
  uint16_t state(const int count[max_lines][max_lines], int blank_line) const {
    const uint32_t id = codes_.find(code(count, blank_line));
    assert(id != RowNumbering::absent());
    return static_cast<uint16_t>(id);
  }
  int distance(uint16_t state) const { return distance_[state]; }
  // The state after the blank moves to the next line (forward: line + 1, else line - 1), taking the
  // place of a tile whose goal line is goal_line. Precondition: that move is possible.
  uint16_t next(uint16_t state, bool forward, int goal_line) const {
    return next_[static_cast<std::size_t>(state) << 3 | (forward ? 0u : 4u) | static_cast<unsigned>(goal_line)];
  }

 private:
  static const uint16_t none = 0xFFFF;

  // 3 bits a count (at most 4), [line][goal line] in order, then the blank's line in 2 bits.
  static uint64_t code(const int count[max_lines][max_lines], int blank) {
    uint64_t packed = static_cast<uint64_t>(blank);
    for (int i = 0; i < max_lines * max_lines; ++i)
      packed |= static_cast<uint64_t>(count[i / max_lines][i % max_lines]) << (2 + 3 * i);
    return packed;
  }
  static int decode(const uint32_t* row, int count[max_lines][max_lines]) {
    const uint64_t packed = (static_cast<uint64_t>(row[1]) << 32) | row[0];
    for (int i = 0; i < max_lines * max_lines; ++i)
      count[i / max_lines][i % max_lines] = static_cast<int>(packed >> (2 + 3 * i) & 7u);
    return static_cast<int>(packed & 3u);
  }

  RowNumbering codes_;             // the states by their codes
  std::vector<uint8_t> distance_;  // by state
  std::vector<uint16_t> next_;     // [state][direction][goal line < max_lines]: the next state, or none
};

}  // namespace puzzle

#endif  // PUZZLE_WALKING_DISTANCE_HPP
