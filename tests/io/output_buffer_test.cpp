// Tests of output_buffer.hpp: everything written reaches the stream, in order, across flushes; each
// case is written out at once, or once a millisecond under that policy.
#include "puzzle/io/output_buffer.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <string>
#include <thread>

namespace {

TEST(OutputBuffer, WritesEverythingInOrder) {
  std::FILE* file = std::tmpfile();
  {
    puzzle::OutputBuffer out(file);
    for (int i = 0; i < 20000; ++i) out << "Case #" << i << ": " << std::string("ab") << '\n';
    out << -7L << '\n';
  }
  std::rewind(file);
  std::string expected;
  for (int i = 0; i < 20000; ++i) expected += "Case #" + std::to_string(i) + ": ab\n";
  expected += "-7\n";
  std::string actual(expected.size() + 10, '\0');
  actual.resize(std::fread(&actual[0], 1, actual.size(), file));
  EXPECT_EQ(actual, expected);
  std::fclose(file);
}

// What the stream holds so far, read through a second handle on the same file.
std::string written_so_far(std::FILE* file) {
  std::fflush(nullptr);
  std::FILE* reader = std::fopen(("/proc/self/fd/" + std::to_string(fileno(file))).c_str(), "rb");
  if (reader == nullptr) return "<cannot reopen>";
  std::string text;
  for (int c; (c = std::fgetc(reader)) != EOF;) text += static_cast<char>(c);
  std::fclose(reader);
  return text;
}

TEST(OutputBuffer, EveryCasePolicyWritesEachCaseAtOnce) {
  std::FILE* file = std::tmpfile();
  puzzle::OutputBuffer out(file);
  out << "Case 1\n";
  EXPECT_EQ(written_so_far(file), "");
  out.end_case();
  EXPECT_EQ(written_so_far(file), "Case 1\n");
  out << "Case 2\n";
  out.end_case();
  EXPECT_EQ(written_so_far(file), "Case 1\nCase 2\n");
  std::fclose(file);
}

TEST(OutputBuffer, EveryMillisecondPolicyWritesWhenAMillisecondHasPassed) {
  std::FILE* file = std::tmpfile();
  puzzle::OutputBuffer out(file, puzzle::OutputBuffer::every_millisecond);
  out << "a\n";
  out.end_case();  // the buffer was just made: too soon to write
  EXPECT_EQ(written_so_far(file), "");
  std::this_thread::sleep_for(std::chrono::milliseconds(3));
  out << "b\n";
  out.end_case();
  EXPECT_EQ(written_so_far(file), "a\nb\n");
  std::fclose(file);
}

}  // namespace
