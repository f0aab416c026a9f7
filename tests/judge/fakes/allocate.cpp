// A solution that needs too much memory: allocates the MiB given as its argument, 1 MiB at a time,
// writing to every page so that it is resident, then prints nothing.
#include <cstdlib>
#include <cstring>
#include <vector>

int main(int argc, char** argv) {
  const long mib = argc > 1 ? std::atol(argv[1]) : 1024;
  std::vector<char*> blocks;
  for (long i = 0; i < mib; ++i) {
    blocks.push_back(new char[1 << 20]);
    std::memset(blocks.back(), 1, 1 << 20);
  }
  return blocks.size() == static_cast<std::size_t>(mib) ? 0 : 1;
}
