// The pieces a binary's fuzz contract is written with (tests/binaries/<binary>/fuzz_contract.cpp):
// the input's tokens, checks of numbers and move strings, the usual ways a format asks for answers,
// and the registration that puts a contract beside the others (fuzz/contracts.cpp). Tools code: C++17.
#ifndef PUZZLE_FUZZ_CONTRACT_PARTS_HPP
#define PUZZLE_FUZZ_CONTRACT_PARTS_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "contracts.hpp"

namespace fuzz {

typedef std::vector<std::string> Tokens;

// `text` as a decimal integer in [low, high], written as the binaries write integers (a minus sign
// only when negative, no leading zeros); false for anything else.
bool is_decimal(const std::string& text, long low, long high, long& value);
bool is_decimal(const std::string& text, long low, long high);

// What is wrong with a move string, or "": only `letters`, at most `max_length` of them, and no move
// followed at once by its inverse (`inverses[i]` undoes `letters[i]`), which no shortest solution does.
std::string moves_problem(const std::string& moves, const std::string& letters, const std::string& inverses,
                          std::size_t max_length);

// ---- answers asked for, per format ----

// Boards of `size` tokens until end of input (eight, acwing845, alds1_13_b; luogu1379's board is one
// token).
template <int size>
long boards_until_end(const Tokens& tokens) {
  return static_cast<long>(tokens.size() / size);
}

// Cases of `size` tokens until a case that opens with "0" (cubic's "0 0", rotation_game's "0"), or
// until end of input.
template <std::size_t size>
long cases_until_zero(const Tokens& tokens) {
  long cases = 0;
  for (std::size_t first = 0; first < tokens.size() && tokens[first] != "0"; first += size) ++cases;
  return cases;
}

// A count T, then T cases (uva652, uva10085, eight2, fifteen, rotation, booksort); an empty input
// asks for none.
long counted_cases(const Tokens& tokens);

// Admits every input (every binary but those whose legitimate work has no useful bound).
bool every_input(const Tokens& tokens);

// fifteen's admission (a count, then boards it solves quickly: tests/binaries/fifteen/fuzz_contract.cpp),
// shared by the binaries that read the same boards (alds1_13_c, mipt091).
bool fifteen_admits(const Tokens& tokens);

// ---- a binary's contract ----

// The problem with answer `case_number` (its lines_per_answer lines from `lines`; an answer of varying
// length, its lines then an empty line: answer_lines), or "".
typedef std::string (*AnswerCheck)(const std::string* lines, long case_number);
// How many answers a run that exits 0 prints for these input tokens.
typedef long (*AnswerCount)(const Tokens& tokens);
// Whether a fuzz target runs the binary on an input with these tokens.
typedef bool (*Admission)(const Tokens& tokens);

// For answers of a varying number of lines (luogu1312: n moves, or -1; poj2965: a count N, then N
// lines): how many lines answer `case_number` takes, from the input's tokens and its first line; 0
// when it cannot be one.
typedef std::size_t (*AnswerLines)(const Tokens& tokens, long case_number, const std::string& first_line);

// How the answers follow each other: line after line, or one blank line apart (UVa's multiple input).
enum AnswerSeparation { adjacent, blank_line_between };

struct Contract {
  const char* binary;
  std::size_t lines_per_answer;
  AnswerCheck answer_problem;
  AnswerCount answers_on_success;
  Admission admits;
  AnswerSeparation separation = adjacent;
  AnswerLines answer_lines = nullptr;  // set: answers of varying length (adjacent); answer_problem
                                       // sees each answer whole, its lines then an empty line
};

// Registers a binary's contract: one object of this type, at namespace scope, in its
// fuzz_contract.cpp. Precondition: one contract per binary.
struct ContractRegistration {
  explicit ContractRegistration(const Contract& contract);
};

}  // namespace fuzz

#endif  // PUZZLE_FUZZ_CONTRACT_PARTS_HPP
