// knights' fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"

namespace fuzz {
namespace {

// knights: the fewest moves 0-15, or -1.
std::string knights_answer(const std::string* lines, long) {
  return is_decimal(lines[0], -1, 15) ? "" : "expected a number from -1 to 15";
}

const ContractRegistration knights_registration({"knights", 1, knights_answer, counted_cases, every_input});

}  // namespace

}  // namespace fuzz
