// Tests of output_buffer.hpp: everything written reaches the stream, in order, across flushes.
#include "puzzle/output_buffer.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

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

}  // namespace
