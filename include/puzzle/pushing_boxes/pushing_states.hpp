// The states of Pushing Boxes (box_pushing.hpp) as numbers, with one word each for a search: a state's
// number is the box's cell, then the walker's, each in as many bits as the padded map needs, at most 9
// (shifts, not divisions; a walk moves to a number near by; the states of one box cell make a block).
// A word holds the state's cost (pushes * 2^18 + moves, below 2^29: at most 4 x 424 pushes on a map of
// 512 padded cells) and two flags above it; never seen: the cost field all ones. A block is valid for
// the case that stamped its box cell, and cleared when that case first writes to it, so nothing is
// cleared per case. Plain values and pointers into the owner's arrays: a search copies it into a
// local, so that no store to a word makes the compiler read them again (an int store may alias an
// int member). O(1) per query; O(2^bits) when a block is first written in a case.
#ifndef PUZZLE_PUSHING_STATES_HPP
#define PUZZLE_PUSHING_STATES_HPP

#include <algorithm>
#include <stdint.h>

#include "puzzle/maze/cell_map.hpp"
#include "puzzle/pushing_boxes/box_pushing.hpp"

namespace puzzle {

struct PushingStates {
  enum MoveCost { push_cost = (1 << 18) + 1, walk_cost = 1 };  // a push: one push and one move
  enum StateFlag { settled = 1 << 29, optimal = 1 << 30 };
  enum { cost_mask = (1 << 29) - 1, unseen = cost_mask };

  int32_t* costs;       // per state, by number: cost and flags (2^bits words a box cell)
  int32_t* box_stamps;  // per box cell: the case that last cleared its block of costs
  int32_t case_stamp;
  int bits;             // of a cell's number in a state's
  uint64_t first_seen;  // states seen in this case

  int32_t state_of(const BoxPushing::State& state) const { return state.box << bits | state.walker; }
  BoxPushing::State cells_of(int32_t state) const {
    BoxPushing::State cells = {state & ((1 << bits) - 1), state >> bits};
    return cells;
  }
  int box_of(int32_t state) const { return state >> bits; }
  bool block_valid(int32_t state) const { return box_stamps[state >> bits] == case_stamp; }
  bool seen(int32_t state) const { return block_valid(state) && (costs[state] & cost_mask) != unseen; }
  int32_t cost_of(int32_t state) const { return costs[state] & cost_mask; }
  bool has(int32_t state, StateFlag flag) const { return (costs[state] & flag) != 0; }
  void set(int32_t state, StateFlag flag) { costs[state] |= flag; }

  // Lowers a state's cost to `cost`, if that is less than it has (or it was never seen) and it is not
  // settled.
  bool improve(int32_t state, int32_t cost) {
    if (!block_valid(state)) {
      int32_t* const block = costs + (static_cast<std::size_t>(state >> bits) << bits);
      std::fill(block, block + (1 << bits), int32_t(unseen));
      box_stamps[state >> bits] = case_stamp;
    }
    if (costs[state] > cost_mask || cost >= costs[state]) return false;  // flagged (settled), or no less
    first_seen += costs[state] == unseen;
    costs[state] = cost;
    return true;
  }

  // The move in `direction` from `state` by `rules`: the state it leads to and its cost; false if illegal.
  bool successor(const BoxPushing& rules, int32_t state, MapDirection direction, BoxMove& move, int32_t& next,
                 int32_t& cost) const {
    BoxPushing::State after;
    if (!rules.step(cells_of(state), direction, move, after)) return false;
    next = state_of(after);
    cost = cost_of(state) + (move.push ? push_cost : walk_cost);
    return true;
  }
};

}  // namespace puzzle

#endif  // PUZZLE_PUSHING_STATES_HPP
