// How a solver binary reports bad judge input: one line `program: case N: message` on stderr, after
// the answers to the cases before it have been written out, and exit status 1. The message names
// what was expected and the token found, shown by quoted(). O(message) per error; no state.
#ifndef PUZZLE_INPUT_ERROR_HPP
#define PUZZLE_INPUT_ERROR_HPP

#include <cstddef>
#include <cstdio>
#include <string>

#include "puzzle/io/decimal.hpp"
#include "puzzle/io/output_buffer.hpp"

namespace puzzle {

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

}  // namespace puzzle

#endif  // PUZZLE_INPUT_ERROR_HPP
