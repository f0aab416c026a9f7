// poj2965's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"

namespace fuzz {
namespace {

// The count 0-16 an answer opens with, or -1.
long switchings(const std::string& line) {
  long count = -1;
  return is_decimal(line, 0, 16, count) ? count : -1;
}

std::size_t poj2965_lines(const Tokens&, long, const std::string& first_line) {
  const long count = switchings(first_line);
  return count < 0 ? 0 : static_cast<std::size_t>(count + 1);
}

// poj2965: a count N 0-16, then N switchings "row column" (1-4), distinct and in row-major order.
std::string poj2965_answer(const std::string* lines, long) {
  const long count = switchings(lines[0]);
  if (count < 0) return "expected a count from 0 to 16";
  int last = -1;
  for (long i = 1; i <= count; ++i) {
    const std::string& line = lines[i];
    if (line.size() != 3 || line[0] < '1' || line[0] > '4' || line[1] != ' ' || line[2] < '1' || line[2] > '4')
      return "expected a switching 'row column', both 1-4, got '" + line + "'";
    const int cell = (line[0] - '1') * 4 + line[2] - '1';
    if (cell <= last) return "switchings not in row-major order: '" + line + "'";
    last = cell;
  }
  return "";
}

// Boards of 16 handles until end of input, a token holding handles of one row.
long poj2965_boards(const Tokens& tokens) {
  std::size_t handles = 0;
  for (const std::string& token : tokens) handles += token.size();
  return static_cast<long>(handles / 16);
}

Contract poj2965_contract() {
  Contract contract{"poj2965", 1, poj2965_answer, poj2965_boards, every_input};
  contract.answer_lines = poj2965_lines;
  return contract;
}

const ContractRegistration poj2965_registration(poj2965_contract());

}  // namespace

}  // namespace fuzz
