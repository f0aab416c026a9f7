// Benchmark of `luogu1312` (NOIP 2011 "Mayan 游戏"), whole process, against the textbook depth-first
// search of the practice judge's calibration (tests/judge/programs/textbook/luogu1312.cpp, compiled
// into this bench and run through a link named luogu1312_textbook), on one board a file as the judges
// give it: full boards of 35 blocks that no 5 moves empty (the whole search: the slowest case), the
// judge's sample, and a board of 15 blocks emptied in 5 moves. Ours keeps the boards it found lost
// (with the moves left) and never searches them again; the textbook searches every path.
// usage: luogu1312_bench LUOGU1312_BINARY PEER_DIR WORK_DIR
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>

#include "bench_runner.hpp"
#include "textbook.hpp"

namespace textbook {
#define main textbook_main
#include "../tests/judge/programs/textbook/luogu1312.cpp"
#undef main
}  // namespace textbook

int main(int argc, char** argv) {
  if (bench::called_as_textbook(argv[0])) return textbook::textbook_main();
  if (!bench::has_bench_arguments("luogu1312", argc)) return 2;
  const std::string ours = argv[1], work = argv[3];
  const std::string textbook = bench::textbook_program(work, "luogu1312");
  const struct {
    const char* title;
    std::string input;
  } files[] = {{"a full board of 4 colours, 5 moves: -1 (the whole search)",
                "5\n1 2 3 3 4 1 1 0\n2 4 2 1 2 3 4 0\n4 3 2 4 4 1 2 0\n4 3 3 1 2 2 4 0\n3 1 4 3 3 1 2 0\n"},
               {"a full board of 3 colours, 5 moves: -1",
                "5\n1 1 2 3 3 1 2 0\n2 3 1 1 2 2 3 0\n3 2 3 2 1 1 2 0\n1 1 2 3 3 2 1 0\n2 3 1 1 2 3 3 0\n"},
               {"the judge's sample (3 moves)", "3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n"}};
  for (const auto& file : files) {
    std::ofstream(work + "/in.txt") << file.input;
    const bench::Comparison against = bench::compare_alternately(ours, textbook, work + "/in.txt", work, 3);
    const bool agree = bench::read_file(work + "/ours.out") == bench::read_file(work + "/peer.out");
    bench::print_comparison(file.title, "luogu1312", "textbook DFS", against);
    std::printf("  answers %s\n", agree ? "agree" : "DISAGREE");
  }
  return 0;
}
