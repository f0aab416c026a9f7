// The contracts the fuzz targets check (contracts.hpp), held against what is known: every binary of
// src/problems.txt has one, with a dictionary and bounds; every sample's answer and every bad-input
// case's output and error line keep it (so a fuzz target never reports a correct run); and hand-made
// broken runs, one per clause, break it (so a fuzz target would report them). Also fifteen's
// admission bound.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "contracts.hpp"
#include "puzzle/sliding/plans/fifteen_puzzle_plan.hpp"

namespace {

namespace fs = std::filesystem;

const fs::path source_dir = PUZZLE_SOURCE_DIR;

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The list of judge problems, src/problems.txt: binary -> its samples folder.
std::map<std::string, fs::path> listed_problems() {
  std::map<std::string, fs::path> samples;
  std::ifstream list(source_dir / "src" / "problems.txt");
  std::string line;
  while (std::getline(list, line)) {
    std::istringstream fields(line);
    std::string binary, folder;
    if (line.empty() || line[0] == '#' || !(fields >> binary >> folder)) continue;
    samples[binary] = source_dir / folder;
  }
  return samples;
}

// The listed binaries, or the one FUZZ_CONTRACT_BINARY names (ctest's fuzz_contract.<binary>).
std::vector<std::string> listed_binaries() {
  std::vector<std::string> binaries;
  const char* only = std::getenv("FUZZ_CONTRACT_BINARY");
  for (const auto& [binary, samples] : listed_problems())
    if (only == nullptr || binary == only) binaries.push_back(binary);
  return binaries;
}

// Every case of `binary` with its expected result: the *.in of its samples folder and
// tests/binaries/<binary>/bad_input/*.in, status 1 where a .err file gives the error line.
struct KnownCase {
  fs::path input;
  fuzz::RunResult result;
};

std::vector<KnownCase> known_cases(const std::string& binary) {
  std::vector<KnownCase> cases;
  for (const fs::path& dir : {listed_problems().at(binary), source_dir / "tests" / "binaries" / binary / "bad_input"}) {
    if (!fs::is_directory(dir)) continue;
    for (const fs::directory_entry& entry : fs::directory_iterator(dir)) {
      if (entry.path().extension() != ".in") continue;
      fs::path error = entry.path();
      error.replace_extension(".err");
      fs::path answer = entry.path();
      answer.replace_extension(".out");
      KnownCase known;
      known.input = entry.path();
      known.result.status = fs::exists(error) ? 1 : 0;
      known.result.output = read_file(answer);
      known.result.errors = fs::exists(error) ? read_file(error) : "";
      cases.push_back(known);
    }
  }
  return cases;
}

TEST(FuzzContracts, EveryBinaryHasAContractADictionaryAndBounds) {
  const std::vector<std::string> binaries = listed_binaries();
  ASSERT_FALSE(binaries.empty());
  for (const std::string& binary : binaries) {
    EXPECT_TRUE(fuzz::has_contract(binary)) << "write tests/binaries/" << binary << "/fuzz_contract.cpp";
    for (const char* file : {"fuzz.dict", "fuzz.options"})
      EXPECT_TRUE(fs::exists(source_dir / "tests" / "binaries" / binary / file))
          << "tests/binaries/" << binary << "/" << file;
  }
}

TEST(FuzzContracts, EverySampleAndBadInputCaseKeepsItsBinarysContract) {
  int checked = 0;
  for (const std::string& binary : listed_binaries()) {
    int bad = 0;
    for (const KnownCase& known : known_cases(binary)) {
      EXPECT_EQ(fuzz::contract_violation(binary, read_file(known.input), known.result), "") << known.input;
      bad += known.result.status == 1;
      ++checked;
    }
    EXPECT_GT(bad, 0) << binary << " has no bad-input case";
  }
  EXPECT_GT(checked, 0);
}

// A run that breaks the contract: what the binary printed, and a word on which clause it breaks.
struct BrokenRun {
  const char* binary;
  const char* input;
  int status;
  const char* output;
  const char* errors;
  const char* breaks;
};

const BrokenRun broken_runs[] = {
    // Generic clauses (shown on eight).
    {"eight", "1 2 3 4 5 6 7 8 x\n", 2, "\n", "", "exit status other than 0 and 1"},
    {"eight", "1 2 3 4 5 6 7 8 x\n", 0, "\n", "eight: case 1: x\n", "stderr on success"},
    {"eight", "1 2 3 4 5 6 7 8 x\n", 0, "", "", "an answer missing on success"},
    {"eight", "1 2 3 4 5 6 7 8 x\n", 0, "\n\n", "", "an answer too many on success"},
    {"eight", "1 2 3 4 5 6 7 8 x\n", 0, "\r\n", "", "CR in the output"},
    {"eight", "2 1 3 4 5 6 7 8 x\n", 0, "unsolvable", "", "no LF after the last line"},
    {"eight", "2 1 3 4 5 6 7 8 x\n", 0, "unsolvable \n", "", "a trailing blank"},
    {"eight", "2 1 3 4 5 6 7 8 x\n", 0, "unsolvable\t\n", "", "a tab"},
    {"eight", "1 2 3 4 5 6 7 8 x 9", 1, "", "eight: case 2: expected a tile 1-8 or x, got '9'\n",
     "answers other than N-1"},
    {"eight", "1 2 3 4 5 6 7 8 x 9", 1, "\n\n", "eight: case 2: expected a tile 1-8 or x, got '9'\n",
     "answers other than N-1"},
    {"eight", "9", 1, "", "", "no error line"},
    {"eight", "9", 1, "", "eight: case 1: bad\neight: case 1: bad\n", "two error lines"},
    {"eight", "9", 1, "", "eight: case 1: bad", "an error line without LF"},
    {"eight", "9", 1, "", "eight2: case 1: bad\n", "another binary's name"},
    {"eight", "9", 1, "", "eight: case 0: bad\n", "case 0"},
    {"eight", "9", 1, "", "eight: case 01: bad\n", "a case number not in canonical form"},
    {"eight", "9", 1, "", "eight: case 1: \n", "an empty message"},
    {"eight", "9", 1, "", "eight: case 1 bad\n", "no colon after the case number"},
    {"eight", "9", 1, "", "eight: case 1: got '\x01'\n", "an unescaped control byte in the error"},
    {"eight", "9", 1, "", "eight: case 1: got '\xc3\xa9'\n", "an unescaped non-ASCII byte in the error"},
    // eight's answers.
    {"eight", "1 2 3 4 5 6 7 x 8\n", 0, "R\n", "", "a letter other than u d l r"},
    {"eight", "1 2 3 4 5 6 7 x 8\n", 0, "rlr\n", "", "a move undone at once"},
    {"eight", "1 2 3 4 5 6 7 x 8\n", 0, "rdrdrdrdrdrdrdrdrdrdrdrdrdrdrdrd\n", "", "more than 31 moves"},
    {"eight", "1 2 3 4 5 6 7 x 8\n", 0, "Unsolvable\n", "", "not the word unsolvable"},
    // luogu1379's answers.
    {"luogu1379", "283104765", 0, "31\n", "", "above 30"},
    {"luogu1379", "283104765", 0, "-1\n", "", "-1 (every board it answers is solvable)"},
    {"luogu1379", "283104765 123804765", 0, "4\n", "", "a board unanswered"},
    // acwing845's answers.
    {"acwing845", "2 3 4 1 5 x 7 6 8", 0, "32\n", "", "above 31"},
    {"acwing845", "2 1 3 4 5 6 7 8 x", 0, "-2\n", "", "below -1"},
    {"acwing845", "2 1 3 4 5 6 7 8 x", 0, "unsolvable\n", "", "a word, not -1"},
    // alds1_13_b's answers.
    {"alds1_13_b", "1 3 0 4 2 5 7 8 6", 0, "32\n", "", "above 31"},
    {"alds1_13_b", "1 3 0 4 2 5 7 8 6", 0, "-1\n", "", "-1 (every board it answers is solvable)"},
    {"alds1_13_b", "1 3 0 4 2 5 7 8 6", 0, "04\n", "", "a leading zero"},
    // uva652's answers, one blank line apart.
    {"uva652", "2 2 3 4 1 5 x 7 6 8 1 2 3 4 5 6 7 x 8", 0, "dlurullddrurdllurdr\nr\n", "", "no blank line between"},
    {"uva652", "1 1 2 3 4 5 6 7 x 8", 0, "r\n\n", "", "a blank line after the last answer"},
    {"uva652", "2 1 2 3 4 5 6 7 x 8 1 2 3 4 5 6 7 x 8", 0, "r\nx\nr\n", "", "a line between that is not blank"},
    {"uva652", "2 1 2 3 4 5 6 7 x 8 1 2 3 4 5 6 7 x 8", 0, "r\n\n", "", "an answer missing"},
    {"uva652", "1 1 2 3 4 5 6 7 x 8", 0, "R\n", "", "an uppercase move"},
    // leetcode773's answers.
    {"leetcode773", "[[4,5,0],[1,2,3]]", 0, "22\n", "", "above 21"},
    {"leetcode773", "[[1,2,3],[5,4,0]]", 0, "-2\n", "", "below -1"},
    {"leetcode773", "[[1,2,3], [4,0,5]] 1 2 3 4 0 5", 0, "1\n", "", "a board unanswered"},
    // uva10085's answers.
    {"uva10085", "1 2 6 4 1 3 7 0 5 8", 0, "Puzzle #1\n8 1 5\n7 3 6\n4 0 2\nUURDDRULLURRDLLDRRULULDDRUULDDR\n", "",
     "no empty line after the moves"},
    {"uva10085", "1 2 6 4 1 3 7 0 5 8", 0, "Puzzle #2\n8 1 5\n7 3 6\n4 0 2\nUURDDRULLURRDLLDRRULULDDRUULDDR\n\n", "",
     "the wrong case number"},
    {"uva10085", "1 2 6 4 1 3 7 0 5 8", 0, "Puzzle #1\n8 1 5\n7 3 6\n4 0 5\nUURDDRULLURRDLLDRRULULDDRUULDDR\n\n", "",
     "a tile twice"},
    {"uva10085", "1 2 6 4 1 3 7 0 5 8", 0, "Puzzle #1\n815\n736\n402\nUURDDRULLURRDLLDRRULULDDRUULDDR\n\n", "",
     "rows without blanks"},
    {"uva10085", "1 2 6 4 1 3 7 0 5 8", 0, "Puzzle #1\n8 1 5\n7 3 6\n4 0 2\nUURDDRULLURRDLLDRRULULDDRUULD\n\n", "",
     "29 moves"},
    {"uva10085", "1 2 6 4 1 3 7 0 5 8", 0, "Puzzle #1\n8 1 5\n7 3 6\n4 0 2\nUDRDDRULLURRDLLDRRULULDDRUULDDR\n\n", "",
     "a move undone at once"},
    {"uva10085", "1 2 6 4 1 3 7 0 5 8", 0, "Puzzle #1\n8 1 5\n7 3 6\n4 0 2\nuurddrullurrdlldrrululddruulddr\n\n", "",
     "lowercase moves"},
    // eight2's answers.
    {"eight2", "1 12X453786 12345678X", 0, "Case 1: 2\ndd", "", "no LF"},
    {"eight2", "1 12X453786 12345678X", 0, "Case 1: 2\nd\n", "", "a move string shorter than d"},
    {"eight2", "1 12X453786 12345678X", 0, "Case 2: 2\ndd\n", "", "the wrong case number"},
    {"eight2", "1 12X453786 12345678X", 0, "Case 1: 32\ndd\n", "", "d above 31"},
    {"eight2", "1 12X453786 12345678X", 0, "Case 1:  2\ndd\n", "", "two blanks"},
    {"eight2", "1 12X453786 12345678X", 0, "Case 1: 2\n", "", "half an answer"},
    {"eight2", "2 12X453786 12345678X 12X453786 12345678X", 0, "Case 1: 2\ndd\n", "", "fewer answers than T"},
    {"eight2", "1 12X453786 12345678X", 0, "Case 1: 2\nud\n", "", "a move undone at once"},
    // fifteen's answers.
    {"fifteen", "1 1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15", 0, "r\n", "", "a lowercase move"},
    {"fifteen", "1 1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15", 0, "RL\n", "", "a move undone at once"},
    {"fifteen", "1 1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0", 0, "This puzzle is not solvable\n", "",
     "the sentence without its full stop"},
    {"fifteen", "1 1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15", 0,
     "RDRDRDRDRDRDRDRDRDRDRDRDRDRDRDRDRDRDRDRDRDRDRDRDRDRDRDRDRDRDRDRDRDRDRDRDRDRDRDRDR\n", "", "more than 80 moves"},
    // cubic's answers.
    {"cubic", "1 1 E W W W W W W W W 0 0", 0, "31\n", "", "above 30"},
    {"cubic", "1 1 E W W W W W W W W 0 0", 0, "-2\n", "", "below -1"},
    {"cubic", "1 1 E W W W W W W W W 0 0", 0, "00\n", "", "a leading zero"},
    {"cubic", "1 1 E W W W W W W W W 0 0", 0, "-0\n", "", "minus zero"},
    {"cubic", "1 1 E W W W W W W W W 1 1 E W W W W W W W W 0 0", 0, "0\n", "", "a dataset unanswered"},
    // rotation's answers.
    {"rotation", "1 1 2 3 4 5 6 7 8 9 1 2 3 4 5 6 7 8 9", 0, "Case #1: 9\n", "", "above 8"},
    {"rotation", "1 1 2 3 4 5 6 7 8 9 1 2 3 4 5 6 7 8 9", 0, "Case 1: 0\n", "", "no #"},
    {"rotation", "1 1 2 3 4 5 6 7 8 9 1 2 3 4 5 6 7 8 9", 0, "Case #1: No solution!\n", "", "the wrong words"},
    // rotation_game's answers.
    {"rotation_game", "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3 0", 0, "AC\n4\n", "", "a symbol other than 1-3"},
    {"rotation_game", "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3 0", 0, "AF\n2\n", "", "a move undone at once"},
    {"rotation_game", "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3 0", 0, "AI\n2\n", "", "a letter other than A-H"},
    {"rotation_game", "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3 0", 0, "\n2\n", "", "an empty move line"},
    {"rotation_game", "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3 0", 0, "AC\n", "", "the symbol missing"},
    // booksort's answers.
    {"booksort", "1 3 3 2 1", 0, "5\n", "", "5 as a number"},
    {"booksort", "1 3 3 2 1", 0, "5 or More\n", "", "the wrong words"},
    {"booksort", "2 3 3 2 1 1 1", 0, "2\n", "", "fewer answers than T"},
};

TEST(FuzzContracts, BrokenRunsBreakTheContract) {
  for (const BrokenRun& broken : broken_runs) {
    const fuzz::RunResult result = {broken.status, broken.output, broken.errors};
    EXPECT_NE(fuzz::contract_violation(broken.binary, broken.input, result), "")
        << broken.binary << ": " << broken.breaks;
  }
}

TEST(FuzzContracts, RunsTheFormatsAllowKeepTheContract) {
  const BrokenRun kept[] = {
      {"eight", "", 0, "", "", "empty input"},
      {"eight", "1 2 3 4 5 6 7 8 x 1 2 3 4 5 6 7 x 8", 0, "\nr\n", "", "a solved board, then one move"},
      {"uva652", "3 1 2 3 4 5 6 7 8 x 2 1 3 4 5 6 7 8 x 1 2 3 4 5 6 7 x 8", 0, "\n\nunsolvable\n\nr\n", "",
       "solved, unsolvable, one move"},
      {"uva652", "2 1 2 3 4 5 6 7 x 8 9", 1, "r\n", "uva652: case 2: expected a tile 1-8 or x, got '9'\n",
       "an error after an answer"},
      {"leetcode773", "[[1,2,3], [4,0,5]]\n1 2 3 4 5 0\n[ [ 1 , 2 , 3 ] , [ 5 , 4 , 0 ] ]", 0, "1\n0\n-1\n", "",
       "each spelling"},
      {"eight2", "", 0, "", "", "empty input"},
      {"eight2", "1 12345678X 12345678X", 0, "Case 1: 0\n\n", "", "d = 0"},
      {"eight2", "x", 1, "", "eight2: case 1: expected the number of cases, got 'x'\n", "a bad count"},
      {"eight2", "1 12345678X 12345678X 1", 1, "Case 1: 0\n\n", "eight2: case 2: expected end of input\n", "extra"},
      {"fifteen", "1 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0", 0, "\n", "", "a solved board"},
      {"cubic", "1 1 E W W W W W W W W", 0, "0\n", "", "no end marker"},
      {"cubic", "1 1 E W W W W W W W W 0 0 junk", 0, "0\n", "", "anything after 0 0"},
      {"rotation_game", "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3 0", 0, "No moves needed\n2\n", "", "solved"},
      {"booksort", "1 3 3 2 1", 0, "5 or more\n", "", "5 or more"},
  };
  for (const BrokenRun& run : kept) {
    const fuzz::RunResult result = {run.status, run.output, run.errors};
    EXPECT_EQ(fuzz::contract_violation(run.binary, run.input, result), "") << run.binary << ": " << run.breaks;
  }
}

TEST(FuzzContracts, Uva1601AdmitsMapsAsTheStatementDrawsThem) {
  // The sample (its largest map 106 open cells, 3 ghosts) is admitted; a 16 x 16 map with no inside
  // walls and 3 ghosts (196^3 states, beyond the statement) is not, nor the sample after it.
  const std::string sample = read_file(source_dir / "samples" / "uva1601" / "sample-1.in");
  EXPECT_TRUE(fuzz::admitted("uva1601", sample));
  std::string open_map = "16 16 3\n################\n#abc           #\n";
  for (int row = 0; row < 12; ++row) open_map += "#              #\n";
  open_map += "#           ABC#\n################\n";
  EXPECT_FALSE(fuzz::admitted("uva1601", open_map + "0 0 0\n"));
  EXPECT_FALSE(fuzz::admitted("uva1601", sample.substr(0, sample.rfind("0 0 0")) + open_map + "0 0 0\n"));
  // With 2 ghosts the same map is 196^2 states: admitted.
  std::string two_ghosts = open_map;
  two_ghosts[6] = '2';
  EXPECT_TRUE(fuzz::admitted("uva1601", two_ghosts + "0 0 0\n"));
}

TEST(FuzzContracts, FifteenAdmitsBoardsWithinItsNodeBound) {
  // Solved, near, unsolvable and malformed boards are admitted, as is the first sample; the samples'
  // hardest board (41 moves, 456,520 nodes on Manhattan distance) is past the bound.
  EXPECT_TRUE(fuzz::admitted("fifteen", ""));
  EXPECT_TRUE(fuzz::admitted("fifteen", "x"));
  EXPECT_TRUE(fuzz::admitted("fifteen", "1 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0"));
  EXPECT_TRUE(fuzz::admitted("fifteen", "1 1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0"));
  EXPECT_TRUE(fuzz::admitted("fifteen", "1 1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 99"));
  EXPECT_TRUE(fuzz::admitted("fifteen", read_file(source_dir / "samples" / "fifteen" / "sample-1.in")));
  EXPECT_FALSE(fuzz::admitted("fifteen", read_file(source_dir / "samples" / "fifteen" / "sample-2.in")));
  // Korf's first instance (57 moves, turned to our goal): far beyond the bound, as is any 80-move board.
  EXPECT_FALSE(fuzz::admitted("fifteen", "1 13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2"));
  // A far board is refused wherever the binary would read it, and not where it would stop before it.
  EXPECT_FALSE(
      fuzz::admitted("fifteen", "2 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0 13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2"));
  EXPECT_TRUE(
      fuzz::admitted("fifteen", "1 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0 13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2"));
  EXPECT_TRUE(
      fuzz::admitted("fifteen", "2 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 15 13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2"));
  // One admitted input never spends the cheap search's budget on its own (the budget runs across the
  // inputs of a fuzzing process, whose Problem is kept: the databases' phase is reached after many).
  EXPECT_LT(fuzz::fifteen_admitted_nodes, puzzle::fifteen_puzzle_build_cost_in_nodes());
  // Other binaries admit everything.
  EXPECT_TRUE(fuzz::admitted("eight", "6 4 7 8 5 x 3 2 1"));
}

// Broken runs of the binaries added after booksort (Magic Squares, the knights, Square Destroyer, Flip
// Game, the refrigerator).
const BrokenRun more_broken_runs[] = {
    {"magic_squares", "2 6 8 4 5 7 3 1", 0, "7\nBCABCC\n", "", "fewer letters than the length"},
    {"magic_squares", "2 6 8 4 5 7 3 1", 0, "23\nBCABCCBBCABCCBBCABCCBBC\n", "", "longer than 22"},
    {"magic_squares", "2 6 8 4 5 7 3 1", 0, "7\nBCADCCB\n", "", "a letter other than A-C"},
    {"magic_squares", "1 2 3 4 5 6 7 8", 0, "0\n", "", "no second line for length 0"},
    {"magic_squares", "1 2 3 4 5 6 7 8", 0, "2\nAA\n", "", "A undone at once"},
    {"hdu1430", "12345678 17245368", 0, "CCCCC\n", "", "C turned four times"},
    {"hdu1430", "12345678 17245368 12345678 82754631", 0, "C\n", "", "a pair unanswered"},
    {"knights", "1 10110 01*11 10111 01001 00000", 0, "16\n", "", "above 15"},
    {"knights", "1 10110 01*11 10111 01001 00000", 0, "-2\n", "", "below -1"},
    {"square_destroyer", "1 5 0", 0, "15\n", "", "above 14"},
    {"square_destroyer", "2 2 0 2 0", 0, "3\n", "", "a grid unanswered"},
    {"poj1753", "bwwb bbwb bwwb bwww", 0, "7\n", "", "above 6"},
    {"poj1753", "bwwb bbwb bwwb bwww", 0, "impossible\n", "", "Impossible in lower case"},
    {"poj2965", "-+-- ---- ---- -+--", 0, "2\n1 1\n", "", "fewer switchings than the count"},
    {"poj2965", "-+-- ---- ---- -+--", 0, "2\n1 3\n1 1\n", "", "not row-major"},
    {"poj2965", "-+-- ---- ---- -+--", 0, "1\n5 1\n", "", "a row above 4"},
    {"poj2965", "-+-- ---- ---- -+-- ++++ ++++ ++++ ++++", 0, "1\n1 1\n", "", "a board unanswered"},
};

TEST(FuzzContracts, MoreBrokenRunsBreakTheContract) {
  for (const BrokenRun& broken : more_broken_runs) {
    const fuzz::RunResult result = {broken.status, broken.output, broken.errors};
    EXPECT_NE(fuzz::contract_violation(broken.binary, broken.input, result), "")
        << broken.binary << ": " << broken.breaks;
  }
  const BrokenRun kept[] = {
      {"magic_squares", "1 2 3 4 5 6 7 8", 0, "0\n\n", "", "length 0, an empty line"},
      {"hdu1430", "12345678 12345678", 0, "\n", "", "an empty line"},
      {"knights", "1 11111 01111 00*11 00001 00000", 0, "0\n", "", "the target"},
      {"poj2965", "-+-- ---- ---- -+--", 0, "6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4\n", "", "the sample"},
      {"poj2965", "---- ---- ---- ----", 0, "0\n", "", "no switching"},
  };
  for (const BrokenRun& run : kept) {
    const fuzz::RunResult result = {run.status, run.output, run.errors};
    EXPECT_EQ(fuzz::contract_violation(run.binary, run.input, result), "") << run.binary << ": " << run.breaks;
  }
}

}  // namespace
