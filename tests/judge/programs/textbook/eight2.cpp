// Textbook solution of HDU 3567 "Eight II" (T pairs of boards, start and goal, 1-8 and X; per pair the
// fewest moves and the lexicographically smallest move string among the shortest, d < l < r < u):
// only the blank's cell matters to a search, not the tiles' names, so the textbook way is nine
// breadth-first searches made once, one from each board "tiles 1-8 in order, the blank at cell c".
// A pair is renamed so that its start becomes that board for its blank's cell (tile s[i] renamed to
// the board's tile at i), the goal under the same renaming is looked up in that cell's table, and the
// moves stored there are walked back to the start. Each search tries the moves in the order d, l, r, u
// and keeps the first way a board is reached: the queue then holds each distance's boards in the
// order of their smallest move strings, so the first way found is the smallest of the shortest.
// Boards are numbered by their Cantor expansion (rank among the 9! permutations).
// Cost: nine searches of 9!/2 boards, each ranked in 36 steps; 3.2 MiB of tables; per pair at most 31 steps.
// judge: hdu3567 AC
//
// Hooks for the wrong programs of wrong/eight2_*.cpp (each a few #defines, then this file):
//   EIGHT2_MOVE_ORDER    the order in which each search tries the moves ("dlru"); the letters written
//                        stay the blank's
//   EIGHT2_FROM_GOAL     renames by the goal and searches from it: a shortest path, walked back from
//                        the start, but the smallest from the goal's side, not from the start's
//   EIGHT2_EMPTY_ANSWER  the line written for a pair whose start is its goal ("\n": an empty line)
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#ifndef EIGHT2_MOVE_ORDER
#define EIGHT2_MOVE_ORDER "dlru"
#endif
#ifndef EIGHT2_EMPTY_ANSWER
#define EIGHT2_EMPTY_ANSWER "\n"
#endif

namespace {

const int kBoards = 362880;  // 9!
const int kFactorial[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};

int rank_of(const int* cells) {
  int rank = 0;
  for (int i = 0; i < 9; ++i) {
    int smaller_after = 0;
    for (int j = i + 1; j < 9; ++j) smaller_after += cells[j] < cells[i];
    rank += smaller_after * kFactorial[8 - i];
  }
  return rank;
}

// A move letter's step of the blank, as (row, column).
int row_step(char letter) { return letter == 'd' ? 1 : letter == 'u' ? -1 : 0; }
int column_step(char letter) { return letter == 'r' ? 1 : letter == 'l' ? -1 : 0; }
char opposite(char letter) { return letter == 'd' ? 'u' : letter == 'u' ? 'd' : letter == 'l' ? 'r' : 'l'; }

// Moves the blank (at `blank`) by `letter`; returns its new cell, or -1 off the board.
int move_blank(int* cells, int blank, char letter) {
  const int row = blank / 3 + row_step(letter), column = blank % 3 + column_step(letter);
  if (row < 0 || row > 2 || column < 0 || column > 2) return -1;
  const int to = row * 3 + column;
  std::swap(cells[blank], cells[to]);
  return to;
}

char last_move[9][kBoards];  // per blank cell: the move that first reached a board, 0 unreached, 's' the start

void canonical_board(int blank, int* cells) {
  for (int i = 0, tile = 1; i < 9; ++i) cells[i] = i == blank ? 0 : tile++;
}

void search_from(int blank_cell) {
  char* table = last_move[blank_cell];
  struct Board {
    int cells[9];
    int blank;
  };
  std::vector<Board> queue(1);
  queue.reserve(kBoards / 2);
  canonical_board(blank_cell, queue[0].cells);
  queue[0].blank = blank_cell;
  table[rank_of(queue[0].cells)] = 's';
  const char* order = EIGHT2_MOVE_ORDER;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    for (int m = 0; m < 4; ++m) {
      Board next = queue[head];
      next.blank = move_blank(next.cells, next.blank, order[m]);
      if (next.blank < 0) continue;
      const int rank = rank_of(next.cells);
      if (table[rank] != 0) continue;
      table[rank] = order[m];
      queue.push_back(next);
    }
  }
}

// The moves from the canonical board of `blank_cell` to `cells`, from its table.
std::string moves_to(int blank_cell, int* cells) {
  int blank = 0;
  while (cells[blank] != 0) ++blank;
  std::string walked;
  for (char letter; (letter = last_move[blank_cell][rank_of(cells)]) != 's';) {
    walked += letter;
    blank = move_blank(cells, blank, opposite(letter));
  }
  std::reverse(walked.begin(), walked.end());
  return walked;
}

void read_board(const char* text, int* cells) {
  for (int i = 0; i < 9; ++i) cells[i] = text[i] == 'X' ? 0 : text[i] - '0';
}

// `board` with each tile t renamed to name[t] (the blank stays 0).
void rename(const int* board, const int* name, int* renamed) {
  for (int i = 0; i < 9; ++i) renamed[i] = name[board[i]];
}

}  // namespace

int main() {
  for (int cell = 0; cell < 9; ++cell) search_from(cell);
  int cases = 0;
  if (std::scanf("%d", &cases) != 1) return 0;
  for (int k = 1; k <= cases; ++k) {
    char start_text[16], goal_text[16];
    if (std::scanf("%15s %15s", start_text, goal_text) != 2) return 0;
    int start[9], goal[9], name[9], canonical[9], renamed[9];
#ifdef EIGHT2_FROM_GOAL
    read_board(goal_text, start);
    read_board(start_text, goal);
#else
    read_board(start_text, start);
    read_board(goal_text, goal);
#endif
    int blank = 0;
    while (start[blank] != 0) ++blank;
    canonical_board(blank, canonical);
    for (int i = 0; i < 9; ++i) name[start[i]] = canonical[i];
    rename(goal, name, renamed);
    std::string moves = moves_to(blank, renamed);
#ifdef EIGHT2_FROM_GOAL
    std::reverse(moves.begin(), moves.end());
    for (std::size_t i = 0; i < moves.size(); ++i) moves[i] = opposite(moves[i]);
#endif
    std::printf("Case %d: %d\n", k, static_cast<int>(moves.size()));
    if (moves.empty())
      std::printf("%s", EIGHT2_EMPTY_ANSWER);
    else
      std::printf("%s\n", moves.c_str());
  }
  return 0;
}
