// Combination ranking: a bijection between the C(n, k) sets of k of the points 0..n-1 (n <= 32, a set
// given as a 32-bit mask) and the integers 0..C(n, k)-1, in colexicographic order: sets compare by
// their largest point first, which for sets of one size is the order of their masks as integers. The
// rank of {p_1 < p_2 < ... < p_k} is C(p_1, 1) + C(p_2, 2) + ... + C(p_k, k) (the combinatorial number
// system; Knuth, TAOCP 7.2.1.3, eq. (3)), so it does not depend on n. rank O(k), unrank O(32), by a
// table of binomial coefficients (33 x 33 values, 8.7 KB, built on first use). For searches that rank
// sets of one size k over and over, CombinationRanker ranks by bytes instead: one look-up per 8 points,
// in tables of 256 partial sums per byte and per count of points below it (19.5 KB for k = 8, n = 24).
#ifndef PUZZLE_COMBINATION_RANK_HPP
#define PUZZLE_COMBINATION_RANK_HPP

#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/util/bit_count.hpp"

namespace puzzle {

// Most points of a ranked set: a set is a 32-bit mask.
const int max_combination_points = 32;

namespace detail {

// Pascal's triangle up to n = 32: value[n][k] = C(n, k), 0 for k > n. C(32, 16) < 2^30.
struct BinomialTable {
  uint64_t value[max_combination_points + 1][max_combination_points + 1];
  BinomialTable() {
    for (int n = 0; n <= max_combination_points; ++n) {
      value[n][0] = 1;
      for (int k = 1; k <= max_combination_points; ++k)
        value[n][k] = n == 0 ? 0 : value[n - 1][k - 1] + value[n - 1][k];
    }
  }
};

inline const BinomialTable& binomial_table() {
  static const BinomialTable table;
  return table;
}

}  // namespace detail

// C(n, k): the number of sets of k of n points (0 when k > n). Precondition: 0 <= n, k <= 32.
inline uint64_t binomial(int n, int k) {
  assert(0 <= n && n <= max_combination_points && 0 <= k && k <= max_combination_points);
  return detail::binomial_table().value[n][k];
}

// Colexicographic rank of the set `points` (bit p: point p) among the sets of as many points.
// O(number of points).
inline uint64_t rank_combination(uint32_t points) {
  const detail::BinomialTable& table = detail::binomial_table();
  uint64_t rank = 0;
  for (int taken = 1; points != 0; ++taken) {
    const uint32_t lowest = points & (0u - points);
    rank += table.value[count_bits32(lowest - 1u)][taken];
    points ^= lowest;
  }
  return rank;
}

// Inverse of rank_combination: the set of k points whose colex rank is `rank`; its points lie below n
// exactly when rank < C(n, k). Precondition: 0 <= k <= 32, rank < C(32, k). O(32).
inline uint32_t unrank_combination(uint64_t rank, int k) {
  assert(0 <= k && k <= max_combination_points && rank < binomial(max_combination_points, k));
  const detail::BinomialTable& table = detail::binomial_table();
  uint32_t points = 0;
  int point = max_combination_points;
  for (int taken = k; taken >= 1; --taken) {
    do --point;
    while (table.value[point][taken] > rank);  // the largest point p with C(p, taken) <= rank
    rank -= table.value[point][taken];
    points |= 1u << point;
  }
  return points;
}

// rank_combination for the sets of exactly k of the points 0..n-1, by one table look-up per byte of the
// mask: the rank is a sum over the set's points in increasing order, and the terms of one byte's points
// depend only on that byte and on how many points lie below it. O(n/8) per rank.
class CombinationRanker {
 public:
  // Precondition: 0 <= k <= n <= 32.
  CombinationRanker(int n, int k) : bytes_((n + 7) / 8) {
    assert(0 <= k && k <= n && n <= max_combination_points && "CombinationRanker: 0 <= k <= n <= 32");
    for (int byte = 0; byte < bytes_; ++byte) {
      row_of_byte_[byte] = static_cast<int>(partial_sums_.size() / 256);
      const int most_below = 8 * byte < k ? 8 * byte : k;
      for (int below = 0; below <= most_below; ++below)
        for (int value = 0; value < 256; ++value) {
          uint32_t sum = 0;
          for (int bit = 0, taken = below; bit < 8; ++bit)
            if ((value >> bit & 1) && ++taken <= k) sum += static_cast<uint32_t>(binomial(8 * byte + bit, taken));
          partial_sums_.push_back(sum);
        }
    }
    for (int value = 0; value < 256; ++value) byte_points_[value] = static_cast<uint8_t>(count_bits32(value));
  }

  // rank_combination(points). Precondition: `points` holds exactly k points, all below n.
  uint64_t rank(uint32_t points) const {
    uint32_t rank = 0;
    int below = 0;
    for (int byte = 0; byte < bytes_; ++byte, points >>= 8) {
      const uint32_t value = points & 0xFFu;
      rank += partial_sums_[(static_cast<std::size_t>(row_of_byte_[byte] + below) << 8) + value];
      below += byte_points_[value];
    }
    return rank;
  }

 private:
  int bytes_;
  int row_of_byte_[max_combination_points / 8];  // first row of each byte's sums, a row per count below
  std::vector<uint32_t> partial_sums_;           // [(row_of_byte_[byte] + below) * 256 + value]
  uint8_t byte_points_[256];                     // points in a byte
};

}  // namespace puzzle

#endif  // PUZZLE_COMBINATION_RANK_HPP
