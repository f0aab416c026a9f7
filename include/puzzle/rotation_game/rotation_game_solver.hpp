// Answers of "The Rotation Game" (POJ 2286): the shortest move string that fills the centre with one
// symbol, the lexicographically smallest among the shortest (A < B < ... < H), whichever symbol it
// gathers, and that symbol. IDA* (moves tried A..H, so the first shortest path it finds is the
// smallest) on the estimate of rotation_game_puzzle.hpp, with the centre-distance table computed to
// depth 8 (119,073 of the 735,471 placements), built on the first board that needs a move.
// Every board needs at most 13 moves; a 13-move board costs IDA* about 600 nodes.
// Memory: the 735,471-byte table, 44 KB of move and rank tables.
#ifndef PUZZLE_ROTATION_GAME_SOLVER_HPP
#define PUZZLE_ROTATION_GAME_SOLVER_HPP

#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/group/placement_graph.hpp"
#include "puzzle/rotation_game/rotation_game_board.hpp"
#include "puzzle/rotation_game/rotation_game_puzzle.hpp"
#include "puzzle/search/ida_star.hpp"
#include "puzzle/search/search_monitor.hpp"

namespace puzzle {

// The most moves any board needs (tests/binaries/rotation_game/oracle_test.cpp checks it over every board).
const int rotation_game_max_moves = 13;

// One question to the solver: the board's symbols, cell by cell as rotation_game_board.hpp numbers them.
struct RotationGameCase {
  uint8_t symbols[rotation_game_cells];
};

struct RotationGameAnswer {
  std::vector<int> moves;  // 0-7 for A-H; empty when the centre already holds one symbol
  int centre_symbol;       // 1-3: the symbol in the centre after the moves
  int over_bound;          // rotation_game_max_moves if no answer within it (never: it is every board's most), else -1
};

// The bound an answer went over, or -1 (the case driver's question: search/search_model.hpp).
inline int exceeded_bound(const RotationGameAnswer& answer) { return answer.over_bound; }

class RotationGameSolver {
 public:
  typedef RotationGameCase Case;
  typedef RotationGameAnswer Answer;

  // How deep the centre-distance table is computed: chosen by measurement (docs/binaries/rotation_game.md).
  static const int table_depth = 8;

  RotationGameSolver() : graph_(rotation_game_placement_graph()), monitor_(0) {}

  // Who hears the method, the table's build and IDA*'s thresholds (null: nobody).
  void set_monitor(SearchMonitor* monitor) { monitor_ = monitor; }

  // symbols[cell]: 1, 2 or 3, eight cells each (asserted).
  RotationGameAnswer solve(const uint8_t* symbols) {
    int count[rotation_game_symbols + 1] = {0};
    for (int cell = 0; cell < rotation_game_cells; ++cell) {
      assert(1 <= symbols[cell] && symbols[cell] <= rotation_game_symbols && "RotationGameSolver: symbols 1-3");
      ++count[symbols[cell]];
    }
    assert(count[1] == rotation_game_symbol_cells && count[2] == rotation_game_symbol_cells &&
           "RotationGameSolver: eight cells of each symbol");
    RotationGameState state = RotationGamePuzzle::state_of_board(symbols);
    RotationGameAnswer answer;
    answer.over_bound = -1;
    answer.centre_symbol = RotationGamePuzzle::centre_symbol(state);
    if (answer.centre_symbol != 0) {
      if (monitor_) monitor_->method("none: one symbol fills the centre");
      return answer;
    }
    if (monitor_) monitor_->method("IDA* on the nearest symbol's distance to the centre (a table to depth 8)");
    if (centre_distance_.empty()) {
      if (monitor_) monitor_->building("the distances of one symbol's placements to the centre, to depth 8");
      centre_distance_ = rotation_game_centre_distances(graph_, table_depth);
      if (monitor_) monitor_->built(centre_distance_.size(), centre_distance_.size());
    }
    const RotationGamePuzzle puzzle(graph_, centre_distance_, table_depth);
    const SearchResult<int> result =
        ida_star(puzzle, state, IdaStarOptions<>().bound(rotation_game_max_moves).monitored_by(monitor_));
    answer.over_bound = result.over_bound;  // the binary stops there, never answers it
    answer.moves = result.moves;
    for (std::size_t i = 0; i < answer.moves.size(); ++i) puzzle.apply(state, answer.moves[i]);
    answer.centre_symbol = RotationGamePuzzle::centre_symbol(state);
    return answer;
  }
  Answer solve(const Case& board) { return solve(board.symbols); }

 private:
  PlacementGraph graph_;
  std::vector<uint8_t> centre_distance_;  // computed to table_depth, on the first board that needs it
  SearchMonitor* monitor_;
};

}  // namespace puzzle

#endif  // PUZZLE_ROTATION_GAME_SOLVER_HPP
