#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, -DPUZZLE_FUZZ=ON, in their own build dir) and runs each for a
# bounded time on its seeds (the *.in of its samples folder, as src/problems.txt names it, and
# tests/binaries/<binary>/bad_input/*.in), with its dictionary and bounds (tests/binaries/<binary>/:
# fuzz.dict; fuzz.options, -max_len, -timeout, -rss_limit_mb, -malloc_limit_mb). Two targets per
# binary: <binary> (its contract) and <binary>_differential (the binary against the judge's
# validator). JOBS targets at a time (-j; CI runs 2, one a core). Exits 1 if any target finds anything: a crash, a sanitizer report,
# a broken contract, a disagreement, a timeout, memory past the bound. Findings are kept in
# BUILD_DIR/fuzz-findings/<target>/, logs in BUILD_DIR/fuzz-logs/, and the corpus in
# BUILD_DIR/fuzz-corpus/<target>/, where the next run starts.
#
# usage: fuzz/run.sh [-t SECONDS] [-j JOBS] [-b BUILD_DIR] [-k KIND] [BINARY...]
#   -t SECONDS    fuzzing time per target (default 30; CI runs 10; an hour: -t 3600)
#   -j JOBS       targets fuzzed at once (default 1)
#   -b BUILD_DIR  build dir (default build-fuzz)
#   -k KIND       contract, differential or all (default all: both targets of each binary)
#   BINARY...     binaries to fuzz (default: every binary of src/problems.txt)
# Reproduce a finding: BUILD_DIR/fuzz/<target>_fuzz FILE  (runs that one input, prints the report)
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=30
build_dir=build-fuzz
kind=all
jobs=1
while getopts "t:j:b:k:h" option; do
  case $option in
    t) seconds=$OPTARG ;;
    j) jobs=$OPTARG ;;
    b) build_dir=$OPTARG ;;
    k) kind=$OPTARG ;;
    h) sed -n '2,18s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) sed -n '2,18s/^# \{0,1\}//p' "$0" >&2; exit 2 ;;
  esac
done
case $kind in
  contract | differential | all) ;;
  *) echo "fuzz/run.sh: -k takes contract, differential or all, got '$kind'" >&2; exit 2 ;;
esac
[[ $jobs =~ ^[1-9][0-9]*$ ]] || { echo "fuzz/run.sh: -j takes a number of jobs, 1 or more, got '$jobs'" >&2; exit 2; }
shift $((OPTIND - 1))

binaries=("$@")
if [ ${#binaries[@]} -eq 0 ]; then
  mapfile -t binaries < <(awk '!/^#/ && NF { print $1 }' src/problems.txt)
fi

cmake -S . -B "$build_dir" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -DNDEBUG" -DPUZZLE_FUZZ=ON >/dev/null
# Each target as "<binary> <name>": the fuzzer is BUILD_DIR/fuzz/<name>_fuzz.
targets=()
for binary in "${binaries[@]}"; do
  [ "$kind" = differential ] || targets+=("$binary $binary")
  [ "$kind" = contract ] || targets+=("$binary ${binary}_differential")
done
executables=()
for target in "${targets[@]}"; do executables+=("${target#* }_fuzz"); done
cmake --build "$build_dir" -j2 --target "${executables[@]}"

# libFuzzer's flags from tests/binaries/<binary>/fuzz.options: "key = value" lines under [libfuzzer].
options_of() {
  sed -n '/^\[libfuzzer\]/,/^\[/{/^[a-z_]* *=/{s/ *= */=/;s/^/-/;p}}' "tests/binaries/$1/fuzz.options"
}

# A final statistic of a libFuzzer log ("stat::NAME: VALUE"), and a field of a status line ("NAME: VALUE").
stat_of() { grep -E "^stat::$2:" "$1" | awk '{print $2}' || true; }
field_of() { sed -n "s/.* $2: \([0-9]*\).*/\1/p" <<<"$1"; }

# Fuzzes one target ("<binary> <name>"); its summary line goes to its log's .summary file, and a
# finding, if any, to stdout and the status.
fuzz_target() {
  local binary=${1% *} name=${1#* }
  local seeds=$build_dir/fuzz-seeds/$name corpus=$build_dir/fuzz-corpus/$name
  local findings=$build_dir/fuzz-findings/$name log=$build_dir/fuzz-logs/$name.log
  rm -rf "$seeds"
  mkdir -p "$seeds" "$corpus" "$findings" "$(dirname "$log")"
  local samples input
  samples=$(awk -v binary="$binary" '$1 == binary { print $2 }' src/problems.txt)
  for input in "$samples"/*.in tests/binaries/"$binary"/bad_input/*.in; do
    [ -f "$input" ] && cp "$input" "$seeds/"
  done
  local options
  mapfile -t options < <(options_of "$binary")
  echo "== fuzz $name: ${seconds} s, $(ls "$seeds" | wc -l) seeds, ${options[*]}"
  local status=0
  "$build_dir/fuzz/${name}_fuzz" "$corpus" "$seeds" -dict="tests/binaries/$binary/fuzz.dict" -max_total_time="$seconds" \
    -print_final_stats=1 -artifact_prefix="$findings/" "${options[@]}" >"$log" 2>&1 || status=$?
  # The last status line: "#RUNS DONE cov: C ft: F corp: N/SIZE ..." (or where it stopped).
  local last line slowest
  last=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
  line="$name: $(stat_of "$log" number_of_executed_units) executions, cov $(field_of "$last" cov),"
  line="$line ft $(field_of "$last" ft), corpus $(field_of "$last" corp),"
  slowest=$(stat_of "$log" slowest_unit_time_sec)  # whole seconds
  [ "$slowest" = 0 ] && slowest="under 1" || slowest="${slowest:-?}"
  line="$line slowest input $slowest s, peak RSS $(stat_of "$log" peak_rss_mb) MB"
  if [ $status -ne 0 ]; then
    line="$line: FINDING (exit $status), see $log; replay: $build_dir/fuzz/${name}_fuzz $findings/<file>"
    grep -E -A4 'ERROR|broke its contract|disagree|SUMMARY|Test unit written' "$log" | head -20 || true
  fi
  echo "$line" >"$log.summary"
  return $status
}
# JOBS targets at a time; each target's log and summary are its own, so they do not mix.
running=0
for target in "${targets[@]}"; do
  if [ "$running" -ge "$jobs" ]; then
    wait -n || true
    running=$((running - 1))
  fi
  fuzz_target "$target" &
  running=$((running + 1))
done
wait || true
failed=()
summary=()
for target in "${targets[@]}"; do
  name=${target#* }
  line=$(cat "$build_dir/fuzz-logs/$name.log.summary" 2>/dev/null || echo "$name: did not run")
  summary+=("$line")
  case $line in *FINDING* | *"did not run"*) failed+=("$name") ;; esac
done
echo "== fuzz summary"
printf '%s\n' "${summary[@]}"
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz/run.sh: findings in: ${failed[*]}"
  exit 1
fi
