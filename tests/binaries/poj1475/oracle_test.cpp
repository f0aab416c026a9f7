// Oracle test of the `poj1475` binary end to end: a Dijkstra search written here, backward from every
// state with the box on the target over the whole (walker, box) state space with the cost (pushes,
// moves) compared pushes first, gives each state's least cost to the goal; the answer it implies
// (from the start, each move the first in the order N S W E n s w e that keeps to that least cost)
// must be the binary's, letter for letter, or "Impossible." where the start has no cost, on every 2 x 4
// maze (every wall pattern, every S, B and T), on random mazes up to 7 x 7 and on the published tie mazes.
#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <queue>
#include <random>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "run_binary.hpp"

namespace {

typedef std::vector<std::string> Maze;
typedef std::pair<int, int> Cost;  // pushes, moves

const int steps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};  // N S W E

struct Oracle {
  explicit Oracle(const Maze& drawn)
      : maze(drawn), rows(static_cast<int>(drawn.size())), columns(static_cast<int>(drawn[0].size())) {}

  bool free(int r, int c) const {
    return r >= 0 && r < rows && c >= 0 && c < columns &&
           maze[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] != '#';
  }
  int cell_of(char wanted) const {
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < columns; ++c)
        if (maze[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] == wanted) return r * columns + c;
    return -1;
  }

  // The least cost from every (walker, box) state to a state with the box on T (reverse moves).
  std::map<std::pair<int, int>, Cost> costs_to_goal() const {
    typedef std::tuple<Cost, int, int> Entry;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> queue;
    std::map<std::pair<int, int>, Cost> cost;
    const int target = cell_of('T');
    for (int walker = 0; walker < rows * columns; ++walker)
      if (walker != target && free(walker / columns, walker % columns)) {
        cost[{walker, target}] = {0, 0};
        queue.push({{0, 0}, walker, target});
      }
    while (!queue.empty()) {
      const auto [here, walker, box] = queue.top();
      queue.pop();
      if (cost[{walker, box}] != here) continue;
      const int wr = walker / columns, wc = walker % columns;
      for (const auto& step : steps) {
        const int fr = wr - step[0], fc = wc - step[1];  // where the walker came from
        if (!free(fr, fc)) continue;
        const int from = fr * columns + fc;
        std::vector<std::pair<std::pair<int, int>, Cost>> before;
        if (from != box) before.push_back({{from, box}, {here.first, here.second + 1}});   // a walk
        if (box == walker + step[0] * columns + step[1] && box / columns == wr + step[0])  // a push
          before.push_back({{from, walker}, {here.first + 1, here.second + 1}});
        for (const auto& [state, c] : before) {
          auto found = cost.find(state);
          if (found != cost.end() && found->second <= c) continue;
          cost[state] = c;
          queue.push({c, state.first, state.second});
        }
      }
    }
    return cost;
  }

  // The answer line: the first optimal move string in N S W E n s w e order, or Impossible.
  std::string answer(Cost* optimum = nullptr) const {
    const auto cost = costs_to_goal();
    int walker = cell_of('S'), box = cell_of('B');
    const int target = cell_of('T');
    if (!cost.count({walker, box})) return "Impossible.";
    if (optimum) *optimum = cost.at({walker, box});
    std::string moves;
    while (box != target) {
      const Cost now = cost.at({walker, box});
      for (int rank = 0; rank < 8; ++rank) {
        const int d = rank % 4;
        const int nr = walker / columns + steps[d][0], nc = walker % columns + steps[d][1];
        if (!free(nr, nc)) continue;
        const int next = nr * columns + nc;
        const bool push = next == box;
        if (push != (rank < 4)) continue;
        const int br = box / columns + steps[d][0], bc = box % columns + steps[d][1];
        if (push && !free(br, bc)) continue;
        const int next_box = push ? br * columns + bc : box;
        const auto found = cost.find({next, next_box});
        if (found == cost.end() || Cost(found->second.first + push, found->second.second + 1) != now) continue;
        moves += "NSWEnswe"[rank];
        walker = next, box = next_box;
        break;
      }
    }
    return moves;
  }

  const Maze& maze;
  int rows, columns;
};

