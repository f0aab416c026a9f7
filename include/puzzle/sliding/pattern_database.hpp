// Pattern database of an R x C sliding board with any goal: for every placement of a few pattern
// tiles, the fewest moves OF THOSE TILES that bring them home, the other tiles moving at no cost; so
// disjoint patterns add up to an admissible estimate (additive pattern databases: Korf & Felner 2002,
// "Disjoint pattern database heuristics"; pattern databases: Culberson & Schaeffer 1998). Look-up
// O(1) by a 4-bit-per-tile key: 16^k bytes; build O(placements x k x blank regions), 3 bytes per key (16^k) while built
// plus the widest two layers of the search (4 bytes a placement and region).
#ifndef PUZZLE_PATTERN_DATABASE_HPP
#define PUZZLE_PATTERN_DATABASE_HPP

#include <algorithm>
#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/sliding/sliding_geometry.hpp"
#include "puzzle/util/holds_each_once.hpp"

namespace puzzle {
class PatternDatabase {
 public:
  static const int max_pattern_tiles = 6;  // a look-up table of 16^6 bytes = 16 MB at most

  // Precondition: goal holds 0..rows*cols-1 once each, 0 the blank, rows*cols <= 16; `tiles` are
  // 1 to max_pattern_tiles distinct non-blank tiles.
  PatternDatabase(int rows, int cols, const uint8_t* goal, const std::vector<uint8_t>& tiles)
      : geometry_(rows, cols), tiles_(tiles) {
    assert(holds_each_once(goal, rows * cols) && "PatternDatabase: goal must hold each tile once");
    assert(size() >= 1 && size() <= max_pattern_tiles && distinct_below(&tiles[0], size(), rows * cols) &&
           std::find(tiles.begin(), tiles.end(), 0) == tiles.end() &&
           "PatternDatabase: 1 to 6 distinct tiles, not the blank");
    first_column_ = 0;
    for (int cell = 0; cell < rows * cols; cell += cols) first_column_ |= 1u << cell;
    last_column_ = first_column_ << (cols - 1);
    build(goal);
  }

  int size() const { return static_cast<int>(tiles_.size()); }
  // Placements of the pattern tiles on the board: n!/(n-k)!.
  uint64_t placements() const {
    uint64_t count = 1;
    for (int slot = 0; slot < size(); ++slot) count *= static_cast<uint64_t>(geometry_.cells() - slot);
    return count;
  }

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
  // Breadth-first search over (placement, region of the blank) in layers of pattern-tile moves,
  // placements named by their look-up keys, so a move changes a key by a shift. Moving the blank over
  // cells free of pattern tiles costs nothing, so a whole region of free cells is reached at once,
  // marked by one flood fill (reached[key] holds the cells of the blank already reached, a bit set),
  // and expanded once, from one of its cells: its successors slide a pattern tile next to the region
  // into it, at cost 1. A layer is expanded in key order (sorted by two counting passes), so the
  // successors of one slot and direction are met in increasing key order: memory read in streams.
  void build(const uint8_t* goal) {
    const int cells = geometry_.cells(), cols = geometry_.cols(), k = size();
    values_.assign(std::size_t(1) << (4 * k), 0);
    std::vector<uint16_t> reached(values_.size(), 0);
    uint8_t at[max_board_cells];  // the cells of the pattern tiles, by slot
    int blank = 0;
    for (int cell = 0; cell < cells; ++cell) {
      if (goal[cell] == 0) blank = cell;
      for (int slot = 0; slot < k; ++slot)
        if (goal[cell] == tiles_[static_cast<std::size_t>(slot)]) at[slot] = static_cast<uint8_t>(cell);
    }
    // A layer entry: the key in the low 24 bits, the cell of the blank above them.
    std::vector<uint32_t> layer, next_layer, sorted;
    const uint32_t goal_key = key(at);
    reached[goal_key] = static_cast<uint16_t>(free_region(blank, occupied_cells(goal_key)));
    layer.push_back(goal_key | static_cast<uint32_t>(blank) << 24);
    for (int cost = 1; !layer.empty(); ++cost) {
      sort_by_key(layer, sorted);
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
        const unsigned region = free_region(static_cast<int>(layer[i] >> 24), occupied);
        // Per direction, the pattern tiles next to the region that slide into it that way (the
        // blank takes their cell).
        const unsigned sliding[slide_move_count] = {occupied & region >> cols, occupied & ~first_column_ & region << 1,
                                                    occupied & ~last_column_ & region >> 1, occupied & region << cols};
        const int step[slide_move_count] = {cols, -1, 1, -cols};
        for (int d = 0; d < slide_move_count; ++d) {
          for (unsigned tiles = sliding[d]; tiles != 0; tiles &= tiles - 1) {
            const int from = lowest_bit(tiles), to = from + step[d];
            const int shift = 4 * slot_on[from];
            const uint32_t next = here - (static_cast<uint32_t>(from) << shift) + (static_cast<uint32_t>(to) << shift);
            uint16_t& seen = reached[next];
            if (seen >> from & 1u) continue;
            if (seen == 0) values_[next] = static_cast<uint8_t>(cost);
            seen = static_cast<uint16_t>(seen | free_region(from, occupied ^ (1u << from) ^ (1u << to)));
            next_layer.push_back(next | static_cast<uint32_t>(from) << 24);
          }
        }
      }
      layer.swap(next_layer);
    }
  }

  // The index of the lowest set bit of a non-zero 16-bit set (de Bruijn multiplication).
  static int lowest_bit(unsigned bits) {
    static const unsigned char index[32] = {0,  1,  28, 2,  29, 14, 24, 3, 30, 22, 20, 15, 25, 17, 4,  8,
                                            31, 27, 13, 23, 21, 19, 16, 7, 26, 12, 18, 6,  11, 5,  10, 9};
    return index[((bits & (0u - bits)) * 0x077CB531u) >> 27 & 31u];
  }

  // The cells of the pattern tiles of a placement, as a bit set.
  unsigned occupied_cells(uint32_t placement) const {
    unsigned occupied = 0;
    for (int slot = 0; slot < size(); ++slot) occupied |= 1u << (placement >> (4 * slot) & 15u);
    return occupied;
  }

  // Sorts a layer by key: two stable counting passes, on the low and the high 12 bits of the key.
  static void sort_by_key(std::vector<uint32_t>& layer, std::vector<uint32_t>& buffer) {
    buffer.resize(layer.size());
    for (int pass = 0; pass < 2; ++pass) {
      const int shift = 12 * pass;
      std::vector<std::size_t> start((1u << 12) + 1, 0);
      for (std::size_t i = 0; i < layer.size(); ++i) ++start[(layer[i] >> shift & 0xFFFu) + 1];
      for (std::size_t digit = 1; digit < start.size(); ++digit) start[digit] += start[digit - 1];
      for (std::size_t i = 0; i < layer.size(); ++i) buffer[start[layer[i] >> shift & 0xFFFu]++] = layer[i];
      layer.swap(buffer);
    }
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

  SlidingGeometry geometry_;
  std::vector<uint8_t> tiles_;
  unsigned first_column_, last_column_;  // bit sets of the cells on the board's side columns
  std::vector<uint8_t> values_;          // moves needed, by key
};

}  // namespace puzzle

#endif  // PUZZLE_PATTERN_DATABASE_HPP
