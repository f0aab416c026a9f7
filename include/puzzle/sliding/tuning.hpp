// Every tuned constant of the sliding binaries, each with the benchmark that chose it: the pattern
// partitions of the databases, how long the move sequences pruned, and how many nodes of the cheap
// search (IDA* on Manhattan or walking distance) are worth a table or the databases (ski rental,
// search/ski_rental.hpp). Constants only, so a bundle inlines no solver it
// does not use; the tuned solvers are sliding/eight_puzzle_solver.hpp, fifteen_puzzle_solver.hpp and
// eight_puzzle_pair_solver.hpp.
#ifndef PUZZLE_SLIDING_TUNING_HPP
#define PUZZLE_SLIDING_TUNING_HPP

#include <stdint.h>
#include <vector>

namespace puzzle {

typedef std::vector<std::vector<uint8_t> > TilePatterns;

// For the 15-puzzle with goal 1..15 then the blank: three patterns of 5 tiles, 1 2 3 6 7 (top left),
// 4 8 11 12 15 (right), 5 9 10 13 14 (bottom left); the fewest nodes of the 27 partitions into
// connected patterns of 5 (chosen by bench/fifteen_bench; README says why): 3 x 16^5 bytes = 3 MiB.
inline TilePatterns fifteen_puzzle_patterns() {
  const uint8_t first[] = {1, 2, 3, 6, 7}, second[] = {4, 8, 11, 12, 15}, third[] = {5, 9, 10, 13, 14};
  TilePatterns patterns;
  patterns.push_back(std::vector<uint8_t>(first, first + 5));
  patterns.push_back(std::vector<uint8_t>(second, second + 5));
  patterns.push_back(std::vector<uint8_t>(third, third + 5));
  return patterns;
}

// Measured by bench/fifteen_bench: building those databases (and the move-pruning automaton) takes
// as long as IDA* on the walking distance expanding about this many nodes.
inline uint64_t fifteen_puzzle_build_cost_in_nodes() { return 10000000; }

// Measured by bench/fifteen_bench: the search on the databases prunes every sequence of up to this
// many moves that an earlier one, no longer, replaces (sliding_move_pruning.hpp).
enum { fifteen_puzzle_pruning_length = 12 };

// For 3x3 boards: the first four tiles of the standard goal and the last four (reading order), two
// databases of 3,024 placements (64 KB each by key) per goal blank cell, built in 3-4 ms.
inline TilePatterns eight_puzzle_patterns() {
  const uint8_t first[] = {1, 2, 3, 4}, second[] = {5, 6, 7, 8};
  TilePatterns patterns;
  patterns.push_back(std::vector<uint8_t>(first, first + 4));
  patterns.push_back(std::vector<uint8_t>(second, second + 4));
  return patterns;
}

// Measured by bench/eight2_bench: building those two databases (0.8-1 ms) takes as long as IDA* on
// the walking distance expanding about this many nodes.
inline uint64_t eight_puzzle_build_cost_in_nodes() { return 30000; }

// IDA* on Manhattan distance answers the first boards until it has expanded this many nodes, two
// hardest boards' worth (15,000 each), so one or two boards never wait for the table. The table of
// all 181,440 boards costs more (bench/eight_bench: ~270 thousand nodes, 5-6 ms), but renting that
// long would make 1,000 random boards ~15% slower; renting this long costs them ~7%.
inline uint64_t eight_puzzle_table_cost_in_nodes() { return 30000; }

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_TUNING_HPP
