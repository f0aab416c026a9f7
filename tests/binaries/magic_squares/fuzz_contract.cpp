// magic_squares' fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"
#include "fuzz_moves.hpp"

namespace fuzz {
namespace {

// magic_squares: the length 0-22, then exactly that many letters (none: an empty line).
std::string magic_squares_answer(const std::string* lines, long) {
  long length = 0;
  if (!is_decimal(lines[0], 0, 22, length)) return "expected a length 0-22";
  if (lines[1].size() != static_cast<std::size_t>(length)) return "a move string whose length is not the first line's";
  return magic_squares_moves_problem(lines[1]);
}

const ContractRegistration magic_squares_registration({"magic_squares", 2, magic_squares_answer, boards_until_end<8>,
                                                       every_input});

}  // namespace

}  // namespace fuzz
