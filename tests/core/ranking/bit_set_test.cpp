// Tests of bit_set.hpp: members in and out across word boundaries, counts, the set operations and
// tests, and the members in increasing order, against std::set on random sets of 1-3 words.
#include "puzzle/ranking/bit_set.hpp"

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <vector>

namespace {

template <int Words>
void expect_like_std_set(unsigned seed) {
  typedef puzzle::BitSet<Words> Bits;
  std::mt19937 random(seed);
  for (int trial = 0; trial < 200; ++trial) {
    Bits a = Bits::none(), b = Bits::none();
    std::set<int> sa, sb;
    for (int i = 0; i < Bits::capacity; ++i) {
      if (random() % 3 == 0) a.insert(i), sa.insert(i);
      if (random() % 5 == 0) b.insert(i), sb.insert(i);
    }
    ASSERT_EQ(a.count(), static_cast<int>(sa.size()));
    std::vector<int> members;
    for (int i = a.lowest_from(0); i < Bits::capacity; i = a.lowest_from(i + 1)) members.push_back(i);
    ASSERT_EQ(members, std::vector<int>(sa.begin(), sa.end()));
    std::set<int> both, either, only_a;
    for (int i : sa) (sb.count(i) ? both : only_a).insert(i);
    either = sa;
    either.insert(sb.begin(), sb.end());
    ASSERT_EQ((a & b).count(), static_cast<int>(both.size()));
    ASSERT_EQ((a | b).count(), static_cast<int>(either.size()));
    ASSERT_EQ(a.without(b).count(), static_cast<int>(only_a.size()));
    ASSERT_EQ(a.intersects(b), !both.empty());
    ASSERT_TRUE((a & b).subset_of(a));
    ASSERT_EQ(a.subset_of(b), only_a.empty());
    for (int i = 0; i < Bits::capacity; ++i) ASSERT_EQ(a.contains(i), sa.count(i) == 1) << i;
  }
}

TEST(BitSet, BehavesAsASetInOneTwoAndThreeWords) {
  expect_like_std_set<1>(1);
  expect_like_std_set<2>(2);
  expect_like_std_set<3>(3);
}

TEST(BitSet, FirstEraseAndEmpty) {
  puzzle::BitSet<3> set = puzzle::BitSet<3>::first(130);
  EXPECT_EQ(set.count(), 130);
  EXPECT_TRUE(set.contains(129) && !set.contains(130));
  for (int i = 0; i < 130; ++i) set.erase(i);
  EXPECT_TRUE(set.empty());
  EXPECT_EQ(set.lowest_from(0), 192);
}

}  // namespace
