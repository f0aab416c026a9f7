// One Flood-it! board (flood_it_board.hpp) as a search model (search/search_model.hpp). Cells outside
// the area keep the board's colours, so a state is the area (a set of cells) and its colour. A move is
// a colour that grows the area: one other than the area's, with a cell next to it; colours in
// increasing order, except that a colour whose every cell outside the area the move would take in is
// the only move given (the first such colour): some shortest solution starts with it (see
// legal_moves). The estimate is the larger of two lower bounds, each of which a move lowers by at
// most 1: the colours left outside the area (a move takes in cells of one colour only: the textbook's
// bound), and the farthest cell's distance in colour patches (the fewest patch borders a path from the
// area to the cell crosses: a move takes in only patches next to the area). The key is the area alone
// (its complement, never ~0 as the area holds the top-left cell): the moves left depend on the area
// only, painting the area's own colour changing nothing. O(cells) a move, O(cells x answer) an
// estimate, with 64-bit sets.
#ifndef PUZZLE_FLOOD_IT_PUZZLE_HPP
#define PUZZLE_FLOOD_IT_PUZZLE_HPP

#include <cassert>
#include <stdint.h>

#include "puzzle/flood_it/flood_it_board.hpp"

namespace puzzle {

struct FloodItState {
  uint64_t area;  // the cells joined to the top-left one
  int colour;     // the area's colour
};

class FloodItPuzzle {
 public:
  typedef FloodItState State;
  typedef int Move;  // the colour the area is painted
  static const int max_branching = flood_it_colours - 1;

  // Precondition (asserted): 2 <= board.side <= 8, every colour of the board 0-5.
  explicit FloodItPuzzle(const FloodItBoard& board) : cells_(flood_it_board_cells(board.side)) {
    assert(2 <= board.side && board.side <= flood_it_max_side && "FloodItPuzzle: a side of 2-8");
    for (int colour = 0; colour < flood_it_colours; ++colour) of_colour_[colour] = 0;
    for (int row = 0; row < board.side; ++row)
      for (int column = 0; column < board.side; ++column) {
        const int colour = board.colour[flood_it_row_stride * row + column];
        assert(0 <= colour && colour < flood_it_colours && "FloodItPuzzle: colours 0-5");
        of_colour_[colour] |= flood_it_cell(row, column);
      }
    start_.colour = board.colour[0];
    start_.area = flood_it_fill(flood_it_cell(0, 0), of_colour_[start_.colour]);
  }

  State start() const { return start_; }

  // A colour the move would clear from the board is the only move: a shortest solution S must paint
  // that colour c at some step k (nothing else takes in its cells); c first, then S without step k, is
  // as short, and its area after each step holds S's (the areas grow with the area they start from,
  // and c's cells are all in it already), so it floods the board too.
  int legal_moves(const State& state, Move* out) const {
    const uint64_t border = flood_it_neighbours(state.area) & cells_ & ~state.area;
    int count = 0;
    for (int colour = 0; colour < flood_it_colours; ++colour) {
      if (colour == state.colour || (border & of_colour_[colour]) == 0) continue;
      const uint64_t left = of_colour_[colour] & ~state.area;
      if ((flood_it_fill(state.area, state.area | left) & left) == left) {
        out[0] = colour;
        return 1;
      }
      out[count++] = colour;
    }
    return count;
  }
  void apply(State& state, Move colour) const {
    state.area = flood_it_fill(state.area, state.area | of_colour_[colour]);
    state.colour = colour;
  }
  // A colour is never painted twice running (legal_moves leaves out the area's own): nothing undoes a
  // move, and naming the move itself keeps IDA* from the repeat it would skip anyway.
  Move inverse(Move colour) const { return colour; }

  int estimate(const State& state) const {
    const int colours = colours_outside(state.area), patches = farthest_patch(state.area);
    return colours > patches ? colours : patches;
  }
  bool is_goal(const State& state) const { return state.area == cells_; }
  uint64_t key(const State& state) const { return ~state.area; }

  // The colours with a cell outside the area.
  int colours_outside(uint64_t area) const {
    int count = 0;
    for (int colour = 0; colour < flood_it_colours; ++colour) count += (of_colour_[colour] & ~area) != 0;
    return count;
  }
  // The most patch borders between the area and a cell: rings of patches taken in one at a time.
  int farthest_patch(uint64_t area) const {
    int rings = 0;
    for (uint64_t reached = area; reached != cells_; ++rings) {
      const uint64_t next_to = flood_it_neighbours(reached) & cells_ & ~reached;
      uint64_t ring = 0;
      for (int colour = 0; colour < flood_it_colours; ++colour)
        if ((next_to & of_colour_[colour]) != 0)
          ring |= flood_it_fill(next_to & of_colour_[colour], of_colour_[colour] & ~reached);
      reached |= ring;
    }
    return rings;
  }

 private:
  uint64_t cells_;                        // the board's cells
  uint64_t of_colour_[flood_it_colours];  // the cells of each colour on the board as given
  State start_;
};

}  // namespace puzzle

#endif  // PUZZLE_FLOOD_IT_PUZZLE_HPP
