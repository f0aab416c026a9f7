// Special judge for `eight` (POJ 1077 / HDU 1043), testlib argument order: checker input output answer.
// Accepts any legal move string that solves the board with the answer's length; exit 0 = accepted.
#include <cstdio>
#include <fstream>
#include <iterator>
#include <iostream>
#include <string>
#include <vector>

namespace {

// The lines of a file. The answer file is read leniently (CR and trailing blanks dropped); the output
// must be exact, as docs/conventions.md says of every binary: LF line ends, a final newline, no trailing blanks.
// Returns false with `why` set if a strict file breaks that.
bool read_lines(const char* path, bool strict, std::vector<std::string>& lines, std::string& why) {
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

// Boards of the input as 9-character strings, '0' the blank; tokens are whitespace-separated.
std::vector<std::string> read_boards(const char* path) {
  std::ifstream in(path);
  std::vector<std::string> boards;
  std::string board;
  for (std::string token; in >> token;) {
    board += token == "x" ? '0' : token[0];
    if (board.size() == 9) boards.push_back(board), board.clear();
  }
  return boards;
}

// Plays `moves` (u d l r: where the blank goes) on `board`; false on an illegal move or letter.
bool play(std::string& board, const std::string& moves) {
  for (char move : moves) {
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

int reject(std::size_t index, const std::string& why) {
  std::cerr << "wrong answer on board " << index + 1 << ": " << why << "\n";
  return 1;
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
  if (!read_lines(argv[3], false, answer, why)) return reject(0, why);
  if (!read_lines(argv[2], true, output, why)) return reject(0, "output format: " + why);
  if (answer.size() != boards.size()) return reject(0, "the answer file does not match the input");
  if (output.size() != boards.size())
    return reject(0, "expected " + std::to_string(boards.size()) + " lines, got " + std::to_string(output.size()));
  for (std::size_t i = 0; i < boards.size(); ++i) {
    if (answer[i] == "unsolvable") {
      if (output[i] != "unsolvable") return reject(i, "expected unsolvable, got '" + output[i] + "'");
      continue;
    }
    std::string board = boards[i];
    if (!play(board, output[i])) return reject(i, "illegal move in '" + output[i] + "'");
    if (board != "123456780") return reject(i, "'" + output[i] + "' does not reach the goal");
    if (output[i].size() != answer[i].size())
      return reject(i, "length " + std::to_string(output[i].size()) + ", optimal " + std::to_string(answer[i].size()));
  }
  return 0;
}
