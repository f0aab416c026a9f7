// poj1753: POJ 1753, Timus 1060 "Flip Game" (docs/binaries/poj1753.md). A 4 x 4 board of pieces b or
// w; per board the fewest rounds (a round flips a piece and its neighbours) to one colour, or
// Impossible, checked line by line. Its tests: the samples, both one-colour boards, boards one round
// from each colour, 10 of the 256 boards that need the most rounds (6), 40 random solvable boards,
// 10 impossible ones, and 10 boards nearer to one colour than to the other (a solution that aims at
// white only, or black only, fails there): about 80 runs a judge. Costs: three breadth-first searches
// over the 65,536 boards.
// Its judges, one board an input, the same tests: POJ 1753 (poj1753, the suite's own problem too: the
// ID is the binary's name), Timus 1060 (timus1060).
#ifndef JUDGE_PROBLEMS_POJ1753_HPP
#define JUDGE_PROBLEMS_POJ1753_HPP

#include <deque>
#include <filesystem>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/problem.hpp"

namespace judge {

// Bit r * 4 + c set: a black piece. A round on `cell` flips these.
inline int flip_game_round(int cell) {
  int mask = 1 << cell;
  if (cell >= 4) mask |= 1 << (cell - 4);
  if (cell < 12) mask |= 1 << (cell + 4);
  if (cell % 4 > 0) mask |= 1 << (cell - 1);
  if (cell % 4 < 3) mask |= 1 << (cell + 1);
  return mask;
}

// Every board's fewest rounds to `goals` (-1: never), breadth-first.
inline std::vector<int> flip_game_distances(const std::vector<int>& goals) {
  std::vector<int> distance(1 << 16, -1);
  std::deque<int> queue;
  for (int goal : goals) distance[goal] = 0, queue.push_back(goal);
  for (; !queue.empty(); queue.pop_front())
    for (int cell = 0; cell < 16; ++cell) {
      const int next = queue.front() ^ flip_game_round(cell);
      if (distance[next] < 0) distance[next] = distance[queue.front()] + 1, queue.push_back(next);
    }
  return distance;
}

inline std::string flip_game_board(int board) {
  std::string text;
  for (int cell = 0; cell < 16; ++cell)
    text += std::string(board >> cell & 1 ? "b" : "w") + (cell % 4 == 3 ? "\n" : "");
  return text;
}

// The boards beyond the samples, by group.
inline std::vector<std::pair<std::string, std::vector<int>>> poj1753_groups() {
  const std::vector<int> either = flip_game_distances({0, 0xFFFF}), white = flip_game_distances({0}),
                         black = flip_game_distances({0xFFFF});
  std::vector<int> hard, solvable, impossible, one_colour_nearer;
  Random random(1753);
  for (int board = 0; board < 1 << 16; ++board)
    if (either[board] == 6) hard.push_back(board);
  random.shuffle(hard);
  hard.resize(10);
  while (solvable.size() < 40 || impossible.size() < 10 || one_colour_nearer.size() < 10) {
    const int board = static_cast<int>(random.below(1 << 16));
    if (either[board] < 0 && impossible.size() < 10) impossible.push_back(board);
    if (either[board] > 0 && solvable.size() < 40) solvable.push_back(board);
    // Nearer to white for the first five, then nearer to black.
    const bool white_first = one_colour_nearer.size() < 5;
    if (either[board] >= 0 && one_colour_nearer.size() < 10 &&
        (white_first ? black[board] > white[board] + 1 : white[board] > black[board] + 1))
      one_colour_nearer.push_back(board);
  }
  std::vector<int> one_round;
  for (int cell : {0, 5, 10, 15}) one_round.push_back((cell % 2 ? 0xFFFF : 0) ^ flip_game_round(cell));
  return {{"edge-one-colour", {0, 0xFFFF}},  {"edge-one-round", one_round},
          {"hard-6-rounds", hard},           {"random", solvable},
          {"random-impossible", impossible}, {"break-one-colour-only", one_colour_nearer}};
}

// One board an input (the suite's poj1753 is POJ's problem: its ID is the binary's name).
inline TestSet generate_poj1753(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "poj1753");
  for (const auto& [name, boards] : poj1753_groups())
    for (std::size_t i = 0; i < boards.size(); ++i)
      tests.push_back({name + "-" + std::to_string(i + 1), flip_game_board(boards[i])});
  return tests;
}

// One board: 16 pieces b or w, a token holding pieces of one row.
inline void poj1753_board(CaseTokens& tokens) {
  for (int cell = 0; cell < 16;) {
    const std::string token = tokens.next("a row of 4 cells w or b");
    if (token.size() > static_cast<std::size_t>(4 - cell % 4) || token.find_first_not_of("wb") != std::string::npos)
      tokens.fail("expected a row of 4 cells w or b, got " + puzzle::quoted(token));
    cell += static_cast<int>(token.size());
  }
}

// Exactly one board; boards after it are beyond the judges' limits (the binary answers each).
inline void validate_poj1753(CaseTokens& tokens) {
  if (tokens.at_end()) return tokens.beyond_limits("expected a board of 16 pieces, input is empty");
  poj1753_board(tokens);
  tokens.next_case();
  if (!tokens.at_end()) {
    tokens.beyond_limits("expected end of input after the one board, got more");
    for (; !tokens.at_end(); tokens.next_case()) poj1753_board(tokens);
  }
}

inline std::vector<Problem> poj1753_problems() {
  const std::string layout = "one board: 4 lines of 4 characters b or w";
  return with_suite_problem(
      "poj1753", "one board: 16 pieces b or w, a token holding pieces of one row", generate_poj1753, validate_poj1753,
      {Problem{"poj1753",
               "poj1753",
               "POJ 1753 \"Flip Game\"",
               "http://poj.org/problem?id=1753",
               {1.0, 65536, "its page: Time Limit: 1000MS, Memory Limit: 65536K"},
               layout,
               0,
               line_checker(1),
               generate_poj1753,
               validate_poj1753,
               nullptr},
       Problem{"timus1060",
               "poj1753",
               "Timus 1060 \"Flip Game\"",
               "https://acm.timus.ru/problem.aspx?space=1&num=1060",
               {1.0, 65536,
                "not known: no copy of its page's limits was found; chosen: POJ 1753's (the same problem), 1 s / "
                "64 MiB"},
               layout,
               0,
               line_checker(1),
               generate_poj1753,
               validate_poj1753,
               nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_POJ1753_HPP
