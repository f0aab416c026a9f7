// The R x C sliding puzzle as a search model whose estimate adds disjoint pattern databases; on a
// square board with a goal symmetric about the main diagonal it also reads the mirrored board and
// takes the larger sum. Moves d < l < r < u as SlidingPuzzle. O(cols) per move, no ranking.
#ifndef PUZZLE_SLIDING_PDB_PUZZLE_HPP
#define PUZZLE_SLIDING_PDB_PUZZLE_HPP

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

#include "puzzle/pattern_database.hpp"
#include "puzzle/sliding_puzzle.hpp"

namespace puzzle {

const int max_patterns = 8;

// A board seen from two sides: side 0 the board itself, side 1 its mirror image (when reflecting).
// slot[side][cell] says which pattern tile stands there (pattern * 8 + its slot in the pattern, or
// no_slot), and per
// pattern the placement index, the database value and their sum. The estimate is the larger sum.
struct SlidingPdbState {
  std::uint8_t blank;
  std::uint8_t slot[2][max_permutation_size];
  std::uint32_t index[2][max_patterns];
  std::uint8_t value[2][max_patterns];
  std::uint8_t sum[2];
  std::uint8_t estimate;
};

class SlidingPdbPuzzle {
 public:
  typedef SlidingPdbState State;
  typedef SlideMove Move;
  static const int max_branching = slide_move_count;
  static const std::uint8_t no_slot = 0xFF;

  // Builds a database per pattern. `reflect`: also estimate from the mirrored board (done when the
  // board is square and the goal symmetric). Precondition: goal as SlidingPuzzle;
  // the patterns partition the tiles 1..rows*cols-1, at most max_patterns of them, each of at most
  // PatternDatabase::max_pattern_tiles tiles.
  SlidingPdbPuzzle(int rows, int cols, const std::uint8_t* goal,
                   const std::vector<std::vector<std::uint8_t> >& patterns, bool reflect)
      : geometry_(rows, cols), patterns_(static_cast<int>(patterns.size())) {
    const int cells = geometry_.cells();
    // The mirror: cell (r, c) <-> (c, r), and tile t <-> the tile whose goal cell mirrors t's. It
    // maps the goal onto itself when the board is square and the goal's blank on the diagonal.
    std::uint8_t mirror_tile[max_permutation_size];
    for (int cell = 0; cell < cells; ++cell) {
      mirror_cell_[cell] = static_cast<std::uint8_t>(rows == cols ? cell % cols * cols + cell / cols : cell);
      mirror_tile[goal[cell]] = goal[mirror_cell_[cell]];
    }
    const bool symmetric = rows == cols && mirror_tile[0] == 0;
    sides_ = reflect && symmetric ? 2 : 1;

    // Side 0 reads each pattern's database on the board; side 1 reads it on the mirrored board, where
    // pattern tile t stands on the mirror of the cell of the board's mirror_tile(t).
    for (int p = 0; p < patterns_; ++p) {
      const std::vector<std::uint8_t>& tiles = patterns[static_cast<std::size_t>(p)];
      databases_.push_back(std::shared_ptr<PatternDatabase>(new PatternDatabase(rows, cols, goal, tiles)));
      tables_[p] = &databases_.back()->moves_needed_table()[0];
      for (std::size_t j = 0; j < tiles.size(); ++j) {
        read_by_[0][tiles[j]] = static_cast<std::uint8_t>(p * 8 + static_cast<int>(j));
        read_by_[1][mirror_tile[tiles[j]]] = static_cast<std::uint8_t>(p * 8 + static_cast<int>(j));
      }
    }
  }

  const SlidingGeometry& geometry() const { return geometry_; }
  bool reflects() const { return sides_ == 2; }
  // The databases built, one per pattern.
  const std::vector<std::shared_ptr<PatternDatabase> >& databases() const { return databases_; }

