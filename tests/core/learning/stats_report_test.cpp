// Tests of stats_report.hpp: numbers grouped by thousands, processor times and memory as text, and a
// report's lines for each event, per case and in total; with no stream it writes nothing but keeps
// the figures.
#include "puzzle/learning/stats_report.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <ctime>
#include <cctype>
#include <string>

#include "stream_text.hpp"

namespace {

using stream_test::read_all;

// The text with every processor time ("12.345 ms", "1.234 s") written as '@'.
std::string times_as_at(const std::string& text) {
  std::string result;
  for (std::size_t at = 0; at < text.size();) {
    std::size_t end = at;
    while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
    const bool fraction = end > at && end + 4 <= text.size() && text[end] == '.' &&
                          std::isdigit(static_cast<unsigned char>(text[end + 1])) &&
                          std::isdigit(static_cast<unsigned char>(text[end + 2])) &&
                          std::isdigit(static_cast<unsigned char>(text[end + 3]));
    const std::size_t unit = fraction ? end + 4 : end;
    const std::size_t unit_size = text.compare(unit, 3, " ms") == 0 ? 3 : text.compare(unit, 2, " s") == 0 ? 2 : 0;
    if (!fraction || unit_size == 0 || (at > 0 && std::isdigit(static_cast<unsigned char>(text[at - 1])))) {
      result += text[at++];
      continue;
    }
    result += '@';
    at = unit + unit_size;
  }
  return result;
}

TEST(StatsReport, TextOfCountsTimesAndMemory) {
  EXPECT_EQ(puzzle::grouped_decimal(0), "0");
  EXPECT_EQ(puzzle::grouped_decimal(999), "999");
  EXPECT_EQ(puzzle::grouped_decimal(1000), "1,000");
  EXPECT_EQ(puzzle::grouped_decimal(181440), "181,440");
  EXPECT_EQ(puzzle::grouped_decimal(1234567890123ull), "1,234,567,890,123");
  EXPECT_EQ(puzzle::count_text(1, "node"), "1 node");
  EXPECT_EQ(puzzle::count_text(2000, "node"), "2,000 nodes");
  EXPECT_EQ(puzzle::processor_time_text(0), "0.000 ms");
  EXPECT_EQ(puzzle::processor_time_text(CLOCKS_PER_SEC / 1000 * 12), "12.000 ms");
  EXPECT_EQ(puzzle::processor_time_text(CLOCKS_PER_SEC * 61 + CLOCKS_PER_SEC / 1000 * 5), "61.005 s");
  EXPECT_EQ(puzzle::memory_text(1), "1 KB");
  EXPECT_EQ(puzzle::memory_text(999999), "1000 KB");
  EXPECT_EQ(puzzle::memory_text(1088640), "1.1 MB");
  EXPECT_EQ(puzzle::memory_text(3145728), "3.1 MB");
}

TEST(StatsReport, LinesPerEventPerCaseAndInTotal) {
  std::FILE* err = std::tmpfile();
  puzzle::StatsReport report(err);
  report.method("IDA* on Manhattan distance");
  report.level("threshold", 13, 5);
  report.level("threshold", 15, 1);
  report.searched(6, 16, 0, true, false);
  report.answered("15 moves", std::clock());
  report.method("table look-up");
  report.building("a table");
  report.built(181440, 1088640);
  report.looked_up(1);
  report.searched(2500, 3000, 250000, false, true);
  report.answered("unsolvable", std::clock());
  report.totals();
  const std::string expected =
      "case 1: IDA* on Manhattan distance\n"
      "  threshold 13: 5 nodes, @\n"
      "  threshold 15: 1 node, @\n"
      "  6 nodes expanded; at most 16 nodes kept (the path); found\n"
      "case 1: answer 15 moves; 6 nodes expanded; @\n"
      "case 2: table look-up\n"
      "case 2: build: a table\n"
      "  built: 181,440 entries, 1.1 MB, @\n"
      "  looked up 1 entry\n"
      "  2,500 nodes expanded; 3,000 nodes kept (250 KB); stopped at its node limit\n"
      "case 2: answer unsolvable; 2,500 nodes expanded; @\n"
      "total: 2 cases; 2,506 nodes expanded; 1 build (@); @ processor time\n";
  EXPECT_EQ(times_as_at(read_all(err)), expected);
  std::fclose(err);
}

TEST(StatsReport, WithoutAStreamItKeepsTheFiguresOnly) {
  puzzle::StatsReport report(nullptr);
  report.method("A*");
  report.searched(10, 20, 4321, true, false);
  report.answered("1 move", std::clock());
  report.totals();
  EXPECT_EQ(report.last_search_bytes(), 4321u);
}

}  // namespace
