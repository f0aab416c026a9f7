// acwing845's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"

namespace fuzz {
namespace {

// acwing845: the fewest moves to 1 2 3 4 5 6 7 8 x, 0-31, or -1 when the board cannot reach it.
std::string acwing845_answer(const std::string* lines, long) {
  return is_decimal(lines[0], -1, 31) ? "" : "expected a number from -1 to 31";
}

const ContractRegistration acwing845_registration({"acwing845", 1, acwing845_answer, boards_until_end<9>, every_input});

}  // namespace

}  // namespace fuzz
