// Benchmark of `poj2893` (POJ 2893): the largest legal input, two random 999 x 999 boards (about 14
// MB of text, fixed seed), whole process, against what reading the file costs at all (`wc -l` reads
// every byte; `wc -c` on a file only asks its size; `cat` copies it) and against the textbook
// solution written here: scanf a number at a time, then the inversions counted by merge sort, O(n
// log n), the blank's row added on even widths. Also the bundle as POJ compiles it (gnu++98), and
// HDU 3600's binary on its largest boards (thirty 300 x 300). Answers compared with the first row's.
// usage: poj2893_bench POJ2893_BINARY PEER_DIR WORK_DIR   (no published peer: the textbook is here)
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "bench_runner.hpp"

namespace {

// The textbook solution, compiled at run time as a user would compile it.
const char textbook_source[] = R"(#include <stdio.h>
static int a[1000000], scratch[1000000];
static long long merge_count(int lo, int hi) {
  if (hi - lo < 2) return 0;
  int mid = (lo + hi) / 2;
  long long inversions = merge_count(lo, mid) + merge_count(mid, hi);
  int i = lo, j = mid, k = lo;
  while (i < mid && j < hi) {
    if (a[i] <= a[j]) scratch[k++] = a[i++];
    else { scratch[k++] = a[j++]; inversions += mid - i; }
  }
  while (i < mid) scratch[k++] = a[i++];
  while (j < hi) scratch[k++] = a[j++];
  for (k = lo; k < hi; ++k) a[k] = scratch[k];
  return inversions;
}
int main(void) {
  int m, n;
  while (scanf("%d %d", &m, &n) == 2 && (m || n)) {
    int count = 0, blank_row = 0;
    for (int i = 0; i < m * n; ++i) {
      int v;
      if (scanf("%d", &v) != 1) return 1;
      if (v == 0) blank_row = i / n;
      else a[count++] = v;
    }
    long long inversions = merge_count(0, count);
    if (n % 2 == 0) inversions += m - 1 - blank_row;
    puts(inversions % 2 == 0 ? "YES" : "NO");
  }
  return 0;
}
)";

// `count` random boards of rows x cols in the judge's format (the size line: "M N", or "N" when
// `square`), then the end marker.
void write_boards(const std::string& path, int count, int rows, int cols, unsigned seed, const char* end_marker,
                  bool square) {
  std::mt19937 random(seed);
  std::ofstream out(path);
  std::vector<int> tiles(static_cast<std::size_t>(rows * cols));
  for (int board = 0; board < count; ++board) {
    std::iota(tiles.begin(), tiles.end(), 0);
    std::shuffle(tiles.begin(), tiles.end(), random);
    out << rows;
    if (!square) out << " " << cols;
    out << "\n";
    std::string line;
    for (int cell = 0; cell < rows * cols; ++cell) {
      line += std::to_string(tiles[static_cast<std::size_t>(cell)]);
      line += (cell + 1) % cols == 0 ? '\n' : ' ';
    }
    out << line;
  }
  out << end_marker << "\n";
}

// A program with arguments as one path that run_timed can start: a shell script in the work folder.
std::string script(const std::string& work, const std::string& name, const std::string& command) {
  const std::string path = work + "/" + name + ".sh";
  std::ofstream(path) << "#!/bin/sh\nexec " << command << "\n";
  if (std::system(("chmod +x '" + path + "'").c_str()) != 0) std::printf("(cannot make %s executable)\n", path.c_str());
  return path;
}

struct Program {
  std::string name, path;
  bool answers;  // prints answers (compared with the first program's); else it only reads the input
};

// Runs each program `runs` times (best wall time), compares answers with the first one's, prints a row.
void time_file(const std::string& title, const std::string& input, const std::vector<Program>& programs,
               const std::string& work, int runs) {
  const double megabytes = static_cast<double>(bench::read_file(input).size()) / 1e6;
  std::printf("%s (%.1f MB), best of %d runs:\n", title.c_str(), megabytes, runs);
  std::string first_answers;
  double first_seconds = 0;
  for (std::size_t i = 0; i < programs.size(); ++i) {
    const std::string output = work + "/out" + std::to_string(i);
    const bench::RunFigures figures = bench::run_timed(programs[i].path, input, output, runs);
    std::string verdict = figures.succeeded ? "" : "  FAILED";
    if (programs[i].answers) {
      const std::string answers = bench::read_file(output);
      if (i == 0) first_answers = answers;
      if (answers != first_answers) verdict += "  ANSWERS DIFFER";
    }
    if (i == 0) first_seconds = figures.seconds;
    char ratio[64] = "";
    if (i > 0)
      std::snprintf(ratio, sizeof ratio, "  (%.2fx %s)", figures.seconds / first_seconds, programs[0].name.c_str());
    std::printf("  %-30s %8.1f ms wall, %8.1f ms processor, %7.1f MB/s, peak %6ld KiB%s%s\n", programs[i].name.c_str(),
                figures.seconds * 1e3, figures.cpu_seconds * 1e3, megabytes / figures.seconds, figures.peak_kib, ratio,
                verdict.c_str());
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (!bench::has_bench_arguments("poj2893", argc)) return 2;
  const std::string ours = argv[1], work = argv[3];
  const std::string hdu = ours.substr(0, ours.rfind('/') + 1) + "hdu3600";
  const std::string textbook = work + "/poj2893_textbook", bundle = work + "/poj2893_bundle";
  std::ofstream(work + "/poj2893_textbook.c") << textbook_source;
  std::vector<Program> programs = {{"poj2893", ours, true}};
  if (bench::compile_bundle("poj2893", "g++ -std=gnu++98 -O2", bundle))
    programs.push_back({"bundle (gnu++98 -O2)", bundle, true});
  if (std::system(("gcc -O2 -o '" + textbook + "' '" + work + "/poj2893_textbook.c'").c_str()) == 0) {
    programs.push_back({"textbook (scanf, merge sort)", textbook, true});
  } else {
    std::printf("(the textbook solution does not compile)\n");
  }
  const std::vector<Program> readers = {{"wc -l (reads every byte)", script(work, "wc_l", "wc -l"), false},
                                        {"wc -c (asks the size)", script(work, "wc_c", "wc -c"), false},
                                        {"cat > /dev/null", script(work, "cat", "cat"), false}};
  programs.insert(programs.end(), readers.begin(), readers.end());

  const int runs = std::getenv("POJ2893_BENCH_RUNS") ? std::atoi(std::getenv("POJ2893_BENCH_RUNS")) : 5;
  const std::string largest = work + "/poj2893_largest.in";
  write_boards(largest, 2, 999, 999, 2893, "0 0", false);
  time_file("POJ 2893, two random 999 x 999 boards", largest, programs, work, runs);

  if (bench::file_exists(hdu)) {
    const std::string hdu_file = work + "/hdu3600_largest.in";
    write_boards(hdu_file, 30, 300, 300, 3600, "0", true);
    std::vector<Program> hdu_programs = {{"hdu3600", hdu, true}};
    hdu_programs.insert(hdu_programs.end(), readers.begin(), readers.end());
    time_file("HDU 3600, thirty random 300 x 300 boards", hdu_file, hdu_programs, work, runs);
  }
  return 0;
}
