// Up to three ghosts on the free cells of a map (maze/free_cell_graph.hpp), each with its own target
// cell (UVa 1601 "The Morning after Halloween"). In one step every ghost stays or moves to a free
// neighbour, all at once; after the step no two ghosts share a cell, and no two have swapped cells (a
// ghost may follow another into the cell it leaves). A state is the dense number of the three
// positions, S^2 a + S b + c over S = free cells + 2: a game of fewer ghosts places the missing ones
// on two cells of their own that no step leaves, so every game is one of three. A move is the three
// choices, stay or the i-th neighbour, in base 5. The reverse of a legal step is a legal step (the
// rules look at both ends alike), so a search may run from the goal too. Memory 6 ints per free
// cell; O(5^ghosts) per for_each_step, no division per child.
#ifndef PUZZLE_GHOST_MOVES_HPP
#define PUZZLE_GHOST_MOVES_HPP

#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/maze/free_cell_graph.hpp"

namespace puzzle {

const int max_ghosts = 3;
// Most places a ghost may be after a step: where it is and its four neighbours.
const int ghost_choices = 5;

class GhostMoves {
 public:
  typedef int32_t State;
  typedef int32_t Move;  // the choices of ghosts 0, 1, 2 as digits base 5, ghost 0 the highest

  GhostMoves() : side_(0), goal_(0) {}

  // `ghosts` (1-3) ghosts on `graph`, ghost i to reach free cell targets[i]. Kept arrays grow to the
  // largest graph met.
  void reset(const FreeCellGraph& graph, int ghosts, const int* targets) {
    assert(ghosts >= 1 && ghosts <= max_ghosts && "GhostMoves: 1-3 ghosts");
    side_ = graph.count() + 2;
    choice_count_.assign(static_cast<std::size_t>(side_), 1);
    choices_.assign(static_cast<std::size_t>(side_) * ghost_choices, 0);
    for (int place = 0; place < side_; ++place) {
      int* choices = &choices_[static_cast<std::size_t>(place) * ghost_choices];
      choices[0] = place;
      if (place >= graph.count()) continue;  // a missing ghost's own cell: it stays
      for (const int* next = graph.neighbours_begin(place); next != graph.neighbours_end(place); ++next)
        choices[choice_count_[static_cast<std::size_t>(place)]++] = *next;
    }
    int all_targets[max_ghosts];
    for (int ghost = 0; ghost < max_ghosts; ++ghost)
      all_targets[ghost] = ghost < ghosts ? targets[ghost] : missing_place(ghost);
    goal_ = state(ghosts, all_targets);
  }

  // The state with the first `ghosts` ghosts on free cells positions[0..ghosts-1], the others missing.
  State state(int ghosts, const int* positions) const {
    int places[max_ghosts];
    for (int ghost = 0; ghost < max_ghosts; ++ghost)
      places[ghost] = ghost < ghosts ? positions[ghost] : missing_place(ghost);
    return (places[0] * side_ + places[1]) * side_ + places[2];
  }
  // The free cell of each ghost in `state` (a missing ghost's: count() of the graph or beyond).
  void places(State state, int* out) const {
    out[2] = state % side_;
    out[1] = state / side_ % side_;
    out[0] = state / side_ / side_;
  }

  // Calls visit(child, move) for every legal step from `state`, in the order of the moves' codes,
  // until a call returns true (then returns true). The searches' inner loop: no division per child.
  template <class Visit>
  bool for_each_step(State state, Visit& visit) const {
    int at[max_ghosts];
    places(state, at);
    const int* choices[max_ghosts];
    int counts[max_ghosts];
    for (int ghost = 0; ghost < max_ghosts; ++ghost) {
      choices[ghost] = &choices_[static_cast<std::size_t>(at[ghost]) * ghost_choices];
      counts[ghost] = choice_count_[static_cast<std::size_t>(at[ghost])];
    }
    for (int i = 0; i < counts[0]; ++i) {
      const int a = choices[0][i];
      const State with_a = a * side_ * side_;
      for (int j = 0; j < counts[1]; ++j) {
        const int b = choices[1][j];
        if (b == a || (a == at[1] && b == at[0])) continue;
        const State with_b = with_a + b * side_;
        for (int k = 0; k < counts[2]; ++k) {
          const int c = choices[2][k];
          if (c == a || c == b || (a == at[2] && c == at[0]) || (b == at[2] && c == at[1])) continue;
          if (visit(with_b + c, (i * ghost_choices + j) * ghost_choices + k)) return true;
        }
      }
    }
    return false;
  }
  // The move of a legal step from `from` to `to` (each ghost's choice is where it lands).
  Move move_between(State from, State to) const {
    int before[max_ghosts], after[max_ghosts];
    places(from, before);
    places(to, after);
    Move move = 0;
    for (int ghost = 0; ghost < max_ghosts; ++ghost) {
      const int* choices = &choices_[static_cast<std::size_t>(before[ghost]) * ghost_choices];
      int choice = 0;
      while (choices[choice] != after[ghost]) ++choice;
      move = move * ghost_choices + choice;
    }
    return move;
  }
  void apply(State& state, Move move) const {
    int at[max_ghosts];
    places(state, at);
    const int choice[max_ghosts] = {move / (ghost_choices * ghost_choices), move / ghost_choices % ghost_choices,
                                    move % ghost_choices};
    for (int ghost = 0; ghost < max_ghosts; ++ghost)
      at[ghost] =
          choices_[static_cast<std::size_t>(at[ghost]) * ghost_choices + static_cast<std::size_t>(choice[ghost])];
    state = (at[0] * side_ + at[1]) * side_ + at[2];
  }
  State goal() const { return goal_; }
  // States are 0..state_count()-1 (some unreachable: two ghosts on one cell).
  int32_t state_count() const { return static_cast<int32_t>(side_) * side_ * side_; }

 private:
  // Where missing ghost 1 or 2 stays: a cell of its own past the free cells.
  int missing_place(int ghost) const { return side_ - 3 + ghost; }

  int side_;  // places a ghost may hold: the free cells and the two missing ghosts' own
  State goal_;
  std::vector<int> choice_count_;  // per place: how many choices, 1 (stay) to 5
  std::vector<int> choices_;       // per place, ghost_choices entries: stay first, then the neighbours
};

}  // namespace puzzle

#endif  // PUZZLE_GHOST_MOVES_HPP
