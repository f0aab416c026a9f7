// Answers of Magic Squares (magic_squares_board.hpp): the fewest moves from a start board to a target
// board, and among those the first in A < B < C. Moves act on cells, so naming each piece after its
// cell on the target makes the target 12345678 (the identity) and leaves every path as it was; one
// table then serves every question: each arrangement's first shortest path to the identity
// (tables/shortest_path_table.hpp on the Cayley graph, the one-way moves walked back along their
// inverses). The first questions walk the table a move at a time; once as many have come as packing
// every path whole costs in walks (below), the paths are packed (ShortestPathTable::packed_paths), so
// a question reads one entry: a run of one or a few questions never pays for the packing. Table: the
// 40,320 arrangements, 6 bytes each (14 once packed), built on the first question (its time:
// docs/performance.md, Magic Squares); a question O(8 + moves).
#ifndef PUZZLE_MAGIC_SQUARES_SOLVER_HPP
#define PUZZLE_MAGIC_SQUARES_SOLVER_HPP

#include <algorithm>
#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/group/cayley_graph.hpp"
#include "puzzle/magic_squares/magic_squares_board.hpp"
#include "puzzle/search/search_monitor.hpp"
#include "puzzle/tables/shortest_path_table.hpp"
#include "puzzle/util/owned.hpp"

namespace puzzle {

// One question: the pieces of the start and of the target board, cell by cell.
struct MagicSquaresCase {
  MagicSquaresBoard start, target;
};

// The moves, 0-2 for A-C.
struct MagicSquaresAnswer {
  int length;
  uint8_t moves[magic_squares_max_moves];
};

typedef BasicCayleyGraph<magic_squares_move_count> MagicSquaresGraph;

// Packing every path costs about as much as walking the table for this many questions
// (bench/magic_squares_bench prints both).
inline uint32_t magic_squares_questions_before_packing() { return 4096; }

class MagicSquaresSolver {
 public:
  typedef MagicSquaresCase Case;
  typedef MagicSquaresAnswer Answer;

  // `questions_before_packing`: the questions answered by walking the table before its paths are
  // packed (tests set it to compare both ways).
  explicit MagicSquaresSolver(uint32_t questions_before_packing = magic_squares_questions_before_packing())
      : graph_(magic_squares_generators()),
        questions_before_packing_(questions_before_packing),
        question_number_(0),
        monitor_(0) {
    for (int piece = 0; piece < 256; ++piece) target_question_[piece] = 0;
  }

  // Who hears the table's build and each look-up (null: nobody).
  void set_monitor(SearchMonitor* monitor) { monitor_ = monitor; }

  // Precondition (asserted): the target holds 8 distinct pieces, the start the same pieces.
  Answer solve(const Case& question) {
    if (paths_.empty()) {
      if (monitor_) monitor_->building("every arrangement's first shortest path to the target");
      paths_.reset(new ShortestPathTable<MagicSquaresGraph>(graph_, std::vector<CayleyState>(1, graph_.identity())));
      if (monitor_) monitor_->built(paths_->entries(), paths_->bytes());
    }
    if (packed_paths_.empty() && question_number_ >= questions_before_packing_) {
      if (monitor_) monitor_->building("every path packed whole, 2 bits a move");
      packed_paths_ = paths_->packed_paths();
      if (monitor_) monitor_->built(paths_->entries(), packed_paths_.size() * sizeof(uint64_t));
    }
    if (monitor_) monitor_->method("table look-up: the start renamed so that the target is 12345678");
    // Each piece of the start renamed after its cell on the target; where[name]: its cell on the start.
    // The target's cells of this question are marked with its own number (no clearing a question).
    ++question_number_;
    for (int cell = 0; cell < magic_squares_cells; ++cell) {
      target_question_[question.target.piece[cell]] = question_number_;
      cell_on_target_[question.target.piece[cell]] = static_cast<uint8_t>(cell);
    }
    uint8_t where[magic_squares_cells];
    unsigned named = 0;
    for (int cell = 0; cell < magic_squares_cells; ++cell) {
      const uint8_t piece = question.start.piece[cell], name = cell_on_target_[piece];
      assert(target_question_[piece] == question_number_ && !(named >> name & 1u) &&
             "MagicSquaresSolver: boards of the same 8 distinct pieces");
      named |= 1u << name;
      where[name] = static_cast<uint8_t>(cell);
    }
    const uint64_t key = graph_.key(graph_.make_state(where));
    Answer answer;
    answer.length = paths_->distance(key);
    if (packed_paths_.empty()) {
      paths_->path(key, walked_);
      std::copy(walked_.begin(), walked_.end(), answer.moves);
    } else {
      uint64_t moves = packed_paths_[key];
      for (int i = 0; i < answer.length; ++i, moves >>= 2) answer.moves[i] = static_cast<uint8_t>(moves & 3u);
    }
    if (monitor_) monitor_->looked_up(packed_paths_.empty() ? 1 + 2 * answer.length : 2);
    return answer;
  }

 private:
  MagicSquaresGraph graph_;
  Owned<ShortestPathTable<MagicSquaresGraph> > paths_;  // built on the first question
  std::vector<uint64_t> packed_paths_;                  // by key: the path, 2 bits a move, once packed
  std::vector<int> walked_;                             // a path walked, before packing
  uint32_t questions_before_packing_;
  uint32_t question_number_;
  uint32_t target_question_[256];  // by piece: the last question whose target holds it
  uint8_t cell_on_target_[256];    // by piece: its cell on that target
  SearchMonitor* monitor_;
};

}  // namespace puzzle

#endif  // PUZZLE_MAGIC_SQUARES_SOLVER_HPP
