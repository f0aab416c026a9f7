// The generators of a permutation group on n <= 16 points, the moves of puzzles that only permute
// pieces (no blank): generator g sends the piece on point p to point image(g, p). O(1) per query.
#ifndef PUZZLE_PERMUTATION_GROUP_HPP
#define PUZZLE_PERMUTATION_GROUP_HPP

#include <cassert>
#include <stdint.h>
#include <vector>

namespace puzzle {

// Most generators a group may have (the branching of the search models built on it): enough for
// every block move of 10 points (C(11, 3) = 165; see block_moves/block_move.hpp), the most points
// the Cayley graph takes.
const int max_generators = 165;

class PermutationGenerators {
 public:
  // Precondition: 1 <= points <= 16; 1 <= images.size() <= max_generators; each images[g] holds
  // 0..points-1 once each; the set is closed under inverses (the inverse of each generator is one).
  PermutationGenerators(int points, const std::vector<std::vector<uint8_t> >& images)
      : points_(points), count_(static_cast<int>(images.size())), inverse_(images.size(), 0) {
    assert(1 <= points && points <= 16 && "PermutationGenerators: 1-16 points");
    assert(!images.empty() && images.size() <= static_cast<std::size_t>(max_generators) &&
           "PermutationGenerators: 1 to max_generators generators");
    for (int g = 0; g < count_; ++g) images_.insert(images_.end(), images[g].begin(), images[g].end());
    for (int g = 0; g < count_; ++g)
      for (int h = 0; h < count_; ++h)
        if (undoes(h, g)) inverse_[g] = h;
  }

  int points() const { return points_; }
  int count() const { return count_; }
  // The point the generator sends `point` to.
  int image(int generator, int point) const { return images_[generator * points_ + point]; }
  // The generator that undoes `generator`.
  int inverse(int generator) const { return inverse_[generator]; }

 private:
  bool undoes(int h, int g) const {
    for (int point = 0; point < points_; ++point)
      if (image(h, image(g, point)) != point) return false;
    return true;
  }

  int points_;
  int count_;
  std::vector<uint8_t> images_;  // images_[g * points + p] = image(g, p)
  std::vector<int> inverse_;
};

}  // namespace puzzle

#endif  // PUZZLE_PERMUTATION_GROUP_HPP
