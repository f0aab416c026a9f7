// Estimates composed of estimates (HOG2's max and sum of heuristics, without its virtual interface):
// anything with `int estimate(const State&) const` (a pattern table, a model, a composed estimate)
// combines with another into the larger or the sum of the two, and composes again:
// max_estimate(max_estimate(a, b), c). Cost: the parts' estimates plus one addition or comparison.
// - max: admissible whenever each part is; never below either.
// - sum: admissible only when the parts count disjoint sets of moves, so that no move is paid for
//   twice: additive pattern databases (Korf & Felner 2002, "Disjoint pattern database heuristics"),
//   such as the sliding tables, which count only their own tiles' moves. Two tables of
//   tables/pattern_table.hpp count every move: their sum is not admissible, take their max.
// The parts are held by value: composing copies a pattern table once (its key_space bytes).
// To search a model with a composed estimate in place of its own: estimated_model.hpp.
#ifndef PUZZLE_COMPOSED_ESTIMATE_HPP
#define PUZZLE_COMPOSED_ESTIMATE_HPP

namespace puzzle {

// How two estimates combine.
struct LargerEstimate {
  static int combine(int first, int second) { return first < second ? second : first; }
};
struct SummedEstimate {
  static int combine(int first, int second) { return first + second; }
};

template <class Combine, class First, class Second>
class ComposedEstimate {
 public:
  ComposedEstimate(const First& first, const Second& second) : first_(first), second_(second) {}

  template <class State>
  int estimate(const State& state) const {
    return Combine::combine(first_.estimate(state), second_.estimate(state));
  }

 private:
  First first_;
  Second second_;
};

// The larger of two estimates: admissible if both are.
template <class First, class Second>
ComposedEstimate<LargerEstimate, First, Second> max_estimate(const First& first, const Second& second) {
  return ComposedEstimate<LargerEstimate, First, Second>(first, second);
}

// The sum of two estimates. Precondition: they count disjoint sets of moves (see above), or the sum
// overestimates.
template <class First, class Second>
ComposedEstimate<SummedEstimate, First, Second> sum_estimate(const First& first, const Second& second) {
  return ComposedEstimate<SummedEstimate, First, Second>(first, second);
}

}  // namespace puzzle

#endif  // PUZZLE_COMPOSED_ESTIMATE_HPP
