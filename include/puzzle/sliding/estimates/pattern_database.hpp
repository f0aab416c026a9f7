// Pattern database of an R x C sliding board with any goal: for every placement of a few pattern
// tiles, the fewest moves OF THOSE TILES that bring them home, the other tiles moving at no cost; so
// disjoint patterns add up to an admissible estimate (additive pattern databases: Korf & Felner 2002,
// "Disjoint pattern database heuristics"; pattern databases: Culberson & Schaeffer 1998). Look-up
// O(1) by a 4-bit-per-tile key: 16^k bytes; build O(placements x k x blank regions), 3 bytes per key
// (16^k) while built plus the widest two layers of the search (4 bytes a placement and region).
// Why not the generic pattern table (tables/pattern_table.hpp): see the note there.
#ifndef PUZZLE_PATTERN_DATABASE_HPP
#define PUZZLE_PATTERN_DATABASE_HPP

#include <algorithm>
#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/grid/grid_geometry.hpp"
#include "puzzle/util/lowest_bit.hpp"
#include "puzzle/util/holds_each_once.hpp"

namespace puzzle {

enum { max_pattern_tiles = 6 };  // a look-up table of 16^6 bytes = 16 MB at most

namespace detail {

// Sorts a layer by key: two stable counting passes, on the low and the high 12 bits of the key.
inline void sort_by_key(std::vector<uint32_t>& layer, std::vector<uint32_t>& buffer) {
  buffer.resize(layer.size());
  for (int shift = 0; shift < 24; shift += 12) {
    std::vector<std::size_t> start((1u << 12) + 1, 0);
    for (std::size_t i = 0; i < layer.size(); ++i) ++start[(layer[i] >> shift & 0xFFFu) + 1];
    for (std::size_t digit = 1; digit < start.size(); ++digit) start[digit] += start[digit - 1];
    for (std::size_t i = 0; i < layer.size(); ++i) buffer[start[layer[i] >> shift & 0xFFFu]++] = layer[i];
    layer.swap(buffer);
  }
}

// The cells the blank reaches from `blank` through the cells of `open`, as a bit set: grown by
// whole-board shifts, the cells of the first column (`first_column`, a bit set) and of the last
// kept from shifting off their row.
inline unsigned free_region(int blank, unsigned open, unsigned first_column, int cols) {
  const unsigned last_column = first_column << (cols - 1);
  unsigned region = 0, grown = 1u << blank;
  while (grown != region) {
    region = grown;
    grown = (region | (region & ~last_column) << 1 | (region & ~first_column) >> 1 | region << cols | region >> cols) &
            open;
  }
  return region;
}

}  // namespace detail

// The database of `tiles` toward `goal`: by key, the fewest moves of those tiles that bring them home,
// whatever the other tiles and the blank do. The key of a placement, cells[slot] the cell of
// tiles[slot], is the sum of cells[slot] << (4 * slot), so a tile sliding from cell a to cell b
// changes it by (b - a) << (4 * slot), in O(1); keys naming a cell twice hold 0. Precondition: goal
// holds 0..rows*cols-1 once each, 0 the blank, rows*cols <= 16; `tiles` are 1 to max_pattern_tiles
// distinct non-blank tiles.
//
// Breadth-first search over (placement, region of the blank) in layers of pattern-tile moves,
// placements named by their keys. Moving the blank over cells free of pattern tiles costs nothing,
// so a whole region of free cells is reached at once, marked by one flood fill (reached[key] holds
// the cells of the blank already reached, a bit set), and expanded once, from one of its cells: its
// successors slide a pattern tile next to the region into it, at cost 1. A layer is expanded in key
// order (sorted by two counting passes), so the successors of one slot and direction are met in
// increasing key order: memory read in streams.
inline std::vector<uint8_t> pattern_database(int rows, int cols, const uint8_t* goal,
                                             const std::vector<uint8_t>& tiles) {
  const int cells = rows * cols, k = static_cast<int>(tiles.size());
  assert(cells <= max_board_cells && holds_each_once(goal, cells) && "pattern_database: goal must hold each tile once");
  assert(k >= 1 && k <= max_pattern_tiles && distinct_below(&tiles[0], k, cells) &&
         std::find(tiles.begin(), tiles.end(), 0) == tiles.end() &&
         "pattern_database: 1 to 6 distinct tiles, not the blank");
  unsigned first_column = 0;
  for (int cell = 0; cell < cells; cell += cols) first_column |= 1u << cell;
  const unsigned board = (1u << cells) - 1u, last_column = first_column << (cols - 1);
  std::vector<uint8_t> values(std::size_t(1) << (4 * k), 0);
  std::vector<uint16_t> reached(values.size(), 0);
  uint32_t goal_key = 0;
  unsigned home = 0;  // the cells of the pattern tiles in the goal
  int blank = 0;
  for (int cell = 0; cell < cells; ++cell) {
    if (goal[cell] == 0) blank = cell;
    for (int slot = 0; slot < k; ++slot)
      if (goal[cell] == tiles[static_cast<std::size_t>(slot)]) {
        goal_key |= static_cast<uint32_t>(cell) << (4 * slot);
        home |= 1u << cell;
      }
  }
  reached[goal_key] = static_cast<uint16_t>(detail::free_region(blank, board & ~home, first_column, cols));
  // A layer entry: the key in the low 24 bits, the cell of the blank above them.
  std::vector<uint32_t> layer(1, goal_key | static_cast<uint32_t>(blank) << 24), next_layer, sorted;
  for (int cost = 1; !layer.empty(); ++cost) {
    detail::sort_by_key(layer, sorted);
    next_layer.clear();
    for (std::size_t i = 0; i < layer.size(); ++i) {
      const uint32_t here = layer[i] & 0xFFFFFFu;
      signed char slot_on[max_board_cells];  // the slot of the pattern tile on a cell
      unsigned occupied = 0;
      for (int slot = 0; slot < k; ++slot) {
        const int cell = here >> (4 * slot) & 15u;
        slot_on[cell] = static_cast<signed char>(slot);
        occupied |= 1u << cell;
      }
      const unsigned region =
          detail::free_region(static_cast<int>(layer[i] >> 24), board & ~occupied, first_column, cols);
      // Per direction, the pattern tiles next to the region that slide into it that way (the blank
      // takes their cell).
      const unsigned sliding[slide_move_count] = {occupied & region >> cols, occupied & ~first_column & region << 1,
                                                  occupied & ~last_column & region >> 1, occupied & region << cols};
      const int step[slide_move_count] = {cols, -1, 1, -cols};
      for (int d = 0; d < slide_move_count; ++d) {
        for (unsigned moving = sliding[d]; moving != 0; moving &= moving - 1) {
          const int from = lowest_bit(moving), to = from + step[d];
          const int shift = 4 * slot_on[from];
          const uint32_t next = here - (static_cast<uint32_t>(from) << shift) + (static_cast<uint32_t>(to) << shift);
          uint16_t& seen = reached[next];
          if (seen >> from & 1u) continue;
          if (seen == 0) values[next] = static_cast<uint8_t>(cost);
          seen = static_cast<uint16_t>(
              seen | detail::free_region(from, board & ~(occupied ^ (1u << from) ^ (1u << to)), first_column, cols));
          next_layer.push_back(next | static_cast<uint32_t>(from) << 24);
        }
      }
    }
    layer.swap(next_layer);
  }
  return values;
}

}  // namespace puzzle

#endif  // PUZZLE_PATTERN_DATABASE_HPP
