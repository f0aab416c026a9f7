// rotation_game: POJ 2286, HDU 1667, UVa 1343, AcWing 181 "The Rotation Game"
// (docs/binaries/rotation_game.md). Boards of 24 symbols until a lone 0; per board the smallest of the
// shortest move strings (or "No moves needed") and the centre's symbol, checked line by line. Its
// judge tests: the samples, solved boards, 75 random boards in runs of 25 (the judges' data: random
// boards, which textbook IDA* solutions pass); its stress tests, harder than that data:
// bench/rotation_game_hard.in (13-move boards) and bench/rotation_game_ties.in (ties in the order).
// Costs: linear in the output.
// Its judges, the same format and tests (their published sample only): POJ 2286 (poj2286), HDU 1667
// (hdu1667), UVa 1343 (uva1343), AcWing 181 (acwing181).
#ifndef JUDGE_PROBLEMS_ROTATION_GAME_HPP
#define JUDGE_PROBLEMS_ROTATION_GAME_HPP

#include <algorithm>
#include <filesystem>
#include <iterator>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/problem.hpp"

namespace judge {

const int rotation_game_centre[8] = {6, 7, 8, 11, 12, 15, 16, 17};

inline std::string rotation_game_board(const Tiles& symbols) {
  std::string text;
  for (std::size_t cell = 0; cell < symbols.size(); ++cell)
    text += std::to_string(symbols[cell]) + (cell == 23 ? "\n" : " ");
  return text;
}

inline Tiles random_symbols(Random& random) {
  Tiles symbols;
  for (int i = 0; i < 24; ++i) symbols.push_back(i / 8 + 1);
  random.shuffle(symbols);
  return symbols;
}

// The groups beyond the samples.
inline void add_rotation_game_groups(TestSet& tests, const std::filesystem::path& source_dir) {
  Random random(2286);
  std::string text;
  for (int symbol = 1; symbol <= 3; ++symbol) {  // the centre all `symbol`, the other two around it
    Tiles around;
    for (int i = 0; i < 16; ++i) around.push_back((symbol + i / 8) % 3 + 1);
    random.shuffle(around);
    Tiles symbols;
    std::size_t next = 0;
    for (int cell = 0; cell < 24; ++cell) {
      const bool centre = std::find(std::begin(rotation_game_centre), std::end(rotation_game_centre), cell) !=
                          std::end(rotation_game_centre);
      symbols.push_back(centre ? symbol : around[next++]);
    }
    text += rotation_game_board(symbols);
  }
  tests.push_back({"edge-solved", text + "0\n"});
  std::vector<Tiles> boards;
  for (int i = 0; i < 75; ++i) boards.push_back(random_symbols(random));
  add_in_runs(tests, "random", boards, 25, [](const std::vector<Tiles>& part) {
    std::string lines;
    for (const Tiles& board : part) lines += rotation_game_board(board);
    return lines + "0\n";
  });
  // Harder than the judges' data: accepted textbook IDA* solutions are too slow on these.
  tests.push_back({"stress-hard-13-moves", read_file(source_dir / "bench" / "rotation_game_hard.in")});
  tests.push_back({"stress-no-lexicographic-order", read_file(source_dir / "bench" / "rotation_game_ties.in")});
}

inline TestSet generate_rotation_game(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "rotation_game");
  add_rotation_game_groups(tests, source_dir);
  return tests;
}

// The judges' published sample (sample-1) and the groups: without the suite's samples of other layouts.
inline TestSet generate_rotation_game_judges(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "rotation_game", {"sample-1"});
  add_rotation_game_groups(tests, source_dir);
  return tests;
}

// rotation_game (POJ 2286): at most 30 boards of 24 symbols 1-3, eight of each, then a lone 0 and
// nothing after it.
inline void validate_rotation_game(CaseTokens& tokens) {
  if (tokens.at_end()) return tokens.beyond_limits("expected boards and the closing 0, input is empty");
  for (;; tokens.next_case()) {
    const std::string first = tokens.next("24 symbols or the closing 0");
    if (first == "0") break;
    if (tokens.case_number() > 30)
      tokens.beyond_limits("expected the closing 0 after 30 boards, got " + puzzle::quoted(first));
    int count[4] = {0, 0, 0, 0};
    for (int cell = 0; cell < 24; ++cell) {
      const std::string token = cell == 0 ? first : tokens.next("24 symbols");
      if (token != "1" && token != "2" && token != "3")
        tokens.fail("expected a symbol 1, 2 or 3, got " + puzzle::quoted(token));
      if (++count[token[0] - '0'] > 8)
        tokens.fail("expected 8 cells of each symbol, got a ninth " + puzzle::quoted(token));
    }
  }
  tokens.expect_end("the closing 0");
}

inline std::vector<Problem> rotation_game_problems() {
  const std::string layout = "boards of 24 numbers 1-3, one a line, until a line holding 0 (at most 30 boards)";
  return with_suite_problem(
      "rotation_game", "boards of 24 numbers 1-3 until a lone 0, across any whitespace", generate_rotation_game,
      validate_rotation_game,
      {Problem{"poj2286",
               "rotation_game",
               "POJ 2286 \"The Rotation Game\"",
               "http://poj.org/problem?id=2286",
               {15.0, 150000, "its page: 15000MS, 150000K"},
               layout,
               0,
               line_checker(2),
               generate_rotation_game_judges,
               validate_rotation_game,
               nullptr},
       Problem{"hdu1667",
               "rotation_game",
               "HDU 1667 \"The Rotation Game\"",
               "http://acm.hdu.edu.cn/showproblem.php?pid=1667",
               {15.0, 150000, "its page: 15000 MS, 150000 K for C and C++"},
               layout,
               0,
               line_checker(2),
               generate_rotation_game_judges,
               validate_rotation_game,
               nullptr},
       Problem{"uva1343",
               "rotation_game",
               "UVa 1343 \"The Rotation Game\"",
               "https://onlinejudge.org/external/13/1343.pdf",
               {3.0, 150000,
                "not known: its page gives none; UVa's usual 3 s (its pages show 3.000 seconds on most "
                "problems); memory: UVa publishes none, the most generous known mirror's, POJ 2286: 150000K"},
               layout,
               0,
               line_checker(2),
               generate_rotation_game_judges,
               validate_rotation_game,
               nullptr},
       Problem{"acwing181",
               "rotation_game",
               "AcWing 181 \"回转游戏\" (The Rotation Game)",
               "https://www.acwing.com/problem/content/183/",
               {4.0, 65536, "its page: 4s / 64MB"},
               layout,
               0,
               line_checker(2),
               generate_rotation_game_judges,
               validate_rotation_game,
               nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_ROTATION_GAME_HPP
