// The knights' board (knights_board.hpp) as a search model (search/search_model.hpp): a state is the
// black knights' cells and the empty square's, with the knights on a cell of the other colour in the
// target (or on the target's empty centre) counted as the state changes: every move carries one knight,
// so it places at most one, and that count is an admissible estimate (the textbook's). Keys: the black
// cells and the empty cell in 30 bits, for a hash map (tables/perimeter_table.hpp). O(1) a move.
#ifndef PUZZLE_KNIGHTS_PUZZLE_HPP
#define PUZZLE_KNIGHTS_PUZZLE_HPP

#include <stdint.h>

#include "puzzle/knights/knights_board.hpp"

namespace puzzle {

struct KnightsState {
  uint32_t black;     // bit c: a black knight on cell c
  uint8_t empty;      // the empty square's cell
  uint8_t misplaced;  // knights on a cell whose target colour is not theirs, or on the target's empty cell
};

class KnightsPuzzle {
 public:
  typedef KnightsState State;
  typedef int Move;  // the direction the empty square jumps in, 0-7 (knights_board.hpp)
  static const int max_branching = knights_directions;

  KnightsPuzzle() {
    for (int cell = 0; cell < knights_cells; ++cell) {
      count_[cell] = 0;
      for (int direction = 0; direction < knights_directions; ++direction) {
        const int to = knights_jump(cell, direction);
        if (to < 0) continue;
        direction_[cell][count_[cell]] = static_cast<uint8_t>(direction);
        target_[cell][direction] = static_cast<uint8_t>(to);
        ++count_[cell];
      }
    }
  }

  // Precondition: empty is a cell 0-24, not among the black ones.
  State make_state(const KnightsBoard& board) const {
    State state;
    state.black = board.black;
    state.empty = static_cast<uint8_t>(board.empty);
    state.misplaced = 0;
    for (int cell = 0; cell < knights_cells; ++cell)
      if (cell != board.empty) state.misplaced += misplaced(cell, (board.black >> cell & 1u) != 0);
    return state;
  }

  int legal_moves(const State& state, Move* out) const {
    for (int i = 0; i < count_[state.empty]; ++i) out[i] = direction_[state.empty][i];
    return count_[state.empty];
  }
  // The knight on the cell the empty square jumps to moves onto the empty square.
  void apply(State& state, Move move) const {
    const int from = target_[state.empty][move], to = state.empty;
    const bool black = (state.black >> from & 1u) != 0;
    state.black = (state.black & ~(1u << from)) | static_cast<uint32_t>(black) << to;
    state.misplaced = static_cast<uint8_t>(state.misplaced - misplaced(from, black) + misplaced(to, black));
    state.empty = static_cast<uint8_t>(from);
  }
  Move inverse(Move move) const { return (move + knights_directions / 2) % knights_directions; }

  int estimate(const State& state) const { return state.misplaced; }
  bool is_goal(const State& state) const {
    return state.black == knights_target_black && state.empty == knights_target_empty;
  }
  uint64_t key(const State& state) const { return static_cast<uint64_t>(state.empty) << knights_cells | state.black; }

 private:
  // Whether a knight of this colour on `cell` is out of place in the target.
  static int misplaced(int cell, bool black) {
    return cell == knights_target_empty || knights_target_is_black(cell) != black;
  }

  uint8_t count_[knights_cells];                          // legal directions from each cell
  uint8_t direction_[knights_cells][knights_directions];  // and which, in direction order
  uint8_t target_[knights_cells][knights_directions];     // where a direction leads
};

}  // namespace puzzle

#endif  // PUZZLE_KNIGHTS_PUZZLE_HPP
