// eight's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"

namespace fuzz {
namespace {

// eight: the blank's moves (u d l r) of a shortest solution, at most 31; "unsolvable"; "" when solved.
std::string eight_answer(const std::string* lines, long) {
  if (lines[0] == "unsolvable") return "";
  return moves_problem(lines[0], "udlr", "durl", 31);
}

const ContractRegistration eight_registration({"eight", 1, eight_answer, boards_until_end<9>, every_input});

}  // namespace

}  // namespace fuzz
