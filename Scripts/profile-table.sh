#!/usr/bin/env bash
# Instructions per row of the table benchmark (issue 6), the figure BENCHMARKS.md's table sections record:
# callgrind of `TableBenchmarks 40` and `TableBenchmarks 80` (release, deterministic hashing), (80 − 40) / 84 rows —
# the 40 extra rows of the 16 pt and the 700 pt runs and the 4 of the small run, each scrolled twice (the warm-up run
# and the process's start cancel out). Then the functions that cost the most per row, inclusive of their callees.
#
#   Scripts/profile-table.sh            # total per row and the top 40 functions
#   Scripts/profile-table.sh 80         # the top 80
#   Scripts/profile-table.sh --warm [N] # a warm row alone: `TableBenchmarks 40 --warm-scrolls 1` and `3`, over the
#                                       # 2 × 84 rows the two extra scrolls (every height known) add
#   PROFILE_KEEP=dir Scripts/profile-table.sh   # keep the two callgrind files in dir
#
# Needs valgrind (apt install valgrind). Takes about two minutes after the build.
set -euo pipefail
cd "$(dirname "$0")/.."
warm=0
if [ "${1:-}" = "--warm" ]; then warm=1; shift; fi
top="${1:-40}"
command -v valgrind >/dev/null || { echo "profile-table.sh: valgrind is not installed (apt install valgrind)" >&2; exit 1; }
swift build -c release --scratch-path .build-release --product TableBenchmarks 2>&1 | grep -E "error|Build complete" || true
out="${PROFILE_KEEP:-$(mktemp -d)}"
mkdir -p "$out"
[ -n "${PROFILE_KEEP:-}" ] || trap 'rm -rf "$out"' EXIT
if [ "$warm" = 1 ]; then
    runs=("1:40 --warm-scrolls 1" "2:40 --warm-scrolls 3"); rows=168
else
    runs=("1:40" "2:80"); rows=84
fi
for run in "${runs[@]}"; do
    name="${run%%:*}"
    # shellcheck disable=SC2086
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out/table-$name.callgrind" \
        .build-release/release/TableBenchmarks ${run#*:} >/dev/null 2>"$out/table-$name.log"
    callgrind_annotate --inclusive=yes --threshold=100 "$out/table-$name.callgrind" > "$out/table-$name.txt" 2>/dev/null
done
python3 Scripts/callgrind-diff.py "$out/table-1.txt" "$out/table-2.txt" "$rows" "$top"
