// A seeded random source whose output is the same on every compiler and library: splitmix64
// (Steele, Lea, Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014; the constants
// of Vigna's public-domain splitmix64.c). std::uniform_int_distribution and std::shuffle are left out
// on purpose: their output differs between standard libraries, and the judge's test sets must not.
// O(1) a number; below(n) rejects at most half the draws on average.
#ifndef JUDGE_RANDOM_HPP
#define JUDGE_RANDOM_HPP

#include <cassert>
#include <cstdint>
#include <utility>
#include <vector>

namespace judge {

class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed) {}

  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }

  // Uniform in [0, n), without modulo bias. Precondition: n > 0.
  std::uint64_t below(std::uint64_t n) {
    assert(n > 0 && "Random::below: n > 0");
    const std::uint64_t limit = -n % n;  // 2^64 mod n: draws below it are rejected
    for (;;) {
      const std::uint64_t draw = next();
      if (draw >= limit) return draw % n;
    }
  }

  int between(int low, int high) { return low + static_cast<int>(below(static_cast<std::uint64_t>(high - low + 1))); }

  // Fisher-Yates.
  template <class T>
  void shuffle(std::vector<T>& items) {
    for (std::size_t i = items.size(); i > 1; --i) std::swap(items[i - 1], items[below(i)]);
  }

 private:
  std::uint64_t state_;
};

}  // namespace judge

#endif  // JUDGE_RANDOM_HPP
