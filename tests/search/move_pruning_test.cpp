// Tests of move_pruning.hpp on a model where every move is always legal and a sequence's effect is
// the sum of its moves (a counter modulo 12, moves +1, +5, -1): the automaton allows a sequence
// exactly when each of its pieces of at most max_length moves is the first shortest sequence of its
// effect, checked against every sequence of up to max_length + 3 moves enumerated here.
#include "puzzle/search/move_pruning.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <vector>

namespace {

const int modulus = 12;
const int step_of[3] = {1, 5, modulus - 1};

// The counter as a search model (only what the automaton's build uses).
struct Counter {
  typedef int State;
  typedef int Move;
  static const int max_branching = 3;
  int legal_moves(const State&, Move* out) const {
    for (int m = 0; m < max_branching; ++m) out[m] = m;
    return max_branching;
  }
  void apply(State& state, Move move) const { state = (state + step_of[move]) % modulus; }
  std::uint64_t key(const State& state) const { return static_cast<std::uint64_t>(state); }
};

int effect(const std::vector<int>& moves, std::size_t begin, std::size_t end) {
  int sum = 0;
  for (std::size_t i = begin; i < end; ++i) sum = (sum + step_of[moves[i]]) % modulus;
  return sum;
}

// First shortest sequence (length, then order of moves) of each effect, up to `length` moves.
std::map<int, std::vector<int> > first_shortest(int length) {
  std::map<int, std::vector<int> > first;
  std::vector<std::vector<int> > level(1);
  for (int depth = 0; depth <= length; ++depth) {
    std::vector<std::vector<int> > next_level;
    for (const std::vector<int>& moves : level) {  // in lexicographic order
      first.emplace(effect(moves, 0, moves.size()), moves);
      for (int m = 0; m < Counter::max_branching; ++m) {
        next_level.push_back(moves);
        next_level.back().push_back(m);
      }
    }
    level.swap(next_level);
  }
  return first;
}

bool automaton_allows(const puzzle::MovePruning& pruning, const std::vector<int>& moves) {
  std::uint32_t state = pruning.start();
  for (int move : moves)
    if (!pruning.allows(state, move, state)) return false;
  return true;
}

TEST(MovePruning, AllowsExactlyTheSequencesWhosePiecesAreFirstShortest) {
  for (int max_length = 2; max_length <= 6; ++max_length) {
    const puzzle::MovePruning pruning(Counter(), std::vector<int>(1, 0), max_length);
    const std::map<int, std::vector<int> > first = first_shortest(max_length);
    std::vector<std::vector<int> > level(1);
    int allowed = 0;
    for (int length = 0; length <= max_length + 3; ++length) {
      std::vector<std::vector<int> > next_level;
      for (const std::vector<int>& moves : level) {
        bool every_piece_first = true;
        for (std::size_t begin = 0; begin < moves.size(); ++begin)
          for (std::size_t end = begin + 1; end <= moves.size() && end - begin <= std::size_t(max_length); ++end) {
            const std::vector<int> piece(moves.begin() + static_cast<long>(begin), moves.begin() + static_cast<long>(end));
            every_piece_first &= first.at(effect(moves, begin, end)) == piece;
          }
        ASSERT_EQ(automaton_allows(pruning, moves), every_piece_first) << "max_length " << max_length;
        allowed += every_piece_first;
        for (int m = 0; m < Counter::max_branching; ++m) {
          next_level.push_back(moves);
          next_level.back().push_back(m);
        }
      }
      level.swap(next_level);
    }
    EXPECT_GT(allowed, 0);
  }
}

#ifndef NDEBUG
TEST(MovePruningDeathTest, NeedsContextsAndSequencesOfTwoMoves) {
  EXPECT_DEATH(puzzle::MovePruning(Counter(), std::vector<int>(1, 0), 1), "max_length");
  EXPECT_DEATH(puzzle::MovePruning(Counter(), std::vector<int>(), 4), "contexts");
}
#endif

}  // namespace
