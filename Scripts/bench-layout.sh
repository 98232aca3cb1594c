#!/usr/bin/env bash
# The layout step alone, Trellis against Yoga and Taffy (issue 6, BENCHMARKS.md "Layout step vs Yoga and Taffy"):
# 10,000 Twitter-timeline cells with fixed text sizes, laid out by each engine, heights checked, one table printed.
#
#   Scripts/bench-layout.sh [--n 10000] [--width 375]
#
# Yoga comes from `poga` and Taffy from `stretchable` (PyPI), installed into a virtual environment in
# .bench-venv/ (git-ignored) on first use; Trellis runs as the release-build `layout-comparison` executable.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

venv="$root/.bench-venv"
if ! "$venv/bin/python" -c "import poga, stretchable" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet "poga==0.1.19" "stretchable==1.1.8"
fi
swift build -c release --scratch-path .build-release --product layout-comparison >&2
exec "$venv/bin/python" Benchmarks/LayoutComparison/compare.py \
    --trellis "$root/.build-release/release/layout-comparison" "$@"
