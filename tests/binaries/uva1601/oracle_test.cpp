// Oracle test of the `uva1601` binary end to end: a breadth-first search written here, over the
// ghosts' (row, column) positions in a std::map, each step every combination of stay or N S W E per
// ghost that ends on corridor cells, all different, with no two ghosts swapped, must give the same
// fewest steps (or -1) on 600 random maps of 4 x 4 to 6 x 7 with 1-3 ghosts (some with 2 x 2 open
// squares and walled-off corridors, which the judges' maps never have: the binary reads them too).
#include <gtest/gtest.h>

#include <map>
#include <queue>
#include <random>
#include <string>
#include <vector>

#include "run_binary.hpp"
#include "uva1601_fixtures.hpp"

namespace {

using uva1601_test::Map;

int fewest_steps(const Map& map) {
  typedef std::vector<int> Places;  // per ghost: row * 100 + column
  Places start(static_cast<std::size_t>(map.ghosts)), goal(static_cast<std::size_t>(map.ghosts));
  for (std::size_t r = 0; r < map.rows.size(); ++r)
    for (std::size_t c = 0; c < map.rows[r].size(); ++c) {
      const char cell = map.rows[r][c];
      if (cell >= 'a' && cell <= 'c') start[static_cast<std::size_t>(cell - 'a')] = static_cast<int>(r * 100 + c);
      if (cell >= 'A' && cell <= 'C') goal[static_cast<std::size_t>(cell - 'A')] = static_cast<int>(r * 100 + c);
    }
  auto open = [&](int place) {
    return map.rows[static_cast<std::size_t>(place / 100)][static_cast<std::size_t>(place % 100)] != '#';
  };
  const int steps[5] = {0, -100, 100, -1, 1};
  std::map<Places, int> distance = {{start, 0}};
  std::queue<Places> queue;
  queue.push(start);
  while (!queue.empty()) {
    const Places at = queue.front();
    queue.pop();
    if (at == goal) return distance[at];
    int combinations = 1;
    for (int g = 0; g < map.ghosts; ++g) combinations *= 5;
    for (int combination = 0; combination < combinations; ++combination) {
      Places next = at;
      bool legal = true;
      for (int g = 0, rest = combination; g < map.ghosts; ++g, rest /= 5) {
        next[static_cast<std::size_t>(g)] += steps[rest % 5];
        legal = legal && open(next[static_cast<std::size_t>(g)]);
      }
      for (int g = 0; legal && g < map.ghosts; ++g)
        for (int h = g + 1; h < map.ghosts; ++h) {
          const std::size_t i = static_cast<std::size_t>(g), j = static_cast<std::size_t>(h);
          if (next[i] == next[j] || (next[i] == at[j] && next[j] == at[i])) legal = false;
        }
      if (!legal || distance.count(next)) continue;
      distance[next] = distance[at] + 1;
      queue.push(next);
    }
  }
  return -1;
}

TEST(Uva1601Oracle, RandomSmallMapsMatchAnIndependentSearch) {
  std::mt19937 random(1601);
  std::vector<Map> maps;
  std::map<int, int> answers;
  while (maps.size() < 600) {
    const int width = 4 + static_cast<int>(random() % 3), height = 4 + static_cast<int>(random() % 4);
    Map map{
        1 + static_cast<int>(random() % 3),
        std::vector<std::string>(static_cast<std::size_t>(height), std::string(static_cast<std::size_t>(width), '#'))};
    std::vector<int> free_cells;
    for (int r = 1; r + 1 < height; ++r)
      for (int c = 1; c + 1 < width; ++c)
        if (random() % 10 < 7) {
          map.rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] = ' ';
          free_cells.push_back(r * 100 + c);
        }
    if (static_cast<int>(free_cells.size()) < 2 * map.ghosts) continue;
    std::shuffle(free_cells.begin(), free_cells.end(), random);
    for (int g = 0; g < map.ghosts; ++g) {  // a cell holds one letter: starts and targets all apart
      const int start = free_cells[static_cast<std::size_t>(g)],
                target = free_cells[static_cast<std::size_t>(map.ghosts + g)];
      map.rows[static_cast<std::size_t>(start / 100)][static_cast<std::size_t>(start % 100)] =
          static_cast<char>('a' + g);
      map.rows[static_cast<std::size_t>(target / 100)][static_cast<std::size_t>(target % 100)] =
          static_cast<char>('A' + g);
    }
    maps.push_back(map);
    ++answers[fewest_steps(map)];
  }
  ASSERT_GT(answers[-1], 20);
  ASSERT_GT(answers.size(), 10u);  // many distances
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(UVA1601_BINARY, uva1601_test::input_of(maps), lines), 0);
  ASSERT_EQ(lines.size(), maps.size());
  for (std::size_t i = 0; i < maps.size(); ++i)
    EXPECT_EQ(lines[i], std::to_string(fewest_steps(maps[i]))) << "map " << i + 1;
}

}  // namespace
