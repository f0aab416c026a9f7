// Multiset permutation ranking: a bijection between the distinct orderings of a multiset of labels
// (label l repeated counts[l] times, e.g. 24 cells holding 8 each of 3 symbols: 24!/(8!)^3 =
// 9,465,511,770 boards) and 0..count-1, in lexicographic order. Rank: at each position, add the
// orderings of the rest that start with a smaller label (Knuth, TAOCP 7.2.1.2, multiset permutations).
// rank and unrank O(n x labels); no table. Preconditions: at most 32 labels; the count fits 64 bits.
#ifndef PUZZLE_MULTISET_RANK_HPP
#define PUZZLE_MULTISET_RANK_HPP

#include <cassert>
#include <stdint.h>

namespace puzzle {

// Most distinct labels of a ranked multiset.
const int max_multiset_labels = 32;

namespace detail {

inline uint64_t greatest_common_divisor(uint64_t a, uint64_t b) {
  while (b != 0) {
    const uint64_t rest = a % b;
    a = b;
    b = rest;
  }
  return a;
}

// value x numerator / denominator, when that is an integer, without the product overflowing first:
// with g = gcd(numerator, denominator), denominator/g divides value. Asserts that the result fits.
inline uint64_t times_ratio(uint64_t value, uint64_t numerator, uint64_t denominator) {
  const uint64_t common = greatest_common_divisor(numerator, denominator);
  const uint64_t reduced = value / (denominator / common), factor = numerator / common;
  assert((factor == 0 || reduced <= ~static_cast<uint64_t>(0) / factor) && "multiset count passes 64 bits");
  return reduced * factor;
}

}  // namespace detail

// The number of distinct orderings of the multiset with counts[0..labels): n! / (counts[0]! ...
// counts[labels-1]!), n the sum of the counts. Precondition: 1 <= labels <= 32, counts >= 0, and the
// number is below 2^64 (asserted).
inline uint64_t multiset_permutation_count(const int* counts, int labels) {
  assert(1 <= labels && labels <= max_multiset_labels);
  uint64_t count = 1;
  uint64_t placed = 0;
  for (int label = 0; label < labels; ++label) {
    assert(counts[label] >= 0);
    for (int copy = 1; copy <= counts[label]; ++copy)  // one more copy: x (placed + 1) / copies
      count = detail::times_ratio(count, ++placed, static_cast<uint64_t>(copy));
  }
  return count;
}

// Lexicographic rank of items[0..n) among the distinct orderings of its own multiset of labels, each
// label below `labels`. Precondition: 1 <= labels <= 32; that multiset's count is below 2^64.
template <class Label>
uint64_t rank_multiset_permutation(const Label* items, int n, int labels) {
  int counts[max_multiset_labels] = {0};
  for (int i = 0; i < n; ++i) ++counts[static_cast<int>(items[i])];
  uint64_t orderings = multiset_permutation_count(counts, labels);  // of items[i..n), for i = 0
  uint64_t rank = 0;
  for (int i = 0; i < n; ++i) {
    const uint64_t rest = static_cast<uint64_t>(n - i);
    const int label = static_cast<int>(items[i]);
    for (int smaller = 0; smaller < label; ++smaller)  // orderings of items[i..n) that start with `smaller`
      rank += detail::times_ratio(orderings, static_cast<uint64_t>(counts[smaller]), rest);
    orderings = detail::times_ratio(orderings, static_cast<uint64_t>(counts[label]), rest);
    --counts[label];
  }
  return rank;
}

// Inverse of rank_multiset_permutation: writes into items[0..n) the ordering of the multiset with
// counts[0..labels) (n their sum) whose rank is `rank`. Precondition: rank <
// multiset_permutation_count(counts, labels).
template <class Label>
void unrank_multiset_permutation(uint64_t rank, const int* counts, int labels, Label* items) {
  assert(rank < multiset_permutation_count(counts, labels));
  int left[max_multiset_labels];
  int n = 0;
  for (int label = 0; label < labels; ++label) n += left[label] = counts[label];
  uint64_t orderings = multiset_permutation_count(counts, labels);
  for (int i = 0; i < n; ++i) {
    const uint64_t rest = static_cast<uint64_t>(n - i);
    for (int label = 0;; ++label) {
      const uint64_t starting_here = detail::times_ratio(orderings, static_cast<uint64_t>(left[label]), rest);
      if (rank < starting_here) {
        items[i] = static_cast<Label>(label);
        orderings = starting_here;
        --left[label];
        break;
      }
      rank -= starting_here;
    }
  }
}

}  // namespace puzzle

#endif  // PUZZLE_MULTISET_RANK_HPP
