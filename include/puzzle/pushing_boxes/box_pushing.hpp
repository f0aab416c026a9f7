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
  // The rules on `map`, which must outlive them unchanged (its steps are kept, read once).
  explicit BoxPushing(const CellMap& map) : map_(&map) {
    for (int d = 0; d < map_direction_count; ++d) steps_[d] = map.step(static_cast<MapDirection>(d));
  }

  bool free(int cell) const { return (*map_)[cell] != map_->wall(); }
  // The move one step in `direction` makes from `state` into `next`; false when the walker or the
  // box would meet a wall. Precondition: both stand on free cells.
  bool step(const State& state, MapDirection direction, Move& move, State& next) const {
    const int delta = steps_[direction];
    next.walker = state.walker + delta;
    next.box = state.box;
    move.direction = direction;
    move.push = next.walker == state.box;
    if (move.push) next.box += delta;
    return free(next.walker) && free(next.box);
  }
  // The state a walk in `direction` comes to `state` from: the walker one cell back, the box in place.
  bool walked_from(const State& state, MapDirection direction, State& before) const {
    before.walker = state.walker - steps_[direction];
    before.box = state.box;
    return before.walker != state.box && free(before.walker);
  }
  // The state a push in `direction` comes to `state` from: the box where the walker stands, the
  // walker one cell back; false unless the box stands one cell on from the walker.
  bool pushed_from(const State& state, MapDirection direction, State& before) const {
    const int delta = steps_[direction];
    before.walker = state.walker - delta;
    before.box = state.walker;
    return state.box == state.walker + delta && free(before.walker);
  }
  int neighbour(int cell, MapDirection direction) const { return cell + steps_[direction]; }
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
  int steps_[map_direction_count];  // the change of cell number a step makes, per direction
};

}  // namespace puzzle

#endif  // PUZZLE_BOX_PUSHING_HPP
