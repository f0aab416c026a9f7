// poj1475: POJ 1475, UVa 589, AcWing 174 "Pushing Boxes" (docs/binaries/poj1475.md). Mazes until
// "0 0", each r c and r rows of # . S B T; per maze "Maze #k", the moves (N S W E pushes, n s w e
// walks) or "Impossible.", and a blank line. The judges take any answer with the fewest pushes and,
// for those, the fewest moves in all: the checker replays it and compares both counts with ours.
// Its judge tests: the sample; the published tie mazes (Felix Halim's for UVa 589 in every turn and
// reflection; the Algorithmist's, where the box comes back); the smallest mazes (1 x 3, 3 x 1);
// impossible ones (the box in a corner, the target walled off); 40 files of 25 random mazes up to
// 8 x 8; 25 files of 10 random 20 x 20 mazes with 0-35% rock; open 20 x 20 mazes with the pieces in
// far corners; a 20 x 20 serpentine of two-wide corridors (the most pushes). Its stress test: 200
// open 20 x 20 mazes in one file (the most states a maze, many mazes). Costs: linear in the output.
// Its judges, the same format and tests: POJ 1475 (poj1475), UVa 589 (uva589), AcWing 174 (acwing174).
#ifndef JUDGE_PROBLEMS_POJ1475_HPP
#define JUDGE_PROBLEMS_POJ1475_HPP

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "judge/checkers.hpp"
#include "judge/generators.hpp"
#include "judge/problem.hpp"

namespace judge {

typedef std::vector<std::string> Poj1475Maze;  // rows as drawn

inline std::string poj1475_mazes(const std::vector<Poj1475Maze>& mazes) {
  std::string text;
  for (const Poj1475Maze& maze : mazes) {
    text += std::to_string(maze.size()) + " " + std::to_string(maze[0].size()) + "\n";
    for (const std::string& row : maze) text += row + "\n";
  }
  return text + "0 0\n";
}

// The mazes of an input the validator accepted.
inline std::vector<Poj1475Maze> poj1475_read_mazes(const std::string& input) {
  std::istringstream in(input);
  std::vector<Poj1475Maze> mazes;
  for (int rows = 0, columns = 0; in >> rows >> columns && rows > 0;) {
    mazes.push_back(Poj1475Maze(static_cast<std::size_t>(rows)));
    for (std::string& row : mazes.back()) in >> row;
  }
  return mazes;
}

// Replays `moves` on `maze`: "" when they are legal and leave the box on T, counting the pushes; else why not.
inline std::string poj1475_replay(const Poj1475Maze& maze, const std::string& moves, long& pushes) {
  const int rows = static_cast<int>(maze.size()), columns = static_cast<int>(maze[0].size());
  int walker = 0, box = 0, target = 0;
  for (int cell = 0; cell < rows * columns; ++cell) {
    const char c = maze[static_cast<std::size_t>(cell / columns)][static_cast<std::size_t>(cell % columns)];
    (c == 'S' ? walker : c == 'B' ? box : c == 'T' ? target : cell) = cell;
  }
  const auto free = [&](int row, int column) {
    return row >= 0 && row < rows && column >= 0 && column < columns &&
           maze[static_cast<std::size_t>(row)][static_cast<std::size_t>(column)] != '#';
  };
  pushes = 0;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const std::size_t letter = std::string("NSWEnswe").find(moves[i]);
    if (letter == std::string::npos)
      return "move " + std::to_string(i + 1) + ": expected one of N S W E n s w e, got " +
             quoted_line(moves.substr(i, 1));
    const int dr = letter % 4 == 0 ? -1 : letter % 4 == 1 ? 1 : 0, dc = letter % 4 == 2 ? -1 : letter % 4 == 3 ? 1 : 0;
    const int row = walker / columns + dr, column = walker % columns + dc;
    if (!free(row, column)) return "move " + std::to_string(i + 1) + " (" + moves[i] + "): into rock or off the maze";
    walker = row * columns + column;
    const bool push = letter < 4;
    if (push != (walker == box))
      return "move " + std::to_string(i + 1) + " (" + moves[i] +
             "): " + (push ? "no box to push" : "walks into the box");
    if (push) {
      if (!free(row + dr, column + dc))
        return "move " + std::to_string(i + 1) + " (" + moves[i] + "): pushes the box into rock or off the maze";
      box = (row + dr) * columns + column + dc;
      ++pushes;
    }
  }
  return box == target ? "" : "the moves leave the box off the target";
}

