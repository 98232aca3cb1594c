#!/usr/bin/env bash
# Fuzzes the Visual Format Language parser (issue 7): 1,000,000 generated, mutated and noise formats through
# NSLayoutConstraint.constraintsThrowing in a release build. Exits non-zero on any crash or malformed result.
#
#   Scripts/fuzz-vfl.sh                    # 1,000,000 formats, seed 7
#   Scripts/fuzz-vfl.sh --count 5000000 --seed 42
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
exec swift run -c release --scratch-path .build-release vfl-fuzz "$@"
