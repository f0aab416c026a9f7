// poj1753's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"

namespace fuzz {
namespace {

// poj1753: the fewest rounds 0-6 (the most any board needs), or Impossible.
std::string poj1753_answer(const std::string* lines, long) {
  return lines[0] == "Impossible" || is_decimal(lines[0], 0, 6) ? "" : "expected a number from 0 to 6 or Impossible";
}

// Boards of 16 pieces until end of input, a token holding one piece or several of one row.
long poj1753_boards(const Tokens& tokens) {
  std::size_t pieces = 0;
  for (const std::string& token : tokens) pieces += token.size();
  return static_cast<long>(pieces / 16);
}

const ContractRegistration poj1753_registration({"poj1753", 1, poj1753_answer, poj1753_boards, every_input});

}  // namespace

}  // namespace fuzz
