// alds1_13_c's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an
// accepted input asks for, which inputs its fuzz targets run. Registered with the others by being linked
// in (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"
#include "large_board_contracts.hpp"

namespace fuzz {
namespace {

// alds1_13_c: the fewest moves, 0-80.
std::string alds1_13_c_answer(const std::string* lines, long) {
  return is_decimal(lines[0], 0, 80) ? "" : "expected a number from 0 to 80";
}

const ContractRegistration alds1_13_c_registration({"alds1_13_c", 1, alds1_13_c_answer, boards_until_end<16>,
                                                    uncounted_fifteen_boards_admit});

}  // namespace
}  // namespace fuzz
