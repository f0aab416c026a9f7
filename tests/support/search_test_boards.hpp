// Shared by the search tests: random solvable 8-puzzle boards, uniformly drawn from the 181,440; and
// random walks through a sliding model with the board kept beside it. (Distances and the
// canonical-path check come from eight_puzzle_fixtures.hpp.)
#ifndef PUZZLE_TESTS_SEARCH_TEST_BOARDS_HPP
#define PUZZLE_TESTS_SEARCH_TEST_BOARDS_HPP

#include <algorithm>
#include <random>
#include <vector>

#include "eight_puzzle_fixtures.hpp"
#include "puzzle/sliding/tiles/sliding_parity.hpp"

namespace search_test {

inline std::vector<eight_oracle::Board> random_solvable_eight_boards(int count, unsigned seed) {
  std::mt19937 random(seed);
  std::vector<eight_oracle::Board> boards;
  const eight_oracle::Board goal = eight_oracle::goal();
  while (static_cast<int>(boards.size()) < count) {
    eight_oracle::Board board = goal;
    std::shuffle(board.begin(), board.end(), random);
    if (puzzle::is_solvable(board.data(), goal.data(), 3, 3)) boards.push_back(board);
  }
  return boards;
}

// Makes `steps` random legal moves of `model` from the board `tiles` (changed in step with the model's
// state, the blank swapped with the tile it moves onto); after each calls check(state, move, step).
template <class Model, class Check>
void random_slide_walk(const Model& model, std::uint8_t* tiles, int steps, unsigned seed, Check check) {
  std::mt19937 random(seed);
  typename Model::State state = model.make_state(tiles);
  for (int step = 0; step < steps; ++step) {
    typename Model::Move moves[Model::max_branching];
    const typename Model::Move move = moves[random() % static_cast<unsigned>(model.legal_moves(state, moves))];
    std::swap(tiles[state.blank], tiles[model.geometry().target(state.blank, move)]);
    model.apply(state, move);
    check(state, move, step);
  }
}

}  // namespace search_test

#endif  // PUZZLE_TESTS_SEARCH_TEST_BOARDS_HPP
