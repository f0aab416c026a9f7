// Owned<T>: one heap object that its holder owns alone and deletes with it; the holder is not
// copyable. The C++98 core's stand-in for std::unique_ptr (not in C++98; std::auto_ptr is removed
// in C++17), for objects built on first use: tables, pattern databases, per-goal solvers.
// O(1) per operation; one pointer of memory besides the object.
#ifndef PUZZLE_OWNED_HPP
#define PUZZLE_OWNED_HPP

#include <cassert>

namespace puzzle {

template <class T>
class Owned {
 public:
  Owned() : object_(0) {}
  ~Owned() { delete object_; }

  bool empty() const { return object_ == 0; }
  // Deletes what is held and takes `object` (allocated with new; 0 to hold nothing).
  void reset(T* object) {
    delete object_;
    object_ = object;
  }
  // Precondition: not empty.
  T& operator*() const {
    assert(object_ != 0 && "Owned: dereferenced while empty");
    return *object_;
  }
  T* operator->() const { return &**this; }

 private:
  Owned(const Owned&);             // not copyable: one owner
  Owned& operator=(const Owned&);  // not assignable

  T* object_;
};

}  // namespace puzzle

#endif  // PUZZLE_OWNED_HPP
