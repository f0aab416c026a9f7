// Permutation ranking (Cantor expansion / Lehmer code): a bijection between the n! orderings of the
// items 0..n-1 and the integers 0..n!-1, and between the n!/(n-k)! arrangements of k of them and
// 0..n!/(n-k)!-1, for n <= 16 (16! < 2^45). rank: O(k); unrank: O(n k).
#ifndef PUZZLE_PERMUTATION_RANK_HPP
#define PUZZLE_PERMUTATION_RANK_HPP

#include <stdint.h>

namespace puzzle {

const int max_permutation_size = 16;

// n! for 0 <= n <= 20.
inline uint64_t factorial(int n) {
  static const uint64_t table[21] = {1ull, 1ull, 2ull, 6ull, 24ull, 120ull, 720ull, 5040ull, 40320ull,
                                          362880ull, 3628800ull, 39916800ull, 479001600ull, 6227020800ull,
                                          87178291200ull, 1307674368000ull, 20922789888000ull,
                                          355687428096000ull, 6402373705728000ull, 121645100408832000ull,
                                          2432902008176640000ull};
  return table[n];
}

// Number of set bits of a 16-bit mask, by two byte-table look-ups (portable and fast without -mpopcnt).
inline unsigned count_bits16(unsigned mask) {
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
  return static_cast<unsigned>(byte_bits[mask & 0xFFu] + byte_bits[(mask >> 8) & 0xFFu]);
}

// n!/(n-k)!: the number of arrangements of k items chosen in order from n. Precondition: k <= n <= 20.
inline uint64_t arrangement_count(int n, int k) { return factorial(n) / factorial(n - k); }

// The Lehmer digit of `item` given the set `used` (bit i = item i) of the items placed before it: how
// many smaller items are still unplaced. Ranks sum these digits in mixed radix; a search that places
// items one by one can so keep a rank up to date in O(1) per item.
inline unsigned lehmer_digit(unsigned item, unsigned used) {
  return item - count_bits16(used & ((1u << item) - 1u));
}

// Lexicographic rank of items[0..n) among all orderings of 0..n-1: the sum over positions i of
// (number of smaller items after i) * (n-1-i)!. Precondition: items holds 0..n-1 once each, n <= 16.
template <class Item>
uint64_t rank_permutation(const Item* items, int n) {
  uint64_t rank = 0;
  unsigned used = 0;
  for (int i = 0; i < n; ++i) {
    const unsigned item = static_cast<unsigned>(items[i]);
    rank += lehmer_digit(item, used) * factorial(n - 1 - i);
    used |= 1u << item;
  }
  return rank;
}

// Lexicographic rank of the arrangement items[0..k) among all arrangements of k distinct items of
// 0..n-1: the mixed-radix number (radices n, n-1, ..., n-k+1) of the Lehmer digits. It equals the
// rank of any ordering that starts with items[0..k), divided by (n-k)!; k = n gives rank_permutation.
// Precondition: items[0..k) are distinct and below n, k <= n <= 16.
template <class Item>
uint64_t rank_arrangement(const Item* items, int k, int n) {
  uint64_t rank = 0;
  unsigned used = 0;
  for (int i = 0; i < k; ++i) {
    const unsigned item = static_cast<unsigned>(items[i]);
    rank = rank * static_cast<uint64_t>(n - i) + lehmer_digit(item, used);
    used |= 1u << item;
  }
  return rank;
}

// Inverse of rank_arrangement: writes the arrangement of k items of 0..n-1 whose rank is `rank` into
// items[0..k). Precondition: rank < arrangement_count(n, k), k <= n <= 16.
template <class Item>
void unrank_arrangement(uint64_t rank, int k, int n, Item* items) {
  unsigned digits[max_permutation_size];
  for (int i = k - 1; i >= 0; --i) {
    const uint64_t base = static_cast<uint64_t>(n - i);
    digits[i] = static_cast<unsigned>(rank % base);
    rank /= base;
  }
  unsigned used = 0;
  for (int i = 0; i < k; ++i) {
    unsigned item = 0;
    for (unsigned skip = digits[i];; ++item) {
      if (used & (1u << item)) continue;
      if (skip == 0) break;
      --skip;
    }
    items[i] = static_cast<Item>(item);
    used |= 1u << item;
  }
}

// Inverse of rank_permutation: writes the ordering of 0..n-1 whose rank is `rank` into items.
// Precondition: rank < n!, n <= 16.
template <class Item>
void unrank_permutation(uint64_t rank, int n, Item* items) {
  unrank_arrangement(rank, n, n, items);
}

}  // namespace puzzle

#endif  // PUZZLE_PERMUTATION_RANK_HPP
