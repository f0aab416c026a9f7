// Shared by the tests that read or write C streams (tests/core/io, tests/core/learning,
// tests/core/driver): a temporary stream holding a text, rewound to be read; the whole text a stream
// holds, read back from its start; and a run of the case driver: its exit status and what it wrote
// to stdout and stderr.
#ifndef PUZZLE_TESTS_STREAM_TEXT_HPP
#define PUZZLE_TESTS_STREAM_TEXT_HPP

#include <cstdio>
#include <string>

namespace stream_test {

// A temporary file holding `text`, rewound to its start.
inline std::FILE* stream_with(const std::string& text) {
  std::FILE* file = std::tmpfile();
  std::fwrite(text.data(), 1, text.size(), file);
  std::rewind(file);
  return file;
}

// Everything `file` holds, from its start (what the C library still buffers is written out first).
inline std::string read_all(std::FILE* file) {
  std::fflush(file);
  std::rewind(file);
  std::string text;
  for (int c; (c = std::fgetc(file)) != EOF;) text += static_cast<char>(c);
  return text;
}

// read_all, then the file closed.
inline std::string read_all_and_close(std::FILE* file) {
  const std::string text = read_all(file);
  std::fclose(file);
  return text;
}

// What a run of the case driver (puzzle::run_cases) gave: its exit status, its stdout and its stderr.
struct DriverRun {
  int exit_code;
  std::string out, err;
};

}  // namespace stream_test

#endif  // PUZZLE_TESTS_STREAM_TEXT_HPP
