// The index of the lowest set bit of a nonzero 64-bit mask (a set of cells, items or matchsticks, taken
// one by one): the isolated bit times a de Bruijn sequence has a distinct top 6 bits for each position
// (Leiserson, Prokop & Randall 1998). Portable, without builtins. O(1). The bit count beside it:
// bit_count.hpp.
#ifndef PUZZLE_LOWEST_BIT_HPP
#define PUZZLE_LOWEST_BIT_HPP

#include <stdint.h>

namespace puzzle {

// Precondition: bits != 0 (not checked: it runs in the innermost loops).
inline int lowest_bit(uint64_t bits) {
  // position[isolated bit x the sequence >> 58], packed:
  // clang-format off
  static const uint8_t position[64] = {
      0,  1,  48, 2,  57, 49, 28, 3,  61, 58, 50, 42, 38, 29, 17, 4,  62, 55, 59, 36, 53, 51,
      43, 22, 45, 39, 33, 30, 24, 18, 12, 5,  63, 47, 56, 27, 60, 41, 37, 16, 54, 35, 52, 21,
      44, 32, 23, 11, 46, 26, 40, 15, 34, 20, 31, 10, 25, 14, 19, 9,  13, 8,  7,  6};
  // clang-format on
  return position[((bits & (~bits + 1)) * 0x03F79D71B4CB0A89ull) >> 58];
}

}  // namespace puzzle

#endif  // PUZZLE_LOWEST_BIT_HPP
