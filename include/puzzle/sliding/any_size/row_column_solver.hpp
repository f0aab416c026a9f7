// A solution, not a shortest one, of a sliding board of any size (POJ 3240's n x n up to 10; up to 30
// x 30 and beyond as a tool), toward the standard goal 1 2 ... n-1 and the blank last, built the way
// people solve the puzzle by hand: the top row or the left column of what is left, whichever is
// longer, until a block of at most 2 x 3 remains, which breadth-first search finishes.
//
// Each tile goes home by the fewest moves of that tile and the blank together, the placed tiles
// never touched: A* over (the tile's cell, the side of it the blank is on), the blank going around
// the tile by a shortest path (breadth-first search on the free cells) or the tile stepping into the
// blank; never a fixed cycle of moves repeated step by step, which makes solutions thousands of moves
// longer. The last two tiles of a line cannot both be placed that way (the last would have to pass
// the one before it), so they make the textbook turn: the second-to-last tile to the line's last
// cell, the last tile just inside it, the blank to the second-to-last cell, and two moves bring both
// home; when the last tile is shut in, breadth-first search in a 3 x 2 window instead. The block and
// the window are searched by the core's dense breadth-first search over their arrangements, ranked
// (window_model.hpp); the tile by the core's A* for steps that cost unlike
// (search/dense_weighted_a_star.hpp), its ties to the smaller state. The blank's breadth-first search,
// a few cells around the tile at each of the A*'s steps, stays here on flat arrays marked by a stamp.
// A move that undoes the one before it cancels it. Unsolvable boards (standard_goal_parity.hpp) are answered at
// once. Solutions are about 3.4-3.8 times the Manhattan distance (docs/binaries/poj3240.md).
//
// Cost, on an n-cell board: per tile, A* over at most 4n states (a cell and a side), each expanding one breadth-first
// search over the free cells (usually a few cells: the blank going around the tile). Memory O(n).
// Precondition: 2 <= rows, cols or a 1 x 1 board; the tiles 0..n-1 once each.
#ifndef PUZZLE_ROW_COLUMN_SOLVER_HPP
#define PUZZLE_ROW_COLUMN_SOLVER_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdlib>
#include <stdint.h>
#include <vector>

#include "puzzle/grid/grid_geometry.hpp"
#include "puzzle/search/dense_breadth_first_search.hpp"
#include "puzzle/search/dense_weighted_a_star.hpp"
#include "puzzle/search/search_monitor.hpp"
#include "puzzle/sliding/any_size/large_board.hpp"
#include "puzzle/sliding/any_size/standard_goal_parity.hpp"
#include "puzzle/sliding/any_size/window_model.hpp"

namespace puzzle {

// Where a solution stands after a line, or the last block, is placed: for a learner's --show.
struct RowColumnStage {
  enum Kind { row, column, last_block } kind;
  long index;             // the row or column placed (from 0); for the last block, its first row
  std::size_t moves_end;  // the moves that placed everything up to it
};

struct RowColumnAnswer {
  bool solvable;
  std::vector<SlideMove> moves;        // the blank's moves, when solvable
  std::vector<RowColumnStage> stages;  // in order
};

class RowColumnSolver {
 public:
  typedef LargeBoard Case;
  typedef RowColumnAnswer Answer;

  RowColumnSolver() : monitor_(0) {}
  // Who hears the method, once a board (null: nobody).
  void set_monitor(SearchMonitor* monitor) { monitor_ = monitor; }

  Answer solve(const Case& board) {
    Answer answer;
    answer.solvable = standard_goal_parity(&board.tiles[0], board.rows, board.cols).solvable();
    if (monitor_)
      monitor_->method(answer.solvable ? "row by row and column by column: each tile by A* over its cell and the "
                                         "blank's side, the last block by breadth-first search"
                                       : "parity: no sequence of moves reaches the goal");
    if (!answer.solvable) return answer;
    Placement(board, answer).solve();
    return answer;
  }

