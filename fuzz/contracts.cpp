// The contracts of fuzz/contracts.hpp: the generic part (exit status, the error line, the output's
// lines) and, per binary, what one answer looks like, how many answers an accepted input asks for, and
// which inputs a fuzz target runs at all. Adding a binary means adding a row to `contracts` below.
#include "contracts.hpp"

#include <stdint.h>

#include <cstdio>
#include <string>
#include <vector>

#include "puzzle/io/token_reader.hpp"
#include "puzzle/search/ida_star.hpp"
#include "puzzle/sliding/sliding_parity.hpp"
#include "puzzle/sliding/sliding_puzzle.hpp"

namespace fuzz {
namespace {

typedef std::vector<std::string> Tokens;

// The input's whitespace-separated tokens, read by the core's own reader (as every binary reads them).
Tokens tokens_of(const std::string& input) {
  Tokens tokens;
  std::FILE* stream = fmemopen(const_cast<char*>(input.data()), input.size(), "r");
  if (stream == nullptr) return tokens;
  puzzle::TokenReader reader(stream);
  for (std::string token; reader.next(token);) tokens.push_back(token);
  std::fclose(stream);
  return tokens;
}

// `text` as a decimal integer in [low, high], written as the binaries write integers (a minus sign
// only when negative, no leading zeros); false for anything else.
bool is_decimal(const std::string& text, long low, long high, long& value) {
  const bool negative = !text.empty() && text[0] == '-';
  const std::string digits = negative ? text.substr(1) : text;
  if (digits.empty() || digits.size() > 9 || (digits[0] == '0' && digits.size() > 1)) return false;
  if (negative && digits == "0") return false;
  value = 0;
  for (char c : digits) {
    if (c < '0' || c > '9') return false;
    value = value * 10 + (c - '0');
  }
  if (negative) value = -value;
  return value >= low && value <= high;
}

bool is_decimal(const std::string& text, long low, long high) {
  long value = 0;
  return is_decimal(text, low, high, value);
}

// What is wrong with a move string, or "": only `letters`, at most `max_length` of them, and no move
// followed at once by its inverse (`inverses[i]` undoes `letters[i]`), which no shortest solution does.
std::string moves_problem(const std::string& moves, const std::string& letters, const std::string& inverses,
                          std::size_t max_length) {
  if (moves.size() > max_length)
    return "a move string of " + std::to_string(moves.size()) + " moves, more than " + std::to_string(max_length);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const std::size_t move = letters.find(moves[i]);
    if (move == std::string::npos) return "a move string with '" + moves.substr(i, 1) + "', not one of " + letters;
    if (i + 1 < moves.size() && moves[i + 1] == inverses[move])
      return "a move string that undoes a move at once (" + moves.substr(i, 2) + "), so not a shortest one";
  }
  return "";
}

// Per binary: the problem with answer `case_number` (its lines_per_answer lines from `lines`), or "".
typedef std::string (*AnswerCheck)(const std::string* lines, long case_number);
// Per binary: how many answers a run that exits 0 prints for these input tokens.
typedef long (*AnswerCount)(const Tokens& tokens);
// Per binary: whether a fuzz target runs the binary on an input with these tokens.
typedef bool (*Admission)(const Tokens& tokens);

struct Contract {
  const char* binary;
  std::size_t lines_per_answer;
  AnswerCheck answer_problem;
  AnswerCount answers_on_success;
  Admission admits;
};

// ---- answers, per binary ----

// eight: the blank's moves (u d l r) of a shortest solution, at most 31; "unsolvable"; "" when solved.
std::string eight_answer(const std::string* lines, long) {
  if (lines[0] == "unsolvable") return "";
  return moves_problem(lines[0], "udlr", "durl", 31);
}

// eight2: "Case k: d" (k the case number, d at most 31), then a move string of exactly d moves.
std::string eight2_answer(const std::string* lines, long case_number) {
  const std::string head = "Case " + std::to_string(case_number) + ": ";
  long distance = 0;
  if (lines[0].compare(0, head.size(), head) != 0 || !is_decimal(lines[0].substr(head.size()), 0, 31, distance))
    return "expected 'Case " + std::to_string(case_number) + ": d' with d 0-31";
  if (lines[1].size() != static_cast<std::size_t>(distance)) return "a move string whose length is not the distance";
  return moves_problem(lines[1], "udlr", "durl", 31);
}

// fifteen: the blank's moves (L R U D), at most 80 (the farthest boards), or the sentence for unsolvable.
std::string fifteen_answer(const std::string* lines, long) {
  if (lines[0] == "This puzzle is not solvable.") return "";
  return moves_problem(lines[0], "LRUD", "RLDU", 80);
}

// cubic: the fewest moves 0-30, or -1.
std::string cubic_answer(const std::string* lines, long) {
  return is_decimal(lines[0], -1, 30) ? "" : "expected a number from -1 to 30";
}

// rotation: "Case #k: N" with N 0-8 (the largest distance), or "Case #k: No Solution!".
std::string rotation_answer(const std::string* lines, long case_number) {
  const std::string head = "Case #" + std::to_string(case_number) + ": ";
  if (lines[0].compare(0, head.size(), head) != 0) return "expected 'Case #" + std::to_string(case_number) + ": '";
  const std::string rest = lines[0].substr(head.size());
  return rest == "No Solution!" || is_decimal(rest, 0, 8) ? "" : "expected 0-8 or 'No Solution!' after the case";
}

// rotation_game: the moves A-H of a shortest solution (none undone at once: A/F, B/E, C/H, D/G are
// inverses) or "No moves needed", then the centre's symbol 1-3.
std::string rotation_game_answer(const std::string* lines, long) {
  if (lines[0] != "No moves needed") {
    if (lines[0].empty()) return "an empty move line (expected 'No moves needed')";
    const std::string problem = moves_problem(lines[0], "ABCDEFGH", "FEHGBADC", std::string::npos);
    if (!problem.empty()) return problem;
  }
  return lines[1] == "1" || lines[1] == "2" || lines[1] == "3" ? "" : "expected the centre's symbol 1-3";
}

// booksort: the fewest operations 0-4, or "5 or more".
std::string booksort_answer(const std::string* lines, long) {
  return lines[0] == "5 or more" || is_decimal(lines[0], 0, 4) ? "" : "expected 0-4 or '5 or more'";
}

// Magic Squares' moves A-C, at most 22 (the farthest boards), none that a shorter sequence replaces
// at once: AA (nothing), BBBB or CCCC (nothing, B and C having order 4).
std::string magic_squares_moves_problem(const std::string& moves) {
  const std::string problem = moves_problem(moves, "ABC", "A  ", 22);
  if (!problem.empty()) return problem;
  if (moves.find("BBBB") != std::string::npos || moves.find("CCCC") != std::string::npos)
    return "a move string that turns B or C four times, so not a shortest one";
  return "";
}

// magic_squares: the length 0-22, then exactly that many letters (none: an empty line).
std::string magic_squares_answer(const std::string* lines, long) {
  long length = 0;
  if (!is_decimal(lines[0], 0, 22, length)) return "expected a length 0-22";
  if (lines[1].size() != static_cast<std::size_t>(length)) return "a move string whose length is not the first line's";
  return magic_squares_moves_problem(lines[1]);
}

// hdu1430: the move string (an empty line for none).
std::string hdu1430_answer(const std::string* lines, long) { return magic_squares_moves_problem(lines[0]); }

// knights: the fewest moves 0-15, or -1.
std::string knights_answer(const std::string* lines, long) {
  return is_decimal(lines[0], -1, 15) ? "" : "expected a number from -1 to 15";
}

// square_destroyer: the fewest sticks 0-14 (the whole 5 x 5 grid's answer, the largest).
std::string square_destroyer_answer(const std::string* lines, long) {
  return is_decimal(lines[0], 0, 14) ? "" : "expected a number from 0 to 14";
}

// ---- answers asked for, per format ----

// Boards of `size` tokens until end of input (eight).
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

// A count T, then T cases (eight2, fifteen, rotation, booksort); an empty input asks for none.
long counted_cases(const Tokens& tokens) {
  long count = 0;
  if (tokens.empty() || !puzzle::parse_natural(tokens[0], 1000000000L, count)) return 0;
  return count;
}

// ---- which inputs a fuzz target runs ----

bool every_input(const Tokens&) { return true; }

// fifteen: admits an input when every board the binary would solve is unsolvable or solved by IDA* on
// Manhattan distance within fifteen_admitted_nodes (in all); reads the boards as the binary does, up to
// the first that is not one (where the binary stops). The binary answers with IDA* on the walking
// distance, which is never below Manhattan distance and so expands no more nodes, until it has spent
// its budget (fifteen_puzzle_plan.hpp), so on an admitted input it never builds its databases. Far
// boards need the databases and up to a minute natively (8-10x that instrumented), which no fuzzing budget affords; the oracle tests cover them.
bool fifteen_admits(const Tokens& tokens) {
  static const uint8_t goal[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};
  static const puzzle::SlidingPuzzle manhattan(4, 4, goal);
  const long boards = counted_cases(tokens);
  uint64_t nodes_left = fifteen_admitted_nodes;
  for (long board = 0; board < boards && 1 + (board + 1) * 16 <= static_cast<long>(tokens.size()); ++board) {
    uint8_t tiles[16];
    unsigned seen = 0;
    for (int cell = 0; cell < 16; ++cell) {
      long tile = 0;
      if (!puzzle::parse_natural(tokens[1 + board * 16 + cell], 15, tile) || (seen >> tile & 1u)) return true;
      seen |= 1u << tile;
      tiles[cell] = static_cast<uint8_t>(tile);
    }
    if (!puzzle::is_solvable(tiles, goal, 4, 4)) continue;
    const puzzle::SearchResult<puzzle::SlideMove> result =
        puzzle::ida_star(manhattan, manhattan.make_state(tiles), puzzle::IdaStarOptions<>().budget(nodes_left));
    if (!result.found || result.expanded > nodes_left) return false;
    nodes_left -= result.expanded;
  }
  return true;
}

const Contract contracts[] = {
    {"eight", 1, eight_answer, boards_until_end<9>, every_input},
    {"eight2", 2, eight2_answer, counted_cases, every_input},
    {"fifteen", 1, fifteen_answer, counted_cases, fifteen_admits},
    {"cubic", 1, cubic_answer, cases_until_zero<11>, every_input},
    {"rotation", 1, rotation_answer, counted_cases, every_input},
    {"rotation_game", 2, rotation_game_answer, cases_until_zero<24>, every_input},
    {"booksort", 1, booksort_answer, counted_cases, every_input},
    {"magic_squares", 2, magic_squares_answer, boards_until_end<8>, every_input},
    {"hdu1430", 1, hdu1430_answer, boards_until_end<2>, every_input},
    {"knights", 1, knights_answer, counted_cases, every_input},
    {"square_destroyer", 1, square_destroyer_answer, counted_cases, every_input},
};

const Contract* contract_of(const std::string& binary) {
  for (const Contract& contract : contracts)
    if (binary == contract.binary) return &contract;
  return nullptr;
}

// ---- the generic part ----

// Splits `text` into its lines; "" or what is wrong: a byte outside printable ASCII (CR and tabs
// included), a blank ending a line, no LF ending the last line.
std::string split_lines(const std::string& text, std::vector<std::string>& lines) {
  lines.clear();
  std::string line;
  for (char c : text) {
    if (c == '\n') {
      if (!line.empty() && line.back() == ' ') return "a line ending in a blank: '" + line + "'";
      lines.push_back(line);
      line.clear();
    } else if (c < 0x20 || c > 0x7E) {
      return "a byte outside printable ASCII (" + std::to_string(static_cast<unsigned char>(c)) + ")";
    } else {
      line += c;
    }
  }
  return line.empty() ? "" : "a last line without LF: '" + line + "'";
}

// The case number N of the one error line `<binary>: case N: <message>`, or 0 with `problem` set.
long error_case(const std::string& binary, const std::string& errors, std::string& problem) {
  std::vector<std::string> lines;
  problem = split_lines(errors, lines);
  if (!problem.empty()) return 0;
  if (lines.size() != 1) {
    problem = std::to_string(lines.size()) + " lines on stderr, expected one";
    return 0;
  }
  const std::string head = binary + ": case ";
  const std::string& line = lines[0];
  const std::size_t colon = line.find(": ", head.size());
  long case_number = 0;
  if (line.compare(0, head.size(), head) != 0 || colon == std::string::npos ||
      !is_decimal(line.substr(head.size(), colon - head.size()), 1, 1000000001L, case_number) ||
      colon + 2 == line.size()) {
    problem = "an error line not of the form '" + binary + ": case N: message': '" + line + "'";
    return 0;
  }
  return case_number;
}

}  // namespace

