// A board of lights that presses toggle (Flip Game, the Pilots Brothers' refrigerator, Lights Out):
// rows x cols cells, cell r * cols + c one bit of a 32-bit mask (a set bit: the light is on), and
// each cell's press a fixed mask of the cells it toggles. Two shapes: `press_plus`, the cell and its
// up to four neighbours (Flip Game, Lights Out), and `press_cross`, the cell's whole row and column
// (the refrigerator). Pressing is XOR, so presses commute and a press made twice undoes itself: an
// answer is a set of cells, a mask like the board. O(cells) to make a pattern.
// Preconditions (asserted): 1 <= rows, cols and rows x cols <= 32.
#ifndef PUZZLE_PRESS_PATTERN_HPP
#define PUZZLE_PRESS_PATTERN_HPP

#include <cassert>
#include <stdint.h>

namespace puzzle {

const int max_toggle_cells = 32;

enum PressShape {
  press_plus,  // the cell and its neighbours up, down, left and right on the board
  press_cross  // every cell of the cell's row and of its column
};

// What a board is: its size and what a press toggles.
struct ToggleGeometry {
  int rows, cols;
  PressShape shape;

  int cells() const { return rows * cols; }
  // Every cell's bit.
  uint32_t all_cells() const { return cells() == 32 ? 0xFFFFFFFFu : (uint32_t(1) << cells()) - 1u; }
};

inline bool operator==(const ToggleGeometry& a, const ToggleGeometry& b) {
  return a.rows == b.rows && a.cols == b.cols && a.shape == b.shape;
}

// The press of every cell, as masks.
class PressPattern {
 public:
  explicit PressPattern(const ToggleGeometry& geometry) : geometry_(geometry) {
    assert(geometry.rows >= 1 && geometry.cols >= 1 && geometry.cells() <= max_toggle_cells &&
           "PressPattern: 1-32 cells");
    for (int cell = 0; cell < geometry.cells(); ++cell) press_[cell] = toggled_by(cell);
  }

  const ToggleGeometry& geometry() const { return geometry_; }
  int cells() const { return geometry_.cells(); }
  // The cells a press on `cell` toggles.
  uint32_t press(int cell) const { return press_[cell]; }
  // The board after pressing every cell of `presses` (in any order: the same board).
  uint32_t pressed(uint32_t lights, uint32_t presses) const {
    for (int cell = 0; cell < cells(); ++cell)
      if (presses >> cell & 1u) lights ^= press_[cell];
    return lights;
  }

 private:
  uint32_t toggled_by(int cell) const {
    const int row = cell / geometry_.cols, col = cell % geometry_.cols;
    uint32_t mask = 0;
    for (int r = 0; r < geometry_.rows; ++r)
      for (int c = 0; c < geometry_.cols; ++c) {
        const int distance = (r > row ? r - row : row - r) + (c > col ? c - col : col - c);
        const bool toggled = geometry_.shape == press_plus ? distance <= 1 : r == row || c == col;
        if (toggled) mask |= uint32_t(1) << (r * geometry_.cols + c);
      }
    return mask;
  }

  ToggleGeometry geometry_;
  uint32_t press_[max_toggle_cells];
};

}  // namespace puzzle

#endif  // PUZZLE_PRESS_PATTERN_HPP
