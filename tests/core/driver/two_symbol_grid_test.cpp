// Tests of two_symbol_grid.hpp: a grid of two-character cells read from tokens of whole cells of one
// row (a row run together, or cell by cell), its first token given; the errors (the input ends, a
// token that crosses a row's end, a character that is neither symbol) in the format's words.
#include "puzzle/driver/two_symbol_grid.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <string>

namespace {

const puzzle::TwoSymbolGrid grid = {2, 3, {'-', '+'}};

// Reads a grid from `text` (its first token handed over as the driver does); the error if any.
std::string read(const std::string& text, std::uint32_t& cells) {
  std::FILE* file = std::tmpfile();
  std::fputs(text.c_str(), file);
  std::rewind(file);
  puzzle::TokenReader tokens(file);
  puzzle::CaseInput in(tokens);
  std::string first;
  tokens.next(first);
  const bool read = puzzle::read_two_symbol_grid(in, first, grid, cells);
  std::fclose(file);
  EXPECT_EQ(read, !in.failed());
  return in.message();
}

TEST(TwoSymbolGrid, ReadsRowsRunTogetherOrCellByCell) {
  std::uint32_t cells = 99;
  EXPECT_EQ(read("-++\n+--\n", cells), "");
  EXPECT_EQ(cells, 0x0Eu);  // cells 1, 2 and 3
  EXPECT_EQ(read("- + +\t+ -\r\n-", cells), "");
  EXPECT_EQ(cells, 0x0Eu);
  EXPECT_EQ(read("-+ + +-- more", cells), "");  // what follows the grid is the next case's
  EXPECT_EQ(cells, 0x0Eu);
}

TEST(TwoSymbolGrid, RefusesWhatIsNoRowOfCells) {
  std::uint32_t cells = 0;
  EXPECT_EQ(read("-++-\n--", cells), "expected a row of 3 cells - or +, got '-++-'");
  EXPECT_EQ(read("-+ +--", cells), "expected a row of 3 cells - or +, got '+--'");  // across two rows
  EXPECT_EQ(read("-+x\n---", cells), "expected a row of 3 cells - or +, got '-+x'");
  EXPECT_EQ(read("-++ +-", cells), "expected 6 cells, input ends after 5");
}

}  // namespace
