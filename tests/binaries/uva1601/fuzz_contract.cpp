// uva1601's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"

namespace fuzz {
namespace {

// uva1601: the fewest steps (at least 1: a ghost's start and target are different cells), or -1.
std::string uva1601_answer(const std::string* lines, long) {
  return lines[0] == "-1" || is_decimal(lines[0], 1, 1000000) ? "" : "expected a number 1 or more, or -1";
}

// Maps until one that opens with "0": a map's lines split into tokens of '#' and letters, never numbers,
// so each map of an accepted input is one run of three numbers, w h n.
long uva1601_maps(const Tokens& tokens) {
  long maps = 0;
  for (std::size_t i = 0; i + 2 < tokens.size(); ++i) {
    long w = 0, h = 0, n = 0;
    if (tokens[i] == "0") break;
    if (!is_decimal(tokens[i], 4, 16, w) || !is_decimal(tokens[i + 1], 4, 16, h) || !is_decimal(tokens[i + 2], 1, 3, n))
      continue;
    ++maps;
    i += 2;
  }
  return maps;
}

const ContractRegistration registration({"uva1601", 1, uva1601_answer, uva1601_maps, every_input});

}  // namespace

}  // namespace fuzz
