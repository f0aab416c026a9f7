// Special judge for `eight` (POJ 1077 / HDU 1043), testlib argument order: checker input output answer.
// Accepts any legal move string that solves the board with the answer's length; exit 0 = accepted.
#include <iostream>
#include <string>
#include <vector>

#include "checker_files.hpp"

namespace {

// Boards of the input as 9-character strings, '0' the blank.
std::vector<std::string> read_boards(const char* path) {
  std::vector<std::string> boards;
  std::string board;
  for (const std::string& token : checker::read_tokens(path)) {
    board += token == "x" ? '0' : token[0];
    if (board.size() == 9) boards.push_back(board), board.clear();
  }
  return boards;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::cerr << "usage: eight_checker input output answer\n";
    return 2;
  }
  const std::vector<std::string> boards = read_boards(argv[1]);
  std::vector<std::string> output, answer;
  std::string why;
  if (!checker::read_lines(argv[3], false, answer, why)) return checker::reject(0, why);
  if (!checker::read_lines(argv[2], true, output, why)) return checker::reject(0, "output format: " + why);
  if (answer.size() != boards.size()) return checker::reject(0, "the answer file does not match the input");
  if (output.size() != boards.size())
    return checker::reject(
        0, "expected " + std::to_string(boards.size()) + " lines, got " + std::to_string(output.size()));
  return checker::check_eight_moves(boards, output, answer);
}