// The judges' special judge: per maze "Maze #k", then Impossible. where ours says so, else legal moves
// that bring the box onto T in our count of pushes and our count of moves; then a blank line.
inline CheckResult poj1475_check(const std::string& input, const std::string& output, const std::string& answer) {
  const std::vector<Poj1475Maze> mazes = poj1475_read_mazes(input);
  const std::vector<std::string> theirs = judged_lines(output), ours = judged_lines(answer);
  for (std::size_t k = 0; k < mazes.size(); ++k) {
    const std::string name = "case " + std::to_string(k + 1) + ": ";
    const auto line = [&](std::size_t at) { return at < theirs.size() ? theirs[at] : std::string(); };
    if (line(3 * k) != "Maze #" + std::to_string(k + 1))
      return rejected(name + "expected 'Maze #" + std::to_string(k + 1) + "', got " + quoted_line(line(3 * k)));
    const std::string expected = ours[3 * k + 1], got = line(3 * k + 1);
    if ((expected == "Impossible.") != (got == "Impossible."))
      return rejected(name + "expected " + (expected == "Impossible." ? "Impossible." : "moves") + ", got " +
                      quoted_line(got));
    if (expected != "Impossible.") {
      long pushes = 0, fewest = 0;
      const std::string fault = poj1475_replay(mazes[k], got, pushes);
      if (!fault.empty()) return rejected(name + fault);
      poj1475_replay(mazes[k], expected, fewest);
      if (pushes != fewest)
        return rejected(name + std::to_string(pushes) + " pushes, the fewest are " + std::to_string(fewest));
      if (got.size() != expected.size())
        return rejected(name + std::to_string(got.size()) + " moves in all, the fewest for " + std::to_string(fewest) +
                        " pushes are " + std::to_string(expected.size()));
    }
    if (k + 1 < mazes.size() && !line(3 * k + 2).empty())
      return rejected(name + "expected a blank line after the answer, got " + quoted_line(line(3 * k + 2)));
  }
  const std::size_t lines = mazes.empty() ? 0 : 3 * mazes.size() - 1;  // the last blank line is not judged
  if (theirs.size() > lines) return rejected("expected end of output after the last maze, got " + shown(theirs[lines]));
  return accepted();
}

// The maze turned a quarter clockwise (transposed, then each row reversed).
inline Poj1475Maze poj1475_turned(const Poj1475Maze& maze) {
  Poj1475Maze turned(maze[0].size(), std::string(maze.size(), '.'));
  for (std::size_t r = 0; r < maze.size(); ++r)
    for (std::size_t c = 0; c < maze[0].size(); ++c) turned[c][maze.size() - 1 - r] = maze[r][c];
  return turned;
}
inline Poj1475Maze poj1475_mirrored(Poj1475Maze maze) {
  for (std::string& row : maze) row.assign(row.rbegin(), row.rend());
  return maze;
}

// A rows x columns maze with `rock` percent of rock, S, B and T on cells of their own.
inline Poj1475Maze poj1475_random_maze(Random& random, int rows, int columns, int rock) {
  Poj1475Maze maze(static_cast<std::size_t>(rows), std::string(static_cast<std::size_t>(columns), '.'));
  for (std::string& row : maze)
    for (char& cell : row) cell = random.between(0, 99) < rock ? '#' : '.';
  for (const char piece : {'S', 'B', 'T'})
    for (;;) {
      char& cell = maze[static_cast<std::size_t>(random.between(0, rows - 1))]
                       [static_cast<std::size_t>(random.between(0, columns - 1))];
      if (cell == 'S' || cell == 'B' || cell == 'T') continue;
      cell = piece;
      break;
    }
  return maze;
}

// A 20 x 20 serpentine of two-wide corridors: rock every third row, open at alternate ends; the walker
// and the box at the top left, the target at the far end.
inline Poj1475Maze poj1475_serpentine() {
  Poj1475Maze maze(20, std::string(20, '.'));
  for (int r = 2, turn = 0; r < 20; r += 3, ++turn)
    for (int c = 0; c < 20; ++c)
      if (c != (turn % 2 == 0 ? 19 : 0)) maze[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] = '#';
  maze[0][0] = 'S', maze[1][1] = 'B', maze[19][18] = 'T';
  return maze;
}

