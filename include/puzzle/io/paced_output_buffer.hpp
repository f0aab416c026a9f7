// The output every binary runs on (case_driver.hpp), made for inputs of a hundred thousand cases each
// answered within microseconds (eight's 181,440 boards, Magic Squares' pairs): an OutputBuffer whose
// end_case() hands the case's text to the C stream at once but makes the stream write it out (a
// system call) only once a millisecond of processor time has passed since it last did, and for the
// first case, not every case. So a file or a pipe gets an answer as soon as the binary starts
// answering, then its answers at most a millisecond of work late; a terminal, line-buffered by the C
// library, shows each line as it is handed over. The clock is read every few cases only (std::clock
// costs a system call), the interval doubling while a read finds less than a millisecond passed and
// halving when it finds more. O(1) per case.
#ifndef PUZZLE_PACED_OUTPUT_BUFFER_HPP
#define PUZZLE_PACED_OUTPUT_BUFFER_HPP

#include <cstdio>
#include <ctime>

#include "puzzle/io/output_buffer.hpp"

namespace puzzle {

class PacedOutputBuffer : public OutputBuffer {
 public:
  explicit PacedOutputBuffer(std::FILE* out)
      : OutputBuffer(out), answered_(false), last_flush_(0), cases_between_clock_reads_(1), cases_unchecked_(0) {}

  // Marks the end of a case's answer, in place of OutputBuffer::end_case: hands it to the stream, and
  // writes the stream out for the first case and then once a millisecond has passed since it last did.
  void end_case() {
    hand_over();
    if (!answered_) {
      answered_ = true;
      write_out();
      return;
    }
    if (++cases_unchecked_ < cases_between_clock_reads_) return;
    cases_unchecked_ = 0;
    const std::clock_t millisecond = CLOCKS_PER_SEC / 1000 > 0 ? CLOCKS_PER_SEC / 1000 : 1;
    if (std::clock() - last_flush_ >= millisecond) {
      write_out();
      if (cases_between_clock_reads_ > 1) cases_between_clock_reads_ /= 2;
    } else if (cases_between_clock_reads_ < max_cases_between_clock_reads) {
      cases_between_clock_reads_ *= 2;
    }
  }

 private:
  enum { max_cases_between_clock_reads = 1024 };

  void write_out() {
    flush();
    last_flush_ = std::clock();
  }

  bool answered_;            // a case has ended
  std::clock_t last_flush_;  // processor time of the last write out
  long cases_between_clock_reads_;
  long cases_unchecked_;
};

}  // namespace puzzle

#endif  // PUZZLE_PACED_OUTPUT_BUFFER_HPP
