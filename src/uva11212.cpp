// uva11212: UVa 11212 "Editing a Book". Reads cases of n paragraphs (2-9, then a permutation of
// 1..n) until a lone 0 and prints for each "Case k: m", m the fewest cut-and-paste operations (a block
// of adjacent paragraphs cut and pasted elsewhere) that put the paragraphs in the order 1..n.
// Judges: UVa 11212 "Editing a Book" (Rujia Liu, AOAPC 2nd ed., example 7-10)
// Compile: g++ -lm -lcrypt -O2 -std=c++11 -pipe -DONLINE_JUDGE
#include <cstdio>
#include <string>

#include "puzzle/block_moves/block_sort_solver.hpp"
#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/driver/solver_problem.hpp"
#include "puzzle/search/search_model.hpp"
#ifndef PUZZLE_BUNDLE
#include "puzzle/block_moves/block_sort_lesson.hpp"
#endif

namespace {

const puzzle::JudgeFormat format = puzzle::cases_until_end_marker(
    "uva11212",
    "usage: uva11212 < cases\n"
    "Solves UVa 11212 \"Editing a Book\": reads cases until a lone 0, each n (2-9) and a permutation\n"
    "of the paragraphs 1..n. One operation cuts a block of adjacent paragraphs and pastes it\n"
    "elsewhere. Prints per case \"Case k: m\", m the fewest operations that order the paragraphs.\n",
    "cases", "0");

const int min_paragraphs = 2;  // the statement's 1 < n < 10
const int max_paragraphs = 9;

class Uva11212Problem : public puzzle::SolverProblem<puzzle::BlockSortSolver> {
 public:
#ifndef PUZZLE_BUNDLE
  typedef puzzle::BlockSortLesson Lesson;
#endif
  // The exact solver: every order has an answer (n - 1 operations always suffice), so none is over
  // its bound; were one, the run would stop there rather than print a wrong count.
  Uva11212Problem() : SolverProblem(puzzle::judge_promises_an_answer) {}

  // n, then n paragraphs; a lone 0 ends the input (the driver checks that nothing follows).
  bool read(puzzle::CaseInput& in, const std::string& first, Case& book) const {
    if (first == "0") return false;
    long value = 0;
    if (!puzzle::parse_natural(first, max_paragraphs, value) || value < min_paragraphs)
      return in.fail("expected the number of paragraphs, 2-9, or the closing 0, got " + puzzle::quoted(first));
    book.n = static_cast<int>(value);
    const std::string paragraphs_expected = "expected " + puzzle::decimal(book.n) + " paragraphs";
    unsigned seen = 0;
    std::string token;
    for (int i = 0; i < book.n; ++i) {
      if (!in.next(token)) return in.fail(paragraphs_expected + ", input ends after " + puzzle::decimal(i));
      if (!puzzle::parse_natural(token, book.n, value) || value < 1)
        return in.fail(paragraphs_expected + ", each 1-" + puzzle::decimal(book.n) + ", got " + puzzle::quoted(token));
      if (seen >> value & 1u)
        return in.fail(paragraphs_expected + ", each once, got " + puzzle::quoted(token) + " twice");
      seen |= 1u << value;
      book.books[i] = static_cast<int>(value);
    }
    return true;
  }

  void print(puzzle::OutputBuffer& out, long case_number, const Case&, const Answer& answer) const {
    out << "Case " << case_number << ": " << puzzle::fewest_moves(answer) << '\n';
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<Uva11212Problem>(format, argc, argv, input, output, errors);
}
