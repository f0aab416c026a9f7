// Checkers: whether an output is accepted, given the input and our answer, as a judge decides, and if
// not, the first fault in words. Three kinds; each problem's file (problems/<binary>.hpp) says which:
//   by line       every line equal to the answer's, except for blanks (spaces, tabs, CR) at the end of
//                 a line and empty lines at the end of the output (docs/judge.md gives the judges' rule)
//   move strings  a sliding puzzle's special judge: per board, any move string that solves it (within
//                 the judge's longest), or the judge's line for an unsolvable board exactly when it is
//                 unsolvable; the problem says how its input lists the boards, and whether the
//                 answers stand one blank line apart (UVa 652)
//   verdict and moves  the same, with a verdict line first (acm.mipt.ru 091): per board "YES" and a
//                 move string that solves it (none for a solved board), or the unsolvable line ("NO")
//                 exactly when it is unsolvable
//   farthest      UVa 10085's special judge (farthest_states): per 3x3 start, "Puzzle #k", any board
//                 as far from the start as any (its distance by a breadth-first table per blank cell,
//                 the tiles renamed), the blank's moves that reach it, and an empty line
//   own           a special judge of the problem's own (its file, problems/<binary>.hpp: POJ 2965's
//                 switchings in any order), given the input, the output and our answer
// and, with --strict, byte for byte against our answer: the shortest, canonical, exact output the
// suite guarantees. O(output + answer + input), and for farthest at most 9 tables of 9! distances.
#ifndef JUDGE_CHECKERS_HPP
#define JUDGE_CHECKERS_HPP

#include <algorithm>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "judge/permutation_bfs.hpp"
#include "judge/sliding_board.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/io/decimal.hpp"

namespace judge {

enum CheckerKind { by_line, move_strings, verdict_and_moves, farthest_states, own_checker };

// What a move-string judge needs of its problem.
struct MoveRules {
  MoveLetters letters;
  std::string unsolvable;                                  // the line for an unsolvable board
  long max_moves;                                          // the longest move string accepted
  std::vector<Tiles> (*boards)(const std::string& input);  // the boards of an input, in order
  bool blank_line_between = false;  // the answers stand one blank line apart (UVa's multiple input)
};

struct CheckResult;

struct Checker {
  CheckerKind kind;
  std::string rule;    // in words, for --list
  int lines_per_case;  // output lines per case, to name the case of a difference
  MoveRules moves;     // move_strings, verdict_and_moves and farthest_states (its width, letters and boards)
  // own_checker: whether `output` answers `input`, given our `answer`.
  CheckResult (*own)(const std::string& input, const std::string& output, const std::string& answer) = nullptr;
};

// The checker of a problem whose answers are unique.
inline Checker line_checker(int lines_per_case) {
  return Checker{by_line, "line by line; blanks at line ends and empty lines at the end ignored", lines_per_case,
                 MoveRules()};
}

struct CheckResult {
  bool accepted;
  std::string why;  // the first fault, when not accepted
};

inline CheckResult accepted() { return CheckResult{true, ""}; }
inline CheckResult rejected(const std::string& why) { return CheckResult{false, why}; }

// The lines of a text as the judges compare them: blanks at the end of each line and empty lines at
// the end of the text removed.
inline std::vector<std::string> judged_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r')) line.pop_back();
    lines.push_back(line);
  }
  while (!lines.empty() && lines.back().empty()) lines.pop_back();
  return lines;
}

// A line of output as a message shows it: in single quotes, spaces as they are, other bytes outside
// printable ASCII as \xNN, cut to its first 64 bytes with "..." after.
inline std::string quoted_line(const std::string& line) {
  const std::size_t shown_bytes = 64;
  std::string text = "'";
  for (std::size_t i = 0; i < line.size() && i < shown_bytes; ++i)
    puzzle::append_shown_byte(text, static_cast<unsigned char>(line[i]), true);
  return text + (line.size() > shown_bytes ? "'..." : "'");
}

// A line as a WA message names it: quoted, or "an empty line".
inline std::string shown(const std::string& line) { return line.empty() ? "an empty line" : quoted_line(line); }

inline std::string case_of_line(std::size_t line, int lines_per_case) {
  return "case " + puzzle::decimal(static_cast<long>(line) / lines_per_case + 1);
}

// Line by line against the answer; `lines_per_case` names the case of a line in the message.
inline CheckResult check_lines(const std::string& output, const std::string& answer, int lines_per_case) {
  const std::vector<std::string> got = judged_lines(output), expected = judged_lines(answer);
  for (std::size_t line = 0; line < expected.size(); ++line) {
    if (line >= got.size())
      return rejected(case_of_line(line, lines_per_case) + ": expected " + shown(expected[line]) +
                      ", got end of output");
    if (got[line] != expected[line])
      return rejected(case_of_line(line, lines_per_case) + ": expected " + shown(expected[line]) + ", got " +
                      shown(got[line]));
  }
  if (got.size() > expected.size())
    return rejected("expected end of output after " + puzzle::decimal(static_cast<long>(expected.size())) +
                    " lines, got " + shown(got[expected.size()]));
  return accepted();
}

