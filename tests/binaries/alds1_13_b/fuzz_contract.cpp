// alds1_13_b's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"

namespace fuzz {
namespace {

// alds1_13_b: the fewest moves to 1 2 3 4 5 6 7 8 0, 0-31 (every board it answers is solvable).
std::string alds1_13_b_answer(const std::string* lines, long) {
  return is_decimal(lines[0], 0, 31) ? "" : "expected a number from 0 to 31";
}

const ContractRegistration alds1_13_b_registration({"alds1_13_b", 1, alds1_13_b_answer, boards_until_end<9>,
                                                    every_input});

}  // namespace

}  // namespace fuzz
