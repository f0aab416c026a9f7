// Tests of shortest_path_table.hpp: for every solvable 8-puzzle board the table's path is the
// canonical one (shortest, then smallest in d < l < r < u), checked against the independent search;
// with the moves listed in another order than their numbers, the table follows the listed order, as
// IDA* does; with one-way moves (Magic Squares on its Cayley graph), every arrangement's path is the
// first shortest one in move order, against an independent search.
#include "puzzle/tables/shortest_path_table.hpp"

#include <gtest/gtest.h>

#include <string>

#include <algorithm>
#include <random>

#include "eight_puzzle_fixtures.hpp"
#include "permutation_group_fixtures.hpp"
#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/group/cayley_graph.hpp"
#include "puzzle/search/ida_star.hpp"
#include "puzzle/sliding/tiles/sliding_puzzle.hpp"

namespace {

TEST(ShortestPathTable, EveryEightPuzzleBoardGetsItsCanonicalPath) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const puzzle::ShortestPathTable<puzzle::SlidingPuzzle> table(
      model, std::vector<puzzle::SlidingState>(1, model.make_state(eight_oracle::goal().data())));
  for (const auto& entry : eight_oracle::distances()) {
    std::uint32_t code = entry.first;
    eight_oracle::Board board;
    for (int cell = 8; cell >= 0; --cell)
      board[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(code % 9), code /= 9;
    const std::uint64_t key = model.key(model.make_state(board.data()));
    ASSERT_TRUE(table.reachable(key));
    ASSERT_EQ(table.distance(key), entry.second);
    std::string letters;
    for (puzzle::SlideMove move : table.path(key)) letters += puzzle::slide_letter(move);
    ASSERT_EQ(eight_oracle::check_canonical(board, letters), "");
  }
}

TEST(ShortestPathTable, SeveralGoalsGiveTheNearest) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const std::uint8_t one_away[9] = {1, 2, 3, 4, 5, 0, 7, 8, 6};
  const std::uint8_t two_away[9] = {1, 2, 0, 4, 5, 3, 7, 8, 6};
  std::vector<puzzle::SlidingState> goals;
  goals.push_back(model.make_state(eight_oracle::goal().data()));
  goals.push_back(model.make_state(two_away));
  const puzzle::ShortestPathTable<puzzle::SlidingPuzzle> table(model, goals);
  EXPECT_EQ(table.distance(model.key(model.make_state(one_away))), 1);
  EXPECT_EQ(table.distance(model.key(model.make_state(two_away))), 0);
  EXPECT_TRUE(table.path(model.key(model.make_state(two_away))).empty());
}

// The 8-puzzle with its moves listed u < r < l < d: the reverse of their numbers (d l r u), so a
// table that compared moves as numbers would pick the other first move wherever two tie.
class ReversedSlidingPuzzle : public puzzle::SlidingPuzzle {
 public:
  explicit ReversedSlidingPuzzle(const std::uint8_t* goal) : SlidingPuzzle(3, 3, goal) {}
  int legal_moves(const State& state, Move* out) const {
    const int count = SlidingPuzzle::legal_moves(state, out);
    std::reverse(out, out + count);
    return count;
  }
};