 private:
  // One board being solved: the tiles where they are, the cells placed (locked), and the moves.
  class Placement {
   public:
    Placement(const Case& board, Answer& answer)
        : rows_(board.rows),
          cols_(board.cols),
          cells_(board.rows * board.cols),
          tile_at_(board.tiles),
          cell_of_(static_cast<std::size_t>(cells_)),
          locked_(static_cast<std::size_t>(cells_), 0),
          top_(0),
          left_(0),
          moves_(answer.moves),
          stages_(answer.stages),
          stamp_(0),
          seen_(static_cast<std::size_t>(cells_), 0),
          distance_(static_cast<std::size_t>(cells_)),
          came_by_(static_cast<std::size_t>(cells_)) {
      assert(((rows_ >= 2 && cols_ >= 2) || cells_ == 1) && "RowColumnSolver: 2 x 2 or more, or 1 x 1");
      for (long cell = 0; cell < cells_; ++cell) cell_of_[tile_at_[static_cast<std::size_t>(cell)]] = cell;
      blank_ = cell_of_[0];
    }

    void solve() {
      while ((rows_ - top_) * (cols_ - left_) > max_window_cells) {
        const bool row = rows_ - top_ >= cols_ - left_;
        place_line(row);
        const RowColumnStage stage = {row ? RowColumnStage::row : RowColumnStage::column, row ? top_ : left_,
                                      moves_.size()};
        stages_.push_back(stage);
        ++(row ? top_ : left_);
      }
      if (cells_ > 1) finish_last_block();
      const RowColumnStage last = {RowColumnStage::last_block, top_, moves_.size()};
      stages_.push_back(last);
    }

   private:
    // A distance not reached; no cell (off the board, a side the blank may not stand on, no goal).
    static const long unreached = -1, no_cell = -1;
    // A*'s states: a tile's cell and the side of it the blank is on (a SlideMove from the tile).
    enum { sides = slide_move_count };
    static long state_of(long cell, int side) { return cell * sides + side; }
    static long cell_of_state(long state) { return state / sides; }
    static SlideMove side_of_state(long state) { return static_cast<SlideMove>(state % sides); }
    // What the estimate counts: a step of the tile is a move; between two steps the blank goes from
    // behind the tile to its side (2 moves at least) or, to go on straight, on to its front (2 more);
    // a blank not yet on a side toward the target needs 2 moves first.
    enum { tile_step = 1, blank_to_side = 2, blank_on_to_front = 2, blank_to_toward_side = 2 };

    // The tile's way to `target` as a graph for the core's A*: a state is the tile's cell and the side
    // of it the blank is on; from it the tile steps into the blank (one move), or the blank walks
    // round it to another side (its shortest walk over the free cells, by breadth-first search).
    class TileSteps {
     public:
      static const int max_branching = sides;
      TileSteps(Placement& placement, long target) : placement_(placement), target_(target) {}
      uint64_t key_space() const { return static_cast<uint64_t>(sides * placement_.cells_); }
      long estimate(long state) const { return placement_.estimate(state, target_); }
      bool is_goal(long state) const { return cell_of_state(state) == target_; }
      int successors(long state, long* next, long* step_cost) { return placement_.tile_steps(state, next, step_cost); }

     private:
      Placement& placement_;
      const long target_;
    };
    friend class TileSteps;

    long neighbour(long cell, SlideMove move) const { return neighbour_cell(rows_, cols_, cell, move); }
    bool is_free(long cell, long avoid) const {
      return cell >= 0 && cell != avoid && !locked_[static_cast<std::size_t>(cell)];
    }
    long goal_cell_of(uint32_t tile) const { return static_cast<long>(tile) - 1; }
    // A lower bound on the moves that bring the tile of `state` (its cell, the blank's side) to
    // `target`: each of its d steps is a move, and between two steps the blank goes from behind the
    // tile to beside it (2 moves at least) or, to go on straight, in front of it (4); the steps turn
    // at most 2 * min(dx, dy) times. A blank not on a side toward the target needs 2 moves first.
    long estimate(long state, long target) const {
      const long cell = cell_of_state(state), rows = target / cols_ - cell / cols_,
                 cols = target % cols_ - cell % cols_;
      const long steps = std::labs(rows) + std::labs(cols);
      if (steps == 0) return 0;
      const long most = std::max(std::labs(rows), std::labs(cols)), least = std::min(std::labs(rows), std::labs(cols));
      const SlideMove side = side_of_state(state);
      const bool toward = (side == slide_down && rows > 0) || (side == slide_up && rows < 0) ||
                          (side == slide_right && cols > 0) || (side == slide_left && cols < 0);
      return tile_step * steps + blank_to_side * (steps - 1) + blank_on_to_front * std::max(0L, most - least - 1) +
             (toward ? 0 : long(blank_to_toward_side));
    }

