// The sliding solvers as the binaries use them, tuned by measurement: the goals, which pattern
// databases, and how many IDA* nodes on Manhattan distance before building a table or databases pays
// (ski rental, search/ski_rental.hpp). Every tuned constant of the sliding binaries is here, with the
// benchmark that chose it.
#ifndef PUZZLE_SLIDING_PRESETS_HPP
#define PUZZLE_SLIDING_PRESETS_HPP

#include <stdint.h>
#include <vector>

#include "puzzle/sliding/sliding_pair_solver.hpp"
#include "puzzle/sliding/sliding_pdb_solver.hpp"
#include "puzzle/sliding/sliding_solver.hpp"

namespace puzzle {

// For the 15-puzzle with goal 1..15 then the blank: three patterns of 5 tiles, the top row and 8,
// then 5 6 9 10 13, then 7 11 12 14 15 (chosen by bench/fifteen_bench; README says why): 3 x 16^5 bytes = 3 MiB.
inline std::vector<std::vector<uint8_t> > fifteen_puzzle_patterns() {
  const uint8_t first[] = {1, 2, 3, 4, 8}, second[] = {5, 6, 9, 10, 13}, third[] = {7, 11, 12, 14, 15};
  std::vector<std::vector<uint8_t> > patterns;
  patterns.push_back(std::vector<uint8_t>(first, first + 5));
  patterns.push_back(std::vector<uint8_t>(second, second + 5));
  patterns.push_back(std::vector<uint8_t>(third, third + 5));
  return patterns;
}

// Measured by bench/fifteen_bench: building those databases takes as long as IDA* on Manhattan
// distance expanding about this many nodes.
inline uint64_t fifteen_puzzle_build_cost_in_nodes() { return 15000000; }

// For 3x3 boards: the first four tiles of the standard goal and the last four (reading order), two
// databases of 3,024 placements (64 KB each by key) per goal blank cell, built in 3-4 ms.
inline SlidingPairSolver::Patterns eight_puzzle_patterns() {
  const uint8_t first[] = {1, 2, 3, 4}, second[] = {5, 6, 7, 8};
  SlidingPairSolver::Patterns patterns;
  patterns.push_back(std::vector<uint8_t>(first, first + 4));
  patterns.push_back(std::vector<uint8_t>(second, second + 4));
  return patterns;
}

// Measured by bench/eight2_bench: building those two databases takes as long as IDA* on Manhattan
// distance expanding about this many nodes.
inline uint64_t eight_puzzle_build_cost_in_nodes() { return 50000; }

// Measured by bench/eight_bench: IDA* on Manhattan distance answers the first boards until it has
// expanded this many nodes, a few hardest boards' worth, about what building the table of all 181,440
// boards costs (~10 ms); so one board or a short file never pays for the table.
inline uint64_t eight_puzzle_table_cost_in_nodes() { return 60000; }

// The 8-puzzle with goal 1 2 ... 8 then the blank, as `eight` solves it.
class EightPuzzleSolver : public SlidingSolver {
 public:
  EightPuzzleSolver() : SlidingSolver(3, 3, goal(), eight_puzzle_table_cost_in_nodes()) {}

 private:
  static const uint8_t* goal() {
    static const uint8_t tiles[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
    return tiles;
  }
};

// The 15-puzzle with goal 1 2 ... 15 then the blank, as `fifteen` solves it.
class FifteenPuzzleSolver : public SlidingPdbSolver {
 public:
  FifteenPuzzleSolver()
      : SlidingPdbSolver(4, 4, goal(), fifteen_puzzle_patterns(), fifteen_puzzle_build_cost_in_nodes()) {}

 private:
  static const uint8_t* goal() {
    static const uint8_t tiles[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};
    return tiles;
  }
};

// Any 3x3 start and goal, as `eight2` solves them.
class EightPuzzlePairSolver : public SlidingPairSolver {
 public:
  EightPuzzlePairSolver() : SlidingPairSolver(3, 3, eight_puzzle_patterns(), eight_puzzle_build_cost_in_nodes()) {}
};

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_PRESETS_HPP
