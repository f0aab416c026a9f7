// rotation: UESTC 485 "Game" (docs/binaries/rotation.md). T cases of a start board (1-9) and a target
// (1-9 or *); per case "Case #k: N" or "Case #k: No Solution!", checked line by line. Its tests: the
// samples, the edges, 300 cases at the largest distance, and 1,000 cases (T at its limit).
// Costs: one breadth-first search over the 9!/2 boards.
#ifndef JUDGE_PROBLEMS_ROTATION_HPP
#define JUDGE_PROBLEMS_ROTATION_HPP

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "judge/generators.hpp"
#include "judge/permutation_bfs.hpp"
#include "judge/problem.hpp"

namespace judge {

// The 12 moves: each row rotated left and right, each column up and down.
inline void rotation_neighbours(const Tiles& board, std::vector<Tiles>& out) {
  for (int line = 0; line < 6; ++line) {
    const int first = line < 3 ? 3 * line : line - 3, step = line < 3 ? 1 : 3;
    for (int shift = 1; shift <= 2; ++shift) {
      out.push_back(board);
      for (int i = 0; i < 3; ++i)
        out.back()[static_cast<std::size_t>(first + step * i)] = board[static_cast<std::size_t>(first + step * ((i + shift) % 3))];
    }
  }
}

// Tiles 0-8 shown as 1-9; -1 as the wildcard *.
inline std::string rotation_board(const Tiles& board) {
  std::string text;
  for (std::size_t cell = 0; cell < board.size(); ++cell) {
    text += board[cell] < 0 ? std::string("*") : std::to_string(board[cell] + 1);
    text += cell % 3 == 2 ? "\n" : " ";
  }
  return text;
}

inline std::string rotation_cases(const std::vector<std::pair<Tiles, Tiles> >& cases) {
  std::string text = std::to_string(cases.size()) + "\n";
  for (const auto& one : cases) text += rotation_board(one.first) + rotation_board(one.second);
  return text;
}

// `target` with `wildcards` random cells made *.
inline Tiles with_wildcards(Random& random, Tiles target, int wildcards) {
  Tiles cells = random_tiles(random, 9);
  for (int i = 0; i < wildcards; ++i) target[static_cast<std::size_t>(cells[static_cast<std::size_t>(i)])] = -1;
  return target;
}

inline TestSet generate_rotation(const std::filesystem::path& source_dir) {
  Random random(485);
  TestSet tests = samples(source_dir, "rotation");
  const Tiles start = random_tiles(random, 9);
  tests.push_back({"edge-edges",
                   rotation_cases({{start, start},
                                   {start, with_wildcards(random, start, 9)},
                                   {start, other_parity(start)},
                                   {start, with_wildcards(random, other_parity(start), 1)},
                                   {start, with_wildcards(random, random_tiles(random, 9), 2)}})});
  const std::vector<Tiles> deepest = farthest(distances_from(in_order(9), rotation_neighbours));
  std::vector<std::pair<Tiles, Tiles> > cases;
  for (int i = 0; i < 300; ++i) {
    const Tiles names = random_tiles(random, 9), deep = deepest[random.below(deepest.size())];
    Tiles target(9);
    for (std::size_t cell = 0; cell < 9; ++cell) target[cell] = names[static_cast<std::size_t>(deep[cell])];
    cases.push_back(std::make_pair(names, target));
  }
  tests.push_back({"hard-8-moves", rotation_cases(cases)});
  cases.clear();
  for (int i = 0; i < 1000; ++i)
    cases.push_back(std::make_pair(random_tiles(random, 9), with_wildcards(random, random_tiles(random, 9), i % 10)));
  tests.push_back({"break-search-per-case-1000", rotation_cases(cases)});
  return tests;
}

// rotation (UESTC 485): T (1-1000), then T cases: a start board, the tiles 1-9 once each, and a target
// of 1-9 or *, its digits distinct.
inline void validate_rotation(CaseTokens& tokens) {
  const long count = tokens.number("the number of cases T, 1-1000", 1, 1000);
  const std::vector<std::string> names = numbered(9, 1, "");
  for (long i = 0; i < count; ++i, tokens.next_case()) {
    tiles_once(tokens, names, 9, "a tile 1-9 in the start board");
    tiles_once(tokens, names, 9, "a tile 1-9 or * in the target", "tile", "*");
  }
  tokens.expect_end("the " + puzzle::decimal(count) + " cases announced");
}

inline std::vector<Problem> rotation_problems() {
  return {Problem{"rotation", "UESTC 485", 1.0, 64,
                  "chosen: UESTC 485's are not known (https://cdoj.site/d/lutece/p/Lutece0485); 1 s lets a table "
                  "through and stops a search per case on 1,000 cases",
                  line_checker(1), generate_rotation, validate_rotation, nullptr}};
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_ROTATION_HPP
