// luogu1312's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an
// accepted input asks for, which inputs its fuzz targets run. Registered with the others by being
// linked in (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"

namespace fuzz {
namespace {

// A case's tokens: n, then 5 columns each ended by "0".
std::size_t luogu1312_case_end(const Tokens& tokens, std::size_t first) {
  std::size_t at = first + 1;
  for (int column = 0; column < 5 && at < tokens.size(); ++at)
    if (tokens[at] == "0") ++column;
  return at;
}

// Boards until end of input.
long luogu1312_cases(const Tokens& tokens) {
  long cases = 0;
  for (std::size_t first = 0; first < tokens.size(); first = luogu1312_case_end(tokens, first)) ++cases;
  return cases;
}

// An answer is "-1", or n lines of moves: n is the case's first token.
std::size_t luogu1312_answer_lines(const Tokens& tokens, long case_number, const std::string& first_line) {
  if (first_line == "-1") return 1;
  std::size_t first = 0;
  for (long i = 1; i < case_number && first < tokens.size(); ++i) first = luogu1312_case_end(tokens, first);
  long n = 0;
  return first < tokens.size() && is_decimal(tokens[first], 1, 5, n) ? static_cast<std::size_t>(n) : 0;
}

// An answer: -1, or moves "x y g": x 0-4, y 0-6, g 1 or -1 (never off the board), each a line; the
// harness ends the answer with an empty line.
std::string luogu1312_answer(const std::string* lines, long) {
  if (lines[0] == "-1") return lines[1].empty() ? "" : "expected nothing after -1";
  for (const std::string* line = lines; !line->empty(); ++line) {
    const std::size_t first = line->find(' '), second = line->find(' ', first == std::string::npos ? 0 : first + 1);
    long x = 0, y = 0, g = 0;
    if (first == std::string::npos || second == std::string::npos || !is_decimal(line->substr(0, first), 0, 4, x) ||
        !is_decimal(line->substr(first + 1, second - first - 1), 0, 6, y) ||
        !is_decimal(line->substr(second + 1), -1, 1, g) || g == 0 || x + g < 0 || x + g > 4)
      return "expected -1 or a move \"x y g\" (x 0-4, y 0-6, g 1 or -1 within the board), got '" + *line + "'";
  }
  return "";
}

const ContractRegistration luogu1312_registration({"luogu1312", 1, luogu1312_answer, luogu1312_cases, every_input,
                                                   adjacent, luogu1312_answer_lines});

}  // namespace

}  // namespace fuzz
