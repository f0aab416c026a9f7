// Move pruning: a finite automaton, read along the moves of a path, that forbids a move when the
// path would end with a sequence that another sequence, no longer and earlier in the model's move
// order, replaces from every state where the first is legal (Taylor & Korf 1993, "Pruning duplicate
// nodes in depth-first search", AAAI; the replacement legal wherever the pruned sequence is:
// Burch & Holte 2011, "Automatic move pruning in general single-player games", SoCS).
//
// Why IDA* keeps its answer: the first shortest path in move order, P, never contains a forbidden
// sequence, since putting its replacement in its place would give a path as short and earlier (or
// shorter). So P survives, every estimate along it stays within the last bound, and IDA* (which
// returns the first goal path it meets in move order) still returns P; earlier bounds only change
// in the work they take.
//
// Built by breadth-first search over the move sequences of at most max_length moves from one state
// per context (a context: a class of states on which every sequence is legal alike and has the same
// effect, e.g. the blank's cell of a sliding board with distinct tiles). The state that stands for a
// context must tell apart what the context's states tell apart: with repeated values (two tiles
// alike, a row of equal colours), a move may leave it unchanged, or two sequences reach one state,
// only because of the repetition, and the automaton then forbids moves that other states need (a
// row-and-column shift puzzle built so was reported to answer 155 of 500 boards wrongly). A move
// that leaves a state unchanged is asserted against, and so (in the CMake build: asserts on, not the
// bundles) is two sequences that meet from the context but not from a sibling of it, another state
// within two moves with its legal moves, where both are legal (Magic Squares from 12121212: A and B
// give one board); so give each context a state with distinct values. Searched in move order, the first sequence to
// reach a state is the first shortest one; every later one is dead from that context. A sequence
// is forbidden when it is dead from every context where it is legal and alive from none; the
// automaton (Aho & Corasick 1975, then minimized by Moore's partition refinement) finds them as
// suffixes of a path of any length.
// Cost: build O(contexts x states within max_length moves x branching), memory while built about
// 30 bytes per state reached plus the sequences kept; the automaton 4 x branching bytes a state
// (for the 4x4 sliding board and 12 moves: 6,504 states, 104 KB). Per move O(1): one look-up.
#ifndef PUZZLE_MOVE_PRUNING_HPP
#define PUZZLE_MOVE_PRUNING_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <stdint.h>
#include <utility>
#include <vector>
#ifndef PUZZLE_BUNDLE
#include <map>
#endif

#include "puzzle/search/search_model.hpp"
#include "puzzle/util/row_numbering.hpp"
#ifndef PUZZLE_BUNDLE  // the check of the precondition, asserts on
#include "puzzle/search/level_expansion.hpp"
#endif

