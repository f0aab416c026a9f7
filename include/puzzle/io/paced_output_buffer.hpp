// Output for inputs of a hundred thousand quick cases (eight's 181,440 boards): an OutputBuffer whose
// end_case() writes out once a millisecond of processor time has passed since it last wrote, not
// every case, so that output still streams at far fewer system calls. The
// clock is read every few cases only (std::clock costs a system call), the interval doubling while a
// read finds less than a millisecond passed and halving when it finds more. A binary runs on it through
// run_cases<Problem, PacedOutputBuffer> (driver/case_driver.hpp). O(1) per case.
#ifndef PUZZLE_PACED_OUTPUT_BUFFER_HPP
#define PUZZLE_PACED_OUTPUT_BUFFER_HPP

#include <cstdio>
#include <ctime>

#include "puzzle/io/output_buffer.hpp"

namespace puzzle {

class PacedOutputBuffer : public OutputBuffer {
 public:
  explicit PacedOutputBuffer(std::FILE* out)
      : OutputBuffer(out), last_flush_(std::clock()), cases_between_clock_reads_(1), cases_unchecked_(0) {}

  // Marks the end of a case's answer, in place of OutputBuffer::end_case: writes out what is pending
  // once a millisecond has passed since this last wrote.
  void end_case() {
    if (++cases_unchecked_ < cases_between_clock_reads_) return;
    cases_unchecked_ = 0;
    const std::clock_t millisecond = CLOCKS_PER_SEC / 1000 > 0 ? CLOCKS_PER_SEC / 1000 : 1;
    if (std::clock() - last_flush_ >= millisecond) {
      flush();
      last_flush_ = std::clock();
      if (cases_between_clock_reads_ > 1) cases_between_clock_reads_ /= 2;
    } else if (cases_between_clock_reads_ < max_cases_between_clock_reads) {
      cases_between_clock_reads_ *= 2;
    }
  }

 private:
  enum { max_cases_between_clock_reads = 1024 };

  std::clock_t last_flush_;
  long cases_between_clock_reads_;
  long cases_unchecked_;
};

}  // namespace puzzle

#endif  // PUZZLE_PACED_OUTPUT_BUFFER_HPP