    // The blank moves one cell; a move that undoes the one before it cancels it.
    void slide(SlideMove move) {
      const long to = neighbour(blank_, move);
      assert(to >= 0 && "RowColumnSolver: a move off the board");
      const uint32_t tile = tile_at_[static_cast<std::size_t>(to)];
      tile_at_[static_cast<std::size_t>(blank_)] = tile;
      cell_of_[tile] = blank_;
      tile_at_[static_cast<std::size_t>(to)] = 0;
      blank_ = to;
      if (!moves_.empty() && moves_.back() == inverse_slide(move)) {
        moves_.pop_back();
        if (!stages_.empty()) stages_.back().moves_end = std::min(stages_.back().moves_end, moves_.size());
      } else {
        moves_.push_back(move);
      }
    }

    // Breadth-first search of the blank from `from` over the free cells but `avoid`, until every one of
    // goals[0..count) (no_cell: none) is reached or no cell is left: distance(), and the paths by came_by_.
    void search_blank(long from, long avoid, const long* goals, int count) {
      ++stamp_;
      queue_.clear();
      queue_.push_back(from);
      mark(from, 0, slide_down);
      int left = 0;  // goals not reached yet
      for (int i = 0; i < count; ++i) left += goals[i] != no_cell && goals[i] != from;
      for (std::size_t head = 0; head < queue_.size() && left > 0; ++head) {
        const long cell = queue_[head];
        for (int m = 0; m < slide_move_count; ++m) {
          const SlideMove move = static_cast<SlideMove>(m);
          const long next = neighbour(cell, move);
          if (!is_free(next, avoid) || seen_[static_cast<std::size_t>(next)] == stamp_) continue;
          mark(next, distance_[static_cast<std::size_t>(cell)] + 1, move);
          queue_.push_back(next);
          for (int i = 0; i < count; ++i) left -= goals[i] == next;
        }
      }
    }
    void mark(long cell, long distance, SlideMove move) {
      seen_[static_cast<std::size_t>(cell)] = stamp_;
      distance_[static_cast<std::size_t>(cell)] = distance;
      came_by_[static_cast<std::size_t>(cell)] = static_cast<signed char>(move);
    }
    long distance(long cell) const {
      return seen_[static_cast<std::size_t>(cell)] == stamp_ ? distance_[static_cast<std::size_t>(cell)] : unreached;
    }

    // Moves the blank to `to` by a shortest path over the free cells but `avoid`.
    void move_blank(long to, long avoid) {
      if (blank_ == to) return;
      search_blank(blank_, avoid, &to, 1);
      assert(distance(to) != unreached && "RowColumnSolver: the blank cannot get there");
      path_.clear();
      for (long cell = to; cell != blank_;) {
        const SlideMove move = static_cast<SlideMove>(came_by_[static_cast<std::size_t>(cell)]);
        path_.push_back(move);
        cell = neighbour(cell, inverse_slide(move));
      }
      for (std::size_t i = path_.size(); i-- > 0;) slide(path_[i]);
    }

    // The cell beside `cell` on each side (SlideMove order) if the blank may stand there, else no_cell.
    void side_cells_of(long cell, long* side_cells) const {
      for (int side = 0; side < sides; ++side) {
        const long next = neighbour(cell, static_cast<SlideMove>(side));
        side_cells[side] = is_free(next, no_cell) ? next : no_cell;
      }
    }

