// booksort: POJ 3460 "Booksort". Reads T shelves (n, then a permutation of the books 1..n) and prints
// for each the fewest block moves (a block of books taken out and put back elsewhere) that sort it,
// or "5 or more".
// Judges: POJ 3460 "Booksort", AcWing 180, Luogu P10488
// Compile: g++ -std=gnu++98 -O2
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

const puzzle::JudgeFormat format = puzzle::counted_cases(
    "booksort",
    "usage: booksort < cases\n"
    "Solves POJ 3460 \"Booksort\": reads T, then T cases of n (1-15) and n books, a permutation of\n"
    "1..n. One operation takes a block of adjacent books out and puts it back elsewhere. Prints per\n"
    "case the fewest operations that sort the books ascending, or \"5 or more\".\n",
    "T", "cases");

const int max_books = 15;
// More operations are all "5 or more": the judge's own answer beyond the bound (bound_is_an_answer). A
// judge that wants every distance takes the exact solver instead, BlockSortSolver() (n - 1 moves
// always suffice), or stops on a case over the bound (judge_promises_an_answer: exit status 5).
const int max_answer = 4;

class BooksortProblem : public puzzle::SolverProblem<puzzle::BlockSortSolver> {
 public:
#ifndef PUZZLE_BUNDLE
  typedef puzzle::BlockSortLesson Lesson;
#endif
  BooksortProblem() : SolverProblem(max_answer, puzzle::bound_is_an_answer) {}

  // n, then n books.
  bool read(puzzle::CaseInput& in, const std::string& first, Case& shelf) const {
    long value = 0;
    if (!puzzle::parse_natural(first, max_books, value) || value < 1)
      return in.fail("expected the number of books, 1-15, got " + puzzle::quoted(first));
    shelf.n = static_cast<int>(value);
    const std::string books_expected = "expected " + puzzle::decimal(shelf.n) + " books";
    unsigned seen = 0;
    std::string token;
    for (int i = 0; i < shelf.n; ++i) {
      if (!in.next(token)) return in.fail(books_expected + ", input ends after " + puzzle::decimal(i));
      if (!puzzle::parse_natural(token, shelf.n, value) || value < 1)
        return in.fail(books_expected + ", each 1-" + puzzle::decimal(shelf.n) + ", got " + puzzle::quoted(token));
      if (seen >> value & 1u) return in.fail(books_expected + ", each once, got " + puzzle::quoted(token) + " twice");
      seen |= 1u << value;
      shelf.books[i] = static_cast<int>(value);
    }
    return true;
  }

  void print(puzzle::OutputBuffer& out, long, const Case&, const Answer& answer) const {
    if (answer.found)
      out << puzzle::fewest_moves(answer) << '\n';
    else
      out << "5 or more\n";
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<BooksortProblem>(format, argc, argv, input, output, errors);
}
