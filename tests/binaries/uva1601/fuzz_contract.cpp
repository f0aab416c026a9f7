// uva1601's fuzz contract (fuzz/contracts.hpp): what one answer looks like, how many answers an accepted
// input asks for, which inputs its fuzz targets run. Registered with the others by being linked in
// (fuzz/CMakeLists.txt links tests/binaries/<binary>/fuzz_contract.cpp of every listed binary).
#include <algorithm>

#include "contract_parts.hpp"

namespace fuzz {
namespace {

// uva1601: the fewest steps (at least 1: a ghost's start and target are different cells), or -1.
std::string uva1601_answer(const std::string* lines, long) {
  return lines[0] == "-1" || is_decimal(lines[0], 1, 1000000) ? "" : "expected a number 1 or more, or -1";
}

// Maps until one that opens with "0": a map's lines split into tokens of '#' and letters, never numbers,
// so each map of an accepted input is one run of three numbers, w h n.
long uva1601_maps(const Tokens& tokens) {
  long maps = 0;
  for (std::size_t i = 0; i + 2 < tokens.size(); ++i) {
    long w = 0, h = 0, n = 0;
    if (tokens[i] == "0") break;
    if (!is_decimal(tokens[i], 4, 16, w) || !is_decimal(tokens[i + 1], 4, 16, h) || !is_decimal(tokens[i + 2], 1, 3, n))
      continue;
    ++maps;
    i += 2;
  }
  return maps;
}

// Inputs whose work is bounded: the search's states are the open cells to the power n, summed over the
// maps, at most 150^3 (a 16 x 16 map as the statement draws it, a wall in every 2 x 2 square, has
// about 150 open cells at most: 0.2 s with 3 ghosts). A map with no inside walls, beyond the
// statement, has 196^3 states and takes a second or more; a few of them in one input would pass the
// fuzz timeout under the sanitizers. The open cells of a map: w x h less its '#'s (its lines split
// into tokens lose their spaces, which are corridors, never their walls).
bool uva1601_admits(const Tokens& tokens) {
  const double most_states = 150.0 * 150.0 * 150.0;
  double states = 0;
  for (std::size_t i = 0; i + 2 < tokens.size() && tokens[i] != "0";) {
    long w = 0, h = 0, n = 0;
    if (!is_decimal(tokens[i], 4, 16, w) || !is_decimal(tokens[i + 1], 4, 16, h) ||
        !is_decimal(tokens[i + 2], 1, 3, n)) {
      ++i;
      continue;
    }
    long walls = 0;
    for (i += 3; i < tokens.size() && !is_decimal(tokens[i], 0, 16); ++i)
      walls += static_cast<long>(std::count(tokens[i].begin(), tokens[i].end(), '#'));
    const double open = static_cast<double>(std::max(w * h - walls, 0L));
    states += n == 1 ? open : n == 2 ? open * open : open * open * open;
  }
  return states <= most_states;
}

const ContractRegistration uva1601_registration({"uva1601", 1, uva1601_answer, uva1601_maps, uva1601_admits});

}  // namespace

}  // namespace fuzz
