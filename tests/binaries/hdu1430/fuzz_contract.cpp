// hdu1430's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"
#include "../magic_squares/fuzz_moves.hpp"

namespace fuzz {
namespace {

// hdu1430: the move string (an empty line for none).
std::string hdu1430_answer(const std::string* lines, long) { return magic_squares_moves_problem(lines[0]); }

const ContractRegistration hdu1430_registration({"hdu1430", 1, hdu1430_answer, boards_until_end<2>, every_input});

}  // namespace

}  // namespace fuzz