std::string input_of(const std::vector<Maze>& mazes) {
  std::string text;
  for (const Maze& maze : mazes) {
    text += std::to_string(maze.size()) + " " + std::to_string(maze[0].size()) + "\n";
    for (const std::string& row : maze) text += row + "\n";
  }
  return text + "0 0\n";
}

void expect_oracle_answers(const std::vector<Maze>& mazes) {
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(POJ1475_BINARY, input_of(mazes), lines), 0);
  ASSERT_EQ(lines.size(), 3 * mazes.size());
  for (std::size_t i = 0; i < mazes.size(); ++i) {
    EXPECT_EQ(lines[3 * i], "Maze #" + std::to_string(i + 1));
    EXPECT_EQ(lines[3 * i + 1], Oracle(mazes[i]).answer()) << "maze " << i + 1;
    EXPECT_EQ(lines[3 * i + 2], "");
  }
}

TEST(Poj1475Oracle, EveryTwoByFourMaze) {
  std::vector<Maze> mazes;
  int impossible = 0;
  for (int s = 0; s < 8; ++s)
    for (int b = 0; b < 8; ++b)
      for (int t = 0; t < 8; ++t) {
        if (s == b || b == t || s == t) continue;
        for (int walls = 0; walls < 256; ++walls) {
          if (walls & (1 << s | 1 << b | 1 << t)) continue;
          std::string cells;
          for (int i = 0; i < 8; ++i) cells += i == s ? 'S' : i == b ? 'B' : i == t ? 'T' : walls >> i & 1 ? '#' : '.';
          mazes.push_back({cells.substr(0, 4), cells.substr(4)});
          impossible += Oracle(mazes.back()).answer() == "Impossible.";
        }
      }
  ASSERT_EQ(mazes.size(), 336u * 32u);
  ASSERT_GT(impossible, 1000);
  ASSERT_LT(impossible, static_cast<int>(mazes.size()) - 500);
  expect_oracle_answers(mazes);
}

TEST(Poj1475Oracle, RandomMazesUpToSevenBySeven) {
  std::mt19937 random(1475);
  std::vector<Maze> mazes;
  int impossible = 0, turns = 0;
  while (mazes.size() < 1500) {
    const int rows = 1 + static_cast<int>(random() % 7), columns = 1 + static_cast<int>(random() % 7);
    if (rows * columns < 3 || (rows < 3 && random() % 2)) continue;
    Maze maze(static_cast<std::size_t>(rows), std::string(static_cast<std::size_t>(columns), '.'));
    const unsigned rock = random() % 3;  // 0-20% rock
    for (std::string& row : maze)
      for (char& cell : row) cell = random() % 10 < rock ? '#' : '.';
    bool placed = true;
    for (char piece : {'S', 'B', 'T'}) {
      char& cell = maze[random() % static_cast<unsigned>(rows)][random() % static_cast<unsigned>(columns)];
      placed = placed && cell != 'S' && cell != 'B' && cell != 'T';
      cell = piece;
    }
    if (!placed) continue;
    mazes.push_back(maze);
    const std::string answer = Oracle(maze).answer();
    impossible += answer == "Impossible.";
    turns += answer != "Impossible." && answer.find_first_of("nswe", answer.find_first_of("NSWE")) != std::string::npos;
  }
  ASSERT_GT(impossible, 100);
  ASSERT_LT(impossible, 1000);
  ASSERT_GT(turns, 100);  // the walker walks between pushes: where a search may add extra walks
  expect_oracle_answers(mazes);
}

// Felix Halim's mazes for UVa 589, each with one optimal answer, and the Algorithmist's, where the
// box must come back through a cell: the fewest pushes, then the fewest walks.
TEST(Poj1475Oracle, PublishedTieMazes) {
  const std::vector<Maze> mazes = {{".....", "..BS.", ".#.#.", "T...."}, {"TSB..", "##..."}};
  Cost optimum;
  EXPECT_EQ(Oracle(mazes[0]).answer(&optimum), "WWnwSS");
  EXPECT_EQ(optimum, Cost(4, 6));
  EXPECT_EQ(Oracle(mazes[1]).answer(&optimum), "EseenWWW");
  EXPECT_EQ(optimum, Cost(4, 8));
  expect_oracle_answers(mazes);
}

}  // namespace
