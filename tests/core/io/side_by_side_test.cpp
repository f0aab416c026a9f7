// Tests of side_by_side.hpp: pictures in rows that fit the width, each column as wide as the widest
// picture plus three blanks, rows one blank line apart, no trailing blanks, one to a row if too wide;
// show_path replays the moves on the model and labels each picture with its move, made from the
// position the move starts from.
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

// A counter that moves up or down by one: enough of a model to replay.
struct Counter {
  typedef int State;
  typedef int Move;  // +1 or -1
  void apply(State& state, Move move) const { state += move; }
};
struct DrawCounter {
  std::vector<std::string> operator()(int state) const { return std::vector<std::string>(1, std::string(state, '#')); }
};
struct LabelStep {
  std::string operator()(int from, int move) const { return (move > 0 ? "up" : "down") + std::string(from, '.'); }
};

TEST(SideBySide, ShowPathDrawsEachPositionWithItsMove) {
  std::FILE* answers = std::tmpfile();
  {
    puzzle::OutputBuffer out(answers);
    puzzle::show_path(out, Counter(), 2, std::vector<int>{1, 1, -1}, DrawCounter(), LabelStep());
  }
  std::rewind(answers);
  std::string text;
  for (int c; (c = std::fgetc(answers)) != EOF;) text += static_cast<char>(c);
  // Each label sees the position its move starts from (a dot a step).
  EXPECT_EQ(text, "start        1 up..       2 up...      3 down....\n##           ###          ####         ###\n\n");
  std::fclose(answers);
}

}  // namespace