  // The state of a board given as tiles[cell], 0 the blank.
  State make_state(const std::uint8_t* tiles) const {
    State state;
    std::memset(&state, 0, sizeof state);
    std::memset(state.slot, no_slot, sizeof state.slot);
    for (int cell = 0; cell < geometry_.cells(); ++cell)
      if (tiles[cell] == 0) state.blank = static_cast<std::uint8_t>(cell);
    for (int side = 0; side < sides_; ++side) {
      std::uint8_t cells[max_patterns][PatternDatabase::max_pattern_tiles];
      for (int cell = 0; cell < geometry_.cells(); ++cell) {
        if (tiles[cell] == 0) continue;
        const int code = read_by_[side][tiles[cell]], at = side_cell(side, cell);
        state.slot[side][at] = static_cast<std::uint8_t>(code);
        cells[code >> 3][code & 7] = static_cast<std::uint8_t>(at);
      }
      for (int p = 0; p < patterns_; ++p) {
        state.index[side][p] = databases_[static_cast<std::size_t>(p)]->index(cells[p]);
        state.value[side][p] = tables_[p][state.index[side][p]];
        state.sum[side] = static_cast<std::uint8_t>(state.sum[side] + state.value[side][p]);
      }
    }
    state.estimate = std::max(state.sum[0], state.sum[1]);
    return state;
  }

  int estimate(const State& state) const { return state.estimate; }
  // The patterns cover every tile, and a database gives 0 only with its tiles home.
  bool is_goal(const State& state) const { return state.sum[0] == 0; }

  int legal_moves(const State& state, Move* out) const {
    int count = 0;
    for (int m = 0; m < slide_move_count; ++m)
      if (geometry_.target(state.blank, static_cast<Move>(m)) >= 0) out[count++] = static_cast<Move>(m);
    return count;
  }

  Move inverse(Move move) const { return inverse_slide(move); }

  // The blank moves; the tile there slides onto the blank's cell, and its pattern is read again.
  void apply(State& state, Move move) const {
    const int from = state.blank, to = geometry_.target(from, move);
    state.blank = static_cast<std::uint8_t>(to);
    slide_tile(state, 0, to, from);
    if (sides_ == 2) slide_tile(state, 1, mirror_cell_[to], mirror_cell_[from]);
    state.estimate = std::max(state.sum[0], state.sum[1]);
  }

  void undo(State& state, Move move) const { apply(state, inverse(move)); }

 private:
  // The slot of pattern `pattern` standing on each cell of one side, or -1.
  struct SlotOnCell {
    const std::uint8_t* slot;
    int pattern;
    int operator()(int cell) const { return slot[cell] >> 3 == pattern ? slot[cell] & 7 : -1; }
  };

  std::uint8_t side_cell(int side, int cell) const {
    return side == 1 ? mirror_cell_[cell] : static_cast<std::uint8_t>(cell);
  }

  // On one side, the tile on cell `from` slides to the free cell `to`: update its pattern.
  void slide_tile(State& state, int side, int from, int to) const {
    std::uint8_t* slot = state.slot[side];
    const int code = slot[from], p = code >> 3;
    slot[to] = static_cast<std::uint8_t>(code);
    slot[from] = no_slot;
    const SlotOnCell slot_at = {slot, p};
    const std::uint32_t index =
        databases_[static_cast<std::size_t>(p)]->index_after_slide(state.index[side][p], code & 7, from, to, slot_at);
    const int value = tables_[p][index];
    state.index[side][p] = index;
    state.sum[side] = static_cast<std::uint8_t>(state.sum[side] + value - state.value[side][p]);
    state.value[side][p] = static_cast<std::uint8_t>(value);
  }

  SlidingGeometry geometry_;
  int patterns_;
  int sides_;
  std::uint8_t mirror_cell_[max_permutation_size];
  std::vector<std::shared_ptr<PatternDatabase> > databases_;
  const std::uint8_t* tables_[max_patterns];         // each database's values, read on the hot path
  std::uint8_t read_by_[2][max_permutation_size];  // [side][tile]: pattern * 8 + slot
};

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_PDB_PUZZLE_HPP
