// luogu1312: Luogu P1312, AcWing 185, NOIP 2011 Day 1 T3 "Mayan 游戏" (docs/binaries/luogu1312.md).
// One board a file: n (1-5), then 5 lines, a column each from the left, its colours (1-10) from the
// bottom up, ended by 0. The answer, the first solution of exactly n moves in the judges' order or -1,
// is unique, so it is checked line by line (at most 5 lines: all of them the one board's). Its judge
// ID is the binary's name, so the judge's problem is the suite's (problem.hpp); AcWing 185 has the
// same format and tests.
// Tests: the sample; boards whose only blocks stand in the bottom row (30% of the statement's data);
// boards made by exchanging blocks of an emptying board (each colour in lines of 3 that vanish at
// once), 1-5 exchanges, each asked in exactly the fewest moves that empty it, as the judges' data
// presumably asks (docs/binaries/luogu1312.md: n larger than that is read differently by accepted
// solutions, so no test has it); boards asked in one move fewer (-1), and boards no 5 moves empty.
// The fewest moves are found with the suite's solver (the answers come from the binary anyway; the
// textbook program, tests/judge/programs/textbook/luogu1312.cpp, checks them). Stress: full boards of
// 35 blocks that no 5 moves empty, the slowest case of a depth-first search.
// Costs: a few hundred searches of small boards, about a second.
#ifndef JUDGE_PROBLEMS_LUOGU1312_HPP
#define JUDGE_PROBLEMS_LUOGU1312_HPP

#include <filesystem>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/problem.hpp"
#include "puzzle/mayan/mayan_board.hpp"
#include "puzzle/mayan/mayan_solver.hpp"

