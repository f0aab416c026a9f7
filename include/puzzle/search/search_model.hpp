// What a puzzle model supplies to the generic searches, written once per search and checked when a
// search is instantiated, and the result the searches return. Searches know nothing of tiles or
// cubes; every move costs 1 (steps that cost unlike: dense_weighted_a_star.hpp, its contract written
// there). A worked example of a new model: docs/adding_a_puzzle.md.
//
// Every model (all searches):
//   typedef ... State;  typedef ... Move;     copyable values; Move compares with ==
//   static const int max_branching;          most legal moves of any state (sizes a stack array)
//   int legal_moves(const State&, Move* out) const
//                                            writes them in the canonical order (the order answers
//                                            are compared in, by every search and table alike,
//                                            never by the moves' values: IDA* tries them so, and
//                                            tables/shortest_path_table.hpp breaks ties so),
//                                            returns how many; O(branching)
//   void apply(State&, Move) const           O(1) or O(state size); IDA* applies it to a copy
//   int branching() const                    optional: most legal moves of any state of this model,
//                                            <= max_branching, for a model whose moves are known when
//                                            built (a permutation group's moves); it sizes the
//                                            tables of moves (move_pruning.hpp, tables/tabulated_graph.hpp),
//                                            max_branching the stack arrays. Read by branching_of()
//   int backward_moves(const State&, Move* out) const
//                                            optional, for a model with one-way moves (a move no
//                                            move undoes: group/permutation_group.hpp): the moves
//                                            that lead from a state to each of its parents, each
//                                            undone by a legal move of the parent, inverse(move);
//                                            at most max_branching. Without it a model's moves are
//                                            reversible: inverse(m) is a legal move where m leads, so
//                                            a state's parents are its children. The searches that
//                                            walk edges backward (tables/shortest_path_table.hpp, pattern
//                                            tables, the direction-optimizing BFS) read it through
//                                            backward_moves_of() (backward_moves.hpp)
// IDA* (ida_star.hpp), besides:
//   Move inverse(Move) const                 the move that undoes it; IDA* never tries it next
//   int estimate(const State&) const         admissible lower bound on the moves left; called once
//                                            per node, so O(1) (incremental in the state) pays
//   bool is_goal(const State&) const         O(1) or O(state size)
// A* (a_star.hpp), besides the first block: estimate, is_goal, and
//   uint64_t key(const State&) const         distinct per state (it keys the closed set); O(state)
//                                            and never ~0 (key_map.hpp keeps that key for itself)
// Breadth-first search to a goal (breadth_first_search.hpp): as A* without estimate (its contract,
// BreadthFirstModel, is written there: only the learners' options use it, and no judge bundle).
// Breadth-first tables (tables/bfs_distances.hpp, tables/shortest_path_table.hpp, tables/tabulated_graph.hpp), besides
// the first block: key, and
//   uint64_t key_space() const               keys lie in [0, key_space): one table entry each
// tables/shortest_path_table.hpp also needs inverse (it follows edges backward).
// Pattern tables (tables/pattern_table.hpp), besides the first block: inverse (their contract,
// ReversibleModel, is written here too); key and key_space are the projection's, not the model's.
// Direction-optimizing BFS (tables/direction_optimizing_distances.hpp) and tabulated graphs, besides:
//   State state_of_key(uint64_t) const       the state a key stands for; O(state)
//
// A model that lacks a member a search needs stops the compile in the contract below, with the
// member named: e.g. "'class MyPuzzle' has no member named 'estimate'" in IdaStarModel<MyPuzzle>.
#ifndef PUZZLE_SEARCH_MODEL_HPP
#define PUZZLE_SEARCH_MODEL_HPP

#include <cassert>
#include <cstddef>
#include <stdint.h>
#include <vector>

namespace puzzle {

template <class Move>
struct SearchResult {
  bool found;               // a path within the cost limit exists
  bool stopped;             // not found: the search gave up at its node limit, not knowing
  int over_bound;           // not found as the cost limit cut the search short: that limit (a longer
                            // path may exist); else -1 (not found nor stopped: no path, unsolvable)
  std::vector<Move> moves;  // a shortest path when found
  uint64_t expanded;        // nodes whose successors were generated
  std::size_t start;        // which start the path leaves from, for a search from several (else 0)

