// The blank's moves as the judges print them, a letter each: d l r u (the 8-puzzle judges), or
// D L R U (UVa 10181). O(1) a move.
#ifndef PUZZLE_SLIDE_LETTERS_HPP
#define PUZZLE_SLIDE_LETTERS_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "puzzle/sliding/sliding_geometry.hpp"

namespace puzzle {

// Lowercase letter of a move as the 8-puzzle judges print it: d, l, r, u.
inline char slide_letter(SlideMove move) { return "dlru"[move]; }

// The moves as judges print them, a letter each: d l r u, or D L R U when `uppercase`, written into
// `letters` (its memory reused: a loop over many boards allocates nothing).
inline void slide_letters(const std::vector<SlideMove>& moves, std::string& letters, bool uppercase = false) {
  const char* const alphabet = uppercase ? "DLRU" : "dlru";
  letters.resize(moves.size());
  for (std::size_t i = 0; i < moves.size(); ++i) letters[i] = alphabet[moves[i]];
}
inline std::string slide_letters(const std::vector<SlideMove>& moves, bool uppercase = false) {
  std::string letters;
  slide_letters(moves, letters, uppercase);
  return letters;
}

}  // namespace puzzle

#endif  // PUZZLE_SLIDE_LETTERS_HPP
