// Pushing Boxes: a walker and one box on a map (maze/cell_map.hpp) of free cells and walls ('#', the
// margin included). The walker steps N, S, W or E onto a free cell (a walk); stepping toward the box
// moves the box one cell further the same way (a push), if that cell is free. A state is the walker's
// cell and the box's cell; apply() replays a move, as show_path (io/side_by_side.hpp) needs.
// Preconditions: the map's margin is at least 1 (a push looks one cell beyond the box). O(1) per move.
#ifndef PUZZLE_BOX_PUSHING_HPP
#define PUZZLE_BOX_PUSHING_HPP

#include <cassert>

#include "puzzle/maze/cell_map.hpp"

namespace puzzle {

// A move: a direction, and whether it pushes the box (else the walker walks alone).
struct BoxMove {
  MapDirection direction;
  bool push;
};

// A move as the puzzle writes it: N S W E for a push, n s w e for a walk.
inline char box_move_letter(const BoxMove& move) { return (move.push ? "NSWE" : "nswe")[move.direction]; }

// The margin of wall a map needs round its cells (CellMap::reset).
const int box_pushing_margin = 1;

class BoxPushing {
 public:
  struct State {
    int walker, box;  // cells of the map
  };
  typedef BoxMove Move;

  BoxPushing() : map_(0) {}
  explicit BoxPushing(const CellMap& map) : map_(&map) {}

  bool free(int cell) const { return (*map_)[cell] != map_->wall(); }
  // The move one step in `direction` makes from `state` into `next`; false when the walker or the
  // box would meet a wall. Precondition: both stand on free cells.
  bool step(const State& state, MapDirection direction, Move& move, State& next) const {
    const int delta = map_->step(direction);
    next.walker = state.walker + delta;
    next.box = state.box;
    move.direction = direction;
    move.push = next.walker == state.box;
    if (move.push) next.box += delta;
    return free(next.walker) && free(next.box);
  }
  // Replays a legal move. Precondition: step() allows it.
  void apply(State& state, Move move) const {
    Move made;
    State next;
    const bool legal = step(state, move.direction, made, next);
    assert(legal && made.push == move.push && "BoxPushing: an illegal move");
    (void)legal;
    state = next;
  }

 private:
  const CellMap* map_;
};

}  // namespace puzzle

#endif  // PUZZLE_BOX_PUSHING_HPP
