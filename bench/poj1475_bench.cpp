// Benchmark of `poj1475` (Pushing Boxes) against the textbook solution of the practice judge
// (tests/judge/programs/textbook/poj1475.cpp: a breadth-first search over box states, one layer per
// push, a breadth-first search of the walker from each; compiled into this bench and run as a process
// of its own through bench/textbook.hpp), whole process, alternately: 200 open 20 x 20 mazes (the
// most states a maze: the judge's largest), 200 random 20 x 20 mazes with 0-35% rock, and 2,000 random
// mazes up to 8 x 8. The two may print different moves where answers tie; the bench compares, per
// maze, Impossible. or the counts of pushes and of moves.
// usage: poj1475_bench POJ1475_BINARY PEER_DIR WORK_DIR
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "bench_runner.hpp"
#include "textbook.hpp"

#define main poj1475_textbook_main
#include "../tests/judge/programs/textbook/poj1475.cpp"
#undef main

namespace {

typedef std::vector<std::string> Maze;

std::string mazes_text(const std::vector<Maze>& mazes) {
  std::string text;
  for (const Maze& maze : mazes) {
    text += std::to_string(maze.size()) + " " + std::to_string(maze[0].size()) + "\n";
    for (const std::string& row : maze) text += row + "\n";
  }
  return text + "0 0\n";
}

// A height x width maze with `rock` percent of rock cells, S, B and T on cells of their own.
Maze random_maze(std::mt19937& random, int height, int width, int rock) {
  Maze maze(static_cast<std::size_t>(height), std::string(static_cast<std::size_t>(width), '.'));
  for (std::string& row : maze)
    for (char& cell : row) cell = static_cast<int>(random() % 100) < rock ? '#' : '.';
  for (const char piece : {'S', 'B', 'T'})
    for (;;) {
      char& cell = maze[random() % static_cast<unsigned>(height)][random() % static_cast<unsigned>(width)];
      if (cell == 'S' || cell == 'B' || cell == 'T') continue;
      cell = piece;
      break;
    }
  return maze;
}

// Per maze, "Impossible." or its counts of pushes and of moves.
std::vector<std::string> counts(const std::string& output) {
  std::istringstream in(output);
  std::vector<std::string> result;
  for (std::string header, number, moves; in >> header >> number >> moves;) {
    long pushes = 0;
    for (const char c : moves) pushes += c >= 'A' && c <= 'Z';
    result.push_back(moves == "Impossible." ? moves : std::to_string(pushes) + " " + std::to_string(moves.size()));
  }
  return result;
}

void compare(const char* title, const std::string& input_text, const std::string& ours, const std::string& textbook,
             const std::string& work) {
  const std::string input = work + "/poj1475.in";
  std::ofstream(input, std::ios::binary) << input_text;
  const bench::Comparison comparison = bench::compare_alternately(ours, textbook, input, work, 5);
  bench::print_comparison(title, "poj1475", "textbook", comparison);
  if (counts(bench::read_file(work + "/ours.out")) != counts(bench::read_file(work + "/peer.out")))
    std::printf("  ANSWERS DIFFER\n");
}

}  // namespace

int main(int argc, char** argv) {
  if (bench::called_as_textbook(argv[0])) return poj1475_textbook_main();
  if (!bench::has_bench_arguments("poj1475", argc)) return 2;
  const std::string ours = argv[1], work = argv[3];
  const std::string textbook = bench::textbook_program(work, "poj1475");
  std::mt19937 random(1475);
  std::vector<Maze> mazes;
  for (int i = 0; i < 200; ++i) mazes.push_back(random_maze(random, 20, 20, 0));
  compare("200 open 20 x 20 mazes", mazes_text(mazes), ours, textbook, work);
  mazes.clear();
  for (int i = 0; i < 200; ++i) mazes.push_back(random_maze(random, 20, 20, static_cast<int>(random() % 36)));
  compare("200 random 20 x 20 mazes, 0-35% rock", mazes_text(mazes), ours, textbook, work);
  mazes.clear();
  for (int i = 0; i < 2000; ++i)
    mazes.push_back(random_maze(random, 3 + static_cast<int>(random() % 6), 3 + static_cast<int>(random() % 6),
                                static_cast<int>(random() % 31)));
  compare("2,000 random mazes up to 8 x 8", mazes_text(mazes), ours, textbook, work);
  return 0;
}
