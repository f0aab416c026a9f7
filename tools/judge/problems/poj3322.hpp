// poj3322: POJ 3322, AcWing 172, Luogu P10485 "Bloxorz I" (docs/binaries/poj3322.md). Maps until "0 0",
// each R C and R rows of # . E O X; per map the fewest rolls that stand the block on O, or Impossible,
// checked line by line. Its judge tests: the sample; the smallest maps; lying starts; maps whose only
// path lies across O first (a search that stops at any state touching O says Impossible); fragile
// corridors; 1-wide corridors, where standing cells repeat every 3 (many Impossible); 40 files of 20
// random maps 3 x 3 to 30 x 30 with 0-30% empty and 0-30% fragile cells; 10 files of 5 maps up to
// 120 x 120; the largest 500 x 500 maps: open, noisy, a serpentine corridor (about 40,000 rolls) and
// one whose target is walled off (the whole map searched). Its stress test: 10 serpentine 500 x 500
// maps in one file, input and search both at their largest. Costs: linear in the output.
// Its judges, the same format and tests: POJ 3322 (poj3322), AcWing 172 (acwing172), Luogu P10485
// (luogu10485).
#ifndef JUDGE_PROBLEMS_POJ3322_HPP
#define JUDGE_PROBLEMS_POJ3322_HPP

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/problem.hpp"

