// Oracle test of the `poj3322` binary end to end: a breadth-first search written here, over the block
// as the set of cells it covers (rolled by this test's own geometry: a standing block falls onto the
// two cells beyond it; a lying block stands up beyond its far end, or slides across its width), must
// give the same answer, a number or Impossible, on every 4 x 5 map (a 2 x 3 inside of rigid, fragile
// and empty cells, every start and every target) and on random maps up to 8 x 8.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <queue>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "run_binary.hpp"

namespace {

typedef std::pair<int, int> Cell;     // row, column
typedef std::pair<Cell, Cell> Block;  // its two cells in order, the same cell twice when standing

std::string answer_of(const std::vector<std::string>& map) {
  const int rows = static_cast<int>(map.size()), columns = static_cast<int>(map[0].size());
  auto at = [&](Cell cell) {
    if (cell.first < 0 || cell.first >= rows || cell.second < 0 || cell.second >= columns) return '#';
    return map[static_cast<std::size_t>(cell.first)][static_cast<std::size_t>(cell.second)];
  };
  auto rests = [&](const Block& block) {
    if (block.first == block.second) return at(block.first) == '.' || at(block.first) == 'X' || at(block.first) == 'O';
    return at(block.first) != '#' && at(block.second) != '#';
  };
  std::vector<Cell> start;
  Cell target;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < columns; ++c) {
      if (at({r, c}) == 'X') start.push_back({r, c});
      if (at({r, c}) == 'O') target = {r, c};
    }
  const Block first = {start.front(), start.back()};
  std::map<Block, int> distance = {{first, 0}};
  std::queue<Block> queue;
  queue.push(first);
  const int steps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
  while (!queue.empty()) {
    const Block block = queue.front();
    queue.pop();
    if (block.first == target && block.second == target) return std::to_string(distance[block]);
    for (const auto& step : steps) {
      auto moved = [&](Cell cell, int times) {
        return Cell(cell.first + step[0] * times, cell.second + step[1] * times);
      };
      Block next;
      if (block.first == block.second) {
        next = {moved(block.first, 1), moved(block.first, 2)};
      } else {
        const bool along_step = (block.first.first != block.second.first) == (step[0] != 0);
        if (along_step) {  // stands up beyond the end it rolls toward
          const Cell far = moved(block.first, 1) == block.second ? block.second : block.first;
          next = {moved(far, 1), moved(far, 1)};
        } else {
          next = {moved(block.first, 1), moved(block.second, 1)};
        }
      }
      if (next.second < next.first) std::swap(next.first, next.second);
      if (!rests(next) || distance.count(next)) continue;
      distance[next] = distance[block] + 1;
      queue.push(next);
    }
  }
  return "Impossible";
}

std::string input_of(const std::vector<std::vector<std::string>>& maps) {
  std::string text;
  for (const auto& map : maps) {
    text += std::to_string(map.size()) + " " + std::to_string(map[0].size()) + "\n";
    for (const std::string& row : map) text += row + "\n";
  }
  return text + "0 0\n";
}

void expect_oracle_answers(const std::vector<std::vector<std::string>>& maps) {
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(POJ3322_BINARY, input_of(maps), lines), 0);
  ASSERT_EQ(lines.size(), maps.size());
  for (std::size_t i = 0; i < maps.size(); ++i) EXPECT_EQ(lines[i], answer_of(maps[i])) << "map " << i + 1;
}

// A map with a wall round `inside`, its rows as drawn.
std::vector<std::string> walled(const std::vector<std::string>& inside) {
  std::vector<std::string> map(1, std::string(inside[0].size() + 2, '#'));
  for (const std::string& row : inside) map.push_back("#" + row + "#");
  map.push_back(map[0]);
  return map;
}

TEST(Poj3322Oracle, EveryMapWithATwoByThreeInside) {
  std::vector<std::vector<std::string>> maps;
  int impossible = 0;
  for (int pattern = 0; pattern < 729; ++pattern) {  // each of the 6 cells '.', 'E' or '#'
    std::string cells;
    for (int i = 0, rest = pattern; i < 6; ++i, rest /= 3) cells += ".E#"[rest % 3];
    for (int target = 0; target < 6; ++target)
      for (int first = 0; first < 6; ++first)
        for (int second = first; second < 6; ++second) {  // a standing start, or a lying one
          const bool beside = (second == first + 1 && first % 3 != 2) || second == first + 3;
          if (target == first || target == second || (second != first && !beside)) continue;
          std::string here = cells;
          if (here[static_cast<std::size_t>(target)] != '.' || here[static_cast<std::size_t>(first)] != '.' ||
              here[static_cast<std::size_t>(second)] != '.')
            continue;
          here[static_cast<std::size_t>(target)] = 'O';
          here[static_cast<std::size_t>(first)] = here[static_cast<std::size_t>(second)] = 'X';
          maps.push_back(walled({here.substr(0, 3), here.substr(3)}));
          impossible += answer_of(maps.back()) == "Impossible";
        }
  }
  ASSERT_GT(maps.size(), 1000u);
  ASSERT_GT(impossible, 0);
  ASSERT_LT(impossible, static_cast<int>(maps.size()));
  expect_oracle_answers(maps);
}

TEST(Poj3322Oracle, RandomMapsUpToEightByEight) {
  std::mt19937 random(3322);
  std::vector<std::vector<std::string>> maps;
  std::map<std::string, int> answers;
  while (maps.size() < 2000) {
    const int rows = 1 + static_cast<int>(random() % 6), columns = 1 + static_cast<int>(random() % 6);
    std::vector<std::string> inside(static_cast<std::size_t>(rows),
                                    std::string(static_cast<std::size_t>(columns), '.'));
    for (std::string& row : inside)
      for (char& cell : row) cell = random() % 10 < 2 ? '#' : random() % 10 < 2 ? 'E' : '.';
    auto random_cell = [&]() -> char& {
      return inside[random() % static_cast<unsigned>(rows)][random() % static_cast<unsigned>(columns)];
    };
    char& target = random_cell();
    if (target != '.') continue;
    target = 'O';
    const int start_row = static_cast<int>(random() % static_cast<unsigned>(rows));
    const int start_column = static_cast<int>(random() % static_cast<unsigned>(columns));
    const int lie = static_cast<int>(random() % 3);  // standing, lying across, lying along
    const int end_row = start_row + (lie == 2), end_column = start_column + (lie == 1);
    if (end_row >= rows || end_column >= columns) continue;
    char& start = inside[static_cast<std::size_t>(start_row)][static_cast<std::size_t>(start_column)];
    char& end = inside[static_cast<std::size_t>(end_row)][static_cast<std::size_t>(end_column)];
    if (start != '.' || end != '.') continue;
    start = end = 'X';
    maps.push_back(walled(inside));
    ++answers[answer_of(maps.back())];
  }
  ASSERT_GT(answers["Impossible"], 100);
  ASSERT_GT(answers.size(), 8u);  // many distances
  expect_oracle_answers(maps);
}

}  // namespace
