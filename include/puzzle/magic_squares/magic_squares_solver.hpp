// Answers of Magic Squares (magic_squares_board.hpp): the fewest moves from a start board to a target
// board, and among those the first in A < B < C. Moves act on cells, so naming each piece after its
// cell on the target makes the target 12345678 (the identity) and leaves every path as it was. Pay
// only for what the input asks: the first questions are each answered by a breadth-first search from
// both ends (search/bidirectional_breadth_first_search.hpp over group/arrangement_graph.hpp: nothing
// built, a few hundred states a question), until they have expanded what one table for every
// question costs (below); then that table: each arrangement's first shortest path to the identity
// (tables/shortest_path_table.hpp on the Cayley graph, the one-way moves walked back along their
// inverses), walked a move at a time; once as many questions have come as packing every path whole
// costs in walks, the paths are packed (ShortestPathTable::packed_paths), so a question reads one
// entry. Every stage gives the same answer (tests/core/magic_squares). Search: 2 bytes and a bit a key (88 KB);
// table: the 40,320 arrangements, 6 bytes each (14 once packed), built in about as many expanded
// states as 20 questions cost (docs/performance.md, Magic Squares); a look-up O(8 + moves).
#ifndef PUZZLE_MAGIC_SQUARES_SOLVER_HPP
#define PUZZLE_MAGIC_SQUARES_SOLVER_HPP

#include <algorithm>
#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/group/arrangement_graph.hpp"
#include "puzzle/group/cayley_graph.hpp"
#include "puzzle/magic_squares/magic_squares_board.hpp"
#include "puzzle/search/bidirectional_breadth_first_search.hpp"
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
typedef BasicArrangementGraph<magic_squares_move_count> MagicSquaresArrangements;

// Building the table costs about as much as the searches per question expanding this many states
// (bench/magic_squares_bench prints both).
inline uint64_t magic_squares_search_nodes_before_table() { return 20000; }

// Packing every path costs about as much as walking the table for this many questions
// (bench/magic_squares_bench prints both).
inline uint32_t magic_squares_questions_before_packing() { return 4096; }

class MagicSquaresSolver {
 public:
  typedef MagicSquaresCase Case;
  typedef MagicSquaresAnswer Answer;

  // `search_nodes_before_table`: the states the searches per question may expand before the table is
  // built; `questions_before_packing`: the questions answered before the table's paths are packed
  // (tests set both to compare the stages).
  explicit MagicSquaresSolver(uint64_t search_nodes_before_table = magic_squares_search_nodes_before_table(),
                              uint32_t questions_before_packing = magic_squares_questions_before_packing())
      : arrangements_(magic_squares_generators(), magic_squares_cells),
        search_nodes_before_table_(search_nodes_before_table),
        search_nodes_(0),
        questions_before_packing_(questions_before_packing),
        question_number_(0),
        monitor_(0) {
    for (int piece = 0; piece < 256; ++piece) target_question_[piece] = 0;
  }

  // Who hears each search, the table's build and each look-up (null: nobody).
  void set_monitor(SearchMonitor* monitor) { monitor_ = monitor; }

  // Precondition (asserted): the target holds 8 distinct pieces, the start the same pieces.
  Answer solve(const Case& question) {
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
    (void)named;  // read by the assert only
    Answer answer;
    if (search_nodes_ < search_nodes_before_table_) {
      if (monitor_)
        monitor_->method("breadth-first search from both ends: the start renamed so that the target is 12345678");
      uint8_t identity[magic_squares_cells];
      for (int name = 0; name < magic_squares_cells; ++name) identity[name] = static_cast<uint8_t>(name);
      const SearchResult<int> found =
          search_(arrangements_, arrangements_.make_state(where), arrangements_.make_state(identity), monitor_);
      search_nodes_ += found.expanded;
      answer.length = static_cast<int>(found.moves.size());
      std::copy(found.moves.begin(), found.moves.end(), answer.moves);
      return answer;
    }
    if (paths_.empty()) {
      if (monitor_) monitor_->building("every arrangement's first shortest path to the target");
      graph_.reset(new MagicSquaresGraph(magic_squares_generators()));
      paths_.reset(new ShortestPathTable<MagicSquaresGraph>(*graph_, std::vector<CayleyState>(1, graph_->identity())));
      if (monitor_) monitor_->built(paths_->entries(), paths_->bytes());
    }
    if (packed_paths_.empty() && question_number_ > questions_before_packing_) {
      if (monitor_) monitor_->building("every path packed whole, 2 bits a move");
      packed_paths_ = paths_->packed_paths();
      if (monitor_) monitor_->built(paths_->entries(), packed_paths_.size() * sizeof(uint64_t));
    }
    if (monitor_) monitor_->method("table look-up: the start renamed so that the target is 12345678");
    const uint64_t key = graph_->key(graph_->make_state(where));
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
  MagicSquaresArrangements arrangements_;  // the moves on arrangements, for the searches
  BidirectionalBreadthFirstSearch<MagicSquaresArrangements> search_;
  uint64_t search_nodes_before_table_;
  uint64_t search_nodes_;                               // expanded by the searches so far
  Owned<MagicSquaresGraph> graph_;                      // the moves as table look-ups, with the table
  Owned<ShortestPathTable<MagicSquaresGraph> > paths_;  // built once the searches have cost as much
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
