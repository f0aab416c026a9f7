// Bit tricks on 32- and 64-bit masks (sets of cells, items, matchsticks), portable and fast without
// -mpopcnt or builtins, which judges do not all have. O(1) each.
//   count_bits32: the set bits of a 32-bit mask by byte-table look-ups, two for the low 16 bits and
//     two more only when the high half holds any (so boards of up to 16 cells pay what they did with
//     16-bit masks; a bit-parallel count made the 8-puzzle solver slower: docs/performance.md).
//   (a 64-bit mask: count_bits32 of each half, as ranking/bit_set.hpp does.)
//   lowest_bit: the index of the lowest set bit of a nonzero mask: the isolated bit times a de Bruijn
//     sequence has a distinct top 6 bits for each position (Leiserson, Prokop & Randall 1998).
#ifndef PUZZLE_BITS_HPP
#define PUZZLE_BITS_HPP

#include <stdint.h>

namespace puzzle {

inline unsigned count_bits32(uint32_t mask) {
  // A row per 16 bytes:
  // clang-format off
  static const unsigned char byte_bits[256] = {
      0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
      1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5,
      1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5,
      2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6,
      1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5,
      2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6,
      2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6,
      3, 4, 4, 5, 4, 5, 5, 6, 4, 5, 5, 6, 5, 6, 6, 7,
      1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5,
      2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6,
      2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6,
      3, 4, 4, 5, 4, 5, 5, 6, 4, 5, 5, 6, 5, 6, 6, 7,
      2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6,
      3, 4, 4, 5, 4, 5, 5, 6, 4, 5, 5, 6, 5, 6, 6, 7,
      3, 4, 4, 5, 4, 5, 5, 6, 4, 5, 5, 6, 5, 6, 6, 7,
      4, 5, 5, 6, 5, 6, 6, 7, 5, 6, 6, 7, 6, 7, 7, 8,
  };
  // clang-format on

  unsigned count = static_cast<unsigned>(byte_bits[mask & 0xFFu] + byte_bits[(mask >> 8) & 0xFFu]);
  if (mask >> 16 != 0) count += static_cast<unsigned>(byte_bits[(mask >> 16) & 0xFFu] + byte_bits[mask >> 24]);
  return count;
}

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

#endif  // PUZZLE_BITS_HPP
