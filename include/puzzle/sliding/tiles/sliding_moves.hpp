// What every sliding model (sliding_puzzle.hpp and its kin) shares as a search model
// (search/search_model.hpp): its moves are the blank's, in canonical order d < l < r < u, each undone
// by the opposite one, on the board's geometry. A model derives from SlidingMoves, keeps its blank's
// cell in State::blank, and adds apply (by slide_blank) and its estimate. O(1) a call.
#ifndef PUZZLE_SLIDING_MOVES_HPP
#define PUZZLE_SLIDING_MOVES_HPP

#include <stdint.h>

#include "puzzle/grid/grid_geometry.hpp"

namespace puzzle {

class SlidingMoves {
 public:
  typedef SlideMove Move;
  static const int max_branching = slide_move_count;

  // Precondition (asserted by GridGeometry): rows, cols >= 1; rows * cols <= 16.
  SlidingMoves(int rows, int cols) : geometry_(rows, cols) {}

  const GridGeometry& geometry() const { return geometry_; }

  // Writes the legal moves of `state` in canonical order; returns how many.
  template <class State>
  int legal_moves(const State& state, Move* out) const {
    return geometry_.legal_moves(state.blank, out);
  }
  Move inverse(Move move) const { return inverse_slide(move); }

 protected:
  GridGeometry geometry_;
};

// Slides the tile on cell `to` onto the blank's cell (`blank`, updated to `to`); returns that tile.
// The one move of every sliding model; each then updates its estimate for the tile.
inline int slide_blank(uint8_t* tiles, uint8_t& blank, int to) {
  const int tile = tiles[to];
  tiles[blank] = static_cast<uint8_t>(tile);
  tiles[to] = 0;
  blank = static_cast<uint8_t>(to);
  return tile;
}

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_MOVES_HPP
