// leetcode773: LeetCode 773 "Sliding Puzzle" (LintCode 941), the 2x3 board. Reads boards until end of
// input, each as LeetCode writes a test case, [[a,b,c],[d,e,f]] (blanks inside read too), or as six
// numbers, 0 the blank; prints for each the fewest moves to [[1,2,3],[4,5,0]], or -1 when none reaches it.
// Judges: LeetCode 773 "Sliding Puzzle", LintCode 941 (a command-line form: both judges call a function)
// Compile: g++ -std=c++11 -O2
#include <stdint.h>
#include <cstdio>
#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/driver/tile_board.hpp"
#include "puzzle/io/tile_tokens.hpp"
#include "puzzle/sliding/plans/five_puzzle_plan.hpp"
#include "puzzle/sliding/plans/sliding_problem.hpp"
#include "puzzle/util/holds_each_once.hpp"

namespace {

const puzzle::JudgeFormat format = puzzle::cases_until_end_of_input(
    "leetcode773",
    "usage: leetcode773 < boards\n"
    "Solves LeetCode 773 \"Sliding Puzzle\" (LintCode 941): reads 2x3 boards until end of input, each\n"
    "[[a,b,c],[d,e,f]] as LeetCode writes a test case, or six numbers 0-5 (0 the blank); prints per\n"
    "board the fewest moves to [[1,2,3],[4,5,0]], or -1 when it cannot be reached.\n");

const int cells = 6;
const char bracketed[] = "expected a board [[a,b,c],[d,e,f]] of 0-5, each once";
const puzzle::TileTokens tiles = {cells, puzzle::numbered_tile<5>, "numbers", "number",
                                  "a number 0-5 or a board [[a,b,c],[d,e,f]]"};

// The board `text` spells as [[a,b,c],[d,e,f]] (blanks removed), each cell one digit; false otherwise.
bool parse_bracketed(const std::string& text, uint8_t* board) {
  const std::string shape = "[[#,#,#],[#,#,#]]";
  if (text.size() != shape.size()) return false;
  for (std::size_t i = 0, cell = 0; i < shape.size(); ++i) {
    if (shape[i] != '#') {
      if (text[i] != shape[i]) return false;
    } else {
      if (text[i] < '0' || text[i] > '5') return false;
      board[cell++] = static_cast<uint8_t>(text[i] - '0');
    }
  }
  return puzzle::holds_each_once(board, cells);
}

class Leetcode773Problem : public puzzle::SlidingProblem {
 public:
  Leetcode773Problem() : SlidingProblem(2, 3, puzzle::five_puzzle_plan()) {}

  // A board in brackets, its tokens joined until the brackets close, or six numbers; toward 1 2 3 4 5
  // and the blank last.
  bool read(puzzle::CaseInput& in, const std::string& first, Case& boards) const {
    boards.rows = 2;
    boards.cols = 3;
    puzzle::standard_goal(cells, cells - 1, boards.goal);
    if (first[0] != '[') return puzzle::read_tile_board(in, first, tiles, boards.start);
    std::string text = first, token;
    for (int open = depth(first); open > 0; open += depth(token)) {
      if (text.size() > max_board_text) break;
      if (!in.next(token)) return in.fail(std::string(bracketed) + ", input ends after " + puzzle::quoted(text));
      text += token;
    }
    if (!parse_bracketed(text, boards.start)) return in.fail(std::string(bracketed) + ", got " + puzzle::quoted(text));
    return true;
  }

  void print(puzzle::OutputBuffer& out, long, const Case&, const Answer& answer) const {
    if (answer.outcome == puzzle::sliding_solved)
      out << static_cast<long>(answer.moves.size()) << '\n';
    else
      out << "-1\n";
  }

 private:
  // Longer than any board's text, blanks removed: past it, tokens are no longer joined.
  static const std::size_t max_board_text = 32;

  // The brackets `token` opens less those it closes.
  static int depth(const std::string& token) {
    int open = 0;
    for (std::size_t i = 0; i < token.size(); ++i) open += token[i] == '[' ? 1 : token[i] == ']' ? -1 : 0;
    return open;
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<Leetcode773Problem>(format, argc, argv, input, output, errors);
}
