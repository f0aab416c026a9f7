// Pattern database of an R x C sliding board with any goal: for every placement of a few pattern
// tiles, the fewest moves OF THOSE TILES that bring them home, the other tiles moving at no cost; so
// disjoint patterns add up to an admissible estimate (additive pattern databases: Korf & Felner 2002,
// "Disjoint pattern database heuristics"; pattern databases: Culberson & Schaeffer 1998). Look-up O(1) by a 4-bit-per-
// tile key: 16^k bytes; build O(placements x k x blank regions), 7 bytes per placement while built.
#ifndef PUZZLE_PATTERN_DATABASE_HPP
#define PUZZLE_PATTERN_DATABASE_HPP

#include <algorithm>
#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/ranking/permutation_rank.hpp"
#include "puzzle/sliding/sliding_puzzle.hpp"
#include "puzzle/util/holds_each_once.hpp"

namespace puzzle {

class PatternDatabase {
 public:
  static const int max_pattern_tiles = 6;  // a look-up table of 16^6 bytes = 16 MB at most

  // Precondition: goal holds 0..rows*cols-1 once each, 0 the blank, rows*cols <= 16; `tiles` are
  // 1 to max_pattern_tiles distinct non-blank tiles.
  PatternDatabase(int rows, int cols, const uint8_t* goal, const std::vector<uint8_t>& tiles)
      : geometry_(rows, cols), tiles_(tiles) {
    const int cells = geometry_.cells(), k = size();
    assert(holds_each_once(goal, cells) && "PatternDatabase: goal must hold each tile once");
    assert(k >= 1 && k <= max_pattern_tiles && distinct_below(&tiles[0], k, cells) &&
           std::find(tiles.begin(), tiles.end(), 0) == tiles.end() &&
           "PatternDatabase: 1 to 6 distinct tiles, not the blank");
    first_column_ = 0;
    for (int cell = 0; cell < cells; cell += cols) first_column_ |= 1u << cell;
    last_column_ = first_column_ << (cols - 1);
    for (int slot = 0; slot < k; ++slot)
      weight_[slot] = static_cast<uint32_t>(arrangement_count(cells - slot - 1, k - slot - 1));
    std::vector<uint8_t> by_index;
    build(goal, by_index);
    values_.assign(std::size_t(1) << (4 * k), 0);
    std::size_t index = 0;
    spread(by_index, 0, 0, 0, index);
  }

  int size() const { return static_cast<int>(tiles_.size()); }
  // Placements of the pattern tiles on the board: n!/(n-k)!.
  uint64_t placements() const { return arrangement_count(geometry_.cells(), size()); }

  // The look-up key of a placement, cells[slot] being the cell of tiles()[slot]: 4 bits per slot, so
  // a tile sliding from cell a to cell b changes the key by (b - a) << (4 * slot), in O(1).
  uint32_t key(const uint8_t* cells) const {
    uint32_t key = 0;
    for (int slot = 0; slot < size(); ++slot) key |= static_cast<uint32_t>(cells[slot]) << (4 * slot);
    return key;
  }

  // Fewest moves of the pattern tiles to bring them home from the placement with this key, whatever
  // the other tiles and the blank do.
  int moves_needed(uint32_t key) const { return values_[key]; }
  // All values by key (16^size() of them; keys naming a cell twice hold 0), for the hot path.
  const uint8_t* values() const { return &values_[0]; }

 private:
  static const uint8_t unset = 255;

  // The index of a placement, cells[slot] being the cell of tiles()[slot]: its rank as an arrangement,
  // dense in [0, placements()): the build's working arrays are indexed by it.
  uint32_t index(const uint8_t* cells) const {
    return static_cast<uint32_t>(rank_arrangement(cells, size(), geometry_.cells()));
  }

