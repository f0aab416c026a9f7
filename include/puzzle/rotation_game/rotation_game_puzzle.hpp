// The rotation game (rotation_game_board.hpp) as an IDA* model. A state is where each of the three
// symbols stands: three placements of 8 cells (PlacementGraph states, C(24, 8) = 735,471 each). Where
// one symbol stands is an exact abstraction for the goal "that symbol fills the centre" (its moves are
// the board's, its goal the centre placement), and it is the same abstraction for all three symbols; so
// one breadth-first table of distances to the centre placement gives each symbol's distance, and the
// board's distance is the least of the three. The table may be cut at a depth D (computed to D only):
// then a placement beyond it is at least D + 1 away, and the estimate is the least over the symbols of
// min(distance, D + 1): admissible, and exact wherever it is at most D + 1. Per move: 3 placement moves,
// 3 ranks and 3 look-ups, O(1).
#ifndef PUZZLE_ROTATION_GAME_PUZZLE_HPP
#define PUZZLE_ROTATION_GAME_PUZZLE_HPP

#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/group/placement_graph.hpp"
#include "puzzle/rotation_game/rotation_game_board.hpp"
#include "puzzle/tables/direction_optimizing_distances.hpp"

namespace puzzle {

const int rotation_game_symbols = 3;  // named 1, 2, 3 on the board
const int rotation_game_symbol_cells = 8;

// placement[s]: the cells of symbol s + 1.
struct RotationGameState {
  uint32_t placement[rotation_game_symbols];
};

// Where one symbol stands, moved by A..H: the abstraction shared by the three symbols.
inline PlacementGraph rotation_game_placement_graph() {
  return PlacementGraph(rotation_game_generators(), rotation_game_symbol_cells);
}

// Distances from every placement of one symbol to the centre, computed to `depth` (unreached beyond).
// O(placements within depth x 8); 735,471 bytes.
inline std::vector<uint8_t> rotation_game_centre_distances(const PlacementGraph& graph, int depth) {
  return direction_optimizing_distances(graph, std::vector<uint32_t>(1, rotation_game_centre),
                                        DistanceOptions().up_to(depth));
}

// The board's moves on the three placements, and its goal; no estimate (--show replays answers on
// it; RotationGamePuzzle adds the estimate). Moves 0-7 are A-H, in that order.
class RotationGameMoves {
 public:
  typedef RotationGameState State;
  typedef int Move;
  static const int max_branching = rotation_game_move_count;

  // `graph` outlives the model.
  explicit RotationGameMoves(const PlacementGraph& graph) : graph_(graph) {}

  // The state of a board: symbols[cell] in 1..3, eight cells each.
  static State state_of_board(const uint8_t* symbols) {
    State state = State();
    for (int cell = 0; cell < rotation_game_cells; ++cell) state.placement[symbols[cell] - 1] |= 1u << cell;
    return state;
  }

  int legal_moves(const State&, Move* out) const {
    for (int move = 0; move < rotation_game_move_count; ++move) out[move] = move;
    return rotation_game_move_count;
  }
  void apply(State& state, Move move) const {
    for (int s = 0; s < rotation_game_symbols; ++s) graph_.apply(state.placement[s], move);
  }
  Move inverse(Move move) const { return graph_.inverse(move); }
  bool is_goal(const State& state) const { return centre_symbol(state) != 0; }

  // The symbol (1-3) that fills the centre, or 0 if none does.
  static int centre_symbol(const State& state) {
    for (int s = 0; s < rotation_game_symbols; ++s)
      if ((state.placement[s] & rotation_game_centre) == rotation_game_centre) return s + 1;
    return 0;
  }

 protected:
  const PlacementGraph& graph_;
};

// Search model (see search_model.hpp): the moves above with the nearest symbol's estimate.
class RotationGamePuzzle : public RotationGameMoves {
 public:
  // centre_distance: rotation_game_centre_distances(graph, depth). Both outlive the model.
  RotationGamePuzzle(const PlacementGraph& graph, const std::vector<uint8_t>& centre_distance, int depth)
      : RotationGameMoves(graph), centre_distance_(centre_distance), beyond_(depth + 1) {
    assert(centre_distance.size() == graph.key_space() && "RotationGamePuzzle: a distance for every placement");
    assert(0 <= depth && depth < unreached && "RotationGamePuzzle: table depth 0-254");
  }

  // Moves to the goal, for the symbol nearest it, exact up to the table's depth + 1.
  int estimate(const State& state) const {
    int least = beyond_;
    for (int s = 0; s < rotation_game_symbols; ++s) {
      const int distance = centre_distance_[graph_.key(state.placement[s])];
      if (distance < least) least = distance;
    }
    return least;
  }

 private:
  const std::vector<uint8_t>& centre_distance_;
  int beyond_;  // the estimate of a placement the table does not reach
};

}  // namespace puzzle

#endif  // PUZZLE_ROTATION_GAME_PUZZLE_HPP
