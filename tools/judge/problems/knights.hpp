// knights: Luogu P2324, AcWing 195, BZOJ 1085 "骑士精神" (SCOI2005) (docs/binaries/knights.md). T
// boards of 5 x 5 knights; per board the fewest moves to the target if at most 15, else -1, checked
// line by line. Its judge tests: the sample, the target and boards a move or two from it, 40 random
// walks of 1-15 moves, 10 boards each 14, 15 and 16 moves away, found by a textbook IDA* here (a
// search that stops a move short or goes a move too far fails), at most 10 boards a run. Its stress
// test: random boards (mostly -1: a search must prove no 15-move solution, the slow case; harder than
// the judges' data). Costs: linear in the output.
// Its judges, the same format and tests: Luogu P2324 (luogu2324), AcWing 195 (acwing195), BZOJ 1085
// (bzoj1085).
#ifndef JUDGE_PROBLEMS_KNIGHTS_HPP
#define JUDGE_PROBLEMS_KNIGHTS_HPP

#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/problem.hpp"

namespace judge {

// The target: 1 black, 0 white, * the empty square, row by row.
const char knights_target[] =
    "11111"
    "01111"
    "00*11"
    "00001"
    "00000";

// `board` after `moves` random knight jumps into the empty square.
inline std::string knights_walk(Random& random, std::string board, int moves) {
  static const int jumps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  for (int move = 0; move < moves;) {
    const int empty = static_cast<int>(board.find('*'));
    const int(&jump)[2] = jumps[random.below(8)];
    const int row = empty / 5 + jump[0], column = empty % 5 + jump[1];
    if (row < 0 || row > 4 || column < 0 || column > 4) continue;
    std::swap(board[static_cast<std::size_t>(empty)], board[static_cast<std::size_t>(row * 5 + column)]);
    ++move;
  }
  return board;
}

// The fewest moves from `board` to the target if at most `limit`, else -1: the textbook IDA* (the
// estimate the knights out of place, no move undone at once), to pick boards at the 15-move cut.
inline int knights_distance(std::string& board, int empty, int from, int moves, int bound) {
  int misplaced = 0;
  for (int cell = 0; cell < 25; ++cell)
    misplaced +=
        board[static_cast<std::size_t>(cell)] != '*' && board[static_cast<std::size_t>(cell)] != knights_target[cell];
  if (misplaced == 0) return moves;
  if (moves + misplaced > bound) return -1;
  static const int jumps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  for (const auto& jump : jumps) {
    const int row = empty / 5 + jump[0], column = empty % 5 + jump[1], cell = row * 5 + column;
    if (row < 0 || row > 4 || column < 0 || column > 4 || cell == from) continue;
    std::swap(board[static_cast<std::size_t>(empty)], board[static_cast<std::size_t>(cell)]);
    const int found = knights_distance(board, cell, empty, moves + 1, bound);
    std::swap(board[static_cast<std::size_t>(empty)], board[static_cast<std::size_t>(cell)]);
    if (found >= 0) return found;
  }
  return -1;
}

inline int knights_distance(std::string board, int limit) {
  for (int bound = 0; bound <= limit; ++bound) {
    const int found = knights_distance(board, static_cast<int>(board.find('*')), -1, 0, bound);
    if (found >= 0) return found;
  }
  return -1;
}

inline std::string knights_cases(const std::vector<std::string>& boards) {
  std::string text = std::to_string(boards.size()) + "\n";
  for (const std::string& board : boards)
    for (int row = 0; row < 5; ++row) text += board.substr(static_cast<std::size_t>(row * 5), 5) + "\n";
  return text;
}

inline TestSet generate_knights(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "knights");
  Random random(2324);
  const std::string target = knights_target;
  tests.push_back({"edge-near-the-target",
                   knights_cases({target, knights_walk(random, target, 1), knights_walk(random, target, 2)})});
  std::vector<std::string> boards;
  for (int i = 0; i < 40; ++i) boards.push_back(knights_walk(random, target, random.between(1, 15)));
  add_in_runs(tests, "random-walks", boards, 10, knights_cases);
  // At the cut: 10 boards each 14, 15 and 16 moves from the target (16 answers -1), from the target
  // with 1-3 pairs of knights of different colours exchanged, up to 4 moves away.
  std::vector<std::string> at[3];
  for (int candidate = 0; candidate < 5000 && at[0].size() + at[1].size() + at[2].size() < 30; ++candidate) {
    std::string board = target;
    for (int exchanges = random.between(1, 3); exchanges > 0;) {
      const std::size_t a = random.below(25), b = random.below(25);
      if (board[a] == '*' || board[b] == '*' || board[a] == board[b]) continue;
      std::swap(board[a], board[b]);
      --exchanges;
    }
    board = knights_walk(random, board, random.between(0, 4));
    const int distance = knights_distance(board, 16);
    const int slot = distance == 14 ? 0 : distance == 15 ? 1 : distance == 16 ? 2 : -1;
    if (slot >= 0 && at[slot].size() < 10) at[slot].push_back(board);
  }
  for (int slot = 0; slot < 3; ++slot)  // at most 10 boards a test, as the judges give
    add_in_runs(tests, "break-" + std::to_string(14 + slot) + "-moves", at[slot], 10, knights_cases);
  // Random boards, mostly -1 far from the target, which a search must prove has no 15-move solution:
  // harder than the judges' data (SCOI 2005's boards are near the target).
  boards.clear();
  for (int i = 0; i < 10; ++i) {
    std::vector<char> cells(target.begin(), target.end());
    random.shuffle(cells);
    boards.push_back(std::string(cells.begin(), cells.end()));
  }
  tests.push_back({"stress-random-boards", knights_cases(boards)});
  return tests;
}

