// Tests of key_map.hpp: against std::map on random keys (inserting, finding, growing past many
// doublings), keys that share their low or high bits, and the death test of its one precondition.
#include "puzzle/util/key_map.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <random>

namespace {

TEST(KeyMap, AgreesWithStdMapOnRandomKeys) {
  std::mt19937_64 random(7);
  puzzle::KeyMap<int> map;
  std::map<std::uint64_t, int> oracle;
  for (int i = 0; i < 200000; ++i) {
    const std::uint64_t key = random() % 150000;  // many repeats
    bool inserted = false;
    int& value = map.insert(key, i, inserted);
    const bool new_in_oracle = oracle.emplace(key, i).second;
    ASSERT_EQ(inserted, new_in_oracle);
    ASSERT_EQ(value, oracle[key]);
  }
  EXPECT_EQ(map.size(), oracle.size());
  for (std::uint64_t key = 0; key < 160000; ++key) {
    const int* found = map.find(key);
    const auto expected = oracle.find(key);
    ASSERT_EQ(found != nullptr, expected != oracle.end()) << key;
    if (found) {
      ASSERT_EQ(*found, expected->second);
    }
  }
  EXPECT_GE(map.bytes(), 2 * map.size() * (sizeof(std::uint64_t) + sizeof(int)));
}

TEST(KeyMap, KeysSharingLowOrHighBitsStayApart) {
  puzzle::KeyMap<std::uint64_t> map;
  bool inserted = false;
  for (std::uint64_t i = 0; i < 4096; ++i) {
    map.insert(i << 40, i, inserted);  // equal low bits
    ASSERT_TRUE(inserted);
    map.insert(i, i + 1, inserted);  // equal high bits
    ASSERT_EQ(inserted, i > 0);      // 0 << 40 is 0
  }
  for (std::uint64_t i = 0; i < 4096; ++i) {
    ASSERT_EQ(*map.find(i << 40), i);
    if (i > 0) {
      ASSERT_EQ(*map.find(i), i + 1);
    }
  }
  EXPECT_EQ(map.size(), 8191u);  // key 0 twice
  EXPECT_EQ(map.find(puzzle::KeyMap<std::uint64_t>::no_key - 1), nullptr);
}

TEST(KeyMapDeathTest, TheEmptyMarkerCannotBeAKey) {
  puzzle::KeyMap<int> map;
  bool inserted = false;
  EXPECT_DEATH(map.insert(puzzle::KeyMap<int>::no_key, 1, inserted), "all-ones key");
}

}  // namespace
