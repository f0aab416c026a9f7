// poj3322's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"

namespace fuzz {
namespace {

// poj3322: the fewest rolls (at least 1: the start and the target are different cells), or Impossible.
std::string poj3322_answer(const std::string* lines, long) {
  return lines[0] == "Impossible" || is_decimal(lines[0], 1, 3 * 500 * 500)
             ? ""
             : "expected a number 1 or more, or Impossible";
}

// Maps of R C and R rows until one that opens with "0".
long poj3322_maps(const Tokens& tokens) {
  long maps = 0, rows = 0;
  for (std::size_t first = 0; first < tokens.size() && tokens[first] != "0";
       first += 2 + static_cast<std::size_t>(rows)) {
    if (!is_decimal(tokens[first], 3, 500, rows)) return maps;  // bad input: exits 1, not counted
    ++maps;
  }
  return maps;
}

const ContractRegistration poj3322_registration({"poj3322", 1, poj3322_answer, poj3322_maps, every_input});

}  // namespace

}  // namespace fuzz
