#!/usr/bin/env bash
# ctest's tools.new_binary: in a copy of the source tree as a clone has it (tracked and untracked files,
# not ignored ones: no build folders), `tools/new_binary demo --like booksort`, then the configure, a
# build of demo's targets only (demo_tests) and `ctest -L demo`, with no other edit; then demo made a
# binary whose judge promises an answer stops on a case past its bound (exit 5). ccache, when
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

# The trap on the copy: for a judge that promises an answer (UVa 11212, sorting by block moves
# with every distance asked), the binary stops on a shelf past booksort's bound of 4 moves, naming
# the case and the bound with exit status 5, instead of answering "5 or more".
grep -q 'puzzle::bound_is_an_answer' src/demo.cpp
sed -i 's/puzzle::bound_is_an_answer/puzzle::judge_promises_an_answer/' src/demo.cpp
cmake --build build --target demo >>build.log
status=0
printf '2\n3\n1 2 3\n10\n10 9 8 7 6 5 4 3 2 1\n' | build/demo >over_bound.out 2>over_bound.err || status=$?
if [ "$status" != 5 ] || [ "$(cat over_bound.out)" != 0 ] ||
   [ "$(cat over_bound.err)" != "demo: case 2: over the bound of 4 moves" ]; then
  echo "new_binary_test: a shelf over the promised bound gave exit $status, stdout '$(cat over_bound.out)'," \
       "stderr '$(cat over_bound.err)'"
  exit 1
fi
echo "demo, its judge promising an answer: exit 5, $(cat over_bound.err)"
