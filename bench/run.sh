#!/usr/bin/env bash
# Builds the project (Release) and the published baselines, then runs every benchmark, printing figures.
# usage: bench/run.sh [NAME...]   (NAME = eight, cubic, ...; default: all)
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cmake -S "$top" -B "$top/build" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$top/build" -j2 >/dev/null
peers="$top/build/peers"
if [ -x "$top/../shared/peers/build.sh" ] || [ -f "$top/../shared/peers/build.sh" ]; then
  bash "$top/../shared/peers/build.sh" "$peers" >/dev/null || echo "(building the peers failed)"
fi
# The binaries before the speed work of issue 14 (commit 9a88095), built as CMake's Release build
# does: eight_bench and fifteen_bench compare against them, whole process, in the same run.
baseline_commit=9a88095
if git -C "$top" cat-file -e "$baseline_commit^{commit}" 2>/dev/null; then
  rm -rf "$peers/src-$baseline_commit" && mkdir -p "$peers/src-$baseline_commit"
  git -C "$top" archive "$baseline_commit" include src | tar -x -C "$peers/src-$baseline_commit"
  for binary in eight fifteen; do
    "${CXX:-g++}" -std=c++17 -O3 -DNDEBUG --param=inline-unit-growth=200 -I"$peers/src-$baseline_commit/include" -o "$peers/${binary}_$baseline_commit" \
      "$peers/src-$baseline_commit/src/$binary.cpp"
  done
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
names=("$@")
# Default: every binary of the list (src/problems.txt) that has a benchmark, bench/<binary>_bench.cpp.
if [ ${#names[@]} -eq 0 ]; then
  for name in $(awk '!/^#/ && NF { print $1 }' "$top/src/problems.txt"); do
    [ -f "$top/bench/${name}_bench.cpp" ] && names+=("$name")
  done
fi
for name in "${names[@]}"; do
  echo "== $name"
  "$top/build/bench/${name}_bench" "$top/build/$name" "$peers" "$work"
done
