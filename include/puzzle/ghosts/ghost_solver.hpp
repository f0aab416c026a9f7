// The fewest steps that bring every ghost to its target (ghost_moves.hpp): a breadth-first search
// from the start and one from the goal at once (steps reverse, ghost_moves.hpp), each round growing
// whichever side's last depth holds fewer states by one depth, until a state of one side steps onto
// a state of the other. With every depth below the two current ones searched and no state shared,
// the first meeting is a shortest path (a monitor hears each round as depth d: every path of d steps
// looked at). Each state keeps its parent and its side in one int of a flat array indexed by state;
// only the states reached are cleared after a map, so a run of maps allocates once. Time O(states reached x 5^ghosts),
// far fewer states than one search reaches on long answers; memory 4 S^3 bytes for S free cells plus 2 (about 150 free
// cells under UVa 1601's rule that every 2 x 2 square holds a wall: 14 MB; 196 on a 16 x 16 map walled round: 31 MB)
// and 4 bytes per state reached. Precondition: S^3 < 2^31.
#ifndef PUZZLE_GHOST_SOLVER_HPP
#define PUZZLE_GHOST_SOLVER_HPP

#include <algorithm>
#include <cstddef>
#include <stdint.h>
#include <vector>

#include "puzzle/ghosts/ghost_moves.hpp"
#include "puzzle/maze/cell_map.hpp"
#include "puzzle/maze/free_cell_graph.hpp"
#include "puzzle/search/search_model.hpp"
#include "puzzle/search/search_monitor.hpp"

namespace puzzle {

// One map: its cells (walls '#', padded by a margin of 1), the number of ghosts and each one's start
// and target cell.
struct GhostCase {
  CellMap map;
  int ghosts;
  int start[max_ghosts];
  int target[max_ghosts];
};

class GhostSolver {
 public:
  typedef GhostCase Case;
  typedef SearchResult<GhostMoves::Move> Answer;

  GhostSolver() : monitor_(0) {}

  void set_monitor(SearchMonitor* monitor) { monitor_ = monitor; }

  // A shortest sequence of steps; found = false when the ghosts can never all reach their targets.
  // Precondition: starts and targets on free cells, the starts all different, the targets too.
  Answer solve(const Case& question) {
    graph_.reset(question.map);
    int starts[max_ghosts], targets[max_ghosts];
    for (int ghost = 0; ghost < question.ghosts; ++ghost) {
      starts[ghost] = graph_.index_of(question.start[ghost]);
      targets[ghost] = graph_.index_of(question.target[ghost]);
    }
    moves_.reset(graph_, question.ghosts, targets);
    if (monitor_)
      monitor_->method(
          "breadth-first search from the start and from the goal until they meet (depth: the two sides' "
          "depths added, each level one side's)");
    if (mark_.size() < static_cast<std::size_t>(moves_.state_count()))
      mark_.assign(static_cast<std::size_t>(moves_.state_count()), unmarked);
    Answer answer = search(moves_.state(question.ghosts, starts), moves_.goal());
    for (int side = 0; side < 2; ++side)
      for (std::size_t i = 0; i < sides_[side].reached.size(); ++i)
        mark_[static_cast<std::size_t>(sides_[side].reached[i])] = unmarked;
    return answer;
  }

  // The free-cell graph and the moves of the map last solved (for a lesson's drawing).
  const FreeCellGraph& graph() const { return graph_; }
  const GhostMoves& moves() const { return moves_; }

 private:
  typedef GhostMoves::State State;

  // mark_ per state: `unmarked` (not reached), or its parent (the start and the goal their own) plus one, negated
  // on the goal's side.
  enum { unmarked = 0 };
  static int32_t mark_of(int side, State parent) { return side == 0 ? parent + 1 : -(parent + 1); }
  static bool on_side(int side, int32_t mark) { return side == 0 ? mark > 0 : mark < 0; }
  static State parent_of(int32_t mark) { return (mark > 0 ? mark : -mark) - 1; }

