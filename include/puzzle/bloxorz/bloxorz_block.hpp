// Bloxorz: a 1 x 1 x 2 block on a map (maze/cell_map.hpp) of rigid cells ('.', and the start 'X'
// and target 'O'), fragile cells ('E': the block may lie on them, never stand) and empty ones
// (anything else, the margin included). The block stands on one cell or lies on two neighbours, and
// tips over one of its bottom edges (N, S, W, E); it may never rest on an empty cell. The goal: standing
// on the target cell. As a search model (search/search_model.hpp) a state is a dense key, its top-left
// cell times 3 plus its orientation, so the searches over keys (search/dense_breadth_first_search.hpp)
// take it as it is. Preconditions: the map's margin is at least 2 (a roll reaches two cells beyond a
// block, never further). Memory one byte per padded cell; O(1) per move.
#ifndef PUZZLE_BLOXORZ_BLOCK_HPP
#define PUZZLE_BLOXORZ_BLOCK_HPP

#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/maze/cell_map.hpp"

namespace puzzle {

// How the block rests: on one cell, or on two cells side by side (across: the cell and the one east
// of it; along: the cell and the one south of it).
enum BlockOrientation { block_standing = 0, block_across = 1, block_along = 2 };

const int block_orientation_count = 3;
// The margin of wall a map needs round its cells for the block's rolls (CellMap::reset).
const int bloxorz_margin = 2;

class BloxorzBlock {
 public:
  typedef int32_t State;  // top-left cell * 3 + orientation
  typedef MapDirection Move;
  static const int max_branching = map_direction_count;

  BloxorzBlock() : padded_columns_(0), goal_(0) {}

  // The block on `map`, to stand on `target_cell`. Kept tables grow to the largest map met.
  void reset(const CellMap& map, int target_cell) {
    assert(map.padded_cells() > 0 && "BloxorzBlock: a map");
    padded_columns_ = map.padded_columns();
    ground_.resize(static_cast<std::size_t>(map.padded_cells()));
    for (int cell = 0; cell < map.padded_cells(); ++cell)
      ground_[static_cast<std::size_t>(cell)] = ground_of(map[cell]);
    goal_ = state(target_cell, block_standing);
    const int columns = padded_columns_;
    const Roll rolls[block_orientation_count][map_direction_count] = {
        {{block_along, -2 * columns}, {block_along, columns}, {block_across, -2}, {block_across, 1}},
        {{block_across, -columns}, {block_across, columns}, {block_standing, -1}, {block_standing, 2}},
        {{block_standing, -columns}, {block_standing, 2 * columns}, {block_along, -1}, {block_along, 1}}};
    for (int orientation = 0; orientation < block_orientation_count; ++orientation)
      for (int direction = 0; direction < map_direction_count; ++direction)
        roll_[orientation][direction] = rolls[orientation][direction];
    const int second_cell_change[block_orientation_count] = {0, 1, columns};
    for (int orientation = 0; orientation < block_orientation_count; ++orientation)
      second_cell_change_[orientation] = second_cell_change[orientation];
  }

  static State state(int cell, BlockOrientation orientation) { return cell * block_orientation_count + orientation; }
  static int cell_of(State state) { return state / block_orientation_count; }
  static BlockOrientation orientation_of(State state) {
    return static_cast<BlockOrientation>(state % block_orientation_count);
  }
  // The cell the block's other half covers (its own cell when standing).
  int second_cell(State state) const { return cell_of(state) + second_cell_change_[orientation_of(state)]; }
  // Whether the block may rest so: standing on rigid ground, or lying on two cells that are not empty.
  bool rests(State state) const { return rests_at(cell_of(state), orientation_of(state)); }

  // The rolls that leave the block resting, in the order N, S, W, E. Precondition: rests(state).
  int legal_moves(State state, Move* out) const {
    const Roll* rolls = roll_[orientation_of(state)];
    const int cell = cell_of(state);
    int count = 0;
    for (int direction = 0; direction < map_direction_count; ++direction)
      if (rests_at(cell + rolls[direction].cell_change, rolls[direction].orientation))
        out[count++] = static_cast<Move>(direction);
    return count;
  }
  void apply(State& state, Move move) const {
    const Roll& roll = roll_[orientation_of(state)][move];
    state = BloxorzBlock::state(cell_of(state) + roll.cell_change, roll.orientation);
  }
  bool is_goal(State state) const { return state == goal_; }
  uint64_t key(State state) const { return static_cast<uint64_t>(state); }
  uint64_t key_space() const { return static_cast<uint64_t>(ground_.size()) * block_orientation_count; }
  State state_of_key(uint64_t key) const { return static_cast<State>(key); }

 private:
  enum Ground { empty = 0, fragile = 1, rigid = 2 };
  struct Roll {
    BlockOrientation orientation;
    int cell_change;  // of the top-left cell
  };

  bool rests_at(int cell, BlockOrientation orientation) const {
    const unsigned char* ground = &ground_[0];
    if (orientation == block_standing) return ground[cell] == rigid;
    return ground[cell] != empty && ground[cell + second_cell_change_[orientation]] != empty;
  }
  static unsigned char ground_of(char c) {
    return static_cast<unsigned char>(c == '.' || c == 'X' || c == 'O' ? rigid : c == 'E' ? fragile : empty);
  }

  int padded_columns_;
  State goal_;
  std::vector<unsigned char> ground_;                        // per padded cell, a Ground
  Roll roll_[block_orientation_count][map_direction_count];  // where each roll leaves the block
  int second_cell_change_[block_orientation_count];          // from the block's cell to its other half's
};

}  // namespace puzzle

#endif  // PUZZLE_BLOXORZ_BLOCK_HPP
