// The R x C sliding puzzle of at most 9 cells as a model for whole-space searches (tables of every
// board): a board is the blank's cell and the Lehmer code of the other tiles in reading order, so its
// dense key (SlidingPuzzle::key: blank cell, then rank / 2) takes two table look-ups, and a move
// changes the code by one: a sideways move keeps the tiles' order, a vertical one moves one tile past
// C - 1 others, which rewrites only the C Lehmer digits of those positions, as a function of them
// alone. No estimate (not for IDA*). Tables: under 70 KB (3x3: 45 KB), built once, O(their size).
#ifndef PUZZLE_SLIDING_RANK_PUZZLE_HPP
#define PUZZLE_SLIDING_RANK_PUZZLE_HPP

#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/grid/grid_geometry.hpp"
#include "puzzle/ranking/permutation_rank.hpp"
#include "puzzle/sliding/tiles/sliding_moves.hpp"

namespace puzzle {

// A board: the blank's cell, and the Lehmer digits of the tiles (tile - 1) in reading order, 3 bits
// each, the first tile's lowest.
struct SlidingRankState {
  uint32_t digits;
  int blank;
};

class SlidingRankPuzzle : public SlidingMoves {
 public:
  typedef SlidingRankState State;
  static const int max_cells = 9;

  // Precondition: 2 <= rows, cols; rows * cols <= max_cells.
  SlidingRankPuzzle(int rows, int cols)
      : SlidingMoves(rows, cols),
        tiles_(rows * cols - 1),
        keys_per_blank_cell_(static_cast<uint32_t>(factorial(tiles_) / 2)) {
    assert(rows >= 2 && cols >= 2 && rows * cols <= max_cells && "SlidingRankPuzzle: at most 9 cells");
    // The rank of a code, in two halves of 12 bits (four digits each).
    for (int half = 0; half < 2; ++half) {
      rank_part_[half].assign(1u << 12, 0);
      for (uint32_t bits = 0; bits < (1u << 12); ++bits)
        for (int i = 0; i < 4; ++i) {
          const int position = 4 * half + i;
          if (position < tiles_)
            rank_part_[half][bits] += (bits >> (3 * i) & 7u) * static_cast<uint32_t>(factorial(tiles_ - 1 - position));
        }
    }
    // The digits of positions [first, first + cols) after their tiles rotate by one: forward (the
    // blank moves down, the last of them comes first) or back; a row of zeros first, for sideways moves.
    const int width = 3 * cols, segments = tiles_ - cols + 1;
    rotated_.assign((2 * static_cast<std::size_t>(segments) + 1) << width, 0);
    for (int direction = 0; direction < 2; ++direction)
      for (int first = 0; first < segments; ++first)
        for (uint32_t code = 0; code < (1u << width); ++code)
          rotated_[((1 + 2 * static_cast<std::size_t>(first) + direction) << width) + code] =
              static_cast<uint16_t>(rotate(first, code, direction == 0));
    // Each move from each cell as a step on the code: sideways ones keep it (the zero row, nothing
    // cleared); vertical ones rewrite the digits of the tiles passed.
    for (int cell = 0; cell <= tiles_; ++cell)
      for (int m = 0; m < slide_move_count; ++m) {
        const SlideMove move = static_cast<SlideMove>(m);
        Step& step = steps_[cell][m];
        step.target = geometry_.target(cell, move);
        step.shift = 0;
        step.row = 0;
        step.cleared = 0;
        if (step.target < 0 || move == slide_left || move == slide_right) continue;
        const int first = move == slide_down ? cell : step.target;  // the first position passed
        step.shift = 3 * first;
        step.row = static_cast<uint32_t>((1 + 2 * first + (move == slide_down ? 0 : 1)) << width);
        step.cleared = ((1u << width) - 1u) << step.shift;
      }
  }

  // The state of a board given as tiles[cell], 0 the blank.
  State make_state(const uint8_t* tiles) const {
    State state = {0, 0};
    unsigned placed = 0;
    for (int cell = 0, position = 0; cell <= tiles_; ++cell) {
      if (tiles[cell] == 0) {
        state.blank = cell;
        continue;
      }
      const unsigned item = tiles[cell] - 1u;
      state.digits |= lehmer_digit(item, placed) << (3 * position++);
      placed |= 1u << item;
    }
    return state;
  }

  // Precondition: `move` is among legal_moves(state).
  void apply(State& state, Move move) const {
    const Step& step = steps_[state.blank][move];
    const uint32_t passed = (state.digits & step.cleared) >> step.shift;
    state.digits = (state.digits & ~step.cleared) | static_cast<uint32_t>(rotated_[step.row + passed]) << step.shift;
    state.blank = step.target;
  }

  // SlidingPuzzle::key of the same board, and its key space. Precondition: all states keyed together
  // are of one solvability class.
  uint64_t key(const State& state) const {
    const uint32_t rank = rank_part_[0][state.digits & 0xFFFu] + rank_part_[1][state.digits >> 12 & 0xFFFu];
    return static_cast<uint32_t>(state.blank) * keys_per_blank_cell_ + rank / 2;
  }
  uint64_t key_space() const { return static_cast<uint64_t>(tiles_ + 1) * keys_per_blank_cell_; }

 private:
  // The Lehmer digits of positions [first, first + cols) once their tiles rotate (forward: the last
  // comes first), from their digits before: build a sequence with those digits (the later positions
  // in increasing order), rotate it, read the digits again. Digits out of range give anything.
  uint32_t rotate(int first, uint32_t code, bool forward) const {
    const int cols = geometry_.cols(), length = tiles_ - first;
    uint8_t digits[max_cells], sequence[max_cells], turned[max_cells];
    for (int i = 0; i < length; ++i) digits[i] = static_cast<uint8_t>(i < cols ? code >> (3 * i) & 7u : 0);
    for (int i = 0; i < length; ++i)
      if (digits[i] >= length - i) return code;  // no sequence has this code
    // The sequence of items 0..length-1 with these Lehmer digits (its rank in mixed radix).
    uint64_t rank = 0;
    for (int i = 0; i < length; ++i) rank = rank * static_cast<uint64_t>(length - i) + digits[i];
    unrank_permutation(rank, length, sequence);
    for (int i = 0; i < length; ++i) turned[i] = sequence[i];
    for (int i = 0; i < cols; ++i) turned[i] = sequence[forward ? (i + cols - 1) % cols : (i + 1) % cols];
    uint32_t result = 0;
    unsigned placed = 0;
    for (int i = 0; i < cols; ++i) {
      result |= lehmer_digit(turned[i], placed) << (3 * i);
      placed |= 1u << turned[i];
    }
    return result;
  }

  // A move from a cell: the blank's new cell, and the digits it rewrites (none for sideways moves).
  struct Step {
    int target;
    int shift;         // of the first digit rewritten
    uint32_t row;      // where its rewritten digits start in rotated_
    uint32_t cleared;  // the bits of the digits rewritten
  };

  int tiles_;
  uint32_t keys_per_blank_cell_;
  std::vector<uint32_t> rank_part_[2];  // [half][12 bits of digits]: their share of the rank
  std::vector<uint16_t> rotated_;       // [zeros, then per first position: forward, back][segment digits]
  Step steps_[max_cells][slide_move_count];
};

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_RANK_PUZZLE_HPP
