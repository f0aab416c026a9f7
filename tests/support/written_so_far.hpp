// Shared by the tests of output_buffer.hpp and paced_output_buffer.hpp: what a stream holds so far.
#ifndef PUZZLE_TESTS_IO_WRITTEN_SO_FAR_HPP
#define PUZZLE_TESTS_IO_WRITTEN_SO_FAR_HPP

#include <cstdio>
#include <string>

// What the stream has written out so far (not what the C library still buffers), read through a
// second handle on the same file.
inline std::string written_so_far(std::FILE* file) {
  std::FILE* reader = std::fopen(("/proc/self/fd/" + std::to_string(fileno(file))).c_str(), "rb");
  if (reader == nullptr) return "<cannot reopen>";
  std::string text;
  for (int c; (c = std::fgetc(reader)) != EOF;) text += static_cast<char>(c);
  std::fclose(reader);
  return text;
}

#endif  // PUZZLE_TESTS_IO_WRITTEN_SO_FAR_HPP
