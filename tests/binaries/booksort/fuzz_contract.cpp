// booksort's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"

namespace fuzz {
namespace {

// booksort: the fewest operations 0-4, or "5 or more".
std::string booksort_answer(const std::string* lines, long) {
  return lines[0] == "5 or more" || is_decimal(lines[0], 0, 4) ? "" : "expected 0-4 or '5 or more'";
}

const ContractRegistration booksort_registration({"booksort", 1, booksort_answer, counted_cases, every_input});

}  // namespace

}  // namespace fuzz
