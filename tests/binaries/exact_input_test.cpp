// Input read exactly, output never lost (docs/conventions.md), end to end on the seven binaries and
// the practice judge's validators of their problems:
// - a 65-byte and a 10,000-byte token in every field of every format (the count, each token of a case,
//   the end marker) is one error line naming the case and the token with its length, exit status 1,
//   after the answers to the cases before it; the validator rejects it at the same case, in the
//   same words;
// - the binary and the validator (its format alone) accept exactly the same inputs: the issue's
//   examples (zeros padding a count, a row, a tile past 64 bytes), leading zeros, the blank's letter,
//   the end marker and what follows it; the judge's limits (an empty input, case counts) set apart;
// - answers that cannot be written (a full disk, a pipe closed early with SIGPIPE ignored) are one line,
//   `<binary>: cannot write the answers: <strerror>`, exit status 4; with SIGPIPE as Unix leaves it,
//   the binary ends by it.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <string>
#include <vector>

#include "judge/problems.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/io/token_reader.hpp"

namespace {

// Where a binary's stdout goes.
enum Destination { to_file, to_full_device, to_closed_pipe };

struct BinaryRun {
  bool exited;  // false: killed by signal `term_signal`
  int status;   // the exit status, when exited
  int term_signal;
  std::string out;  // stdout, when to_file
  std::string err;
};

std::string read_all(std::FILE* file) {
  std::fflush(file);
  std::rewind(file);
  std::string text;
  for (int c; (c = std::fgetc(file)) != EOF;) text += static_cast<char>(c);
  return text;
}

// Runs `binary` on `input` (a directory for stdin when `input` is null), stdout to `destination`,
// SIGPIPE ignored or at its default (it ends the process).
BinaryRun run_binary(const std::string& binary, const std::string* input, Destination destination = to_file,
                     bool sigpipe_ignored = false) {
  std::FILE* in = std::tmpfile();
  std::FILE* out = std::tmpfile();
  std::FILE* err = std::tmpfile();
  if (input != nullptr) std::fwrite(input->data(), 1, input->size(), in);
  std::fflush(in);
  lseek(fileno(in), 0, SEEK_SET);
  const int in_fd = input != nullptr ? fileno(in) : open(".", O_RDONLY | O_DIRECTORY);  // every read: EISDIR
  int out_fd = fileno(out);
  if (destination == to_full_device) out_fd = open("/dev/full", O_WRONLY);
  if (destination == to_closed_pipe) {
    int ends[2];
    EXPECT_EQ(pipe(ends), 0);
    close(ends[0]);  // nobody will read: a write fails with EPIPE, or SIGPIPE ends the writer
    out_fd = ends[1];
  }
  const pid_t child = fork();
  if (child == 0) {
    dup2(in_fd, 0);
    dup2(out_fd, 1);
    dup2(fileno(err), 2);
    signal(SIGPIPE, sigpipe_ignored ? SIG_IGN : SIG_DFL);
    execl(binary.c_str(), binary.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  if (out_fd != fileno(out)) close(out_fd);
  if (in_fd != fileno(in)) close(in_fd);
  int status = 0;
  waitpid(child, &status, 0);
  BinaryRun run = {WIFEXITED(status), WIFEXITED(status) ? WEXITSTATUS(status) : -1,
                   WIFSIGNALED(status) ? WTERMSIG(status) : 0, read_all(out), read_all(err)};
  std::fclose(in);
  std::fclose(out);
  std::fclose(err);
  return run;
}

BinaryRun run_binary(const std::string& binary, const std::string& input, Destination destination = to_file,
                     bool sigpipe_ignored = false) {
  return run_binary(binary, &input, destination, sigpipe_ignored);
}

// What the validator of `problem` makes of `input` under `rules`: "" when valid, else `case N: message`.
std::string validated(const std::string& problem, const std::string& input,
                      judge::CaseTokens::Rules rules = judge::CaseTokens::format_and_limits) {
  std::FILE* in = fmemopen(const_cast<char*>(input.data()), input.size(), "r");
  judge::CaseTokens tokens(in, rules);
  std::string error;
  try {
    judge::find_problem(problem)->validate(tokens);
  } catch (const judge::InputError& fault) {
    error = "case " + std::to_string(fault.case_number) + ": " + fault.message;
  }
  std::fclose(in);
  return error;
}

// Two valid cases of a problem, as tokens, with what comes before them (a count) and after (an end
// marker), and the binary's answer to each.
struct TwoCases {
  const char* name;
  const char* binary;
  std::vector<std::string> opening, first, second, closing;
  std::string first_answer, second_answer;
};

std::vector<TwoCases> two_cases() {
  const std::vector<std::string> fifteen_solved = {"1", "2",  "3",  "4",  "5",  "6",  "7",  "8",
                                                   "9", "10", "11", "12", "13", "14", "15", "0"};
  std::vector<std::string> fifteen_one_move = fifteen_solved;
  std::swap(fifteen_one_move[14], fifteen_one_move[15]);
  const std::vector<std::string> nine = {"1", "2", "3", "4", "5", "6", "7", "8", "9"};
  std::vector<std::string> rotation_case = nine;
  rotation_case.insert(rotation_case.end(), nine.begin(), nine.end());
  const std::vector<std::string> centred = {"1", "1", "1", "1", "3", "3", "2", "2", "2", "3", "3", "2",
                                            "2", "3", "3", "2", "2", "2", "3", "3", "1", "1", "1", "1"};
  return {
      {"eight",
       EIGHT_BINARY,
       {},
       {"1", "2", "3", "4", "5", "6", "7", "8", "x"},
       {"1", "2", "3", "4", "5", "6", "7", "x", "8"},
       {},
       "\n",
       "r\n"},
      {"eight2",
       EIGHT2_BINARY,
       {"2"},
       {"12345678X", "12345678X"},
       {"1234567X8", "12345678X"},
       {},
       "Case 1: 0\n\n",
       "Case 2: 1\nr\n"},
      {"fifteen", FIFTEEN_BINARY, {"2"}, fifteen_solved, fifteen_one_move, {}, "\n", "R\n"},
      {"cubic",
       CUBIC_BINARY,
       {},
       {"1", "1", "E", "W", "W", "W", "W", "W", "W", "W", "W"},
       {"3", "3", "W", "W", "W", "W", "W", "W", "W", "W", "E"},
       {"0", "0"},
       "0\n",
       "0\n"},
      {"rotation", ROTATION_BINARY, {"2"}, rotation_case, rotation_case, {}, "Case #1: 0\n", "Case #2: 0\n"},
      {"rotation_game",
       ROTATION_GAME_BINARY,
       {},
       centred,
       centred,
       {"0"},
       "No moves needed\n2\n",
       "No moves needed\n2\n"},
      {"booksort", BOOKSORT_BINARY, {"2"}, {"1", "1"}, {"3", "1", "2", "3"}, {}, "0\n", "0\n"},
  };
}

std::string joined(const std::vector<std::string>& tokens) {
  std::string text;
  for (const std::string& token : tokens) text += token + " ";
  return text + "\n";
}

// A token of `length` bytes standing for `valid`: a number zero-padded to 64 bytes (which a reader that
// kept only 64 bytes and took leading zeros read as the number itself), then junk; any other token,
// itself then junk.
std::string overlong(const std::string& valid, std::size_t length) {
  const bool numeric = valid.find_first_not_of("0123456789") == std::string::npos;
  const std::string start =
      numeric ? std::string(puzzle::TokenReader::max_token_bytes - valid.size(), '0') + valid : valid;
  return start + std::string(length - start.size(), 'x');
}

TEST(ExactInput, TheTwoCasesAreValid) {
  for (const TwoCases& problem : two_cases()) {
    std::vector<std::string> tokens = problem.opening;
    for (const auto* part : {&problem.first, &problem.second, &problem.closing})
      tokens.insert(tokens.end(), part->begin(), part->end());
    const BinaryRun run = run_binary(problem.binary, joined(tokens));
    EXPECT_EQ(run.status, 0) << problem.name << ": " << run.err;
    EXPECT_EQ(run.out, problem.first_answer + problem.second_answer) << problem.name;
    EXPECT_EQ(validated(problem.name, joined(tokens)), "") << problem.name;
  }
}

// Each field in turn of the opening, of the second case and of the closing holds an over-long token.
TEST(ExactInput, AnOverlongTokenInAnyFieldIsOneErrorNamingTheCaseAndTheLength) {
  for (const TwoCases& problem : two_cases()) {
    const std::vector<const std::vector<std::string>*> parts = {&problem.opening, &problem.first, &problem.second,
                                                                &problem.closing};
    for (std::size_t part = 0; part < parts.size(); ++part) {
      if (part == 1) continue;  // the first case stays valid: its answer comes before the error
      for (std::size_t field = 0; field < parts[part]->size(); ++field) {
        for (std::size_t length : {65, 10000}) {
          std::vector<std::string> tokens;
          std::string long_token;
          for (std::size_t other = 0; other < parts.size(); ++other)
            for (std::size_t i = 0; i < parts[other]->size(); ++i) {
              const std::string& token = (*parts[other])[i];
              tokens.push_back(other == part && i == field ? (long_token = overlong(token, length)) : token);
            }
          // The count is read in case 1, with no answer before; the closing after both answers.
          const long case_number = part == 0 ? 1 : part == 2 ? 2 : 3;
          const std::string answers = part == 0   ? ""
                                      : part == 2 ? problem.first_answer
                                                  : problem.first_answer + problem.second_answer;
          const std::string message = "case " + std::to_string(case_number) +
                                      ": expected a token of at most 64 bytes, got " +
                                      puzzle::quoted(long_token.substr(0, 64), static_cast<long long>(length));
          const std::string where = std::string(problem.name) + ", part " + std::to_string(part) + ", field " +
                                    std::to_string(field) + ", " + std::to_string(length) + " bytes";
          ASSERT_NE(message.find("(" + std::to_string(length) + " bytes)"), std::string::npos);

          const BinaryRun run = run_binary(problem.binary, joined(tokens));
          EXPECT_EQ(run.status, 1) << where;
          EXPECT_EQ(run.out, answers) << where;
          EXPECT_EQ(run.err, std::string(problem.name) + ": " + message + "\n") << where;
          EXPECT_EQ(validated(problem.name, joined(tokens)), message) << where;
          EXPECT_EQ(validated(problem.name, joined(tokens), judge::CaseTokens::format_only), message) << where;
        }
      }
    }
  }
}

const char* binary_of(const std::string& problem) {
  for (const TwoCases& known : two_cases())
    if (problem == known.name) return known.binary;
  return nullptr;
}

std::string zeros(std::size_t count) { return std::string(count, '0'); }

// The binary accepts `input` (exit 0) exactly when the validator finds no fault of the format, and when
// both reject, they name the same case.
void expect_agreement(const std::string& problem, const std::string& input) {
  const BinaryRun run = run_binary(binary_of(problem), input);
  const std::string format_fault = validated(problem, input, judge::CaseTokens::format_only);
  ASSERT_TRUE(run.status == 0 || run.status == 1) << problem << ": " << run.err;
  EXPECT_EQ(run.status == 0, format_fault.empty())
      << problem << " on '" << input << "': binary: " << run.err << "; validator: " << format_fault;
  if (run.status == 1) {
    EXPECT_EQ(run.err.substr(0, run.err.find(':', problem.size() + 1) + 1),
              problem + ": " + format_fault.substr(0, format_fault.find(':') + 1))
        << problem << " on '" << input << "'";
  }
}

// The inputs of the issue: each accepted then by a binary or a validator, and now refused by both.
TEST(ExactInput, TheIssuesInputsAreRefusedByBinaryAndValidatorAlike) {
  const std::vector<std::pair<std::string, std::string>> inputs = {
      {"eight2", zeros(63) + "1x 12345678X 1234567X8"},
      {"booksort", zeros(63) + "1junk\n2\n1 2\n"},
      {"booksort", "1\n" + zeros(63) + "2junk\n1 2\n"},
      {"fifteen", zeros(63) + "1x\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15\n"},
      {"fifteen", "1\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 " + zeros(62) + "15x\n"},
      {"rotation", zeros(63) + "1x\n1 2 3 4 5 6 7 8 9\n1 2 3 4 5 6 7 8 9\n"},
      {"cubic", "1 " + zeros(63) + "2x W W W E W W W W W 0 0"},
  };
  for (const auto& [problem, input] : inputs) {
    const BinaryRun run = run_binary(binary_of(problem), input);
    EXPECT_EQ(run.status, 1) << problem << ": " << run.out;
    EXPECT_NE(validated(problem, input), "") << problem;
    expect_agreement(problem, input);
  }
}

// Leading zeros nowhere, the blank as the judge spells it, the end marker required and nothing after it.
TEST(ExactInput, BinaryAndValidatorAgreeOnTheFormat) {
  const std::string eight_board = "1 2 3 4 5 6 7 8 x\n";
  const std::string cubic_dataset = "1 1 E W W W W W W W W\n";
  const std::string centred = "1 1 1 1 3 3 2 2 2 3 3 2 2 3 3 2 2 2 3 3 1 1 1 1\n";
  const std::vector<std::pair<std::string, std::string>> inputs = {
      {"eight", eight_board},
      {"eight", "1 2 3 4 5 6 7 8 X\n"},
      {"eight", "1 2 3 4 5 6 7 08 x\n"},
      {"eight2", "1\n12345678X 12345678X\n"},
      {"eight2", "1\n12345678x 12345678X\n"},
      {"eight2", "01\n12345678X 12345678X\n"},
      {"eight2", "0\n"},
      {"fifteen", "1\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 00\n"},
      {"fifteen", "1\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n"},
      {"fifteen", "001\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n"},
      {"cubic", cubic_dataset + "0 0\n"},
      {"cubic", cubic_dataset},
      {"cubic", cubic_dataset + "0 0\n1\n"},
      {"cubic", cubic_dataset + "0 00\n"},
      {"cubic", "1 01 E W W W W W W W W\n0 0\n"},
      {"cubic", "0 0\n"},
      {"rotation", "1\n1 2 3 4 5 6 7 8 9\n* * * * * * * * 09\n"},
      {"rotation_game", centred + "0\n"},
      {"rotation_game", centred},
      {"rotation_game", centred + "0\n0\n"},
      {"rotation_game", "0\n"},
      {"booksort", "1\n3 1 2 3\n"},
      {"booksort", "1\n03 1 2 3\n"},
      {"booksort", "1\n3 1 2 03\n"},
      {"booksort", "1\n3 1 2 3\n4\n"},
  };
  for (const auto& [problem, input] : inputs) expect_agreement(problem, input);
}

// The judge's limits, which the binaries do not hold an input to: an empty input, a count outside the
// statement's range, too many datasets or boards. The binary answers; the validator rejects only
// with its limits.
TEST(ExactInput, TheJudgesLimitsAloneSetTheValidatorApart) {
  std::string eight2_pairs = "201\n", cubic_datasets, boards;
  for (int i = 0; i < 201; ++i) eight2_pairs += "12345678X 12345678X\n";
  for (int i = 0; i < 16; ++i) cubic_datasets += "1 1 E W W W W W W W W\n";
  for (int i = 0; i < 31; ++i) boards += "1 1 1 1 3 3 2 2 2 3 3 2 2 3 3 2 2 2 3 3 1 1 1 1\n";
  const std::vector<std::pair<std::string, std::string>> inputs = {
      {"eight", ""},
      {"eight2", " \n"},
      {"cubic", ""},
      {"rotation_game", "\n"},
      {"booksort", ""},
      {"eight2", eight2_pairs},
      {"booksort", "0\n"},
      {"cubic", cubic_datasets + "0 0\n"},
      {"rotation_game", boards + "0\n"},
      {"fifteen", "1\n0 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1\n"},
  };
  for (const auto& [problem, input] : inputs) {
    if (problem == "fifteen") {  // 58 Manhattan moves and more: the binary takes seconds; validators only
      EXPECT_EQ(validated(problem, input, judge::CaseTokens::format_only), "");
      EXPECT_NE(validated(problem, input), "");
      continue;
    }
    EXPECT_EQ(run_binary(binary_of(problem), input).status, 0) << problem;
    EXPECT_EQ(validated(problem, input, judge::CaseTokens::format_only), "") << problem;
    EXPECT_NE(validated(problem, input), "") << problem << " on '" << input.substr(0, 40) << "'";
  }
}

// All but the last case's answer (a full device) or all of them (a closed pipe) are lost: said so, and
// the exit status is not 0.
TEST(ExactInput, AnswersThatCannotBeWrittenAreOneErrorAndExitStatus4) {
  for (const TwoCases& problem : two_cases()) {
    std::vector<std::string> tokens = problem.opening;
    for (const auto* part : {&problem.first, &problem.second, &problem.closing})
      tokens.insert(tokens.end(), part->begin(), part->end());
    const BinaryRun full = run_binary(problem.binary, joined(tokens), to_full_device);
    EXPECT_TRUE(full.exited && full.status == 4) << problem.name << ": " << full.status;
    EXPECT_EQ(full.err, std::string(problem.name) + ": cannot write the answers: No space left on device\n");

    const BinaryRun closed = run_binary(problem.binary, joined(tokens), to_closed_pipe, true);
    EXPECT_TRUE(closed.exited && closed.status == 4) << problem.name << ": " << closed.status;
    EXPECT_EQ(closed.err, std::string(problem.name) + ": cannot write the answers: Broken pipe\n");

    const BinaryRun ended = run_binary(problem.binary, joined(tokens), to_closed_pipe, false);
    EXPECT_FALSE(ended.exited) << problem.name;
    EXPECT_EQ(ended.term_signal, SIGPIPE) << problem.name;
    EXPECT_EQ(ended.err, "") << problem.name;

    // Bad input after an answer that cannot be written: the one line says the answers are lost.
    const BinaryRun bad =
        run_binary(problem.binary, joined(problem.opening) + joined(problem.first) + "?\n", to_full_device);
    EXPECT_EQ(bad.status, 4) << problem.name;
    EXPECT_EQ(bad.err, std::string(problem.name) + ": cannot write the answers: No space left on device\n");
  }
}

TEST(ExactInput, AnInputThatCannotBeReadIsOneErrorAndExitStatus4) {
  for (const TwoCases& problem : two_cases()) {
    const BinaryRun run = run_binary(problem.binary, nullptr);
    EXPECT_TRUE(run.exited && run.status == 4) << problem.name << ": " << run.status;
    EXPECT_EQ(run.err, std::string(problem.name) + ": cannot read the input: Is a directory\n");
  }
}

}  // namespace
