// uva1601: UVa 1601, POJ 3523, Luogu P1778 "The Morning after Halloween" (docs/binaries/uva1601.md).
// Maps until "0 0 0", each w h n and h lines of w characters (spaces are corridors); per map the fewest
// steps, checked line by line. Its 70 judge tests: the sample; the smallest maps; corridors where
// ghosts must follow one another or wait; the bounds (w and h 4 and 16, 1-3 ghosts); 60 files of 10
// random maps (at most 10 a file, as the statement says) of every size 4-16 and 1-3 ghosts, grown as
// a corridor tree with a few loops, every map as the statement promises (border walls, corridors and
// walls each connected, a wall in every 2 x 2 square, solvable); the largest 16 x 16 maps with 3
// ghosts. Its stress test: the 10 of 40 open 16 x 16 maps with 3 ghosts whose answers are longest.
// Costs: the generator solves each map once (a few seconds in all); the checker is linear.
// Its judges, the same format and tests: UVa 1601 (uva1601), POJ 3523 (poj3523), Luogu P1778
// (luogu1778); LA 4618 is UVa's Live Archive copy (not confirmed).
#ifndef JUDGE_PROBLEMS_UVA1601_HPP
#define JUDGE_PROBLEMS_UVA1601_HPP

#include <algorithm>
#include <filesystem>
#include <utility>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/problem.hpp"
#include "puzzle/ghosts/ghost_solver.hpp"

