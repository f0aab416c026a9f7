// poj1475's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"

namespace fuzz {
namespace {

// poj1475: "Maze #k", then Impossible. or moves of N S W E n s w e with at least one push (S and B
// differ from T), then a blank line.
std::string poj1475_answer(const std::string* lines, long case_number) {
  if (lines[0] != "Maze #" + std::to_string(case_number)) return "expected 'Maze #" + std::to_string(case_number) + "'";
  if (!lines[2].empty()) return "expected a blank line after the answer";
  if (lines[1] == "Impossible.") return "";
  if (lines[1].find_first_not_of("NSWEnswe") != std::string::npos) return "expected moves of N S W E n s w e";
  return lines[1].find_first_of("NSWE") == std::string::npos ? "a solution without a push" : "";
}

// Mazes of r c and r rows until one that opens with "0".
long poj1475_mazes(const Tokens& tokens) {
  long mazes = 0, rows = 0;
  for (std::size_t first = 0; first < tokens.size() && tokens[first] != "0";
       first += 2 + static_cast<std::size_t>(rows)) {
    if (!is_decimal(tokens[first], 1, 20, rows)) return mazes;  // bad input: exits 1, not counted
    ++mazes;
  }
  return mazes;
}

const ContractRegistration poj1475_registration({"poj1475", 3, poj1475_answer, poj1475_mazes, every_input});

}  // namespace

}  // namespace fuzz
