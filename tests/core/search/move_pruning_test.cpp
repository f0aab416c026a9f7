// Tests of move_pruning.hpp on a model where every move is always legal and a sequence's effect is
// the sum of its moves (a counter modulo 12, moves +1, +5, -1): the automaton allows a sequence
// exactly when each of its pieces of at most max_length moves is the first shortest sequence of its
// effect, checked against every sequence of up to max_length + 3 moves enumerated here. On a row of
// values rotated and swapped, IDA* with the automaton keeps every breadth-first distance when the
// context has distinct values, and the build refuses one where a move changes nothing or where two
// sequences meet only because of a repeated value (there, and on Magic Squares' board).
#include "puzzle/search/move_pruning.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <climits>
#include <cstdint>
#include <deque>
#include <map>
#include <vector>

#include "puzzle/grid_rotation/grid_rotation_board.hpp"
#include "puzzle/group/arrangement_graph.hpp"
#include "puzzle/search/ida_star.hpp"

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
std::map<int, std::vector<int>> first_shortest(int length) {
  std::map<int, std::vector<int>> first;
  std::vector<std::vector<int>> level(1);
  for (int depth = 0; depth <= length; ++depth) {
    std::vector<std::vector<int>> next_level;
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
    const std::map<int, std::vector<int>> first = first_shortest(max_length);
    std::vector<std::vector<int>> level(1);
    int allowed = 0;
    for (int length = 0; length <= max_length + 3; ++length) {
      std::vector<std::vector<int>> next_level;
      for (const std::vector<int>& moves : level) {
        bool every_piece_first = true;
        for (std::size_t begin = 0; begin < moves.size(); ++begin)
          for (std::size_t end = begin + 1; end <= moves.size() && end - begin <= std::size_t(max_length); ++end) {
            const std::vector<int> piece(moves.begin() + static_cast<long>(begin),
                                         moves.begin() + static_cast<long>(end));
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

// A row of four values; moves rotate it left (0) or right (1) or swap its first two values (2), legal
// everywhere, so one state stands for the only context. The goal: 0 1 2 3.
struct Row {
  typedef std::array<int, 4> State;
  typedef int Move;
  static const int max_branching = 3;
  int legal_moves(const State&, Move* out) const {
    for (int m = 0; m < max_branching; ++m) out[m] = m;
    return max_branching;
  }
  void apply(State& row, Move move) const {
    if (move == 0) std::rotate(row.begin(), row.begin() + 1, row.end());
    if (move == 1) std::rotate(row.begin(), row.begin() + 3, row.end());
    if (move == 2) std::swap(row[0], row[1]);
  }
  Move inverse(Move move) const { return move == 2 ? 2 : 1 - move; }
  std::uint64_t key(const State& row) const { return std::uint64_t(row[0] * 64 + row[1] * 16 + row[2] * 4 + row[3]); }
  int estimate(const State&) const { return 0; }
  bool is_goal(const State& row) const { return row == State{0, 1, 2, 3}; }
};

// The one IDA* call of this file.
int pruned_distance(const Row::State& start, const puzzle::MovePruning& pruning) {
  const puzzle::SearchResult<int> answer =
      puzzle::ida_star(Row(), start, puzzle::IdaStarOptions<puzzle::MovePruning>().pruned_by(&pruning));
  return answer.found ? static_cast<int>(answer.moves.size()) : -1;
}

TEST(MovePruning, BuiltFromAStateWithDistinctValuesKeepsEveryDistance) {
  Row::State start = {0, 1, 2, 3};
  std::map<Row::State, int> distance;  // breadth-first, from the goal (the moves are closed under inverse)
  distance[start] = 0;
  std::deque<Row::State> queue(1, start);
  for (; !queue.empty(); queue.pop_front())
    for (int m = 0; m < Row::max_branching; ++m) {
      Row::State next = queue.front();
      Row().apply(next, m);
      if (distance.emplace(next, distance[queue.front()] + 1).second) queue.push_back(next);
    }
  ASSERT_EQ(distance.size(), 24u);
  for (int max_length = 2; max_length <= 5; ++max_length) {
    const puzzle::MovePruning pruning(Row(), std::vector<Row::State>(1, Row::State{3, 1, 0, 2}), max_length);
    for (const auto& entry : distance) ASSERT_EQ(pruned_distance(entry.first, pruning), entry.second);
  }
}

// The grid rotation's board (its 12 moves acting on all 9 tiles) seen as a model without branching():
// its rows as wide as its max_branching, 165.
struct WideBoard {
  typedef puzzle::ArrangementState State;
  typedef int Move;
  static const int max_branching = puzzle::max_generators;
  const puzzle::ArrangementGraph& board;
  int legal_moves(const State& state, Move* out) const { return board.legal_moves(state, out); }
  void apply(State& state, Move move) const { board.apply(state, move); }
  std::uint64_t key(const State& state) const { return board.key(state); }
};

// A row of the automaton holds the model's own moves (12, not 165), and it forbids the same sequences.
TEST(MovePruning, RowsAreAsWideAsTheModelsOwnBranching) {
  const puzzle::ArrangementGraph board(puzzle::grid_rotation_generators(), 9);
  const int tiles[9] = {0, 1, 2, 3, 4, 5, 6, 7, 8};
  const std::vector<puzzle::ArrangementState> context(1, board.make_state(tiles));
  const puzzle::MovePruning narrow(board, context, 3);
  const puzzle::MovePruning wide(WideBoard{board}, context, 3);
  EXPECT_EQ(narrow.branching(), 12u);
  EXPECT_EQ(wide.branching(), 165u);
  ASSERT_EQ(narrow.states(), wide.states());
  std::vector<std::vector<int>> level(1);
  for (int length = 1; length <= 4; ++length) {
    std::vector<std::vector<int>> next_level;
    for (const std::vector<int>& moves : level)
      for (int m = 0; m < 12; ++m) {
        next_level.push_back(moves);
        next_level.back().push_back(m);
        ASSERT_EQ(automaton_allows(narrow, next_level.back()), automaton_allows(wide, next_level.back()));
      }
    level.swap(next_level);
  }
}

#ifndef NDEBUG
TEST(MovePruningDeathTest, NeedsContextsAndSequencesOfTwoMoves) {
  EXPECT_DEATH(puzzle::MovePruning(Counter(), std::vector<int>(1, 0), 1), "max_length");
  EXPECT_DEATH(puzzle::MovePruning(Counter(), std::vector<int>(), 4), "contexts");
}

// Before the assert: built from 0 0 1 2, where the swap changes nothing, the automaton forbade the
// swap after any sequence, and IDA* (cost limit 12) found no answer for 20 of the 24 rows, 1 0 2 3
// (one swap away) among them; built from 0 1 2 2 (max_length 3), where the swap changes nothing after
// two rotations left, it forbade "left, left, swap", and IDA* found none for 11 of them.
TEST(MovePruningDeathTest, RefusesAContextWhereAMoveChangesNothing) {
  EXPECT_DEATH(puzzle::MovePruning(Row(), std::vector<Row::State>(1, Row::State{0, 0, 1, 2}), 2),
               "changing nothing|sequences meet");
  EXPECT_DEATH(puzzle::MovePruning(Row(), std::vector<Row::State>(1, Row::State{0, 1, 2, 2}), 3),
               "changing nothing|sequences meet");
}

// Before the check: built from 0 1 0 1 (max_length 2), where no move changes anything within two moves
// but rotating left and right give one row, the automaton forbade rotating right after any sequence,
// silently, and IDA* (cost limit 12) answered 17 of the 24 rows wrongly: no answer for 14 (2 3 0 1,
// two rotations away, among them), a longer one for 3. A sibling of the context, 1 0 0 1 (one swap
// away), tells the two rotations apart.
TEST(MovePruningDeathTest, RefusesAContextWhereSequencesMeetOnlyThere) {
  EXPECT_DEATH(puzzle::MovePruning(Row(), std::vector<Row::State>(1, Row::State{0, 1, 0, 1}), 2), "sequences meet");
}

// Magic Squares' moves on its board of eight values (moves as group_oracle::magic_squares()): from
// 12121212, A and B give one board.
struct MagicBoard {
  typedef std::array<int, 8> State;
  typedef int Move;
  static const int max_branching = 3;
  int legal_moves(const State&, Move* out) const {
    for (int m = 0; m < max_branching; ++m) out[m] = m;
    return max_branching;
  }
  void apply(State& board, Move move) const {
    static const int image[3][8] = {{7, 6, 5, 4, 3, 2, 1, 0}, {1, 2, 3, 0, 7, 4, 5, 6}, {0, 2, 5, 3, 4, 6, 1, 7}};
    State moved;
    for (int point = 0; point < 8; ++point) moved[image[move][point]] = board[point];
    board = moved;
  }
  std::uint64_t key(const State& board) const {
    std::uint64_t key = 0;
    for (int value : board) key = key * 8 + static_cast<std::uint64_t>(value);
    return key;
  }
};

TEST(MovePruningDeathTest, RefusesMagicSquaresFromABoardOfRepeatedValues) {
  const MagicBoard::State distinct = {0, 1, 2, 3, 4, 5, 6, 7}, repeated = {0, 1, 0, 1, 0, 1, 0, 1};
  EXPECT_EQ(puzzle::MovePruning(MagicBoard(), std::vector<MagicBoard::State>(1, distinct), 3).branching(), 3u);
  EXPECT_DEATH(puzzle::MovePruning(MagicBoard(), std::vector<MagicBoard::State>(1, repeated), 2), "sequences meet");
}

// The counter, claiming fewer moves than it lists.
struct NarrowCounter : Counter {
  int branching() const { return 2; }
};

TEST(MovePruningDeathTest, RefusesAMoveBeyondTheModelsBranching) {
  EXPECT_DEATH(puzzle::MovePruning(NarrowCounter(), std::vector<int>(1, 0), 2), "move above branching");
}
#endif

}  // namespace
