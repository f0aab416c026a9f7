// The fewest block moves that sort a permutation of up to 16 items, or that it takes more than a
// limit L: IDA* (search/ida_star.hpp) over BlockMovePuzzle, with the distances up to L - 1 of every
// permutation of at most 9 breakpoints (reduced permutations of up to 8 items) in a table built on
// the first question (L = 4: 40,320 bytes). With L = 4 a permutation of more than 12
// breakpoints (most of 15 items) is over the limit by its estimate alone; any other is settled by at
// most one expansion of up to C(12, 3) = 220 moves, whose children are cut off by their estimates or
// answered by the table (then, if a sorting is found, a walk down its path): O(220 x n) at most.
#ifndef PUZZLE_BLOCK_SORT_SOLVER_HPP
#define PUZZLE_BLOCK_SORT_SOLVER_HPP

#include <cassert>
#include <stdint.h>

#include "puzzle/block_moves/block_move.hpp"
#include "puzzle/block_moves/block_move_puzzle.hpp"
#include "puzzle/block_moves/reduced_distance_table.hpp"
#include "puzzle/search/ida_star.hpp"
#include "puzzle/search/search_model.hpp"
#include "puzzle/search/search_monitor.hpp"
#include "puzzle/util/owned.hpp"

namespace puzzle {

// One question to the solver: a shelf of n books, a permutation of 1..n.
struct BlockSortCase {
  int n;
  int books[max_block_items];
};

class BlockSortSolver {
 public:
  typedef BlockSortCase Case;
  typedef SearchResult<BlockMove> Answer;

  // Answers up to max_moves, found = false and over_bound = true beyond (Booksort's "5 or more").
  // The table needs only distances up to max_moves - 1: every child of a permutation searched within
  // max_moves is at most max_moves - 1 from sorted, or is cut off. It is built on the first solve(),
  // so that a monitor set before then hears the build.
  // Precondition (asserted): 1 <= max_moves < 255.
  explicit BlockSortSolver(int max_moves) : max_moves_(checked_limit(max_moves)), monitor_(0) {}

  // Exact: every permutation answered, within its n - 1 moves (each move can put one more item in
  // place), so found is always true. The table holds every distance of its points (8! entries).
  BlockSortSolver() : max_moves_(exact), monitor_(0) {}

  // Who hears the table's build, then per permutation the method and IDA*'s thresholds (null: nobody).
  void set_monitor(SearchMonitor* monitor) { monitor_ = monitor; }

  // A shortest sorting of items[0..n) (its moves act on make_block_permutation(items, n)), or found =
  // false and over_bound = true if it takes more than max_moves; fewest_moves (search_model.hpp) of
  // it is the answer.
  // Precondition (asserted): 1 <= n <= 16, items holds 1..n once each.
  template <class Item>
  SearchResult<BlockMove> solve(const Item* items, int n) {
    if (table_.empty())
      table_.reset(
          new ReducedDistanceTable(table_points, max_moves_ == exact ? whole_table : max_moves_ - 1, monitor_));
    if (monitor_) monitor_->method("IDA* on the reduced permutations' table, else the cycle-graph bound");
    const int bound = max_moves_ == exact ? (n > 1 ? n - 1 : 0) : max_moves_;
    return ida_star(BlockMovePuzzle(*table_), make_block_permutation(items, n),
                    IdaStarOptions<>().bound(bound).monitored_by(monitor_));
  }
  Answer solve(const Case& shelf) { return solve(shelf.books, shelf.n); }

 private:
  // 8 points answer every permutation of up to 9 breakpoints. Under L = 4 a child is cut off unless
  // its estimate is at most 3, which takes at most 9 breakpoints (ceil(10 / 3) = 4): the table answers
  // every child the search goes into. 9 points (362,880 entries) take several times as long to build
  // and gain nothing (docs/binaries/booksort.md).
  enum { table_points = 8 };
  enum { exact = 0, whole_table = 254 };  // max_moves_ of the exact solver; a depth past every distance

  static int checked_limit(int max_moves) {
    assert(1 <= max_moves && max_moves < 255 && "BlockSortSolver: a limit of 1-254 moves");
    return max_moves;
  }

  int max_moves_;
  SearchMonitor* monitor_;
  Owned<ReducedDistanceTable> table_;  // built on the first solve()
};

}  // namespace puzzle

#endif  // PUZZLE_BLOCK_SORT_SOLVER_HPP
