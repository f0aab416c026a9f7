// The R x C sliding puzzle as a search model whose estimate adds disjoint pattern databases; on a
// square board with a goal symmetric about the main diagonal it also reads the mirrored board and
// takes the larger sum (the reflection of Korf & Felner 2002). Moves d < l < r < u as grid/grid_geometry.hpp. O(1) per
// move (one look-up per side).
#ifndef PUZZLE_SLIDING_PDB_PUZZLE_HPP
#define PUZZLE_SLIDING_PDB_PUZZLE_HPP

#include <algorithm>
#include <cassert>
#include <stdint.h>
#include <cstring>
#include <vector>

#include "puzzle/grid/grid_geometry.hpp"
#include "puzzle/sliding/estimates/pattern_database.hpp"
#include "puzzle/sliding/tiles/sliding_moves.hpp"
#include "puzzle/util/holds_each_once.hpp"

namespace puzzle {

const int max_patterns = 4;  // a state fits in 64 bytes

// Disjoint sets of tiles, each the pattern of one database: the partition the databases are built on
// (the plans: eight_puzzle_pair_plan.hpp, fifteen_puzzle_plan.hpp).
typedef std::vector<std::vector<uint8_t> > TilePatterns;

// A board, tiles[cell] with 0 the blank, seen from two sides: side 0 the board itself, side 1 its
// mirror image (when reflecting). Per side and pattern: the database key and value; per side the sum.
struct SlidingPdbState {
  uint8_t tiles[max_board_cells];
  uint8_t blank;
  uint8_t sum[2];
  uint8_t estimate;
  uint8_t value[2][max_patterns];
  uint32_t key[2][max_patterns];
};

class SlidingPdbPuzzle : public SlidingMoves {
 public:
  typedef SlidingPdbState State;

  // Builds a database per pattern. `reflect`: also estimate from the mirrored board (done when the
  // board is square and the goal symmetric). Precondition: goal holds 0..rows*cols-1 once each, 0 the blank; the
  // patterns partition the tiles 1..rows*cols-1, at most max_patterns of them, each of at most max_pattern_tiles tiles.
  SlidingPdbPuzzle(int rows, int cols, const uint8_t* goal, const TilePatterns& patterns, bool reflect)
      : SlidingMoves(rows, cols), patterns_(static_cast<int>(patterns.size())) {
    const int cells = geometry_.cells();
    assert(patterns_ >= 1 && patterns_ <= max_patterns && partitions_the_tiles(patterns, cells) &&
           "SlidingPdbPuzzle: 1 to 4 patterns that partition the tiles 1..cells-1");
    // The mirror: cell (r, c) <-> (c, r), and tile t <-> the tile whose goal cell mirrors t's. It
    // maps the goal onto itself when the board is square and the goal's blank on the diagonal.
    uint8_t mirror_tile[max_board_cells];
    for (int cell = 0; cell < cells; ++cell) {
      cell_on_[0][cell] = static_cast<uint8_t>(cell);
      cell_on_[1][cell] = static_cast<uint8_t>(rows == cols ? cell % cols * cols + cell / cols : cell);
      mirror_tile[goal[cell]] = goal[cell_on_[1][cell]];
    }
    sides_ = reflect && rows == cols && mirror_tile[0] == 0 ? 2 : 1;
    // Side 0 reads each pattern's database on the board; side 1 reads it on the mirrored board, where
    // pattern tile t stands on the mirror of the cell of the board's mirror_tile(t).
    std::memset(read_by_, 0, sizeof read_by_);
    for (int p = 0; p < patterns_; ++p) {
      const std::vector<uint8_t>& tiles = patterns[static_cast<std::size_t>(p)];
      values_[p] = pattern_database(rows, cols, goal, tiles);
      for (std::size_t slot = 0; slot < tiles.size(); ++slot) {
        const Reader reader = {static_cast<uint8_t>(p), static_cast<uint8_t>(4 * slot)};
        read_by_[0][tiles[slot]] = reader;
        read_by_[1][mirror_tile[tiles[slot]]] = reader;
      }
    }
  }

  // Whether `patterns` hold each tile 1..cells-1 exactly once.
  static bool partitions_the_tiles(const TilePatterns& patterns, int cells) {
    std::vector<uint8_t> tiles(1, 0);  // the blank, in no pattern
    for (std::size_t p = 0; p < patterns.size(); ++p) tiles.insert(tiles.end(), patterns[p].begin(), patterns[p].end());
    return static_cast<int>(tiles.size()) == cells && holds_each_once(&tiles[0], cells);
  }

