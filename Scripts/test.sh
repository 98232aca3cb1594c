#!/usr/bin/env bash
# Trellis's test command: the README's, and the one .ci/run calls.
#
#   Scripts/test.sh
#
# 1. installs the Debian packages the Graphics module needs, when missing (Scripts/install-deps.sh);
# 2. builds every target and its tests, and fails on any compiler warning in our own sources;
# 3. runs the unit tests (swift test: Swift Testing and XCTest), the example apps' key frames (Tests/ExamplesTests)
#    and their image snapshots through swift-snapshot-testing (Tests/SnapshotTests) among them;
# 3b. runs the `trellis` tool on every example app (check + render) and checks its exit codes on bad input;
# 4. runs the solver's differential test against scipy's HiGHS on 2,000 random systems, after
#    checking that two processes produce bit-identical results (Scripts/difftest.sh), then 500 with every row
#    counted dense, 500 with every dual pivot taken by the long dual step and 500 whose first adds start from a
#    template with other constants (SolverTemplateCache);
# 5. runs the solver benchmark's quick mode on Trellis alone, as a smoke test: a release build whose every
#    solve is checked against known values (Scripts/bench-solver.sh; the kiwi comparison is BENCHMARKS.md's);
# 6. builds `trellis` and the table benchmark in release (no warnings allowed), checks that the release `trellis`
#    lays the apps out exactly as the debug one (the 35 frame dumps of Scripts/frames.sh, diff'ed), and scrolls the
#    table benchmark's small case. The optimizer once miscompiled a closure here (see
#    `LayoutEngine.sortPositions(byPackedSerials:)`): only a release build of UIKit shows such a fault, and the
#    gallery is rendered by one.
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/install-deps.sh

log=$(mktemp)
smoke=$(mktemp -d)
trap 'rm -rf "$log" "$smoke"' EXIT
echo "== swift build --build-tests"
swift build --build-tests 2>&1 | tee "$log" | grep -E "error:|warning:|Compiling|Build complete" | grep -v "^\[.*Compiling" || true
if grep -E "^/.*/(Sources|Tests|Benchmarks|Examples)/.*(warning|error):" "$log" | grep -v "/.build" >/dev/null; then
    echo "test.sh: the build has warnings or errors in our sources:" >&2
    grep -E "^/.*/(Sources|Tests|Benchmarks|Examples)/.*(warning|error):" "$log" | sort -u >&2
    exit 1
fi
grep -q "Build complete" "$log" || { echo "test.sh: build failed" >&2; tail -40 "$log" >&2; exit 1; }

echo "== swift test"
# One test at a time: the simulated device, the text size and the appearance are process-wide (as UIScreen.main and
# UIApplication.shared are), and the apps' tests wait for asynchronously loaded pictures while others would switch
# them. The tests run on the main actor anyway, so this costs nothing measurable (16 s either way).
swift test --skip-build --no-parallel

echo "== trellis smoke: every example app renders headless, with no Auto Layout complaint; CLI errors exit 64"
TRELLIS=.build/debug/trellis
"$TRELLIS" devices >/dev/null
for app in TwitterTimeline MusicAlbum TwitterProfile BookmarkCells ImageCells; do
    # With every incremental sync checked against a full walk (a debug build's TRELLIS_VERIFY_SYNC): none may differ.
    TRELLIS_VERIFY_SYNC=1 "$TRELLIS" check "$app" --device "iPhone 15" 2>"$smoke/$app.stderr" \
        || { cat "$smoke/$app.stderr" >&2; exit 1; }
    cat "$smoke/$app.stderr" >&2
    if grep -q "differs from a full walk" "$smoke/$app.stderr"; then
        echo "test.sh: $app: an incremental layout sync differed from a full walk" >&2
        exit 1
    fi
    "$TRELLIS" render "$app" --device iPad --orientation landscape --appearance dark --scale 1 -o "$smoke/$app.png" >/dev/null
    test -s "$smoke/$app.png"
done
# A scrolled shot waits for what the rows scrolled into view queue, as the launch's does: every picture of the image
# cells has arrived, so no activity indicator is left spinning (the pictures arrive 50-230 ms after their rows appear).
"$TRELLIS" frames ImageCells --scroll 300 > "$smoke/scrolled.txt"
if grep "UIActivityIndicatorView" "$smoke/scrolled.txt" | grep -qv "hidden"; then
    echo "test.sh: ImageCells scrolled by 300 pt still shows a spinning activity indicator (pictures not settled)" >&2
    exit 1
fi
status=0; "$TRELLIS" render NoSuchApp -o "$smoke/x.png" 2>/dev/null || status=$?
[ "$status" -eq 64 ] || { echo "test.sh: trellis with an unknown app exited $status, not 64" >&2; exit 1; }
status=0; "$TRELLIS" render TwitterProfile --device "iPhone 99" 2>/dev/null || status=$?
[ "$status" -eq 64 ] || { echo "test.sh: trellis with an unknown device exited $status, not 64" >&2; exit 1; }

echo "== differential test (Cassowary vs HiGHS)"
Scripts/difftest.sh "${DIFFTEST_COUNT:-2000}"
echo "== differential test with every row of 3 cells or more counted dense (SolverCore+DenseRows.swift)"
DIFFTEST_DENSE_LENGTH=3 Scripts/difftest.sh 500 2
echo "== differential test with every dual pivot taken by the long step (SolverCore+LongStep.swift)"
DIFFTEST_LONG_STEP_LENGTH=1 Scripts/difftest.sh 500 3
echo "== differential test with each system's first adds as one batch from a template (SolverCore+Templates.swift)"
DIFFTEST_TEMPLATES=1 Scripts/difftest.sh 500 5

echo "== solver benchmark smoke (release, Trellis only, every solve checked)"
SKIP_KIWI=1 Scripts/bench-solver.sh --quick

echo "== release smoke: trellis (release) lays the apps out as the debug build does; the table benchmark scrolls"
swift build -c release --scratch-path .build-release --product trellis 2>&1 | tee "$log" | grep -E "error:|warning:|Build complete" || true
swift build -c release --scratch-path .build-release --product TableBenchmarks 2>&1 | tee -a "$log" | grep -E "error:|warning:|Build complete" || true
if grep -E "^/.*/(Sources|Benchmarks|Examples)/.*(warning|error):" "$log" | grep -v "/.build" >/dev/null; then
    echo "test.sh: the release build has warnings or errors in our sources:" >&2
    grep -E "^/.*/(Sources|Benchmarks|Examples)/.*(warning|error):" "$log" | sort -u >&2
    exit 1
fi
Scripts/frames.sh "$smoke/frames-debug" .build/debug/trellis
Scripts/frames.sh "$smoke/frames-release" .build-release/release/trellis
diff -r "$smoke/frames-debug" "$smoke/frames-release" >&2 \
    || { echo "test.sh: the release trellis laid out differently from the debug one (diff above)" >&2; exit 1; }
.build-release/release/TableBenchmarks 100 >/dev/null
echo "test.sh: all passed"
