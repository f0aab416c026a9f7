// booksort: POJ 3460 "Booksort". Reads T shelves (n, then a permutation of the books 1..n) and prints
// for each the fewest block moves (a block of books taken out and put back elsewhere) that sort it,
// or "5 or more".
// Judges: POJ 3460 "Booksort", AcWing 180, Luogu P10488
// Compile: g++ -std=gnu++98 -O2
#include <cstdio>
#include <string>

#include "puzzle/block_moves/block_sort_solver.hpp"
#include "puzzle/io/command_line.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/io/token_reader.hpp"
#include "puzzle/search/search_model.hpp"
#ifdef PUZZLE_BUNDLE  // judges pass no options
#include "puzzle/io/no_lessons.hpp"
typedef puzzle::NoLessons Lessons;
#else  // the learners' options --show, --stats (README, "Learning with the suite")
#include "puzzle/block_moves/block_sort_lessons.hpp"
typedef puzzle::BlockSortLessons Lessons;
#endif

namespace {

const char program[] = "booksort";
const char usage[] =
    "usage: booksort < cases\n"
    "Solves POJ 3460 \"Booksort\": reads T, then T cases of n (1-15) and n books, a permutation of\n"
    "1..n. One operation takes a block of adjacent books out and puts it back elsewhere. Prints per\n"
    "case the fewest operations that sort the books ascending, or \"5 or more\".\n";

const int max_books = 15;
const int max_answer = 4;  // more operations are all "5 or more"

// Reads case `case_number` of `case_count`: n and n books, into n and books. On bad input returns
// false with `error` set to what was expected and found.
bool read_case(puzzle::TokenReader& in, long case_number, long case_count, int& n, int* books, std::string& error) {
  std::string token;
  long value = 0;
  if (!in.next(token)) {
    error = "expected T = " + puzzle::decimal(case_count) + " cases, input ends after " + puzzle::decimal(case_number - 1);
    return false;
  }
  if (!puzzle::parse_natural(token, max_books, value) || value < 1) {
    error = "expected the number of books, 1-15, got " + puzzle::quoted(token);
    return false;
  }
  n = static_cast<int>(value);
  const std::string books_expected = "expected " + puzzle::decimal(n) + " books";
  unsigned seen = 0;
  for (int i = 0; i < n; ++i) {
    if (!in.next(token)) {
      error = books_expected + ", input ends after " + puzzle::decimal(i);
      return false;
    }
    if (!puzzle::parse_natural(token, n, value) || value < 1) {
      error = books_expected + ", each 1-" + puzzle::decimal(n) + ", got " + puzzle::quoted(token);
      return false;
    }
    if (seen >> value & 1u) {
      error = books_expected + ", each once, got " + puzzle::quoted(token) + " twice";
      return false;
    }
    seen |= 1u << value;
    books[i] = static_cast<int>(value);
  }
  return true;
}

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  int exit_code = 0;
  Lessons lessons(program, errors);
  if (lessons.handle_command_line(argc, argv, usage, output, exit_code)) return exit_code;

  puzzle::TokenReader in(input);
  puzzle::OutputBuffer out(output);
  long case_count = 0;
  if (!puzzle::read_case_count(in, out, errors, program, "cases", case_count, exit_code)) return exit_code;

  const puzzle::BlockSortSolver solver(max_answer, lessons.monitor());
  for (long case_number = 1; case_number <= case_count; ++case_number) {
    int n = 0, books[max_books];
    std::string error;
    if (!read_case(in, case_number, case_count, n, books, error)) {
      return puzzle::input_error(out, errors, program, case_number, error);
    }
    const puzzle::SearchResult<puzzle::BlockMove> result = solver.solve(books, n);
    if (result.found) {
      out << puzzle::fewest_moves(result) << '\n';
    } else {
      out << "5 or more\n";
    }
    lessons.answered(out, books, n, result);
    out.end_case();
  }
  return puzzle::expect_end_of_input(in, out, errors, program, "cases", case_count);
}

// The judges run the program on the standard streams; a test or fuzz target defines PUZZLE_NO_MAIN and
// calls run() on streams of its own.
#ifndef PUZZLE_NO_MAIN
int main(int argc, char** argv) { return run(argc, argv, stdin, stdout, stderr); }
#endif
