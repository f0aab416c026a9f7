// poj1222's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"

namespace fuzz {
namespace {

// poj1222: "PUZZLE #m", m the puzzle's number, then 5 rows of 6 digits 0 or 1, one blank apart.
std::string poj1222_answer(const std::string* lines, long case_number) {
  if (lines[0] != "PUZZLE #" + std::to_string(case_number))
    return "expected 'PUZZLE #" + std::to_string(case_number) + "', got '" + lines[0] + "'";
  for (int row = 1; row <= 5; ++row) {
    const std::string& line = lines[row];
    bool row_of_buttons = line.size() == 11;
    for (std::size_t i = 0; row_of_buttons && i < line.size(); ++i)
      row_of_buttons = i % 2 == 0 ? line[i] == '0' || line[i] == '1' : line[i] == ' ';
    if (!row_of_buttons) return "expected a row of 6 buttons 0 or 1 one blank apart, got '" + line + "'";
  }
  return "";
}

const ContractRegistration poj1222_registration({"poj1222", 6, poj1222_answer, counted_cases, every_input});

}  // namespace

}  // namespace fuzz
