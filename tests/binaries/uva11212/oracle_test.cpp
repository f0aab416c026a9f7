// Oracle test of the `uva11212` binary end to end, against distances computed here without the
// solver's search (block_sort_fixtures.hpp: plain vectors and std::rotate): every order of 2-7
// paragraphs (5,912 cases in one input) against one breadth-first search per n from the sorted order;
// 60 random orders each of 8 and 9 paragraphs and the reversed ones against meeting in the middle,
// which settles 0-4 and proves "5 or more", and then 5 by finding a neighbour within 4 (the exact
// solver must answer 5, never "more"); and the judge's sample. Every order of 8 and 9 paragraphs is
// checked by the benchmark (bench/uva11212_bench.cpp), against a breadth-first search.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "block_sort_fixtures.hpp"
#include "run_binary.hpp"

namespace {

using block_sort_oracle::Shelf;

std::string case_text(const Shelf& order) {
  std::string text = std::to_string(order.size()) + "\n";
  for (std::size_t i = 0; i < order.size(); ++i) text += std::to_string(order[i]) + (i + 1 < order.size() ? " " : "\n");
  return text;
}

// Runs the binary on the orders in one input closed by 0; expects exit 0 and "Case k: d" for each.
void expect_answers(const std::vector<Shelf>& orders, const std::vector<int>& distances) {
  std::string input;
  for (const Shelf& order : orders) input += case_text(order);
  input += "0\n";
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(UVA11212_BINARY, input, lines), 0);
  ASSERT_EQ(lines.size(), orders.size());
  for (std::size_t i = 0; i < orders.size(); ++i)
    ASSERT_EQ(lines[i], "Case " + std::to_string(i + 1) + ": " + std::to_string(distances[i]))
        << "case " << i + 1 << ":\n"
        << case_text(orders[i]);
}

// The distance of an order of 8 or 9 paragraphs: 0-4 by meeting in the middle, else 5 when one operation
// reaches an order within 4 (it has to, or the test fails: then it would be 6 or more).
int distance_of(const block_sort_oracle::MeetInTheMiddle& oracle, const Shelf& order) {
  const int near = oracle.distance_up_to_four(order);
  if (near != block_sort_oracle::five_or_more) return near;
  for (const Shelf& moved : block_sort_oracle::neighbours(order))
    if (oracle.distance_up_to_four(moved) <= 4) return 5;
  ADD_FAILURE() << "an order of 8 or 9 paragraphs 6 or more operations from sorted:\n" << case_text(order);
  return -1;
}

TEST(Uva11212Oracle, EveryOrderOfTwoToSevenParagraphs) {
  std::vector<Shelf> orders;
  std::vector<int> distances;
  std::vector<int> count_at(7, 0);
  for (int n = 2; n <= 7; ++n)
    for (const Shelf& order : block_sort_oracle::all_shelves(n)) {
      orders.push_back(order);
      distances.push_back(block_sort_oracle::distance_of(order));
      ++count_at[static_cast<std::size_t>(distances.back())];
    }
  ASSERT_EQ(orders.size(), 5912u);  // 2! + 3! + ... + 7!
  // 7 paragraphs: 1 56 770 2,700 1,513 orders at 0-4 operations (OEIS A164366); 6: 1 35 259 380 45.
  EXPECT_EQ(count_at[4], 1513 + 45);
  EXPECT_EQ(count_at[5], 0);
  expect_answers(orders, distances);
}

TEST(Uva11212Oracle, RandomOrdersOfEightAndNineParagraphs) {
  std::mt19937 random(11212);
  std::vector<Shelf> orders;
  std::vector<int> distances;
  std::vector<int> count_at(6, 0);
  for (int n = 8; n <= 9; ++n) {
    const block_sort_oracle::MeetInTheMiddle oracle(n);
    Shelf order = block_sort_oracle::sorted_shelf(n);
    std::reverse(order.begin(), order.end());
    for (int i = 0; i <= 60; ++i) {  // the reversed order, then 60 random ones
      orders.push_back(order);
      distances.push_back(distance_of(oracle, order));
      ASSERT_GE(distances.back(), 0);
      ++count_at[static_cast<std::size_t>(distances.back())];
      std::shuffle(order.begin(), order.end(), random);
    }
  }
  EXPECT_EQ(distances[0], 5);   // 8 reversed: floor(8 / 2) + 1
  EXPECT_EQ(distances[61], 5);  // 9 reversed
  EXPECT_GT(count_at[5], 10);   // 7% of the orders of 8 need 5, 31% of those of 9
  EXPECT_GT(count_at[4], 30);
  expect_answers(orders, distances);
}

TEST(Uva11212Oracle, JudgeSample) { expect_answers({{2, 4, 1, 5, 3, 6}, {3, 4, 5, 1, 2}}, {2, 1}); }

}  // namespace
