// What must hold of every run of a solver binary, whatever its input: the contract each fuzz target
// checks on every input (fuzz/fuzz_target.cpp) and the contract test checks on every sample and
// bad-input case (fuzz/contracts_test.cpp). One place for all binaries (fuzz/contracts.cpp):
// - exit status 0: nothing on stderr; stdout well-formed answers (per binary), as many as the input
//   asks for;
// - exit status 1: exactly one line on stderr, `<binary>: case N: <message>`, printable ASCII; stdout
//   well-formed answers to cases 1..N-1 and nothing more;
// - in both: stdout printable ASCII in LF-ended lines without trailing blanks.
// Also, per binary, the inputs a fuzz target hands to the binary at all (a bound on the work of one
// input; see fuzz/contracts.cpp and docs/fuzzing.md). Tools code: C++17.
#ifndef PUZZLE_FUZZ_CONTRACTS_HPP
#define PUZZLE_FUZZ_CONTRACTS_HPP

#include <stdint.h>

#include <string>
#include <vector>

namespace fuzz {

// The binary a fuzz target runs: defined by a one-line source CMake writes for each target, so that
// the targets' own code and each binary's src/<binary>.cpp are compiled once for both of its targets.
extern const char binary_under_test[];

// What a binary's run() returned and wrote.
struct RunResult {
  int status;
  std::string output;
  std::string errors;
};

// Whether `binary` has a contract (every src/<binary>.cpp must: the contract test checks it).
bool has_contract(const std::string& binary);

// The binaries that have a contract.
std::vector<std::string> contract_binaries();

// "" when the run of `binary` on `input` keeps the contract; otherwise what it broke.
// Precondition: has_contract(binary).
std::string contract_violation(const std::string& binary, const std::string& input, const RunResult& result);

// Whether the fuzz target runs `binary` on `input` at all: false for inputs whose legitimate work has
// no useful bound (fifteen: boards far from the goal, up to a minute each). Precondition: has_contract(binary).
bool admitted(const std::string& binary, const std::string& input);

// fifteen: the IDA* nodes on Manhattan distance an admitted input may take, all boards together
// (defined with its contract, tests/binaries/fifteen/fuzz_contract.cpp).
extern const uint64_t fifteen_admitted_nodes;

}  // namespace fuzz

#endif  // PUZZLE_FUZZ_CONTRACTS_HPP