namespace puzzle {

namespace detail {

// Values of the automaton's tables that are no state: a forbidden move; while built, a sequence legal
// from no context seen so far, one dead from every context where legal so far.
const uint32_t pruned = 0xFFFFFFFFu;
const uint32_t absent = 0xFFFFFFFFu;
const uint32_t forbidden = 0xFFFFFFFEu;

#ifndef PUZZLE_BUNDLE
#ifndef NDEBUG
// Whether `move` is among the legal moves of `state`.
template <class Model>
bool is_legal(const Model& model, const typename Model::State& state, typename Model::Move move) {
  typename Model::Move moves[Model::max_branching];
  const int count = model.legal_moves(state, moves);
  for (int m = 0; m < count; ++m)
    if (moves[m] == move) return true;
  return false;
}

// The visitor of a level's children (expand_level) that keeps them all, in order.
template <class State>
struct AppendTo {
  std::vector<State>& states;
  void operator()(const State& state) { states.push_back(state); }
};

// A sequence of moves followed from a context and, alongside, from up to three of its siblings.
template <class State>
struct SiblingWalk {
  enum { most_siblings = 3 };
  State at, sibling[most_siblings];
  bool legal[most_siblings];  // the sequence so far is legal from the sibling
};

// Asserts what one state can show of MovePruning's precondition: sequences of at most max_length
// moves that meet from `context` (lead to one state) meet from its siblings too, where both are legal:
// up to three other states within two moves that have its legal moves (a group's states, a sliding
// board with the blank on a like cell), so in its context when the effects do not depend on the
// values. A repeated value makes sequences meet that do not elsewhere. O(states within max_length
// x branching x 4).
template <class Model>
void check_sequences_meet_alike(const Model& model, const typename Model::State& context, int max_length) {
  typedef typename Model::State State;
  typedef typename Model::Move Move;
  typedef SiblingWalk<State> Walk;
  Move own[Model::max_branching], moves[Model::max_branching], other[Model::max_branching];
  const int own_count = model.legal_moves(context, own);
  Walk start;
  start.at = context;
  int siblings = 0;
  std::vector<State> level(1, context), next_level;
  for (int depth = 0; depth < 2; ++depth, level.swap(next_level)) {
    next_level.clear();
    AppendTo<State> append = {next_level};
    expand_level(model, level, append);
    for (std::size_t i = 0; i < next_level.size(); ++i) {
      const State& child = next_level[i];
      bool new_sibling = siblings < Walk::most_siblings && model.key(child) != model.key(context) &&
                         model.legal_moves(child, other) == own_count && std::equal(own, own + own_count, other);
      for (int k = 0; k < siblings && new_sibling; ++k) new_sibling = model.key(child) != model.key(start.sibling[k]);
      if (!new_sibling) continue;
      start.sibling[siblings] = child;
      start.legal[siblings++] = true;
    }
  }
  // Breadth-first from the context over its sequences, the siblings following each: per state reached,
  // the siblings' keys after the first sequence to reach it (no_key where it is illegal).
  const uint64_t no_key = ~static_cast<uint64_t>(0);
  std::map<uint64_t, std::vector<uint64_t> > first;
  std::vector<Walk> walks(1, start), next_walks;
  std::vector<uint64_t>& none_made = first[model.key(context)];
  for (int k = 0; k < siblings; ++k) none_made.push_back(model.key(start.sibling[k]));
  for (int depth = 0; depth < max_length && siblings > 0; ++depth, walks.swap(next_walks)) {
    next_walks.clear();
    for (std::size_t i = 0; i < walks.size(); ++i) {
      const int count = model.legal_moves(walks[i].at, moves);
      for (int m = 0; m < count; ++m) {
        Walk child = walks[i];
        model.apply(child.at, moves[m]);
        std::vector<uint64_t> keys(siblings, no_key);
        for (int k = 0; k < siblings; ++k) {
          child.legal[k] = child.legal[k] && is_legal(model, child.sibling[k], moves[m]);
          if (!child.legal[k]) continue;
          model.apply(child.sibling[k], moves[m]);
          keys[k] = model.key(child.sibling[k]);
        }
        const std::pair<std::map<uint64_t, std::vector<uint64_t> >::iterator, bool> found =
            first.insert(std::make_pair(model.key(child.at), keys));
        if (found.second) {
          next_walks.push_back(child);
          continue;
        }
        for (int k = 0; k < siblings; ++k)
          assert((keys[k] == no_key || found.first->second[k] == no_key || keys[k] == found.first->second[k]) &&
                 "MovePruning: two sequences meet from a context but not from a state like it (repeated values?)");
      }
    }
  }
}
#endif
#endif

}  // namespace detail

class MovePruning {
 public:
  // Precondition: `contexts` holds one state of each context of `model`, with distinct values (see
  // above; no move leaves a state unchanged, asserted); Model::Move converts to an integer in
  // [0, branching_of(model)) (asserted; search_model.hpp); legal_moves lists moves in one fixed
  // order; keys are below 2^64 - 1; max_length >= 2 (2 forbids at least undoing a move).
  template <class Model>
  MovePruning(const Model& model, const std::vector<typename Model::State>& contexts, int max_length)
      : branching_(branching_of(model)) {
    assert(!contexts.empty() && max_length >= 2 && "MovePruning: contexts, max_length >= 2");
    std::vector<uint32_t> transitions;
#ifndef PUZZLE_BUNDLE  // a bundle is the CMake build's code, checked there
#ifndef NDEBUG
    for (std::size_t c = 0; c < contexts.size(); ++c)
      detail::check_sequences_meet_alike(model, contexts[c], max_length);
#endif
#endif
    {
      std::vector<uint32_t> edges(branching_, detail::absent);  // the sequences kept, a trie: see add_context
      for (std::size_t c = 0; c < contexts.size(); ++c) add_context(model, contexts[c], max_length, edges);
      keep_prefixes_of_forbidden(edges);
      aho_corasick(edges, transitions);
    }  // the trie freed before minimizing
    minimize(transitions);
  }

  // What IDA* carries along a path: the automaton's state.
  typedef uint32_t Trail;
  // The automaton's state before any move.
  uint32_t start() const { return 0; }
  // Whether `move` may follow a path that left the automaton in `state`; if so, writes the state
  // after it into `next`.
  template <class Move>
  bool allows(uint32_t state, Move move, uint32_t& next) const {
    next = next_[state * branching_ + static_cast<std::size_t>(move)];
    return next != detail::pruned;
  }
  std::size_t states() const { return next_.size() / branching_; }
  // The moves of a row of the table: the model's branching.
  std::size_t branching() const { return branching_; }

