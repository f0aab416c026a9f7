// Permutation ranking (Cantor expansion / Lehmer code): a bijection between the n! orderings of the
// items 0..n-1 and the integers 0..n!-1, for n <= 16 (16! < 2^45); and between the n!/(n-k)!
// arrangements of k distinct items out of 0..n-1 and 0..n!/(n-k)!-1. rank: O(k); unrank: O(k n).
#ifndef PUZZLE_PERMUTATION_RANK_HPP
#define PUZZLE_PERMUTATION_RANK_HPP

#include <cstdint>

namespace puzzle {

const int max_permutation_size = 16;

// n! for 0 <= n <= 20.
inline std::uint64_t factorial(int n) {
  static const std::uint64_t table[21] = {1ull, 1ull, 2ull, 6ull, 24ull, 120ull, 720ull, 5040ull, 40320ull,
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

// Lexicographic rank of items[0..n) among all orderings of 0..n-1: the sum over positions i of
// (number of smaller items after i) * (n-1-i)!. Precondition: items holds 0..n-1 once each, n <= 16.
template <class Item>
std::uint64_t rank_permutation(const Item* items, int n) {
  std::uint64_t rank = 0;
  unsigned used = 0;
  for (int i = 0; i < n; ++i) {
    const unsigned item = static_cast<unsigned>(items[i]);
    const unsigned smaller_after = item - count_bits16(used & ((1u << item) - 1u));
    rank += smaller_after * factorial(n - 1 - i);
    used |= 1u << item;
  }
  return rank;
}

// Inverse of rank_permutation: writes the ordering of 0..n-1 whose rank is `rank` into items.
// Precondition: rank < n!, n <= 16.
template <class Item>
void unrank_permutation(std::uint64_t rank, int n, Item* items) {
  unsigned digits[max_permutation_size];
  for (int i = n - 1; i >= 0; --i) {
    const std::uint64_t base = static_cast<std::uint64_t>(n - i);
    digits[i] = static_cast<unsigned>(rank % base);
    rank /= base;
  }
  unsigned used = 0;
  for (int i = 0; i < n; ++i) {
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

// Number of arrangements (ordered selections) of k distinct items out of n: n! / (n-k)!. k <= n <= 20.
inline std::uint64_t arrangement_count(int n, int k) { return factorial(n) / factorial(n - k); }

// Lexicographic rank of items[0..k) among all arrangements of k distinct items out of 0..n-1:
// by Horner's rule, rank = (...(d0 (n-1) + d1)(n-2) + ...) + d(k-1), where d_i counts the items below
// items[i] not used before i. With k = n it equals rank_permutation. Precondition: n <= 16.
template <class Item>
std::uint64_t rank_arrangement(const Item* items, int k, int n) {
  std::uint64_t rank = 0;
  unsigned used = 0;
  for (int i = 0; i < k; ++i) {
    const unsigned item = static_cast<unsigned>(items[i]);
    rank = rank * static_cast<unsigned>(n - i) + (item - count_bits16(used & ((1u << item) - 1u)));
    used |= 1u << item;
  }
  return rank;
}

// Inverse of rank_arrangement: writes the arrangement of k items out of 0..n-1 of rank `rank`.
// Precondition: rank < arrangement_count(n, k), n <= 16.
template <class Item>
void unrank_arrangement(std::uint64_t rank, int k, int n, Item* items) {
  unsigned digits[max_permutation_size];
  for (int i = k - 1; i >= 0; --i) {
    const std::uint64_t base = static_cast<std::uint64_t>(n - i);
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

}  // namespace puzzle

#endif  // PUZZLE_PERMUTATION_RANK_HPP
