// hdu4127's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include <cstdlib>

#include "contract_parts.hpp"

namespace fuzz {
namespace {

// hdu4127: the fewest moves, 0-63 (a move takes in at least one cell of at most 64).
std::string hdu4127_answer(const std::string* lines, long) {
  return is_decimal(lines[0], 0, 63) ? "" : "expected a number from 0 to 63";
}

// Boards of N and N x N colours until a lone 0: a run that exits 0 read a well-formed N before each.
long hdu4127_boards(const Tokens& tokens) {
  long boards = 0;
  for (std::size_t first = 0; first < tokens.size() && tokens[first] != "0"; ++boards) {
    const std::size_t side = std::strtoul(tokens[first].c_str(), nullptr, 10);
    first += 1 + side * side;
  }
  return boards;
}

const ContractRegistration hdu4127_registration({"hdu4127", 1, hdu4127_answer, hdu4127_boards, every_input});

}  // namespace

}  // namespace fuzz