TEST(ShortestPathTable, FollowsTheListedOrderOfMovesNotTheirNumbers) {
  const ReversedSlidingPuzzle model(eight_oracle::goal().data());
  const puzzle::ShortestPathTable<ReversedSlidingPuzzle> table(
      model, std::vector<puzzle::SlidingState>(1, model.make_state(eight_oracle::goal().data())));
  std::mt19937 random(1430);
  int checked = 0, differ_from_numeric = 0;
  for (const auto& entry : eight_oracle::distances()) {
    std::uint32_t code = entry.first;
    eight_oracle::Board board;
    for (int cell = 8; cell >= 0; --cell)
      board[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(code % 9), code /= 9;
    puzzle::SlidingState state = model.make_state(board.data());
    const std::vector<puzzle::SlideMove> path = table.path(model.key(state));
    ASSERT_EQ(static_cast<int>(path.size()), entry.second);
    // Shortest, and at each step the first move in the listed order that leads one step closer.
    std::string letters;
    for (puzzle::SlideMove move : path) {
      puzzle::SlideMove moves[puzzle::SlidingPuzzle::max_branching];
      const int count = model.legal_moves(state, moves);
      const int here = table.distance(model.key(state));
      int first_closer = 0;
      for (;; ++first_closer) {
        ASSERT_LT(first_closer, count);
        puzzle::SlidingState next = state;
        model.apply(next, moves[first_closer]);
        if (table.distance(model.key(next)) == here - 1) break;
      }
      ASSERT_EQ(moves[first_closer], move) << "board " << entry.first;
      model.apply(state, move);
      letters += puzzle::slide_letter(move);
    }
    ASSERT_TRUE(model.is_goal(state));
    differ_from_numeric += eight_oracle::check_canonical(board, letters) != "";
    // IDA* follows the listed order too: one order everywhere (a sample, IDA* being slower).
    if (random() % 64 == 0) {
      const puzzle::SearchResult<puzzle::SlideMove> searched =
          puzzle::ida_star(model, model.make_state(board.data()), puzzle::IdaStarOptions<>());
      ASSERT_EQ(searched.moves, path) << "board " << entry.first;
      ++checked;
    }
  }
  EXPECT_GT(checked, 2000);
  EXPECT_GT(differ_from_numeric, 1000);  // the two orders do disagree, often
}

// Magic Squares' moves A, B, C: no move undoes B or C, so the table walks back along the inverses the
// group adds (backward moves). Distances to the identity are distances from it along the inverses.
TEST(ShortestPathTable, OneWayMovesGetTheFirstShortestPathInMoveOrder) {
  const std::vector<group_oracle::Permutation> moves = group_oracle::magic_squares();
  const puzzle::CayleyGraph graph(puzzle::PermutationGenerators(8, moves));
  const puzzle::ShortestPathTable<puzzle::CayleyGraph> table(graph,
                                                             std::vector<puzzle::CayleyState>(1, graph.identity()));
  std::vector<group_oracle::Permutation> inverses;
  for (const group_oracle::Permutation& move : moves) inverses.push_back(group_oracle::inverse(move));
  const auto distance = group_oracle::distances_from(group_oracle::identity(8), inverses);
  group_oracle::Permutation where = group_oracle::identity(8);
  int farthest = 0;
  do {
    const std::vector<int> path = table.path(graph.key(graph.make_state(where.data())));
    ASSERT_EQ(static_cast<int>(path.size()), distance.at(group_oracle::encode(where)));
    farthest = std::max(farthest, static_cast<int>(path.size()));
    group_oracle::Permutation at = where;
    for (int move : path) {
      const int here = distance.at(group_oracle::encode(at));
      for (int first = 0;; ++first) {  // the first move one step closer is the path's
        ASSERT_LE(first, move);
        group_oracle::Permutation next(8);
        for (int i = 0; i < 8; ++i) next[i] = moves[first][at[i]];
        if (distance.at(group_oracle::encode(next)) == here - 1) {
          ASSERT_EQ(first, move);
          at.swap(next);
          break;
        }
      }
    }
    ASSERT_EQ(at, group_oracle::identity(8));
  } while (std::next_permutation(where.begin(), where.end()));
  EXPECT_EQ(farthest, 22);  // Magic Squares' diameter
}

// packed_paths: every key's path, 2 bits a move, as path() walks it (checked above against
// independent searches); 0 for the boards no move reaches (the other half of the 9! keys). The
// 8-puzzle's longest paths, 31 moves, use 62 of the 64 bits.
TEST(ShortestPathTable, PackedPathsHoldEveryPathTwoBitsAMove) {
  const puzzle::SlidingPuzzle model(3, 3, eight_oracle::goal().data());
  const puzzle::ShortestPathTable<puzzle::SlidingPuzzle> table(
      model, std::vector<puzzle::SlidingState>(1, model.make_state(eight_oracle::goal().data())));
  const std::vector<std::uint64_t> packed = table.packed_paths();
  ASSERT_EQ(packed.size(), table.entries());
  std::size_t reachable = 0;
  int longest = 0;
  for (std::uint64_t key = 0; key < packed.size(); ++key) {
    if (!table.reachable(key)) {
      ASSERT_EQ(packed[key], 0u);
      continue;
    }
    ++reachable;
    const std::vector<puzzle::SlideMove> path = table.path(key);
    longest = std::max(longest, static_cast<int>(path.size()));
    std::uint64_t expected = 0;
    for (std::size_t i = path.size(); i-- > 0;) expected = expected << 2 | static_cast<std::uint64_t>(path[i]);
    ASSERT_EQ(packed[key], expected) << "key " << key;
  }
  EXPECT_EQ(reachable, 181440u);
  EXPECT_EQ(longest, 31);
}

}  // namespace

namespace {

// Two paths, 0 - 1 - 2 and 3 - 4: moves step left (0) or right (1) within a path.
struct TwoPaths {
  typedef int State;
  typedef int Move;
  static const int max_branching = 2;
  int legal_moves(State state, Move* out) const {
    int count = 0;
    if (state != 0 && state != 3) out[count++] = 0;
    if (state != 2 && state != 4) out[count++] = 1;
    return count;
  }
  void apply(State& state, Move move) const { state += move == 0 ? -1 : 1; }
  Move inverse(Move move) const { return 1 - move; }
  std::uint64_t key(State state) const { return static_cast<std::uint64_t>(state); }
  std::uint64_t key_space() const { return 5; }
};

TEST(ShortestPathTableDeathTest, RefusesAKeyThatCannotReachTheGoals) {
  const puzzle::ShortestPathTable<TwoPaths> table(TwoPaths(), std::vector<int>(1, 0));
  ASSERT_TRUE(table.reachable(2));
  EXPECT_EQ(table.path(2), std::vector<int>({0, 0}));
  ASSERT_FALSE(table.reachable(4));
  EXPECT_DEATH(table.path(4), "cannot reach");
  EXPECT_DEATH(table.distance(3), "cannot reach");
}

}  // namespace
