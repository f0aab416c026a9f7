// Buffered text output to a C stream, flushed every 64 KiB and on destruction, so answers stream out
// as cases are solved without one write per line.
#ifndef PUZZLE_OUTPUT_BUFFER_HPP
#define PUZZLE_OUTPUT_BUFFER_HPP

#include <cstdio>
#include <string>

namespace puzzle {

class OutputBuffer {
 public:
  explicit OutputBuffer(std::FILE* out) : out_(out) {}
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

  void flush() {
    if (!pending_.empty()) std::fwrite(pending_.data(), 1, pending_.size(), out_);
    pending_.clear();
    std::fflush(out_);
  }

 private:
  OutputBuffer& write(const char* text, std::size_t size) {
    pending_.append(text, size);
    if (pending_.size() >= (1u << 16)) flush();
    return *this;
  }

  std::FILE* out_;
  std::string pending_;
};

}  // namespace puzzle

#endif  // PUZZLE_OUTPUT_BUFFER_HPP
