// Whether items[0..n) hold each of 0..n-1 exactly once: the precondition of every board, goal and
// permutation the core takes, checked by assert where they enter. O(n); no allocation for n <= 64.
#ifndef PUZZLE_HOLDS_EACH_ONCE_HPP
#define PUZZLE_HOLDS_EACH_ONCE_HPP

#include <cassert>
#include <stdint.h>

namespace puzzle {

// Whether items[0..k) are distinct and each below n. Precondition: 0 <= n <= 64.
template <class Item>
bool distinct_below(const Item* items, int k, int n) {
  assert(n >= 0 && n <= 64 && "distinct_below: n <= 64 (one bit each)");
  uint64_t seen = 0;
  for (int i = 0; i < k; ++i) {
    const long long item = static_cast<long long>(items[i]);
    if (item < 0 || item >= n || (seen >> item & 1u)) return false;
    seen |= uint64_t(1) << item;
  }
  return true;
}

// Whether items[0..n) hold each of 0..n-1 once: n distinct items below n. Precondition: 0 <= n <= 64.
template <class Item>
bool holds_each_once(const Item* items, int n) {
  return distinct_below(items, n, n);
}

}  // namespace puzzle

#endif  // PUZZLE_HOLDS_EACH_ONCE_HPP