  // The index after the tile of `slot` slides from cell `from` to the free cell `to` next to it, in
  // O(|to - from|): only the rank digits of that slot and of later slots on the cells in between
  // change. slot_at(cell) gives the slot of the pattern tile on a cell, or -1.
  template <class SlotAt>
  uint32_t index_after_slide(uint32_t index, int slot, int from, int to, const SlotAt& slot_at) const {
    const int low = from < to ? from : to, high = from < to ? to : from;
    uint32_t steps = static_cast<uint32_t>(high - low), change = 0;
    for (int cell = low + 1; cell < high; ++cell) {
      const int other = slot_at(cell);
      if (other < 0) continue;
      if (other < slot)
        --steps;  // an earlier tile passed: one smaller free cell more, or less
      else
        change += weight_[other];  // a later tile passed: one smaller free cell less, or more
    }
    change += steps * weight_[slot];
    return from < to ? index + change : index - change;
  }

  // What the build keeps per placement besides its value (the cost at which it is first reached):
  // the cells of the blank already reached, as a bit set (a region of free cells is reached all at
  // once, at one cost), and by layer parity the regions still to expand (one cell of each).
  struct Search {
    std::vector<uint16_t> reached;
    std::vector<uint16_t> frontier[2];
  };

  // Slot of the pattern tile on each cell, for index_after_slide during the build.
  struct SlotOnCell {
    const signed char* slot;
    int operator()(int cell) const { return slot[cell]; }
  };

  // Breadth-first search over (placement, blank cell) in layers of pattern-tile moves. Moving the
  // blank over cells free of pattern tiles costs nothing, so a whole region of free cells is reached
  // at once, marked by one flood fill, and expanded once: its successors slide a pattern tile next to
  // the region into it, at cost 1. Each layer is expanded by scanning the placements in index order,
  // so the entries of successors are met in nearly increasing order too (memory read in streams), and
  // each placement's cells follow from an odometer over index digits, without division.
  void build(const uint8_t* goal, std::vector<uint8_t>& by_index) {
    const int cells = geometry_.cells(), k = size();
    const std::size_t entries = static_cast<std::size_t>(placements());
    by_index.assign(entries, static_cast<uint8_t>(unset));
    Search search;
    search.reached.assign(entries, 0);
    search.frontier[0].assign(entries, 0);
    search.frontier[1].assign(entries, 0);
    uint8_t at[max_permutation_size];  // the cells of the pattern tiles, by slot
    unsigned occupied = 0;
    int blank = 0;
    for (int cell = 0; cell < cells; ++cell) {
      if (goal[cell] == 0) blank = cell;
      for (int slot = 0; slot < k; ++slot)
        if (goal[cell] == tiles_[static_cast<std::size_t>(slot)]) at[slot] = static_cast<uint8_t>(cell);
    }
    for (int slot = 0; slot < k; ++slot) occupied |= 1u << at[slot];
    bool pending = reach(search, by_index, index(at), occupied, blank, 0);

    signed char slot_on[max_permutation_size];
    const SlotOnCell slot_at = {slot_on};
    const int block = cells - k + 1;  // placements sharing the cells of slots 0..k-2
    for (int cost = 0; pending; ++cost) {
      pending = false;
      unsigned digit[max_permutation_size] = {0};
      for (int slot = 0; slot < k; ++slot) at[slot] = static_cast<uint8_t>(slot);
      std::vector<uint16_t>& frontier = search.frontier[cost & 1];
      for (std::size_t base = 0; base < entries; base += static_cast<std::size_t>(block)) {
        unsigned prefix = 0;
        for (int slot = 0; slot + 1 < k; ++slot) prefix |= 1u << at[slot];
        for (int offset = 0; offset < block; ++offset) {
          const std::size_t here = base + static_cast<std::size_t>(offset);
          unsigned representatives = frontier[here];
          if (representatives == 0) continue;
          frontier[here] = 0;
          at[k - 1] = static_cast<uint8_t>(nth_free_cell(prefix, offset));
          occupied = prefix | 1u << at[k - 1];
          for (int cell = 0; cell < cells; ++cell) slot_on[cell] = -1;
          for (int slot = 0; slot < k; ++slot) slot_on[at[slot]] = static_cast<signed char>(slot);
          for (blank = 0; representatives != 0; ++blank) {
            if (!(representatives >> blank & 1u)) continue;
            representatives &= ~(1u << blank);
            const unsigned region = free_region(blank, occupied);
            for (int slot = 0; slot < k; ++slot) {
              const int from = at[slot];
              for (int m = 0; m < slide_move_count; ++m) {
                const int to = geometry_.target(from, static_cast<SlideMove>(m));
                if (to < 0 || !(region >> to & 1u)) continue;  // the tile slides in; the blank takes its cell
                const uint32_t next = index_after_slide(static_cast<uint32_t>(here), slot, from, to, slot_at);
                pending |= reach(search, by_index, next, occupied ^ (1u << from) ^ (1u << to), from, cost + 1);
              }
            }
          }
        }
        // The odometer: the next cells of slots 0..k-2 in index order.
        int slot = k - 2;
        while (slot >= 0 && ++digit[slot] == static_cast<unsigned>(cells - slot)) digit[slot--] = 0;
        unsigned used = 0;
        for (int s = 0; s + 1 < k; ++s) {
          if (s >= slot) at[s] = static_cast<uint8_t>(nth_free_cell(used, static_cast<int>(digit[s])));
          used |= 1u << at[s];
        }
      }
    }
  }

