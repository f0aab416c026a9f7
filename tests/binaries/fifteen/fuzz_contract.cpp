// fifteen's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include <stdint.h>

#include "contract_parts.hpp"
#include "puzzle/io/token_reader.hpp"
#include "puzzle/search/ida_star.hpp"
#include "puzzle/sliding/tiles/sliding_parity.hpp"
#include "puzzle/sliding/tiles/sliding_puzzle.hpp"

namespace fuzz {
namespace {

// fifteen: the blank's moves (L R U D), at most 80 (the farthest boards), or the sentence for unsolvable.
std::string fifteen_answer(const std::string* lines, long) {
  if (lines[0] == "This puzzle is not solvable.") return "";
  return moves_problem(lines[0], "LRUD", "RLDU", 80);
}

const ContractRegistration fifteen_registration({"fifteen", 1, fifteen_answer, counted_cases, fifteen_admits});

}  // namespace

// fifteen: admits an input when every board the binary would solve is unsolvable or solved by IDA* on
// Manhattan distance within fifteen_admitted_nodes (in all); reads the boards as the binary does, up to
// the first that is not one (where the binary stops). The binary answers with IDA* on the walking
// distance, which is never below Manhattan distance and so expands no more nodes, until it has spent
// its budget (fifteen_puzzle_plan.hpp), so one admitted input never spends that budget on its own.
// Far boards need the databases and up to a minute natively (8-10x that instrumented), which no
// fuzzing budget affords; the oracle tests cover them.
bool fifteen_admits(const Tokens& tokens) {
  static const uint8_t goal[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};
  static const puzzle::SlidingPuzzle manhattan(4, 4, goal);
  const long boards = counted_cases(tokens);
  uint64_t nodes_left = fifteen_admitted_nodes;
  for (long board = 0; board < boards && 1 + (board + 1) * 16 <= static_cast<long>(tokens.size()); ++board) {
    uint8_t tiles[16];
    unsigned seen = 0;
    for (int cell = 0; cell < 16; ++cell) {
      long tile = 0;
      if (!puzzle::parse_natural(tokens[1 + board * 16 + cell], 15, tile) || (seen >> tile & 1u)) return true;
      seen |= 1u << tile;
      tiles[cell] = static_cast<uint8_t>(tile);
    }
    if (!puzzle::is_solvable(tiles, goal, 4, 4)) continue;
    const puzzle::SearchResult<puzzle::SlideMove> result =
        puzzle::ida_star(manhattan, manhattan.make_state(tiles), puzzle::IdaStarOptions<>().budget(nodes_left));
    if (!result.found || result.expanded > nodes_left) return false;
    nodes_left -= result.expanded;
  }
  return true;
}

// A second or two instrumented, on the harness's check and again in the binary; the samples' hardest
// board (41 moves) takes 456,520 nodes.
const uint64_t fifteen_admitted_nodes = 200000;

}  // namespace fuzz
