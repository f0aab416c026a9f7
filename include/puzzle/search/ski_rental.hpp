// Ski rental: a cheap method whose cost grows with use (a search, counted in nodes) against one with a
// fixed build cost (a table, pattern databases). Rent, i.e. use the cheap method, until it has cost
// as much as the build; then buy, i.e. build, and use the built method for every later case. Total
// cost is at most twice that of the better choice in hindsight, and an input of a few easy cases
// never pays for the build (Karlin, Manasse, Rudolph & Sleator 1988, "Competitive snoopy caching").
// O(1) per call; memory: the built object, once built.
#ifndef PUZZLE_SKI_RENTAL_HPP
#define PUZZLE_SKI_RENTAL_HPP

#include <cassert>
#include <stdint.h>

#include "puzzle/util/owned.hpp"

namespace puzzle {

// Built: what is bought. The cheap method's cost is counted in its own units (nodes expanded), and
// build_cost is the build's cost in those units, measured (see sliding/tuning.hpp).
template <class Built>
class SkiRental {
 public:
  // build_cost 0: buy at the first case.
  explicit SkiRental(uint64_t build_cost) : rent_left_(build_cost) {}

  // True while the cheap method should still be used: nothing is bought and renting has cost less
  // than the build.
  bool renting() const { return built_.empty() && rent_left_ > 0; }
  // What the cheap method may still spend before buying pays: the node limit of its next search.
  uint64_t rent_left() const { return rent_left_; }
  // Charges `cost` spent on the cheap method.
  void pay_rent(uint64_t cost) { rent_left_ = cost < rent_left_ ? rent_left_ - cost : 0; }

  bool bought() const { return !built_.empty(); }
  // The built method, made by make() (which returns a new Built) on the first call.
  template <class Factory>
  Built& buy(const Factory& make) {
    if (built_.empty()) built_.reset(make());
    return *built_;
  }

 private:
  uint64_t rent_left_;
  Owned<Built> built_;
};

}  // namespace puzzle

#endif  // PUZZLE_SKI_RENTAL_HPP
