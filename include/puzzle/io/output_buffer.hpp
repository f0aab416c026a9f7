// Buffered text output to a C stream that still streams: each answered case is written out at once
// (paced_output_buffer.hpp, what the binaries run on, writes once a millisecond); the rest is flushed
// on destruction. Integers of every type are written without printf (see decimal.hpp). Every write is
// checked: the first that fails (a full disk, a closed pipe with SIGPIPE ignored) is kept as its errno
// for the caller to report (write_error()), and nothing more is written after it.
// O(1) amortized per character; memory: up to 64 KiB pending.
#ifndef PUZZLE_OUTPUT_BUFFER_HPP
#define PUZZLE_OUTPUT_BUFFER_HPP

#include <cerrno>
#include <cstdio>
#include <string>

#include "puzzle/io/decimal.hpp"

namespace puzzle {

class OutputBuffer {
 public:
  explicit OutputBuffer(std::FILE* out) : out_(out), handed_over_(false), write_error_(0) {}
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

  // Marks the end of a case's answer: writes out what is pending (one system call a case).
  void end_case() { flush(); }

  // Writes out what is pending through the C stream, the stream's own buffer included (nothing, not
  // even a system call, when nothing is pending, or after a write failed).
  void flush() {
    if (pending_.empty() && !handed_over_) return;
    hand_over();
    if (write_error_ == 0 && std::fflush(out_) != 0) write_error_ = errno != 0 ? errno : EIO;
    handed_over_ = false;
  }

  // The errno of the first write that failed (ENOSPC, EPIPE, ...), or 0: all written so far arrived.
  int write_error() const { return write_error_; }

 protected:
  // Hands what is pending to the C stream, which writes it out when its own buffer fills, when
  // flushed, or (a line-buffered terminal) at each line's end.
  void hand_over() {
    if (pending_.empty()) return;
    if (write_error_ == 0 && std::fwrite(pending_.data(), 1, pending_.size(), out_) != pending_.size())
      write_error_ = errno != 0 ? errno : EIO;
    pending_.clear();
    handed_over_ = true;
  }

 private:
  template <class Wide>
  OutputBuffer& integer(Wide value) {
    char digits[max_decimal_digits];
    char* const end = digits + max_decimal_digits;
    const char* const begin = write_decimal(end, value);
    return write(begin, static_cast<std::size_t>(end - begin));
  }
  OutputBuffer& write(const char* text, std::size_t size) {
    pending_.append(text, size);
    if (pending_.size() >= (1u << 16)) hand_over();
    return *this;
  }

  std::FILE* out_;
  std::string pending_;
  bool handed_over_;  // the C stream holds text not yet flushed
  int write_error_;
};

}  // namespace puzzle

#endif  // PUZZLE_OUTPUT_BUFFER_HPP
