// A character map of R x C cells (walls and free cells, as a judge draws them) inside a margin of
// wall cells, and its 4-neighbour geometry: cells are numbered row-major over the padded map, so a
// step to a neighbour is one addition (step()) and a model that looks at most `margin` cells beyond
// a free cell never leaves the map, without a bounds check. The puzzles on maps (bloxorz/, ...) keep
// their own meaning of the characters. Memory one byte per padded cell; O(1) per query.
#ifndef PUZZLE_CELL_MAP_HPP
#define PUZZLE_CELL_MAP_HPP

#include <cassert>
#include <string>

namespace puzzle {

// The four directions of a map, in the order N, S, W, E (up, down, left, right as drawn).
enum MapDirection { map_north = 0, map_south = 1, map_west = 2, map_east = 3 };

const int map_direction_count = 4;

class CellMap {
 public:
  CellMap() : rows_(0), columns_(0), margin_(0), wall_('#') {}

  // An empty map of `rows` x `columns` cells, all `wall`, padded by `margin` wall cells on each side.
  // Precondition: rows, columns, margin >= 0.
  void reset(int rows, int columns, int margin, char wall) {
    assert(rows >= 0 && columns >= 0 && margin >= 0 && "CellMap: sizes");
    rows_ = rows, columns_ = columns, margin_ = margin, wall_ = wall;
    cells_.assign(static_cast<std::size_t>(padded_rows()) * padded_columns(), wall);
  }
  // Row `row` (0-based) of the map from `text`, one character a cell. Precondition: text.size() == columns().
  void set_row(int row, const std::string& text) {
    assert(row >= 0 && row < rows_ && static_cast<int>(text.size()) == columns_ && "CellMap: row");
    cells_.replace(static_cast<std::size_t>(cell(row, 0)), text.size(), text);
  }

  int rows() const { return rows_; }
  int columns() const { return columns_; }
  // Cells of the padded map: every cell number lies in [0, padded_cells()).
  int padded_cells() const { return static_cast<int>(cells_.size()); }
  int padded_columns() const { return columns_ + 2 * margin_; }
  int padded_rows() const { return rows_ + 2 * margin_; }
  char wall() const { return wall_; }

  // The number of the cell at (row, column) of the map; rows and columns from -margin to size + margin - 1.
  int cell(int row, int column) const { return (row + margin_) * padded_columns() + column + margin_; }
  int row_of(int cell) const { return cell / padded_columns() - margin_; }
  int column_of(int cell) const { return cell % padded_columns() - margin_; }
  // Whether a cell lies on the map itself, not in its margin.
  bool on_map(int cell) const {
    const int row = row_of(cell), column = column_of(cell);
    return row >= 0 && row < rows_ && column >= 0 && column < columns_;
  }
  // What the map holds at a cell (the wall character in the margin).
  char operator[](int cell) const { return cells_[static_cast<std::size_t>(cell)]; }
  // The change of cell number one step in `direction` makes.
  int step(MapDirection direction) const {
    const int steps[map_direction_count] = {-padded_columns(), padded_columns(), -1, 1};
    return steps[direction];
  }
  // The map's rows as drawn, without the margin.
  std::string row_text(int row) const { return cells_.substr(static_cast<std::size_t>(cell(row, 0)), columns_); }

 private:
  int rows_, columns_, margin_;
  char wall_;
  std::string cells_;  // row-major over the padded map
};

}  // namespace puzzle

#endif  // PUZZLE_CELL_MAP_HPP
