// Walking distance of R x C sliding boards (Takahashi Ken'ichiro, 2002; "WD" in the 15-puzzle
// literature): along one axis a board is reduced to how many tiles of each goal line (row, or
// column) stand in each line, and which line holds the blank; a move of the blank to the next line
// brings one tile of some goal line into the blank's line. The fewest such moves to the goal
// (breadth-first from it: 24,964 states for 4x4) bound the moves along that axis; a move crosses
// lines of one axis only, so the two axes add up to an admissible estimate, never below Manhattan
// distance (which counts each tile's lines alone, as if the others were not there).
// This header: one axis' table (sliding_walking_puzzle.hpp keeps a board's place in both). A line's
// counts are one of a few dozen compositions; a place packs its lines' compositions and the blank's
// line; its slot, where its distance is kept, is the blank's line and the numbers of the compositions
// of each line but the last, among those of their total (4x4: 4 x 35^3 = 171,500 slots). A move's
// next place and slot come from the two lines' changes, looked up. Memory: a byte a slot, 8 bytes a
// state while building (4x4: 0.37 MB); built once, O(states x moves); O(1) a move.
#ifndef PUZZLE_WALKING_DISTANCE_HPP
#define PUZZLE_WALKING_DISTANCE_HPP

#include <cassert>
#include <stdint.h>
#include <vector>

namespace puzzle {

// A board's place along one axis: `lines` packs the blank's line (2 bits) and each line's composition
// (6 bits a line); `slot` is where its distance is kept.
struct WalkingPlace {
  uint32_t lines;
  uint32_t slot;
};

// One axis: `lines` lines of `length` cells, the blank's goal in line blank_goal_line.
class WalkingDistanceTable {
 public:
  static const int max_lines = 4;

  // Precondition: 2 <= lines, length <= max_lines; 0 <= blank_goal_line < lines.
  WalkingDistanceTable(int lines, int length, int blank_goal_line) : lines_(lines), states_(0) {
    assert(lines >= 2 && lines <= max_lines && length >= 2 && length <= max_lines && blank_goal_line >= 0 &&
           blank_goal_line < lines && "WalkingDistanceTable: lines and length 2-4");
    number_compositions(length);
    int count[max_lines][max_lines] = {{0}};
    for (int line = 0; line < lines; ++line) count[line][line] = line == blank_goal_line ? length - 1 : length;
    const WalkingPlace goal = place(count, blank_goal_line);
    distance_.assign(weight_[lines - 2] * radix_, static_cast<uint8_t>(unreached_slot));
    build(goal);
  }

  std::size_t states() const { return states_; }

  // The place of a board with count[line][goal line] tiles of each goal line in each line and the
  // blank in blank_line. Precondition: a place the moves reach from the goal.
  WalkingPlace place(const int count[max_lines][max_lines], int blank_line) const {
    WalkingPlace place;
    place.lines = static_cast<uint32_t>(blank_line);
    place.slot = place.lines;
    for (int line = 0; line < lines_; ++line) {
      uint32_t counts = 0;
      for (int goal_line = 0; goal_line < lines_; ++goal_line)
        counts |= static_cast<uint32_t>(count[line][goal_line]) << count_bits * goal_line;
      const int composition = composition_of_counts_[counts];
      assert(composition != no_composition && "WalkingDistanceTable: counts of a line");
      place.lines |= static_cast<uint32_t>(composition) << line_shift(line);
      place.slot += number_[composition] * weight_[line];
    }
    assert((distance_.empty() || distance_[place.slot] != unreached_slot) &&
           "WalkingDistanceTable: a place the moves reach");
    return place;
  }

  int distance(const WalkingPlace& place) const { return distance_[place.slot]; }

  // The place after the blank moves to the next line (forward: line + 1, else line - 1), taking the
  // place of a tile whose goal line is goal_line. Precondition: that move is possible.
  WalkingPlace next(const WalkingPlace& place, bool forward, int goal_line) const {
    const int blank = static_cast<int>(place.lines & 3u);
    return moved(place, blank, forward ? blank + 1 : blank - 1, goal_line);
  }

 private:
  enum { no_composition = 0xFF, unreached_slot = 0xFF };  // counts no line holds; a slot no place has
  enum { count_bits = 3, max_compositions = 64 };

  static int line_shift(int line) { return 2 + 6 * line; }
  static int composition(uint32_t lines, int line) { return static_cast<int>(lines >> line_shift(line) & 63u); }

  // A line's change when a tile arrives or leaves: its new composition at its place in `lines`, and
  // the slot's change (modulo 2^32).
  struct LineChange {
    uint32_t bits, slot_change;
  };

