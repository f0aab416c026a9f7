// Tests of output_buffer.hpp: everything written reaches the stream, in order,
// across flushes; each case is written out at once.
#include "puzzle/io/output_buffer.hpp"

#include <gtest/gtest.h>

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <string>

#include "written_so_far.hpp"

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

TEST(OutputBuffer, WritesEachCaseOutAtOnce) {
  std::FILE* file = std::tmpfile();
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

TEST(OutputBuffer, KeepsTheFirstWriteErrorAndWritesNothingAfterIt) {
  std::FILE* full = std::fopen("/dev/full", "w");
  ASSERT_NE(full, nullptr);
  puzzle::OutputBuffer out(full);
  out << "Case 1\n";
  EXPECT_EQ(out.write_error(), 0);  // nothing written yet
  out.end_case();
  EXPECT_EQ(out.write_error(), ENOSPC);
  std::clearerr(full);
  out << std::string(1 << 17, 'x');  // past the pending limit: a flush, which must not write
  out.flush();
  EXPECT_EQ(out.write_error(), ENOSPC);
  EXPECT_FALSE(std::ferror(full));  // not tried again
  std::fclose(full);
}

TEST(OutputBuffer, NoWriteErrorWhenAllArrives) {
  std::FILE* file = std::tmpfile();
  puzzle::OutputBuffer out(file);
  out << std::string(1 << 17, 'x');
  out.flush();
  EXPECT_EQ(out.write_error(), 0);
  std::fclose(file);
}

TEST(OutputBuffer, WritesEveryIntegerType) {
  std::FILE* file = std::tmpfile();
  {
    puzzle::OutputBuffer out(file);
    out << static_cast<short>(-3) << ' ' << static_cast<unsigned short>(65535) << ' ' << -2147483647 - 1 << ' '
        << 4294967295u << ' ' << -5L << ' ' << 7UL << ' ' << (-9223372036854775807LL - 1) << ' '
        << 18446744073709551615ULL << ' ' << static_cast<std::size_t>(12) << ' ' << static_cast<std::uint64_t>(0);
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
