// Tests of tile_board.hpp: a board of distinct tiles read token by token, its first token given; the
// three errors (the input ends, a token that is no tile, a tile twice) in the format's words.
#include "puzzle/driver/tile_board.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

namespace {

int tile_of(const std::string& token) {
  if (token == "x") return 0;
  return token.size() == 1 && token[0] >= '1' && token[0] <= '3' ? token[0] - '0' : -1;
}

const puzzle::TileTokens small_board = {4, tile_of, "tiles", "tile", "a tile 1-3 or x"};

// Reads a board from `text` (its first token handed over as the driver does); the error if any.
std::string read(const std::string& text, uint8_t* tiles) {
  std::FILE* file = std::tmpfile();
  std::fputs(text.c_str(), file);
  std::rewind(file);
  puzzle::TokenReader tokens(file);
  puzzle::CaseInput in(tokens);
  std::string first;
  tokens.next(first);
  const bool read = puzzle::read_tile_board(in, first, small_board, tiles);
  std::fclose(file);
  EXPECT_EQ(read, !in.failed());
  return in.message();
}

TEST(TileBoard, ReadsEachTileOnce) {
  uint8_t tiles[4] = {9, 9, 9, 9};
  EXPECT_EQ(read("3 x\n1 2", tiles), "");
  EXPECT_EQ(tiles[0], 3);
  EXPECT_EQ(tiles[1], 0);
  EXPECT_EQ(tiles[2], 1);
  EXPECT_EQ(tiles[3], 2);
}

TEST(TileBoard, NamesWhatIsWrong) {
  uint8_t tiles[4];
  EXPECT_EQ(read("3 x 1", tiles), "expected 4 tiles, input ends after 3");
  EXPECT_EQ(read("3 x 4 1", tiles), "expected a tile 1-3 or x, got '4'");
  EXPECT_EQ(read("3 x 3 1", tiles), "tile '3' appears twice");
}

}  // namespace
