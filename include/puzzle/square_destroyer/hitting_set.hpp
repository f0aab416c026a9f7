// The fewest elements that hit every set of a family (minimum hitting set, set cover's dual: Square
// Destroyer's sticks that break every square), as a search model on which the generic IDA*
// (search/ida_star.hpp) runs: a move chooses one element, the estimate counts sets that share no element
// still allowed, picked greedily, smallest first (each needs an element of its own: the textbook
// bound of Square Destroyer, "take an intact square, count 1, remove all its sticks, repeat"), and
// a state branches on the unhit set with the fewest allowed elements, each of them in turn, the
// ones tried before it then forbidden below it, so that no choice of elements is met twice; an
// element is not tried when another of that set hits every unhit set it hits (a solution with it
// has one as small with the other instead). IDA* over the sets of chosen elements, then.
// Sets and elements are bit sets of 64 x Words (ranking/bit_set.hpp); a state keeps how many allowed
// elements each set has. A state is made (apply) in O(sets x Words + candidates^2 x Words), which
// computes its estimate and its moves once; time exponential in the answer, memory O(answer) states.
#ifndef PUZZLE_HITTING_SET_HPP
#define PUZZLE_HITTING_SET_HPP

#include <algorithm>
#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/ranking/bit_set.hpp"
#include "puzzle/search/ida_star.hpp"
#include "puzzle/search/search_model.hpp"
#include "puzzle/util/lowest_bit.hpp"

namespace puzzle {

// The family: which elements each set has and, the other way, which sets each element is in.
template <int Words>
class HittingSetFamily {
 public:
  typedef BitSet<Words> Bits;

  // sets[i]: the elements of set i, each below `elements`. Precondition (asserted): elements and
  // sets.size() at most 64 x Words, at most 255 elements a set (a state counts them in a byte). The
  // sets are kept smallest first (for the estimate's packing).
  HittingSetFamily(int elements, const std::vector<Bits>& sets) : elements_(elements), sets_(sets) {
    assert(elements <= Bits::capacity && sets.size() <= static_cast<std::size_t>(Bits::capacity) &&
           "HittingSetFamily: more elements or sets than the bit sets hold");
    std::stable_sort(sets_.begin(), sets_.end(), fewer_elements);
    assert((sets_.empty() || sets_.back().count() < 256) && "HittingSetFamily: a set of 256 elements or more");
    sets_of_.assign(elements, Bits::none());
    for (std::size_t s = 0; s < sets_.size(); ++s)
      for (int e = sets_[s].lowest_from(0); e < elements; e = sets_[s].lowest_from(e + 1)) {
        sets_of_[e].insert(static_cast<int>(s));
      }
  }

  int elements() const { return elements_; }
  int sets() const { return static_cast<int>(sets_.size()); }
  const Bits& set(int s) const { return sets_[s]; }         // its elements
  const Bits& sets_of(int e) const { return sets_of_[e]; }  // the sets element e is in

 private:
  static bool fewer_elements(const Bits& a, const Bits& b) { return a.count() < b.count(); }

  int elements_;
  std::vector<Bits> sets_;
  std::vector<Bits> sets_of_;
};

// A node of the search: which sets are unhit, which elements may still be chosen, and what its
// estimate and its moves are (computed once, as it is made).
template <int Words>
struct HittingSetState {
  BitSet<Words> unhit, allowed;
  uint8_t allowed_in[64 * Words];  // by set: how many of its elements are allowed
  int estimate;
  int candidates;                 // the moves: candidate[0..candidates)
  uint8_t candidate[64 * Words];  // elements, most unhit sets hit first
};

// The model (search/search_model.hpp): moves are elements. The family outlives it.
template <int Words>
class HittingSetModel {
 public:
  typedef HittingSetState<Words> State;
  typedef int Move;
  typedef BitSet<Words> Bits;
  static const int max_branching = 64 * Words;
  // The estimate of a state some unhit set of which has no allowed element left: past any bound.
  enum { dead_end = 1 << 20 };

  explicit HittingSetModel(const HittingSetFamily<Words>& family) : family_(family) {}

