// Permutation ranking (Cantor expansion / Lehmer code): a bijection between the n! orderings of the
// items 0..n-1 and the integers 0..n!-1, and between the n!/(n-k)! arrangements of k of them and
// 0..n!/(n-k)!-1. Items lie below 32 (a set of them is a 32-bit mask); ranks are 64-bit, so an
// ordering has n <= 20 items (20! < 2^64 < 21!) and an arrangement of k of n <= 32 items needs
// n!/(n-k)! < 2^64 (arrangement_count asserts it). rank: O(k); unrank: O(n k).
#ifndef PUZZLE_PERMUTATION_RANK_HPP
#define PUZZLE_PERMUTATION_RANK_HPP

#include <cassert>
#include <stdint.h>

#include "puzzle/util/bit_count.hpp"

namespace puzzle {

// Items are 0..max_ranked_items-1: a set of them is a 32-bit mask.
const int max_ranked_items = 32;
// Most items in a ranked ordering or arrangement: 21! does not fit in 64 bits.
const int max_ranked_length = 20;
// Most cells of a board, or tracked items of a state, that the models keep in fixed arrays. An
// enumerator, not a const int: a bundle that includes this header but sizes no such array must not
// warn of an unused variable (clang's -Wunused-const-variable).
enum { max_permutation_size = 16 };

// n! for 0 <= n <= 20.
inline uint64_t factorial(int n) {
  // 0! to 20!, packed:
  // clang-format off
  static const uint64_t table[21] = {1ull, 1ull, 2ull, 6ull, 24ull, 120ull, 720ull, 5040ull, 40320ull,
                                          362880ull, 3628800ull, 39916800ull, 479001600ull, 6227020800ull,
                                          87178291200ull, 1307674368000ull, 20922789888000ull,
                                          355687428096000ull, 6402373705728000ull, 121645100408832000ull,
                                          2432902008176640000ull};
  // clang-format on
  return table[n];
}

// n!/(n-k)!: the number of arrangements of k items chosen in order from n, the bound of their ranks.
// Precondition: 0 <= k <= n <= max_ranked_items, and the count is below 2^64 (asserted).
inline uint64_t arrangement_count(int n, int k) {
  assert(0 <= k && k <= n && n <= max_ranked_items);
  uint64_t count = 1;
  for (int factor = n; factor > n - k; --factor) {
    assert(count <= ~static_cast<uint64_t>(0) / static_cast<uint64_t>(factor) && "ranks would pass 64 bits");
    count *= static_cast<uint64_t>(factor);
  }
  return count;
}

// The Lehmer digit of `item` given the set `used` (bit i = item i) of the items placed before it: how
// many smaller items are still unplaced. Ranks sum these digits in mixed radix; a search that places
// items one by one can so keep a rank up to date in O(1) per item.
inline unsigned lehmer_digit(unsigned item, uint32_t used) { return item - count_bits32(used & ((1u << item) - 1u)); }

// Lexicographic rank of items[0..n) among all orderings of 0..n-1: the sum over positions i of
// (number of smaller items after i) * (n-1-i)!. Precondition: items holds 0..n-1 once each, n <= 20.
template <class Item>
uint64_t rank_permutation(const Item* items, int n) {
  uint64_t rank = 0;
  uint32_t used = 0;
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
// Precondition: items[0..k) are distinct and below n <= 32, and arrangement_count(n, k) < 2^64.
template <class Item>
uint64_t rank_arrangement(const Item* items, int k, int n) {
  uint64_t rank = 0;
  uint32_t used = 0;
  for (int i = 0; i < k; ++i) {
    const unsigned item = static_cast<unsigned>(items[i]);
    rank = rank * static_cast<uint64_t>(n - i) + lehmer_digit(item, used);
    used |= 1u << item;
  }
  return rank;
}

// Inverse of rank_arrangement: writes the arrangement of k items of 0..n-1 whose rank is `rank` into
// items[0..k). Precondition: rank < arrangement_count(n, k) (so k <= 20), n <= 32.
template <class Item>
void unrank_arrangement(uint64_t rank, int k, int n, Item* items) {
  unsigned digits[max_ranked_length];
  for (int i = k - 1; i >= 0; --i) {
    const uint64_t base = static_cast<uint64_t>(n - i);
    digits[i] = static_cast<unsigned>(rank % base);
    rank /= base;
  }
  uint32_t used = 0;
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
// Precondition: rank < n!, n <= 20.
template <class Item>
void unrank_permutation(uint64_t rank, int n, Item* items) {
  unrank_arrangement(rank, n, n, items);
}

}  // namespace puzzle

#endif  // PUZZLE_PERMUTATION_RANK_HPP
