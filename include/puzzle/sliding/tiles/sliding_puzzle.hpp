// The R x C sliding-tile puzzle (8-puzzle, 15-puzzle) as a search model: moves name where the blank
// goes, in the canonical order d < l < r < u; the state carries its Manhattan estimate. Cells <= 16.
#ifndef PUZZLE_SLIDING_PUZZLE_HPP
#define PUZZLE_SLIDING_PUZZLE_HPP

#include <cassert>
#include <stdint.h>
#include <cstring>

#include "puzzle/grid/grid_geometry.hpp"
#include "puzzle/ranking/permutation_rank.hpp"
#include "puzzle/sliding/estimates/manhattan.hpp"
#include "puzzle/sliding/tiles/sliding_moves.hpp"

namespace puzzle {

// A board: tiles[cell] in 0..cells-1 with 0 the blank, the blank's cell, and the Manhattan estimate.
struct SlidingState {
  uint8_t tiles[max_permutation_size];
  uint8_t blank;
  uint8_t estimate;
};

// Search model (see search_model.hpp) for reaching one fixed goal board.
class SlidingPuzzle : public SlidingMoves {
 public:
  typedef SlidingState State;

  // Precondition: goal holds 0..rows*cols-1 once each, 0 the blank; 2 <= rows, cols; rows*cols <= 16.
  SlidingPuzzle(int rows, int cols, const uint8_t* goal) : SlidingMoves(rows, cols), manhattan_(goal, rows, cols, 0) {
    assert(rows >= 2 && cols >= 2 && "SlidingPuzzle: a board of at least 2 x 2");
  }

  // The state of a board given as tiles[cell], 0 the blank.
  State make_state(const uint8_t* tiles) const {
    State state;
    std::memset(&state, 0, sizeof state);
    std::memcpy(state.tiles, tiles, static_cast<std::size_t>(geometry_.cells()));
    while (state.tiles[state.blank] != 0) ++state.blank;
    state.estimate = static_cast<uint8_t>(manhattan_(state.tiles));
    return state;
  }

  int estimate(const State& state) const { return state.estimate; }
  // Manhattan distance 0 means every tile is home, which is the goal.
  bool is_goal(const State& state) const { return state.estimate == 0; }

  // Precondition: `move` is among legal_moves(state).
  void apply(State& state, Move move) const {
    const int from = state.blank, to = geometry_.target(from, move);
    const int tile = slide_blank(state.tiles, state.blank, to);
    state.estimate = static_cast<uint8_t>(state.estimate + manhattan_.move_delta(tile, to, from));
  }

  // A dense key over one solvability class: the blank's cell, then the rank of the other tiles in
  // reading order, halved (ranks 2k and 2k+1 differ by one swap, so only one has the class's parity).
  // Precondition: all states keyed together are of one class (check is_solvable first).
  uint64_t key(const State& state) const {
    const int others = geometry_.cells() - 1;  // ranked as a permutation of 0..others-1 (tile - 1)
    uint64_t rank = 0;
    unsigned placed = 0;
    for (int cell = 0, position = 0; cell < geometry_.cells(); ++cell) {
      if (state.tiles[cell] == 0) continue;
      const unsigned item = state.tiles[cell] - 1u;
      rank += lehmer_digit(item, placed) * factorial(others - 1 - position++);
      placed |= 1u << item;
    }
    return state.blank * keys_per_blank_cell() + rank / 2;
  }
  uint64_t key_space() const { return static_cast<uint64_t>(geometry_.cells()) * keys_per_blank_cell(); }

 private:
  uint64_t keys_per_blank_cell() const { return factorial(geometry_.cells() - 1) / 2; }

  ManhattanDistance manhattan_;
};

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_PUZZLE_HPP
