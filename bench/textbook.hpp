// Shared by the benchmarks whose baseline is a textbook solution written from the problem's statement
// in the bench itself (no published solution among those docs/performance.md names): the bench executable runs that
// solution when it is called through a link whose name ends in "_textbook", so that ours and the
// textbook's are measured alike, as whole processes (bench_runner.hpp).
#ifndef PUZZLE_BENCH_TEXTBOOK_HPP
#define PUZZLE_BENCH_TEXTBOOK_HPP

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <string>

namespace bench {

// Whether this process was called as the textbook solution.
inline bool called_as_textbook(const char* argv0) {
  const std::string name = argv0, suffix = "_textbook";
  return name.size() >= suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// A link WORK_DIR/<name>_textbook to this executable: the textbook solution as a program of its own.
inline std::string textbook_program(const std::string& work, const std::string& name) {
  const std::string link = work + "/" + name + "_textbook";
  std::error_code ignored;
  std::filesystem::remove(link, ignored);
  std::filesystem::create_symlink(std::filesystem::read_symlink("/proc/self/exe"), link);
  return link;
}

}  // namespace bench

#endif  // PUZZLE_BENCH_TEXTBOOK_HPP
