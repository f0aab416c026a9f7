// libFuzzer target holding a solver binary and the practice judge's validator of its problem to one
// acceptance rule (docs/conventions.md): the same bytes go to the binary's run() (no options; CMake
// links src/<binary>.cpp compiled with PUZZLE_NO_MAIN; fuzz::binary_under_test names it) and to the
// validator, judge::find_problem(<binary>)->validate, once on the format alone
// (CaseTokens::format_only) and once with the judge's limits too. The judge's limits are the faults a
// validator reports through CaseTokens::beyond_limits (tools/judge/validators.hpp): an empty input, a
// case count outside the statement's range, a fifteen board beyond the statement's 45 moves; nothing
// else. A finding (the input aborts, libFuzzer keeps it) when:
//   - the binary accepts the input (exit 0) and the validator rejects its format, or the other way
//     round;
//   - both reject it, at different cases;
//   - the binary exits with a status other than 0 and 1;
//   - the validator accepts the input with its limits and rejects it on the format alone.
// Inputs the contract target would not run (fuzz::admitted: fifteen's far boards) are skipped.
// Crashes, sanitizer reports, hangs and memory past the bounds are libFuzzer's own findings.
// Tools code: C++17.
#include <stdint.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "contracts.hpp"
#include "judge/problems.hpp"

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors);

namespace {

// What one side made of an input: accepted, or rejected at a case with a message.
struct Verdict {
  bool accepted;
  long case_number;  // 0 when accepted
  std::string message;
};

// A stream over `input`, which must outlive it.
std::FILE* stream_of(const std::string& input) {
  std::FILE* stream = fmemopen(const_cast<char*>(input.data()), input.size(), "r");
  if (stream == nullptr) std::abort();
  return stream;
}

// The binary's verdict: its exit status and its one error line, `<binary>: case N: message`.
Verdict binary_verdict(const std::string& input) {
  std::FILE* in = stream_of(input);
  char* errors = nullptr;
  std::size_t errors_size = 0;
  std::FILE* out = std::fopen("/dev/null", "w");
  std::FILE* err = open_memstream(&errors, &errors_size);
  if (out == nullptr || err == nullptr) std::abort();
  std::string program = fuzz::binary_under_test;
  char* argv[] = {&program[0], nullptr};
  const int status = run(1, argv, in, out, err);
  std::fclose(in);
  std::fclose(out);
  std::fclose(err);
  const std::string line(errors, errors_size);
  std::free(errors);
  if (status == 0) return {true, 0, ""};
  const std::string head = std::string(fuzz::binary_under_test) + ": case ";
  if (status != 1 || line.compare(0, head.size(), head) != 0) {
    std::fprintf(stderr, "\n%s exited %d with stderr '%s'\n", fuzz::binary_under_test, status, line.c_str());
    std::abort();
  }
  return {false, std::strtol(line.c_str() + head.size(), nullptr, 10), line};
}

// The validator's verdict under `rules`; `limit_broken`, under format_only, the first limit the
// input breaks (empty if none).
Verdict validator_verdict(const std::string& input, judge::CaseTokens::Rules rules, std::string& limit_broken) {
  std::FILE* in = stream_of(input);
  judge::CaseTokens tokens(in, rules);
  Verdict verdict = {true, 0, ""};
  try {
    judge::find_problem(fuzz::binary_under_test)->validate(tokens);
  } catch (const judge::InputError& fault) {
    verdict = {false, fault.case_number, "case " + std::to_string(fault.case_number) + ": " + fault.message};
  }
  std::fclose(in);
  limit_broken = tokens.limit_broken();
  return verdict;
}

void report(const char* disagreement, const Verdict& binary, const Verdict& format, const std::string& limit_broken) {
  std::fprintf(stderr,
               "\n%s and its validator disagree: %s\n--- binary: %s\n--- validator, format only: %s\n"
               "--- judge's limits broken: %s\n",
               fuzz::binary_under_test, disagreement, binary.accepted ? "accepted" : binary.message.c_str(),
               format.accepted ? "accepted" : format.message.c_str(),
               limit_broken.empty() ? "none" : limit_broken.c_str());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  if (judge::find_problem(fuzz::binary_under_test) == nullptr || !fuzz::has_contract(fuzz::binary_under_test)) {
    std::fprintf(stderr, "differential target: no judge problem or contract named '%s'\n", fuzz::binary_under_test);
    std::abort();
  }
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const std::string input(reinterpret_cast<const char*>(data), size);
  if (!fuzz::admitted(fuzz::binary_under_test, input)) return -1;

  std::string limit_broken, unused;
  const Verdict format = validator_verdict(input, judge::CaseTokens::format_only, limit_broken);
  const Verdict whole = validator_verdict(input, judge::CaseTokens::format_and_limits, unused);
  const Verdict binary = binary_verdict(input);
  if (whole.accepted && !format.accepted)
    report("the validator's limits let through a fault of the format", binary, format, limit_broken);
  if (binary.accepted != format.accepted) report("one accepts, the other rejects", binary, format, limit_broken);
  if (!binary.accepted && binary.case_number != format.case_number)
    report("they reject at different cases", binary, format, limit_broken);
  return 0;
}
