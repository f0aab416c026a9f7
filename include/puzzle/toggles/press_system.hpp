// Which presses turn one board of lights into another (press_pattern.hpp), fewest first: the presses
// as unknowns over GF(2), one equation a cell (the presses that toggle it add up to its change),
// reduced once per pattern by Gauss-Jordan elimination. A change is reachable when the equations
// left without a pivot add up to 0 on it; its solutions are one particular solution (every free
// press off) plus any sum of the null space's basis, one vector a free press; the fewest presses
// are found by walking those 2^free sums in Gray-code order, one XOR and one bit count each. Ties:
// the smaller press set read as a number (cell 0 the lowest bit). Flip Game's 4 x 4 plus has rank 12
// (16 sums), the refrigerator's 4 x 4 cross and Lights Out's 5 x 6 plus full rank (one solution).
// Costs: O(cells^2) to reduce; a question O(cells + 2^free).
// Preconditions (asserted): at most 24 free presses (the sums are walked one by one).
#ifndef PUZZLE_PRESS_SYSTEM_HPP
#define PUZZLE_PRESS_SYSTEM_HPP

#include <cassert>
#include <stdint.h>

#include "puzzle/toggles/press_pattern.hpp"
#include "puzzle/util/bit_count.hpp"
#include "puzzle/util/lowest_bit.hpp"

namespace puzzle {

const int max_free_presses = 24;

class PressSystem {
 public:
  explicit PressSystem(const PressPattern& pattern) : cells_(pattern.cells()), rank_(0), free_(0) {
    uint32_t coefficients[max_toggle_cells];  // row i: the presses that toggle cell i
    for (int cell = 0; cell < cells_; ++cell) {
      coefficients[cell] = 0;
      combination_[cell] = uint32_t(1) << cell;
      for (int press = 0; press < cells_; ++press)
        if (pattern.press(press) >> cell & 1u) coefficients[cell] |= uint32_t(1) << press;
    }
    uint32_t free_columns = 0;
    for (int column = 0; column < cells_; ++column) {
      int pivot = rank_;
      while (pivot < cells_ && !(coefficients[pivot] >> column & 1u)) ++pivot;
      if (pivot == cells_) {
        free_columns |= uint32_t(1) << column;
        continue;
      }
      swap_rows(coefficients, rank_, pivot);
      for (int row = 0; row < cells_; ++row)
        if (row != rank_ && (coefficients[row] >> column & 1u)) {
          coefficients[row] ^= coefficients[rank_];
          combination_[row] ^= combination_[rank_];
        }
      pivot_column_[rank_++] = column;
    }
    for (int column = 0; column < cells_; ++column)
      if (free_columns >> column & 1u) {
        uint32_t solution = uint32_t(1) << column;  // this free press on, the others off
        for (int row = 0; row < rank_; ++row)
          if (coefficients[row] >> column & 1u) solution |= uint32_t(1) << pivot_column_[row];
        null_basis_[free_++] = solution;
      }
    assert(free_ <= max_free_presses && "PressSystem: at most 24 free presses");
  }

  int rank() const { return rank_; }
  int free_presses() const { return free_; }
  // The press sets that leave every board as it is, one a free press (their sums: all of them).
  uint32_t null_basis(int i) const { return null_basis_[i]; }

  // Whether presses can toggle exactly the cells of `change`; if so, `presses` gets the fewest (the
  // smaller as a number among those). `tried` counts the press sets looked at (2^free, or 0).
  bool fewest_presses(uint32_t change, uint32_t& presses, uint64_t& tried) const {
    for (int row = rank_; row < cells_; ++row)
      if (count_bits32(combination_[row] & change) & 1u) {
        tried = 0;
        return false;
      }
    uint32_t solution = 0;
    for (int row = 0; row < rank_; ++row)
      if (count_bits32(combination_[row] & change) & 1u) solution |= uint32_t(1) << pivot_column_[row];
    presses = solution;
    unsigned fewest = count_bits32(solution);
    const uint32_t sums = uint32_t(1) << free_;
    for (uint32_t step = 1; step < sums; ++step) {
      solution ^= null_basis_[lowest_bit(step)];
      const unsigned count = count_bits32(solution);
      if (count < fewest || (count == fewest && solution < presses)) {
        fewest = count;
        presses = solution;
      }
    }
    tried = sums;
    return true;
  }

 private:
  void swap_rows(uint32_t* coefficients, int a, int b) {
    const uint32_t row = coefficients[a], combination = combination_[a];
    coefficients[a] = coefficients[b];
    combination_[a] = combination_[b];
    coefficients[b] = row;
    combination_[b] = combination;
  }

  int cells_, rank_, free_;
  uint32_t combination_[max_toggle_cells];  // row i of the reduced system: the sum of these cells' equations
  int pivot_column_[max_toggle_cells];      // row i < rank: its pivot press
  uint32_t null_basis_[max_toggle_cells];
};

}  // namespace puzzle

#endif  // PUZZLE_PRESS_SYSTEM_HPP
