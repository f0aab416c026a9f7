// The bytes of a C stream, one at a time, as the readers of judge input take them (token_reader.hpp,
// natural_reader.hpp), and the blanks that separate tokens in every judge format: space, tab, CR, LF,
// VT, FF. Bytes come through the stream's own buffer, so readers of one stream take turns and a byte
// is there as soon as it arrives on a pipe. On POSIX systems next_byte is getc_unlocked, a macro over
// the buffer (no lock and no call a byte: the binaries have one thread); elsewhere (Windows) getc.
// O(1) a byte.
#ifndef PUZZLE_STREAM_BYTES_HPP
#define PUZZLE_STREAM_BYTES_HPP

#include <cstdio>

namespace puzzle {

// The next byte of `in` as an unsigned char, or EOF at the end of input or on a read error.
inline int next_byte(std::FILE* in) {
#if defined(__unix__) || defined(__APPLE__)
  return getc_unlocked(in);
#else
  return std::getc(in);
#endif
}

// Whether byte `c` separates tokens.
inline bool is_blank_byte(int c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f'; }

}  // namespace puzzle

#endif  // PUZZLE_STREAM_BYTES_HPP
