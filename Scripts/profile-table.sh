#!/usr/bin/env bash
# Instructions per row of the table benchmark (issue 6), the figure BENCHMARKS.md's table sections record:
# callgrind of `TableBenchmarks 40` and `TableBenchmarks 80` (release, deterministic hashing), (80 − 40) / 84 rows —
# the 40 extra rows of the 16 pt and the 700 pt runs and the 4 of the small run, each scrolled twice (the warm-up run
# and the process's start cancel out). Then the functions that cost the most per row, inclusive of their callees.
#
#   Scripts/profile-table.sh            # total per row and the top 40 functions
#   Scripts/profile-table.sh 80         # the top 80
#   PROFILE_KEEP=dir Scripts/profile-table.sh   # keep the two callgrind files in dir
#
# Needs valgrind (apt install valgrind). Takes about two minutes after the build.
set -euo pipefail
cd "$(dirname "$0")/.."
top="${1:-40}"
command -v valgrind >/dev/null || { echo "profile-table.sh: valgrind is not installed (apt install valgrind)" >&2; exit 1; }
swift build -c release --scratch-path .build-release --product TableBenchmarks 2>&1 | grep -E "error|Build complete" || true
out="${PROFILE_KEEP:-$(mktemp -d)}"
mkdir -p "$out"
for rows in 40 80; do
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out/table-$rows.callgrind" \
        .build-release/release/TableBenchmarks "$rows" >/dev/null 2>"$out/table-$rows.log"
    callgrind_annotate --inclusive=yes --threshold=100 "$out/table-$rows.callgrind" > "$out/table-$rows.txt" 2>/dev/null
done
python3 Scripts/callgrind-diff.py "$out/table-40.txt" "$out/table-80.txt" 84 "$top"
[ -n "${PROFILE_KEEP:-}" ] || rm -rf "$out"
