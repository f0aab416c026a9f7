// The options a learner gives a solver binary (docs/learning.md): --show (draw the
// positions along each answer), --stats (what each case cost, on stderr), --method NAME (which
// algorithm answers, for binaries that offer several) and --max-nodes N (the most nodes the
// memory-bound methods may keep), besides --help. Anything else stops the binary with exit status 2.
// None of them is in a judge bundle: judges pass no options (learning/no_lessons.hpp). O(arguments).
#ifndef PUZZLE_LEARNING_OPTIONS_HPP
#define PUZZLE_LEARNING_OPTIONS_HPP

#include <cstdio>
#include <cstring>
#include <stdint.h>
#include <string>

#include "puzzle/io/decimal.hpp"
#include "puzzle/io/token_reader.hpp"

namespace puzzle {

// The nodes breadth-first search and A* may keep unless --max-nodes says otherwise (docs/learning.md states it;
// about 90 bytes a node on the 15-puzzle: a few hundred megabytes).
const long default_max_kept_nodes = 4000000;
// The largest --max-nodes accepted (a 32-bit long holds it; breadth-first search needs < 2^31).
const long largest_max_kept_nodes = 2000000000;

struct LearningOptions {
  bool show;
  bool stats;
  std::string method;  // one of the binary's methods; "default" unless --method names another
  uint64_t max_kept_nodes;
};

namespace detail {

inline std::string method_list(const char* const* methods) {
  std::string list;
  for (int i = 0; methods[i] != 0; ++i) list += std::string(i > 0 ? ", " : "") + methods[i];
  return list;
}

inline bool option_error(const char* program, const std::string& message, std::FILE* err, int& exit_code) {
  std::fprintf(err, "%s: %s (try --help)\n", program, message.c_str());
  exit_code = 2;
  return true;
}

}  // namespace detail

// Reads the options of argv[1..argc) into `options`. `methods`: the names --method accepts, "default"
// first, ending with a null pointer; or null for a binary with one method (then --method and
// --max-nodes are unknown). Returns true when the program should stop at once with `exit_code`:
// after --help (usage and the learning options written to `out`: 0) or a bad argument (one line on
// `err`: 2).
inline bool parse_learning_options(const char* program, int argc, char** argv, const char* usage,
                                   const char* const* methods, std::FILE* out, std::FILE* err, LearningOptions& options,
                                   int& exit_code) {
  options.show = options.stats = false;
  options.method = "default";
  options.max_kept_nodes = default_max_kept_nodes;
  for (int i = 1; i < argc; ++i) {
    const std::string argument = argv[i];
    if (argument == "--help" || argument == "-h") {
      std::fputs(usage, out);
      std::fputs(
          "Learning options (docs/learning.md; not in the judge bundles):\n"
          "  --show         after each answer, the positions along it, one per move\n"
          "  --stats        on stderr: per case the method, nodes, thresholds and time; totals\n",
          out);
      if (methods != 0) {
        std::fprintf(out, "  --method NAME  the algorithm that answers: %s\n", detail::method_list(methods).c_str());
        std::fprintf(out, "  --max-nodes N  the most nodes bfs and astar may keep (default %s)\n",
                     decimal(default_max_kept_nodes).c_str());
      }
      exit_code = 0;
      return true;
    }
    if (argument == "--show") {
      options.show = true;
    } else if (argument == "--stats") {
      options.stats = true;
    } else if (methods != 0 && argument == "--method") {
      if (i + 1 == argc)
        return detail::option_error(program, "--method needs a name: " + detail::method_list(methods), err, exit_code);
      options.method = argv[++i];
      bool known = false;
      for (int m = 0; methods[m] != 0; ++m) known = known || options.method == methods[m];
      if (!known)
        return detail::option_error(
            program, "unknown method '" + options.method + "' (methods: " + detail::method_list(methods) + ")", err,
            exit_code);
    } else if (methods != 0 && argument == "--max-nodes") {
      long count = 0;
      if (i + 1 == argc || !parse_natural(argv[i + 1], largest_max_kept_nodes, count) || count == 0)
        return detail::option_error(program, "--max-nodes needs a number 1-" + decimal(largest_max_kept_nodes), err,
                                    exit_code);
      ++i;
      options.max_kept_nodes = static_cast<uint64_t>(count);
    } else {
      return detail::option_error(program, "unknown argument '" + argument + "'", err, exit_code);
    }
  }
  return false;
}

}  // namespace puzzle

#endif  // PUZZLE_LEARNING_OPTIONS_HPP