 private:
  // Breadth-first search from `context` over sequences of up to max_length moves, in move order:
  // the first sequence to reach a state is alive (its trie edge gets a node), a later one is dead
  // (its edge becomes `forbidden` unless some context has it alive).
  template <class Model>
  void add_context(const Model& model, const typename Model::State& context, int max_length,
                   std::vector<uint32_t>& edges) const {
    typedef typename Model::State State;
    typedef typename Model::Move Move;
    RowNumbering seen(2, 1u << 16);  // the keys of the states reached
    seen.number(model.key(context));
    std::vector<std::pair<State, uint32_t> > level(1, std::make_pair(context, 0u)), next_level;
    Move moves[Model::max_branching];
    for (int depth = 0; depth < max_length && !level.empty(); ++depth) {
      next_level.clear();
      for (std::size_t i = 0; i < level.size(); ++i) {
        const int count = model.legal_moves(level[i].first, moves);
        for (int k = 0; k < count; ++k) {
          State child = level[i].first;
          model.apply(child, moves[k]);
          assert(static_cast<std::size_t>(moves[k]) < branching_ && model.key(child) != model.key(level[i].first) &&
                 "MovePruning: a move above branching or changing nothing");
          const std::size_t edge = level[i].second * branching_ + static_cast<std::size_t>(moves[k]);
          const std::size_t reached = seen.count();
          if (seen.number(model.key(child)) == reached) {  // a new state
            if (edges[edge] >= detail::forbidden) {
              edges[edge] = static_cast<uint32_t>(edges.size() / branching_);
              edges.resize(edges.size() + branching_, detail::absent);
            }
            next_level.push_back(std::make_pair(child, edges[edge]));
          } else if (edges[edge] == detail::absent) {
            edges[edge] = detail::forbidden;
          }
        }
      }
      level.swap(next_level);
    }
  }

  // Drops the nodes below which nothing is forbidden: from them the automaton behaves as from the
  // longest suffix still kept. A child node always comes after its parent.
  void keep_prefixes_of_forbidden(std::vector<uint32_t>& edges) const {
    const std::size_t nodes = edges.size() / branching_;
    std::vector<char> useful(nodes, 0);
    for (std::size_t node = nodes; node-- > 0;) {
      for (std::size_t m = 0; m < branching_; ++m) {
        uint32_t& edge = edges[node * branching_ + m];
        if (edge < detail::forbidden && !useful[edge]) edge = detail::absent;
        useful[node] |= edge != detail::absent;
      }
    }
  }

  // The Aho-Corasick automaton of the forbidden sequences over the trie, its states the kept nodes
  // in breadth-first order (the empty sequence first): transitions[state][move] is the state of the
  // longest kept suffix of (state's sequence, move), or `pruned` when a suffix of it is forbidden.
  void aho_corasick(const std::vector<uint32_t>& edges, std::vector<uint32_t>& transitions) const {
    std::vector<uint32_t> queue(1, 0), failure(1, 0);  // by state: its trie node, its failure state
    transitions.assign(branching_, 0);
    for (std::size_t head = 0; head < queue.size(); ++head) {
      const uint32_t node = queue[head];
      for (std::size_t m = 0; m < branching_; ++m) {
        const uint32_t edge = edges[node * branching_ + m];
        const uint32_t fallback = head == 0 ? 0 : transitions[failure[head] * branching_ + m];
        uint32_t transition = fallback;
        if (edge == detail::forbidden || fallback == detail::pruned) {
          transition = detail::pruned;
        } else if (edge != detail::absent) {
          transition = static_cast<uint32_t>(queue.size());
          queue.push_back(edge);
          failure.push_back(fallback);
          transitions.resize(transitions.size() + branching_, 0);
        }
        transitions[head * branching_ + m] = transition;
      }
    }
  }

  // Merges the states that no sequence of moves tells apart (Moore's algorithm: refine the classes
  // by the classes of the successors until they stop splitting); the start state becomes 0.
  void minimize(const std::vector<uint32_t>& transitions) {
    const std::size_t states = transitions.size() / branching_, width = branching_ + 1;
    std::vector<uint32_t> group(states, 0), refined(states), row(width);
    RowNumbering numbering(width);  // a class's row: its class, then its successors' classes
    std::size_t classes = 1;
    for (;;) {
      numbering = RowNumbering(width, states);
      for (std::size_t s = 0; s < states; ++s) {
        row[0] = group[s];
        for (std::size_t m = 0; m < branching_; ++m) {
          const uint32_t target = transitions[s * branching_ + m];
          row[m + 1] = target == detail::pruned ? detail::pruned : group[target];
        }
        refined[s] = numbering.number(&row[0]);
      }
      group.swap(refined);
      if (numbering.count() == classes) break;
      classes = numbering.count();
    }
    // No class split in the last pass, so each kept its number (numbered in order of first
    // appearance: the start, state 0, is class 0), and its row there is its row of the table.
    next_.resize(classes * branching_);
    for (uint32_t c = 0; c < classes; ++c)
      std::copy(numbering.row(c) + 1, numbering.row(c) + width, next_.begin() + c * branching_);
  }

  std::size_t branching_;
  std::vector<uint32_t> next_;  // [state][move]
};

}  // namespace puzzle

#endif  // PUZZLE_MOVE_PRUNING_HPP
