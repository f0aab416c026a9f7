// Sorting a permutation by block moves: a block of adjacent items is cut out and put back elsewhere,
// which is to say that two adjacent blocks change places (a "transposition" in genome rearrangement).
// A permutation of the items 1..n (n <= 16) is kept framed, item 0 before it and n+1 after it, which
// never move; gap g (0 <= g <= n) lies between positions g and g+1. A gap is an adjacency when the
// item after it is one more than the item before it, otherwise a breakpoint; sorted means no
// breakpoint. A move cuts three gaps, so it changes at most three adjacencies.
//
// Reduction (Christie 1998, "Genome rearrangement problems", PhD thesis; proof here for our use): a
// strip is a maximal run of adjacencies, items x, x+1, ..., x+k side by side. Deleting an item from
// a permutation, and from every permutation along a sorting, leaves a sorting whose steps are block
// moves or do nothing: deleting never adds to the distance. Deleting all but one item of each strip
// (the frames kept) and renumbering in order gives the reduced permutation, one item for each strip
// between the frames' strips, breakpoints - 1 in all; a sorting of it lifts to the original by
// moving whole strips. So both are equally far from sorted, and a first move of a shortest sorting of
// the reduced permutation, lifted, is a first move of a shortest sorting of the original that cuts
// breakpoints only. Hence searching only the moves that cut three breakpoints still finds a shortest
// sorting.
//
// Costs: a move O(n) (its breakpoint count updated in O(1)); reduction O(n).
#ifndef PUZZLE_BLOCK_MOVE_HPP
#define PUZZLE_BLOCK_MOVE_HPP

#include <algorithm>
#include <cassert>
#include <stdint.h>
#include <cstring>

#include "puzzle/util/bit_count.hpp"
#include "puzzle/util/holds_each_once.hpp"

namespace puzzle {

// Most items a permutation sorted by block moves may have.
const int max_block_items = 16;

// The move that exchanges the block between gaps `first` and `middle` with the block between gaps
// `middle` and `last` (positions first+1..middle and middle+1..last), first < middle < last. It
// cuts those three gaps.
struct BlockMove {
  uint8_t first, middle, last;
};

inline BlockMove block_move(int first, int middle, int last) {
  BlockMove move;
  move.first = static_cast<uint8_t>(first);
  move.middle = static_cast<uint8_t>(middle);
  move.last = static_cast<uint8_t>(last);
  return move;
}

inline bool operator==(BlockMove a, BlockMove b) {
  return a.first == b.first && a.middle == b.middle && a.last == b.last;
}

// The move that undoes `move`: the two blocks change places back.
inline BlockMove inverse_block_move(BlockMove move) {
  return block_move(move.first, move.first + move.last - move.middle, move.last);
}

// The number of block moves of n items: one per choice of 3 of the n+1 gaps.
inline int block_move_count(int n) { return (n + 1) * n * (n - 1) / 6; }

// A framed permutation and its number of breakpoints.
struct BlockPermutation {
  uint8_t size;                       // n, the items 1..n
  uint8_t breakpoints;                // gaps that are not adjacencies
  uint8_t item[max_block_items + 2];  // item[0] = 0, item[1..n], item[n+1] = n+1
};

inline bool is_breakpoint(const BlockPermutation& permutation, int gap) {
  return permutation.item[gap + 1] != permutation.item[gap] + 1;
}

// The framed permutation of items[0..n). Precondition (asserted): 1 <= n <= 16, items holds 1..n once each.
template <class Item>
BlockPermutation make_block_permutation(const Item* items, int n) {
  assert(1 <= n && n <= max_block_items && "make_block_permutation: 1-16 items");
  // n distinct items of 0..n, none of them 0: 1..n once each.
  assert(distinct_below(items, n, n + 1) && std::count(items, items + n, 0) == 0 &&
         "make_block_permutation: 1..n once each");
  BlockPermutation permutation;
  std::memset(&permutation, 0, sizeof permutation);
  permutation.size = static_cast<uint8_t>(n);
  permutation.item[n + 1] = static_cast<uint8_t>(n + 1);
  for (int i = 0; i < n; ++i) permutation.item[i + 1] = static_cast<uint8_t>(items[i]);
  for (int gap = 0; gap <= n; ++gap) permutation.breakpoints += is_breakpoint(permutation, gap);
  return permutation;
}

// Applies `move`. Precondition: 0 <= move.first < move.middle < move.last <= size.
inline void apply_block_move(BlockPermutation& permutation, BlockMove move) {
  uint8_t* item = permutation.item;
  const int first = move.first, middle = move.middle, last = move.last;
  // The three cut gaps lose their pairs and gain: before-first with after-middle, before-middle with
  // after-last, before-last with after-first.
  const int lost =
      is_breakpoint(permutation, first) + is_breakpoint(permutation, middle) + is_breakpoint(permutation, last);
  const int gained = (item[middle + 1] != item[first] + 1) + (item[last + 1] != item[middle] + 1) +
                     (item[first + 1] != item[last] + 1);
  permutation.breakpoints = static_cast<uint8_t>(permutation.breakpoints - lost + gained);
  uint8_t moved[max_block_items];
  const int left = middle - first, right = last - middle;
  std::memcpy(moved, item + first + 1, static_cast<std::size_t>(left));
  std::memmove(item + first + 1, item + middle + 1, static_cast<std::size_t>(right));
  std::memcpy(item + first + 1 + right, moved, static_cast<std::size_t>(left));
}

// The reduced permutation: the strips between the two that hold the frame items, in order, each as
// the rank (0..m-1) of its first item among theirs, written to reduced[0..m); returns m, which is
// breakpoints - 1 (0 when sorted). Equally far from sorted as `permutation` (see the top).
inline int reduce_block_permutation(const BlockPermutation& permutation, uint8_t* reduced) {
  // The strips after the breakpoints, but for the last one (which holds n+1).
  uint8_t first_items[max_block_items];
  unsigned first_item_set = 0;  // bit x - 1 for first item x
  int strips = 0;
  for (int gap = 0, seen = 0; gap < permutation.size; ++gap)
    if (is_breakpoint(permutation, gap) && ++seen < permutation.breakpoints) {
      first_items[strips++] = permutation.item[gap + 1];
      first_item_set |= 1u << (permutation.item[gap + 1] - 1);
    }
  for (int i = 0; i < strips; ++i)
    reduced[i] = static_cast<uint8_t>(count_bits32(first_item_set & ((1u << (first_items[i] - 1)) - 1u)));
  return strips;
}

}  // namespace puzzle

#endif  // PUZZLE_BLOCK_MOVE_HPP
