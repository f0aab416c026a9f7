// Textbook solution of UESTC 485 "Game", the way accepted solutions are written: one breadth-first
// search from the solved board 1..9 over every board (each numbered by its Cantor expansion), then per
// case rename each tile after its cell in the start, so the start becomes the solved board and the
// target's digits are renamed alike (the moves act on cells, so distances are kept); the answer is the
// least distance over the completions of the target's *s, or "No Solution!" when none is reachable
// (a move is a 3-cycle: boards of the other parity never are). The completions are enumerated cell by
// cell with the Cantor expansion kept up to date; a completion at distance 0 ends the enumeration.
// Cost: the search, 9!/2 boards x 12 moves, once (about 50 ms); per case up to (number of *)! look-ups.
// judge: uestc485 AC
//
// Hooks for the wrong programs of wrong/rotation_*.cpp (each a few #defines, then this file):
//   ROTATION_ONE_WAY        only the 6 moves rows left and columns up (a line turned the other way is
//                           taken to need two moves)
//   ROTATION_DEPTH_CAP      the search stops at this many moves (none)
//   ROTATION_CASE_LABEL     the printf format of a case's label ("Case #%d: ")
//   ROTATION_NO_SOLUTION    the text for an unreachable target ("No Solution!")
#include <cstdio>
#include <cstring>
#include <vector>

#ifndef ROTATION_CASE_LABEL
#define ROTATION_CASE_LABEL "Case #%d: "
#endif
#ifndef ROTATION_NO_SOLUTION
#define ROTATION_NO_SOLUTION "No Solution!"
#endif
#ifndef ROTATION_DEPTH_CAP
#define ROTATION_DEPTH_CAP 100
#endif

namespace {

const int kFactorial[10] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880};
const unsigned char kUnreached = 255;
unsigned char distance[362880];  // by Cantor expansion of the board (values 0-8)
int ones[512];                   // the number of bits set in each 9-bit mask

// The values below `value` not in `used`: its digit of the Cantor expansion.
int smaller_unused(int used, int value) { return ones[~used & ((1 << value) - 1) & 511]; }

int rank_of(const int* board) {
  int rank = 0, used = 0;
  for (int i = 0; i < 9; ++i) {
    rank += smaller_unused(used, board[i]) * kFactorial[8 - i];
    used |= 1 << board[i];
  }
  return rank;
}

// The board turned by move m: lines 0-2 the rows, 3-5 the columns; even m one way, odd m the other.
void turn(const int* board, int m, int* out) {
  const int line = m / 2, first = line < 3 ? 3 * line : line - 3, step = line < 3 ? 1 : 3;
  const int shift = m % 2 == 0 ? 1 : 2;
  for (int c = 0; c < 9; ++c) out[c] = board[c];
  for (int i = 0; i < 3; ++i) out[first + step * i] = board[first + step * ((i + shift) % 3)];
}

// A board packed as the base-9 number of its cells, cell 0 the most significant.
int packed(const int* board) {
  int number = 0;
  for (int c = 0; c < 9; ++c) number = number * 9 + board[c];
  return number;
}

void unpacked(int number, int* board) {
  for (int c = 8; c >= 0; --c, number /= 9) board[c] = number % 9;
}

void search_from_solved() {
  std::memset(distance, kUnreached, sizeof distance);
  int board[9], next[9];
  for (int c = 0; c < 9; ++c) board[c] = c;
  std::vector<int> queue(1, packed(board));
  distance[rank_of(board)] = 0;
#ifdef ROTATION_ONE_WAY
  const int move_step = 2;
#else
  const int move_step = 1;
#endif
  for (std::size_t head = 0; head < queue.size(); ++head) {
    unpacked(queue[head], board);
    const int here = distance[rank_of(board)];
    if (here >= ROTATION_DEPTH_CAP) continue;
    for (int m = 0; m < 12; m += move_step) {
      turn(board, m, next);
      const int rank = rank_of(next);
      if (distance[rank] != kUnreached) continue;
      distance[rank] = static_cast<unsigned char>(here + 1);
      queue.push_back(packed(next));
    }
  }
}

int target[9];  // renamed digits 0-8, -1 for *
int best;

// Completes the target from `cell` on: `used` the values placed before it, `rank` their part of the
// Cantor expansion, `free_values` the values no fixed digit takes.
void complete(int cell, int used, int rank, int free_values) {
  if (best == 0) return;
  if (cell == 9) {
    if (distance[rank] < best) best = distance[rank];
    return;
  }
  const int choices = target[cell] < 0 ? free_values & ~used : 1 << target[cell];
  for (int left = choices; left != 0; left &= left - 1) {
    const int value = __builtin_ctz(left);
    complete(cell + 1, used | 1 << value, rank + smaller_unused(used, value) * kFactorial[8 - cell], free_values);
  }
}

}  // namespace

int main() {
  for (int mask = 1; mask < 512; ++mask) ones[mask] = ones[mask >> 1] + (mask & 1);
  search_from_solved();
  int cases = 0;
  if (std::scanf("%d", &cases) != 1) return 0;
  for (int k = 1; k <= cases; ++k) {
    int start_cell_of[10];  // tile (1-9) -> its cell in the start
    for (int c = 0; c < 9; ++c) {
      int tile = 0;
      if (std::scanf("%d", &tile) != 1) return 0;
      start_cell_of[tile] = c;
    }
    int free_values = (1 << 9) - 1;
    for (int c = 0; c < 9; ++c) {
      char token[4];
      if (std::scanf("%3s", token) != 1) return 0;
      target[c] = token[0] == '*' ? -1 : start_cell_of[token[0] - '0'];
      if (target[c] >= 0) free_values &= ~(1 << target[c]);
    }
    best = kUnreached;
    complete(0, 0, 0, free_values);
    std::printf(ROTATION_CASE_LABEL, k);
    if (best == kUnreached)
      std::printf("%s\n", ROTATION_NO_SOLUTION);
    else
      std::printf("%d\n", best);
  }
  return 0;
}
