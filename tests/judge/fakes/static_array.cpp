// A solution with a static array of 300 MiB, as many contest solutions declare their tables: it uses
// one cell of it (so the array stays) and prints nothing. Judges say Memory Limit Exceeded wherever the
// limit is smaller, touched or not: the array is committed (Windows) or mapped (Linux) at load.
#include <cstdio>

namespace {

char table[300 << 20];

}  // namespace

int main() {
  int cell = 0;
  if (std::scanf("%d", &cell) == 1 && cell >= 0 && cell < static_cast<int>(sizeof table)) table[cell] = 1;
  return table[0];
}