  // Nothing chosen yet: every set unhit, every element allowed.
  State start() const {
    State state;
    state.unhit = Bits::first(family_.sets());
    state.allowed = Bits::first(family_.elements());
    for (int s = 0; s < family_.sets(); ++s) state.allowed_in[s] = static_cast<uint8_t>(family_.set(s).count());
    complete(state);
    return state;
  }

  int legal_moves(const State& state, Move* out) const {
    for (int i = 0; i < state.candidates; ++i) out[i] = state.candidate[i];
    return state.candidates;
  }
  // Chooses `element`, one of the state's candidates; the candidates before it are forbidden.
  void apply(State& state, Move element) const {
    for (int i = 0; state.candidate[i] != element; ++i) forbid(state, state.candidate[i]);
    forbid(state, element);
    state.unhit = state.unhit.without(family_.sets_of(element));
    complete(state);
  }
  // No move undoes a choice: none is ever skipped as an inverse.
  Move inverse(Move) const { return -1; }
  int estimate(const State& state) const { return state.estimate; }
  bool is_goal(const State& state) const { return state.unhit.empty(); }

 private:
  // An element is no longer allowed: the sets it is in have one fewer.
  void forbid(State& state, int element) const {
    state.allowed.erase(element);
    const Bits& sets = family_.sets_of(element);
    for (int w = 0; w < Words; ++w)
      for (uint64_t bits = sets.word[w]; bits != 0; bits &= bits - 1) --state.allowed_in[64 * w + lowest_bit(bits)];
  }

  // The state's estimate (the packing) and its candidates, from its unhit sets and allowed elements.
  void complete(State& state) const {
    state.estimate = 0;
    state.candidates = 0;
    Bits packed = Bits::none();  // the allowed elements of the sets packed so far
    int branch = -1, branch_size = Bits::capacity + 1;
    for (int w = 0; w < Words; ++w)
      for (uint64_t bits = state.unhit.word[w]; bits != 0; bits &= bits - 1) {
        const int s = 64 * w + lowest_bit(bits), size = state.allowed_in[s];
        if (size == 0) {
          state.estimate = dead_end;
          return;
        }
        if (size < branch_size) branch = s, branch_size = size;
        if (!family_.set(s).intersects(packed)) {  // no allowed element in common: packed holds allowed ones only
          ++state.estimate;
          packed = packed | (family_.set(s) & state.allowed);
        }
      }
    if (branch < 0) return;  // every set hit: the goal
    // The branching set's elements, each with the unhit sets it hits; a dominated one is left out.
    const Bits& members = family_.set(branch);
    Bits hits[Bits::capacity];
    int element[Bits::capacity], count = 0;
    for (int e = members.lowest_from(0); e < family_.elements(); e = members.lowest_from(e + 1)) {
      element[count] = e;
      hits[count++] = family_.sets_of(e) & state.unhit;
    }
    int strength[Bits::capacity];
    for (int i = 0; i < count; ++i) {
      if (!state.allowed.contains(element[i])) continue;
      bool dominated = false;
      for (int j = 0; j < count && !dominated; ++j)
        dominated = j != i && hits[i].subset_of(hits[j]) && (j < i || !(hits[i] == hits[j]));
      if (dominated) continue;
      strength[state.candidates] = hits[i].count();
      state.candidate[state.candidates++] = static_cast<uint8_t>(element[i]);
    }
    // Most unhit sets hit first (ties in element order): the likeliest to reach the goal early.
    for (int i = 1; i < state.candidates; ++i)
      for (int j = i; j > 0 && strength[j] > strength[j - 1]; --j) {
        std::swap(strength[j], strength[j - 1]);
        std::swap(state.candidate[j], state.candidate[j - 1]);
      }
  }

  const HittingSetFamily<Words>& family_;
};

// The fewest elements that hit every set of `family`: found = false if more than the options' bound
// (or the family has an empty set); moves: the elements chosen. The options' pruning is not used.
template <int Words>
SearchResult<int> minimum_hitting_set(const HittingSetFamily<Words>& family, const IdaStarOptions<>& options) {
  const HittingSetModel<Words> model(family);
  return ida_star(model, model.start(), options);
}

}  // namespace puzzle

#endif  // PUZZLE_HITTING_SET_HPP
