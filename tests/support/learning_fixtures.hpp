// Shared by the tests of the learning options end to end (tests/*_learning_test.cpp): runs a binary
// with arguments, keeping stdout, stderr and the exit status; reads back the pictures --show draws and
// the lines --stats writes, checking the report adds up.
#ifndef PUZZLE_TESTS_LEARNING_FIXTURES_HPP
#define PUZZLE_TESTS_LEARNING_FIXTURES_HPP

#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

namespace learning_test {

struct Run {
  int status;  // the exit status
  std::vector<std::string> out, err;
};

inline std::vector<std::string> read_lines(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// Runs `binary arguments < input`, in files named after the running test (tests run in parallel).
inline Run run(const std::string& binary, const std::string& arguments, const std::string& input) {
  const testing::TestInfo& test = *testing::UnitTest::GetInstance()->current_test_info();
  std::string name = std::string(test.test_suite_name()) + "." + test.name();
  std::replace(name.begin(), name.end(), '/', '_');
  const std::string stem = testing::TempDir() + name;
  std::ofstream(stem + ".in") << input;
  const int status =
      std::system((binary + " " + arguments + " < " + stem + ".in > " + stem + ".out 2> " + stem + ".err").c_str());
  Run result;
  result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  result.out = read_lines(stem + ".out");
  result.err = read_lines(stem + ".err");
  for (const char* suffix : {".in", ".out", ".err"}) std::remove((stem + suffix).c_str());
  return result;
}

// The binary on `input` without options and with a learner's `option`: both exit 0 (checked).
struct PlainAndLearning {
  Run plain, learning;
};
inline PlainAndLearning run_plain_and(const std::string& binary, const std::string& option, const std::string& input) {
  const PlainAndLearning runs = {run(binary, "", input), run(binary, option, input)};
  EXPECT_EQ(runs.plain.status, 0);
  EXPECT_EQ(runs.learning.status, 0);
  return runs;
}

struct Picture {
  std::string label;
  std::vector<std::string> lines;
};

// Reads the --show block that starts at out[at]: `count` pictures of `height` lines under their
// labels, in rows one blank line apart, then a blank line; leaves `at` after it. Checks that every
// line fits in 80 columns and has no trailing blank. Pictures stand in columns: a label starts each,
// and labels are three blanks apart at least (a label holds single blanks only).
inline std::vector<Picture> read_show(const std::vector<std::string>& out, std::size_t& at, std::size_t count,
                                      std::size_t height) {
  std::vector<Picture> pictures;
  while (pictures.size() < count) {
    if (!pictures.empty()) {
      EXPECT_TRUE(at < out.size() && out[at].empty()) << "a blank line between rows of pictures, line " << at;
      ++at;
    }
    if (at + height >= out.size()) {
      ADD_FAILURE() << "the --show block ends early at line " << at;
      return pictures;
    }
    const std::string& labels = out[at];
    std::vector<std::size_t> starts;
    for (std::size_t i = 0; i < labels.size(); ++i)
      if (labels[i] != ' ' && (i == 0 || (i >= 2 && labels[i - 1] == ' ' && labels[i - 2] == ' '))) starts.push_back(i);
    for (std::size_t row = 0; row <= height; ++row) {
      const std::string& line = out[at + row];
      EXPECT_LE(line.size(), 80u) << line;
      EXPECT_TRUE(line.empty() || line.back() != ' ') << "trailing blank: '" << line << "'";
    }
    for (std::size_t k = 0; k < starts.size(); ++k) {
      Picture picture;
      for (std::size_t row = 0; row <= height; ++row) {
        const std::string& line = out[at + row];
        std::string cell =
            starts[k] < line.size()
                ? line.substr(starts[k], k + 1 < starts.size() ? starts[k + 1] - starts[k] : std::string::npos)
                : std::string();
        cell.erase(cell.find_last_not_of(' ') + 1);
        if (row == 0)
          picture.label = cell;
        else
          picture.lines.push_back(cell);
      }
      pictures.push_back(picture);
    }
    at += height + 1;
  }
  EXPECT_TRUE(at < out.size() && out[at].empty()) << "a blank line after the pictures, line " << at;
  ++at;
  return pictures;
}

// The move a picture's label names: "start" for the first, then "<k> <move>" with k counting from 1.
inline std::string move_of(const Picture& picture, std::size_t k) {
  const std::string prefix = std::to_string(k) + " ";
  EXPECT_EQ(picture.label.compare(0, prefix.size(), prefix), 0) << "label '" << picture.label << "', move " << k;
  return picture.label.substr(std::min(prefix.size(), picture.label.size()));
}

inline std::uint64_t number(const std::string& grouped) {
  std::string digits;
  for (char c : grouped)
    if (c != ',') digits += c;
  return std::stoull(digits);
}

// Whether `text` matches `pattern`, where '*' stands for any text, '#' for a number as --stats
// writes it (digits and commas), '@' for a processor time ("12.345 ms" or "1.234 s"); any other
// character for itself. (std::regex is avoided: GCC 12 warns inside <regex> under the sanitizers.)
inline bool matches(const std::string& text, const std::string& pattern, std::size_t t = 0, std::size_t p = 0) {
  if (p == pattern.size()) return t == text.size();
  const char want = pattern[p];
  if (want == '*') {
    for (std::size_t end = t; end <= text.size(); ++end)
      if (matches(text, pattern, end, p + 1)) return true;
    return false;
  }
  if (want == '#') {
    std::size_t end = t;
    while (end < text.size() && (std::isdigit(static_cast<unsigned char>(text[end])) || text[end] == ',')) ++end;
    for (; end > t; --end)
      if (matches(text, pattern, end, p + 1)) return true;
    return false;
  }
  if (want == '@') {
    std::size_t end = t;
    while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
    if (end == t || end + 4 > text.size() || text[end] != '.') return false;
    for (std::size_t i = end + 1; i < end + 4; ++i)
      if (!std::isdigit(static_cast<unsigned char>(text[i]))) return false;
    end += 4;
    for (const char* unit : {" ms", " s"}) {
      const std::string suffix = unit;
      if (text.compare(end, suffix.size(), suffix) == 0 && matches(text, pattern, end + suffix.size(), p + 1))
        return true;
    }
    return false;
  }
  return t < text.size() && text[t] == want && matches(text, pattern, t + 1, p + 1);
}

// The number after `prefix` in `text` (digits and commas), or 0.
inline std::uint64_t number_after(const std::string& text, const std::string& prefix) {
  const std::size_t at = text.find(prefix);
  if (at == std::string::npos) return 0;
  std::string digits;
  for (std::size_t i = at + prefix.size();
       i < text.size() && (std::isdigit(static_cast<unsigned char>(text[i])) || text[i] == ','); ++i)
    digits += text[i];
  return digits.empty() ? 0 : number(digits);
}

// What --stats wrote, read back: per case its answer, nodes and lines (in order), and the totals.
struct CaseStats {
  std::string answer;
  std::uint64_t nodes;
  std::vector<std::string> lines;  // the case's lines, its summary last
};
struct Stats {
  std::vector<CaseStats> cases;
  std::uint64_t total_cases = 0, total_nodes = 0, builds = 0;
  bool has_totals = false;
};

// Parses and checks `err`: case lines numbered 1, 2, ... in order; within a case, every search's
// levels (thresholds, f values, depths) increasing and adding up to its "nodes expanded" line, whose
// sum is the case's; the totals the sums of the cases. Lines matching `other` (see matches(); an
// error message) are let through.
inline Stats parse_stats(const std::vector<std::string>& err, const std::string& other = "") {
  Stats stats;
  CaseStats current{"", 0, {}};
  std::uint64_t searched_nodes = 0, level_nodes = 0;
  long long last_level = -1000000;
  for (const std::string& line : err) {
    if (!other.empty() && matches(line, other)) continue;
    EXPECT_FALSE(stats.has_totals) << "after the totals: " << line;
    current.lines.push_back(line);
    const std::string case_prefix = "case " + std::to_string(stats.cases.size() + 1) + ": ";
    if (matches(line, "case #: answer *; # node* expanded; @")) {
      EXPECT_EQ(line.compare(0, case_prefix.size(), case_prefix), 0) << line;
      const std::size_t answer = line.find(": answer ") + 9, nodes = line.rfind("; ", line.rfind("; ") - 1);
      current.answer = line.substr(answer, nodes - answer);
      current.nodes = number_after(line.substr(nodes), "; ");
      EXPECT_EQ(current.nodes, searched_nodes) << line;
      stats.cases.push_back(current);
      current = CaseStats{"", 0, {}};
      searched_nodes = 0;
    } else if (matches(line, "case #: *")) {
      EXPECT_EQ(line.compare(0, case_prefix.size(), case_prefix), 0) << line;
      stats.builds += line.compare(case_prefix.size(), 7, "build: ") == 0;
      level_nodes = 0;
      last_level = -1000000;
    } else if (matches(line, "  threshold #: # node*, @") || matches(line, "  f #: # node*, @") ||
               matches(line, "  depth #: # node*, @")) {
      const std::size_t value_at = line.find(' ', 2) + 1;
      const long long value = std::stoll(line.substr(value_at));
      EXPECT_GT(value, last_level) << line;
      last_level = value;
      level_nodes += number_after(line, ": ");
    } else if (matches(line, "  # node* expanded; *; found") || matches(line, "  # node* expanded; *; no path") ||
               matches(line, "  # node* expanded; *; stopped at its node limit")) {
      const std::uint64_t expanded = number_after(line, "  ");
      EXPECT_EQ(expanded, level_nodes) << line;
      searched_nodes += expanded;
      level_nodes = 0;
      last_level = -1000000;
    } else if (matches(line, "total: # case*; # node* expanded; # build*; @ processor time")) {
      stats.has_totals = true;
      stats.total_cases = number_after(line, "total: ");
      stats.total_nodes = number_after(line, "; ");
      EXPECT_EQ(number_after(line.substr(line.find(" expanded; ")), " expanded; "), stats.builds) << line;
    } else {
      EXPECT_TRUE(matches(line, "  built: # entries, *B, @") || matches(line, "  looked up # entr*"))
          << "unexpected line: " << line;
    }
  }
  EXPECT_TRUE(stats.has_totals);
  EXPECT_EQ(stats.total_cases, stats.cases.size());
  std::uint64_t nodes = 0;
  for (const CaseStats& one : stats.cases) nodes += one.nodes;
  EXPECT_EQ(stats.total_nodes, nodes);
  return stats;
}

// The --stats run of run_plain_and read back, checked: stdout equal to the plain run's, `cases` cases
// and `builds` builds reported.
inline Stats stats_of(const PlainAndLearning& runs, std::size_t cases, std::uint64_t builds) {
  EXPECT_EQ(runs.learning.out, runs.plain.out);
  const Stats stats = parse_stats(runs.learning.err);
  EXPECT_EQ(stats.cases.size(), cases);
  EXPECT_EQ(stats.builds, builds);
  return stats;
}

// The first case whose cases before it have expanded `budget` nodes or more, all of them counted
// (the case a solver that searches per case until then builds its table on), or the number of cases.
inline std::size_t first_case_past(const Stats& stats, std::uint64_t budget) {
  std::uint64_t spent = 0;
  std::size_t i = 0;
  for (; i < stats.cases.size() && spent < budget; ++i) spent += stats.cases[i].nodes;
  return i;
}

// Whether some line matches `pattern` (see matches()).
inline bool some_line_matches(const std::vector<std::string>& lines, const std::string& pattern) {
  for (const std::string& line : lines)
    if (matches(line, pattern)) return true;
  return false;
}

// Whether some line of the case starts with `text`.
inline bool case_says(const CaseStats& one, const std::string& text) {
  for (const std::string& line : one.lines)
    if (line.find(text) != std::string::npos) return true;
  return false;
}

}  // namespace learning_test

#endif  // PUZZLE_TESTS_LEARNING_FIXTURES_HPP
