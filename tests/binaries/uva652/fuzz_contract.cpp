// uva652's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"

namespace fuzz {
namespace {

// uva652: the blank's moves (u d l r) of a shortest solution, at most 31, or "unsolvable"; "" when
// solved. Answers one blank line apart.
std::string uva652_answer(const std::string* lines, long) {
  if (lines[0] == "unsolvable") return "";
  return moves_problem(lines[0], "udlr", "durl", 31);
}

const ContractRegistration uva652_registration({"uva652", 1, uva652_answer, counted_cases, every_input,
                                                blank_line_between});

}  // namespace

}  // namespace fuzz
