// Shared by the Flood-it! tests (hdu4127): an independent oracle written with plain grids of ints and
// no core code. A state is the area (the cells joined to the top-left one, found by a depth-first fill)
// and its colour; a move paints any other colour; the fewest moves by breadth-first search over the
// states. And boards: every one of a size and a number of colours, random ones, the judges' text.
#ifndef PUZZLE_TESTS_FLOOD_IT_FIXTURES_HPP
#define PUZZLE_TESTS_FLOOD_IT_FIXTURES_HPP

#include <cstdint>
#include <deque>
#include <map>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace flood_it_oracle {

typedef std::vector<std::vector<int>> Board;  // colours 0-5, board[row][column]
typedef std::vector<bool> Area;               // row-major cells

// The cells joined to the top-left one through cells of `colour`, from the cells of `area` painted
// `colour` and the others as on `board`.
inline Area area_after(const Board& board, const Area& area, int colour) {
  const int n = static_cast<int>(board.size());
  Area joined(area.size(), false);
  std::vector<std::pair<int, int>> stack(1, {0, 0});
  joined[0] = true;
  while (!stack.empty()) {
    const auto [row, column] = stack.back();
    stack.pop_back();
    const int steps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    for (const auto& step : steps) {
      const int r = row + step[0], c = column + step[1];
      if (r < 0 || r >= n || c < 0 || c >= n || joined[static_cast<std::size_t>(r * n + c)]) continue;
      const std::size_t cell = static_cast<std::size_t>(r * n + c);
      if (!area[cell] && board[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] != colour) continue;
      joined[cell] = true;
      stack.push_back({r, c});
    }
  }
  return joined;
}

// The fewest moves that give `board` one colour: breadth-first over (area, colour), each state kept
// by its area as bits (row-major cell i: bit i) and its colour.
inline int fewest_moves(const Board& board) {
  const std::size_t cells = board.size() * board.size();
  typedef std::pair<Area, int> State;
  const auto code = [](const State& state) {
    std::uint64_t bits = 0;
    for (std::size_t i = 0; i < state.first.size(); ++i) bits |= static_cast<std::uint64_t>(state.first[i]) << i;
    return std::make_pair(bits, state.second);
  };
  const int start_colour = board[0][0];
  const State start(area_after(board, Area(cells, false), start_colour), start_colour);
  std::map<std::pair<std::uint64_t, int>, int> distance;
  distance[code(start)] = 0;
  std::deque<State> queue(1, start);
  while (!queue.empty()) {
    const State state = queue.front();
    queue.pop_front();
    const int d = distance[code(state)];
    if (state.first == Area(cells, true)) return d;
    for (int colour = 0; colour < 6; ++colour) {
      const State next(area_after(board, state.first, colour), colour);
      if (distance.emplace(code(next), d + 1).second) queue.push_back(next);
    }
  }
  return -1;
}

inline std::string board_text(const Board& board) {
  std::string text = std::to_string(board.size()) + "\n";
  for (const auto& row : board)
    for (std::size_t c = 0; c < row.size(); ++c) text += std::to_string(row[c]) + (c + 1 < row.size() ? " " : "\n");
  return text;
}

// Every n x n board of colours 0..colours-1.
inline std::vector<Board> every_board(int n, int colours) {
  std::vector<Board> boards;
  std::vector<int> digits(static_cast<std::size_t>(n * n), 0);
  for (;;) {
    Board board(static_cast<std::size_t>(n), std::vector<int>(static_cast<std::size_t>(n)));
    for (std::size_t i = 0; i < digits.size(); ++i)
      board[i / static_cast<std::size_t>(n)][i % static_cast<std::size_t>(n)] = digits[i];
    boards.push_back(board);
    std::size_t i = 0;
    while (i < digits.size() && ++digits[i] == colours) digits[i++] = 0;
    if (i == digits.size()) return boards;
  }
}

inline Board random_board(int n, std::mt19937& random) {
  Board board(static_cast<std::size_t>(n), std::vector<int>(static_cast<std::size_t>(n)));
  for (auto& row : board)
    for (int& colour : row) colour = static_cast<int>(random() % 6);
  return board;
}

}  // namespace flood_it_oracle

#endif  // PUZZLE_TESTS_FLOOD_IT_FIXTURES_HPP
