// poj2893's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include "contract_parts.hpp"
#include "large_board_contracts.hpp"

namespace fuzz {
namespace {

const ContractRegistration poj2893_registration({"poj2893", 1, yes_no_answer, sized_boards_until_zero<false>,
                                                 every_input});

}  // namespace
}  // namespace fuzz
