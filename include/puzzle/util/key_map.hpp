// A hash map from 64-bit keys to values, by open addressing (linear probing, Knuth's multiplicative
// hashing: the key times 2^64 / golden ratio, its top bits the slot), for searches that keep a
// closed set of states (A*, breadth-first search to a goal): C++98 has no unordered_map, and
// std::map costs a node allocation and a tree walk per key. Find and insert O(1) expected; memory
// 2 to 4 slots per key (the table doubles when half full), each slot the key and the value.
#ifndef PUZZLE_KEY_MAP_HPP
#define PUZZLE_KEY_MAP_HPP

#include <cassert>
#include <cstddef>
#include <stdint.h>
#include <vector>

namespace puzzle {

template <class Value>
class KeyMap {
 public:
  // The one key that cannot be stored: it marks an empty slot.
  static const uint64_t no_key = ~static_cast<uint64_t>(0);

  KeyMap() : size_(0), shift_(64 - initial_bits) { slots_.resize(std::size_t(1) << initial_bits, empty_slot()); }

  std::size_t size() const { return size_; }
  // Bytes held by the table.
  uint64_t bytes() const { return static_cast<uint64_t>(slots_.size()) * sizeof(Slot); }

  // The value of `key`, or 0 if it is not in the map. The pointer lasts until the next insert.
  Value* find(uint64_t key) {
    Slot& slot = slots_[slot_of(key)];
    return slot.key == key ? &slot.value : 0;
  }
  const Value* find(uint64_t key) const {
    const Slot& slot = slots_[slot_of(key)];
    return slot.key == key ? &slot.value : 0;
  }

  // The value of `key`, inserting `value` first if the key is absent (then inserted = true). The
  // reference lasts until the next insert. Precondition: key != no_key.
  Value& insert(uint64_t key, const Value& value, bool& inserted) {
    assert(key != no_key && "KeyMap: the all-ones key marks empty slots");
    std::size_t at = slot_of(key);
    inserted = slots_[at].key != key;
    if (!inserted) return slots_[at].value;
    if (2 * (size_ + 1) > slots_.size()) {
      grow();
      at = slot_of(key);
    }
    slots_[at].key = key;
    slots_[at].value = value;
    ++size_;
    return slots_[at].value;
  }

 private:
  struct Slot {
    uint64_t key;
    Value value;
  };

  static const int initial_bits = 4;

  static Slot empty_slot() {
    Slot slot;
    slot.key = no_key;
    slot.value = Value();
    return slot;
  }

  // The slot holding `key`, or the empty slot where it would go.
  std::size_t slot_of(uint64_t key) const {
    const std::size_t mask = slots_.size() - 1;
    std::size_t at = static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> shift_);
    while (slots_[at].key != key && slots_[at].key != no_key) at = (at + 1) & mask;
    return at;
  }

  void grow() {
    std::vector<Slot> old(slots_.size() * 2, empty_slot());
    old.swap(slots_);
    --shift_;
    for (std::size_t i = 0; i < old.size(); ++i)
      if (old[i].key != no_key) slots_[slot_of(old[i].key)] = old[i];
  }

  std::vector<Slot> slots_;
  std::size_t size_;
  int shift_;  // 64 - log2(slots)
};

template <class Value>
const uint64_t KeyMap<Value>::no_key;

}  // namespace puzzle

#endif  // PUZZLE_KEY_MAP_HPP
