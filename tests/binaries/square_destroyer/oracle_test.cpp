// Oracle test of the square_destroyer binary (POJ 1084 "Square Destroyer") against searches written in
// the test (square_destroyer_fixtures.hpp): for n <= 3, every subset of the grid's sticks (2^24 for
// n = 3), each with the set of squares it breaks, gives for every set of squares the fewest sticks
// that break it all; the answer of a grid is that of its whole squares (a missing stick in a subset
// breaks nothing whole). Every grid of n = 1 and 2 (every set of missing sticks) and 3,000 random ones
// of n = 3 are checked so. For n = 4 and 5, random grids against a plain iterative deepening over the
// sticks of the first whole square, with no estimate. And the judge's sample.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "run_binary.hpp"
#include "square_destroyer_fixtures.hpp"

namespace {

using square_destroyer_oracle::Grid;
using square_destroyer_oracle::input_of;
using square_destroyer_oracle::squares;
using square_destroyer_oracle::sticks;

void expect_answers(const std::vector<Grid>& grids, const std::vector<int>& answers) {
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(SQUARE_DESTROYER_BINARY, input_of(grids), lines), 0);
  ASSERT_EQ(lines.size(), grids.size());
  for (std::size_t i = 0; i < grids.size(); ++i)
    ASSERT_EQ(lines[i], std::to_string(answers[i]))
        << "grid " << i + 1 << ": n = " << grids[i].n << ", missing " << grids[i].missing;
}

// fewest[set of squares]: the fewest sticks that break every square of the set, over all stick subsets.
std::vector<std::uint8_t> fewest_by_subsets(int n) {
  const std::vector<std::uint64_t> all = squares(n);
  const int count = sticks(n), square_count = static_cast<int>(all.size());
  std::vector<std::uint32_t> breaks_of_stick(static_cast<std::size_t>(count), 0);
  for (int s = 0; s < count; ++s)
    for (int q = 0; q < square_count; ++q) breaks_of_stick[s] |= static_cast<std::uint32_t>(all[q] >> s & 1u) << q;
  std::vector<std::uint8_t> fewest(std::size_t(1) << square_count, 255);
  std::vector<std::uint32_t> breaks(std::size_t(1) << count, 0);
  for (std::uint32_t subset = 0; subset < breaks.size(); ++subset) {
    if (subset > 0) {
      const int lowest = __builtin_ctz(subset);
      breaks[subset] = breaks[subset & (subset - 1)] | breaks_of_stick[static_cast<std::size_t>(lowest)];
    }
    std::uint8_t& best = fewest[breaks[subset]];
    best = std::min<std::uint8_t>(best, static_cast<std::uint8_t>(__builtin_popcount(subset)));
  }
  // A set of squares is broken by whatever breaks a larger set: the least over supersets.
  for (int q = 0; q < square_count; ++q)
    for (std::size_t set = fewest.size(); set-- > 0;)
      if (!(set >> q & 1u)) fewest[set] = std::min(fewest[set], fewest[set | std::size_t(1) << q]);
  return fewest;
}

// The squares of the grid left whole by its missing sticks, as a set (bit q: square q of squares(n)).
std::uint32_t whole_squares(const Grid& grid) {
  const std::vector<std::uint64_t> all = squares(grid.n);
  std::uint32_t whole = 0;
  for (std::size_t q = 0; q < all.size(); ++q) whole |= static_cast<std::uint32_t>((all[q] & grid.missing) == 0) << q;
  return whole;
}

TEST(SquareDestroyerOracle, EveryGridOfUpToTwoAndRandomGridsOfThreeAgainstEveryStickSubset) {
  std::mt19937 random(1084);
  std::vector<Grid> grids;
  std::vector<int> answers;
  for (int n = 1; n <= 3; ++n) {
    const std::vector<std::uint8_t> fewest = fewest_by_subsets(n);
    const std::uint64_t all_missing = std::uint64_t(1) << sticks(n);
    for (std::uint64_t missing = 0; missing < all_missing && (n < 3 || grids.size() < 16 + 4096 + 3000); ++missing) {
      const Grid grid = {n, n < 3 ? missing : (random() & (all_missing - 1)) & (random() & (all_missing - 1))};
      grids.push_back(grid);
      answers.push_back(fewest[whole_squares(grid)]);
    }
  }
  EXPECT_EQ(*std::max_element(answers.begin(), answers.end()), 6);  // the whole 3 x 3 grid's answer
  expect_answers(grids, answers);
}

// The fewest sticks to take, at most `limit`, by iterative deepening over the sticks of the first
// whole square (some stick of it must go): no estimate, no order; -1 past the limit.
int fewest_by_deepening(const std::vector<std::uint64_t>& all, std::uint64_t gone, int limit) {
  const std::function<bool(std::uint64_t, int)> within = [&](std::uint64_t taken, int left) {
    for (std::uint64_t square : all)
      if ((square & taken) == 0) {
        if (left == 0) return false;
        for (std::uint64_t rest = square; rest != 0; rest &= rest - 1)
          if (within(taken | (rest & (~rest + 1)), left - 1)) return true;
        return false;
      }
    return true;
  };
  for (int depth = 0; depth <= limit; ++depth)
    if (within(gone, depth)) return depth;
  return -1;
}

TEST(SquareDestroyerOracle, RandomGridsOfFourAndFiveAgainstPlainDeepening) {
  std::mt19937 random(182);
  std::vector<Grid> grids;
  std::vector<int> answers;
  for (int n = 4; n <= 5; ++n) {
    const std::vector<std::uint64_t> all = squares(n);
    for (int i = 0; i < 150; ++i) {
      // Each stick missing with a probability of 0-40% (n = 4) or 8-40% (n = 5, so that the plain
      // search ends): answers from a few sticks to the whole 4 x 4 grid's.
      const unsigned percent = n == 4 ? random() % 41 : 8 + random() % 33;
      Grid grid = {n, 0};
      for (int s = 0; s < sticks(n); ++s) grid.missing |= static_cast<std::uint64_t>(random() % 100 < percent) << s;
      const int answer = fewest_by_deepening(all, grid.missing, 10);
      if (answer < 0) continue;  // too deep for the plain search
      grids.push_back(grid);
      answers.push_back(answer);
    }
  }
  grids.push_back(Grid{4, 0});
  answers.push_back(fewest_by_deepening(squares(4), 0, 10));
  EXPECT_EQ(answers.back(), 9);  // the whole 4 x 4 grid
  EXPECT_GE(grids.size(), 250u);
  EXPECT_GE(*std::max_element(answers.begin(), answers.end()), 8);
  expect_answers(grids, answers);
}

TEST(SquareDestroyerOracle, JudgeSample) {
  expect_answers({{2, 0}, {3, 1ull << 11 | 1ull << 16 | 1ull << 22}}, {3, 3});
}

}  // namespace
