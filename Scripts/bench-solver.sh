#!/usr/bin/env bash
# The solver benchmark of BENCHMARKS.md ("Solver: Trellis vs kiwi"): builds kiwi's C wrapper
# (Benchmarks/Kiwi/build.sh, from the kiwisolver source distribution on PyPI, into .kiwi/) and runs
# the release-build benchmark, which prints one Markdown table (Trellis vs kiwi, every solve checked).
#
#   Scripts/bench-solver.sh                 # the full table (several minutes; each case limited to 20 s)
#   Scripts/bench-solver.sh --quick         # smallest sizes only (CI smoke)
#   Scripts/bench-solver.sh --only c --limit 60
#   Scripts/bench-solver.sh --help
# Exits non-zero if any solve gives a wrong answer. Without kiwi (no PyPI), set SKIP_KIWI=1 to measure Trellis alone.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

if [ "${SKIP_KIWI:-0}" != "1" ]; then
    Benchmarks/Kiwi/build.sh
    export TRELLIS_KIWI_LIB="${TRELLIS_KIWI_LIB:-$root/.kiwi/libkiwi_c.so}"
fi

exec swift run -c release --scratch-path .build-release CassowaryBenchmarks "$@"
