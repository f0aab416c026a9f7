// HDU 1430 (Magic Squares between two boards), written the textbook way: one breadth-first search from
// 12345678 (moves tried A, B, C; visits kept by Cantor expansion; each board's first shortest
// sequence stored whole), then per pair the start's pieces renamed 1..8 in the order they stand, the
// same renaming applied to the target, and the stored sequence of the renamed target printed. Right:
// the moves act on cells, not on pieces, so renaming the pieces changes no sequence, and breadth-first
// order with A before B before C stores each board's first shortest sequence. Cost: the search once
// (40,320 boards), then 8 look-ups and the answer per pair.
// Hooks for wrong/hdu1430_*.cpp: HDU1430_MOVE_ORDER (the order moves are tried), HDU1430_RENAME_BY_TARGET
// (the renaming taken from the target and applied to the start, a wrong direction),
// HDU1430_SKIP_EMPTY_LINE (nothing printed for equal boards), HDU1430_SEARCH_PER_PAIR (a breadth-first
// search from each start, no renaming: right, but 40,320 boards a pair).
// judge: hdu1430 AC
#include <cstdio>
#include <string>

#ifndef HDU1430_MOVE_ORDER
#define HDU1430_MOVE_ORDER "ABC"
#endif

static const int factorial[8] = {1, 1, 2, 6, 24, 120, 720, 5040};

static int cantor(const char* board) {
  int rank = 0;
  for (int i = 0; i < 8; ++i) {
    int smaller = 0;
    for (int j = i + 1; j < 8; ++j)
      if (board[j] < board[i]) ++smaller;
    rank += smaller * factorial[7 - i];
  }
  return rank;
}

// Boards are read clockwise from the top left: the top row left to right, the bottom row right to left.
static std::string moved(const std::string& b, char move) {
  if (move == 'A') return std::string(b.rbegin(), b.rend());
  if (move == 'B') return std::string() + b[3] + b[0] + b[1] + b[2] + b[5] + b[6] + b[7] + b[4];
  return std::string() + b[0] + b[6] + b[1] + b[3] + b[4] + b[2] + b[5] + b[7];
}

static bool seen[40320];
static std::string sequence[40320];
static std::string queue[40320];

// Fills sequence[] with each board's first shortest sequence from `start`.
static void search_from(const std::string& start) {
  const char* order = HDU1430_MOVE_ORDER;
  for (int i = 0; i < 40320; ++i) seen[i] = false;
  int head = 0, tail = 0;
  queue[tail++] = start;
  seen[cantor(start.c_str())] = true;
  sequence[cantor(start.c_str())] = "";
  while (head < tail) {
    const std::string board = queue[head++];
    const std::string& path = sequence[cantor(board.c_str())];
    for (int i = 0; i < 3; ++i) {
      const std::string next = moved(board, order[i]);
      const int rank = cantor(next.c_str());
      if (seen[rank]) continue;
      seen[rank] = true;
      sequence[rank] = path + order[i];
      queue[tail++] = next;
    }
  }
}

int main() {
#ifndef HDU1430_SEARCH_PER_PAIR
  search_from("12345678");
#endif
  char start[16], target[16];
  while (std::scanf("%15s %15s", start, target) == 2) {
#ifdef HDU1430_RENAME_BY_TARGET
    char* const from = target;
    char* const to = start;
#else
    char* const from = start;
    char* const to = target;
#endif
#ifdef HDU1430_SEARCH_PER_PAIR
    search_from(from);
    const std::string& answer = sequence[cantor(to)];
#else
    char name[10];
    for (int i = 0; i < 8; ++i) name[from[i] - '0'] = static_cast<char>('1' + i);
    char renamed[9];
    for (int i = 0; i < 8; ++i) renamed[i] = name[to[i] - '0'];
    renamed[8] = '\0';
    const std::string& answer = sequence[cantor(renamed)];
#endif
#ifdef HDU1430_SKIP_EMPTY_LINE
    if (answer.empty()) continue;
#endif
    std::printf("%s\n", answer.c_str());
  }
  return 0;
}
