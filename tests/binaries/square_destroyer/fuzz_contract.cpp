// square_destroyer's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"

namespace fuzz {
namespace {

// square_destroyer: the fewest sticks 0-14 (the whole 5 x 5 grid's answer, the largest).
std::string square_destroyer_answer(const std::string* lines, long) {
  return is_decimal(lines[0], 0, 14) ? "" : "expected a number from 0 to 14";
}

const ContractRegistration square_destroyer_registration({"square_destroyer", 1, square_destroyer_answer, counted_cases,
                                                          every_input});

}  // namespace

}  // namespace fuzz
