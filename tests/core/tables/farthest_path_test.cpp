// Tests of farthest_path.hpp, on sliding boards (sliding_rank_puzzle.hpp) from the standard board of
// each blank cell: the path ends on a board as far as any from the source (an independent breadth-first
// search, sliding_oracle.hpp) and is the smallest in d < l < r < u of the shortest paths to the
// farthest boards (for each farthest board, the smallest shortest path to it is read off a search
// from that board; the smallest of those); every board of the class is reached. 2x3 boards on every
// blank cell; 3x3 on a corner, a mid-side and the centre.
#include "puzzle/tables/farthest_path.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "sliding_oracle.hpp"
#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/sliding/tiles/sliding_rank_puzzle.hpp"
#include "puzzle/sliding/tiles/standard_goal.hpp"

namespace {

using sliding_oracle::Board;

// The smallest shortest path from `source` to `target` (distance_to_target: a search from the target).
std::string smallest_path(Board board, int cols, const std::vector<int>& distance_to_target) {
  std::string path;
  for (int left = distance_to_target[sliding_oracle::encode(board)]; left > 0; --left)
    for (char letter : std::string("dlru")) {
      Board next = board;
      if (sliding_oracle::slide(next, cols, letter) && distance_to_target[sliding_oracle::encode(next)] == left - 1) {
        path += letter;
        board = next;
        break;
      }
    }
  return path;
}

// Checks farthest_path from the standard board of `blank` on a rows x cols board; `most_farthest`
// bounds the farthest boards the check searches from (each a breadth-first search).
void check_farthest_path(int rows, int cols, int blank, std::size_t most_farthest) {
  const int cells = rows * cols;
  std::uint8_t standard[9];
  puzzle::standard_goal(cells, blank, standard);
  const puzzle::SlidingRankPuzzle model(rows, cols);
  const puzzle::SearchResult<puzzle::SlideMove> result = puzzle::farthest_path(model, model.make_state(standard));
  const std::string moves = puzzle::slide_letters(result.moves);

  const Board source(standard, standard + cells);
  const std::vector<int> distance = sliding_oracle::distances_from(source, cols);
  const int farthest = *std::max_element(distance.begin(), distance.end());
  EXPECT_TRUE(result.found);
  EXPECT_EQ(result.expanded, sliding_oracle::orderings(static_cast<std::size_t>(cells)) / 2);
  ASSERT_EQ(static_cast<int>(moves.size()), farthest) << rows << "x" << cols << " blank " << blank;
  Board end = source;
  for (char letter : moves) ASSERT_TRUE(sliding_oracle::slide(end, cols, letter));
  EXPECT_EQ(distance[sliding_oracle::encode(end)], farthest);

  std::string smallest;
  std::size_t found = 0;
  for (const Board& board : sliding_oracle::all_boards(cells)) {
    if (distance[sliding_oracle::encode(board)] != farthest || ++found > most_farthest) continue;
    const std::string path = smallest_path(source, cols, sliding_oracle::distances_from(board, cols));
    if (smallest.empty() || path < smallest) smallest = path;
  }
  if (found <= most_farthest) {
    // Letters d l r u compare as the moves do.
    EXPECT_EQ(moves, smallest) << rows << "x" << cols << " blank " << blank;
  } else {
    EXPECT_LE(moves, smallest) << rows << "x" << cols << " blank " << blank;  // smallest of those searched
  }
}

TEST(FarthestPath, TwoByThreeOnEveryBlankCell) {
  for (int blank = 0; blank < 6; ++blank) check_farthest_path(2, 3, blank, 1000);
}

TEST(FarthestPath, ThreeByThreeOnACornerAMidSideAndTheCentre) {
  check_farthest_path(3, 3, 8, 10);  // 31 moves, 2 farthest boards
  check_farthest_path(3, 3, 1, 10);  // 31 moves, 2 farthest boards
  check_farthest_path(3, 3, 4, 6);   // 30 moves, 148 farthest boards: the smallest of 6 searched
}

}  // namespace
