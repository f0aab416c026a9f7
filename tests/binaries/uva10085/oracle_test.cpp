// Oracle test of the `uva10085` binary end to end: all 9! starts in one input. For the standard board
// of each blank cell an independent breadth-first search (sliding_oracle.hpp) gives every board's
// distance and, marking the boards from which distance keeps growing to the farthest, the smallest
// (D < L < R < U) shortest path to a farthest board. Every start's answer must be that path of its
// blank cell, its board where the path leads, and that board as far from the start as any: renaming
// the tiles onto the standard board moves nothing, so the board renamed is at the farthest distance of
// the standard board's search. Also, on random starts, a search from the start itself.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "run_binary.hpp"
#include "sliding_oracle.hpp"
#include "test_share.hpp"

namespace {

using sliding_oracle::Board;

const std::size_t lines_per_case = 6;

// What the test knows of the searches from one blank cell's standard board.
struct Cell {
  Board standard;
  std::vector<int> distance;
  int farthest;
  std::string path;  // the smallest shortest path to a farthest board, D L R U
};

Cell searched(int blank) {
  Cell cell;
  for (int i = 0, tile = 1; i < 9; ++i) cell.standard.push_back(i == blank ? 0 : tile++);
  cell.distance = sliding_oracle::distances_from(cell.standard, 3);
  cell.farthest = *std::max_element(cell.distance.begin(), cell.distance.end());
  // Boards by distance; a board leads on if it is farthest or a move takes it one step further to one
  // that does.
  std::vector<std::vector<Board>> levels(static_cast<std::size_t>(cell.farthest) + 1);
  for (const Board& board : sliding_oracle::all_boards(9)) {
    const int d = cell.distance[sliding_oracle::encode(board)];
    if (d >= 0) levels[static_cast<std::size_t>(d)].push_back(board);
  }
  std::vector<bool> leads_on(cell.distance.size(), false);
  for (const Board& board : levels.back()) leads_on[sliding_oracle::encode(board)] = true;
  for (int d = cell.farthest - 1; d >= 0; --d)
    for (const Board& board : levels[static_cast<std::size_t>(d)])
      for (char letter : std::string("dlru")) {
        Board next = board;
        if (sliding_oracle::slide(next, 3, letter) && cell.distance[sliding_oracle::encode(next)] == d + 1 &&
            leads_on[sliding_oracle::encode(next)])
          leads_on[sliding_oracle::encode(board)] = true;
      }
  Board board = cell.standard;
  for (int d = 0; d < cell.farthest; ++d)
    for (char letter : std::string("DLRU")) {
      Board next = board;
      if (sliding_oracle::slide(next, 3, letter) && cell.distance[sliding_oracle::encode(next)] == d + 1 &&
          leads_on[sliding_oracle::encode(next)]) {
        cell.path += letter;
        board = next;
        break;
      }
    }
  return cell;
}

// The board that the three rows print.
Board printed_board(const std::string* rows) {
  Board board;
  for (int row = 0; row < 3; ++row)
    for (int col = 0; col < 3; ++col) board.push_back(rows[row][static_cast<std::size_t>(2 * col)] - '0');
  return board;
}

TEST(Uva10085Oracle, EveryStartGetsItsBlankCellsPathToABoardAsFarAsAny) {
  std::vector<Cell> cells;
  for (int blank = 0; blank < 9; ++blank) cells.push_back(searched(blank));
  for (int blank = 0; blank < 9; ++blank)
    EXPECT_EQ(cells[static_cast<std::size_t>(blank)].farthest, blank == 4 ? 30 : 31);
  std::vector<Board> starts;
  const std::vector<Board> every_start = sliding_oracle::all_boards(9);
  for (std::size_t i = 0; i < every_start.size(); ++i)
    if (test_share::runs(static_cast<long long>(i))) starts.push_back(every_start[i]);
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(UVA10085_BINARY, sliding_oracle::counted_rows(starts, 3), lines), 0);
  ASSERT_EQ(lines.size(), lines_per_case * starts.size());
  for (std::size_t i = 0; i < starts.size(); ++i) {
    const std::string* answer = &lines[lines_per_case * i];
    const Board& start = starts[i];
    const Cell& cell = cells[static_cast<std::size_t>(std::find(start.begin(), start.end(), 0) - start.begin())];
    ASSERT_EQ(answer[0], "Puzzle #" + std::to_string(i + 1));
    for (int row = 1; row <= 3; ++row) ASSERT_EQ(answer[row].size(), 5u) << "start " << i + 1;
    ASSERT_EQ(answer[4], cell.path) << "start " << i + 1;
    ASSERT_EQ(answer[5], "") << "start " << i + 1;
    const Board printed = printed_board(answer + 1);
    Board end = start;
    for (char letter : answer[4]) ASSERT_TRUE(sliding_oracle::slide(end, 3, letter));
    ASSERT_EQ(printed, end) << "start " << i + 1;
    // Renamed so that the start becomes the standard board: the printed board's distance.
    Board rename(9), renamed(9);
    for (std::size_t c = 0; c < 9; ++c) rename[static_cast<std::size_t>(start[c])] = cell.standard[c];
    for (std::size_t c = 0; c < 9; ++c) renamed[c] = rename[static_cast<std::size_t>(printed[c])];
    ASSERT_EQ(cell.distance[sliding_oracle::encode(renamed)], cell.farthest) << "start " << i + 1;
  }
}

TEST(Uva10085Oracle, RandomStartsCheckedBySearchesFromThemselves) {
  std::mt19937 random(10085);
  std::vector<Board> starts;
  Board board = {0, 1, 2, 3, 4, 5, 6, 7, 8};
  for (int i = 0; i < 12; ++i) {
    std::shuffle(board.begin(), board.end(), random);
    starts.push_back(board);
  }
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(UVA10085_BINARY, sliding_oracle::counted_rows(starts, 3), lines), 0);
  ASSERT_EQ(lines.size(), lines_per_case * starts.size());
  for (std::size_t i = 0; i < starts.size(); ++i) {
    const std::vector<int> distance = sliding_oracle::distances_from(starts[i], 3);
    const int farthest = *std::max_element(distance.begin(), distance.end());
    const Board printed = printed_board(&lines[lines_per_case * i + 1]);
    EXPECT_EQ(distance[sliding_oracle::encode(printed)], farthest);
    EXPECT_EQ(static_cast<int>(lines[lines_per_case * i + 4].size()), farthest);
  }
}

}  // namespace