inline TestSet generate_poj1475(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "poj1475");
  Random random(1475);
  std::vector<Poj1475Maze> ties;
  Poj1475Maze halim = {".....", "..BS.", ".#.#.", "T...."};
  for (int turn = 0; turn < 4; ++turn, halim = poj1475_turned(halim)) {
    ties.push_back(halim);
    ties.push_back(poj1475_mirrored(halim));
  }
  ties.push_back({"TSB..", "##..."});
  ties.push_back(poj1475_mirrored({"TSB..", "##..."}));
  tests.push_back({"edge-published-ties", poj1475_mazes(ties)});
  tests.push_back(
      {"edge-smallest-mazes",
       poj1475_mazes({{"SBT"}, {"TBS"}, {"BST"}, {"S", "B", "T"}, {"T", "S", "B"}, {"SB", "T."}, {"S.", "BT"}})});
  tests.push_back({"edge-impossible", poj1475_mazes({{"B..", "...", "S.T"},
                                                     {"S....", "..B..", "#####", "..T.."},
                                                     {"#####", "#S..#", "#.B.#", "###.#", "#T#.#"},
                                                     {"S.#T", ".B#.", "...."}})});
  std::vector<Poj1475Maze> mazes;
  for (int i = 0; i < 1000; ++i)
    mazes.push_back(poj1475_random_maze(random, random.between(1, 8), random.between(3, 8), random.between(0, 30)));
  add_in_runs(tests, "random-small", mazes, 25, poj1475_mazes);
  mazes.clear();
  for (int i = 0; i < 250; ++i) mazes.push_back(poj1475_random_maze(random, 20, 20, random.between(0, 35)));
  add_in_runs(tests, "random-20x20", mazes, 10, poj1475_mazes);
  Poj1475Maze open(20, std::string(20, '.'));
  Poj1475Maze corners = open, far = open;
  corners[0][0] = 'S', corners[1][1] = 'B', corners[18][18] = 'T';
  far[19][19] = 'S', far[10][10] = 'B', far[0][0] = 'T';
  tests.push_back({"largest-open-20x20", poj1475_mazes({corners, far, poj1475_random_maze(random, 20, 20, 0)})});
  tests.push_back({"largest-serpentine-20x20", poj1475_mazes({poj1475_serpentine()})});
  mazes.clear();
  for (int i = 0; i < 200; ++i) mazes.push_back(poj1475_random_maze(random, 20, 20, 0));
  tests.push_back({"stress-200-open-20x20", poj1475_mazes(mazes)});
  return tests;
}

// poj1475: mazes until "0 0", each r c (1-20) and r rows of exactly c cells # . S B T, with exactly
// one S, one B and one T.
inline void validate_poj1475(CaseTokens& tokens) {
  if (tokens.at_end()) return tokens.beyond_limits("expected mazes and the closing 0 0, input is empty");
  for (;; tokens.next_case()) {
    const std::string first = tokens.next("r 1-20 or the closing 0 0");
    if (first == "0") {
      const std::string second = tokens.next("c after r");
      if (second != "0") tokens.fail("expected 0 after 0 (the end marker), got " + puzzle::quoted(second));
      break;
    }
    long rows = 0;
    if (!puzzle::parse_natural(first, 20, rows) || rows < 1)
      tokens.fail("expected r 1-20 or the closing 0 0, got " + puzzle::quoted(first));
    const long columns = tokens.number("c 1-20", 1, 20);
    int counts[3] = {0, 0, 0};
    for (long r = 0; r < rows; ++r) {
      const std::string row = tokens.next("a row of cells");
      if (static_cast<long>(row.size()) != columns)
        tokens.fail("expected row " + std::to_string(r + 1) + " of " + std::to_string(columns) + " cells, got " +
                    puzzle::quoted(row));
      for (const char cell : row) {
        const std::size_t piece = std::string("SBT#.").find(cell);
        if (piece == std::string::npos)
          tokens.fail("expected cells of # . S B T, got " + puzzle::quoted(std::string(1, cell)) + " in row " +
                      std::to_string(r + 1));
        if (piece < 3) ++counts[piece];
      }
    }
    for (int piece = 0; piece < 3; ++piece)
      if (counts[piece] != 1)
        tokens.fail(std::string("expected exactly one ") + "SBT"[piece] + ", got " + std::to_string(counts[piece]));
  }
  tokens.expect_end("the closing 0 0");
}

inline std::vector<Problem> poj1475_problems() {
  const std::string layout = "mazes until \"0 0\": r c, then r lines of c characters # . S B T";
  Checker any_optimal{own_checker,
                      "a special judge: any legal moves with the fewest pushes, then the fewest moves in all; "
                      "'Maze #k' and a blank line after each maze",
                      3, MoveRules()};
  any_optimal.own = poj1475_check;
  const JudgeLimits unknown = {1.0, 32768,
                               "not known: no copy of its page's limits was found; the strictest known of a copy "
                               "(sharecode.io 1097: 10 s, 32768 KB, Special Judge) and of AcWing 174 (1 s)"};
  return with_suite_problem(
      "poj1475", layout, generate_poj1475, validate_poj1475,
      {Problem{"poj1475", "poj1475", "POJ 1475 \"Pushing Boxes\"", "http://poj.org/problem?id=1475", unknown, layout, 0,
               any_optimal, generate_poj1475, validate_poj1475, nullptr},
       Problem{"uva589", "poj1475", "UVa 589 \"Pushing Boxes\"", "https://onlinejudge.org/external/5/589.pdf", unknown,
               layout, 0, any_optimal, generate_poj1475, validate_poj1475, nullptr},
       Problem{"acwing174",
               "poj1475",
               "AcWing 174 \"推箱子\" (Pushing Boxes)",
               "https://www.acwing.com/problem/content/176/",
               {1.0, 65536,
                "its page: 1s / 64MB; its tie rule (N S W E, then n s w e) not confirmed as a checker: any "
                "optimal answer taken here"},
               layout,
               0,
               any_optimal,
               generate_poj1475,
               validate_poj1475,
               nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_POJ1475_HPP