  bool reflects() const { return sides_ == 2; }
#ifndef PUZZLE_BUNDLE  // for a learner's monitor (with_sizes, sliding_strategy.hpp)
  // The databases' placements (n!/(n-k)! for k tiles, a table of 16^k keys), and their bytes.
  uint64_t entries() const {
    uint64_t total = 0;
    for (int p = 0; p < patterns_; ++p) {
      uint64_t placements = 1;
      for (std::size_t keys = values_[p].size(), slot = 0; keys > 1; keys >>= 4, ++slot)
        placements *= static_cast<uint64_t>(geometry_.cells()) - slot;
      total += placements;
    }
    return total;
  }
  uint64_t bytes() const {
    uint64_t total = 0;
    for (int p = 0; p < patterns_; ++p) total += values_[p].size();
    return total;
  }
#endif

  // The state of a board given as tiles[cell], 0 the blank.
  State make_state(const uint8_t* tiles) const {
    State state;
    std::memset(&state, 0, sizeof state);
    for (int cell = 0; cell < geometry_.cells(); ++cell) {
      state.tiles[cell] = tiles[cell];
      if (tiles[cell] == 0) {
        state.blank = static_cast<uint8_t>(cell);
        continue;
      }
      for (int side = 0; side < sides_; ++side) {
        const Reader& reader = read_by_[side][tiles[cell]];
        state.key[side][reader.pattern] |= static_cast<uint32_t>(cell_on_[side][cell]) << reader.shift;
      }
    }
    for (int side = 0; side < sides_; ++side)
      for (int p = 0; p < patterns_; ++p) {
        state.value[side][p] = values_[p][state.key[side][p]];
        state.sum[side] = static_cast<uint8_t>(state.sum[side] + state.value[side][p]);
      }
    state.estimate = std::max(state.sum[0], state.sum[1]);
    return state;
  }

  int estimate(const State& state) const { return state.estimate; }
  // The patterns cover every tile, and a database gives 0 only with its tiles home.
  bool is_goal(const State& state) const { return state.sum[0] == 0; }

  // Distinct per board (the tiles, 4 bits a cell), not dense: what move pruning tells boards apart by.
  uint64_t key(const State& state) const {
    uint64_t key = 0;
    for (int cell = 0; cell < geometry_.cells(); ++cell) key |= static_cast<uint64_t>(state.tiles[cell]) << (4 * cell);
    return key;
  }

  // The blank moves; the tile there slides onto the blank's old cell, and its pattern is read again.
  void apply(State& state, Move move) const {
    const int from = state.blank, to = geometry_.target(from, move);
    const int tile = slide_blank(state.tiles, state.blank, to);
    slide_tile(state, 0, tile, to, from);
    if (sides_ == 2) slide_tile(state, 1, tile, cell_on_[1][to], cell_on_[1][from]);
    state.estimate = std::max(state.sum[0], state.sum[1]);
  }

 private:
  // Where one side reads a tile: its pattern, and the shift of its cell in that pattern's key.
  struct Reader {
    uint8_t pattern, shift;
  };

  // On one side, `tile` slides from cell `from` to cell `to` (that side's cells): update its pattern.
  void slide_tile(State& state, int side, int tile, int from, int to) const {
    const Reader& reader = read_by_[side][tile];
    const int p = reader.pattern;
    const uint32_t key = state.key[side][p] - (static_cast<uint32_t>(from) << reader.shift) +
                         (static_cast<uint32_t>(to) << reader.shift);
    const int value = values_[p][key];
    state.key[side][p] = key;
    state.sum[side] = static_cast<uint8_t>(state.sum[side] + value - state.value[side][p]);
    state.value[side][p] = static_cast<uint8_t>(value);
  }

  int patterns_;
  int sides_;
  uint8_t cell_on_[2][max_board_cells];        // [side][cell]: where the cell is on that side (1: its mirror)
  std::vector<uint8_t> values_[max_patterns];  // each database's moves needed by key (pattern_database.hpp)
  Reader read_by_[2][max_board_cells];         // [side][tile]
};

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_PDB_PUZZLE_HPP
