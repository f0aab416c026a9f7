// Tests of paced_output_buffer.hpp: the first case is written out at once, a later one once a
// millisecond has passed since the last write, every case is handed to the C stream as it ends, and
// many quick cases are still written out while they run.
#include "puzzle/io/paced_output_buffer.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <ctime>
#include <string>

#include "written_so_far.hpp"

namespace {

// Spins until `milliseconds` of processor time have passed (the pacing counts
// processor time).
void spin_for(double milliseconds) {
  const std::clock_t start = std::clock();
  while ((std::clock() - start) * 1000.0 / CLOCKS_PER_SEC < milliseconds) {
  }
}

TEST(PacedOutputBuffer, WritesTheFirstCaseAtOnceThenWhenAMillisecondHasPassed) {
  std::FILE* file = std::tmpfile();
  {
    puzzle::PacedOutputBuffer out(file);
    out << "a\n";
    EXPECT_EQ(written_so_far(file), "");
    out.end_case();  // the first answer: at once
    EXPECT_EQ(written_so_far(file), "a\n");
    out << "b\n";
    out.end_case();  // too soon after the first to write
    EXPECT_EQ(written_so_far(file), "a\n");
    spin_for(3);
    // The clock is read every few cases (at most every 1,024): within that many
    // cases it is written.
    int cases = 0;
    while (written_so_far(file) == "a\n" && cases < 1024) {
      out << "c\n";
      out.end_case();
      ++cases;
    }
    EXPECT_LE(cases, 2);  // only one case has passed since the last read: the
                          // next read is soon
    EXPECT_EQ(written_so_far(file).substr(0, 6), "a\nb\nc\n");
  }  // the buffer flushes what is left before the file closes
  std::fclose(file);
}

// Each case is handed to the C stream as it ends: a line-buffered stream (a terminal) writes it out.
TEST(PacedOutputBuffer, HandsEachCaseToTheStream) {
  std::FILE* file = std::tmpfile();
  ASSERT_EQ(std::setvbuf(file, nullptr, _IOLBF, 1024), 0);
  {
    puzzle::PacedOutputBuffer out(file);
    std::string expected;
    for (int i = 0; i < 100; ++i) {
      out << "case " << i << '\n';
      out.end_case();
      expected += "case " + std::to_string(i) + "\n";
      ASSERT_EQ(written_so_far(file), expected);
    }
  }
  std::fclose(file);
}

TEST(PacedOutputBuffer, ManyQuickCasesAreStillWrittenOutWhileTheyRun) {
  std::FILE* file = std::tmpfile();
  std::size_t writes_seen = 0;
  {
    puzzle::PacedOutputBuffer out(file);
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

}  // namespace