  // Numbers the compositions of length and length - 1 (the blank's line) over lines_ goal lines (each
  // among those of its total), the slot's weights, and each composition's goal lines and changes.
  void number_compositions(int length) {
    composition_of_counts_.assign(1u << count_bits * max_lines, static_cast<uint8_t>(no_composition));
    uint32_t counts_of[max_compositions];
    int compositions = 0, of_total[max_lines + 1] = {0};
    for (uint32_t counts = 0; counts < (1u << count_bits * lines_); ++counts) {
      int total = 0, held = 0;
      for (int goal_line = 0; goal_line < lines_; ++goal_line) {
        const int count = static_cast<int>(counts >> count_bits * goal_line & 7u);
        total += count <= length ? count : max_lines * max_lines;
        if (count > 0) held_[compositions][held++] = static_cast<uint8_t>(goal_line);
      }
      if (total != length && total != length - 1) continue;
      held_lines_[compositions] = static_cast<uint8_t>(held);
      number_[compositions] = static_cast<uint8_t>(of_total[total]++);
      counts_of[compositions] = counts;
      composition_of_counts_[counts] = static_cast<uint8_t>(compositions++);
    }
    radix_ = static_cast<uint32_t>(of_total[length]);
    for (int line = 0; line < lines_; ++line)  // the last line's composition is not in the slot
      weight_[line] = line + 1 == lines_ ? 0 : line == 0 ? static_cast<uint32_t>(lines_) : weight_[line - 1] * radix_;
    for (int c = 0; c < compositions; ++c)
      for (int goal_line = 0; goal_line < lines_; ++goal_line) {
        const uint32_t one = 1u << count_bits * goal_line;  // a count is at most 4: one more still fits
        const int up = composition_of_counts_[counts_of[c] + one];
        const int down =
            (counts_of[c] & 7u * one) != 0 ? composition_of_counts_[counts_of[c] - one] : int(no_composition);
        for (int line = 0; line < lines_; ++line) {
          arrive_[line][c][goal_line] = line_change(line, c, up);
          leave_[line][c][goal_line] = line_change(line, c, down);
        }
      }
  }
  LineChange line_change(int line, int from, int to) const {
    LineChange change = {0, 0};
    if (to == no_composition) return change;  // never asked for: no such move
    change.bits = static_cast<uint32_t>(to) << line_shift(line);
    change.slot_change = (static_cast<uint32_t>(number_[to]) - number_[from]) * weight_[line];
    return change;
  }

  // The place after a tile of goal_line leaves line `other` for the blank's, the blank now in `other`.
  WalkingPlace moved(const WalkingPlace& place, int blank, int other, int goal_line) const {
    const LineChange& arrive = arrive_[blank][composition(place.lines, blank)][goal_line];
    const LineChange& leave = leave_[other][composition(place.lines, other)][goal_line];
    WalkingPlace next;
    next.lines = (place.lines & ~(3u | 63u << line_shift(blank) | 63u << line_shift(other))) |
                 static_cast<uint32_t>(other) | arrive.bits | leave.bits;
    next.slot = place.slot + static_cast<uint32_t>(other - blank) + arrive.slot_change + leave.slot_change;
    return next;
  }

  // Breadth-first from the goal place.
  void build(const WalkingPlace& goal) {
    std::vector<WalkingPlace> queue(1, goal);
    queue.reserve(distance_.size() < 32768 ? distance_.size() : 32768);  // 4x4's 24,964 states
    uint8_t* const distance = &distance_[0];
    distance[queue[0].slot] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
      const WalkingPlace here = queue[head];
      const uint8_t further = static_cast<uint8_t>(distance[here.slot] + 1);
      const int blank = static_cast<int>(here.lines & 3u);
      for (int other = blank - 1; other <= blank + 1; other += 2) {
        if (other < 0 || other >= lines_) continue;
        const int leaving = composition(here.lines, other), held = held_lines_[leaving];
        const uint8_t* const goal_lines = held_[leaving];
        for (int h = 0; h < held; ++h) {
          const WalkingPlace next = moved(here, blank, other, goal_lines[h]);
          if (distance[next.slot] != unreached_slot) continue;
          distance[next.slot] = further;
          queue.push_back(next);
        }
      }
    }
    states_ = queue.size();
  }

  int lines_;
  std::size_t states_;
  uint32_t radix_;                                             // the most compositions of one total
  uint32_t weight_[max_lines];                                 // by line: its number's weight in a slot
  uint8_t number_[max_compositions];                           // by composition: its number in its total
  uint8_t held_[max_compositions][max_lines];                  // by composition: the goal lines it holds
  uint8_t held_lines_[max_compositions];                       // ... how many
  LineChange arrive_[max_lines][max_compositions][max_lines];  // [line][composition][goal line]
  LineChange leave_[max_lines][max_compositions][max_lines];   // [line][composition][goal line]
  std::vector<uint8_t> composition_of_counts_;                 // by counts, count_bits a goal line
  std::vector<uint8_t> distance_;                              // by slot: the fewest moves, or unreached_slot
};

}  // namespace puzzle

#endif  // PUZZLE_WALKING_DISTANCE_HPP
