// Tests of permutation_board.hpp: a board of numbers 0..n-1, each once, read through a NaturalReader
// after the driver's tokens, or through the driver's tokens (CaseNumbers); the errors (the input
// ends, a token that is no number of the board, a number twice) in the driver's words, the same both ways.
#include "puzzle/driver/permutation_board.hpp"

#include "puzzle/io/natural_reader.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace {

// Reads a size token through the driver's tokens, then a board of `cells` numbers; the error if any.
std::string read(const std::string& text, std::uint32_t cells, std::vector<std::uint32_t>& tiles) {
  std::FILE* file = std::tmpfile();
  std::fputs(text.c_str(), file);
  std::rewind(file);
  puzzle::TokenReader tokens(file);
  puzzle::CaseInput in(tokens);
  std::string size;
  tokens.next(size);
  puzzle::NaturalReader numbers(file);
  const bool read = puzzle::read_permutation_board(in, numbers, cells, tiles);
  std::fclose(file);
  EXPECT_EQ(read, !in.failed());
  return in.message();
}

TEST(PermutationBoard, ReadsEachNumberOnce) {
  std::vector<std::uint32_t> tiles;
  EXPECT_EQ(read("3\n2 0 5\n1 4 3\n", 6, tiles), "");
  EXPECT_EQ(tiles, (std::vector<std::uint32_t>{2, 0, 5, 1, 4, 3}));
  EXPECT_EQ(read("1 0", 1, tiles), "");
  EXPECT_EQ(tiles, std::vector<std::uint32_t>(1, 0));
}

TEST(PermutationBoard, NamesWhatIsWrong) {
  std::vector<std::uint32_t> tiles;
  EXPECT_EQ(read("2 1 0 3", 4, tiles), "expected 4 numbers, input ends after 3");
  EXPECT_EQ(read("2", 4, tiles), "expected 4 numbers, input ends after 0");
  EXPECT_EQ(read("2 1 0 4 2", 4, tiles), "expected a number 0-3, got '4'");
  EXPECT_EQ(read("2 1 0 x 2", 4, tiles), "expected a number 0-3, got 'x'");
  EXPECT_EQ(read("2 1 0 02 3", 4, tiles), "expected a number 0-3, got '02'");
  EXPECT_EQ(read("2 1 0 -2 3", 4, tiles), "expected a number 0-3, got '-2'");
  EXPECT_EQ(read("2 1 0 3 1", 4, tiles), "number '1' appears twice");
}

// The same board read through the driver's tokens, its first token handed over as the driver does.
std::string read_tokens(const std::string& text, std::uint32_t cells, std::vector<std::uint32_t>& tiles) {
  std::FILE* file = std::tmpfile();
  std::fputs(text.c_str(), file);
  std::rewind(file);
  puzzle::TokenReader tokens(file);
  puzzle::CaseInput in(tokens);
  std::string first;
  tokens.next(first);
  puzzle::CaseNumbers numbers(in, first);
  const bool read = puzzle::read_permutation_board(in, numbers, cells, tiles);
  std::fclose(file);
  EXPECT_EQ(read, !in.failed());
  return in.message();
}

TEST(PermutationBoard, TheDriversTokensReadTheSame) {
  std::vector<std::uint32_t> tiles;
  EXPECT_EQ(read_tokens("2 0 5\n1 4 3\n", 6, tiles), "");
  EXPECT_EQ(tiles, (std::vector<std::uint32_t>{2, 0, 5, 1, 4, 3}));
  EXPECT_EQ(read_tokens("1 0 3", 4, tiles), "expected 4 numbers, input ends after 3");
  EXPECT_EQ(read_tokens("1 0 4 2", 4, tiles), "expected a number 0-3, got '4'");
  EXPECT_EQ(read_tokens("x 0 3 2", 4, tiles), "expected a number 0-3, got 'x'");
  EXPECT_EQ(read_tokens("1 0 -2 3", 4, tiles), "expected a number 0-3, got '-2'");
  EXPECT_EQ(read_tokens("1 0 3 1", 4, tiles), "number '1' appears twice");
}

TEST(PermutationBoard, AMillionCells) {
  std::string text = "999\n";
  for (std::uint32_t i = 0; i < 998001; ++i)
    text += std::to_string(std::uint64_t(i) * 7919u % 998001u) + (i % 999 == 998 ? "\n" : " ");
  std::vector<std::uint32_t> tiles;
  EXPECT_EQ(read(text, 998001, tiles), "");
  ASSERT_EQ(tiles.size(), 998001u);
  EXPECT_EQ(tiles[998000], std::uint64_t(998000) * 7919u % 998001u);
}

}  // namespace