  // One side's search: the states it reached in order, where its last depth starts, and that depth.
  struct Side {
    std::vector<State> reached;
    std::size_t depth_begin;
    int depth;
  };

  // Labels the children of the state being grown with its side, and stops at the first child the
  // other side holds.
  struct Grower {
    Grower(std::vector<int32_t>& marks, Side& side, int side_index, State parent)
        : mark(marks), grown(side), index(side_index), from(parent), met(-1) {}
    bool operator()(State child, GhostMoves::Move) {
      int32_t& child_mark = mark[static_cast<std::size_t>(child)];
      if (child_mark == unmarked) {
        child_mark = mark_of(index, from);
        grown.reached.push_back(child);
        return false;
      }
      if (on_side(index, child_mark)) return false;
      met = child;
      return true;
    }
    std::vector<int32_t>& mark;
    Side& grown;
    int index;
    State from;
    State met;
  };

  Answer search(State start, State goal) {
    Answer answer;
    const State ends[2] = {start, goal};
    for (int side = 0; side < 2; ++side) {
      sides_[side].reached.assign(1, ends[side]);
      sides_[side].depth_begin = 0;
      sides_[side].depth = 0;
    }
    if (start == goal) {
      answer.found = true;
      report(answer);
      return answer;
    }
    mark_[static_cast<std::size_t>(start)] = mark_of(0, start);
    mark_[static_cast<std::size_t>(goal)] = mark_of(1, goal);
    State near = -1, far = -1;  // the meeting: a state of the side grown and its child on the other
    int grown_side = 0;
    while (near < 0) {
      grown_side = depth_size(1) < depth_size(0) ? 1 : 0;
      Side& side = sides_[grown_side];
      const std::size_t end = side.reached.size();
      if (side.depth_begin == end) break;  // this side has reached all it can: no path
      const uint64_t expanded_before = answer.expanded;
      for (std::size_t i = side.depth_begin; i < end; ++i) {
        Grower grower(mark_, side, grown_side, side.reached[i]);
        ++answer.expanded;
        if (moves_.for_each_step(side.reached[i], grower)) {
          near = side.reached[i], far = grower.met;
          break;
        }
      }
      if (monitor_) monitor_->level("depth", sides_[0].depth + sides_[1].depth + 1, answer.expanded - expanded_before);
      side.depth_begin = end;
      ++side.depth;
    }
    if (near >= 0) {
      answer.found = true;
      const State forward_end = grown_side == 0 ? near : far, backward_end = grown_side == 0 ? far : near;
      std::vector<State> path;
      for (State state = forward_end; state != start; state = parent_of(mark_[static_cast<std::size_t>(state)]))
        path.push_back(state);
      path.push_back(start);
      std::reverse(path.begin(), path.end());
      for (State state = backward_end; state != goal; state = parent_of(mark_[static_cast<std::size_t>(state)]))
        path.push_back(state);
      path.push_back(goal);
      for (std::size_t i = 0; i + 1 < path.size(); ++i)
        answer.moves.push_back(moves_.move_between(path[i], path[i + 1]));
    }
    report(answer);
    return answer;
  }

  std::size_t depth_size(int side) const { return sides_[side].reached.size() - sides_[side].depth_begin; }

  void report(const Answer& answer) const {
    if (!monitor_) return;
    const uint64_t kept = sides_[0].reached.size() + sides_[1].reached.size();
    const uint64_t bytes = (static_cast<uint64_t>(mark_.size()) + kept) * sizeof(int32_t);
    monitor_->searched(answer.expanded, kept, bytes, answer.found, false);
  }

  FreeCellGraph graph_;
  GhostMoves moves_;
  std::vector<int32_t> mark_;  // per state: unmarked (not reached), or its side and parent (mark_of)
  Side sides_[2];              // the search from the start (0) and from the goal (1)
  SearchMonitor* monitor_;
};

}  // namespace puzzle

#endif  // PUZZLE_GHOST_SOLVER_HPP
