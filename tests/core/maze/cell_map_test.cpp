// Tests of cell_map.hpp: rows land where cell() numbers them, the margin reads as wall, steps move one
// cell each way, and row_of/column_of/on_map invert cell() over the padded map.
#include "puzzle/maze/cell_map.hpp"

#include <gtest/gtest.h>

namespace {

TEST(CellMap, RowsInsideAWallMargin) {
  puzzle::CellMap map;
  map.reset(2, 3, 2, '#');
  map.set_row(0, "ab.");
  map.set_row(1, ".cd");
  EXPECT_EQ(map.padded_columns(), 7);
  EXPECT_EQ(map.padded_rows(), 6);
  EXPECT_EQ(map.padded_cells(), 42);
  EXPECT_EQ(map[map.cell(0, 0)], 'a');
  EXPECT_EQ(map[map.cell(1, 2)], 'd');
  EXPECT_EQ(map[map.cell(-2, -2)], '#');
  EXPECT_EQ(map[map.cell(3, 4)], '#');
  EXPECT_EQ(map.row_text(1), ".cd");
  int free_cells = 0;
  for (int cell = 0; cell < map.padded_cells(); ++cell) free_cells += map[cell] != '#';
  EXPECT_EQ(free_cells, 6);
}

TEST(CellMap, StepsAndCoordinates) {
  puzzle::CellMap map;
  map.reset(4, 5, 1, '#');
  const int cell = map.cell(2, 3);
  EXPECT_EQ(cell + map.step(puzzle::map_north), map.cell(1, 3));
  EXPECT_EQ(cell + map.step(puzzle::map_south), map.cell(3, 3));
  EXPECT_EQ(cell + map.step(puzzle::map_west), map.cell(2, 2));
  EXPECT_EQ(cell + map.step(puzzle::map_east), map.cell(2, 4));
  for (int c = 0; c < map.padded_cells(); ++c) {
    EXPECT_EQ(map.cell(map.row_of(c), map.column_of(c)), c);
    const bool inside = map.row_of(c) >= 0 && map.row_of(c) < 4 && map.column_of(c) >= 0 && map.column_of(c) < 5;
    EXPECT_EQ(map.on_map(c), inside) << c;
  }
}

TEST(CellMap, ResetClearsTheEarlierMap) {
  puzzle::CellMap map;
  map.reset(3, 3, 0, '#');
  map.set_row(1, "...");
  map.reset(3, 3, 0, '#');
  EXPECT_EQ(map.row_text(1), "###");
}

}  // namespace
