// leetcode773's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"

namespace fuzz {
namespace {

// leetcode773: the fewest moves to [[1,2,3],[4,5,0]], 0-21, or -1 when the board cannot reach it.
std::string leetcode773_answer(const std::string* lines, long) {
  return is_decimal(lines[0], -1, 21) ? "" : "expected a number from -1 to 21";
}

// Boards until end of input, each six numbers or a bracketed board, [[a,b,c],[d,e,f]], whose tokens
// run until its brackets close.
long leetcode773_boards(const Tokens& tokens) {
  long boards = 0;
  for (std::size_t at = 0; at < tokens.size(); ++boards) {
    if (tokens[at][0] != '[') {
      at += 6;
      continue;
    }
    for (int open = 0; at < tokens.size();) {
      for (char c : tokens[at++]) open += c == '[' ? 1 : c == ']' ? -1 : 0;
      if (open <= 0) break;
    }
  }
  return boards;
}

const ContractRegistration leetcode773_registration({"leetcode773", 1, leetcode773_answer, leetcode773_boards,
                                                     every_input});

}  // namespace

}  // namespace fuzz