// A second or two instrumented, on the harness's check and again in the binary; the samples' hardest
// board (41 moves) takes 456,520 nodes.
const uint64_t fifteen_admitted_nodes = 200000;

bool has_contract(const std::string& binary) { return contract_of(binary) != nullptr; }

std::vector<std::string> contract_binaries() {
  std::vector<std::string> binaries;
  for (const Contract& contract : contracts) binaries.push_back(contract.binary);
  return binaries;
}

std::string contract_violation(const std::string& binary, const std::string& input, const RunResult& result) {
  const Contract& contract = *contract_of(binary);
  std::vector<std::string> lines;
  const std::string output_problem = split_lines(result.output, lines);
  if (!output_problem.empty()) return "stdout: " + output_problem;
  if (lines.size() % contract.lines_per_answer != 0)
    return "stdout: " + std::to_string(lines.size()) + " lines, not whole answers of " +
           std::to_string(contract.lines_per_answer);
  const long answers = static_cast<long>(lines.size() / contract.lines_per_answer);
  for (long answer = 0; answer < answers; ++answer) {
    const std::string problem = contract.answer_problem(&lines[answer * contract.lines_per_answer], answer + 1);
    if (!problem.empty()) return "stdout, answer " + std::to_string(answer + 1) + ": " + problem;
  }

  long expected_answers = 0;
  if (result.status == 0) {
    if (!result.errors.empty()) return "exit status 0 with stderr '" + result.errors + "'";
    expected_answers = contract.answers_on_success(tokens_of(input));
  } else if (result.status == 1) {
    std::string problem;
    const long case_number = error_case(binary, result.errors, problem);
    if (case_number == 0) return "stderr: " + problem;
    expected_answers = case_number - 1;
  } else {
    return "exit status " + std::to_string(result.status) + ", expected 0 or 1";
  }
  if (answers != expected_answers)
    return "exit status " + std::to_string(result.status) + " after " + std::to_string(answers) + " answers, expected " +
           std::to_string(expected_answers);
  return "";
}

bool admitted(const std::string& binary, const std::string& input) {
  return contract_of(binary)->admits(tokens_of(input));
}

}  // namespace fuzz
