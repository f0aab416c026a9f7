// rotation_game's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"

namespace fuzz {
namespace {

// rotation_game: the moves A-H of a shortest solution (none undone at once: A/F, B/E, C/H, D/G are
// inverses) or "No moves needed", then the centre's symbol 1-3.
std::string rotation_game_answer(const std::string* lines, long) {
  if (lines[0] != "No moves needed") {
    if (lines[0].empty()) return "an empty move line (expected 'No moves needed')";
    const std::string problem = moves_problem(lines[0], "ABCDEFGH", "FEHGBADC", std::string::npos);
    if (!problem.empty()) return problem;
  }
  return lines[1] == "1" || lines[1] == "2" || lines[1] == "3" ? "" : "expected the centre's symbol 1-3";
}

const ContractRegistration rotation_game_registration({"rotation_game", 2, rotation_game_answer, cases_until_zero<24>,
                                                       every_input});

}  // namespace

}  // namespace fuzz