namespace judge {

typedef std::vector<std::string> Poj3322Map;  // rows as drawn

inline std::string poj3322_maps(const std::vector<Poj3322Map>& maps) {
  std::string text;
  for (const Poj3322Map& map : maps) {
    text += std::to_string(map.size()) + " " + std::to_string(map[0].size()) + "\n";
    for (const std::string& row : map) text += row + "\n";
  }
  return text + "0 0\n";
}

// A rows x columns map walled round, its inside rigid but for `empty` and `fragile` percent of
// cells, a standing or lying start and the target on rigid cells of their own (placed first, so
// that every map is well formed).
inline Poj3322Map poj3322_random_map(Random& random, int rows, int columns, int empty, int fragile) {
  Poj3322Map map(static_cast<std::size_t>(rows), std::string(static_cast<std::size_t>(columns), '#'));
  for (int r = 1; r + 1 < rows; ++r)
    for (int c = 1; c + 1 < columns; ++c) {
      const int draw = random.between(0, 99);
      map[r][c] = draw < empty ? '#' : draw < empty + fragile ? 'E' : '.';
    }
  for (;;) {
    const int lie = random.between(0, 2);  // standing, across, along
    const int r = random.between(1, rows - 2), c = random.between(1, columns - 2);
    const int r2 = r + (lie == 2), c2 = c + (lie == 1);
    const int tr = random.between(1, rows - 2), tc = random.between(1, columns - 2);
    if (r2 > rows - 2 || c2 > columns - 2 || (tr == r && tc == c) || (tr == r2 && tc == c2)) continue;
    map[r][c] = map[r2][c2] = 'X';
    map[tr][tc] = 'O';
    return map;
  }
}

// A serpentine corridor 3 cells wide over a rows x columns map: walls every 4th row, open at
// alternate ends; the block starts at the top left, the target at the far end (or walled off).
inline Poj3322Map poj3322_serpentine(int rows, int columns, bool target_walled_off) {
  Poj3322Map map(static_cast<std::size_t>(rows), std::string(static_cast<std::size_t>(columns), '#'));
  for (int r = 1; r + 1 < rows; ++r)
    for (int c = 1; c + 1 < columns; ++c) map[r][c] = '.';
  int last_wall = 0;
  for (int r = 4, turn = 0; r + 4 < rows; r += 4, ++turn) {
    for (int c = 1; c + 1 < columns; ++c) map[r][c] = '#';
    map[r][turn % 2 == 0 ? columns - 2 : 1] = '.';
    map[r][turn % 2 == 0 ? columns - 3 : 2] = '.';
    last_wall = r;
  }
  map[1][1] = 'X';
  map[rows - 2][columns - 2] = 'O';
  if (target_walled_off) {
    for (int c = 1; c + 1 < columns; ++c) map[last_wall][c] = '#';
  }
  return map;
}

// A 1-wide corridor of `length` cells, the block standing at its west end, the target at its east end.
inline Poj3322Map poj3322_corridor(int length) {
  Poj3322Map map(3, std::string(static_cast<std::size_t>(length + 2), '#'));
  map[1] = "#X" + std::string(static_cast<std::size_t>(length - 2), '.') + "O#";
  return map;
}

inline TestSet generate_poj3322(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "poj3322");
  Random random(3322);
  tests.push_back({"edge-smallest-maps", poj3322_maps({{"###", "#X#", "#O#", "###"},
                                                       {"####", "#XO#", "####"},
                                                       {"#####", "#X.O#", "#####"},
                                                       {"###", "#X#", "#.#", "#.#", "#O#", "###"}})});
  tests.push_back({"edge-lying-starts", poj3322_maps({{"######", "#XXO.#", "######"},
                                                      {"#####", "#XX.#", "#..O#", "#####"},
                                                      {"####", "#X.#", "#X.#", "#..#", "#.O#", "####"},
                                                      {"#######", "#.....#", "#.XX..#", "#....O#", "#######"}})});
  tests.push_back({"edge-across-the-target-first", poj3322_maps({{"#####", "#X..#", "#X.O#", "#.E.#", "#####"},
                                                                 {"#####", "#XX.#", "#.O.#", "#.E.#", "#####"},
                                                                 {"######", "#X.O.#", "#X##.#", "######"}})});
  tests.push_back(
      {"edge-fragile-ground", poj3322_maps({{"#######", "#XEEEO#", "#######"},
                                            {"########", "#X.EE.O#", "########"},
                                            {"#######", "#X....#", "#EEEEE#", "#EEEEE#", "#....O#", "#######"},
                                            {"######", "#XEE.#", "#EEEO#", "######"}})});
  std::vector<Poj3322Map> corridors;
  for (int length = 2; length <= 40; ++length) corridors.push_back(poj3322_corridor(length));
  tests.push_back({"edge-one-wide-corridors", poj3322_maps(corridors)});
  std::vector<Poj3322Map> maps;
  for (int i = 0; i < 1000; ++i)
    maps.push_back(poj3322_random_map(random, random.between(3, 30), random.between(3, 30), random.between(0, 30),
                                      random.between(0, 30)));
  add_in_runs(tests, "random-small", maps, 20, poj3322_maps);
  maps.clear();
  for (int i = 0; i < 50; ++i)
    maps.push_back(poj3322_random_map(random, random.between(30, 120), random.between(30, 120), random.between(0, 25),
                                      random.between(0, 25)));
  add_in_runs(tests, "random-medium", maps, 5, poj3322_maps);
  tests.push_back({"largest-open-500x500", poj3322_maps({poj3322_random_map(random, 500, 500, 0, 0)})});
  tests.push_back({"largest-noisy-500x500", poj3322_maps({poj3322_random_map(random, 500, 500, 15, 15)})});
  tests.push_back({"largest-thin-3x500-and-500x3", poj3322_maps({poj3322_random_map(random, 3, 500, 0, 10),
                                                                 poj3322_random_map(random, 500, 3, 0, 10)})});
  tests.push_back({"largest-serpentine-500x500", poj3322_maps({poj3322_serpentine(500, 500, false)})});
  tests.push_back({"largest-walled-off-500x500", poj3322_maps({poj3322_serpentine(500, 500, true)})});
  // Ten of the longest maps in one file: harder than any data the judges are known to give.
  tests.push_back({"stress-ten-serpentines-500x500",
                   poj3322_maps(std::vector<Poj3322Map>(10, poj3322_serpentine(500, 500, false)))});
  return tests;
}