namespace judge {

struct Uva1601Map {
  std::vector<std::string> rows;
  int ghosts;
};

inline std::string uva1601_maps(const std::vector<Uva1601Map>& maps) {
  std::string text;
  for (const Uva1601Map& map : maps) {
    text += std::to_string(map.rows[0].size()) + " " + std::to_string(map.rows.size()) + " " +
            std::to_string(map.ghosts) + "\n";
    for (const std::string& row : map.rows) text += row + "\n";
  }
  return text + "0 0 0\n";
}

// Whether the corridors (open) or the walls (not open) of `rows` are 4-connected; the walls are
// searched from every border cell at once (the border is all wall).
inline bool uva1601_connected(const std::vector<std::string>& rows, bool open) {
  const int h = static_cast<int>(rows.size()), w = static_cast<int>(rows[0].size());
  std::vector<char> seen(static_cast<std::size_t>(h * w), 0);
  std::vector<int> stack;
  int total = 0;
  for (int r = 0; r < h; ++r)
    for (int c = 0; c < w; ++c) {
      if ((rows[r][c] != '#') != open) continue;
      ++total;
      const bool seed = open ? stack.empty() && total == 1 : r == 0 || c == 0 || r + 1 == h || c + 1 == w;
      if (seed) stack.push_back(r * w + c), seen[static_cast<std::size_t>(r * w + c)] = 1;
    }
  int reached = static_cast<int>(stack.size());
  while (!stack.empty()) {
    const int r = stack.back() / w, c = stack.back() % w;
    stack.pop_back();
    const int next[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
    for (const auto& n : next) {
      if (n[0] < 0 || n[0] >= h || n[1] < 0 || n[1] >= w) continue;
      const std::size_t k = static_cast<std::size_t>(n[0] * w + n[1]);
      if ((rows[n[0]][n[1]] != '#') != open || seen[k]) continue;
      seen[k] = 1, ++reached;
      stack.push_back(n[0] * w + n[1]);
    }
  }
  return reached == total;
}

// Whether every 2 x 2 square holds a wall.
inline bool uva1601_no_open_square(const std::vector<std::string>& rows) {
  for (std::size_t r = 0; r + 1 < rows.size(); ++r)
    for (std::size_t c = 0; c + 1 < rows[0].size(); ++c)
      if (rows[r][c] != '#' && rows[r][c + 1] != '#' && rows[r + 1][c] != '#' && rows[r + 1][c + 1] != '#')
        return false;
  return true;
}

// Whether the four 2 x 2 squares holding cell (r, c), inside the map, each hold a wall.
inline bool uva1601_no_open_square_at(const std::vector<std::string>& rows, int r, int c) {
  for (int top = std::max(r - 1, 0); top <= r && top + 1 < static_cast<int>(rows.size()); ++top)
    for (int left = std::max(c - 1, 0); left <= c && left + 1 < static_cast<int>(rows[0].size()); ++left)
      if (rows[top][left] != '#' && rows[top][left + 1] != '#' && rows[top + 1][left] != '#' &&
          rows[top + 1][left + 1] != '#')
        return false;
  return true;
}

// The fewest steps of a map, or -1: the suite's solver, to keep the generated maps solvable (as the
// statement promises) and to pick the longest for the stress test.
inline int uva1601_steps(const Uva1601Map& map) {
  puzzle::GhostCase question;
  const int h = static_cast<int>(map.rows.size()), w = static_cast<int>(map.rows[0].size());
  question.map.reset(h, w, 1, '#');
  question.ghosts = map.ghosts;
  for (int r = 0; r < h; ++r) {
    question.map.set_row(r, map.rows[static_cast<std::size_t>(r)]);
    for (int c = 0; c < w; ++c) {
      const char cell = map.rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      if (cell >= 'a' && cell <= 'c') question.start[cell - 'a'] = question.map.cell(r, c);
      if (cell >= 'A' && cell <= 'C') question.target[cell - 'A'] = question.map.cell(r, c);
    }
  }
  static puzzle::GhostSolver solver;
  const puzzle::GhostSolver::Answer answer = solver.solve(question);
  return answer.found ? static_cast<int>(answer.moves.size()) : -1;
}

// A w x h map as the statement promises, its corridors grown from one cell (a cell opened only where
// it leaves a wall in every 2 x 2 square and the walls connected, mostly where it touches one corridor
// cell: a tree with a few loops) to `percent` of the inside (or as near as 40 tries a cell get), then
// the ghosts' starts and targets on corridor cells. Up to `ghosts` ghosts: after 50 maps in a row
// with too few corridor cells or no solution
// (a 4 x 4 map holds 3 corridor cells at most: room for one ghost) it tries one ghost fewer. One ghost
// on connected corridors of 2 cells or more always has a solution, so this ends.
inline Uva1601Map uva1601_random_map(Random& random, int w, int h, int ghosts, int percent) {
  for (int tries = 1;; ++tries) {
    Uva1601Map map{std::vector<std::string>(static_cast<std::size_t>(h), std::string(static_cast<std::size_t>(w), '#')),
                   ghosts};
    auto& rows = map.rows;
    const int inside = (w - 2) * (h - 2), wanted = std::max(2 * ghosts + 1, inside * percent / 100);
    rows[random.between(1, h - 2)][random.between(1, w - 2)] = ' ';
    int open = 1;
    for (int attempt = 0; open < wanted && attempt < 40 * inside; ++attempt) {
      const int r = random.between(1, h - 2), c = random.between(1, w - 2);
      if (rows[r][c] != '#') continue;
      const int touching =
          (rows[r - 1][c] != '#') + (rows[r + 1][c] != '#') + (rows[r][c - 1] != '#') + (rows[r][c + 1] != '#');
      if (touching == 0 || (touching > 1 && random.below(4) != 0)) continue;
      rows[r][c] = ' ';
      if (!uva1601_no_open_square_at(rows, r, c) || !uva1601_connected(rows, false)) {
        rows[r][c] = '#';
        continue;
      }
      ++open;
    }
    if (open >= 2 * ghosts) {
      std::vector<int> cells;
      for (int r = 1; r + 1 < h; ++r)
        for (int c = 1; c + 1 < w; ++c)
          if (rows[r][c] == ' ') cells.push_back(r * w + c);
      random.shuffle(cells);
      for (int g = 0; g < ghosts; ++g) {
        rows[cells[g] / w][cells[g] % w] = static_cast<char>('a' + g);
        rows[cells[ghosts + g] / w][cells[ghosts + g] % w] = static_cast<char>('A' + g);
      }
      if (uva1601_steps(map) > 0) return map;
    }
    if (tries % 50 == 0 && ghosts > 1) --ghosts;
  }
}

inline TestSet generate_uva1601(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "uva1601");
  Random random(1601);
  tests.push_back({"edge-smallest-maps", uva1601_maps({{{"####", "#aA#", "####", "####"}, 1},
                                                       {{"####", "#a##", "# A#", "####"}, 1},
                                                       {{"#####", "#abB#", "###A#", "#####"}, 2}})});
  tests.push_back({"edge-follow-and-wait", uva1601_maps({{{"########", "#CBAabc#", "########", "########"}, 3},
                                                         {{"#######", "#a b  #", "### ###", "#A   B#", "#######"}, 2},
                                                         {{"######", "#abc #", "#### #", "#CBA #", "######"}, 3}})});
  // Every bound of the statement: each corner of w and h (4 and 16), with 1, 2 and 3 ghosts where the
  // map has room (a 4 x 4 map holds one ghost, 4 x 5 two).
  const int sides[][2] = {{4, 4}, {4, 16}, {16, 4}, {5, 4}, {4, 5}, {16, 16}};
  for (const auto& side : sides) {
    std::vector<Uva1601Map> maps;
    for (int ghosts = 1; ghosts <= 3; ++ghosts)
      maps.push_back(uva1601_random_map(random, side[0], side[1], ghosts, 80));
    tests.push_back({"edge-bounds-" + std::to_string(side[0]) + "x" + std::to_string(side[1]), uva1601_maps(maps)});
  }
  std::vector<Uva1601Map> maps;
  for (int i = 0; i < 600; ++i)
    maps.push_back(uva1601_random_map(random, random.between(4, 16), random.between(4, 16), random.between(1, 3),
                                      random.between(30, 80)));
  add_in_runs(tests, "random", maps, 10, uva1601_maps);
  maps.clear();
  for (int i = 0; i < 10; ++i) maps.push_back(uva1601_random_map(random, 16, 16, 3, 75));
  tests.push_back({"largest-16x16-3-ghosts", uva1601_maps(maps)});
  // The 10 longest of 40 open 16 x 16 maps with 3 ghosts: the largest searches the judges could give.
  std::vector<std::pair<int, Uva1601Map>> candidates;
  for (int i = 0; i < 40; ++i) {
    Uva1601Map map = uva1601_random_map(random, 16, 16, 3, 80);
    candidates.push_back({uva1601_steps(map), map});
  }
  std::stable_sort(candidates.begin(), candidates.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  maps.clear();
  for (int i = 0; i < 10; ++i) maps.push_back(candidates[static_cast<std::size_t>(i)].second);
  tests.push_back({"stress-longest-16x16", uva1601_maps(maps)});
  return tests;
}

// uva1601 (UVa 1601): maps until "0 0 0", each w h (4-16) and n (1-3), then h lines of exactly w
// characters: '#' on the border, inside '#', ' ', a-c and A-C of the first n ghosts, each once. The
// statement's promises on top (beyond the limits): at most 10 maps; corridors connected, walls
// connected, a wall in every 2 x 2 square. That every map is solvable is not checked here (a search
// per map): the generator keeps only solvable maps.
inline void validate_uva1601(CaseTokens& tokens) {
  if (tokens.at_end()) return tokens.beyond_limits("expected maps and the closing 0 0 0, input is empty");
  for (;; tokens.next_case()) {
    const std::string first = tokens.next("w 4-16 or the closing 0 0 0");
    if (first == "0") {
      for (int i = 0; i < 2; ++i) {
        const std::string zero = tokens.next("0 0 after 0 (the end marker)");
        if (zero != "0") tokens.fail("expected 0 0 after 0 (the end marker), got " + puzzle::quoted(zero));
      }
      break;
    }
    long w = 0;
    if (!puzzle::parse_natural(first, 16, w) || w < 4)
      tokens.fail("expected w 4-16 or the closing 0 0 0, got " + puzzle::quoted(first));
    const long h = tokens.number("h 4-16", 4, 16), n = tokens.number("n 1-3", 1, 3);
    if (tokens.case_number() > 10) tokens.beyond_limits("expected the closing 0 0 0 after 10 maps");
    Uva1601Map map{{}, static_cast<int>(n)};
    int starts = 0, targets = 0;
    for (long r = 0; r < h; ++r) {
      const std::string line = tokens.next_line(puzzle::TokenReader::max_token_bytes + 0);
      if (static_cast<long>(line.size()) != w)
        tokens.fail("expected line " + std::to_string(r + 1) + " of " + std::to_string(w) + " characters, got " +
                    puzzle::quoted(line));
      for (long c = 0; c < w; ++c) {
        const char cell = line[static_cast<std::size_t>(c)];
        const bool border = r == 0 || r + 1 == h || c == 0 || c + 1 == w;
        const int ghost = cell >= 'a' && cell < 'a' + n ? cell - 'a' : cell >= 'A' && cell < 'A' + n ? cell - 'A' : -1;
        if (cell != '#' && (border || (cell != ' ' && ghost < 0)))
          tokens.fail(std::string(border ? "expected '#' on the border" : "expected # or a space or a ghost's letter") +
                      ", got " + puzzle::quoted(std::string(1, cell)) + " in line " + std::to_string(r + 1));
        if (ghost < 0) continue;
        int& seen = cell >= 'a' ? starts : targets;
        if (seen & (1 << ghost))
          tokens.fail("expected each ghost's letter once, got a second " + puzzle::quoted(std::string(1, cell)));
        seen |= 1 << ghost;
      }
      map.rows.push_back(line);
    }
    const int all = (1 << n) - 1;
    if (starts != all || targets != all)
      tokens.fail("expected the letters a-" + std::string(1, static_cast<char>('a' + n - 1)) + " and A-" +
                  std::string(1, static_cast<char>('A' + n - 1)) + " once each, got fewer");
    if (!uva1601_connected(map.rows, true) || !uva1601_connected(map.rows, false) || !uva1601_no_open_square(map.rows))
      tokens.beyond_limits("expected corridors and walls each connected and a wall in every 2 x 2 square");
  }
  tokens.expect_end("the closing 0 0 0");
}

inline std::vector<Problem> uva1601_problems() {
  const std::string layout = "maps until \"0 0 0\": w h n, then h lines of w characters # space a-c A-C";
  const JudgeLimits uva = {12.0, 262144,
                           "its page as a blog copies it (UVa OJ 1601, \"the time limit is 12s\"; not confirmed): "
                           "12 s; memory: UVa publishes none, 256 MB chosen"};
  const JudgeLimits unknown = {12.0, 65536,
                               "not known: no copy of its page's limits was found; UVa's 12 s as a blog reports "
                               "it, and 64 MiB chosen"};
  return with_suite_problem(
      "uva1601", "maps until \"0 0 0\": w h n, then h lines of w characters # space a-c A-C", generate_uva1601,
      validate_uva1601,
      {Problem{"uva1601", "uva1601", "UVa 1601 \"The Morning after Halloween\"",
               "https://onlinejudge.org/external/16/1601.pdf", uva, layout, 0, line_checker(1), generate_uva1601,
               validate_uva1601, nullptr},
       Problem{"poj3523", "uva1601", "POJ 3523 \"The Morning after Halloween\"", "http://poj.org/problem?id=3523",
               unknown, layout, 0, line_checker(1), generate_uva1601, validate_uva1601, nullptr},
       Problem{"luogu1778", "uva1601", "Luogu P1778 \"The Morning after Halloween\"",
               "https://www.luogu.com.cn/problem/P1778", unknown, layout, 0, line_checker(1), generate_uva1601,
               validate_uva1601, nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_UVA1601_HPP
