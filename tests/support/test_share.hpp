// The share of its cases a long randomized or exhaustive test runs: all of them, or one in n when
// the environment sets PUZZLE_TEST_SHARE=n, as CI's sanitizer pass does (.ci/run). The sanitizers
// watch the code the cases run, which a share of them already runs; the plain pass runs every case.
#ifndef PUZZLE_TESTS_TEST_SHARE_HPP
#define PUZZLE_TESTS_TEST_SHARE_HPP

#include <algorithm>
#include <cstdlib>

namespace test_share {

// n of PUZZLE_TEST_SHARE=n, or 1 when unset (or not a number above 1).
inline int divisor() {
  const char* text = std::getenv("PUZZLE_TEST_SHARE");
  const int share = text != nullptr ? std::atoi(text) : 1;
  return share > 1 ? share : 1;
}

// How many of `all` cases to run: all, or their share, at least one.
inline int cases(int all) { return std::max(1, all / divisor()); }

// Whether the case numbered `index` (0, 1, ...) of an exhaustive run is among those run: every case,
// or one in n.
inline bool runs(long long index) { return index % divisor() == 0; }

}  // namespace test_share

#endif  // PUZZLE_TESTS_TEST_SHARE_HPP