// knights (AcWing 195): T (1-10), then T boards of 5 rows of 5 cells 0, 1 or *: 12 of 1, 12 of 0 and
// one *. A row may be split into several tokens (the binaries read cells, not lines), never joined
// to the next.
inline void validate_knights(CaseTokens& tokens) {
  const long count = tokens.count("the number of boards T, 1-10", 1, 10);
  for (long i = 0; i < count; ++i, tokens.next_case()) {
    int black = 0, empty = 0;
    for (int cell = 0; cell < 25;) {
      const std::string token = tokens.next("a row of 5 cells 0, 1 or *");
      if (token.size() > static_cast<std::size_t>(5 - cell % 5))
        tokens.fail("expected a row of 5 cells 0, 1 or *, got " + puzzle::quoted(token));
      for (char c : token) {
        if (c != '0' && c != '1' && c != '*') tokens.fail("expected cells 0, 1 or *, got " + puzzle::quoted(token));
        black += c == '1';
        empty += c == '*';
        ++cell;
      }
    }
    if (black != 12 || empty != 1) tokens.fail("expected 12 white knights, 12 black and one empty square");
  }
  tokens.expect_end("the " + puzzle::decimal(count) + " boards announced");
}

inline std::vector<Problem> knights_problems() {
  const std::string layout = "T (1-10), then T boards of 5 lines of 5 characters 0, 1 or *";
  const JudgeLimits mirror = {
      1.0, 165888,
      "not known: no copy of its page's limits was found; the most generous known "
      "mirror's, BZOJ 1085 as http://ssoi.noip.space/problem.php?id=5085 re-hosts it: 1 S, 162 MB"};
  return with_suite_problem(
      "knights", "T, then T boards of 25 cells 0, 1 or *, rows across any whitespace", generate_knights,
      validate_knights,
      {Problem{"luogu2324", "knights", "Luogu P2324 \"[SCOI2005] 骑士精神\"", "https://www.luogu.com.cn/problem/P2324",
               mirror, layout, 0, line_checker(1), generate_knights, validate_knights, nullptr},
       Problem{"acwing195",
               "knights",
               "AcWing 195 \"骑士精神\"",
               "https://www.acwing.com/problem/content/197/",
               {1.0, 65536, "its page: 1s / 64MB"},
               layout,
               0,
               line_checker(1),
               generate_knights,
               validate_knights,
               nullptr},
       Problem{"bzoj1085", "knights", "BZOJ 1085 \"[SCOI2005] 骑士精神\"",
               "https://www.lydsy.com/JudgeOnline/problem.php?id=1085", mirror, layout, 0, line_checker(1),
               generate_knights, validate_knights, nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_KNIGHTS_HPP
