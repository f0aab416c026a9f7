// The generators of a permutation group on n <= 32 points, the moves of puzzles that only permute
// pieces (no blank): generator g sends the piece on point p to point image(g, p). The generators given
// are the moves; if they are not closed under inverses (one-way moves: Magic Squares' B and C turn a
// row and a square a quarter, and no move turns them back), the missing inverses follow them as
// generators that are no move, which the searches that walk edges backward apply (backward moves,
// search/search_model.hpp). O(1) per query; construction O(generators^2 x n), which also checks the
// preconditions (assert).
#ifndef PUZZLE_PERMUTATION_GROUP_HPP
#define PUZZLE_PERMUTATION_GROUP_HPP

#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/util/holds_each_once.hpp"

namespace puzzle {

// Most generators a group may have, its moves and the inverses added: enough for every block move of
// 10 points (C(11, 3) = 165; see block_moves/block_move.hpp), the most points the Cayley graph takes.
const int max_generators = 165;
// Most points a group may act on (sets of points are 32-bit masks).
const int max_group_points = 32;
// The most moves of a group model unless it says another bound (ArrangementGraph, CayleyGraph and
// PlacementGraph: BasicCayleyGraph<MaxMoves> and its kin declare MaxMoves as their max_branching,
// which sizes the searches' arrays of moves): every group of this suite but booksort's block moves.
const int max_group_moves = 16;

class PermutationGenerators {
 public:
  // The moves: images[m] for move m. Precondition: 1 <= points <= max_group_points; images not empty;
  // each images[m] holds 0..points-1 once each; with the inverses added (those no move is), at most
  // max_generators generators.
  PermutationGenerators(int points, const std::vector<std::vector<uint8_t> >& images)
      : points_(points), moves_(static_cast<int>(images.size())) {
    assert(1 <= points && points <= max_group_points && "PermutationGenerators: 1-32 points");
    assert(1 <= moves_ && moves_ <= max_generators && "PermutationGenerators: 1 to max_generators generators");
    for (int m = 0; m < moves_; ++m) {
      assert(static_cast<int>(images[m].size()) == points && holds_each_once(&images[m][0], points) &&
             "PermutationGenerators: an image is not a permutation of the points");
      images_.insert(images_.end(), images[m].begin(), images[m].end());
    }
    count_ = moves_;
    for (int m = 0; m < moves_; ++m) {
      int undoing = first_undoing(m);
      if (undoing < 0) {  // a one-way move: its inverse becomes a generator
        assert(count_ < max_generators && "PermutationGenerators: 1 to max_generators generators");
        images_.resize(images_.size() + points_);
        for (int point = 0; point < points_; ++point)
          images_[count_ * points_ + image(m, point)] = static_cast<uint8_t>(point);
        undoing = count_++;
      }
      inverse_.push_back(undoing);
    }
    for (int g = moves_; g < count_; ++g) inverse_.push_back(first_undoing(g));
  }

  int points() const { return points_; }
  // The generators: the moves, then the inverses added (none when the moves are closed under inverses).
  int count() const { return count_; }
  // The moves: generators 0..moves()-1.
  int moves() const { return moves_; }
  // Whether some move's inverse is no move (a generator added after the moves).
  bool one_way() const { return count_ > moves_; }
  // The moves of a state of a model over this group (any state has them all): writes 0..moves()-1
  // to out and returns moves().
  int write_moves(int* out) const {
    for (int m = 0; m < moves_; ++m) out[m] = m;
    return moves_;
  }
  // The generators that step back along each move, inverse(m) for every move m in move order: a
  // state's parents are its images under them. Writes moves() generators to out and returns moves().
  int write_backward_moves(int* out) const {
    for (int m = 0; m < moves_; ++m) out[m] = inverse_[m];
    return moves_;
  }
  // The point the generator sends `point` to.
  int image(int generator, int point) const { return images_[generator * points_ + point]; }
  // The generator that undoes `generator` (the first such, in generator order: a move where one does).
  int inverse(int generator) const { return inverse_[generator]; }

 private:
  // The first generator so far that undoes g, or -1.
  int first_undoing(int g) const {
    for (int h = 0; h < count_; ++h)
      if (undoes(h, g)) return h;
    return -1;
  }
  bool undoes(int h, int g) const {
    for (int point = 0; point < points_; ++point)
      if (image(h, image(g, point)) != point) return false;
    return true;
  }

  int points_;
  int moves_;
  int count_;
  std::vector<uint8_t> images_;  // images_[g * points + p] = image(g, p)
  std::vector<int> inverse_;
};

// `generators`, checked to have at most `max_moves` moves (asserted): what a group model declares.
inline const PermutationGenerators& within_moves(const PermutationGenerators& generators, int max_moves) {
  assert(generators.moves() <= max_moves && "group model: more moves than its MaxMoves, its max_branching");
  (void)max_moves;  // read by the assert only
  return generators;
}

}  // namespace puzzle

#endif  // PUZZLE_PERMUTATION_GROUP_HPP
