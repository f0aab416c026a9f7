// Tests of owned.hpp: an Owned holds nothing or one object, deletes it on reset and on destruction,
// and refuses to be dereferenced while empty.
#include "puzzle/util/owned.hpp"

#include <gtest/gtest.h>

namespace {

// Counts the live instances, so that a test sees each deletion.
struct Counted {
  static int alive;
  int value;
  explicit Counted(int v) : value(v) { ++alive; }
  ~Counted() { --alive; }
};
int Counted::alive = 0;

TEST(Owned, HoldsOneObjectAndDeletesItOnResetAndDestruction) {
  {
    puzzle::Owned<Counted> owned;
    EXPECT_TRUE(owned.empty());
    owned.reset(new Counted(7));
    EXPECT_FALSE(owned.empty());
    EXPECT_EQ(owned->value, 7);
    EXPECT_EQ((*owned).value, 7);
    EXPECT_EQ(Counted::alive, 1);
    owned.reset(new Counted(8));  // the first is deleted
    EXPECT_EQ(Counted::alive, 1);
    EXPECT_EQ(owned->value, 8);
    owned.reset(0);
    EXPECT_TRUE(owned.empty());
    EXPECT_EQ(Counted::alive, 0);
    owned.reset(new Counted(9));
  }
  EXPECT_EQ(Counted::alive, 0);  // deleted with its owner
}

TEST(OwnedDeathTest, DereferencingAnEmptyOwnedStops) {
  puzzle::Owned<Counted> owned;
  EXPECT_DEATH(owned->value = 1, "dereferenced while empty");
}

}  // namespace
