// Benchmark of `poj3322` (Bloxorz I) against the textbook solution of the practice judge
// (tests/judge/programs/textbook/poj3322.cpp: a BFS over (row, column, lie) with scanf("%s") rows,
// compiled into this bench and run as a process of its own through bench/textbook.hpp), whole
// process, alternately: 10 serpentine 500 x 500 maps (about 40,000 rolls each, the longest answers),
// 10 random 500 x 500 maps (15% empty, 15% fragile cells), and 2,000 random maps up to 30 x 30; every
// answer compared between the two.
// usage: poj3322_bench POJ3322_BINARY PEER_DIR WORK_DIR
#include <cstdio>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "bench_runner.hpp"
#include "textbook.hpp"

#define main poj3322_textbook_main
#include "../tests/judge/programs/textbook/poj3322.cpp"
#undef main

namespace {

typedef std::vector<std::string> Map;

std::string maps_text(const std::vector<Map>& maps) {
  std::string text;
  for (const Map& map : maps) {
    text += std::to_string(map.size()) + " " + std::to_string(map[0].size()) + "\n";
    for (const std::string& row : map) text += row + "\n";
  }
  return text + "0 0\n";
}

// A walled height x width map, `empty` and `fragile` percent of its inside so, a standing start at the
// top left and the target at the bottom right.
Map random_map(std::mt19937& random, int height, int width, int empty, int fragile) {
  Map map(static_cast<std::size_t>(height), std::string(static_cast<std::size_t>(width), '#'));
  for (int r = 1; r + 1 < height; ++r)
    for (int c = 1; c + 1 < width; ++c) {
      const int draw = static_cast<int>(random() % 100);
      map[r][c] = draw < empty ? '#' : draw < empty + fragile ? 'E' : '.';
    }
  map[1][1] = 'X';
  map[height - 2][width - 2] = 'O';
  return map;
}

// A corridor 3 cells wide winding down a height x width map (walls every 4th row, open at alternate ends).
Map serpentine(int height, int width) {
  std::mt19937 unused(1);  // an open map draws nothing that matters
  Map map = random_map(unused, height, width, 0, 0);
  for (int r = 4, turn = 0; r + 4 < height; r += 4, ++turn)
    for (int c = 1; c + 1 < width; ++c)
      if (turn % 2 == 0 ? c + 3 < width : c > 2) map[r][c] = '#';
  return map;
}

void compare(const char* title, const std::string& input_text, const std::string& ours, const std::string& textbook,
             const std::string& work) {
  const std::string input = work + "/poj3322.in";
  std::ofstream(input, std::ios::binary) << input_text;
  const bench::Comparison comparison = bench::compare_alternately(ours, textbook, input, work, 5);
  bench::print_comparison(title, "poj3322", "textbook", comparison);
  if (bench::read_file(work + "/ours.out") != bench::read_file(work + "/peer.out")) std::printf("  ANSWERS DIFFER\n");
}

}  // namespace

int main(int argc, char** argv) {
  if (bench::called_as_textbook(argv[0])) return poj3322_textbook_main();
  if (!bench::has_bench_arguments("poj3322", argc)) return 2;
  const std::string ours = argv[1], work = argv[3];
  const std::string textbook = bench::textbook_program(work, "poj3322");
  std::mt19937 random(3322);
  compare("10 serpentine 500 x 500 maps", maps_text(std::vector<Map>(10, serpentine(500, 500))), ours, textbook, work);
  std::vector<Map> maps;
  for (int i = 0; i < 10; ++i) maps.push_back(random_map(random, 500, 500, 15, 15));
  compare("10 random 500 x 500 maps", maps_text(maps), ours, textbook, work);
  maps.clear();
  for (int i = 0; i < 2000; ++i)
    maps.push_back(
        random_map(random, 4 + static_cast<int>(random() % 27), 4 + static_cast<int>(random() % 27), 20, 15));
  compare("2,000 random maps up to 30 x 30", maps_text(maps), ours, textbook, work);
  return 0;
}
