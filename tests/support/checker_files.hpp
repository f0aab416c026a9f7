// Shared by the special judges of tests/binaries/<binary>/checker.cpp (testlib argument order: input,
// output, answer; exit 0 = accepted): the lines of an output or answer file (an output must be exact:
// LF line ends, a final newline, no trailing blanks, as docs/conventions.md says of every binary), an input's
// whitespace-separated tokens, a move string played on a 3x3 board, and the one-line rejection.
#ifndef PUZZLE_TESTS_CHECKER_FILES_HPP
#define PUZZLE_TESTS_CHECKER_FILES_HPP

#include <cctype>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

namespace checker {

// The lines of a file. Read leniently (CR and trailing blanks dropped) unless `strict`, which returns
// false with `why` set on a missing final newline, a CR or a trailing blank.
inline bool read_lines(const char* path, bool strict, std::vector<std::string>& lines, std::string& why) {
  std::ifstream in(path, std::ios::binary);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (strict && !text.empty() && text.back() != '\n') return why = "no newline after the last line", false;
  for (std::size_t begin = 0; begin < text.size();) {
    std::size_t end = text.find('\n', begin);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(begin, end - begin);
    begin = end + 1;
    if (strict && !line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
      return why = "line " + std::to_string(lines.size() + 1) + " ends in a blank or CR", false;
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
    lines.push_back(line);
  }
  return true;
}

inline std::vector<std::string> read_tokens(const char* path) {
  std::ifstream in(path);
  std::vector<std::string> tokens;
  for (std::string token; in >> token;) tokens.push_back(token);
  return tokens;
}

// Plays `moves` (u d l r, either case: where the blank goes) on a 3x3 `board` of 9 characters, '0' the
// blank; false on an illegal move or letter.
inline bool play(std::string& board, const std::string& moves) {
  for (char letter : moves) {
    const char move = static_cast<char>(std::tolower(static_cast<unsigned char>(letter)));
    const int blank = static_cast<int>(board.find('0')), row = blank / 3, col = blank % 3;
    int target = -1;
    if (move == 'u' && row > 0) target = blank - 3;
    if (move == 'd' && row < 2) target = blank + 3;
    if (move == 'l' && col > 0) target = blank - 1;
    if (move == 'r' && col < 2) target = blank + 1;
    if (target < 0) return false;
    std::swap(board[blank], board[target]);
  }
  return true;
}

// Says why case `index` (from 0) is wrong on stderr; returns the exit status of a rejection.
inline int reject(std::size_t index, const std::string& why) {
  std::cerr << "wrong answer on case " << index + 1 << ": " << why << "\n";
  return 1;
}

// The 8-puzzle's special judge, board by board (eight, uva652): where the answer is "unsolvable" the
// output must be too; elsewhere a string of u d l r that takes the board (9 characters, '0' the blank)
// to 123456780 in as many moves as the answer. 0, or reject()'s status at the first fault.
// Precondition: the three lists are equally long.
inline int check_eight_moves(const std::vector<std::string>& boards, const std::vector<std::string>& output,
                             const std::vector<std::string>& answer) {
  for (std::size_t i = 0; i < boards.size(); ++i) {
    if (answer[i] == "unsolvable") {
      if (output[i] != "unsolvable") return reject(i, "expected unsolvable, got '" + output[i] + "'");
      continue;
    }
    std::string board = boards[i];
    if (output[i].find_first_not_of("udlr") != std::string::npos || !play(board, output[i]))
      return reject(i, "illegal move in '" + output[i] + "'");
    if (board != "123456780") return reject(i, "'" + output[i] + "' does not reach the goal");
    if (output[i].size() != answer[i].size())
      return reject(i, "length " + std::to_string(output[i].size()) + ", optimal " + std::to_string(answer[i].size()));
  }
  return 0;
}

}  // namespace checker

#endif  // PUZZLE_TESTS_CHECKER_FILES_HPP
