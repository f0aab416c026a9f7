// Shared by the permutation-group tests: small groups given by generators, their images as plain
// permutations, and an independent breadth-first search over arrangements (item -> point, as plain
// arrays in a hash map) from the identity.
#ifndef PUZZLE_TESTS_PERMUTATION_GROUP_FIXTURES_HPP
#define PUZZLE_TESTS_PERMUTATION_GROUP_FIXTURES_HPP

#include <algorithm>
#include <cstdint>
#include <deque>
#include <random>
#include <unordered_map>
#include <utility>
#include <vector>

#include "puzzle/group/permutation_group.hpp"

namespace group_oracle {

typedef std::vector<std::uint8_t> Permutation;  // image[point], or an arrangement where[item]

// The permutation of n points that sends cycle[0] -> cycle[1] -> ... -> cycle[0].
inline Permutation cycle(int n, const std::vector<int>& points) {
  Permutation image(static_cast<std::size_t>(n));
  for (int p = 0; p < n; ++p) image[static_cast<std::size_t>(p)] = static_cast<std::uint8_t>(p);
  for (std::size_t i = 0; i < points.size(); ++i)
    image[static_cast<std::size_t>(points[i])] = static_cast<std::uint8_t>(points[(i + 1) % points.size()]);
  return image;
}

inline Permutation inverse(const Permutation& image) {
  Permutation back(image.size());
  for (std::size_t p = 0; p < image.size(); ++p) back[image[p]] = static_cast<std::uint8_t>(p);
  return back;
}

// All of S_6: a transposition (odd) and a 6-cycle, with its inverse.
inline std::vector<Permutation> symmetric6() {
  const Permutation turn = cycle(6, {0, 1, 2, 3, 4, 5});
  return {cycle(6, {0, 1}), turn, inverse(turn)};
}

// A_5 on points 0..4 of 7 (points 5 and 6 never move): 3-cycles and their inverses. Most even
// arrangements of 7 items are out of reach.
inline std::vector<Permutation> alternating5_of7() {
  const Permutation a = cycle(7, {0, 1, 2}), b = cycle(7, {2, 3, 4});
  return {a, inverse(a), b, inverse(b)};
}

// Magic Squares' moves (USACO msquare, HDU 1430) on the 8 cells of a 2 x 4 board read clockwise
// from the top left: A swaps the rows, B turns each row one cell right, C turns the middle square
// clockwise. B and C have order 4 and no move undoes them: a one-way generating set of all of S_8.
inline std::vector<Permutation> magic_squares() {
  return {Permutation{7, 6, 5, 4, 3, 2, 1, 0}, Permutation{1, 2, 3, 0, 7, 4, 5, 6}, cycle(8, {6, 1, 2, 5})};
}

inline std::uint64_t encode(const Permutation& where) {
  std::uint64_t code = 0;
  for (std::size_t i = 0; i < where.size(); ++i) code = code * 16 + where[i];
  return code;
}

inline Permutation decode(std::uint64_t code, int n) {
  Permutation where(static_cast<std::size_t>(n));
  for (int i = n - 1; i >= 0; --i, code /= 16)
    where[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(code % 16);
  return where;
}

// Distance from `start` to every arrangement reachable by sending each item's point through a
// generator, keyed by encode().
inline std::unordered_map<std::uint64_t, int> distances_from(const Permutation& start,
                                                             const std::vector<Permutation>& generators) {
  const int n = static_cast<int>(start.size());
  std::unordered_map<std::uint64_t, int> distance;
  distance[encode(start)] = 0;
  std::deque<std::uint64_t> queue(1, encode(start));
  Permutation moved(start.size());
  while (!queue.empty()) {
    const Permutation where = decode(queue.front(), n);
    const int next = distance[queue.front()] + 1;
    queue.pop_front();
    for (const Permutation& g : generators) {
      for (std::size_t i = 0; i < where.size(); ++i) moved[i] = g[where[i]];
      const std::uint64_t code = encode(moved);
      if (distance.emplace(code, next).second) queue.push_back(code);
    }
  }
  return distance;
}

inline Permutation identity(int n) {
  Permutation where(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) where[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i);
  return where;
}

// Distance from the identity arrangement (item i on point i), keyed by encode().
inline const std::unordered_map<std::uint64_t, int>& distances(int n, const std::vector<Permutation>& generators) {
  static std::deque<std::pair<std::vector<Permutation>, std::unordered_map<std::uint64_t, int>>> known;  // stable
  for (std::size_t i = 0; i < known.size(); ++i)
    if (known[i].first == generators) return known[i].second;
  known.push_back(std::make_pair(generators, distances_from(identity(n), generators)));
  return known.back().second;
}

// The moves' images as plain permutations, for the independent search.
inline std::vector<Permutation> images_of(const puzzle::PermutationGenerators& generators) {
  std::vector<Permutation> images;
  for (int g = 0; g < generators.moves(); ++g) {
    images.push_back(Permutation(static_cast<std::size_t>(generators.points())));
    for (int p = 0; p < generators.points(); ++p)
      images.back()[static_cast<std::size_t>(p)] = static_cast<std::uint8_t>(generators.image(g, p));
  }
  return images;
}

// A random pattern: `count` random items each pinned to a random distinct point (pinned[item] = point),
// every other item `unpinned`.
inline std::vector<int> random_pins(int n, int count, int unpinned, std::mt19937& random) {
  Permutation items = identity(n), points = identity(n);
  std::shuffle(items.begin(), items.end(), random);
  std::shuffle(points.begin(), points.end(), random);
  std::vector<int> pinned(static_cast<std::size_t>(n), unpinned);
  for (int i = 0; i < count; ++i) pinned[items[static_cast<std::size_t>(i)]] = points[static_cast<std::size_t>(i)];
  return pinned;
}

// True if the arrangement where[item] = point puts every pinned item on its point.
inline bool agrees(const Permutation& where, const std::vector<int>& pinned, int unpinned) {
  for (std::size_t item = 0; item < pinned.size(); ++item)
    if (pinned[item] != unpinned && where[item] != pinned[item]) return false;
  return true;
}

}  // namespace group_oracle

#endif  // PUZZLE_TESTS_PERMUTATION_GROUP_FIXTURES_HPP
