// The first way to empty a Mayan board (mayan_board.hpp) in exactly n moves, in the judges' order of
// preference: moves compared one by one, a move by x, then y, then right (1) before left (-1); or
// none. A depth-first search that tries the moves in that order, so the first solution it meets is
// the answer, with three prunes that never skip the first solution:
// - a colour with 1 or 2 blocks left can never vanish (only runs of 3 do), so the board is lost;
// - a block dragged left onto a block gives the board the right move of that block gives, and that
//   move comes first in the order (smaller x), so left moves are tried into empty cells only;
// - a block dragged onto a block of its own colour changes nothing: not a move (see below).
// Two readings the statements leave open, taken here as the usual accepted solutions take them:
// - exactly n moves (AcWing 185: "这里指的是恰好n步通关"; Luogu P1312 prints n lines): a board
//   emptied earlier has no block left to move, so a case whose board empties in fewer moves answers
//   a solution of n moves only if one exists, else none;
// - dragging a block onto a block of the same colour is not a move (it changes nothing), so it can
//   never pad a shorter solution out to n moves.
// Time: O(b^n) boards of O(35 x 12) each, b <= 70 moves a board (in practice far fewer: the prunes);
// memory O(n) boards. Precondition (asserted): 1 <= n <= max_moves (the judges': 5).
#ifndef PUZZLE_MAYAN_SOLVER_HPP
#define PUZZLE_MAYAN_SOLVER_HPP

#include <cassert>
#include <stdint.h>
#include <set>
#include <string>
#include <vector>

#include "puzzle/mayan/mayan_board.hpp"
#include "puzzle/search/search_model.hpp"
#include "puzzle/search/search_monitor.hpp"

namespace puzzle {

// One question: the board and the number of moves to empty it in.
struct MayanCase {
  int moves;
  MayanBoard board;
};

// Whether some colour has 1 or 2 blocks: such a board can never be emptied.
inline bool mayan_has_stranded_colour(const MayanBoard& board) {
  int count[256] = {0};
  for (int x = 0; x < mayan_columns; ++x)
    for (int y = 0; y < mayan_rows && board.colour[x][y]; ++y) ++count[board.colour[x][y]];
  for (int colour = 1; colour < 256; ++colour)
    if (count[colour] > 0 && count[colour] < mayan_run) return true;
  return false;
}

class MayanSolver {
 public:
  typedef MayanCase Case;
  typedef SearchResult<MayanMove> Answer;  // moves: the n moves when found; over_bound always -1

  static const int max_moves = 5;

  MayanSolver() : monitor_(0) {}

  // Who hears the method and the search's totals (null: nobody).
  void set_monitor(SearchMonitor* monitor) { monitor_ = monitor; }

  Answer solve(const Case& question) {
    assert(1 <= question.moves && question.moves <= max_moves && "MayanSolver: 1-5 moves");
    if (monitor_) monitor_->method("depth-first search of exactly n moves in the judges' order");
    Answer answer;
    answer.moves.reserve(static_cast<std::size_t>(question.moves));
    answer.found = search(question.board, question.moves, answer);
    lost_.clear();
    if (monitor_) {
      monitor_->level("depth", question.moves, answer.expanded);
      monitor_->searched(answer.expanded, static_cast<uint64_t>(question.moves), 0, answer.found, false);
    }
    return answer;
  }

 private:
  // Extends answer.moves by `left` moves that empty `board`, the first in order; false if none.
  bool search(const MayanBoard& board, int left, Answer& answer) {
    if (left == 0) return mayan_is_empty(board);
    if (mayan_is_empty(board) || mayan_has_stranded_colour(board)) return false;
    if (left > 1 && !lost_.insert(key(board, left)).second) return false;
    ++answer.expanded;
    for (int x = 0; x < mayan_columns; ++x)
      for (int y = 0; y < mayan_rows && board.colour[x][y]; ++y)
        for (int direction = 1; direction >= -1; direction -= 2) {
          const int to = x + direction;
          if (to < 0 || to >= mayan_columns) continue;
          const uint8_t onto = board.colour[to][y];
          if (direction < 0 ? onto != 0 : onto == board.colour[x][y]) continue;
          const MayanMove move = {x, y, direction};
          MayanBoard next = board;
          mayan_play(next, move);
          answer.moves.push_back(move);
          if (search(next, left - 1, answer)) return true;
          answer.moves.pop_back();
        }
    return false;
  }

  static std::string key(const MayanBoard& board, int left) {
    return std::string(reinterpret_cast<const char*>(&board.colour[0][0]), sizeof board.colour) +
           static_cast<char>(left);
  }

  SearchMonitor* monitor_;
  std::set<std::string> lost_;
};

}  // namespace puzzle

#endif  // PUZZLE_MAYAN_SOLVER_HPP
