// RowNumbering: numbers the distinct rows of a few 32-bit values (a 64-bit key is a row of two) 0, 1,
// 2, ... in order of first appearance, by open addressing; the rows are kept, 4 bytes a value plus
// 8 to 16 bytes a row of hash slots. O(width) per look-up on average.
#ifndef PUZZLE_ROW_NUMBERING_HPP
#define PUZZLE_ROW_NUMBERING_HPP

#include <cassert>
#include <cstddef>
#include <stdint.h>
#include <vector>

namespace puzzle {

class RowNumbering {
 public:
  // expected_rows: how many distinct rows to make room for at once (more only cost a rehash).
  // Precondition: width >= 1.
  explicit RowNumbering(std::size_t width, std::size_t expected_rows = 512) : width_(width), mask_(1023) {
    assert(width >= 1 && "RowNumbering: rows of at least one value");
    while (mask_ + 1 < 2 * expected_rows) mask_ = 2 * mask_ + 1;
    slots_.assign(mask_ + 1, no_row());
    rows_.reserve(expected_rows * width);
  }

  // The number of `row` (width values), numbering it if it is new.
  uint32_t number(const uint32_t* row) {
    if (2 * (count() + 1) > slots_.size()) grow();
    std::size_t slot = slot_of(row);
    while (slots_[slot] != no_row()) {
      if (same(slots_[slot], row)) return slots_[slot];
      slot = (slot + 1) & mask_;
    }
    slots_[slot] = static_cast<uint32_t>(count());
    rows_.insert(rows_.end(), row, row + width_);
    return slots_[slot];
  }
  // The number of a 64-bit key (rows of width 2).
  uint32_t number(uint64_t key) {
    const uint32_t row[2] = {static_cast<uint32_t>(key), static_cast<uint32_t>(key >> 32)};
    return number(row);
  }

  // The number of a 64-bit key (rows of width 2), or absent() if it has none.
  uint32_t find(uint64_t key) const {
    const uint32_t row[2] = {static_cast<uint32_t>(key), static_cast<uint32_t>(key >> 32)};
    for (std::size_t slot = slot_of(row); slots_[slot] != no_row(); slot = (slot + 1) & mask_)
      if (same(slots_[slot], row)) return slots_[slot];
    return absent();
  }
  static uint32_t absent() { return 0xFFFFFFFFu; }

  // How many rows are numbered.
  std::size_t count() const { return rows_.size() / width_; }
  // The row numbered `id`. Precondition: id < count().
  const uint32_t* row(uint32_t id) const { return &rows_[id * width_]; }

 private:
  static uint32_t no_row() { return 0xFFFFFFFFu; }
  std::size_t slot_of(const uint32_t* row) const {
    uint64_t hash = 0;
    for (std::size_t i = 0; i < width_; ++i) hash = (hash ^ row[i]) * 0x9E3779B97F4A7C15ull;
    return static_cast<std::size_t>(hash >> 24) & mask_;
  }
  bool same(uint32_t id, const uint32_t* row) const {
    for (std::size_t i = 0; i < width_; ++i)
      if (rows_[id * width_ + i] != row[i]) return false;
    return true;
  }
  void grow() {
    mask_ = 2 * mask_ + 1;
    slots_.assign(mask_ + 1, no_row());
    for (std::size_t id = 0; id < count(); ++id) {
      std::size_t slot = slot_of(&rows_[id * width_]);
      while (slots_[slot] != no_row()) slot = (slot + 1) & mask_;
      slots_[slot] = static_cast<uint32_t>(id);
    }
  }

  std::size_t width_, mask_;
  std::vector<uint32_t> rows_;   // row id's values at [id * width, (id + 1) * width)
  std::vector<uint32_t> slots_;  // row ids by hash, or no_row()
};

}  // namespace puzzle

#endif  // PUZZLE_ROW_NUMBERING_HPP
