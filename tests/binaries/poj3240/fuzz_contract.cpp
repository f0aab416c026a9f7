// poj3240's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"

namespace fuzz {
namespace {

// poj3240: the blank's moves (L R U D), none undone at once, at most 10,000 (10 x 10 boards take about
// 2,200), or "No Answer!"; an empty line for a board already solved.
std::string poj3240_answer(const std::string* lines, long) {
  if (lines[0] == "No Answer!") return "";
  return moves_problem(lines[0], "LRUD", "RLDU", 10000);
}

// One board: any token asks for its answer.
long one_board(const Tokens& tokens) { return tokens.empty() ? 0 : 1; }

const ContractRegistration poj3240_registration({"poj3240", 1, poj3240_answer, one_board, every_input});

}  // namespace
}  // namespace fuzz
