// The generators of a permutation group on n <= 32 points, the moves of puzzles that only permute
// pieces (no blank): generator g sends the piece on point p to point image(g, p). O(1) per query;
// construction O(generators^2 x n), which also checks the preconditions (assert).
#ifndef PUZZLE_PERMUTATION_GROUP_HPP
#define PUZZLE_PERMUTATION_GROUP_HPP

#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/util/holds_each_once.hpp"

namespace puzzle {

// Most generators a group may have (the max_branching of every search model built on it, which
// sizes stack arrays; each model reports its own group's count as branching()): enough for
// every block move of 10 points (C(11, 3) = 165; see block_moves/block_move.hpp), the most points
// the Cayley graph takes.
const int max_generators = 165;
// Most points a group may act on (sets of points are 32-bit masks).
const int max_group_points = 32;

class PermutationGenerators {
 public:
  // Precondition: 1 <= points <= max_group_points; 1 <= images.size() <= max_generators; each
  // images[g] holds 0..points-1 once each; the set is closed under inverses (the inverse of each
  // generator is one of them), so that every move can be undone by a move.
  PermutationGenerators(int points, const std::vector<std::vector<uint8_t> >& images)
      : points_(points), count_(static_cast<int>(images.size())), inverse_(images.size(), -1) {
    assert(1 <= points && points <= max_group_points && "PermutationGenerators: 1-32 points");
    assert(1 <= count_ && count_ <= max_generators && "PermutationGenerators: 1 to max_generators generators");
    for (int g = 0; g < count_; ++g) {
      assert(static_cast<int>(images[g].size()) == points && holds_each_once(&images[g][0], points) &&
             "PermutationGenerators: an image is not a permutation of the points");
      images_.insert(images_.end(), images[g].begin(), images[g].end());
    }
    for (int g = 0; g < count_; ++g) {
      for (int h = 0; h < count_ && inverse_[g] < 0; ++h)
        if (undoes(h, g)) inverse_[g] = h;
      assert(inverse_[g] >= 0 && "PermutationGenerators: not closed under inverses");
    }
  }

  int points() const { return points_; }
  int count() const { return count_; }
  // Every generator, as the moves of a state of a model over this group (any state has them all):
  // writes 0..count()-1 to out and returns count().
  int write_moves(int* out) const {
    for (int g = 0; g < count_; ++g) out[g] = g;
    return count_;
  }
  // The point the generator sends `point` to.
  int image(int generator, int point) const { return images_[generator * points_ + point]; }
  // The generator that undoes `generator` (the first such, in generator order).
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
