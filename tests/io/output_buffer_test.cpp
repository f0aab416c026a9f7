// Tests of output_buffer.hpp: everything written reaches the stream, in order,
// across flushes; each case is written out at once, or once a millisecond under
// that policy.
#include "puzzle/io/output_buffer.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <ctime>
#include <string>

namespace {

TEST(OutputBuffer, WritesEverythingInOrder) {
  std::FILE *file = std::tmpfile();
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
std::string written_so_far(std::FILE *file) {
  std::fflush(nullptr);
  std::FILE *reader = std::fopen(("/proc/self/fd/" + std::to_string(fileno(file))).c_str(), "rb");
  if (reader == nullptr) return "<cannot reopen>";
  std::string text;
  for (int c; (c = std::fgetc(reader)) != EOF;) text += static_cast<char>(c);
  std::fclose(reader);
  return text;
}

TEST(OutputBuffer, EveryCasePolicyWritesEachCaseAtOnce) {
  std::FILE *file = std::tmpfile();
  {
    puzzle::OutputBuffer out(file);
    out << "Case 1\n";
    EXPECT_EQ(written_so_far(file), "");
    out.end_case();
    EXPECT_EQ(written_so_far(file), "Case 1\n");
    out << "Case 2\n";
    out.end_case();
    EXPECT_EQ(written_so_far(file), "Case 1\nCase 2\n");
  }  // the buffer flushes what is left before the file closes
  std::fclose(file);
}

// Spins until `milliseconds` of processor time have passed (the policy counts
// processor time).
void spin_for(double milliseconds) {
  const std::clock_t start = std::clock();
  while ((std::clock() - start) * 1000.0 / CLOCKS_PER_SEC < milliseconds) {
  }
}

TEST(OutputBuffer, EveryMillisecondPolicyWritesWhenAMillisecondHasPassed) {
  std::FILE *file = std::tmpfile();
  {
    puzzle::OutputBuffer out(file, puzzle::OutputBuffer::every_millisecond);
    out << "a\n";
    out.end_case();  // the buffer was just made: too soon to write
    EXPECT_EQ(written_so_far(file), "");
    spin_for(3);
    // The clock is read every few cases (at most every 1,024): within that many
    // cases it is written.
    int cases = 0;
    while (written_so_far(file).empty() && cases < 1024) {
      out << "b\n";
      out.end_case();
      ++cases;
    }
    EXPECT_LE(cases, 2);  // only one case has passed since the last read: the
                          // next read is soon
    EXPECT_EQ(written_so_far(file).substr(0, 4), "a\nb\n");
  }  // the buffer flushes what is left before the file closes
  std::fclose(file);
}

TEST(OutputBuffer, ManyQuickCasesAreStillWrittenOutWhileTheyRun) {
  std::FILE *file = std::tmpfile();
  std::size_t writes_seen = 0;
  {
    puzzle::OutputBuffer out(file, puzzle::OutputBuffer::every_millisecond);
    // 20 ms of cases of 10 microseconds each: the clock reads space out, yet
    // output appears meanwhile.
    std::size_t last_size = 0;
    for (int i = 0; i < 2000; ++i) {
      spin_for(0.01);
      out << "answer\n";
      out.end_case();
      const std::size_t size = written_so_far(file).size();
      writes_seen += size != last_size;
      last_size = size;
    }
  }  // the buffer flushes what is left before the file closes
  EXPECT_GE(writes_seen, 5u);
  std::fclose(file);
}

TEST(OutputBuffer, WritesEveryIntegerType) {
  std::FILE *file = std::tmpfile();
  {
    puzzle::OutputBuffer out(file);
    out << static_cast<short>(-3) << ' ' << static_cast<unsigned short>(65535) << ' ' << -2147483647 - 1
        << ' ' << 4294967295u << ' ' << -5L << ' ' << 7UL << ' ' << (-9223372036854775807LL - 1) << ' '
        << 18446744073709551615ULL << ' ' << static_cast<std::size_t>(12) << ' '
        << static_cast<std::uint64_t>(0);
  }
  std::rewind(file);
  char text[128] = {0};
  EXPECT_GT(std::fread(text, 1, sizeof text - 1, file), 0u);
  EXPECT_STREQ(text,
               "-3 65535 -2147483648 4294967295 -5 7 "
               "-9223372036854775808 18446744073709551615 12 0");
  std::fclose(file);
}

}  // namespace
