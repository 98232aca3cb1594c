#!/usr/bin/env bash
# Differential test of Trellis's Cassowary solver against scipy's HiGHS (issue 2).
#
#   Scripts/difftest.sh [COUNT] [SEED]      # default: 2000 systems, seed 1 (the CI run)
#
# Full run (>= 10,000 systems; the figures in BENCHMARKS.md, "Differential test"):
#
#   Scripts/difftest.sh 10000 1
#
# Builds `cassowary-difftest` (release, scratch path .build-difftest), which drives Trellis's Solver through
# COUNT random UI-like systems and writes JSON Lines; Scripts/difftest.py solves each state's lexicographic
# optimum with HiGHS and checks Trellis against it. Prints `difftest: N passed, M failed`; exits non-zero on any
# failure. First checks that two processes write bit-identical records (determinism). Extra environment: DIFFTEST_JOBS (checker processes, default: all cores), DIFFTEST_EVERY (operations
# between full checkpoints, default 4), DIFFTEST_OUT (also keep the JSON Lines in this file),
# DIFFTEST_EXHAUSTIVE=1 (HiGHS solves every priority level, even those Trellis's values certify as zero).
# DIFFTEST_DENSE_LENGTH=N (rows of N cells count as dense, instead of 64: exercises SolverCore+DenseRows.swift on these
# small systems; CI runs a share of the systems with N=3). DIFFTEST_LONG_STEP_LENGTH=N (rows of N cells leave the basis by
# the long dual step, instead of from 64: exercises SolverCore+LongStep.swift; CI runs a share of the systems with N=1).
# DIFFTEST_TEMPLATES=1 (each system's first adds go in as one Solver.add(contentsOf:templates:) that starts from a template
# recorded with some of their constants moved: exercises SolverCore+Templates.swift; CI runs a share of the systems so).
# To replay one system:  .build-difftest/release/cassowary-difftest --seed SEED --first I --count 1
set -euo pipefail

COUNT="${1:-2000}"
SEED="${2:-1}"
EVERY="${DIFFTEST_EVERY:-4}"
JOBS="${DIFFTEST_JOBS:-$(nproc 2>/dev/null || echo 2)}"
CHECK_FLAGS=(--jobs "$JOBS")
if [[ "${DIFFTEST_EXHAUSTIVE:-0}" == 1 ]]; then CHECK_FLAGS+=(--exhaustive); fi
cd "$(dirname "$0")/.."

if ! python3 -c "import scipy.optimize" 2>/dev/null; then
    echo "difftest.sh: scipy missing, installing it with pip" >&2
    python3 -m pip install --quiet scipy || python3 -m pip install --quiet --break-system-packages scipy
fi

swift build -c release --scratch-path .build-difftest --product cassowary-difftest >&2
GENERATOR="$(swift build -c release --scratch-path .build-difftest --show-bin-path)/cassowary-difftest"

# Determinism (issue 2, point 6): two processes (so two different hashing seeds) must write bit-identical
# records, Trellis's values included.
det_count=$(( COUNT < 500 ? COUNT : 500 ))
det_status=0
if cmp -s <("$GENERATOR" --count "$det_count" --seed "$SEED" 2>/dev/null) \
          <("$GENERATOR" --count "$det_count" --seed "$SEED" 2>/dev/null); then
    echo "determinism: $det_count systems bit-identical in two processes" >&2
else
    echo "determinism: FAILED, two processes wrote different records for the same $det_count systems" >&2
    det_status=1
fi

start=$(date +%s%N)
set +e
if [[ -n "${DIFFTEST_OUT:-}" ]]; then
    "$GENERATOR" --count "$COUNT" --seed "$SEED" --every "$EVERY" | tee "$DIFFTEST_OUT" \
        | python3 Scripts/difftest.py "${CHECK_FLAGS[@]}"
else
    "$GENERATOR" --count "$COUNT" --seed "$SEED" --every "$EVERY" | python3 Scripts/difftest.py "${CHECK_FLAGS[@]}"
fi
status=$?
set -e
end=$(date +%s%N)
ms=$(( (end - start) / 1000000 ))
printf 'difftest.sh: %s systems, seed %s, %d.%01d s (generate + check)\n' "$COUNT" "$SEED" $((ms / 1000)) $((ms % 1000 / 100)) >&2
if [[ $status -eq 0 && $det_status -ne 0 ]]; then status=1; fi
exit $status
