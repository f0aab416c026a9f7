// Counts, sizes and processor times as the learners' reports (--stats, learning/stats_report.hpp) and
// the docs write them: "1,234,567", "1 node" / "2,000 nodes", "12 KB" / "3.1 MB", "0.051 ms" / "1.234 s".
// O(digits) each; no state.
#ifndef PUZZLE_QUANTITY_TEXT_HPP
#define PUZZLE_QUANTITY_TEXT_HPP

#include <cstddef>
#include <ctime>
#include <stdint.h>
#include <string>

#include "puzzle/io/decimal.hpp"

namespace puzzle {

// `count` with its thousands grouped by commas, as the docs write figures: 1,234,567.
inline std::string grouped_decimal(uint64_t count) {
  const std::string digits = decimal(static_cast<long long>(count));
  std::string text;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) text += ',';
    text += digits[i];
  }
  return text;
}

// A processor-time interval of `ticks` clock ticks: "0.051 ms" below a second, else "1.234 s".
inline std::string processor_time_text(std::clock_t ticks) {
  const long long microseconds = static_cast<long long>(ticks) * 1000000 / static_cast<long long>(CLOCKS_PER_SEC);
  const long long thousandths = microseconds < 1000000 ? microseconds : microseconds / 1000;
  const std::string fraction = decimal(1000 + thousandths % 1000).substr(1);
  return decimal(thousandths / 1000) + "." + fraction + (microseconds < 1000000 ? " ms" : " s");
}

// "1 node", "1,234 nodes".
inline std::string count_text(uint64_t count, const char* thing) {
  return grouped_decimal(count) + " " + thing + (count == 1 ? "" : "s");
}

// Bytes as "12 KB" below a megabyte, else "3.1 MB" (decimal units).
inline std::string memory_text(uint64_t bytes) {
  if (bytes < 1000000) return decimal(static_cast<long long>((bytes + 999) / 1000)) + " KB";
  const uint64_t tenths = (bytes + 50000) / 100000;
  return grouped_decimal(tenths / 10) + "." + decimal(static_cast<long long>(tenths % 10)) + " MB";
}

}  // namespace puzzle

#endif  // PUZZLE_QUANTITY_TEXT_HPP
