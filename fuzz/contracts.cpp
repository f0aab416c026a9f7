// The contracts of fuzz/contracts.hpp: the generic part (exit status, the error line, the output's
// lines), the pieces of fuzz/contract_parts.hpp, and the registry of the binaries' own contracts
// (each in tests/binaries/<binary>/fuzz_contract.cpp: what one answer looks like, how many answers an
// accepted input asks for, which inputs a fuzz target runs at all).
#include "contracts.hpp"

#include <cassert>
#include <cstdio>
#include <string>
#include <vector>

#include "contract_parts.hpp"
#include "puzzle/io/token_reader.hpp"

namespace fuzz {

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

long counted_cases(const Tokens& tokens) {
  long count = 0;
  if (tokens.empty() || !puzzle::parse_natural(tokens[0], puzzle::max_case_count, count)) return 0;
  return count;
}

bool every_input(const Tokens&) { return true; }

namespace {

// Every registered contract (a function's static: registrations run before main, in any order).
std::vector<Contract>& registered() {
  static std::vector<Contract> contracts;
  return contracts;
}

const Contract* contract_of(const std::string& binary) {
  for (const Contract& contract : registered())
    if (binary == contract.binary) return &contract;
  return nullptr;
}

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

ContractRegistration::ContractRegistration(const Contract& contract) {
  assert(contract_of(contract.binary) == nullptr && "one contract per binary");
  registered().push_back(contract);
}

bool has_contract(const std::string& binary) { return contract_of(binary) != nullptr; }

std::vector<std::string> contract_binaries() {
  std::vector<std::string> binaries;
  for (const Contract& contract : registered()) binaries.push_back(contract.binary);
  return binaries;
}

std::string contract_violation(const std::string& binary, const std::string& input, const RunResult& result) {
  const Contract& contract = *contract_of(binary);
  std::vector<std::string> lines;
  const std::string output_problem = split_lines(result.output, lines);
  if (!output_problem.empty()) return "stdout: " + output_problem;
  if (contract.separation == blank_line_between) {
    std::vector<std::string> answer_lines;
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const std::size_t at = i % (contract.lines_per_answer + 1);
      if (at < contract.lines_per_answer)
        answer_lines.push_back(lines[i]);
      else if (!lines[i].empty())
        return "stdout: line " + std::to_string(i + 1) + " is not the blank line between two answers";
    }
    if (!lines.empty() && lines.size() % (contract.lines_per_answer + 1) == 0)
      return "stdout: a blank line after the last answer";
    lines.swap(answer_lines);
  }
  long answers = 0;
  if (contract.answer_lines) {
    const Tokens tokens = tokens_of(input);
    for (std::size_t at = 0; at < lines.size();) {
      ++answers;
      const std::size_t length = contract.answer_lines(tokens, answers, lines[at]);
      if (length == 0 || at + length > lines.size())
        return "stdout, answer " + std::to_string(answers) + ": not a whole answer from line " + std::to_string(at + 1);
      std::vector<std::string> answer(lines.begin() + at, lines.begin() + at + length);
      answer.push_back("");  // the answer's end, for its check (no answer line is empty)
      const std::string problem = contract.answer_problem(answer.data(), answers);
      if (!problem.empty()) return "stdout, answer " + std::to_string(answers) + ": " + problem;
      at += length;
    }
  } else {
    if (lines.size() % contract.lines_per_answer != 0)
      return "stdout: " + std::to_string(lines.size()) + " lines, not whole answers of " +
             std::to_string(contract.lines_per_answer);
    answers = static_cast<long>(lines.size() / contract.lines_per_answer);
    for (long answer = 0; answer < answers; ++answer) {
      const std::string problem = contract.answer_problem(&lines[answer * contract.lines_per_answer], answer + 1);
      if (!problem.empty()) return "stdout, answer " + std::to_string(answer + 1) + ": " + problem;
    }
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
    return "exit status " + std::to_string(result.status) + " after " + std::to_string(answers) +
           " answers, expected " + std::to_string(expected_answers);
  return "";
}

bool admitted(const std::string& binary, const std::string& input) {
  return contract_of(binary)->admits(tokens_of(input));
}

}  // namespace fuzz
