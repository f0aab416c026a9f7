// The blank's moves as the judges print them, a letter each: d l r u (the 8-puzzle judges), or
// D L R U (UVa 10181); and, for a learner's --show, a move's label so written. O(1) a move.
#ifndef PUZZLE_SLIDE_LETTERS_HPP
#define PUZZLE_SLIDE_LETTERS_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "puzzle/grid/grid_geometry.hpp"

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

#ifndef PUZZLE_BUNDLE  // a learner's --show (show_path, io/side_by_side.hpp); a bundle draws nothing
// A move's label: its letter as the judge prints it (d l r u, or D L R U), whatever the position.
class SlideLabel {
 public:
  explicit SlideLabel(bool uppercase) : uppercase_(uppercase) {}
  template <class Position>
  std::string operator()(const Position&, SlideMove move) const {
    return std::string(1, (uppercase_ ? "DLRU" : "dlru")[move]);
  }

 private:
  bool uppercase_;
};
#endif

}  // namespace puzzle

#endif  // PUZZLE_SLIDE_LETTERS_HPP
