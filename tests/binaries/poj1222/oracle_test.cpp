// Oracle test of the poj1222 binary (POJ 1222 "EXTENDED LIGHTS OUT"): a breadth-first search over
// 2^30 panels is too large, so the oracle is the statement's own method, written here: try each of
// the 64 sets of presses on the first row, chase the lights down row by row (a light left on is put
// out by the button below it), and keep the sets that leave the last row dark. Every puzzle checked
// has exactly one such set (the answer is unique), and the binary's answer is it: the sample, every
// panel with one light on, the full panel, and 3,000 random panels, in one input; each answer also
// replayed with the statement's rule.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "run_binary.hpp"

namespace {

// Bit r * 6 + c set: a light on (or a button pressed). The lights a press on `cell` toggles.
std::uint32_t press(int cell) {
  const int row = cell / 6, col = cell % 6;
  std::uint32_t mask = 1u << cell;
  if (row > 0) mask |= 1u << (cell - 6);
  if (row < 4) mask |= 1u << (cell + 6);
  if (col > 0) mask |= 1u << (cell - 1);
  if (col < 5) mask |= 1u << (cell + 1);
  return mask;
}

std::uint32_t pressed(std::uint32_t lights, std::uint32_t buttons) {
  for (int cell = 0; cell < 30; ++cell)
    if (buttons >> cell & 1u) lights ^= press(cell);
  return lights;
}

// Every button set that puts every light out, by the first row and the chase.
std::vector<std::uint32_t> chased_solutions(std::uint32_t lights) {
  std::vector<std::uint32_t> solutions;
  for (std::uint32_t first = 0; first < 64; ++first) {
    std::uint32_t buttons = first, left = pressed(lights, first);
    for (int row = 1; row < 5; ++row)
      for (int col = 0; col < 6; ++col)
        if (left >> ((row - 1) * 6 + col) & 1u) {
          buttons |= 1u << (row * 6 + col);
          left ^= press(row * 6 + col);
        }
    if (left == 0) solutions.push_back(buttons);
  }
  return solutions;
}

std::string rows_of(std::uint32_t bits) {
  std::string text;
  for (int cell = 0; cell < 30; ++cell)
    text += std::string(bits >> cell & 1u ? "1" : "0") + (cell % 6 == 5 ? "\n" : " ");
  return text;
}

TEST(Poj1222Oracle, EachAnswerIsTheOneSetTheChaseFinds) {
  std::vector<std::uint32_t> puzzles = {0, (1u << 30) - 1};
  for (int cell = 0; cell < 30; ++cell) puzzles.push_back(1u << cell);
  std::mt19937 random(1222);
  for (int i = 0; i < 3000; ++i) puzzles.push_back(static_cast<std::uint32_t>(random()) & ((1u << 30) - 1));
  std::string input = std::to_string(puzzles.size()) + "\n";
  for (std::uint32_t lights : puzzles) input += rows_of(lights);
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(POJ1222_BINARY, input, lines), 0);
  ASSERT_EQ(lines.size(), 6 * puzzles.size());
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const std::vector<std::uint32_t> solutions = chased_solutions(puzzles[i]);
    ASSERT_EQ(solutions.size(), 1u) << rows_of(puzzles[i]);
    ASSERT_EQ(lines[6 * i], "PUZZLE #" + std::to_string(i + 1));
    std::string answer;
    for (int row = 0; row < 5; ++row) answer += lines[6 * i + 1 + row] + "\n";
    ASSERT_EQ(answer, rows_of(solutions[0])) << "puzzle " << i + 1;
    ASSERT_EQ(pressed(puzzles[i], solutions[0]), 0u);
  }
}

TEST(Poj1222Oracle, JudgeSample) {
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(POJ1222_BINARY,
                                    "2\n0 1 1 0 1 0\n1 0 0 1 1 1\n0 0 1 0 0 1\n1 0 0 1 0 1\n0 1 1 1 0 0\n"
                                    "0 0 1 0 1 0\n1 0 1 0 1 1\n0 0 1 0 1 1\n1 0 1 1 0 0\n0 1 0 1 0 0\n",
                                    lines),
            0);
  EXPECT_EQ(lines, std::vector<std::string>({"PUZZLE #1", "1 0 1 0 0 1", "1 1 0 1 0 1", "0 0 1 0 1 1", "1 0 0 1 0 0",
                                             "0 1 0 0 0 0", "PUZZLE #2", "1 0 0 1 1 1", "1 1 0 0 0 0", "0 0 0 1 0 0",
                                             "1 1 0 1 0 1", "1 0 1 1 0 1"}));
}

}  // namespace
