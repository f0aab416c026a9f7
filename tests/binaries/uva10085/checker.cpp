// Special judge for `uva10085` (UVa 10085 "The most distant state"), testlib argument order: checker
// input output answer. The input is N, then N boards of numbers (0 the blank); each case's output is
// "Puzzle #k", a board in 3 rows, the moves of the blank (U D L R), an empty line. Accepts any board
// as far from the start as the answer's (its move string's length: the answer is a shortest path to a
// farthest board) with a move string that reaches it from the start in that many moves; the distance
// is checked by a breadth-first search from the start (sliding_oracle.hpp). Exit 0 = accepted.
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include "checker_files.hpp"
#include "sliding_oracle.hpp"

namespace {

const std::size_t lines_per_case = 6;

// Boards of the input (after the count) as 9-character strings, '0' the blank.
std::vector<std::string> read_boards(const char* path) {
  const std::vector<std::string> tokens = checker::read_tokens(path);
  std::vector<std::string> boards;
  std::string board;
  for (std::size_t i = 1; i < tokens.size(); ++i) {
    board += tokens[i];
    if (board.size() == 9) boards.push_back(board), board.clear();
  }
  return boards;
}

// The board that rows "a b c" spell, or "" if they are not 3 rows of 3 digits one blank apart.
std::string board_of(const std::string* rows) {
  std::string board;
  for (int row = 0; row < 3; ++row) {
    const std::string& line = rows[row];
    if (line.size() != 5 || line[1] != ' ' || line[3] != ' ') return "";
    board += std::string() + line[0] + line[2] + line[4];
  }
  return board;
}

sliding_oracle::Board tiles_of(const std::string& board) {
  sliding_oracle::Board tiles;
  for (char c : board) tiles.push_back(c - '0');
  return tiles;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::cerr << "usage: uva10085_checker input output answer\n";
    return 2;
  }
  const std::vector<std::string> boards = read_boards(argv[1]);
  std::vector<std::string> output, answer;
  std::string why;
  if (!checker::read_lines(argv[3], false, answer, why)) return checker::reject(0, why);
  if (!checker::read_lines(argv[2], true, output, why)) return checker::reject(0, "output format: " + why);
  if (answer.size() != lines_per_case * boards.size())
    return checker::reject(0, "the answer file does not match the input");
  if (output.size() != lines_per_case * boards.size())
    return checker::reject(0, "expected " + std::to_string(lines_per_case * boards.size()) + " lines, got " +
                                  std::to_string(output.size()));
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const std::string* lines = &output[lines_per_case * i];
    const std::string& moves = lines[4];
    const std::size_t farthest = answer[lines_per_case * i + 4].size();
    if (lines[0] != "Puzzle #" + std::to_string(i + 1))
      return checker::reject(i, "expected 'Puzzle #" + std::to_string(i + 1) + "'");
    if (!lines[5].empty()) return checker::reject(i, "expected an empty line after the moves");
    const std::string printed = board_of(lines + 1);
    std::string sorted = printed;
    std::sort(sorted.begin(), sorted.end());
    if (sorted != "012345678") return checker::reject(i, "expected a board of 0-8 in 3 rows of 3, one blank apart");
    std::string board = boards[i];
    if (moves.find_first_not_of("UDLR") != std::string::npos || !checker::play(board, moves))
      return checker::reject(i, "illegal move in '" + moves + "'");
    if (board != printed) return checker::reject(i, "'" + moves + "' does not lead to the board printed");
    if (moves.size() != farthest)
      return checker::reject(
          i, std::to_string(moves.size()) + " moves; the farthest boards are " + std::to_string(farthest) + " away");
    const std::vector<int> distance = sliding_oracle::distances_from(tiles_of(boards[i]), 3);
    if (distance[sliding_oracle::encode(tiles_of(printed))] != static_cast<int>(farthest))
      return checker::reject(i, "the board printed is " +
                                    std::to_string(distance[sliding_oracle::encode(tiles_of(printed))]) +
                                    " moves from the start, not " + std::to_string(farthest));
  }
  return 0;
}
