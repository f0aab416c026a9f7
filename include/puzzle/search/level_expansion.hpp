// One level of a breadth-first walk expanded: every child of every state of the level, in the
// level's order and, within a state, in the model's move order, duplicates and all, handed to a
// visitor that keeps what it wants of them for the next level. One place for the loop that the
// distance tables (tables/bfs_distances.hpp) and move pruning's check of its precondition
// (move_pruning.hpp) walk. Cost: O(level size x branching) moves applied; memory O(branching).
#ifndef PUZZLE_LEVEL_EXPANSION_HPP
#define PUZZLE_LEVEL_EXPANSION_HPP

#include <vector>

namespace puzzle {

// Calls visit(child) for each child of each state of `level`, in order. The visitor is copied: a
// small value that holds references (or pointers) to what it writes. Copied, and the level walked by
// iterator, the compiler keeps both in registers while the visitor writes (the visitor by reference
// and the level by index cost 2-6% more instructions in uva10085's and booksort's tables).
template <class Model, class Visit>
void expand_level(const Model& model, const std::vector<typename Model::State>& level, Visit visit) {
  typedef typename Model::State State;
  typename Model::Move moves[Model::max_branching];
  for (typename std::vector<State>::const_iterator state = level.begin(); state != level.end(); ++state) {
    const int count = model.legal_moves(*state, moves);
    for (int m = 0; m < count; ++m) {
      State child = *state;
      model.apply(child, moves[m]);
      visit(child);
    }
  }
}

}  // namespace puzzle

#endif  // PUZZLE_LEVEL_EXPANSION_HPP
