// How a solver binary reports what stopped it, in one line on stderr. Bad judge input:
// `program: case N: message`, after the answers to the cases before it have been written out, exit
// status 1; the message names what was expected and the token found, shown by puzzle::quoted(). A stream that
// failed: `program: cannot read the input: <why>` or `program: cannot write the answers: <why>`
// (strerror), exit status 4. O(message) per error; no state.
#ifndef PUZZLE_INPUT_ERROR_HPP
#define PUZZLE_INPUT_ERROR_HPP

#include <cstddef>
#include <cstdio>
#include <cstring>
#include <string>

#include "puzzle/io/decimal.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/io/token_reader.hpp"

namespace puzzle {

// Appends `byte` as a message shows it: itself when printable ASCII (a space only when
// `space_shown`), else \xNN. O(1).
inline void append_shown_byte(std::string& text, unsigned char byte, bool space_shown) {
  if ((byte > 0x20 || (space_shown && byte == 0x20)) && byte < 0x7F) {
    text += static_cast<char>(byte);
    return;
  }
  const char* digits = "0123456789abcdef";
  text += "\\x";
  text += digits[byte >> 4];
  text += digits[byte & 15];
}

// A token as an error message shows it: in single quotes, bytes outside printable ASCII as \xNN, cut
// to its first 32 bytes with "..." and its length after (`'00000000'... (10000 bytes)`), so the
// message stays one short, readable line. `length`: the token's true length, when `token` holds only
// its start (TokenReader).
inline std::string quoted(const std::string& token, long long length) {
  const std::size_t shown_bytes = 32;
  std::string text = "'";
  for (std::size_t i = 0; i < token.size() && i < shown_bytes; ++i)
    append_shown_byte(text, static_cast<unsigned char>(token[i]), false);
  return text + (length > static_cast<long long>(shown_bytes) ? "'... (" + decimal(length) + " bytes)" : "'");
}

inline std::string quoted(const std::string& token) {
  return puzzle::quoted(token, static_cast<long long>(token.size()));
}

// The error for a token longer than any valid one (`bound` bytes: max_token_bytes, or a format's wider
// bound for a map's rows), `token` its start and `length` its true length (TokenReader::overlong(),
// NaturalReader::overlong()).
inline std::string overlong_token_error(const std::string& token, long long length,
                                        std::size_t bound = TokenReader::max_token_bytes) {
  return "expected a token of at most " + decimal(static_cast<long long>(bound)) + " bytes, got " +
         puzzle::quoted(token, length);
}

inline std::string overlong_token_error(const std::string& token, const TokenReader& tokens) {
  return overlong_token_error(token, tokens.length(), tokens.kept());
}

// The exit status of a run whose input could not be read or whose answers could not be written.
const int stream_error_status = 4;

// Reports a stream that failed, `what` saying which ("read the input", "write the answers") and
// `error_number` why (an errno); returns stream_error_status.
inline int stream_error(std::FILE* err, const char* program, const char* what, int error_number) {
  std::fprintf(err, "%s: cannot %s: %s\n", program, what, std::strerror(error_number));
  return stream_error_status;
}

// Reports bad input in case `case_number` (counted from 1) on `err`, after writing out the answers so
// far; returns the exit status to use: 1, or stream_error_status when those answers cannot be written
// (then that is the one line reported).
inline int input_error(OutputBuffer& answers, std::FILE* err, const char* program, long long case_number,
                       const std::string& message) {
  answers.flush();
  if (answers.write_error() != 0) return stream_error(err, program, "write the answers", answers.write_error());
  std::fprintf(err, "%s: case %s: %s\n", program, decimal(case_number).c_str(), message.c_str());
  return 1;
}

}  // namespace puzzle

#endif  // PUZZLE_INPUT_ERROR_HPP
