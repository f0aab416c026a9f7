// cubic's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"

namespace fuzz {
namespace {

// cubic: the fewest moves 0-30, or -1.
std::string cubic_answer(const std::string* lines, long) {
  return is_decimal(lines[0], -1, 30) ? "" : "expected a number from -1 to 30";
}

const ContractRegistration cubic_registration({"cubic", 1, cubic_answer, cases_until_zero<11>, every_input});

}  // namespace

}  // namespace fuzz
