// The free cells of a map (maze/cell_map.hpp) numbered 0..count()-1 in row-major order, and each one's
// free neighbours in the order N, S, W, E: the graph a walker or several walk on, compressed to the
// cells they can stand on, so that a tuple of positions packs into a small dense key. Built in
// O(padded cells); memory an int per padded cell and 5 per free cell. Precondition: the map's margin
// is at least 1 (a neighbour of a free cell is on the padded map).
#ifndef PUZZLE_FREE_CELL_GRAPH_HPP
#define PUZZLE_FREE_CELL_GRAPH_HPP

#include <vector>

#include "puzzle/maze/cell_map.hpp"

namespace puzzle {

class FreeCellGraph {
 public:
  // The graph of `map`'s cells other than its wall character. Kept arrays grow to the largest map met.
  void reset(const CellMap& map) {
    index_.assign(static_cast<std::size_t>(map.padded_cells()), -1);
    cell_.clear();
    for (int cell = 0; cell < map.padded_cells(); ++cell)
      if (map[cell] != map.wall())
        index_[static_cast<std::size_t>(cell)] = static_cast<int>(cell_.size()), cell_.push_back(cell);
    first_neighbour_.assign(1, 0);
    neighbours_.clear();
    for (std::size_t i = 0; i < cell_.size(); ++i) {
      for (int direction = 0; direction < map_direction_count; ++direction) {
        const int next = index_[static_cast<std::size_t>(cell_[i] + map.step(static_cast<MapDirection>(direction)))];
        if (next >= 0) neighbours_.push_back(next);
      }
      first_neighbour_.push_back(static_cast<int>(neighbours_.size()));
    }
  }

  int count() const { return static_cast<int>(cell_.size()); }
  // The map's cell of free cell `index`, and the free cell at a map cell (-1 for a wall).
  int cell_of(int index) const { return cell_[static_cast<std::size_t>(index)]; }
  int index_of(int cell) const { return index_[static_cast<std::size_t>(cell)]; }
  // Free cell `index`'s free neighbours: [neighbours_begin, neighbours_end), in the order N, S, W, E.
  const int* neighbours_begin(int index) const {
    return all_neighbours() + first_neighbour_[static_cast<std::size_t>(index)];
  }
  const int* neighbours_end(int index) const {
    return all_neighbours() + first_neighbour_[static_cast<std::size_t>(index) + 1];
  }

 private:
  const int* all_neighbours() const { return neighbours_.empty() ? 0 : &neighbours_[0]; }

  std::vector<int> index_;            // per padded cell: its free-cell number, or -1
  std::vector<int> cell_;             // per free cell: its map cell
  std::vector<int> first_neighbour_;  // per free cell and one past: where its neighbours start
  std::vector<int> neighbours_;       // every free cell's neighbours, one after the other
};

}  // namespace puzzle

#endif  // PUZZLE_FREE_CELL_GRAPH_HPP
