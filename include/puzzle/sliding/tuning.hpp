// Every tuned constant of the sliding binaries, each with the benchmark that chose it: the pattern
// partitions of the databases, and how many IDA* nodes on Manhattan distance are worth a table or the
// databases (ski rental, search/ski_rental.hpp). Constants only, so a bundle inlines no solver it
// does not use; the tuned solvers are sliding/eight_puzzle_solver.hpp, fifteen_puzzle_solver.hpp and
// eight_puzzle_pair_solver.hpp.
#ifndef PUZZLE_SLIDING_TUNING_HPP
#define PUZZLE_SLIDING_TUNING_HPP

#include <stdint.h>
#include <vector>

namespace puzzle {

typedef std::vector<std::vector<uint8_t> > TilePatterns;

// For the 15-puzzle with goal 1..15 then the blank: three patterns of 5 tiles, the top row and 8,
// then 5 6 9 10 13, then 7 11 12 14 15 (chosen by bench/fifteen_bench; README says why): 3 x 16^5 bytes = 3 MiB.
inline TilePatterns fifteen_puzzle_patterns() {
  const uint8_t first[] = {1, 2, 3, 4, 8}, second[] = {5, 6, 9, 10, 13}, third[] = {7, 11, 12, 14, 15};
  TilePatterns patterns;
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
inline TilePatterns eight_puzzle_patterns() {
  const uint8_t first[] = {1, 2, 3, 4}, second[] = {5, 6, 7, 8};
  TilePatterns patterns;
  patterns.push_back(std::vector<uint8_t>(first, first + 4));
  patterns.push_back(std::vector<uint8_t>(second, second + 4));
  return patterns;
}

// Measured by bench/eight2_bench: building those two databases takes as long as IDA* on Manhattan
// distance expanding about this many nodes.
inline uint64_t eight_puzzle_build_cost_in_nodes() { return 50000; }

// IDA* on Manhattan distance answers the first boards until it has expanded this many nodes, two
// hardest boards' worth (15,000 each), so one or two boards never wait for the table. The table of
// all 181,440 boards costs more (bench/eight_bench: ~270 thousand nodes, 5-6 ms), but renting that
// long would make 1,000 random boards ~15% slower; renting this long costs them ~7%.
inline uint64_t eight_puzzle_table_cost_in_nodes() { return 30000; }

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_TUNING_HPP