// One board's line under a move-string judge.
inline CheckResult check_move_line(const Tiles& start, const std::string& line, const MoveRules& rules) {
  const bool solvable = is_solvable(start);
  if (line == rules.unsolvable) return solvable ? rejected("the board is solvable, got " + shown(line)) : accepted();
  if (!solvable) return rejected("expected '" + rules.unsolvable + "' (the board is unsolvable), got " + shown(line));
  if (static_cast<long>(line.size()) > rules.max_moves)
    return rejected(puzzle::decimal(static_cast<long>(line.size())) + " moves, the judge accepts at most " +
                    puzzle::decimal(rules.max_moves));
  Tiles board = start;
  const int wrong = play_moves(board, line, rules.letters);
  if (wrong >= 0) {
    const char move = line[static_cast<std::size_t>(wrong)];
    return rejected("move " + puzzle::decimal(wrong + 1) + " of " + shown(line) + " ('" + std::string(1, move) + "') " +
                    (is_move_letter(move, rules.letters) ? "takes the blank off the board" : "is not a move letter"));
  }
  if (board != goal_board(board_width(start))) return rejected(shown(line) + " does not reach the goal");
  return accepted();
}

// Per board, under a move-string judge: the lines beyond the output's end count as empty (a solved
// board's answer is an empty line); with blank_line_between, every other line must be empty.
inline CheckResult check_moves(const std::string& input, const std::string& output, const MoveRules& rules) {
  const std::vector<Tiles> boards = rules.boards(input);
  const std::vector<std::string> got = judged_lines(output);
  const std::size_t stride = rules.blank_line_between ? 2 : 1;
  const auto line = [&got](std::size_t at) { return at < got.size() ? got[at] : std::string(); };
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const CheckResult result = check_move_line(boards[i], line(i * stride), rules);
    if (!result.accepted) return rejected(case_of_line(i, 1) + ": " + result.why);
    if (stride == 2 && i + 1 < boards.size() && !line(i * stride + 1).empty())
      return rejected(case_of_line(i, 1) + ": expected an empty line after its answer, got " +
                      shown(line(i * stride + 1)));
  }
  const std::size_t lines = boards.empty() ? 0 : (boards.size() - 1) * stride + 1;
  if (got.size() > lines)
    return rejected("expected end of output after " + puzzle::decimal(static_cast<long>(lines)) + " lines, got " +
                    shown(got[lines]));
  return accepted();
}

// Distances from a 3x3 start, for the farthest judge. The start's tiles are renamed onto the board
// with the start's blank cell and tiles 1-8 in reading order around it (renaming moves nothing), whose
// breadth-first table is made when first needed: at most one per blank cell.
class StartDistances {
 public:
  explicit StartDistances(const Tiles& start) : rename_(grid_cells) {
    const int blank = blank_cell(start);
    Tiles base(grid_cells);
    for (int cell = 0, tile = 1; cell < grid_cells; ++cell) base[cell] = cell == blank ? 0 : tile++;
    for (int cell = 0; cell < grid_cells; ++cell) rename_[start[cell]] = base[cell];
    static std::vector<std::int8_t> tables[grid_cells];
    static int largest[grid_cells];
    if (tables[blank].empty()) {
      tables[blank] = distances_from(base, sliding_neighbours);
      largest[blank] = *std::max_element(tables[blank].begin(), tables[blank].end());
    }
    table_ = &tables[blank];
    largest_ = largest[blank];
  }
  int to(const Tiles& board) const {
    Tiles renamed(grid_cells);
    for (int cell = 0; cell < grid_cells; ++cell) renamed[cell] = rename_[board[cell]];
    return (*table_)[puzzle::rank_permutation(renamed.data(), grid_cells)];
  }
  int largest() const { return largest_; }

 private:
  Tiles rename_;
  const std::vector<std::int8_t>* table_;
  int largest_;
};

// A row of 3 numbers one blank apart, appended to `board`; false otherwise.
inline bool read_board_row(const std::string& line, Tiles& board) {
  if (line.size() != 5 || line[1] != ' ' || line[3] != ' ') return false;
  for (int i = 0; i < 3; ++i) {
    const char c = line[static_cast<std::size_t>(2 * i)];
    if (c < '0' || c > '8') return false;
    board.push_back(c - '0');
  }
  return true;
}