namespace judge {

struct Luogu1312Game {
  int n;
  puzzle::MayanBoard board;
};

inline std::string luogu1312_text(const Luogu1312Game& game) {
  std::string text = std::to_string(game.n) + "\n";
  for (int x = 0; x < puzzle::mayan_columns; ++x) {
    for (int y = 0; y < puzzle::mayan_rows && game.board.colour[x][y]; ++y)
      text += std::to_string(game.board.colour[x][y]) + " ";
    text += "0\n";
  }
  return text;
}

inline bool luogu1312_still(const puzzle::MayanBoard& board) {
  puzzle::MayanBoard settled = board;
  puzzle::mayan_settle(settled);
  return settled == board;
}

// The fewest moves (1-5) that empty `board`, or 0 when 5 do not.
inline int luogu1312_fewest(const puzzle::MayanBoard& board) {
  puzzle::MayanSolver solver;
  for (int n = 1; n <= puzzle::MayanSolver::max_moves; ++n) {
    const puzzle::MayanCase game = {n, board};
    if (solver.solve(game).found) return n;
  }
  return 0;
}

// A board that vanishes whole at once: `lines` lines of 3 blocks of colours 1-`colours` (a row laid
// on the column tops, or a column stacked on one), redrawn until every block is in a line; then up to
// `exchanges` exchanges of blocks of two colours side by side, until nothing vanishes (else redrawn):
// most such boards some 1-5 moves empty.
inline puzzle::MayanBoard luogu1312_exchanged(Random& random, int lines, int colours, int exchanges) {
  for (;;) {
    puzzle::MayanBoard board = puzzle::MayanBoard();
    bool fits = true;
    for (int line = 0; line < lines && fits; ++line) {
      const uint8_t colour = static_cast<uint8_t>(random.between(1, colours));
      const bool across = random.below(2) == 0;
      const int x = random.between(0, across ? 2 : 4);
      int height = 0;
      while (height < puzzle::mayan_rows && board.colour[x][height]) ++height;
      if (across) {
        fits = height < puzzle::mayan_rows && !board.colour[x + 1][height] && !board.colour[x + 2][height];
        for (int i = 0; fits && i < 3; ++i) board.colour[x + i][height] = colour;
      } else {
        fits = height + 3 <= puzzle::mayan_rows;
        for (int i = 0; fits && i < 3; ++i) board.colour[x][height + i] = colour;
      }
    }
    puzzle::MayanBoard dropped = board;
    puzzle::mayan_drop(dropped);
    if (!fits || !(dropped == board)) continue;
    puzzle::MayanBoard cleared = board;
    puzzle::mayan_settle(cleared);
    if (!puzzle::mayan_is_empty(cleared)) continue;
    for (int tries = 0, done = 0; done < exchanges && tries < 50; ++tries) {
      const int x = random.between(0, puzzle::mayan_columns - 2), y = random.between(0, puzzle::mayan_rows - 1);
      if (!board.colour[x][y] || !board.colour[x + 1][y] || board.colour[x][y] == board.colour[x + 1][y]) continue;
      std::swap(board.colour[x][y], board.colour[x + 1][y]);
      if (luogu1312_still(board)) return board;
      ++done;
    }
  }
}

// A bottom row of 3-5 blocks of colours 1-2 in any columns (the statement's 30% of data), no 3 of a
// colour side by side.
inline puzzle::MayanBoard luogu1312_bottom_row(Random& random) {
  for (;;) {
    puzzle::MayanBoard board = puzzle::MayanBoard();
    int blocks = 0;
    for (int x = 0; x < puzzle::mayan_columns; ++x)
      if (random.below(5) < 4) board.colour[x][0] = static_cast<uint8_t>(random.between(1, 2)), ++blocks;
    if (blocks >= 3 && luogu1312_still(board)) return board;
  }
}

// Columns of 7 blocks of colours 1-`colours`, drawn until nothing vanishes and every colour has 3.
inline puzzle::MayanBoard luogu1312_full(Random& random, int colours) {
  for (;;) {
    puzzle::MayanBoard board = puzzle::MayanBoard();
    for (int x = 0; x < puzzle::mayan_columns; ++x)
      for (int y = 0; y < puzzle::mayan_rows; ++y)
        board.colour[x][y] = static_cast<uint8_t>(random.between(1, colours));
    if (luogu1312_still(board) && !puzzle::mayan_has_stranded_colour(board)) return board;
  }
}

inline TestSet generate_luogu1312(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "luogu1312");
  Random random(1312);
  const auto add = [&tests](const std::string& prefix, const std::vector<Luogu1312Game>& games) {
    add_in_runs(tests, prefix, games, 1, [](const std::vector<Luogu1312Game>& one) { return luogu1312_text(one[0]); });
  };
  // Bottom rows: 15 that some 1-5 moves empty, asked in the fewest, and 5 that none do, asked in 1-5 (-1).
  std::vector<Luogu1312Game> games, none;
  while (games.size() < 15 || none.size() < 5) {
    const puzzle::MayanBoard board = luogu1312_bottom_row(random);
    const int fewest = luogu1312_fewest(board);
    if (fewest > 0 && games.size() < 15) games.push_back({fewest, board});
    if (fewest == 0 && none.size() < 5) none.push_back({1 + static_cast<int>(none.size()), board});
  }
  games.insert(games.end(), none.begin(), none.end());
  add("bottom-row", games);
  // Exchanged boards of 2-4 lines, up to 8 for each fewest number of moves 1-5, asked in it; 8 asked
  // in one move fewer (-1). From 400 candidates.
  std::vector<Luogu1312Game> by_fewest[6], short_of_one;
  for (int candidate = 0; candidate < 400; ++candidate) {
    const puzzle::MayanBoard board = luogu1312_exchanged(random, random.between(2, 4), random.between(2, 4), 4);
    const int fewest = luogu1312_fewest(board);
    if (fewest > 0 && by_fewest[fewest].size() < 8) by_fewest[fewest].push_back({fewest, board});
    if (fewest > 1 && short_of_one.size() < 8) short_of_one.push_back({fewest - 1, board});
  }
  for (int fewest = 1; fewest <= 5; ++fewest) add("fewest-" + std::to_string(fewest), by_fewest[fewest]);
  add("break-one-move-short", short_of_one);
  // Colour 10, the statement's last, and a column of 7, each in its fewest moves (1 when none).
  games.clear();
  puzzle::MayanBoard tenth = luogu1312_exchanged(random, 3, 2, 4);
  for (int x = 0; x < puzzle::mayan_columns; ++x)
    for (int y = 0; y < puzzle::mayan_rows; ++y)
      if (tenth.colour[x][y] == 2) tenth.colour[x][y] = 10;
  puzzle::MayanBoard tall = puzzle::MayanBoard();
  for (int y = 0; y < puzzle::mayan_rows; ++y) tall.colour[2][y] = static_cast<uint8_t>(1 + y % 2);
  tall.colour[1][0] = tall.colour[3][0] = 2;
  for (const puzzle::MayanBoard& board : {tenth, tall}) {
    const int fewest = luogu1312_fewest(board);
    games.push_back({fewest ? fewest : 1, board});
  }
  add("edge", games);
  // Stress: full boards that no 5 moves empty (4 colours), the whole search.
  games.clear();
  while (games.size() < 2) {
    const puzzle::MayanBoard board = luogu1312_full(random, 4);
    games.push_back({5, board});
  }
  add("stress-full-board", games);
  return tests;
}

