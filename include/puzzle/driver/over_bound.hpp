// A case whose answer went over a bound that the judge promises no case exceeds: a binary never turns
// it into an answer. exceeded_bound(answer) says which bound an answer went over (-1: none), for the
// answers that can say so (search/search_model.hpp's SearchResult; a family's own answer type adds its
// overload beside it); over_bound_error writes the answers before the case, then one line on stderr
// naming the case and the bound, and returns exit status 5. Where the judge's statement defines the
// answer beyond a bound (Booksort's "5 or more", the knights' -1), that answer is printed instead and
// this is not used (solver_problem.hpp: bound_is_an_answer). O(1).
#ifndef PUZZLE_OVER_BOUND_HPP
#define PUZZLE_OVER_BOUND_HPP

#include <cstdio>

#include "puzzle/driver/input_error.hpp"
#include "puzzle/io/decimal.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/search/search_model.hpp"

namespace puzzle {

// The exit status of a run stopped by a case over a promised bound.
const int over_bound_status = 5;

// An answer that cannot go over a bound.
template <class Answer>
int exceeded_bound(const Answer&) {
  return -1;
}

// A search's answer: the cost bound it stopped at, if it did.
template <class Move>
int exceeded_bound(const SearchResult<Move>& result) {
  return result.over_bound ? result.bound : -1;
}

inline int over_bound_error(OutputBuffer& answers, std::FILE* err, const char* program, long long case_number,
                            int bound) {
  answers.flush();
  if (answers.write_error() != 0) return stream_error(err, program, "write the answers", answers.write_error());
  std::fprintf(err, "%s: case %s: no answer within the bound of %s moves, which the judge promises no case exceeds\n",
               program, decimal(case_number).c_str(), decimal(bound).c_str());
  return over_bound_status;
}

}  // namespace puzzle

#endif  // PUZZLE_OVER_BOUND_HPP
