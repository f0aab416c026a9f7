// Buffered text output to a C stream that still streams: each answered case is written out at once,
// or, for inputs of many quick cases, about once a millisecond of processor time; the rest is flushed
// on destruction. Integers of every type are written without printf (see decimal.hpp).
// O(1) amortized per character; memory: up to 64 KiB pending.
#ifndef PUZZLE_OUTPUT_BUFFER_HPP
#define PUZZLE_OUTPUT_BUFFER_HPP

#include <cstdio>
#include <ctime>
#include <string>

#include "puzzle/io/decimal.hpp"

namespace puzzle {

class OutputBuffer {
 public:
  // every_case: end_case() writes out at once (one system call a case). every_millisecond: end_case()
  // writes out once a millisecond of processor time has passed since the last write, for solvers whose
  // every case is answered within milliseconds and whose inputs hold a hundred thousand cases.
  enum FlushPolicy { every_case, every_millisecond };

  explicit OutputBuffer(std::FILE* out, FlushPolicy policy = every_case)
      : out_(out), policy_(policy), last_flush_(std::clock()), cases_between_clock_reads_(1), cases_unchecked_(0) {}
  ~OutputBuffer() { flush(); }

  OutputBuffer& operator<<(const std::string& text) { return write(text.data(), text.size()); }
  OutputBuffer& operator<<(const char* text) { return write(text, std::char_traits<char>::length(text)); }
  OutputBuffer& operator<<(char c) { return write(&c, 1); }
  // Integers, widened to long long or unsigned long long (shorter types promote to int).
  OutputBuffer& operator<<(int value) { return integer<long long>(value); }
  OutputBuffer& operator<<(long value) { return integer<long long>(value); }
  OutputBuffer& operator<<(long long value) { return integer<long long>(value); }
  OutputBuffer& operator<<(unsigned value) { return integer<unsigned long long>(value); }
  OutputBuffer& operator<<(unsigned long value) { return integer<unsigned long long>(value); }
  OutputBuffer& operator<<(unsigned long long value) { return integer<unsigned long long>(value); }

  // Marks the end of a case's answer: writes out what is pending, as the policy says. Under
  // every_millisecond the clock is read every few cases only (std::clock costs a system call), the
  // interval doubling while a read finds less than a millisecond passed and halving when it finds more.
  void end_case() {
    if (policy_ == every_case) {
      flush();
      return;
    }
    if (++cases_unchecked_ < cases_between_clock_reads_) return;
    cases_unchecked_ = 0;
    const std::clock_t millisecond = CLOCKS_PER_SEC / 1000 > 0 ? CLOCKS_PER_SEC / 1000 : 1;
    if (std::clock() - last_flush_ >= millisecond) {
      flush();
      if (cases_between_clock_reads_ > 1) cases_between_clock_reads_ /= 2;
    } else if (cases_between_clock_reads_ < max_cases_between_clock_reads) {
      cases_between_clock_reads_ *= 2;
    }
  }

  // Writes out what is pending (nothing, not even a system call, when nothing is).
  void flush() {
    if (pending_.empty()) return;
    std::fwrite(pending_.data(), 1, pending_.size(), out_);
    pending_.clear();
    std::fflush(out_);
    last_flush_ = std::clock();
  }

 private:
  static const long max_cases_between_clock_reads = 1024;

  template <class Wide>
  OutputBuffer& integer(Wide value) {
    char digits[max_decimal_digits];
    char* const end = digits + max_decimal_digits;
    const char* const begin = write_decimal(end, value);
    return write(begin, static_cast<std::size_t>(end - begin));
  }
  OutputBuffer& write(const char* text, std::size_t size) {
    pending_.append(text, size);
    if (pending_.size() >= (1u << 16)) flush();
    return *this;
  }

  std::FILE* out_;
  FlushPolicy policy_;
  std::clock_t last_flush_;
  long cases_between_clock_reads_;
  long cases_unchecked_;
  std::string pending_;
};

}  // namespace puzzle

#endif  // PUZZLE_OUTPUT_BUFFER_HPP
