// Magic Squares' move strings as a fuzz contract checks them (magic_squares and hdu1430 print the same
// moves): the letters A-C, at most 22 (the farthest boards), none that a shorter sequence replaces at
// once: AA (nothing), BBBB or CCCC (nothing, B and C having order 4). O(length).
#ifndef FUZZ_MAGIC_SQUARES_MOVES_HPP
#define FUZZ_MAGIC_SQUARES_MOVES_HPP

#include "contract_parts.hpp"

namespace fuzz {

inline std::string magic_squares_moves_problem(const std::string& moves) {
  const std::string problem = moves_problem(moves, "ABC", "A  ", 22);
  if (!problem.empty()) return problem;
  if (moves.find("BBBB") != std::string::npos || moves.find("CCCC") != std::string::npos)
    return "a move string that turns B or C four times, so not a shortest one";
  return "";
}

}  // namespace fuzz

#endif  // FUZZ_MAGIC_SQUARES_MOVES_HPP
