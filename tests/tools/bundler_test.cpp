// Tests of tools/bundler/bundler.hpp on small header trees written to a temporary directory: headers
// inlined once in dependency order, guards removed, system headers hoisted, errors with file and line.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "bundler/bundler.hpp"

namespace {

namespace fs = std::filesystem;

class Bundler : public testing::Test {
 protected:
  void SetUp() override {
    root_ = fs::path(testing::TempDir()) /
            (std::string("bundler_test_") + testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(root_);
    fs::create_directories(root_);
    options_.include_dirs.push_back(root_ / "include");
    options_.compile_command = "g++ -std=c++11";
  }
  void TearDown() override { fs::remove_all(root_); }

  void write(const std::string& name, const std::string& text) {
    fs::create_directories((root_ / name).parent_path());
    std::ofstream(root_ / name, std::ios::binary) << text;
  }

  // The bundle of src/main.cpp without its three opening lines.
  std::string bundle_body() {
    const std::string text = bundler::make_bundle(root_ / "src/main.cpp", options_).text;
    std::size_t at = 0;
    for (int line = 0; line < 3; ++line) at = text.find('\n', at) + 1;
    return text.substr(at);
  }

  std::string error() {
    try {
      bundler::make_bundle(root_ / "src/main.cpp", options_);
    } catch (const bundler::BundleError& failure) {
      return failure.what();
    }
    return "no error";
  }

  std::string path(const std::string& name) const { return (root_ / name).string(); }

  fs::path root_;
  bundler::BundleOptions options_;
};

const char judges[] = "// Judges: Test 1 \"Main\"\n";

TEST_F(Bundler, FirstLinesNameBinaryJudgesAndCompileCommand) {
  write("src/main.cpp", std::string("// main: a test.\n") + judges + "int main() { return 0; }\n");
  const std::string text = bundler::make_bundle(root_ / "src/main.cpp", options_).text;
  EXPECT_EQ(text.substr(0, text.find("\n// ----")),
            "// main: one-file bundle of src/main.cpp for online judges, made by tools/bundler: edit the sources, "
            "not this file.\n"
            "// Judge problems: Test 1 \"Main\"\n"
            "// Compile: g++ -std=c++11 main.cpp\n");
}

TEST_F(Bundler, CompileLineOfTheSourceWinsOverTheDefault) {
  write("src/main.cpp", std::string(judges) + "// Compile: g++ --std=gnu++17 -O2\nint main() { return 0; }\n");
  const std::string text = bundler::make_bundle(root_ / "src/main.cpp", options_).text;
  EXPECT_NE(text.find("\n// Compile: g++ --std=gnu++17 -O2 main.cpp\n"), std::string::npos) << text;
}

TEST_F(Bundler, SourceWithoutJudgesLineIsAnError) {
  write("src/main.cpp", "// main: a test.\nint main() { return 0; }\n// Judges: too late\n");
  EXPECT_NE(error().find(path("src/main.cpp") + ":1: error: the opening comment names no judge problems"),
            std::string::npos)
      << error();
}

TEST_F(Bundler, InlinesEachHeaderOnceInDependencyOrderAndHoistsSystemHeaders) {
  write("include/lib/a.hpp",
        "// a\n#ifndef LIB_A_HPP\n#define LIB_A_HPP\n\n#include <vector>\n\nint a() { return 1; }\n\n#endif  // "
        "LIB_A_HPP\n");
  write("include/lib/b.hpp",
        "#pragma once\n#include <string>\n#include <vector>\n#include \"lib/a.hpp\"\nint b() { return a() + 1; }\n");
  write("src/main.cpp", std::string(judges) +
                            "#include <vector>\n#include \"lib/b.hpp\"\n#include \"lib/a.hpp\"\n"
                            "int main() { return b(); }\n");
  EXPECT_EQ(bundle_body(),
            "\n#include <vector>\n#include <string>\n"
            "\n// ---- src/main.cpp ----\n// Judges: Test 1 \"Main\"\n"
            "\n// ---- lib/a.hpp ----\n// a\n\nint a() { return 1; }\n\n"
            "// ---- lib/b.hpp ----\nint b() { return a() + 1; }\n"
            "\n// ---- src/main.cpp (continued) ----\nint main() { return b(); }\n");
  EXPECT_EQ(bundler::make_bundle(root_ / "src/main.cpp", options_).headers,
            std::vector<fs::path>({root_ / "include/lib/a.hpp", root_ / "include/lib/b.hpp"}));
}

TEST_F(Bundler, QuotedIncludeLooksBesideTheIncluderFirstAngledOnlyInIncludeDirs) {
  write("src/helper.hpp", "int beside() { return 1; }\n");
  write("include/helper.hpp", "int in_include_dir() { return 2; }\n");
  write("src/main.cpp", std::string(judges) + "#include \"helper.hpp\"\n#include <helper.hpp>\n");
  const std::string body = bundle_body();
  EXPECT_NE(body.find("beside"), std::string::npos);
  EXPECT_NE(body.find("in_include_dir"), std::string::npos);
}

TEST_F(Bundler, MacrosThatAreNoGuardStay) {
  write("include/a.hpp",
        "#ifndef A_HPP\n#define A_HPP\n#define LIMIT 3\n#ifdef LIMIT\nint limit = LIMIT;\n#endif\n#endif\n");
  write("src/main.cpp", std::string(judges) + "#include \"a.hpp\"\n");
  options_.strip_comments = true;
  EXPECT_EQ(bundle_body(), "\n#define LIMIT 3\n#ifdef LIMIT\nint limit = LIMIT;\n#endif\n");
}

TEST_F(Bundler, GuardDefineStaysWhenTheBundleTestsIt) {
  write("include/a.hpp", "#if !defined(A_HPP)\n#define A_HPP\nint a;\n#endif\n");
  write("src/main.cpp", std::string(judges) + "#include \"a.hpp\"\n#ifdef A_HPP\nint b;\n#endif\n");
  options_.strip_comments = true;
  EXPECT_EQ(bundle_body(), "\n#define A_HPP\nint a;\n#ifdef A_HPP\nint b;\n#endif\n");
}

TEST_F(Bundler, GuardThatClosesBeforeTheEndIsNoGuard) {
  write("include/a.hpp", "#ifndef A_HPP\n#define A_HPP\nint a;\n#endif\nint b;\n");
  write("src/main.cpp", std::string(judges) + "#include \"a.hpp\"\n");
  options_.strip_comments = true;
  EXPECT_EQ(bundle_body(), "\n#ifndef A_HPP\n#define A_HPP\nint a;\n#endif\nint b;\n");
}

// AtCoder's expander.py expands an #include inside /* ... */ and then drops the real one as a repeat.
TEST_F(Bundler, IncludeInsideBlockCommentIsIgnored) {
  write("include/a.hpp", "int a;\n");
  write("src/main.cpp", std::string(judges) + "/* old:\n#include \"a.hpp\"\n*/\nint before;\n#include \"a.hpp\"\n");
  EXPECT_EQ(bundle_body(), "\n// ---- src/main.cpp ----\n" + std::string(judges) +
                               "/* old:\n#include \"a.hpp\"\n*/\nint before;\n"
                               "\n// ---- a.hpp ----\nint a;\n");
}

TEST_F(Bundler, IncludeInsideLineCommentsIsIgnored) {
  write("src/main.cpp", std::string(judges) + "// #include \"missing.hpp\"\n// spliced \\\n#include \"missing.hpp\"\n");
  EXPECT_EQ(error(), "no error");
}

TEST_F(Bundler, IncludeInsideStringIsIgnored) {
  write("src/main.cpp", std::string(judges) + "const char* s = \"x\\\n#include \\\"missing.hpp\\\"\";\n");
  EXPECT_EQ(bundle_body(), "\n// ---- src/main.cpp ----\n" + std::string(judges) +
                               "const char* s = \"x\\\n#include \\\"missing.hpp\\\"\";\n");
}

TEST_F(Bundler, IncludeInsideRawStringIsIgnored) {
  const std::string raw = "const char* s = R\"(\n#include \"missing.hpp\"\n)\";\n";
  write("src/main.cpp", std::string(judges) + raw);
  options_.strip_comments = true;
  EXPECT_EQ(bundle_body(), "\n" + raw);
}

TEST_F(Bundler, IncludeCycleIsAnErrorNamingFileAndLine) {
  write("include/a.hpp", "#ifndef A_HPP\n#define A_HPP\n#include \"b.hpp\"\n#endif\n");
  write("include/b.hpp", "#ifndef B_HPP\n#define B_HPP\n\n#include \"a.hpp\"\n#endif\n");
  write("src/main.cpp", std::string(judges) + "#include \"a.hpp\"\n");
  EXPECT_EQ(error(),
            path("include/b.hpp") + ":4: error: #include \"a.hpp\" closes an include cycle: a.hpp -> b.hpp -> a.hpp");
}

TEST_F(Bundler, HeaderIncludingItselfIsACycle) {
  write("include/a.hpp", "#pragma once\n#include \"a.hpp\"\n");
  write("src/main.cpp", std::string(judges) + "#include \"a.hpp\"\n");
  EXPECT_EQ(error(), path("include/a.hpp") + ":2: error: #include \"a.hpp\" closes an include cycle: a.hpp -> a.hpp");
}

TEST_F(Bundler, MissingHeaderIsAnErrorNamingFileAndLine) {
  write("include/a.hpp", "int a;\n\n#include \"lib/missing.hpp\"\n");
  write("src/main.cpp", std::string(judges) + "#include \"a.hpp\"\n");
  EXPECT_EQ(error().find(path("include/a.hpp") + ":3: error: cannot find \"lib/missing.hpp\""), 0u) << error();
}

TEST_F(Bundler, UnterminatedCommentIsAnErrorNamingFileAndLine) {
  write("include/a.hpp", "int a;\n/* open\n");
  write("src/main.cpp", std::string(judges) + "#include \"a.hpp\"\n");
  EXPECT_EQ(error(), path("include/a.hpp") + ":2: error: unterminated /* comment");
}

TEST_F(Bundler, ComputedIncludeIsAnError) {
  write("src/main.cpp", std::string(judges) + "#define HEADER <vector>\n#include HEADER\n");
  EXPECT_EQ(error(), path("src/main.cpp") + ":3: error: #include expects \"FILE\" or <FILE>, got 'HEADER'");
}

TEST_F(Bundler, ConditionalSystemIncludeStaysUnderItsCondition) {
  write("include/a.hpp",
        "#ifndef A_HPP\n#define A_HPP\n#include <vector>\n#ifdef _WIN32\n#include <windows.h>\n#endif\n#endif\n");
  write("src/main.cpp", std::string(judges) + "#include \"a.hpp\"\n");
  options_.strip_comments = true;
  EXPECT_EQ(bundle_body(), "\n#include <vector>\n\n#ifdef _WIN32\n#include <windows.h>\n#endif\n");
}

TEST_F(Bundler, ConditionalProjectIncludeIsAnError) {
  write("include/a.hpp", "int a;\n");
  write("src/main.cpp", std::string(judges) + "#if 1\n#include \"a.hpp\"\n#endif\n");
  EXPECT_EQ(error().find(path("src/main.cpp") + ":3: error: project header \"a.hpp\" is included under #if/#ifdef"), 0u)
      << error();
}

TEST_F(Bundler, BundleConditionKeepsOnlyTheBranchABundleTakes) {
  // The learners' options live under #ifndef PUZZLE_BUNDLE: headers there are not inlined, and
  // what is under #ifdef PUZZLE_BUNDLE (or the #else) is, without the directives.
  write("include/learn.hpp", "#ifndef LEARN_HPP\n#define LEARN_HPP\n#include <map>\nint learn;\n#endif\n");
  write("include/judge.hpp", "#ifndef JUDGE_HPP\n#define JUDGE_HPP\nint judge;\n#endif\n");
  write("src/main.cpp", std::string(judges) +
                            "#ifndef PUZZLE_BUNDLE\n#include \"learn.hpp\"\n#ifdef X\nint x;\n#endif\n#else\n"
                            "#include \"judge.hpp\"\n#endif\n#ifdef PUZZLE_BUNDLE\nint bundled;\n#else\nint "
                            "learning;\n#endif\nint main() { return 0; }\n");
  options_.strip_comments = true;
  EXPECT_EQ(bundle_body(), "\nint judge;\nint bundled;\nint main() { return 0; }\n");
}

TEST_F(Bundler, BundleConditionWithElifOrInAnExpressionIsAnError) {
  write("src/main.cpp", std::string(judges) + "#ifdef PUZZLE_BUNDLE\nint a;\n#elif 1\nint b;\n#endif\n");
  EXPECT_EQ(error(), path("src/main.cpp") + ":4: error: #elif after #ifdef PUZZLE_BUNDLE");
  write("src/main.cpp", std::string(judges) + "#if defined(PUZZLE_BUNDLE)\nint a;\n#endif\n");
  EXPECT_EQ(error(), path("src/main.cpp") +
                         ":2: error: PUZZLE_BUNDLE is understood only as '#ifdef PUZZLE_BUNDLE' "
                         "or '#ifndef PUZZLE_BUNDLE'");
}

TEST_F(Bundler, SystemIncludeAfterAMacroCannotMoveAboveIt) {
  write("src/main.cpp",
        std::string(judges) + "#include <vector>\n#define NDEBUG\n#include <cassert>\n#include <vector>\n");
  EXPECT_EQ(error(), path("src/main.cpp") +
                         ":4: error: #include <cassert> would move to the top of the bundle, "
                         "above the #define or #undef at " +
                         path("src/main.cpp") +
                         ":3 that may change it; "
                         "include it earlier");
}

TEST_F(Bundler, StrippingCommentsKeepsEveryToken) {
  write("src/main.cpp", std::string(judges) +
                            "/* block\n   comment */\n"
                            "#include <cstdio>  // printf\n"
                            "#define TWICE(x) ((x) + /* no */ (x))\n"
                            "int main() {  // entry\n"
                            "  const char* s = \"// not a comment /* nor this */\";\n"
                            "  char c = '/'; int d = 6/*divided*//2;\n"
                            "  std::printf(\"%s %c %d\\n\", s, c, TWICE(d)); // done \\\n"
                            "  still the comment\n"
                            "}\n");
  options_.strip_comments = true;
  EXPECT_EQ(bundle_body(),
            "\n#include <cstdio>\n\n"
            "#define TWICE(x) ((x) +   (x))\n"
            "int main() {\n"
            "\tconst char* s = \"// not a comment /* nor this */\";\n"
            "\tchar c = '/'; int d = 6 /2;\n"
            "\tstd::printf(\"%s %c %d\\n\", s, c, TWICE(d));\n"
            "}\n");
}

TEST_F(Bundler, StrippingCommentsDropsBlankLinesAndIndentsWithTabs) {
  write("src/main.cpp", std::string(judges) +
                            "int main() {\n"
                            "\n"
                            "  if (true)\n"
                            "     return 0;  // five spaces: two tabs and one\n"
                            "  const char* s = \"a\\\n"
                            "    b\";  // the spaces inside the literal stay\n"
                            "  return s[0];\n"
                            "}\n");
  options_.strip_comments = true;
  EXPECT_EQ(bundle_body(),
            "\nint main() {\n"
            "\tif (true)\n"
            "\t\t return 0;\n"
            "\tconst char* s = \"a\\\n"
            "    b\";\n"
            "\treturn s[0];\n"
            "}\n");
}

TEST(BundlerAssertMessages, TheMessageGoesTheConditionStays) {
  using bundler::detail::without_assert_messages;
  EXPECT_EQ(without_assert_messages("assert(n > 0 && \"n: positive\");"), "assert(n > 0);");
  // Over two lines, with several literals, a nested call and a literal holding a parenthesis.
  EXPECT_EQ(without_assert_messages("  assert(f(a, b) < g[2] &&\n         \"two \" \"parts (x)\");\n"),
            "  assert(f(a, b) < g[2]);\n");
  EXPECT_EQ(without_assert_messages("assert((a && b) && \"both\\\" quoted\"); int x;"), "assert((a && b)); int x;");
  EXPECT_EQ(without_assert_messages("assert(a); assert(b && \"m\");"), "assert(a); assert(b);");
}

TEST(BundlerAssertMessages, AnythingElseIsLeftAsWritten) {
  using bundler::detail::without_assert_messages;
  const char* const kept[] = {
      "assert(a && b);",                              // no message
      "assert(\"first\" && a);",                      // a message that does not close the condition
      "assert(a && \"m\" && b);",                     // nor here
      "static_assert(a && \"m\");",                   // not assert
      "my_assert(a && \"m\");",                       // nor this
      "const char* s = \"assert(a && \\\"m\\\")\";",  // inside a literal
      "char c = '\"'; assert(a && b);",               // a quote in a character literal
      "if (t == \"R\") assert(a);",                   // R inside a literal opens no raw string
  };
  for (const char* text : kept) EXPECT_EQ(without_assert_messages(text), text) << text;
  const std::string raw = "auto s = R\"(x)\"; assert(a && \"m\");";
  EXPECT_EQ(without_assert_messages(raw), raw);  // a raw string: the text is not touched
  EXPECT_EQ(without_assert_messages("if (t == \"R\") assert(a && \"m\");"), "if (t == \"R\") assert(a);");
}

TEST_F(Bundler, StripAssertMessagesAppliesToTheBody) {
  write("include/check.hpp", "#include <cassert>\ninline void check(int n) { assert(n > 0 && \"check: n > 0\"); }\n");
  write("src/main.cpp", std::string(judges) + "#include \"check.hpp\"\nint main() { check(1); }\n");
  EXPECT_NE(bundle_body().find("\"check: n > 0\""), std::string::npos);
  options_.strip_assert_messages = true;
  const std::string body = bundle_body();
  EXPECT_EQ(body.find("check: n > 0\""), std::string::npos);
  EXPECT_NE(body.find("assert(n > 0);"), std::string::npos);
}

TEST(BundlerUnusedFunctions, WhatNothingNamesGoesOverAndOver) {
  using bundler::detail::without_unused_functions;
  const std::string text =
      "namespace p {\n"
      "const int unused_constant = 3;\n"
      "const int used_constant = 4;\n"
      "inline int helper(int x) { return x + used_constant; }\n"
      "inline int only_caller(int x) {\n"
      "\treturn helper(x);\n"
      "}\n"
      "template <class T>\n"
      "T unused_template(T x) {\n"
      "\treturn x;\n"
      "}\n"
      "inline int used(int x) { return x; }\n"
      "}\n"
      "int main() { return p::used(0); }\n";
  // only_caller goes, then helper (its one caller gone), then used_constant (helper's).
  EXPECT_EQ(without_unused_functions(text),
            "namespace p {\n"
            "inline int used(int x) { return x; }\n"
            "}\n"
            "int main() { return p::used(0); }\n");
}

TEST(BundlerUnusedFunctions, OverloadsClassesOperatorsMembersAndDeclarationsStay) {
  using bundler::detail::without_unused_functions;
  // All of it stays but the one function whose name occurs only in a literal besides its own.
  const std::string stays_before =
      "inline int twice(int x) { return 2 * x; }\n"
      "inline long twice(long x) { return 2 * x; }\n"  // an overload: the name occurs twice
      "template <class T>\n"
      "struct Unused {\n"
      "\tinline int member() const { return 1; }\n"
      "};\n"
      "inline bool operator<(const A& a, const A& b) { return a.v < b.v; }\n"
      "inline int declared(int x);\n";
  const std::string goes = "inline const char* name() { return \"name\"; }\n";
  const std::string stays_after =
      "#ifdef _WIN32\n"
      "inline int windows_only() { return 1; }\n"
      "#endif\n"
      "int main() { return windows_only(); }\n";
  const std::string text = stays_before + goes + stays_after, expected = stays_before + stays_after;
  EXPECT_EQ(without_unused_functions(text), expected);
  EXPECT_EQ(without_unused_functions("inline int last() { return 0; }"), "");  // no end of line
}

TEST_F(Bundler, DropUnusedFunctionsNeedsStrippedComments) {
  write("include/tools.hpp", "inline int unused_tool() { return 1; }\ninline int used_tool() { return 2; }\n");
  write("src/main.cpp", std::string(judges) + "#include \"tools.hpp\"\nint main() { return used_tool(); }\n");
  options_.drop_unused_functions = true;
  EXPECT_NE(bundle_body().find("unused_tool"), std::string::npos);  // comments kept: not applied
  options_.strip_comments = true;
  const std::string body = bundle_body();
  EXPECT_EQ(body.find("unused_tool"), std::string::npos);
  EXPECT_NE(body.find("inline int used_tool() { return 2; }"), std::string::npos);
}

}  // namespace