  // Nothing found yet, no bound passed, nothing expanded, from the first start; a search fills it in as it goes.
  SearchResult() : found(false), stopped(false), over_bound(-1), expanded(0), start(0) {}
};

// The cost bound a search's answer went over, else -1: what the case driver asks of an
// answer (driver/case_driver.hpp) before printing it, where the judge promises none goes over. An
// answer of another type cannot, unless its family adds an overload beside it.
template <class Answer>
int exceeded_bound(const Answer&) {
  return -1;
}
template <class Move>
int exceeded_bound(const SearchResult<Move>& result) {
  return result.over_bound;
}

// The distance a breadth-first table (tables/bfs_distances.hpp and its kin) holds for a key it never reached.
enum TableDistance { unreached = 255 };

// What fewest_moves() returns when no path lies within the cost limit.
const int no_path = -1;

// The distance-only answer: the length of the path found, or no_path.
template <class Move>
int fewest_moves(const SearchResult<Move>& result) {
  return result.found ? static_cast<int>(result.moves.size()) : no_path;
}

// The contract as compile-time checks (C++98 has no concepts): each enumerator is the size of an
// expression that uses one member, never evaluated; a search names `sizeof(Contract<Model>)`, which
// instantiates the enumerators, so a missing member fails here, named, not deep inside the search.
#ifndef PUZZLE_BUNDLE
namespace contract {

template <class Model>
struct Values {
  static const Model& model();
  static typename Model::State& state();
  static typename Model::Move& move();
  static typename Model::Move* moves();
  static uint64_t key();
};

}  // namespace contract

template <class Model>
struct SearchableModel {
  typedef contract::Values<Model> v;
  enum {
    has_max_branching = sizeof(char[Model::max_branching]),
    has_legal_moves = sizeof(v::model().legal_moves(v::state(), v::moves())),
    has_apply = sizeof((v::model().apply(v::state(), v::move()), 0)),
    has_move_equality = sizeof(v::move() == v::move())
  };
};

template <class Model>
struct IdaStarModel : SearchableModel<Model> {
  typedef contract::Values<Model> v;
  enum {
    has_inverse = sizeof(v::model().inverse(v::move())),
    has_estimate = sizeof(v::model().estimate(v::state())),
    has_is_goal = sizeof(v::model().is_goal(v::state()))
  };
};

template <class Model>
struct AStarModel : SearchableModel<Model> {
  typedef contract::Values<Model> v;
  enum {
    has_estimate = sizeof(v::model().estimate(v::state())),
    has_is_goal = sizeof(v::model().is_goal(v::state())),
    has_key = sizeof(v::model().key(v::state()))
  };
};

template <class Model>
struct TableModel : SearchableModel<Model> {
  typedef contract::Values<Model> v;
  enum { has_key = sizeof(v::model().key(v::state())), has_key_space = sizeof(v::model().key_space()) };
};

template <class Model>
struct KeyedStatesModel : TableModel<Model> {
  typedef contract::Values<Model> v;
  enum { has_state_of_key = sizeof(v::model().state_of_key(v::key())) };
};

// Pattern tables (tables/pattern_table.hpp), which search from the goals, need every move undone.
template <class Model>
struct ReversibleModel : SearchableModel<Model> {
  typedef contract::Values<Model> v;
  enum { has_inverse = sizeof(v::model().inverse(v::move())) };
};
#else  // a bundle is the CMake build's code, checked there: the contracts' names only
template <class Model>
struct SearchableModel {};
template <class Model>
struct IdaStarModel {};
template <class Model>
struct AStarModel {};
template <class Model>
struct TableModel {};
template <class Model>
struct KeyedStatesModel {};
template <class Model>
struct ReversibleModel {};
#endif

// The key space of a table model as a count of entries, checked (before a table allocates anything)
// to fit in 32 bits with one value to spare: tables store keys in 32 bits, 0xFFFFFFFF meaning none.
template <class Model>
std::size_t table_key_count(const Model& model) {
  assert(model.key_space() < 0xFFFFFFFFu && "table models: keys must fit in 32 bits");
  return static_cast<std::size_t>(model.key_space());
}

namespace detail {

// model.branching() where the model has it: the first overload, an exact match for the argument 0,
// drops out of the set (C++98 substitution failure) when &Model::branching names nothing.
template <class Model, int (Model::*)() const>
struct BranchingMember {
  typedef int type;
};
template <class Model>
typename BranchingMember<Model, &Model::branching>::type own_branching(const Model& model, int) {
  return model.branching();
}
template <class Model>
int own_branching(const Model&, long) {
  return Model::max_branching;
}

}  // namespace detail

// Most legal moves of any state of `model`: its branching() if it has one, else max_branching.
template <class Model>
int branching_of(const Model& model) {
  return detail::own_branching(model, 0);
}

}  // namespace puzzle

#endif  // PUZZLE_SEARCH_MODEL_HPP
