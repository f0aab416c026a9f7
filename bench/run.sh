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
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
names=("$@")
[ ${#names[@]} -gt 0 ] || names=($(cd "$top/bench" && ls *_bench.cpp | sed 's/_bench.cpp//'))
for name in "${names[@]}"; do
  echo "== $name"
  "$top/build/bench/${name}_bench" "$top/build/$name" "$peers" "$work"
done