    // Brings `tile` to `target` by the fewest moves of it and the blank, over the free cells: A* over
    // (tile cell, blank side) with estimate(). False if it cannot get there (then nothing has moved).
    bool move_tile(uint32_t tile, long target) {
      const long start = cell_of_[tile];
      if (start == target) return true;
      long side_cells[sides], starts[sides], start_costs[sides];
      side_cells_of(start, side_cells);
      search_blank(blank_, start, side_cells, sides);
      int start_count = 0;
      for (int side = 0; side < sides; ++side)
        if (side_cells[side] != no_cell && distance(side_cells[side]) != unreached) {
          starts[start_count] = state_of(start, side);
          start_costs[start_count++] = distance(side_cells[side]);
        }
      TileSteps steps(*this, target);
      if (!tile_search_(steps, starts, start_costs, start_count, tile_path_)) return false;
      for (std::size_t i = 0; i < tile_path_.size(); ++i) {
        const long state = tile_path_[i], cell = cell_of_state(state);
        const SlideMove side = side_of_state(state);
        if (i > 0 && cell_of_state(tile_path_[i - 1]) != cell) {
          slide(side);  // the tile steps into the blank, which goes to the tile's old cell, on this side
        } else {
          move_blank(neighbour(cell, side), cell);
        }
      }
      return true;
    }
    // The successors of A*'s `state` and the moves each costs (TileSteps).
    int tile_steps(long state, long* next, long* step_cost) {
      const long cell = cell_of_state(state);
      const SlideMove side = side_of_state(state);
      const long blank = neighbour(cell, side);
      int count = 0;
      next[count] = state_of(blank, inverse_slide(side));  // the tile steps
      step_cost[count++] = tile_step;
      long side_cells[sides];
      side_cells_of(cell, side_cells);
      search_blank(blank, cell, side_cells, sides);  // the blank goes around it
      for (int other = 0; other < sides; ++other)
        if (other != side && side_cells[other] != no_cell && distance(side_cells[other]) != unreached) {
          next[count] = state_of(cell, other);
          step_cost[count++] = distance(side_cells[other]);
        }
      return count;
    }

    // The top row (row) or the left column of what is left, tile by tile; the last two together.
    void place_line(bool row) {
      const long length = row ? cols_ - left_ : rows_ - top_;
      const long first = top_ * cols_ + left_, step = row ? 1 : cols_;
      const SlideMove along = row ? slide_right : slide_down, inward = row ? slide_down : slide_right;
      for (long k = 0; k + 2 < length; ++k) place(first + k * step);
      const long second_last = first + (length - 2) * step, last = second_last + step;
      const uint32_t a = static_cast<uint32_t>(second_last + 1), b = static_cast<uint32_t>(last + 1);
      if (cell_of_[a] == second_last && cell_of_[b] == last) {
        lock(second_last);
        lock(last);
        return;
      }
      // The turn: a to the last cell, b just inside it, the blank to the second-to-last cell; then the
      // blank goes along (a home) and inward (b home). When b cannot get inside (it is shut in the
      // second-to-last cell, or the blank is), the two go home inside the window of the line's last two
      // cells and the four inward of them, by breadth-first search.
      const long inside = neighbour(last, inward);
      place_at(a, last);
      if (move_tile(b, inside)) {
        lock(inside);
        move_blank(second_last, no_cell);
        slide(along);
        slide(inward);
        locked_[static_cast<std::size_t>(inside)] = 0;
      } else {
        locked_[static_cast<std::size_t>(last)] = 0;
        finish_pair(second_last, last, neighbour(inside, inward) - inside, a, b);
        lock(last);
      }
      lock(second_last);
    }

