// uva11212's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include <cstdlib>

#include "contract_parts.hpp"

namespace fuzz {
namespace {

// uva11212: "Case k: m", k the case's number and m the fewest operations, 0-8 (n - 1 always suffice).
std::string uva11212_answer(const std::string* lines, long case_number) {
  const std::string prefix = "Case " + std::to_string(case_number) + ": ";
  if (lines[0].compare(0, prefix.size(), prefix) != 0) return "expected '" + prefix + "' and a count";
  return is_decimal(lines[0].substr(prefix.size()), 0, 8) ? "" : "expected a count 0-8";
}

// Cases of n and n paragraphs until a lone 0: a run that exits 0 read a well-formed n before each case.
long uva11212_cases(const Tokens& tokens) {
  long cases = 0;
  for (std::size_t first = 0; first < tokens.size() && tokens[first] != "0"; ++cases)
    first += 1 + std::strtoul(tokens[first].c_str(), nullptr, 10);
  return cases;
}

const ContractRegistration uva11212_registration({"uva11212", 1, uva11212_answer, uva11212_cases, every_input});

}  // namespace

}  // namespace fuzz