// poj3322 (POJ 3322): maps until "0 0", each R C (3-500) and R rows of exactly C cells # . E O X,
// with exactly one O and one X or two side by side; the statement's promises on top: the border
// all '#' (the binaries accept any border: beyond the map is empty).
inline void validate_poj3322(CaseTokens& tokens) {
  if (tokens.at_end()) return tokens.beyond_limits("expected maps and the closing 0 0, input is empty");
  for (;; tokens.next_case()) {
    const std::string first = tokens.next("R 3-500 or the closing 0 0");
    if (first == "0") {
      const std::string second = tokens.next("C after R");
      if (second != "0") tokens.fail("expected 0 after 0 (the end marker), got " + puzzle::quoted(second));
      break;
    }
    long rows = 0;
    if (!puzzle::parse_natural(first, 500, rows) || rows < 3)
      tokens.fail("expected R 3-500 or the closing 0 0, got " + puzzle::quoted(first));
    const long columns = tokens.number("C 3-500", 3, 500);
    int targets = 0, starts = 0;
    long start_at[2] = {0, 0};
    bool border_walled = true;
    for (long r = 0; r < rows; ++r) {
      const std::string row = tokens.next("a row of cells", static_cast<std::size_t>(std::max<long>(columns, 64)));
      if (static_cast<long>(row.size()) != columns)
        tokens.fail("expected row " + std::to_string(r + 1) + " of " + std::to_string(columns) + " cells, got " +
                    puzzle::quoted(row));
      for (long c = 0; c < columns; ++c) {
        const char cell = row[static_cast<std::size_t>(c)];
        if (std::string("#.EOX").find(cell) == std::string::npos)
          tokens.fail("expected cells of # . E O X, got " + puzzle::quoted(std::string(1, cell)) + " in row " +
                      std::to_string(r + 1));
        targets += cell == 'O';
        if (cell == 'X' && ++starts <= 2) start_at[starts - 1] = r * (columns + 4) + c;
        if ((r == 0 || r + 1 == rows || c == 0 || c + 1 == columns) && cell != '#') border_walled = false;
      }
    }
    if (targets != 1) tokens.fail("expected exactly one O, got " + std::to_string(targets));
    const long gap = start_at[1] - start_at[0];
    if (starts == 2 && gap != 1 && gap != columns + 4) tokens.fail("expected one X or two side by side, got two apart");
    if (starts != 1 && starts != 2) tokens.fail("expected one X or two side by side, got " + std::to_string(starts));
    if (!border_walled) tokens.beyond_limits("expected the first and last rows and columns all '#'");
  }
  tokens.expect_end("the closing 0 0");
}

inline std::vector<Problem> poj3322_problems() {
  const std::string layout = "maps until \"0 0\": R C, then R lines of C characters # . E O X";
  const JudgeLimits acwing = {1.0, 65536, "its page: 1s / 64MB"};
  const JudgeLimits mirror = {1.0, 65536,
                              "not known: no copy of its page's limits was found; the one known mirror's, "
                              "AcWing 172 (https://www.acwing.com/problem/content/174/): 1s / 64MB"};
  return with_suite_problem(
      "poj3322", "maps until \"0 0\": R C and R rows of C cells # . E O X, across any whitespace", generate_poj3322,
      validate_poj3322,
      {Problem{"poj3322", "poj3322", "POJ 3322 \"Bloxorz I\"", "http://poj.org/problem?id=3322", mirror, layout, 0,
               line_checker(1), generate_poj3322, validate_poj3322, nullptr},
       Problem{"acwing172", "poj3322", "AcWing 172 \"立体推箱子\"", "https://www.acwing.com/problem/content/174/",
               acwing, layout, 0, line_checker(1), generate_poj3322, validate_poj3322, nullptr},
       Problem{"luogu10485", "poj3322", "Luogu P10485 \"Bloxorz I\"", "https://www.luogu.com.cn/problem/P10485", mirror,
               layout, 0, line_checker(1), generate_poj3322, validate_poj3322, nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_POJ3322_HPP
