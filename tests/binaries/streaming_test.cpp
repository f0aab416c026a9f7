// End-to-end test that the solvers stream: with a case on stdin and stdin still open, the answer to it
// comes out before the input ends (so a long or killed run keeps what it has answered).
#include <gtest/gtest.h>

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <string>

namespace {

// Starts `binary`, writes `first_case` to its stdin and keeps stdin open; returns the first line it
// prints within 20 s (empty if none), then closes its stdin and waits for it.
std::string first_line_before_end_of_input(const std::string& binary, const std::string& first_case) {
  int to_child[2], from_child[2];
  if (pipe(to_child) != 0 || pipe(from_child) != 0) return "<no pipe>";
  const pid_t child = fork();
  if (child == 0) {
    dup2(to_child[0], 0);
    dup2(from_child[1], 1);
    close(to_child[1]);
    close(from_child[0]);
    execl(binary.c_str(), binary.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  close(to_child[0]);
  close(from_child[1]);
  signal(SIGPIPE, SIG_IGN);
  if (write(to_child[1], first_case.data(), first_case.size()) != static_cast<ssize_t>(first_case.size()))
    return "<write failed>";
  std::string line;
  struct pollfd readable = {from_child[0], POLLIN, 0};
  char c = 0;
  while (line.find('\n') == std::string::npos && poll(&readable, 1, 20000) == 1 && read(from_child[0], &c, 1) == 1)
    line += c;
  close(to_child[1]);
  close(from_child[0]);
  int status = 0;
  waitpid(child, &status, 0);
  return line;
}

TEST(Streaming, CubicAnswersEachDatasetAsItArrives) {
  EXPECT_EQ(first_line_before_end_of_input(CUBIC_BINARY, "1 2\nW W W\nE W W\nW W W\n"), "0\n");
}

TEST(Streaming, RotationAnswersEachCaseAsItArrives) {
  EXPECT_EQ(first_line_before_end_of_input(ROTATION_BINARY, "2\n1 2 3\n4 5 6\n7 8 9\n1 2 3\n4 5 6\n7 9 8\n"),
            "Case #1: No Solution!\n");
}

TEST(Streaming, EightTwoAnswersEachCaseAsItArrives) {
  EXPECT_EQ(first_line_before_end_of_input(EIGHT2_BINARY, "2\n12X453786\n12345678X\n"), "Case 1: 2\n");
}

TEST(Streaming, BooksortAnswersEachCaseAsItArrives) {
  EXPECT_EQ(first_line_before_end_of_input(BOOKSORT_BINARY, "2\n6\n1 3 4 6 2 5\n"), "2\n");
}

TEST(Streaming, FifteenAnswersEachBoardAsItArrives) {
  EXPECT_EQ(first_line_before_end_of_input(FIFTEEN_BINARY, "2\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n"),
            "LLLDRDRDR\n");
}

TEST(Streaming, RotationGameAnswersEachBoardAsItArrives) {
  EXPECT_EQ(first_line_before_end_of_input(ROTATION_GAME_BINARY, "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n"),
            "AC\n");
}

TEST(Streaming, MagicSquaresAnswersEachTargetAsItArrives) {
  EXPECT_EQ(first_line_before_end_of_input(MAGIC_SQUARES_BINARY, "2 6 8 4 5 7 3 1\n"), "7\n");
}

TEST(Streaming, Hdu1430AnswersEachPairAsItArrives) {
  EXPECT_EQ(first_line_before_end_of_input(HDU1430_BINARY, "12345678\n17245368\n"), "C\n");
}

TEST(Streaming, KnightsAnswerEachBoardAsItArrives) {
  EXPECT_EQ(first_line_before_end_of_input(KNIGHTS_BINARY, "2\n10110\n01*11\n10111\n01001\n00000\n"), "7\n");
}

TEST(Streaming, SquareDestroyerAnswersEachGridAsItArrives) {
  EXPECT_EQ(first_line_before_end_of_input(SQUARE_DESTROYER_BINARY, "2\n2\n0\n"), "3\n");
}

}  // namespace
