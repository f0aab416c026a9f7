// Tests of cubic_eight_symmetry.hpp: each of the 8 symmetries, applied to whole positions here, commutes with
// every move (unmap_move names the move it maps), keeps the start, and maps targets with positions;
// every start cell goes to a corner, an edge's middle or the centre.
#include "puzzle/cubic_eight/cubic_eight_symmetry.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "puzzle/cubic_eight/cubic_eight_puzzle.hpp"
#include "puzzle/sliding/tiles/sliding_puzzle.hpp"
#include "cubic_eight_fixtures.hpp"

namespace {

std::vector<puzzle::CubicEightSymmetry> all_symmetries() {
  std::vector<puzzle::CubicEightSymmetry> symmetries;
  for (int bits = 0; bits < 8; ++bits) {
    const puzzle::CubicEightSymmetry symmetry = {(bits & 1) != 0, (bits & 2) != 0, (bits & 4) != 0};
    symmetries.push_back(symmetry);
  }
  return symmetries;
}

// The image of a whole position: cubes move to the image cells; a transpose swaps each cube's columns
// and rows axes, and the colours are renamed as map_colour says.
puzzle::CubicEightState map_position(puzzle::CubicEightSymmetry symmetry, puzzle::CubicEightState position) {
  int orientations[puzzle::cubic_eight_cells] = {0};
  const int empty = puzzle::empty_cell(position);
  for (int cell = 0; cell < puzzle::cubic_eight_cells; ++cell) {
    if (cell == empty) continue;
    const int orientation = puzzle::orientation_at(position, cell);
    // The axis whose colour the image shows toward its columns.
    const puzzle::CubeAxis columns_axis = symmetry.transpose ? puzzle::cube_axis_rows : puzzle::cube_axis_columns;
    const puzzle::CubeColour on_top =
        puzzle::map_colour(symmetry, puzzle::colour_on_axis(orientation, puzzle::cube_axis_top));
    const puzzle::CubeColour toward_columns =
        puzzle::map_colour(symmetry, puzzle::colour_on_axis(orientation, columns_axis));
    int image = 0;
    while (puzzle::colour_on_axis(image, puzzle::cube_axis_top) != on_top ||
           puzzle::colour_on_axis(image, puzzle::cube_axis_columns) != toward_columns)
      ++image;
    orientations[puzzle::map_cell(symmetry, cell)] = image;
  }
  return puzzle::make_cube_state(puzzle::map_cell(symmetry, empty), orientations);
}

TEST(CubicEightSymmetry, EveryStartCellGoesToACornerAnEdgesMiddleOrTheCentre) {
  const int representative[9] = {0, 1, 0, 1, 4, 1, 0, 1, 0};
  for (int cell = 0; cell < 9; ++cell)
    EXPECT_EQ(puzzle::map_cell(puzzle::symmetry_to_representative(cell), cell), representative[cell]) << cell;
}

TEST(CubicEightSymmetry, KeepsTheStartAndCommutesWithEveryMove) {
  const puzzle::CubicEightPuzzle model;
  std::mt19937 random(1604);
  for (const puzzle::CubicEightSymmetry& symmetry : all_symmetries()) {
    for (int cell = 0; cell < 9; ++cell)
      ASSERT_EQ(map_position(symmetry, puzzle::cubic_eight_start_state(cell)),
                puzzle::cubic_eight_start_state(puzzle::map_cell(symmetry, cell)));
    puzzle::CubicEightState position = puzzle::cubic_eight_start_state(static_cast<int>(random() % 9));
    for (int step = 0; step < 2000; ++step) {
      puzzle::SlideMove moves[4], image_moves[4];
      const int count = model.legal_moves(position, moves);
      const puzzle::SlideMove move = moves[random() % static_cast<unsigned>(count)];
      const puzzle::CubicEightState image = map_position(symmetry, position);
      const int image_count = model.legal_moves(image, image_moves);
      ASSERT_EQ(image_count, count);
      int maps_to_move = 0;
      for (int m = 0; m < image_count; ++m) {
        if (puzzle::unmap_move(symmetry, image_moves[m]) != move) continue;
        ++maps_to_move;
        puzzle::CubicEightState image_next = image;
        model.apply(image_next, image_moves[m]);
        puzzle::CubicEightState next = position;
        model.apply(next, move);
        ASSERT_EQ(image_next, map_position(symmetry, next));
      }
      ASSERT_EQ(maps_to_move, 1);
      model.apply(position, move);
    }
  }
}

TEST(CubicEightSymmetry, MapsATargetWithItsPositions) {
  std::mt19937 random(3131);
  for (const puzzle::CubicEightSymmetry& symmetry : all_symmetries()) {
    for (int trial = 0; trial < 20; ++trial) {
      puzzle::CubicEightTarget target;
      target.empty = static_cast<int>(random() % 9);
      for (int cell = 0; cell < 9; ++cell) target.top[cell] = static_cast<puzzle::CubeColour>(random() % 3);
      const puzzle::CubicEightTarget image = puzzle::map_target(symmetry, target);
      for (const puzzle::CubicEightState& position : puzzle::states_showing(target))
        ASSERT_TRUE(cubic_eight_oracle::shows_target(map_position(symmetry, position), image));
    }
  }
}

}  // namespace