  // Marks the region around `blank`, given the pattern's cells `occupied`, reached at `cost` unless it
  // was reached before; returns whether it was new. The first region reached gives the value.
  bool reach(Search& search, std::vector<uint8_t>& by_index, uint32_t placement, unsigned occupied, int blank,
             int cost) const {
    uint16_t& reached = search.reached[placement];
    if (reached >> blank & 1u) return false;
    if (reached == 0) by_index[placement] = static_cast<uint8_t>(cost);
    reached = static_cast<uint16_t>(reached | free_region(blank, occupied));
    uint16_t& frontier = search.frontier[cost & 1][placement];
    frontier = static_cast<uint16_t>(frontier | 1u << blank);
    return true;
  }

  // The cells the blank reaches from `blank` without crossing a cell of `occupied`, as a bit set:
  // grown by whole-board shifts, the columns at the edges masked so that no row wraps.
  unsigned free_region(int blank, unsigned occupied) const {
    const int cols = geometry_.cols();
    const unsigned open = ((1u << geometry_.cells()) - 1u) & ~occupied;
    unsigned region = 0, grown = 1u << blank;
    while (grown != region) {
      region = grown;
      grown =
          (region | (region & ~last_column_) << 1 | (region & ~first_column_) >> 1 | region << cols | region >> cols) &
          open;
    }
    return region;
  }

  // Copies the values by index to their keys: placements in index order are those of slots 0, 1, ...
  // taking free cells in increasing order.
  void spread(const std::vector<uint8_t>& by_index, int slot, unsigned used, uint32_t key,
              std::size_t& index) {
    if (slot == size()) {
      values_[key] = by_index[index++];
      return;
    }
    for (int cell = 0; cell < geometry_.cells(); ++cell)
      if (!(used >> cell & 1u))
        spread(by_index, slot + 1, used | 1u << cell, key | static_cast<uint32_t>(cell) << (4 * slot), index);
  }

  // The n-th cell (from 0) not in `used`.
  static int nth_free_cell(unsigned used, int n) {
    int cell = 0;
    for (;; ++cell)
      if (!(used >> cell & 1u) && n-- == 0) return cell;
  }

  SlidingGeometry geometry_;
  std::vector<uint8_t> tiles_;
  unsigned first_column_, last_column_;        // bit sets of the cells on the board's side columns
  uint32_t weight_[max_pattern_tiles];    // index change per unit of each slot's rank digit
  std::vector<uint8_t> values_;           // moves needed, by key
};

}  // namespace puzzle

#endif  // PUZZLE_PATTERN_DATABASE_HPP
