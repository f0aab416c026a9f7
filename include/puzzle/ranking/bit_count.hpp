// Number of set bits of a 32-bit mask (a set of points or items), counted in parallel within the word
// (Wegner/SWAR; Knuth, TAOCP 7.1.3): no table, and no -mpopcnt, which judges do not pass. O(1).
#ifndef PUZZLE_BIT_COUNT_HPP
#define PUZZLE_BIT_COUNT_HPP

#include <stdint.h>

namespace puzzle {

inline unsigned count_bits32(uint32_t mask) {
  mask = mask - ((mask >> 1) & 0x55555555u);                 // 2-bit counts
  mask = (mask & 0x33333333u) + ((mask >> 2) & 0x33333333u);  // 4-bit counts
  mask = (mask + (mask >> 4)) & 0x0F0F0F0Fu;                   // byte counts
  return static_cast<unsigned>((mask * 0x01010101u) >> 24);    // their sum, in the top byte
}

}  // namespace puzzle

#endif  // PUZZLE_BIT_COUNT_HPP