// One board: n (1-5), then 5 columns of colours 1-10 ended by 0, at most 7 a column, nothing that
// vanishes (as the binary reads it).
inline void validate_luogu1312_board(CaseTokens& tokens) {
  tokens.number("the number of moves n, 1-5", 1, 5);
  puzzle::MayanBoard board = puzzle::MayanBoard();
  for (int x = 0; x < puzzle::mayan_columns; ++x)
    for (int y = 0;; ++y) {
      const long colour = tokens.number("column " + std::to_string(x) + ": colours 1-10 ended by 0", 0, 10);
      if (colour == 0) break;
      if (y == puzzle::mayan_rows)
        tokens.fail("expected column " + std::to_string(x) + " ended by 0 after at most 7 blocks");
      board.colour[x][y] = static_cast<uint8_t>(colour);
    }
  if (!luogu1312_still(board)) tokens.fail("expected a board with no 3 blocks of a colour in a line");
}

// One board, as the judges give it; more boards (the binary reads until end of input) are beyond the
// judges' limits, not a fault of the format.
inline void validate_luogu1312(CaseTokens& tokens) {
  if (tokens.at_end()) tokens.beyond_limits("expected a board, input is empty");
  for (; !tokens.at_end(); tokens.next_case()) {
    if (tokens.case_number() == 2) tokens.beyond_limits("expected end of input after the one board");
    validate_luogu1312_board(tokens);
  }
}

inline std::vector<Problem> luogu1312_problems() {
  const std::string layout = "one board: n, then 5 lines of colours from the bottom up, each ended by 0";
  return with_suite_problem(
      "luogu1312", layout, generate_luogu1312, validate_luogu1312,
      {Problem{"luogu1312",
               "luogu1312",
               "Luogu P1312 \"[NOIP 2011 提高组] Mayan 游戏\"",
               "https://www.luogu.com.cn/problem/P1312",
               {3.0, 131072,
                "its page, as a copy of it shows (github.com/lzj666-gh/lzj666-gh.github.io, "
                "submission/submissions/luogu_P1312): 3000 ms, 128 MB"},
               layout,
               0,
               line_checker(5),
               generate_luogu1312,
               validate_luogu1312,
               nullptr},
       Problem{"acwing185",
               "luogu1312",
               "AcWing 185 \"玛雅游戏\"",
               "https://www.acwing.com/problem/content/187/",
               {1.0, 65536,
                "not known: no copy of its page's limits was found; AcWing's usual 1 s / 64 MB, as its "
                "neighbours 180-182 and 195 have"},
               layout,
               0,
               line_checker(5),
               generate_luogu1312,
               validate_luogu1312,
               nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_LUOGU1312_HPP
