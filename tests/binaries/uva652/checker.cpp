// Special judge for `uva652` (UVa 652 "Eight"), testlib argument order: checker input output answer.
// The input is N, then N boards; the output N answers one blank line apart. Accepts any legal move
// string (u d l r) that solves its board with the answer's length, and "unsolvable" exactly where the
// answer has it; exit 0 = accepted.
#include <iostream>
#include <string>
#include <vector>

#include "checker_files.hpp"

namespace {

// Boards of the input (after the count) as 9-character strings, '0' the blank.
std::vector<std::string> read_boards(const char* path) {
  const std::vector<std::string> tokens = checker::read_tokens(path);
  std::vector<std::string> boards;
  std::string board;
  for (std::size_t i = 1; i < tokens.size(); ++i) {
    board += tokens[i] == "x" ? '0' : tokens[i][0];
    if (board.size() == 9) boards.push_back(board), board.clear();
  }
  return boards;
}

// The answers of `lines`, which must be one blank line apart; false with `why` set otherwise.
bool answers_of(const std::vector<std::string>& lines, std::vector<std::string>& answers, std::string& why) {
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (i % 2 == 0) {
      answers.push_back(lines[i]);
    } else if (!lines[i].empty()) {
      why = "line " + std::to_string(i + 1) + " should be the blank line between two answers";
      return false;
    }
  }
  if (lines.size() % 2 == 0 && !lines.empty()) return why = "a blank line after the last answer", false;
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::cerr << "usage: uva652_checker input output answer\n";
    return 2;
  }
  const std::vector<std::string> boards = read_boards(argv[1]);
  std::vector<std::string> output_lines, answer_lines, output, answer;
  std::string why;
  if (!checker::read_lines(argv[3], false, answer_lines, why) || !answers_of(answer_lines, answer, why))
    return checker::reject(0, "the answer file: " + why);
  if (!checker::read_lines(argv[2], true, output_lines, why) || !answers_of(output_lines, output, why))
    return checker::reject(0, "output format: " + why);
  if (answer.size() != boards.size()) return checker::reject(0, "the answer file does not match the input");
  if (output.size() != boards.size())
    return checker::reject(
        0, "expected " + std::to_string(boards.size()) + " answers, got " + std::to_string(output.size()));
  return checker::check_eight_moves(boards, output, answer);
}
