#!/usr/bin/env bash
# ctest's tools.new_binary: in a copy of the source tree as a clone has it (tracked and untracked files,
# not ignored ones: no build folders), `tools/new_binary demo --like booksort`, then the configure, a
# build of demo's targets only (demo_tests) and `ctest -L demo`, with no other edit. ccache, when
# present, keeps a second run cheap (its base is the copy, whose paths are the same on every run).
# usage: new_binary_test.sh SOURCE_DIR WORK_DIR CXX_COMPILER
set -euo pipefail
source_dir=$1 work=$2 compiler=$3
rm -rf "$work"
mkdir -p "$work/tree"
cd "$source_dir"
git ls-files -co --exclude-standard -z | while IFS= read -r -d '' file; do
  [ -e "$file" ] && printf '%s\0' "$file"
done | xargs -0 cp --parents -t "$work/tree"
cd "$work/tree"
tools/new_binary demo --like booksort
launcher=()
if command -v ccache >/dev/null; then
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  export CCACHE_BASEDIR="$work/tree"
fi
cmake -S . -B build -DCMAKE_CXX_COMPILER="$compiler" -DPUZZLE_BENCH=OFF "${launcher[@]}" >configure.log
cmake --build build -j2 --target demo_tests >build.log
ctest --test-dir build -L demo -j2 --no-tests=error --output-on-failure
