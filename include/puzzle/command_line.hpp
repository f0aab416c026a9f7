// What every solver binary shares outside its judge format: `--help`, rejecting unknown options, and
// the one-line input error `program: case N: message` on stderr with exit status 1.
#ifndef PUZZLE_COMMAND_LINE_HPP
#define PUZZLE_COMMAND_LINE_HPP

#include <cstdio>
#include <cstring>
#include <string>

namespace puzzle {

// Handles the options of a solver that takes none but --help. Returns true when the program should
// stop at once with exit status `exit_code` (after --help: 0; after anything else: 2).
inline bool handle_command_line(const char* program, int argc, char** argv, const char* usage,
                                int& exit_code) {
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) {
      std::fputs(usage, stdout);
      exit_code = 0;
    } else {
      std::fprintf(stderr, "%s: unknown argument '%s' (try --help)\n", program, argv[i]);
      exit_code = 2;
    }
    return true;
  }
  return false;
}

// Reports bad input in case `case_number` (counted from 1) and returns the exit status to use.
inline int input_error(const char* program, long case_number, const std::string& message) {
  std::fprintf(stderr, "%s: case %ld: %s\n", program, case_number, message.c_str());
  return 1;
}

}  // namespace puzzle

#endif  // PUZZLE_COMMAND_LINE_HPP
