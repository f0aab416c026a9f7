// Tests of input_error.hpp: input errors write out the answers first and name the program and the
// case; tokens quoted, escaped and cut.
#include "puzzle/driver/input_error.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

namespace {

TEST(InputError, InputErrorWritesTheAnswersFirstThenNamesProgramAndCase) {
  std::FILE* answers_file = std::tmpfile();
  puzzle::OutputBuffer answers(answers_file);
  answers << "first answer\n";
  testing::internal::CaptureStderr();
  EXPECT_EQ(puzzle::input_error(answers, stderr, "eight", 3, "expected a tile 1-8 or x, got '9'"), 1);
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "eight: case 3: expected a tile 1-8 or x, got '9'\n");
  std::rewind(answers_file);
  char written[32] = {0};
  EXPECT_EQ(std::fread(written, 1, sizeof written - 1, answers_file), 13u);
  EXPECT_STREQ(written, "first answer\n");
  std::fclose(answers_file);
}

TEST(InputError, QuotedShowsPrintableBytesAndEscapesTheRest) {
  EXPECT_EQ(puzzle::quoted("9"), "'9'");
  EXPECT_EQ(puzzle::quoted(std::string("3\0x", 3)), "'3\\x00x'");
  EXPECT_EQ(puzzle::quoted("\xef\xbb\xbf"
                           "1"),
            "'\\xef\\xbb\\xbf1'");
  EXPECT_EQ(puzzle::quoted("a\tb"), "'a\\x09b'");
}

TEST(InputError, QuotedCutsLongTokensAndSaysTheirLength) {
  const std::string long_token(100, '7');
  EXPECT_EQ(puzzle::quoted(long_token), "'" + std::string(32, '7') + "'... (100 bytes)");
  EXPECT_EQ(puzzle::quoted(std::string(32, '7')), "'" + std::string(32, '7') + "'");
  EXPECT_EQ(puzzle::quoted(std::string(64, '7'), 10000000000LL),
            "'" + std::string(32, '7') + "'... (10000000000 bytes)");
}

TEST(InputError, AnOverlongTokenIsShownWithItsTrueLength) {
  std::FILE* file = std::tmpfile();
  const std::string token(10000, 'x');
  std::fputs((token + " 1").c_str(), file);
  std::rewind(file);
  puzzle::TokenReader reader(file);
  std::string kept;
  ASSERT_TRUE(reader.next(kept));
  EXPECT_EQ(puzzle::overlong_token_error(kept, reader),
            "expected a token of at most 64 bytes, got '" + std::string(32, 'x') + "'... (10000 bytes)");
  std::fclose(file);
}

TEST(InputError, AnOverlongRowNamesItsOwnBound) {
  std::FILE* file = std::tmpfile();
  std::fputs((std::string(101, '#') + " 1").c_str(), file);
  std::rewind(file);
  puzzle::TokenReader reader(file);
  std::string kept;
  ASSERT_TRUE(reader.next(kept, 100));
  EXPECT_EQ(puzzle::overlong_token_error(kept, reader),
            "expected a token of at most 100 bytes, got '" + std::string(32, '#') + "'... (101 bytes)");
  std::fclose(file);
}

TEST(InputError, AnswersThatCannotBeWrittenComeBeforeTheInputError) {
  std::FILE* full = std::fopen("/dev/full", "w");
  ASSERT_NE(full, nullptr);
  puzzle::OutputBuffer answers(full);
  answers << "first answer\n";
  testing::internal::CaptureStderr();
  EXPECT_EQ(puzzle::input_error(answers, stderr, "eight", 3, "expected a tile 1-8 or x, got '9'"), 4);
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "eight: cannot write the answers: No space left on device\n");
  std::fclose(full);
}

TEST(InputError, InputErrorShowsCaseNumbersBeyond32Bits) {
  std::FILE* answers_file = std::tmpfile();
  puzzle::OutputBuffer answers(answers_file);
  testing::internal::CaptureStderr();
  puzzle::input_error(answers, stderr, "eight", 5000000000LL, "expected a tile 1-8 or x, got '9'");
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "eight: case 5000000000: expected a tile 1-8 or x, got '9'\n");
  std::fclose(answers_file);
}

}  // namespace
