// rotation's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"

namespace fuzz {
namespace {

// rotation: "Case #k: N" with N 0-8 (the largest distance), or "Case #k: No Solution!".
std::string rotation_answer(const std::string* lines, long case_number) {
  const std::string head = "Case #" + std::to_string(case_number) + ": ";
  if (lines[0].compare(0, head.size(), head) != 0) return "expected 'Case #" + std::to_string(case_number) + ": '";
  const std::string rest = lines[0].substr(head.size());
  return rest == "No Solution!" || is_decimal(rest, 0, 8) ? "" : "expected 0-8 or 'No Solution!' after the case";
}

const ContractRegistration rotation_registration({"rotation", 1, rotation_answer, counted_cases, every_input});

}  // namespace

}  // namespace fuzz
