// Test generators: each problem's test set, the same on every machine (seeded splitmix64, random.hpp),
// in groups named by what they target (docs/judge.md):
//   sample-*    the judges' samples (samples/<binary>/)
//   edge-*      solved starts, unsolvable boards, the limits of the format, the largest case counts
//   random-*    random cases
//   hard-*      the deepest cases known: found by breadth-first search here (eight, eight2, rotation),
//               by the suite's searches (bench/*_hard.in: cubic, rotation_game), Korf's instances
//               within the judge's bound (fifteen), shelves 4 and 5 block moves from sorted (booksort)
//   break-*     inputs that break the usual wrong or slow solutions: no parity check, greedy or
//               inadmissible heuristics, no lexicographic order, a search per case where a table is
//               needed (many cases)
// Only inputs: the answers come from the suite's binaries (judge_session.hpp). Each test passes its
// problem's validator (validators.hpp; tests/judge/ checks it). Costs: a breadth-first search over 9!
// arrangements for eight (1), eight2 (9) and rotation (1); the rest is linear in the output.
#ifndef JUDGE_GENERATORS_HPP
#define JUDGE_GENERATORS_HPP

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "judge/permutation_bfs.hpp"
#include "judge/random.hpp"
#include "judge/sliding_board.hpp"

namespace judge {

struct TestFile {
  std::string name;   // NAME of NAME.in / NAME.ans
  std::string input;
};
typedef std::vector<TestFile> TestSet;

inline std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// samples/<problem>/sample-N.in, in the order of N; an empty one (the suite tests its binaries on
// one, no judge gives it) is left out.
inline TestSet samples(const std::filesystem::path& source_dir, const std::string& problem) {
  std::vector<std::filesystem::path> paths;
  for (const auto& entry : std::filesystem::directory_iterator(source_dir / "samples" / problem))
    if (entry.path().extension() == ".in") paths.push_back(entry.path());
  std::sort(paths.begin(), paths.end(), [](const std::filesystem::path& a, const std::filesystem::path& b) {
    return a.stem().string().size() != b.stem().string().size() ? a.stem().string().size() < b.stem().string().size() : a < b;
  });
  TestSet tests;
  for (const std::filesystem::path& path : paths) {
    const std::string input = read_file(path);
    if (input.find_first_not_of(" \t\r\n") != std::string::npos) tests.push_back(TestFile{path.stem().string(), input});
  }
  return tests;
}

// Board text: the tiles of `board` separated by spaces, `blank` for 0, a line break every `row` tiles.
inline std::string board_text(const Tiles& board, const std::string& blank, int row) {
  std::string text;
  for (std::size_t cell = 0; cell < board.size(); ++cell) {
    text += board[cell] == 0 ? blank : std::to_string(board[cell]);
    text += (cell + 1) % static_cast<std::size_t>(row) == 0 ? "\n" : " ";
  }
  return text;
}

// The arrangement 0, 1, ..., n-1.
inline Tiles in_order(int n) {
  Tiles tiles;
  for (int i = 0; i < n; ++i) tiles.push_back(i);
  return tiles;
}

// A random arrangement of the tiles 0..n-1.
inline Tiles random_tiles(Random& random, int n) {
  Tiles tiles = in_order(n);
  random.shuffle(tiles);
  return tiles;
}

// Swaps two tiles (not the blank): a board of the other parity.
inline Tiles other_parity(Tiles board) {
  std::size_t first = board[0] == 0 ? 1 : 0, second = board[first + 1] == 0 ? first + 2 : first + 1;
  std::swap(board[first], board[second]);
  return board;
}

inline Tiles random_board(Random& random, int width, bool solvable) {
  const Tiles board = random_tiles(random, width * width);
  return is_solvable(board) == solvable ? board : other_parity(board);
}

// The goal after `moves` random moves of the blank, none undoing the one before.
inline Tiles random_walk(Random& random, int width, int moves, const MoveLetters& letters) {
  Tiles board = goal_board(width);
  const std::string all = {letters.up, letters.down, letters.left, letters.right};
  char last = 0;
  while (moves > 0) {
    const char move = all[random.below(4)];
    if (move == opposite_move(last, letters) || play_moves(board, std::string(1, move), letters) >= 0) continue;
    last = move;
    --moves;
  }
  return board;
}

// ---- eight (POJ 1077, HDU 1043): boards until end of input ----

inline std::string eight_boards(const std::vector<Tiles>& boards) {
  std::string text;
  for (const Tiles& board : boards) text += board_text(board, "x", 9);
  return text;
}

// The 8-puzzle boards at most `below_largest` moves closer to the goal than the farthest, by
// breadth-first search from the goal.
inline std::vector<Tiles> eight_farthest(int below_largest) {
  return farthest(distances_from(goal_board(3), sliding_neighbours), below_largest);
}

// The edges of a sliding puzzle: the goal itself, the goal with two tiles swapped (unsolvable), two
// boards one move away. `boards_text` writes boards in the judge's format.
inline void add_sliding_edges(TestSet& tests, Random& random, int width, const MoveLetters& letters,
                              std::string (*boards_text)(const std::vector<Tiles>&)) {
  const Tiles goal = goal_board(width);
  tests.push_back({"edge-solved", boards_text({goal})});
  tests.push_back({"edge-unsolvable", boards_text({other_parity(goal)})});
  tests.push_back({"edge-one-move", boards_text({random_walk(random, width, 1, letters), random_walk(random, width, 1, letters)})});
}

inline TestSet generate_eight(const std::filesystem::path& source_dir) {
  Random random(1077);
  TestSet tests = samples(source_dir, "eight");
  add_sliding_edges(tests, random, 3, eight_letters, eight_boards);
  tests.push_back({"edge-whitespace", "\t1 2  3\r\n4 5 6\r\n7 x 8\r\n\r\n 1 2 3 4 5 6 x 7 8"});
  std::vector<Tiles> boards;
  for (int i = 0; i < 100; ++i) boards.push_back(random_tiles(random, 9));
  tests.push_back({"random-100", eight_boards(boards)});
  tests.push_back({"hard-31-and-30-moves", eight_boards(eight_farthest(1))});
  boards.clear();
  for (int i = 0; i < 50; ++i) boards.push_back(random_board(random, 3, false));
  tests.push_back({"break-no-parity-check", eight_boards(boards)});
  boards.clear();
  for (int i = 0; i < 3000; ++i) boards.push_back(random_board(random, 3, true));
  tests.push_back({"break-search-per-board", eight_boards(boards)});
  return tests;
}

// ---- eight2 (HDU 3567): T pairs of boards, 9 characters 1-8 and X ----

inline std::string packed_text(const Tiles& board) {
  std::string text;
  for (int tile : board) text += tile == 0 ? 'X' : static_cast<char>('0' + tile);
  return text;
}

inline std::string eight2_cases(const std::vector<std::pair<Tiles, Tiles> >& pairs) {
  std::string text = std::to_string(pairs.size()) + "\n";
  for (const auto& pair : pairs) text += packed_text(pair.first) + "\n" + packed_text(pair.second) + "\n";
  return text;
}

// Tiles 1-8 in order with the blank at `cell`.
inline Tiles blank_at(int cell) {
  Tiles board(grid_cells);
  for (int i = 0, tile = 1; i < grid_cells; ++i) board[static_cast<std::size_t>(i)] = i == cell ? 0 : tile++;
  return board;
}

// Both boards with their tiles 1-8 renamed by one random permutation: the same distance apart.
inline std::pair<Tiles, Tiles> renamed(Random& random, Tiles start, Tiles goal) {
  Tiles names = random_tiles(random, 8);
  for (Tiles* board : {&start, &goal})
    for (int& tile : *board) tile = tile == 0 ? 0 : names[static_cast<std::size_t>(tile - 1)] + 1;
  return std::make_pair(start, goal);
}

inline TestSet generate_eight2(const std::filesystem::path& source_dir) {
  Random random(3567);
  TestSet tests = samples(source_dir, "eight2");
  std::vector<std::pair<Tiles, Tiles> > pairs;
  for (int cell = 0; cell < grid_cells; ++cell) pairs.push_back(renamed(random, blank_at(cell), blank_at(cell)));
  tests.push_back({"edge-start-is-goal", eight2_cases(pairs)});
  pairs.clear();
  for (int cell = 0; cell < grid_cells; ++cell) {
    const std::vector<Tiles> farthest_boards = farthest(distances_from(blank_at(cell), sliding_neighbours));
    for (int i = 0; i < 4; ++i)
      pairs.push_back(renamed(random, farthest_boards[random.below(farthest_boards.size())], blank_at(cell)));
  }
  tests.push_back({"hard-farthest-per-blank-cell", eight2_cases(pairs)});
  pairs.clear();
  for (int i = 0; i < 200; ++i) {
    const Tiles start = random_tiles(random, 9);
    Tiles goal = random_tiles(random, 9);
    pairs.push_back(std::make_pair(start, move_invariant(goal) == move_invariant(start) ? goal : other_parity(goal)));
  }
  tests.push_back({"break-search-per-case-200", eight2_cases(pairs)});
  return tests;
}

// ---- fifteen (UVa 10181): N, then N boards of 4 lines of 4 numbers ----

inline std::string fifteen_boards(const std::vector<Tiles>& boards) {
  std::string text = std::to_string(boards.size()) + "\n";
  for (const Tiles& board : boards) text += board_text(board, "0", 4);
  return text;
}

// Korf's 100 random instances (R. E. Korf, "Depth-first iterative-deepening: an optimal admissible
// tree search", Artificial Intelligence 27, 1985), those whose optimal length is within the judge's
// 45 moves: numbers 1-100 as Korf numbers them, the board with his goal (blank first, then 1..15), and
// the length (../shared/data/korf100.txt).
const char* const korf_within_45 =
    "14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15 45\n"
    "1 3 2 5 10 9 15 6 8 14 13 11 12 4 7 0 42\n"
    "4 5 7 2 9 14 12 13 0 3 6 11 8 1 15 10 42\n"
    "13 8 14 3 9 1 0 7 15 5 4 10 12 2 6 11 41\n"
    "6 13 3 2 11 9 5 10 1 7 12 14 8 4 0 15 45\n"
    "5 7 0 11 12 1 9 10 15 6 2 3 8 4 13 14 44\n"
    "0 1 9 7 11 13 5 3 14 12 4 2 8 6 10 15 42\n"
    "4 7 13 10 1 2 9 6 12 8 14 5 3 0 11 15 44\n"
    "6 0 5 10 11 12 9 2 1 7 4 3 14 8 13 15 45\n"
    "9 14 5 7 8 15 1 2 10 4 13 6 12 0 11 3 44\n";

// Korf's boards with the judge's goal: turned 180 degrees and each tile v renamed 16 - v, which keeps
// every distance.
inline std::vector<Tiles> korf_boards() {
  std::istringstream in(korf_within_45);
  std::vector<Tiles> boards;
  for (Tiles board(16); in >> board[15];) {
    for (int cell = 14; cell >= 0; --cell) in >> board[static_cast<std::size_t>(cell)];
    for (int& tile : board) tile = tile == 0 ? 0 : 16 - tile;
    int length = 0;  // Korf's, not needed: the answers give it
    in >> length;
    boards.push_back(board);
  }
  return boards;
}

inline TestSet generate_fifteen(const std::filesystem::path& source_dir) {
  Random random(10181);
  TestSet tests = samples(source_dir, "fifteen");
  add_sliding_edges(tests, random, 4, fifteen_letters, fifteen_boards);
  std::vector<Tiles> boards;
  for (int i = 0; i < 30; ++i) boards.push_back(random_walk(random, 4, random.between(10, 45), fifteen_letters));
  tests.push_back({"random-walks-30", fifteen_boards(boards)});
  tests.push_back({"hard-korf-within-45", fifteen_boards(korf_boards())});
  boards.clear();
  for (int i = 0; i < 50; ++i) boards.push_back(random_board(random, 4, false));
  tests.push_back({"break-no-parity-check", fifteen_boards(boards)});
  return tests;
}

// ---- cubic (UVa 1604): datasets until "0 0" ----

inline std::string cubic_dataset(Random& random) {
  std::string text = std::to_string(random.between(1, 3)) + " " + std::to_string(random.between(1, 3)) + "\n";
  const int empty = random.between(0, 8);
  for (int cell = 0; cell < 9; ++cell) {
    text += cell == empty ? 'E' : "WRB"[random.below(3)];
    text += cell % 3 == 2 ? "\n" : " ";
  }
  return text;
}

inline TestSet generate_cubic(const std::filesystem::path& source_dir) {
  Random random(1604);
  TestSet tests = samples(source_dir, "cubic");
  std::string solved;
  for (int cell = 0; cell < 9; ++cell) {
    solved += std::to_string(cell % 3 + 1) + " " + std::to_string(cell / 3 + 1) + "\n";
    for (int square = 0; square < 9; ++square) solved += std::string(square == cell ? "E" : "W") + (square % 3 == 2 ? "\n" : " ");
  }
  tests.push_back({"edge-solved-every-cell", solved + "0 0\n"});
  for (int file = 1; file <= 2; ++file) {
    std::string text;
    for (int i = 0; i < 15; ++i) text += cubic_dataset(random);
    tests.push_back({"random-15-datasets-" + std::to_string(file), text + "0 0\n"});
  }
  tests.push_back({"hard-depth-30-and-beyond", read_file(source_dir / "bench" / "cubic_hard.in")});
  return tests;
}

// ---- rotation (UESTC 485): T cases of a start board and a target ----

// The 12 moves: each row rotated left and right, each column up and down.
inline void rotation_neighbours(const Tiles& board, std::vector<Tiles>& out) {
  for (int line = 0; line < 6; ++line) {
    const int first = line < 3 ? 3 * line : line - 3, step = line < 3 ? 1 : 3;
    for (int shift = 1; shift <= 2; ++shift) {
      out.push_back(board);
      for (int i = 0; i < 3; ++i)
        out.back()[static_cast<std::size_t>(first + step * i)] = board[static_cast<std::size_t>(first + step * ((i + shift) % 3))];
    }
  }
}

// Tiles 0-8 shown as 1-9; -1 as the wildcard *.
inline std::string rotation_board(const Tiles& board) {
  std::string text;
  for (std::size_t cell = 0; cell < board.size(); ++cell) {
    text += board[cell] < 0 ? std::string("*") : std::to_string(board[cell] + 1);
    text += cell % 3 == 2 ? "\n" : " ";
  }
  return text;
}

inline std::string rotation_cases(const std::vector<std::pair<Tiles, Tiles> >& cases) {
  std::string text = std::to_string(cases.size()) + "\n";
  for (const auto& one : cases) text += rotation_board(one.first) + rotation_board(one.second);
  return text;
}

// `target` with `wildcards` random cells made *.
inline Tiles with_wildcards(Random& random, Tiles target, int wildcards) {
  Tiles cells = random_tiles(random, 9);
  for (int i = 0; i < wildcards; ++i) target[static_cast<std::size_t>(cells[static_cast<std::size_t>(i)])] = -1;
  return target;
}

inline TestSet generate_rotation(const std::filesystem::path& source_dir) {
  Random random(485);
  TestSet tests = samples(source_dir, "rotation");
  const Tiles start = random_tiles(random, 9);
  tests.push_back({"edge-edges",
                   rotation_cases({{start, start},
                                   {start, with_wildcards(random, start, 9)},
                                   {start, other_parity(start)},
                                   {start, with_wildcards(random, other_parity(start), 1)},
                                   {start, with_wildcards(random, random_tiles(random, 9), 2)}})});
  const std::vector<Tiles> deepest = farthest(distances_from(in_order(9), rotation_neighbours));
  std::vector<std::pair<Tiles, Tiles> > cases;
  for (int i = 0; i < 300; ++i) {
    const Tiles names = random_tiles(random, 9), deep = deepest[random.below(deepest.size())];
    Tiles target(9);
    for (std::size_t cell = 0; cell < 9; ++cell) target[cell] = names[static_cast<std::size_t>(deep[cell])];
    cases.push_back(std::make_pair(names, target));
  }
  tests.push_back({"hard-8-moves", rotation_cases(cases)});
  cases.clear();
  for (int i = 0; i < 1000; ++i)
    cases.push_back(std::make_pair(random_tiles(random, 9), with_wildcards(random, random_tiles(random, 9), i % 10)));
  tests.push_back({"break-search-per-case-1000", rotation_cases(cases)});
  return tests;
}

// ---- rotation_game (POJ 2286): boards of 24 symbols until a lone 0 ----

const int rotation_game_centre[8] = {6, 7, 8, 11, 12, 15, 16, 17};

inline std::string rotation_game_board(const Tiles& symbols) {
  std::string text;
  for (std::size_t cell = 0; cell < symbols.size(); ++cell) text += std::to_string(symbols[cell]) + (cell == 23 ? "\n" : " ");
  return text;
}

inline Tiles random_symbols(Random& random) {
  Tiles symbols;
  for (int i = 0; i < 24; ++i) symbols.push_back(i / 8 + 1);
  random.shuffle(symbols);
  return symbols;
}

inline TestSet generate_rotation_game(const std::filesystem::path& source_dir) {
  Random random(2286);
  TestSet tests = samples(source_dir, "rotation_game");
  std::string text;
  for (int symbol = 1; symbol <= 3; ++symbol) {  // the centre all `symbol`, the other two around it
    Tiles around;
    for (int i = 0; i < 16; ++i) around.push_back((symbol + i / 8) % 3 + 1);
    random.shuffle(around);
    Tiles symbols;
    std::size_t next = 0;
    for (int cell = 0; cell < 24; ++cell) {
      const bool centre = std::find(std::begin(rotation_game_centre), std::end(rotation_game_centre), cell) != std::end(rotation_game_centre);
      symbols.push_back(centre ? symbol : around[next++]);
    }
    text += rotation_game_board(symbols);
  }
  tests.push_back({"edge-solved", text + "0\n"});
  text.clear();
  for (int i = 0; i < 30; ++i) text += rotation_game_board(random_symbols(random));
  tests.push_back({"random-30", text + "0\n"});
  tests.push_back({"hard-13-moves", read_file(source_dir / "bench" / "rotation_game_hard.in")});
  tests.push_back({"break-no-lexicographic-order", read_file(source_dir / "bench" / "rotation_game_ties.in")});
  return tests;
}

// ---- booksort (POJ 3460): T shelves ----

// `books` after a random block move: a block of adjacent books taken out and put back elsewhere.
inline void random_block_move(Random& random, Tiles& books) {
  const int n = static_cast<int>(books.size());
  if (n < 2) return;
  const int length = random.between(1, n - 1), begin = random.between(0, n - length);
  const Tiles block(books.begin() + begin, books.begin() + begin + length);
  books.erase(books.begin() + begin, books.begin() + begin + length);
  int at = random.between(0, n - length - 1);
  if (at >= begin) ++at;  // anywhere but where it was
  books.insert(books.begin() + at, block.begin(), block.end());
}

inline std::string booksort_cases(const std::vector<Tiles>& shelves) {
  std::string text = std::to_string(shelves.size()) + "\n";
  for (const Tiles& books : shelves) text += std::to_string(books.size()) + "\n" + board_text(books, "", static_cast<int>(books.size()));
  return text;
}

inline Tiles sorted_books(int n) {
  Tiles books;
  for (int book = 1; book <= n; ++book) books.push_back(book);
  return books;
}

inline TestSet generate_booksort(const std::filesystem::path& source_dir) {
  Random random(3460);
  TestSet tests = samples(source_dir, "booksort");
  Tiles reversed = sorted_books(15);
  std::reverse(reversed.begin(), reversed.end());
  tests.push_back({"edge-edges", booksort_cases({sorted_books(1), sorted_books(15), reversed, {2, 1}})});
  std::vector<Tiles> shelves;
  for (int i = 0; i < 200; ++i) {
    Tiles books = sorted_books(random.between(1, 15));
    random.shuffle(books);
    shelves.push_back(books);
  }
  tests.push_back({"random-200", booksort_cases(shelves)});
  for (int moves = 4; moves <= 5; ++moves) {
    shelves.clear();
    for (int i = 0; i < 100; ++i) {
      Tiles books = sorted_books(15);
      for (int move = 0; move < moves; ++move) random_block_move(random, books);
      shelves.push_back(books);
    }
    tests.push_back({"hard-" + std::to_string(moves) + "-block-moves", booksort_cases(shelves)});
  }
  return tests;
}

}  // namespace judge

#endif  // JUDGE_GENERATORS_HPP