    // Brings a to `second_last` and b to `last` within the window of those two cells and the four
    // cells inward of them (`step` apart): the blank into the window (a and b kept still), then
    // breadth-first search over where a, b and the blank stand in it (6 x 5 x 4 states; the other
    // three tiles are interchangeable, so every such state is reachable).
    void finish_pair(long second_last, long last, long step, uint32_t a, uint32_t b) {
      enum { window_lines = 3, pieces = 3 };  // the window's pairs of cells; a, b and the blank
      long window[max_window_cells];
      for (int k = 0; k < window_lines; ++k) {
        window[2 * k] = second_last + k * step;
        window[2 * k + 1] = last + k * step;
      }
      const WindowModel model(rows_, cols_, window, max_window_cells, pieces);
      if (model.index_of(blank_) == model.cell_count()) {
        lock(cell_of_[a]);
        lock(cell_of_[b]);
        long goals[max_window_cells];
        for (int k = 0; k < max_window_cells; ++k) goals[k] = is_free(window[k], no_cell) ? window[k] : no_cell;
        search_blank(blank_, no_cell, goals, max_window_cells);
        long nearest = no_cell;
        for (int k = 0; k < max_window_cells; ++k)
          if (goals[k] != no_cell && distance(goals[k]) != unreached &&
              (nearest == no_cell || distance(goals[k]) < distance(nearest)))
            nearest = goals[k];
        assert(nearest != no_cell && "RowColumnSolver: the blank cannot reach the window");
        move_blank(nearest, no_cell);
        locked_[static_cast<std::size_t>(cell_of_[a])] = 0;
        locked_[static_cast<std::size_t>(cell_of_[b])] = 0;
      }
      WindowState start;
      start.at[0] = static_cast<signed char>(model.index_of(cell_of_[a]));
      start.at[1] = static_cast<signed char>(model.index_of(cell_of_[b]));
      start.at[2] = static_cast<signed char>(model.index_of(blank_));
      assert(start.at[0] < model.cell_count() && start.at[1] < model.cell_count() &&
             "RowColumnSolver: the last two tiles in the window");
      slide_along(model, start);
    }

    // The block left (2 x 2, 2 x 3 or 3 x 2) by breadth-first search over its arrangements: where
    // each tile stands, the blank too (every piece of the block tracked).
    void finish_last_block() {
      long block[max_window_cells];
      int size = 0;
      for (long row = top_; row < rows_; ++row)
        for (long col = left_; col < cols_; ++col) block[size++] = row * cols_ + col;
      const WindowModel model(rows_, cols_, block, size, size);
      WindowState start;
      for (int at = 0; at < size; ++at) {
        const uint32_t tile = tile_at_[static_cast<std::size_t>(block[at])];
        start.at[tile == 0 ? size - 1 : model.index_of(goal_cell_of(tile))] = static_cast<signed char>(at);
      }
      slide_along(model, start);
    }

    // The blank's moves of the shortest way from `start` to the goal of `model`, the first in move order.
    void slide_along(const WindowModel& model, const WindowState& start) {
      const SearchResult<SlideMove> path = window_search_(model, start);
      assert(path.found && "RowColumnSolver: the last block, or the last two tiles, cannot go home");
      for (std::size_t i = 0; i < path.moves.size(); ++i) slide(path.moves[i]);
    }

    void place(long cell) { place_at(static_cast<uint32_t>(cell + 1), cell); }
    void place_at(uint32_t tile, long cell) {
      const bool moved = move_tile(tile, cell);
      assert(moved && "RowColumnSolver: a tile that cannot go home");
      (void)moved;
      lock(cell);
    }
    void lock(long cell) { locked_[static_cast<std::size_t>(cell)] = 1; }

    const long rows_, cols_, cells_;
    std::vector<uint32_t> tile_at_;
    std::vector<long> cell_of_;
    std::vector<char> locked_;
    long blank_, top_, left_;  // the blank; the first row and column not placed
    std::vector<SlideMove>& moves_;
    std::vector<RowColumnStage>& stages_;
    // The searches' memory, kept between them; an entry is current when its stamp is.
    long stamp_;
    std::vector<long> seen_, distance_, queue_;
    std::vector<signed char> came_by_;
    std::vector<SlideMove> path_;
    DenseWeightedAStar<TileSteps> tile_search_;
    std::vector<long> tile_path_;
    DenseBreadthFirstSearch<WindowModel> window_search_;
  };

  SearchMonitor* monitor_;
};

}  // namespace puzzle

#endif  // PUZZLE_ROW_COLUMN_SOLVER_HPP
