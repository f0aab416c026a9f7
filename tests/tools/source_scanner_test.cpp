// Tests of tools/bundler/source_scanner.hpp: logical lines as the preprocessor sees them, so that
// `#include` is recognised only as a real directive, never inside a comment or a literal.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "bundler/source_scanner.hpp"

namespace {

using bundler::LogicalLine;
using bundler::split_logical_lines;

std::vector<std::string> codes(const std::string& source) {
  std::vector<std::string> result;
  for (const LogicalLine& line : split_logical_lines(source)) result.push_back(line.code);
  return result;
}

int error_line(const std::string& source) {
  try {
    split_logical_lines(source);
  } catch (const bundler::ScanError& error) {
    return error.line;
  }
  return 0;
}

TEST(SourceScanner, TextsJoinBackToTheSourceWithLineNumbers) {
  const std::string source = "int a;\n\n#define X 1 \\\n  + 2\nint b;";
  const std::vector<LogicalLine> lines = split_logical_lines(source);
  ASSERT_EQ(lines.size(), 4u);
  std::string joined;
  for (const LogicalLine& line : lines) joined += line.text;
  EXPECT_EQ(joined, source + "\n");  // the missing final newline is added
  EXPECT_EQ(lines[0].first_line, 1);
  EXPECT_EQ(lines[1].first_line, 2);
  EXPECT_EQ(lines[2].first_line, 3);
  EXPECT_EQ(lines[3].first_line, 5);
  EXPECT_EQ(lines[2].code, "#define X 1   + 2");
  EXPECT_EQ(lines[3].code, "int b;");
}

TEST(SourceScanner, CommentsBecomeOneSpaceInCode) {
  EXPECT_EQ(codes("a/*x*/b // c\n"), std::vector<std::string>({"a b  "}));
}

TEST(SourceScanner, BlockCommentAcrossLinesHidesAnInclude) {
  const std::vector<std::string> lines = codes("int a; /* one\n#include \"x.hpp\"\n */ int b;\n#include \"y.hpp\"\n");
  EXPECT_EQ(lines, std::vector<std::string>({"int a;   int b;", "#include \"y.hpp\""}));
}

TEST(SourceScanner, SplicedLineCommentHidesTheNextLine) {
  EXPECT_EQ(codes("// note \\\n#include \"x.hpp\"\nint a;\n"), std::vector<std::string>({" ", "int a;"}));
}

TEST(SourceScanner, CommentOpenerSplitBySpliceIsStillAComment) {
  EXPECT_EQ(codes("/\\\n* x */ int a;\n"), std::vector<std::string>({"  int a;"}));
}

TEST(SourceScanner, CommentMarkersInsideLiteralsAreText) {
  const std::vector<std::string> lines = codes("s = \"/*\"; c = '\"'; d = '/';\n#include \"a.hpp\" // */\n");
  EXPECT_EQ(lines, std::vector<std::string>({"s = \"/*\"; c = '\"'; d = '/';", "#include \"a.hpp\"  "}));
}

TEST(SourceScanner, EscapedQuotesStayInsideTheString) {
  EXPECT_EQ(codes("s = \"a\\\" /* b\";\nint c;\n"), std::vector<std::string>({"s = \"a\\\" /* b\";", "int c;"}));
}

TEST(SourceScanner, IncludeInStringContinuedBySpliceIsNoDirective) {
  const std::vector<LogicalLine> lines = split_logical_lines("s = \"x\\\n#include \\\"y.hpp\\\"\";\n");
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0].code, "s = \"x#include \\\"y.hpp\\\"\";");
}

TEST(SourceScanner, RawStringSpansLinesAndHidesIncludeAndComment) {
  const std::string source = "s = R\"(\n#include \"x.hpp\"\n/* )\";\nint a;\ns = u8R\"end()\" */ )end\";\n";
  const std::vector<LogicalLine> lines = split_logical_lines(source);
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[0].text, "s = R\"(\n#include \"x.hpp\"\n/* )\";\n");
  EXPECT_EQ(lines[1].code, "int a;");
  EXPECT_EQ(lines[2].code, "s = u8R\"end()\" */ )end\";");
  EXPECT_EQ(lines[2].first_line, 5);
}

TEST(SourceScanner, IdentifierEndingInRIsNoRawPrefix) {
  EXPECT_EQ(codes("f(FOR\"(\", 1); // x\nint a;\n"), std::vector<std::string>({"f(FOR\"(\", 1);  ", "int a;"}));
}

TEST(SourceScanner, DigitSeparatorIsNoCharacterLiteral) {
  EXPECT_EQ(codes("x = 1'000; y = 0x1'F; c = '/';\n#include \"a.hpp\"\n"),
            std::vector<std::string>({"x = 1'000; y = 0x1'F; c = '/';", "#include \"a.hpp\""}));
}

TEST(SourceScanner, UnterminatedLiteralEndsAtItsLine) {
  EXPECT_EQ(codes("#error don't /* do this\n#include \"a.hpp\"\n"),
            std::vector<std::string>({"#error don't /* do this", "#include \"a.hpp\""}));
}

TEST(SourceScanner, StrippedTextReplacesCommentsAndTrimsLineEnds) {
  const std::vector<LogicalLine> lines =
      split_logical_lines("int a; // c\nb = x/**/+y; /* z\n w */\nconst char* s = \"// kept\"; \t\n");
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[0].stripped, "int a;\n");
  EXPECT_EQ(lines[1].stripped, "b = x +y;\n");
  EXPECT_EQ(lines[2].stripped, "const char* s = \"// kept\";\n");
}

TEST(SourceScanner, CrLfLineEndsAndSplicesAreRecognised) {
  const std::vector<LogicalLine> lines = split_logical_lines("#define X \\\r\n  1 // c\r\nint a;\r\n");
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0].code, "#define X   1  \r");
  EXPECT_EQ(lines[0].stripped, "#define X \\\r\n  1\r\n");
  EXPECT_EQ(lines[1].first_line, 3);
}

TEST(SourceScanner, ByteOrderMarkIsDropped) {
  EXPECT_EQ(codes("\xEF\xBB\xBF#include \"a.hpp\"\n"), std::vector<std::string>({"#include \"a.hpp\""}));
}

TEST(SourceScanner, UnterminatedConstructsAreErrorsAtTheirFirstLine) {
  EXPECT_EQ(error_line("int a;\n/* open\n\n"), 2);
  EXPECT_EQ(error_line("int a;\n\ns = R\"x(\n)\";\n"), 3);
  EXPECT_EQ(error_line("int a;\n#define X \\\n"), 2);
}

TEST(SourceScanner, EmptySourceHasNoLines) { EXPECT_TRUE(split_logical_lines("").empty()); }

}  // namespace
