// uva10085's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"

#include <algorithm>

namespace fuzz {
namespace {

// uva10085: "Puzzle #k", a board of 0-8 in 3 rows of 3 one blank apart, the moves of the blank
// (U D L R, none undone at once: a shortest path) to it, 30 or 31 (the farthest distances), an empty
// line.
std::string uva10085_answer(const std::string* lines, long case_number) {
  if (lines[0] != "Puzzle #" + std::to_string(case_number))
    return "expected 'Puzzle #" + std::to_string(case_number) + "'";
  std::string tiles;
  for (int row = 1; row <= 3; ++row) {
    const std::string& line = lines[row];
    if (line.size() != 5 || line[1] != ' ' || line[3] != ' ') return "expected a row of 3 numbers one blank apart";
    tiles += std::string() + line[0] + line[2] + line[4];
  }
  std::sort(tiles.begin(), tiles.end());
  if (tiles != "012345678") return "expected a board of 0-8, each once";
  if (lines[4].size() != 30 && lines[4].size() != 31) return "a move string of neither 30 nor 31 moves";
  const std::string problem = moves_problem(lines[4], "UDLR", "DURL", 31);
  if (!problem.empty()) return problem;
  return lines[5].empty() ? "" : "expected an empty line after the moves";
}

const ContractRegistration uva10085_registration({"uva10085", 6, uva10085_answer, counted_cases, every_input});

}  // namespace

}  // namespace fuzz
