#!/usr/bin/env bash
# Runs libFuzzer targets for MINUTES each, one after the other, niced, and prints a table:
# executions, executions per second and findings per target.
#
#   cmake --preset fuzz && cmake --build --preset fuzz     # clang, libFuzzer, core only
#   bench/fuzz/run.sh match_record chess_fen 3              # or: all 3
#   FUZZ_RUNS=10000000 bench/fuzz/run.sh flags_mo 30         # stop at 10^7 executions
#
# Each run starts from the committed seeds (fuzz/corpus/<target>) plus what earlier runs
# found (build/fuzz/corpus/<target>, kept out of the repository). A finding (crash, leak,
# timeout, out-of-memory) stops its target; the input is saved in build/fuzz/findings/<target>:
# copy it into fuzz/corpus/<target> so the replay test fuzz.<target> keeps it checked.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="${FUZZ_BUILD:-$root/build/fuzz}"

if [ $# -lt 2 ]; then
  echo "usage: $0 TARGET... MINUTES   (TARGET: all, or one of: $(cd "$root/fuzz" && ls *_fuzzer.cpp | sed 's/_fuzzer.cpp//' | tr '\n' ' '))" >&2
  exit 2
fi
minutes="${!#}"
targets=("${@:1:$#-1}")
if [ "${targets[*]}" = all ]; then
  mapfile -t targets < <(cd "$root/fuzz" && ls *_fuzzer.cpp | sed 's/_fuzzer.cpp//')
fi
seconds=$(awk -v m="$minutes" 'BEGIN { printf "%d", m * 60 }')

rows=()
for target in "${targets[@]}"; do
  program="$build/bin/${target}_fuzzer"
  [ -x "$program" ] || { echo "$program is missing: build the fuzz preset first" >&2; exit 2; }
  corpus="$build/corpus/$target"
  findings="$build/findings/$target"
  mkdir -p "$corpus" "$findings"
  log="$build/findings/$target.log"
  before=$(find "$findings" -type f | wc -l)
  # -timeout: an input that runs 10 s is a finding (a hang); -rss_limit_mb: 2 GiB is one too.
  nice -n 10 "$program" -max_total_time="$seconds" ${FUZZ_RUNS:+-runs=$FUZZ_RUNS} -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$findings/" "$corpus" "$root/fuzz/corpus/$target" \
    > "$log" 2>&1 || true
  after=$(find "$findings" -type f | wc -l)
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  rows+=("$(printf '%-14s %8s %12s %10s %9s' "$target" "$minutes" "${execs:-?}" "${rate:-?}" "$((after - before))")")
  echo "${rows[-1]}" >&2  # progress while the next target runs
done

printf '%-14s %8s %12s %10s %9s\n' target minutes execs execs/s findings
printf '%s\n' "${rows[@]}"
