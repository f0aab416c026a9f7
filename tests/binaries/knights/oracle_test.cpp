// Oracle test of the knights binary (SCOI2005 "骑士精神") against an independent search written in
// the test (knights_fixtures.hpp: meeting in the middle, 8 moves from the target and 7 from the board):
// boards at every distance 0-15, 40 of each where there are as many (within 8 moves, from the search
// from the target; farther, from random walks of 9-60 moves), and 200 beyond 15, the judges' limit
// (from the walks and from uniformly random boards), in one input; and the judge's sample.
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "knights_fixtures.hpp"
#include "run_binary.hpp"

namespace {

void expect_answers(const std::vector<std::string>& boards, const std::vector<int>& distances) {
  std::string input = std::to_string(boards.size()) + "\n";
  for (const std::string& board : boards) input += knights_oracle::rows_of(board);
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(KNIGHTS_BINARY, input, lines), 0);
  ASSERT_EQ(lines.size(), boards.size());
  for (std::size_t i = 0; i < boards.size(); ++i)
    ASSERT_EQ(lines[i], std::to_string(distances[i])) << "board " << i + 1 << ":\n"
                                                      << knights_oracle::rows_of(boards[i]);
}

TEST(KnightsOracle, BoardsAtEveryDistanceAndBeyondFifteen) {
  std::mt19937 random(2324);
  std::map<int, std::set<std::string>> by_distance;  // -1: beyond 15
  const auto wanted = [&](int distance) { return by_distance[distance].size() < (distance < 0 ? 200u : 40u); };
  // Within 8 moves the search from the target knows every board: the first 40 of each distance, or all.
  std::map<int, int> within_eight;
  for (const auto& [board, distance] : knights_oracle::near_target()) {
    ++within_eight[distance];
    if (wanted(distance)) by_distance[distance].insert(board);
  }
  // Beyond: random walks, and uniformly random boards.
  for (int walk = 0; walk < 100000; ++walk) {
    std::string board = knights_oracle::random_walk(9 + static_cast<int>(random() % 52), random);
    if (walk % 4 == 0) std::shuffle(board.begin(), board.end(), random);
    const int distance = knights_oracle::distance(board);
    if (distance > 8 || distance < 0) {
      if (wanted(distance)) by_distance[distance].insert(board);
    }
    bool done = !wanted(-1);
    for (int d = 9; d <= 15 && done; ++d) done = !wanted(d);
    if (done) break;
  }
  std::vector<std::string> boards;
  std::vector<int> distances;
  for (const auto& [distance, set] : by_distance)
    for (const std::string& board : set) {
      boards.push_back(board);
      distances.push_back(distance);
    }
  for (int distance = 0; distance <= 8; ++distance)
    EXPECT_EQ(by_distance[distance].size(), std::min(40u, static_cast<unsigned>(within_eight[distance]))) << distance;
  EXPECT_EQ(by_distance[0].size(), 1u);
  EXPECT_EQ(by_distance[1].size(), 8u);
  for (int distance = 9; distance <= 15; ++distance) EXPECT_EQ(by_distance[distance].size(), 40u) << distance;
  EXPECT_EQ(by_distance[-1].size(), 200u);
  EXPECT_GE(boards.size(), 500u);
  expect_answers(boards, distances);
}

TEST(KnightsOracle, JudgeSample) {
  expect_answers({"10110"
                  "01*11"
                  "10111"
                  "01001"
                  "00000",
                  "01011"
                  "110*1"
                  "01110"
                  "01010"
                  "00100"},
                 {7, -1});
}

}  // namespace
