// The floor of a one-input-a-run benchmark (bench_runner.hpp, against_floor): a C++ program that reads
// its whole input and prints one line (the count of bytes read), so that what a process costs to start,
// read and end is measured beside ours, built as ours is. Cost: O(input).
#include <cstdio>

int main() {
  static char buffer[1 << 16];
  unsigned long bytes = 0;
  for (std::size_t read; (read = std::fread(buffer, 1, sizeof buffer, stdin)) > 0;) bytes += read;
  std::printf("%lu\n", bytes);
  return 0;
}
