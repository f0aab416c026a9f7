// Reads a map's size line and its rows, for the case driver (case_driver.hpp), as judges write maps
// (POJ 3322, POJ 1475): "R C" (a lone "0 0" ends the input), then R rows of C cells, one token a row.
// What differs between judges is data (MapSize: the statement's names and bounds); the reading and its
// errors are written once. O(C) per row.
#ifndef PUZZLE_MAP_READER_HPP
#define PUZZLE_MAP_READER_HPP

#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/io/decimal.hpp"
#include "puzzle/io/token_reader.hpp"

namespace puzzle {

// A map's size as its statement writes it: the names of the two numbers ("R", "C") and the bounds of
// each, low to high.
struct MapSize {
  const char* rows_name;
  const char* columns_name;
  long low, high;
};

// The size line from its first token `first` on: true with rows and columns set; false at the end
// marker "0 0" (nothing failed), or on bad input (in.failed(): reported here, or by in.next()).
inline bool read_map_size(CaseInput& in, const std::string& first, const MapSize& size, long& rows, long& columns) {
  const std::string bounds = decimal(size.low) + "-" + decimal(size.high);
  std::string token;
  const bool sized = parse_natural(first, size.high, rows) && rows >= size.low;
  if (!sized && first != "0")
    return in.fail("expected " + std::string(size.rows_name) + " " + bounds + " or the closing 0 0, got " +
                   puzzle::quoted(first));
  if (!in.next(token))
    return !in.failed() &&
           in.fail("expected " + std::string(size.columns_name) + " after " + size.rows_name + ", input ends");
  if (!sized)
    return token == "0" ? false : in.fail("expected 0 after 0 (the end marker), got " + puzzle::quoted(token));
  if (!parse_natural(token, size.high, columns) || columns < size.low)
    return in.fail("expected " + std::string(size.columns_name) + " " + bounds + ", got " + puzzle::quoted(token));
  return true;
}

// Row `row` (from 0) of a map of `rows` rows of `columns` cells, one token, into `token`; false on bad
// input (in.failed()). A row is read whole up to the usual token bound at least, so that a row a little too
// long is named.
inline bool read_map_row(CaseInput& in, long rows, long columns, long row, std::string& token) {
  const std::size_t row_bytes = static_cast<std::size_t>(columns) > TokenReader::max_token_bytes
                                    ? static_cast<std::size_t>(columns)
                                    : TokenReader::max_token_bytes + 0;
  if (!in.next(token, row_bytes))
    return !in.failed() && in.fail("expected " + decimal(rows) + " rows, input ends after " + decimal(row));
  if (static_cast<long>(token.size()) != columns)
    return in.fail("expected row " + decimal(row + 1) + " of " + decimal(columns) + " cells, got " +
                   puzzle::quoted(token));
  return true;
}

}  // namespace puzzle

#endif  // PUZZLE_MAP_READER_HPP
