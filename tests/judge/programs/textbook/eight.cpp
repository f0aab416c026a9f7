// Textbook solution of "Eight" (POJ 1077, HDU 1043, AcWing 179), the way most accepted HDU 1043
// solutions are written: one breadth-first search backwards from the goal over all 9! boards, each
// board numbered by its Cantor expansion (its rank among the permutations), remembering for each
// board the board it was reached from and the blank's move; a board's answer is that chain followed
// to the goal, each move reversed. A board the search never reached is of the other parity:
// "unsolvable". The answer is a shortest solution (any solution is accepted: special judge).
// Cost: 9!/2 boards searched once, each ranked in 36 steps, then per board at most 31 steps; 3 MiB of tables.
// judge: poj1077 AC
// judge: hdu1043 AC
// (acwing179: the input and limits of poj1077, or more generous ones: judged once, there.)
//
// Hooks, for textbook/uva652.cpp and the wrong programs of wrong/eight_*.cpp and wrong/uva652_*.cpp
// (each a few #defines, then this file):
//   EIGHT_CASE_COUNT    the input starts with the number of boards, and the answers stand one blank
//                       line apart (UVa 652); EIGHT_SEPARATOR is then what is written between two
//                       answers ("\n": the blank line)
//   EIGHT_ONE_BOARD     answers the first board only, as POJ 1077 gives one
//   EIGHT_LETTERS       the letters written for the blank moving up, down, left, right ("udlr")
//   EIGHT_UNSOLVABLE    what is written for a board of the other parity ("unsolvable")
//   EIGHT_PARITY_WITH_BLANK  decides solvability first by an inversion count that takes the blank
//                       for tile 9 (a parity slip: the count then depends on the blank's cell)
#include <cstdio>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#ifndef EIGHT_LETTERS
#define EIGHT_LETTERS "udlr"
#endif
#ifndef EIGHT_SEPARATOR
#define EIGHT_SEPARATOR "\n"
#endif
#ifndef EIGHT_UNSOLVABLE
#define EIGHT_UNSOLVABLE "unsolvable"
#endif

namespace {

const int kBoards = 362880;  // 9!
const int kFactorial[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};

// Cantor expansion: the rank of the permutation `cells` (values 0-8, 0 the blank) among all 9!.
int rank_of(const int* cells) {
  int rank = 0;
  for (int i = 0; i < 9; ++i) {
    int smaller_after = 0;
    for (int j = i + 1; j < 9; ++j) smaller_after += cells[j] < cells[i];
    rank += smaller_after * kFactorial[8 - i];
  }
  return rank;
}

// A board as the 9-digit number of its cells, the queue's form of it.
int number_of(const int* cells) {
  int number = 0;
  for (int i = 0; i < 9; ++i) number = number * 10 + cells[i];
  return number;
}

void cells_of(int number, int* cells) {
  for (int i = 8; i >= 0; --i, number /= 10) cells[i] = number % 10;
}

// The blank's four moves: up, down, left, right, as row and column steps; opposite[m] undoes m.
const int kRowStep[4] = {-1, 1, 0, 0};
const int kColumnStep[4] = {0, 0, -1, 1};
const int kOpposite[4] = {1, 0, 3, 2};

int previous[kBoards];         // the board one move closer to the goal, -1 unreached, -2 the goal
signed char move_to[kBoards];  // the blank's move from this board toward the goal

void search_from_goal() {
  std::memset(previous, -1, sizeof previous);
  const int goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
  std::vector<int> queue(1, number_of(goal));
  previous[rank_of(goal)] = -2;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    int cells[9];
    cells_of(queue[head], cells);
    const int here = rank_of(cells);
    int blank = 0;
    while (cells[blank] != 0) ++blank;
    for (int m = 0; m < 4; ++m) {
      const int row = blank / 3 + kRowStep[m], column = blank % 3 + kColumnStep[m];
      if (row < 0 || row > 2 || column < 0 || column > 2) continue;
      const int next = row * 3 + column;
      std::swap(cells[blank], cells[next]);
      const int reached = rank_of(cells);
      if (previous[reached] == -1) {
        previous[reached] = here;
        move_to[reached] = static_cast<signed char>(kOpposite[m]);
        queue.push_back(number_of(cells));
      }
      std::swap(cells[blank], cells[next]);
    }
  }
}

bool solvable_by_parity(const int* cells) {
  int inversions = 0;
  for (int i = 0; i < 9; ++i)
    for (int j = i + 1; j < 9; ++j) {
#ifdef EIGHT_PARITY_WITH_BLANK
      const int a = cells[i] == 0 ? 9 : cells[i], b = cells[j] == 0 ? 9 : cells[j];
      inversions += a > b;
#else
      inversions += cells[i] != 0 && cells[j] != 0 && cells[i] > cells[j];
#endif
    }
  return inversions % 2 == 0;
}

}  // namespace

int main() {
  search_from_goal();
  const char* letters = EIGHT_LETTERS;
  char token[16];
  int cases = -1;  // boards left to read; -1: until end of input
#ifdef EIGHT_CASE_COUNT
  if (std::scanf("%d", &cases) != 1) return 0;
#endif
#ifdef EIGHT_ONE_BOARD
  cases = 1;
#endif
  for (int answered = 0; cases != answered; ++answered) {
    int cells[9];
    int read = 0;
    while (read < 9 && std::scanf("%15s", token) == 1) cells[read++] = token[0] == 'x' ? 0 : token[0] - '0';
    if (read < 9) break;
    if (answered > 0 && cases != -1) std::printf("%s", EIGHT_SEPARATOR);
    int at = rank_of(cells);
    if (!solvable_by_parity(cells) || previous[at] == -1) {
      std::printf("%s\n", EIGHT_UNSOLVABLE);
      continue;
    }
    std::string moves;
    for (; previous[at] != -2; at = previous[at]) moves += letters[static_cast<int>(move_to[at])];
    std::printf("%s\n", moves.c_str());
  }
  return 0;
}
