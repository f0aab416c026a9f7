// Oracle test of the `rotation` binary end to end: 2,048 random cases, every number of wildcards 0..9
// equally often, each answer checked against a plain breadth-first search from the case's start board
// (the least distance over the target's completions, or the first matching board in BFS order).
#include <gtest/gtest.h>

#include "run_binary.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <numeric>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

namespace {

typedef std::array<std::uint8_t, 9> ByteBoard;  // tiles 1-9 in reading order; 0 in a target: any tile

std::uint64_t encode(const ByteBoard& board) {
  std::uint64_t code = 0;
  for (std::uint8_t tile : board) code = code * 10 + tile;
  return code;
}

// The 12 boards one move away: each row turned left and right, each column turned up and down.
std::vector<ByteBoard> neighbours(const ByteBoard& board) {
  std::vector<ByteBoard> result;
  for (int line = 0; line < 3; ++line)
    for (int is_column = 0; is_column < 2; ++is_column) {
      const int a = is_column ? line : 3 * line, step = is_column ? 3 : 1;
      const int b = a + step, c = a + 2 * step;
      ByteBoard forward = board, backward = board;
      forward[a] = board[b], forward[b] = board[c], forward[c] = board[a];
      backward[a] = board[c], backward[b] = board[a], backward[c] = board[b];
      result.push_back(forward);
      result.push_back(backward);
    }
  return result;
}

// Every board reachable from `start`, in breadth-first order, with its distance; and the distance by board.
struct Reachable {
  std::vector<ByteBoard> boards;
  std::vector<int> distance;
  std::unordered_map<std::uint64_t, int> distance_of;
};

Reachable breadth_first(const ByteBoard& start) {
  Reachable reachable;
  reachable.distance_of.reserve(400000);
  reachable.distance_of[encode(start)] = 0;
  reachable.boards.push_back(start);
  reachable.distance.push_back(0);
  for (std::size_t head = 0; head < reachable.boards.size(); ++head)
    for (const ByteBoard& next : neighbours(reachable.boards[head]))
      if (reachable.distance_of.emplace(encode(next), reachable.distance[head] + 1).second) {
        reachable.boards.push_back(next);
        reachable.distance.push_back(reachable.distance[head] + 1);
      }
  return reachable;
}

// The fewest moves to a board matching `target`, or -1. Few wildcards: the least distance over the
// target's completions; many: the first matching board in breadth-first order.
int fewest_moves(const Reachable& reachable, const ByteBoard& target) {
  std::vector<int> wildcards, missing;
  for (int cell = 0; cell < 9; ++cell)
    if (target[cell] == 0) wildcards.push_back(cell);
  for (int tile = 1; tile <= 9; ++tile)
    if (std::find(target.begin(), target.end(), tile) == target.end()) missing.push_back(tile);
  int least = -1;
  if (wildcards.size() <= 4) {
    do {
      ByteBoard completion = target;
      for (std::size_t i = 0; i < wildcards.size(); ++i)
        completion[wildcards[i]] = static_cast<std::uint8_t>(missing[i]);
      const auto found = reachable.distance_of.find(encode(completion));
      if (found != reachable.distance_of.end() && (least < 0 || found->second < least)) least = found->second;
    } while (std::next_permutation(missing.begin(), missing.end()));
    return least;
  }
  for (std::size_t i = 0; i < reachable.boards.size(); ++i) {
    bool matches = true;
    for (int cell = 0; cell < 9 && matches; ++cell)
      matches = target[cell] == 0 || target[cell] == reachable.boards[i][cell];
    if (matches) return reachable.distance[i];
  }
  return -1;
}

// The judge's answer line.
std::string expected_answer(const Reachable& reachable, const ByteBoard& target, int case_number) {
  const int moves = fewest_moves(reachable, target);
  return "Case #" + std::to_string(case_number) + ": " + (moves < 0 ? "No Solution!" : std::to_string(moves));
}

std::string board_text(const ByteBoard& board) {
  std::string text;
  for (int cell = 0; cell < 9; ++cell) {
    text += board[cell] == 0 ? '*' : static_cast<char>('0' + board[cell]);
    text += cell % 3 == 2 ? '\n' : ' ';
  }
  return text;
}

TEST(RotationOracle, RandomCasesWithEveryNumberOfWildcards) {
  const int starts = 4, cases_per_start = 512;
  std::mt19937 random(485);
  std::vector<ByteBoard> start_of(starts);
  std::vector<Reachable> reachable;
  for (ByteBoard& start : start_of) {
    std::iota(start.begin(), start.end(), 1);
    std::shuffle(start.begin(), start.end(), random);
    reachable.push_back(breadth_first(start));
    ASSERT_EQ(reachable.back().boards.size(), 181440u);
  }

  std::string input = std::to_string(starts * cases_per_start) + "\n";
  std::vector<std::string> expected, case_text;
  for (int i = 0; i < starts * cases_per_start; ++i) {
    const int which = i % starts, wildcards = i / starts % 10;
    ByteBoard target;
    std::iota(target.begin(), target.end(), 1);
    std::shuffle(target.begin(), target.end(), random);
    std::array<int, 9> cells;
    std::iota(cells.begin(), cells.end(), 0);
    std::shuffle(cells.begin(), cells.end(), random);
    for (int w = 0; w < wildcards; ++w) target[cells[w]] = 0;
    case_text.push_back(board_text(start_of[which]) + board_text(target));
    input += case_text.back();
    expected.push_back(expected_answer(reachable[which], target, i + 1));
  }

  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(ROTATION_BINARY, input, lines), 0);
  ASSERT_EQ(lines.size(), expected.size());
  int unsolvable = 0;
  for (std::size_t i = 0; i < expected.size(); ++i) {
    ASSERT_EQ(lines[i], expected[i]) << "case " << i + 1 << ":\n" << case_text[i];
    unsolvable += expected[i].find("No Solution") != std::string::npos;
  }
  EXPECT_GT(unsolvable, 50);  // about half the cases with at most one wildcard
}

}  // namespace
