// Oracle test of the `cubic` binary end to end. For each start cell, an independent breadth-first search
// over whole positions (cubes as three colour letters, rolled by swapping letters as the rules say) finds
// the distance of every target of top colours up to 31 moves; `cubic` must print it for over 200
// targets per start cell drawn across every distance 0..30, and -1 for targets 31 moves away or more.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "run_binary.hpp"

namespace {

const int cells = 9;
const int empty_digit = 6;  // a position is a base-7 number: per cell a cube's colour order, or empty
const int oracle_depth = 31;

// The six colour orders (top, columns, rows) in this test's own numbering, and the rolls between them.
struct CubeOrders {
  std::vector<std::string> orders;
  int roll_between_columns[6], roll_between_rows[6];

  CubeOrders() {
    std::string order = "BRW";
    do orders.push_back(order);
    while (std::next_permutation(order.begin(), order.end()));
    for (int i = 0; i < 6; ++i) {
      std::string columns = orders[i], rows = orders[i];
      std::swap(columns[0], columns[1]);  // top <-> the colour facing the columns
      std::swap(rows[0], rows[2]);        // top <-> the colour facing the rows
      roll_between_columns[i] = index_of(columns);
      roll_between_rows[i] = index_of(rows);
    }
  }
  int index_of(const std::string& order) const {
    return static_cast<int>(std::find(orders.begin(), orders.end(), order) - orders.begin());
  }
};

// The fewest moves, up to oracle_depth, from the start with `start_cell` empty to each target, indexed by
// the target as a base-4 number (W 0, R 1, B 2, E 3 per cell, cell 0 lowest); 255 when farther.
std::vector<std::uint8_t> target_distances(int start_cell) {
  const CubeOrders cubes;
  std::uint32_t power[cells + 1] = {1};
  for (int i = 1; i <= cells; ++i) power[i] = power[i - 1] * 7;
  std::vector<std::uint8_t> depth(power[cells], 255);
  std::vector<std::uint32_t> queue;
  std::uint32_t start = 0;
  for (int cell = 0; cell < cells; ++cell)
    start += static_cast<std::uint32_t>(cell == start_cell ? empty_digit : cubes.index_of("WBR")) * power[cell];
  depth[start] = 0;
  queue.push_back(start);
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const std::uint32_t position = queue[head];
    if (depth[position] == oracle_depth) break;
    int digit[cells], empty = 0;
    std::uint32_t rest = position;
    for (int cell = 0; cell < cells; ++cell, rest /= 7) {
      digit[cell] = static_cast<int>(rest % 7);
      if (digit[cell] == empty_digit) empty = cell;
    }
    const int row = empty / 3, column = empty % 3;
    const int neighbours[4][2] = {{row - 1, column}, {row + 1, column}, {row, column - 1}, {row, column + 1}};
    for (const auto& neighbour : neighbours) {
      if (neighbour[0] < 0 || neighbour[0] > 2 || neighbour[1] < 0 || neighbour[1] > 2) continue;
      const int from = neighbour[0] * 3 + neighbour[1];
      const int cube = digit[from];
      const int rolled = neighbour[0] == row ? cubes.roll_between_columns[cube] : cubes.roll_between_rows[cube];
      const std::uint32_t child = position - static_cast<std::uint32_t>(empty_digit) * power[empty] +
                                  static_cast<std::uint32_t>(rolled) * power[empty] -
                                  static_cast<std::uint32_t>(cube) * power[from] +
                                  static_cast<std::uint32_t>(empty_digit) * power[from];
      if (depth[child] != 255) continue;
      depth[child] = static_cast<std::uint8_t>(depth[position] + 1);
      queue.push_back(child);
    }
  }
  std::uint32_t target_digit[7];  // per base-7 digit: W 0, R 1, B 2 on top, or 3 (E)
  for (int value = 0; value < 7; ++value)
    target_digit[value] = static_cast<std::uint32_t>(
        std::string("WRBE").find(value == empty_digit ? 'E' : cubes.orders[static_cast<std::size_t>(value)][0]));
  std::vector<std::uint8_t> distance(1u << (2 * cells), 255);
  for (const std::uint32_t position : queue) {  // in order of depth: the first position of a target is nearest
    std::uint32_t target = 0, rest = position;
    for (int cell = 0; cell < cells; ++cell, rest /= 7) target += target_digit[rest % 7] << (2 * cell);
    if (distance[target] == 255) distance[target] = depth[position];
  }
  return distance;
}

// A target of a single E as the judge writes it: three rows of three colour letters.
std::string target_rows(std::uint32_t target) {
  std::string text;
  for (int cell = 0; cell < cells; ++cell, target /= 4) {
    text += "WRBE"[target % 4];
    text += cell % 3 == 2 ? '\n' : ' ';
  }
  return text;
}

bool has_one_empty(std::uint32_t target) {
  int empties = 0;
  for (int cell = 0; cell < cells; ++cell, target /= 4) empties += target % 4 == 3;
  return empties == 1;
}

class CubicOracle : public testing::TestWithParam<int> {};

TEST_P(CubicOracle, AnswersMatchAnIndependentBreadthFirstSearch) {
  const int start_cell = GetParam();
  const std::vector<std::uint8_t> distance = target_distances(start_cell);

  // Targets by distance (index oracle_depth + 1: farther, or never); draw some of each.
  std::vector<std::vector<std::uint32_t>> by_distance(oracle_depth + 2);
  for (std::uint32_t target = 0; target < distance.size(); ++target)
    if (has_one_empty(target)) by_distance[std::min<int>(distance[target], oracle_depth + 1)].push_back(target);
  std::mt19937 random(static_cast<unsigned>(1604 + start_cell));
  std::string input;
  std::vector<int> expected;
  for (int d = 0; d <= oracle_depth + 1; ++d) {
    std::vector<std::uint32_t>& targets = by_distance[static_cast<std::size_t>(d)];
    ASSERT_FALSE(targets.empty()) << "no target at distance " << d;
    std::shuffle(targets.begin(), targets.end(), random);
    const std::size_t wanted = d <= 30 ? 7 : 10;
    for (std::size_t i = 0; i < targets.size() && i < wanted; ++i) {
      input += std::to_string(start_cell % 3 + 1) + " " + std::to_string(start_cell / 3 + 1) + "\n" +
               target_rows(targets[i]);
      expected.push_back(d <= 30 ? d : -1);
    }
  }
  input += "0 0\n";
  ASSERT_GE(expected.size(), 200u);

  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(CUBIC_BINARY, input, lines), 0);
  ASSERT_EQ(lines.size(), expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i)
    EXPECT_EQ(lines[i], std::to_string(expected[i])) << "dataset " << i + 1;
}

INSTANTIATE_TEST_SUITE_P(EveryStartCell, CubicOracle, testing::Range(0, cells));

}  // namespace
