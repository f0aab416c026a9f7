// What every solver binary shares outside its judge format: `--help`, rejecting unknown options, the
// one-line input error `program: case N: message` on stderr after the answers so far (exit 1), and the
// case count that opens a multi-case input.
#ifndef PUZZLE_COMMAND_LINE_HPP
#define PUZZLE_COMMAND_LINE_HPP

#include <cstdio>
#include <cstring>
#include <string>

#include "puzzle/io/decimal.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/io/token_reader.hpp"

namespace puzzle {

// Handles the options of a solver that takes none but --help. Returns true when the program should
// stop at once with exit status `exit_code` (after --help: 0; after anything else: 2).
inline bool handle_command_line(const char* program, int argc, char** argv, const char* usage,
                                std::FILE* out, std::FILE* err, int& exit_code) {
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) {
      std::fputs(usage, out);
      exit_code = 0;
    } else {
      std::fprintf(err, "%s: unknown argument '%s' (try --help)\n", program, argv[i]);
      exit_code = 2;
    }
    return true;
  }
  return false;
}

// A token as an error message shows it: in single quotes, bytes outside printable ASCII as \xNN,
// cut to its first 32 bytes with "..." after, so the message stays one short, readable line.
inline std::string quoted(const std::string& token) {
  const std::size_t shown_bytes = 32;
  std::string text = "'";
  for (std::size_t i = 0; i < token.size() && i < shown_bytes; ++i) {
    const unsigned char byte = static_cast<unsigned char>(token[i]);
    if (byte > 0x20 && byte < 0x7F) {
      text += static_cast<char>(byte);
    } else {
      const char* digits = "0123456789abcdef";
      text += "\\x";
      text += digits[byte >> 4];
      text += digits[byte & 15];
    }
  }
  return text + (token.size() > shown_bytes ? "'..." : "'");
}

// Reports bad input in case `case_number` (counted from 1) on `err`, after writing out the answers so
// far; returns the exit status to use.
inline int input_error(OutputBuffer& answers, std::FILE* err, const char* program, long long case_number,
                       const std::string& message) {
  answers.flush();
  std::fprintf(err, "%s: case %s: %s\n", program, decimal(case_number).c_str(), message.c_str());
  return 1;
}

// Reads the count that opens a multi-case input (T cases, N boards; `what` names them in errors, at
// most a billion). Returns false when the program should stop with `exit_code`: at an empty input
// (0: nothing to answer) or at a token that is not such a count (reported: 1).
inline bool read_case_count(TokenReader& in, OutputBuffer& answers, std::FILE* err, const char* program,
                            const char* what, long& count, int& exit_code) {
  std::string token;
  exit_code = 0;
  if (!in.next(token)) return false;
  if (parse_natural(token, 1000000000L, count)) return true;
  exit_code = input_error(answers, err, program, 1, std::string("expected the number of ") + what + ", got " + quoted(token));
  return false;
}

// After the `count` announced cases: anything more is bad input. Returns the exit status (0 or 1).
inline int expect_end_of_input(TokenReader& in, OutputBuffer& answers, std::FILE* err, const char* program,
                               const char* what, long count) {
  std::string token;
  if (!in.next(token)) return 0;
  return input_error(answers, err, program, count + 1,
                     std::string("expected end of input (") + what + " announced: " + decimal(count) +
                         "), got " + quoted(token));
}

}  // namespace puzzle

#endif  // PUZZLE_COMMAND_LINE_HPP
