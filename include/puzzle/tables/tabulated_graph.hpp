// A model's whole state graph tabulated over its dense keys: the successors of every key. Built once in
// O(key_space x branching); then itself a model whose states are keys, so that many searches over a small
// graph (pattern databases for many goals) cost no model calls. Memory 4 x branching bytes per key, the
// model's own branching (branching_of, search/search_model.hpp: a group's moves, not its bound max_branching).
#ifndef PUZZLE_TABULATED_GRAPH_HPP
#define PUZZLE_TABULATED_GRAPH_HPP

#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/search/search_model.hpp"
#ifndef PUZZLE_BUNDLE  // for a check of the CMake build
#include "puzzle/search/backward_moves.hpp"
#endif

namespace puzzle {

namespace detail {

// Whether the model has branching() (known at run time), else only max_branching (at compile time).
template <class Model>
struct SaysOwnBranching {
  template <class M>
  static char (&test(typename BranchingMember<M, &M::branching>::type*))[2];
  template <class M>
  static char test(...);
  enum { value = sizeof(test<Model>(0)) == 2 };
};

#ifndef PUZZLE_BUNDLE  // for a check of the CMake build
// Whether the model has backward_moves (one-way moves, search/search_model.hpp).
template <class Model>
struct SaysOwnBackwardMoves {
  template <class M>
  static char (&test(typename BackwardMovesMember<M, &M::backward_moves>::type*))[2];
  template <class M>
  static char test(...);
  enum { value = sizeof(test<Model>(0)) == 2 };
};
#endif

}  // namespace detail

template <class Model>
class TabulatedGraph {
 public:
  typedef uint32_t State;  // a key of the model
  typedef int Move;        // the index of a successor, in the model's move order
  static const int max_branching = Model::max_branching;

  // Precondition: model.key_space() < 2^32; model.state_of_key(k) is a state with key k for every k;
  // no state has more legal moves than branching_of(model) (asserted); moves reversible, a state's
  // parents among its children (asserted for a model with backward moves: the table keeps successors
  // only, which the searches that walk edges backward read as parents).
  explicit TabulatedGraph(const Model& model)
      : branching_(branching_of(model)),
        key_space_(table_key_count(model)),
        successors_(key_space_ * width(), no_successor) {
    (void)sizeof(KeyedStatesModel<Model>);  // a missing member is named here
    for (uint32_t key = 0; key < key_space_; ++key) {
      const typename Model::State state = model.state_of_key(key);
      typename Model::Move moves[max_branching];
      const int count = model.legal_moves(state, moves);
      assert(count <= branching_ && "TabulatedGraph: more legal moves than the model's branching");
#ifndef PUZZLE_BUNDLE  // a bundle is the CMake build's code, checked there
      assert((!detail::SaysOwnBackwardMoves<Model>::value || parents_are_children(model, state, moves, count)) &&
             "TabulatedGraph: one-way moves (a parent that is no child)");
#endif
      for (int m = 0; m < count; ++m) {
        typename Model::State child = state;
        model.apply(child, moves[m]);
        successors_[key * width() + m] = static_cast<uint32_t>(model.key(child));
      }
    }
  }

  int branching() const { return branching_; }
  int legal_moves(State state, Move* out) const {
    const uint32_t* successor = &successors_[state * width()];
    int count = 0;
    while (count < static_cast<int>(width()) && successor[count] != no_successor) out[count] = count, ++count;
    return count;
  }
  void apply(State& state, Move move) const { state = successors_[state * width() + static_cast<std::size_t>(move)]; }
  uint64_t key(State state) const { return state; }
  State state_of_key(uint64_t key) const { return static_cast<State>(key); }
  uint64_t key_space() const { return key_space_; }

 private:
  static const uint32_t no_successor = 0xFFFFFFFFu;

#ifndef PUZZLE_BUNDLE
  // Whether every parent of `state` (along its backward moves) is one of its children (by moves[0..count)).
  static bool parents_are_children(const Model& model, const typename Model::State& state,
                                   const typename Model::Move* moves, int count) {
    typename Model::Move backward[max_branching];
    const int parents = backward_moves_of(model, state, backward);
    for (int b = 0; b < parents; ++b) {
      typename Model::State parent = state;
      model.apply(parent, backward[b]);
      bool found = false;
      for (int m = 0; m < count && !found; ++m) {
        typename Model::State child = state;
        model.apply(child, moves[m]);
        found = model.key(child) == model.key(parent);
      }
      if (!found) return false;
    }
    return true;
  }
#endif

  // A row's width: the model's max_branching, a constant the compiler folds into every look-up, unless
  // the model says its own branching() (a group's moves, often fewer than its max_branching).
  std::size_t width() const {
    return static_cast<std::size_t>(detail::SaysOwnBranching<Model>::value ? branching_ : max_branching);
  }

  int branching_;
  std::size_t key_space_;
  std::vector<uint32_t> successors_;  // [key * width() + move index]
};

template <class Model>
const uint32_t TabulatedGraph<Model>::no_successor;

}  // namespace puzzle

#endif  // PUZZLE_TABULATED_GRAPH_HPP
