// A learner's statistics (--stats): a SearchMonitor that writes each event on the error stream as it
// happens (so a long search shows its thresholds as they are reached), per case a summary line (the
// answer, the nodes expanded, the processor time), and totals at the end. Times are processor time,
// C++98's std::clock (what the process computed, not wall time; its resolution is the C library's:
// a microsecond on Linux, a millisecond on Windows). O(1) per event; a line per event.
//
//   case 1: IDA* on Manhattan distance
//     threshold 9: 5 nodes, 0.023 ms
//     ...
//     threshold 19: 123 nodes, 0.004 ms
//     761 nodes expanded; at most 20 nodes kept (the path); found
//   case 1: answer 19 moves; 761 nodes expanded; 0.079 ms
//   total: 1 case; 761 nodes expanded; 0 builds; 1.351 ms processor time
#ifndef PUZZLE_STATS_REPORT_HPP
#define PUZZLE_STATS_REPORT_HPP

#include <cstdio>
#include <ctime>
#include <stdint.h>
#include <string>

#include "puzzle/io/decimal.hpp"
#include "puzzle/io/quantity_text.hpp"
#include "puzzle/search/search_monitor.hpp"

namespace puzzle {

class StatsReport : public SearchMonitor {
 public:
  // err: where to write; null: nowhere, the figures only kept (last_search_bytes()).
  explicit StatsReport(std::FILE* err)
      : err_(err),
        cases_(0),
        case_nodes_(0),
        total_nodes_(0),
        builds_(0),
        last_search_bytes_(0),
        build_ticks_(0),
        case_start_(std::clock()),
        last_event_(case_start_) {}

  void set_stream(std::FILE* err) { err_ = err; }
  // The bytes the last search that counts them (A*, breadth-first search) kept at most.
  uint64_t last_search_bytes() const { return last_search_bytes_; }

  void method(const char* name) { case_line(name); }
  void building(const char* what) { case_line(std::string("build: ") + what); }
  void built(uint64_t entries, uint64_t bytes) {
    const std::clock_t ticks = since_last_event();
    ++builds_;
    build_ticks_ += ticks;
    line("  built: " + grouped_decimal(entries) + " entries, " + memory_text(bytes) + ", " +
         processor_time_text(ticks));
  }
  void level(const char* kind, int value, uint64_t nodes) {
    line(std::string("  ") + kind + " " + decimal(value) + ": " + count_text(nodes, "node") + ", " +
         processor_time_text(since_last_event()));
  }
  void searched(uint64_t expanded, uint64_t kept, uint64_t bytes, bool found, bool stopped) {
    case_nodes_ += expanded;
    last_search_bytes_ = bytes;
    const std::string memory = bytes == 0 ? "at most " + count_text(kept, "node") + " kept (the path)"
                                          : count_text(kept, "node") + " kept (" + memory_text(bytes) + ")";
    const char* outcome = found ? "found" : stopped ? "stopped at its node limit" : "no path";
    line("  " + count_text(expanded, "node") + " expanded; " + memory + "; " + outcome);
  }
  void looked_up(uint64_t entries) {
    line("  looked up " + grouped_decimal(entries) + (entries == 1 ? " entry" : " entries"));
  }

  // The case at hand was answered at `solved_at` (`answer` says how, e.g. "19 moves"): its summary
  // line, with the processor time from the end of the previous case (reading the case included).
  // The next case starts now: what was done since solved_at (a --show) is in no case's time.
  void answered(const std::string& answer, std::clock_t solved_at) {
    case_line("answer " + answer + "; " + count_text(case_nodes_, "node") + " expanded; " +
              processor_time_text(solved_at - case_start_));
    ++cases_;
    total_nodes_ += case_nodes_;
    case_nodes_ = 0;
    case_start_ = last_event_ = std::clock();
  }

  // The totals line; the time is the process's processor time so far, start-up included.
  void totals() {
    line("total: " + count_text(cases_, "case") + "; " + count_text(total_nodes_, "node") + " expanded; " +
         count_text(builds_, "build") + (builds_ > 0 ? " (" + processor_time_text(build_ticks_) + ")" : std::string()) +
         "; " + processor_time_text(std::clock()) + " processor time");
  }

 private:
  std::clock_t since_last_event() {
    const std::clock_t now = std::clock(), ticks = now - last_event_;
    last_event_ = now;
    return ticks;
  }
  void case_line(const std::string& text) {
    last_event_ = std::clock();
    line("case " + decimal(static_cast<long long>(cases_ + 1)) + ": " + text);
  }
  void line(const std::string& text) {
    if (err_ == 0) return;
    std::fputs((text + "\n").c_str(), err_);
    std::fflush(err_);
  }

  std::FILE* err_;
  uint64_t cases_, case_nodes_, total_nodes_, builds_, last_search_bytes_;
  std::clock_t build_ticks_;
  std::clock_t case_start_, last_event_;
};

}  // namespace puzzle

#endif  // PUZZLE_STATS_REPORT_HPP
