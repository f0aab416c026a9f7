// Shared by the block-move tests: an independent oracle of block-move distances, written with plain
// vectors and std::rotate. All shelves of up to 8 books by one breadth-first search from the sorted
// shelf (the moves are closed under inverses, so its distance to a shelf is the shelf's distance to
// sorted); any shelf of up to 16 books up to 4 moves by meeting in the middle (every shelf within 2
// moves of sorted is kept, then a shelf is 2 + 2 moves from sorted iff a shelf within 2 moves of it
// is kept), which also proves "5 or more". And a reader of the labels booksort --show writes.
#ifndef PUZZLE_TESTS_BLOCK_SORT_FIXTURES_HPP
#define PUZZLE_TESTS_BLOCK_SORT_FIXTURES_HPP

#include <algorithm>
#include <cstdint>
#include <deque>
#include <map>
#include <numeric>
#include <random>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

namespace block_sort_oracle {

typedef std::vector<int> Shelf;  // the books 1..n in shelf order

const int five_or_more = 5;  // distance_up_to_four's answer beyond 4

inline Shelf sorted_shelf(int n) {
  Shelf shelf(static_cast<std::size_t>(n));
  std::iota(shelf.begin(), shelf.end(), 1);
  return shelf;
}

// Exchanges the blocks of positions [first, middle) and [middle, last), 0 <= first < middle < last <= n.
inline Shelf block_moved(Shelf shelf, int first, int middle, int last) {
  std::rotate(shelf.begin() + first, shelf.begin() + middle, shelf.begin() + last);
  return shelf;
}

// Every shelf one block move from `shelf` (one per move, C(n + 1, 3)).
inline std::vector<Shelf> neighbours(const Shelf& shelf) {
  const int n = static_cast<int>(shelf.size());
  std::vector<Shelf> result;
  for (int first = 0; first < n; ++first)
    for (int middle = first + 1; middle < n; ++middle)
      for (int last = middle + 1; last <= n; ++last) result.push_back(block_moved(shelf, first, middle, last));
  return result;
}

inline std::uint64_t code(const Shelf& shelf) {
  std::uint64_t value = 0;
  for (int book : shelf) value = value * 16 + static_cast<std::uint64_t>(book - 1);
  return value;
}

// Distances from sorted of the shelves within `radius` moves of it, by code.
inline std::unordered_map<std::uint64_t, int> ball(int n, int radius) {
  std::unordered_map<std::uint64_t, int> distance;
  std::vector<Shelf> level(1, sorted_shelf(n));
  distance[code(level[0])] = 0;
  for (int d = 1; d <= radius && !level.empty(); ++d) {
    std::vector<Shelf> next;
    for (const Shelf& shelf : level)
      for (const Shelf& moved : neighbours(shelf))
        if (distance.emplace(code(moved), d).second) next.push_back(moved);
    level.swap(next);
  }
  return distance;
}

// The distance of every shelf of n <= 8 books, by code (cached per n).
inline const std::unordered_map<std::uint64_t, int>& all_distances(int n) {
  static std::map<int, std::unordered_map<std::uint64_t, int>> known;
  if (known.find(n) == known.end()) known[n] = ball(n, 1000);
  return known[n];
}

// Every shelf of n books, in lexicographic order.
inline std::vector<Shelf> all_shelves(int n) {
  std::vector<Shelf> shelves;
  Shelf shelf = sorted_shelf(n);
  do shelves.push_back(shelf);
  while (std::next_permutation(shelf.begin(), shelf.end()));
  return shelves;
}

inline int distance_of(const Shelf& shelf) { return all_distances(static_cast<int>(shelf.size())).at(code(shelf)); }

// Exact distances up to 4, and five_or_more beyond, for shelves of n <= 16 books.
class MeetInTheMiddle {
 public:
  explicit MeetInTheMiddle(int n) : near_sorted_(ball(n, 2)) {}

  int distance_up_to_four(const Shelf& shelf) const {
    const auto near = near_sorted_.find(code(shelf));
    if (near != near_sorted_.end()) return near->second;
    const std::vector<Shelf> one_away = neighbours(shelf);
    for (const Shelf& moved : one_away)
      if (near_sorted_.count(code(moved))) return 3;  // not within 2, so not 1 + 1
    for (const Shelf& moved : one_away)
      for (const Shelf& twice : neighbours(moved))
        if (near_sorted_.count(code(twice))) return 4;  // not within 3, so not 2 + 1
    return five_or_more;
  }

 private:
  std::unordered_map<std::uint64_t, int> near_sorted_;
};

// A shelf `moves` random block moves from sorted (one book has none).
inline Shelf random_walk(int n, int moves, std::mt19937& random) {
  Shelf shelf = sorted_shelf(n);
  std::uniform_int_distribution<int> gap(0, n);
  for (int i = 0; i < moves && n >= 2; ++i) {
    int cut[3];
    do {
      for (int& c : cut) c = gap(random);
      std::sort(cut, cut + 3);
    } while (cut[0] == cut[1] || cut[1] == cut[2]);
    shelf = block_moved(shelf, cut[0], cut[1], cut[2]);
  }
  return shelf;
}

// Framed breakpoints: adjacent pairs of 0, the books, n+1 that are not x, x+1.
inline int framed_breakpoints(const Shelf& shelf) {
  int breakpoints = 0, before = 0;
  for (int book : shelf) breakpoints += book != before + 1, before = book;
  return breakpoints + (before != static_cast<int>(shelf.size()));
}

// `count` shelves of n books at distance `wanted` (five_or_more: 5 or more) with at most
// max_breakpoints framed breakpoints, by random walks of wanted..wanted+2 moves.
inline std::vector<Shelf> shelves_at(const MeetInTheMiddle& oracle, int n, int wanted, int max_breakpoints, int count,
                                     std::mt19937& random) {
  std::vector<Shelf> shelves;
  while (static_cast<int>(shelves.size()) < count) {
    const Shelf shelf = random_walk(n, wanted + static_cast<int>(random() % 3), random);
    if (framed_breakpoints(shelf) <= max_breakpoints && oracle.distance_up_to_four(shelf) == wanted)
      shelves.push_back(shelf);
  }
  return shelves;
}

// Does to `shelf` what a label of booksort --show says (block_move_drawing.hpp), read as a learner
// reads it: "[b1 b2 ...] after x" takes the books b1 b2 ..., side by side in that order, out of the
// shelf and puts them back right after book x; "... before x", right before it. False when the label
// is not of that form, the books are not side by side, or x is one of them.
inline bool apply_label(Shelf& shelf, const std::string& label) {
  const std::size_t close = label.find("] ");
  if (label.empty() || label[0] != '[' || close == std::string::npos) return false;
  Shelf block;
  std::istringstream books(label.substr(1, close - 1));
  for (int book; books >> book;) block.push_back(book);
  std::istringstream rest(label.substr(close + 2));
  std::string where, extra;
  int anchor = 0;
  if (!(rest >> where >> anchor) || rest >> extra || (where != "after" && where != "before") || block.empty())
    return false;
  const Shelf::iterator from = std::search(shelf.begin(), shelf.end(), block.begin(), block.end());
  if (from == shelf.end()) return false;
  shelf.erase(from, from + static_cast<long>(block.size()));
  Shelf::iterator at = std::find(shelf.begin(), shelf.end(), anchor);
  if (at == shelf.end()) return false;
  shelf.insert(where == "after" ? at + 1 : at, block.begin(), block.end());
  return true;
}

}  // namespace block_sort_oracle

#endif  // PUZZLE_TESTS_BLOCK_SORT_FIXTURES_HPP
