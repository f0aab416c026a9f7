// A few pieces in a window of at most six cells of a large board, as a model for the dense
// breadth-first search (search/dense_breadth_first_search.hpp): the endgames of the row-by-row solver
// (row_column_solver.hpp), the last block of a board and the last two tiles of a line. The blank and
// some tiles are tracked, the window's other tiles are interchangeable; the blank moves only inside
// the window. A state is where each tracked piece stands, keyed by its rank among the arrangements of
// the pieces over the window's cells (ranking/permutation_rank.hpp): 6! keys for a 2 x 3 block with
// every tile tracked, 6 x 5 x 4 for two tiles and the blank in a 3 x 2 window. The goal: every tracked
// tile on its home cell (the blank anywhere). Moves in SlideMove order, the blank's moves on the board.
// Cost: a move O(cells); memory O(cells). Precondition: 2 <= pieces <= cells <= max_window_cells, the
// cells distinct cells of the rows x cols board.
#ifndef PUZZLE_WINDOW_MODEL_HPP
#define PUZZLE_WINDOW_MODEL_HPP

#include <algorithm>
#include <cassert>
#include <stdint.h>

#include "puzzle/grid/grid_geometry.hpp"
#include "puzzle/ranking/permutation_rank.hpp"
#include "puzzle/sliding/any_size/large_board.hpp"

namespace puzzle {

// Most cells of a window: a 2 x 3 block, or the 3 x 2 window of a line's last two tiles.
enum { max_window_cells = 6 };

// Where each tracked piece stands, as an index into the window's cells; the blank is the last piece.
struct WindowState {
  signed char at[max_window_cells];
};

class WindowModel {
 public:
  typedef WindowState State;
  typedef SlideMove Move;
  static const int max_branching = slide_move_count;

  // `cells` (copied): the window's cells on a rows x cols board, tracked tile i's home first as
  // cells[i]; `pieces`: the tracked tiles and the blank.
  WindowModel(long rows, long cols, const long* cells, int cell_count, int pieces)
      : rows_(rows), cols_(cols), cell_count_(cell_count), pieces_(pieces) {
    assert(2 <= pieces && pieces <= cell_count && cell_count <= max_window_cells &&
           "WindowModel: 2 <= pieces <= cells <= 6");
    std::copy(cells, cells + cell_count, cells_);
  }

  // The window's index of `cell`, cell_count() if it lies outside (or is no cell, -1).
  int index_of(long cell) const { return static_cast<int>(std::find(cells_, cells_ + cell_count_, cell) - cells_); }
  int cell_count() const { return cell_count_; }

  int legal_moves(const State& state, Move* out) const {
    int count = 0;
    for (int m = 0; m < slide_move_count; ++m)
      if (blank_target(state, static_cast<SlideMove>(m)) < cell_count_) out[count++] = static_cast<SlideMove>(m);
    return count;
  }
  void apply(State& state, Move move) const {
    const signed char to = static_cast<signed char>(blank_target(state, move)), blank = blank_piece();
    for (int piece = 0; piece < blank; ++piece)
      if (state.at[piece] == to) state.at[piece] = state.at[blank];
    state.at[blank] = to;
  }
  bool is_goal(const State& state) const {
    for (int piece = 0; piece < blank_piece(); ++piece)
      if (state.at[piece] != piece) return false;
    return true;
  }
  uint64_t key(const State& state) const { return rank_arrangement(state.at, pieces_, cell_count_); }
  uint64_t key_space() const { return arrangement_count(cell_count_, pieces_); }
  State state_of_key(uint64_t key) const {
    State state;
    unrank_arrangement(key, pieces_, cell_count_, state.at);
    return state;
  }

 private:
  int blank_piece() const { return pieces_ - 1; }
  // The window's index of the cell the blank moves to, cell_count_ if the move leaves the window.
  int blank_target(const State& state, SlideMove move) const {
    return index_of(neighbour_cell(rows_, cols_, cells_[state.at[blank_piece()]], move));
  }

  long rows_, cols_;
  long cells_[max_window_cells];
  int cell_count_, pieces_;
};

}  // namespace puzzle

#endif  // PUZZLE_WINDOW_MODEL_HPP
