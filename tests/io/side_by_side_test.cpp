// Tests of side_by_side.hpp: pictures in rows that fit the width, each column as wide as the widest
// picture plus three blanks, rows one blank line apart, no trailing blanks, one to a row if too wide.
#include "puzzle/io/side_by_side.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

namespace {

std::string written(const std::vector<puzzle::Picture>& pictures, std::size_t columns) {
  std::FILE* file = std::tmpfile();
  {
    puzzle::OutputBuffer out(file);
    puzzle::write_side_by_side(out, pictures, columns);
  }
  std::rewind(file);
  std::string text;
  for (int c; (c = std::fgetc(file)) != EOF;) text += static_cast<char>(c);
  std::fclose(file);
  return text;
}

puzzle::Picture picture(const std::string& label, const std::vector<std::string>& lines) {
  puzzle::Picture made;
  made.label = label;
  made.lines = lines;
  return made;
}

TEST(SideBySide, RowsThatFitTheWidth) {
  const std::vector<puzzle::Picture> pictures = {picture("start", {"1 2", ". 3"}), picture("1 d", {"1 2", "3 ."}),
                                                 picture("2 longer", {"1", "2"})};
  // Columns 8 + 3 wide: two pictures fit in 19 columns, not three in 30.
  EXPECT_EQ(written(pictures, 19),
            "start      1 d\n"
            "1 2        1 2\n"
            ". 3        3 .\n"
            "\n"
            "2 longer\n"
            "1\n"
            "2\n");
  EXPECT_EQ(written(pictures, 30),
            "start      1 d        2 longer\n"
            "1 2        1 2        1\n"
            ". 3        3 .        2\n");
}

TEST(SideBySide, APictureWiderThanTheLineStandsAlone) {
  EXPECT_EQ(written({picture("wide", {"0123456789"}), picture("b", {"x"})}, 5), "wide\n0123456789\n\nb\nx\n");
}

}  // namespace
