// Oracle test of the rotation_game binary (POJ 2286 "The Rotation Game"), independent of the solver's
// model, tables and searches: the moves are written here from the problem statement, and one
// breadth-first search over the 2^24 masks of one symbol's cells (a plain byte per mask, from the centre
// cells) gives every placement's distance to the centre; a board's distance is the least over its three
// symbols. From it: every board at the largest distance (all boards whose three placements are each at
// least 13 away; it proves that no board needs more than 13 moves), and random boards, boards where
// symbols tie, and solved and one-move boards, all run through the binary. Each answer must have the
// board's distance as its length, legal letters that leave the printed symbol in the centre, and be the
// smallest such string: at each step the chosen letter leads one move nearer, and no smaller one does.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <deque>
#include <random>
#include <string>
#include <vector>

#include "rotation_game_fixtures.hpp"
#include "run_binary.hpp"

namespace {

using rotation_game_oracle::after_move;
using rotation_game_oracle::Board;
using rotation_game_oracle::centre_cells;
using rotation_game_oracle::random_board;

std::uint32_t cells_of(const Board& board, int symbol) {
  std::uint32_t mask = 0;
  for (int cell = 0; cell < 24; ++cell) mask |= static_cast<std::uint32_t>(board[cell] == symbol) << cell;
  return mask;
}

std::uint32_t centre_mask() {
  std::uint32_t mask = 0;
  for (const int cell : centre_cells) mask |= 1u << cell;
  return mask;
}

// distance[mask]: fewest moves that bring the 8 cells of `mask` onto the centre (255: not 8 cells).
const std::vector<std::uint8_t>& centre_distance() {
  static const std::vector<std::uint8_t> distance = [] {
    // Where each move sends each cell, read off after_move on a board of cell numbers.
    Board numbered;
    for (int cell = 0; cell < 24; ++cell) numbered[cell] = cell;
    int target[8][24];
    for (int move = 0; move < 8; ++move) {
      const Board moved = after_move(numbered, static_cast<char>('A' + move));
      for (int cell = 0; cell < 24; ++cell) target[move][moved[cell]] = cell;
    }
    std::vector<std::uint8_t> table(1u << 24, 255);
    std::deque<std::uint32_t> queue(1, centre_mask());
    table[centre_mask()] = 0;
    while (!queue.empty()) {
      const std::uint32_t mask = queue.front();
      queue.pop_front();
      for (int move = 0; move < 8; ++move) {
        std::uint32_t moved = 0;
        for (int cell = 0; cell < 24; ++cell) moved |= (mask >> cell & 1u) << target[move][cell];
        if (table[moved] == 255) {
          table[moved] = static_cast<std::uint8_t>(table[mask] + 1);
          queue.push_back(moved);
        }
      }
    }
    return table;
  }();
  return distance;
}

int distance_of(const Board& board) {
  int least = 255;
  for (int symbol = 1; symbol <= 3; ++symbol) least = std::min<int>(least, centre_distance()[cells_of(board, symbol)]);
  return least;
}

// How many symbols are at the board's distance.
int symbols_at_distance(const Board& board) {
  int tied = 0;
  for (int symbol = 1; symbol <= 3; ++symbol) tied += centre_distance()[cells_of(board, symbol)] == distance_of(board);
  return tied;
}

Board board_of(std::uint32_t ones, std::uint32_t twos) {
  Board board;
  for (int cell = 0; cell < 24; ++cell) board[cell] = (ones >> cell & 1u) ? 1 : (twos >> cell & 1u) ? 2 : 3;
  return board;
}

TEST(RotationGameOracle, PlacementDistanceHistogram) {
  std::vector<long> histogram(15, 0);
  long placements = 0;
  for (std::uint32_t mask = 0; mask < (1u << 24); ++mask) {
    if (__builtin_popcount(mask) != 8) continue;
    ++placements;
    ASSERT_LT(centre_distance()[mask], 15) << mask;  // every placement reaches the centre
    ++histogram[centre_distance()[mask]];
  }
  EXPECT_EQ(placements, 735471);
  EXPECT_EQ(histogram, (std::vector<long>{1, 8, 44, 208, 876, 3220, 10498, 30236, 73982, 146466, 208170, 178588, 72941,
                                          10045, 188}));
}

// Every board whose three placements are each at least 13 moves from the centre. None is farther than 13:
// the largest answer is 13 moves, and each of these boards needs 13 for all three symbols.
std::vector<Board> farthest_boards() {
  std::vector<std::uint32_t> far;
  for (std::uint32_t mask = 0; mask < (1u << 24); ++mask)
    if (centre_distance()[mask] != 255 && centre_distance()[mask] >= 13) far.push_back(mask);
  std::vector<Board> boards;
  const std::uint32_t all = (1u << 24) - 1;
  for (const std::uint32_t ones : far)
    for (const std::uint32_t twos : far)
      if ((ones & twos) == 0 && centre_distance()[all & ~ones & ~twos] >= 13) boards.push_back(board_of(ones, twos));
  return boards;
}

TEST(RotationGameOracle, NoBoardNeedsMoreThanThirteenMoves) {
  const std::vector<Board> boards = farthest_boards();
  EXPECT_EQ(boards.size(), 192u);  // 32 ways to split the cells, times 6 namings of the symbols
  for (const Board& board : boards) {
    EXPECT_EQ(distance_of(board), 13);
    EXPECT_EQ(symbols_at_distance(board), 3);
  }
}

// Checks the binary's two lines for `board`; returns the symbol it printed.
int check_answer(const Board& board, const std::string& moves, const std::string& symbol_line, int case_number) {
  const int distance = distance_of(board);
  EXPECT_TRUE(symbol_line.size() == 1 && symbol_line[0] >= '1' && symbol_line[0] <= '3') << case_number;
  const int symbol = symbol_line.empty() ? 0 : symbol_line[0] - '0';
  if (distance == 0) {
    EXPECT_EQ(moves, "No moves needed") << case_number;
    EXPECT_EQ(cells_of(board, symbol) & centre_mask(), centre_mask()) << case_number;
    return symbol;
  }
  EXPECT_EQ(static_cast<int>(moves.size()), distance) << case_number << ": " << moves;
  Board now = board;
  for (std::size_t step = 0; step < moves.size(); ++step) {
    const char chosen = moves[step];
    if (chosen < 'A' || chosen > 'H') {
      ADD_FAILURE() << case_number << ": not a move: " << moves;
      return symbol;
    }
    const int left = distance - static_cast<int>(step);
    for (char smaller = 'A'; smaller < chosen; ++smaller)
      EXPECT_NE(distance_of(after_move(now, smaller)), left - 1)
          << case_number << ": " << smaller << " at step " << step << " is smaller than " << moves;
    now = after_move(now, chosen);
    EXPECT_EQ(distance_of(now), left - 1) << case_number << ": " << moves << " step " << step;
  }
  EXPECT_EQ(cells_of(now, symbol) & centre_mask(), centre_mask()) << case_number << ": " << moves << " / " << symbol;
  return symbol;
}

TEST(RotationGameOracle, BinaryAnswersAreTheSmallestShortest) {
  std::vector<Board> boards = farthest_boards();
  std::mt19937 random(2286);
  int random_boards = 0, tied_boards = 0, tied_wanted = 200;
  while (random_boards < 600 || tied_boards < tied_wanted) {
    const Board board = random_board(random);
    const bool tied = symbols_at_distance(board) >= 2;
    if (random_boards < 600) {
      boards.push_back(board);
      ++random_boards;
      tied_boards += tied;
    } else if (tied) {
      boards.push_back(board);
      ++tied_boards;
    }
  }
  // The sample's solved board (2s in the centre), and each letter's move away from it.
  const Board solved = {{1, 1, 1, 1, 3, 3, 2, 2, 2, 3, 3, 2, 2, 3, 3, 2, 2, 2, 3, 3, 1, 1, 1, 1}};
  boards.push_back(solved);
  for (char letter = 'A'; letter <= 'H'; ++letter) boards.push_back(after_move(solved, letter));

  std::string input;
  for (const Board& board : boards)
    for (int cell = 0; cell < 24; ++cell) input += std::to_string(board[cell]) + (cell == 23 ? "\n" : " ");
  input += "0\n";
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(ROTATION_GAME_BINARY, input, lines), 0);
  ASSERT_EQ(lines.size(), 2 * boards.size());
  int decided_by_string = 0;  // ties won by a symbol other than the smallest tied one
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const int symbol = check_answer(boards[i], lines[2 * i], lines[2 * i + 1], static_cast<int>(i + 1));
    int smallest_tied = 0;
    for (int s = 3; s >= 1; --s)
      if (centre_distance()[cells_of(boards[i], s)] == distance_of(boards[i])) smallest_tied = s;
    decided_by_string += symbols_at_distance(boards[i]) >= 2 && symbol != smallest_tied;
  }
  EXPECT_GT(decided_by_string, 0);  // the tie rule was exercised: the string, not the symbol, decided
}

}  // namespace
