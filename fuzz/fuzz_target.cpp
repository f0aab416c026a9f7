// libFuzzer target for one solver binary (fuzz::binary_under_test names it; CMake links its src/<binary>.cpp,
// compiled with PUZZLE_NO_MAIN): runs the binary's whole run() with no options on the fuzzer's bytes as
// its input, stdout and stderr captured in memory, then checks the binary's contract (fuzz/contracts.hpp)
// and aborts on a violation, which libFuzzer reports as a finding with the input that caused it.
// Crashes, sanitizer reports, hangs past -timeout and memory past -rss_limit_mb are libFuzzer's own
// findings. Tools code: C++17.
#include <stdint.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "contracts.hpp"

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors);

namespace {

// The text written to a stream open_memstream opened, once closed.
class MemoryStream {
 public:
  MemoryStream() : stream_(open_memstream(&buffer_, &size_)) {
    if (stream_ == nullptr) std::abort();
  }
  ~MemoryStream() {
    close();
    std::free(buffer_);
  }
  std::FILE* stream() const { return stream_; }
  std::string text() {
    close();
    return std::string(buffer_, size_);
  }

 private:
  void close() {
    if (stream_ != nullptr) std::fclose(stream_);
    stream_ = nullptr;
  }

  char* buffer_ = nullptr;
  std::size_t size_ = 0;
  std::FILE* stream_;
};

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  if (!fuzz::has_contract(fuzz::binary_under_test)) {
    std::fprintf(stderr, "fuzz target: no contract for '%s' in fuzz/contracts.cpp\n", fuzz::binary_under_test);
    std::abort();
  }
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const std::string input(reinterpret_cast<const char*>(data), size);
  // An input whose legitimate work has no useful bound is not run. -1 asks libFuzzer to keep it out of
  // the corpus too (newer releases do; clang 14's treats -1 as 0, checked).
  if (!fuzz::admitted(fuzz::binary_under_test, input)) return -1;

  std::FILE* in = fmemopen(const_cast<char*>(input.data()), input.size(), "r");
  if (in == nullptr) std::abort();
  MemoryStream out, err;
  std::string program = fuzz::binary_under_test;
  char* argv[] = {&program[0], nullptr};
  fuzz::RunResult result;
  result.status = run(1, argv, in, out.stream(), err.stream());
  std::fclose(in);
  result.output = out.text();
  result.errors = err.text();

  const std::string violation = fuzz::contract_violation(fuzz::binary_under_test, input, result);
  if (!violation.empty()) {
    std::fprintf(stderr, "\n%s broke its contract: %s\n--- exit status %d; stdout (%zu bytes):\n%s\n--- stderr:\n%s\n",
                 fuzz::binary_under_test, violation.c_str(), result.status, result.output.size(),
                 result.output.substr(0, 2000).c_str(), result.errors.substr(0, 2000).c_str());
    std::abort();
  }
  return 0;
}
