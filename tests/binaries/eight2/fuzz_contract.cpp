// eight2's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"

namespace fuzz {
namespace {

// eight2: "Case k: d" (k the case number, d at most 31), then a move string of exactly d moves.
std::string eight2_answer(const std::string* lines, long case_number) {
  const std::string head = "Case " + std::to_string(case_number) + ": ";
  long distance = 0;
  if (lines[0].compare(0, head.size(), head) != 0 || !is_decimal(lines[0].substr(head.size()), 0, 31, distance))
    return "expected 'Case " + std::to_string(case_number) + ": d' with d 0-31";
  if (lines[1].size() != static_cast<std::size_t>(distance)) return "a move string whose length is not the distance";
  return moves_problem(lines[1], "udlr", "durl", 31);
}

const ContractRegistration eight2_registration({"eight2", 2, eight2_answer, counted_cases, every_input});

}  // namespace

}  // namespace fuzz
