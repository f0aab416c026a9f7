// luogu1379's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"

namespace fuzz {
namespace {

// luogu1379: the fewest moves to 123804765, 0-30 (the farthest boards from a centre blank).
std::string luogu1379_answer(const std::string* lines, long) {
  return is_decimal(lines[0], 0, 30) ? "" : "expected a number from 0 to 30";
}

const ContractRegistration luogu1379_registration({"luogu1379", 1, luogu1379_answer, boards_until_end<1>, every_input});

}  // namespace

}  // namespace fuzz