// Per start, under UVa 10085's judge: "Puzzle #k", a board of 0-8 in 3 rows, as far from the start as
// any, the moves that take the start there, and an empty line (the lines beyond the output's end count
// as empty).
inline CheckResult check_farthest(const std::string& input, const std::string& output, const MoveRules& rules) {
  const std::vector<Tiles> starts = rules.boards(input);
  const std::vector<std::string> got = judged_lines(output);
  const auto line = [&got](std::size_t at) { return at < got.size() ? got[at] : std::string(); };
  for (std::size_t i = 0; i < starts.size(); ++i) {
    const std::string where = case_of_line(i, 1) + ": ";
    const std::size_t first = i * 6;
    const std::string head = "Puzzle #" + puzzle::decimal(static_cast<long>(i + 1));
    if (line(first) != head) return rejected(where + "expected " + quoted_line(head) + ", got " + shown(line(first)));
    Tiles board;
    for (std::size_t row = 1; row <= 3; ++row)
      if (!read_board_row(line(first + row), board))
        return rejected(where + "expected a row of 3 numbers 0-8 one blank apart, got " + shown(line(first + row)));
    Tiles sorted = board;
    std::sort(sorted.begin(), sorted.end());
    for (int tile = 0; tile < grid_cells; ++tile)
      if (sorted[tile] != tile) return rejected(where + "the board does not hold each of 0-8 once");
    const StartDistances distances(starts[i]);
    const int distance = distances.to(board);
    if (distance != distances.largest())
      return rejected(where + "the board is " + puzzle::decimal(distance) + " moves from the start, the farthest are " +
                      puzzle::decimal(distances.largest()));
    Tiles played = starts[i];
    const std::string& moves = line(first + 4);
    const int wrong = play_moves(played, moves, rules.letters);
    if (wrong >= 0)
      return rejected(where + "move " + puzzle::decimal(wrong + 1) + " of " + shown(moves) +
                      " takes the blank off the board or is not a move letter");
    if (played != board) return rejected(where + shown(moves) + " does not reach the board");
    if (!line(first + 5).empty())
      return rejected(where + "expected an empty line after the moves, got " + shown(line(first + 5)));
  }
  if (got.size() > starts.size() * 6)
    return rejected("expected end of output after " + puzzle::decimal(static_cast<long>(starts.size() * 6)) +
                    " lines, got " + shown(got[starts.size() * 6]));
  return accepted();
}

// Per board, under a verdict-and-moves judge: "YES" then its move line (left out for a solved board:
// the lines beyond the output's end count as empty), or the unsolvable line.
inline CheckResult check_verdicts_and_moves(const std::string& input, const std::string& output,
                                            const MoveRules& rules) {
  const std::vector<Tiles> boards = rules.boards(input);
  const std::vector<std::string> got = judged_lines(output);
  std::size_t line = 0;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const std::string verdict = line < got.size() ? got[line] : "";
    ++line;
    if (verdict == rules.unsolvable) {
      if (is_solvable(boards[i]))
        return rejected(case_of_line(i, 1) + ": the board is solvable, got " + shown(verdict));
      continue;
    }
    if (verdict != "YES")
      return rejected(case_of_line(i, 1) + ": expected YES or '" + rules.unsolvable + "', got " + shown(verdict));
    if (!is_solvable(boards[i]))
      return rejected(case_of_line(i, 1) + ": expected '" + rules.unsolvable +
                      "' (the board is unsolvable), got 'YES'");
    const bool solved = boards[i] == goal_board(board_width(boards[i]));
    const std::string moves = solved || line >= got.size() ? "" : got[line++];
    const CheckResult result = check_move_line(boards[i], moves, rules);
    if (!result.accepted) return rejected(case_of_line(i, 1) + ": " + result.why);
  }
  if (got.size() > line)
    return rejected("expected end of output after " + puzzle::decimal(static_cast<long>(line)) + " lines, got " +
                    shown(got[line]));
  return accepted();
}

// Byte for byte (--strict): the first differing line, or the missing or extra final newline.
inline CheckResult check_exact(const std::string& output, const std::string& answer, int lines_per_case) {
  if (output == answer) return accepted();
  const auto split = [](const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
  };
  const std::vector<std::string> got = split(output), expected = split(answer);
  for (std::size_t line = 0; line < expected.size(); ++line)
    if (line >= got.size() || got[line] != expected[line])
      return rejected(case_of_line(line, lines_per_case) + ": expected exactly " + quoted_line(expected[line]) +
                      " (--strict: shortest, smallest, byte for byte), got " +
                      (line < got.size() ? quoted_line(got[line]) : std::string("end of output")));
  if (got.size() > expected.size())
    return rejected("--strict: expected end of output, got " + quoted_line(got[expected.size()]));
  return rejected("--strict: expected the output to end with one newline, as the answer does");
}

inline CheckResult check_output(const Checker& checker, bool strict, const std::string& input,
                                const std::string& output, const std::string& answer) {
  const CheckResult judged = checker.kind == by_line        ? check_lines(output, answer, checker.lines_per_case)
                             : checker.kind == move_strings ? check_moves(input, output, checker.moves)
                             : checker.kind == verdict_and_moves
                                 ? check_verdicts_and_moves(input, output, checker.moves)
                             : checker.kind == own_checker ? checker.own(input, output, answer)
                                                           : check_farthest(input, output, checker.moves);
  if (!judged.accepted || !strict) return judged;
  return check_exact(output, answer, checker.lines_per_case);
}

}  // namespace judge

#endif  // JUDGE_CHECKERS_HPP
