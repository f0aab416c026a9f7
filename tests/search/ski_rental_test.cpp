// Tests of ski_rental.hpp: rent while the rent paid is below the build cost, then buy once; what is
// bought is built by the factory on the first call only.
#include "puzzle/search/ski_rental.hpp"

#include <gtest/gtest.h>

#include <cstdint>

namespace {

struct Table {
  int builds_before;
};

// Builds a Table and counts how often it was asked to.
struct CountingFactory {
  int* calls;
  Table* operator()() const {
    Table* table = new Table();
    table->builds_before = (*calls)++;
    return table;
  }
};

TEST(SkiRental, RentsUntilTheRentPaidReachesTheBuildCostThenBuysOnce) {
  puzzle::SkiRental<Table> rental(100);
  EXPECT_TRUE(rental.renting());
  EXPECT_EQ(rental.rent_left(), 100u);
  rental.pay_rent(60);
  EXPECT_TRUE(rental.renting());
  EXPECT_EQ(rental.rent_left(), 40u);
  rental.pay_rent(55);  // more than is left: nothing is left, no wrap-around
  EXPECT_FALSE(rental.renting());
  EXPECT_EQ(rental.rent_left(), 0u);
  EXPECT_FALSE(rental.bought());
  int calls = 0;
  const CountingFactory make = {&calls};
  Table& table = rental.buy(make);
  EXPECT_TRUE(rental.bought());
  EXPECT_EQ(&rental.buy(make), &table);  // built once
  EXPECT_EQ(calls, 1);
  EXPECT_EQ(table.builds_before, 0);
}

TEST(SkiRental, ABuildCostOfZeroBuysAtOnceAndBuyingEndsTheRenting) {
  puzzle::SkiRental<Table> at_once(0);
  EXPECT_FALSE(at_once.renting());
  puzzle::SkiRental<Table> early(1000);
  int calls = 0;
  const CountingFactory make = {&calls};
  early.buy(make);  // a caller may buy early (a table-only method)
  EXPECT_FALSE(early.renting());
  EXPECT_TRUE(early.bought());
}

}  // namespace
