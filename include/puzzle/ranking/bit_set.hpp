// A set of up to 64 x Words small integers as bits (the elements and sets of a covering problem:
// square_destroyer/hitting_set.hpp), a plain value the searches copy: union, intersection, difference, subset
// and emptiness tests O(Words); count O(Words) byte-table look-ups (util/bit_count.hpp); the members in
// increasing order by lowest_from, O(Words) each.
#ifndef PUZZLE_BIT_SET_HPP
#define PUZZLE_BIT_SET_HPP

#include <cassert>
#include <stdint.h>

#include "puzzle/util/bit_count.hpp"
#include "puzzle/util/lowest_bit.hpp"

namespace puzzle {

template <int Words>
struct BitSet {
  enum { capacity = 64 * Words };
  uint64_t word[Words];

  static BitSet none() {
    BitSet set;
    for (int w = 0; w < Words; ++w) set.word[w] = 0;
    return set;
  }
  // 0..count-1. Precondition: count <= capacity.
  static BitSet first(int count) {
    assert(0 <= count && count <= capacity && "BitSet: more members than it holds");
    BitSet set = none();
    for (int i = 0; i < count; ++i) set.insert(i);
    return set;
  }

  bool contains(int i) const { return (word[i >> 6] >> (i & 63) & 1u) != 0; }
  void insert(int i) { word[i >> 6] |= static_cast<uint64_t>(1) << (i & 63); }
  void erase(int i) { word[i >> 6] &= ~(static_cast<uint64_t>(1) << (i & 63)); }

  bool empty() const {
    for (int w = 0; w < Words; ++w)
      if (word[w] != 0) return false;
    return true;
  }
  bool intersects(const BitSet& other) const {
    for (int w = 0; w < Words; ++w)
      if ((word[w] & other.word[w]) != 0) return true;
    return false;
  }
  bool subset_of(const BitSet& other) const {
    for (int w = 0; w < Words; ++w)
      if ((word[w] & ~other.word[w]) != 0) return false;
    return true;
  }
  int count() const {
    int total = 0;
    for (int w = 0; w < Words; ++w)
      total += static_cast<int>(count_bits32(static_cast<uint32_t>(word[w])) +
                                count_bits32(static_cast<uint32_t>(word[w] >> 32)));
    return total;
  }
  // The smallest member >= from, or capacity if none.
  int lowest_from(int from) const {
    for (int w = from >> 6; w < Words; ++w) {
      uint64_t bits = word[w];
      if (w == from >> 6) bits &= ~static_cast<uint64_t>(0) << (from & 63);
      if (bits != 0) return 64 * w + lowest_bit(bits);
    }
    return capacity;
  }

  BitSet operator&(const BitSet& other) const {
    BitSet result;
    for (int w = 0; w < Words; ++w) result.word[w] = word[w] & other.word[w];
    return result;
  }
  BitSet operator|(const BitSet& other) const {
    BitSet result;
    for (int w = 0; w < Words; ++w) result.word[w] = word[w] | other.word[w];
    return result;
  }
  // The members not in `other`.
  BitSet without(const BitSet& other) const {
    BitSet result;
    for (int w = 0; w < Words; ++w) result.word[w] = word[w] & ~other.word[w];
    return result;
  }
  bool operator==(const BitSet& other) const {
    for (int w = 0; w < Words; ++w)
      if (word[w] != other.word[w]) return false;
    return true;
  }
};

}  // namespace puzzle

#endif  // PUZZLE_BIT_SET_HPP
