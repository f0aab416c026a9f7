// Walking distance of R x C sliding boards (Takahashi Ken'ichiro, 2002; "WD" in the 15-puzzle
// literature): along one axis a board is reduced to how many tiles of each goal line (row, or
// column) stand in each line, and which line holds the blank; a move of the blank to the next line
// brings one tile of some goal line into the blank's line. The fewest such moves to the goal
// (breadth-first from it: 24,964 states for 4x4) bound the moves along that axis; a move crosses
// lines of one axis only, so the two axes add up to an admissible estimate, never below Manhattan
// distance (which counts each tile's lines alone, as if the others were not there).
// This header: the table of one axis; the model that keeps a board's place in both is
// sliding_walking_puzzle.hpp. A state is found by a direct index, not a hash: the blank's line and the
// counts of each line but the last (the last line's follow from the goal lines' totals), each line's
// counts numbered among those of the same total (4x4: 4 x 35^3 = 171,500 slots of 2 bytes). Memory:
// 17 bytes a state and 2 a slot (4x4: 0.8 MB); built once, O(states x moves), a few array reads a
// move of the search that builds it. O(1) per move.
#ifndef PUZZLE_WALKING_DISTANCE_HPP
#define PUZZLE_WALKING_DISTANCE_HPP

#include <cassert>
#include <stdint.h>
#include <vector>

namespace puzzle {

// One axis: `lines` lines of `length` cells, the blank's goal in line blank_goal_line.
class WalkingDistanceTable {
 public:
  static const int max_lines = 4;

  // Precondition: 2 <= lines, length <= max_lines; 0 <= blank_goal_line < lines.
  WalkingDistanceTable(int lines, int length, int blank_goal_line)
      : lines_(lines), numbered_counts_(1u << line_bits, static_cast<uint8_t>(unnumbered)) {
    assert(lines >= 2 && lines <= max_lines && length >= 2 && length <= max_lines && blank_goal_line >= 0 &&
           blank_goal_line < lines && "WalkingDistanceTable: lines and length 2-4");
    number_line_counts(length);
    uint32_t slots = static_cast<uint32_t>(lines);
    for (int line = 0; line + 1 < lines; ++line) slots *= radix_;
    state_of_slot_.assign(slots, static_cast<uint16_t>(none));

    int count[max_lines][max_lines] = {{0}};  // [line][goal line]: tiles of that goal line in that line
    for (int line = 0; line < lines; ++line) count[line][line] = line == blank_goal_line ? length - 1 : length;
    std::vector<uint64_t> codes(1, code(count, blank_goal_line));  // by state, in breadth-first order
    codes.reserve(slots < 32768 ? slots : 32768);  // room for 4x4's 24,964 states, or as many as there are slots
    distance_.reserve(codes.capacity());
    next_.reserve(codes.capacity() * moves_per_state);
    state_of_slot_[slot(codes[0])] = 0;
    distance_.push_back(0);
    for (uint32_t state = 0; state < codes.size(); ++state) {
      const uint64_t packed = codes[state];
      const int blank = static_cast<int>(packed & 3u);
      const uint64_t counts = packed - static_cast<uint64_t>(blank);
      for (int direction = 0; direction < 2; ++direction) {
        const int other = direction == 0 ? blank + 1 : blank - 1;  // where the blank goes
        for (int goal_line = 0; goal_line < max_lines; ++goal_line) {
          uint16_t to = none;
          if (other >= 0 && other < lines && goal_line < lines && (packed >> shift(other, goal_line) & 7u) > 0) {
            // A tile of goal_line leaves line `other` for the blank's: one count down, one up, the
            // blank now in `other`.
            const uint64_t next = counts + static_cast<uint64_t>(other) +
                                  ((uint64_t(1) << shift(blank, goal_line)) - (uint64_t(1) << shift(other, goal_line)));
            uint16_t& found = state_of_slot_[slot(next)];
            if (found == none) {
              found = static_cast<uint16_t>(codes.size());
              codes.push_back(next);
              distance_.push_back(static_cast<uint8_t>(distance_[state] + 1));
            }
            to = found;
          }
          next_.push_back(to);
        }
      }
    }
    assert(codes.size() < none);
  }

  std::size_t states() const { return distance_.size(); }
  // The state of a board with count[line][goal line] tiles of each goal line in each line and the
  // blank in blank_line. Precondition: a state the moves reach from the goal.
  uint16_t state(const int count[max_lines][max_lines], int blank_line) const {
    const uint16_t id = state_of_slot_[slot(code(count, blank_line))];
    assert(id != none && "WalkingDistanceTable: a state the moves reach");
    return id;
  }
  int distance(uint16_t state) const { return distance_[state]; }
  // The state after the blank moves to the next line (forward: line + 1, else line - 1), taking the
  // place of a tile whose goal line is goal_line. Precondition: that move is possible.
  uint16_t next(uint16_t state, bool forward, int goal_line) const {
    return next_[static_cast<std::size_t>(state) * moves_per_state + (forward ? 0u : max_lines) +
                 static_cast<unsigned>(goal_line)];
  }

 private:
  static const uint16_t none = 0xFFFF;
  static const uint8_t unnumbered = 0xFF;
  enum { count_bits = 3, line_bits = count_bits * max_lines };  // a count is at most 4; a line's counts
  enum { moves_per_state = 2 * max_lines };                     // [direction][goal line]

  // A state's code: the blank's line in 2 bits, then [line][goal line] counts of count_bits each.
  static int shift(int line, int goal_line) { return 2 + line_bits * line + count_bits * goal_line; }
  static uint64_t code(const int count[max_lines][max_lines], int blank) {
    uint64_t packed = static_cast<uint64_t>(blank);
    for (int line = 0; line < max_lines; ++line)
      for (int goal_line = 0; goal_line < max_lines; ++goal_line)
        packed |= static_cast<uint64_t>(count[line][goal_line]) << shift(line, goal_line);
    return packed;
  }

  // Numbers each line's counts (line_bits of a code) among those of the same total, length or
  // length - 1 (the blank's line), over the first lines_ goal lines; radix_: the most of one total.
  void number_line_counts(int length) {
    uint32_t numbered[max_lines + 1] = {0};
    for (uint32_t counts = 0; counts < (1u << line_bits); ++counts) {
      int total = 0;
      bool fits = true;
      for (int goal_line = 0; goal_line < max_lines; ++goal_line) {
        const int count = static_cast<int>(counts >> count_bits * goal_line & 7u);
        fits = fits && count <= length && (goal_line < lines_ || count == 0);
        total += count;
      }
      if (fits && (total == length || total == length - 1))
        numbered_counts_[counts] = static_cast<uint8_t>(numbered[total]++);
    }
    radix_ = numbered[length];
  }
  // Where a state's id is kept: its blank's line, then the numbers of its lines' counts but the last.
  uint32_t slot(uint64_t packed) const {
    uint32_t at = 0;
    for (int line = lines_ - 2; line >= 0; --line)
      at = at * radix_ + numbered_counts_[packed >> shift(line, 0) & ((1u << line_bits) - 1)];
    return at * static_cast<uint32_t>(lines_) + static_cast<uint32_t>(packed & 3u);
  }

  int lines_;
  uint32_t radix_;
  std::vector<uint8_t> numbered_counts_;  // by a line's counts: their number among those of its total
  std::vector<uint16_t> state_of_slot_;   // by slot: the state, or none
  std::vector<uint8_t> distance_;         // by state
  std::vector<uint16_t> next_;            // [state][direction][goal line < max_lines]: the next state, or none
};

}  // namespace puzzle

#endif  // PUZZLE_WALKING_DISTANCE_HPP
