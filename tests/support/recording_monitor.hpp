// Shared by the tests of monitored searches and solvers: a SearchMonitor that records every call.
#ifndef PUZZLE_TESTS_RECORDING_MONITOR_HPP
#define PUZZLE_TESTS_RECORDING_MONITOR_HPP

#include <cstdint>
#include <string>
#include <vector>

#include "puzzle/search/search_monitor.hpp"

namespace monitor_test {

struct Level {
  std::string kind;
  int value;
  std::uint64_t nodes;
};

struct RecordingMonitor : puzzle::SearchMonitor {
  std::vector<std::string> methods, builds;
  std::vector<std::uint64_t> built_entries, looked_up_entries;
  std::vector<Level> levels;
  struct Search {
    std::uint64_t expanded, kept, bytes;
    bool found, stopped;
  };
  std::vector<Search> searches;

  void method(const char* name) override { methods.push_back(name); }
  void building(const char* what) override { builds.push_back(what); }
  void built(std::uint64_t entries, std::uint64_t) override { built_entries.push_back(entries); }
  void level(const char* kind, int value, std::uint64_t nodes) override { levels.push_back({kind, value, nodes}); }
  void searched(std::uint64_t expanded, std::uint64_t kept, std::uint64_t bytes, bool found, bool stopped) override {
    searches.push_back({expanded, kept, bytes, found, stopped});
  }
  void looked_up(std::uint64_t entries) override { looked_up_entries.push_back(entries); }

  std::uint64_t level_nodes() const {
    std::uint64_t total = 0;
    for (const Level& level : levels) total += level.nodes;
    return total;
  }
};

}  // namespace monitor_test

#endif  // PUZZLE_TESTS_RECORDING_MONITOR_HPP
