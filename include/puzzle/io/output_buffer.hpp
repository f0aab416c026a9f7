// Buffered text output to a C stream that still streams: each answered case is written out at once,
// or, for inputs of many quick cases, at least once a millisecond; the rest is flushed on destruction.
#ifndef PUZZLE_OUTPUT_BUFFER_HPP
#define PUZZLE_OUTPUT_BUFFER_HPP

#include <chrono>
#include <cstdio>
#include <string>

namespace puzzle {

class OutputBuffer {
 public:
  // every_case: end_case() writes out at once (one system call a case). every_millisecond: end_case()
  // writes out when a millisecond has passed since the last write, for solvers whose every case is
  // answered within milliseconds and whose inputs hold a hundred thousand cases.
  enum FlushPolicy { every_case, every_millisecond };

  explicit OutputBuffer(std::FILE* out, FlushPolicy policy = every_case)
      : out_(out), policy_(policy), last_flush_(std::chrono::steady_clock::now()) {}
  ~OutputBuffer() { flush(); }

  OutputBuffer& operator<<(const std::string& text) { return write(text.data(), text.size()); }
  OutputBuffer& operator<<(const char* text) { return write(text, std::char_traits<char>::length(text)); }
  OutputBuffer& operator<<(char c) { return write(&c, 1); }
  OutputBuffer& operator<<(long value) {
    char digits[24];
    const int length = std::snprintf(digits, sizeof digits, "%ld", value);
    return write(digits, static_cast<std::size_t>(length));
  }
  OutputBuffer& operator<<(int value) { return *this << static_cast<long>(value); }

  // Marks the end of a case's answer: writes out what is pending, as the policy says.
  void end_case() {
    if (policy_ == every_case) {
      flush();
      return;
    }
    const std::chrono::steady_clock::time_point now = std::chrono::steady_clock::now();
    if (now - last_flush_ >= std::chrono::milliseconds(1)) flush();
  }

  void flush() {
    if (!pending_.empty()) std::fwrite(pending_.data(), 1, pending_.size(), out_);
    pending_.clear();
    std::fflush(out_);
    last_flush_ = std::chrono::steady_clock::now();
  }

 private:
  OutputBuffer& write(const char* text, std::size_t size) {
    pending_.append(text, size);
    if (pending_.size() >= (1u << 16)) flush();
    return *this;
  }

  std::FILE* out_;
  FlushPolicy policy_;
  std::chrono::steady_clock::time_point last_flush_;
  std::string pending_;
};

}  // namespace puzzle

#endif  // PUZZLE_OUTPUT_BUFFER_HPP
