// Breadth-first distances over the arrangements of 9 cells (the 3x3 puzzles: eight, eight2 and
// rotation), for the generators' hardest cases: every arrangement reachable from a start, by its rank
// (puzzle/ranking/permutation_rank.hpp). O(9! x moves) time, 9! bytes.
#ifndef JUDGE_PERMUTATION_BFS_HPP
#define JUDGE_PERMUTATION_BFS_HPP

#include <algorithm>
#include <cstdint>
#include <vector>

#include "judge/sliding_board.hpp"
#include "puzzle/ranking/permutation_rank.hpp"

namespace judge {

const int grid_cells = 9;
const int unreached = -1;

// Distances from `start` (a permutation of 0..8) to every arrangement, by rank; unreached for the
// others. `neighbours(board, out)` appends the boards one move away.
template <class Neighbours>
std::vector<std::int8_t> distances_from(const Tiles& start, Neighbours neighbours) {
  std::vector<std::int8_t> distance(puzzle::factorial(grid_cells), unreached);
  std::vector<std::uint32_t> frontier(1,
                                      static_cast<std::uint32_t>(puzzle::rank_permutation(start.data(), grid_cells)));
  distance[frontier[0]] = 0;
  Tiles board(grid_cells);
  std::vector<Tiles> next_boards;
  for (std::size_t head = 0; head < frontier.size(); ++head) {
    puzzle::unrank_permutation(frontier[head], grid_cells, board.data());
    next_boards.clear();
    neighbours(board, next_boards);
    for (const Tiles& next : next_boards) {
      const std::uint32_t rank = static_cast<std::uint32_t>(puzzle::rank_permutation(next.data(), grid_cells));
      if (distance[rank] != unreached) continue;
      distance[rank] = static_cast<std::int8_t>(distance[frontier[head]] + 1);
      frontier.push_back(rank);
    }
  }
  return distance;
}

// The arrangements at most `below_largest` short of the largest distance, in rank order.
inline std::vector<Tiles> farthest(const std::vector<std::int8_t>& distance, int below_largest = 0) {
  const int largest = *std::max_element(distance.begin(), distance.end());
  std::vector<Tiles> boards;
  for (std::size_t rank = 0; rank < distance.size(); ++rank) {
    if (distance[rank] < largest - below_largest) continue;
    boards.push_back(Tiles(grid_cells));
    puzzle::unrank_permutation(rank, grid_cells, boards.back().data());
  }
  return boards;
}

// The 8-puzzle's moves: the blank (0) swapped with each neighbour.
inline void sliding_neighbours(const Tiles& board, std::vector<Tiles>& out) {
  const int blank = blank_cell(board);
  for (const char move : {eight_letters.down, eight_letters.left, eight_letters.right, eight_letters.up}) {
    const int target = blank_target(blank, 3, move, eight_letters);
    if (target < 0) continue;
    out.push_back(board);
    std::swap(out.back()[static_cast<std::size_t>(blank)], out.back()[static_cast<std::size_t>(target)]);
  }
}

}  // namespace judge

#endif  // JUDGE_PERMUTATION_BFS_HPP
