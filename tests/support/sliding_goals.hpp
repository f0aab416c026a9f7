// Shared by the tests of the sliding core that start from or aim at the 15-puzzle's standard goal:
// the board as the core takes it, tiles by cell in reading order, 1 to 15 and the blank (0) last.
#ifndef PUZZLE_TESTS_SLIDING_GOALS_HPP
#define PUZZLE_TESTS_SLIDING_GOALS_HPP

#include <cstdint>

namespace sliding_goals {

const std::uint8_t goal4[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};

}  // namespace sliding_goals

#endif  // PUZZLE_TESTS_SLIDING_GOALS_HPP
