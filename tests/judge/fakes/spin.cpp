// A solution that is slow but right: keeps the processor busy until its processor time reaches the
// seconds given as its first argument, then prints the file named by its second. For the share of the
// limit a verdict line shows, and the note over half of it.
#include <ctime>
#include <fstream>
#include <iostream>
#include <string>

int main(int argc, char** argv) {
  if (argc != 3) return 2;
  const double seconds = std::stod(argv[1]);
  volatile unsigned long spins = 0;
  while (static_cast<double>(std::clock()) / CLOCKS_PER_SEC < seconds) ++spins;
  std::ifstream answer(argv[2]);
  std::cout << answer.rdbuf();
  return 0;
}
