#!/usr/bin/env bash
# Trellis's gallery command (the README's): renders every example app on every gallery configuration and checks
# the page in a real browser.
#
#   Scripts/gallery.sh [output-folder]        (default: gallery/)
#
# 1. installs the Debian packages the Graphics module needs, when missing (Scripts/install-deps.sh), and Debian's
#    chromium for the page check;
# 2. builds the `trellis` tool in release mode;
# 3. runs `trellis gallery -o <folder>`: 5 apps × (iPhone SE, iPhone 15, iPhone 15 Pro Max, iPad portrait,
#    iPad landscape) × (light, dark) × (L, AX3) = 100 screens, each in a child process, two at a time;
# 4. opens <folder>/index.html in headless Chromium and fails unless the page loads and every image on it decoded
#    (the page counts its images on `load` and writes the counts into the DOM, which Chromium dumps); a screenshot
#    of the page goes to <folder>/page.png.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT="${1:-gallery}"

Scripts/install-deps.sh

if ! command -v chromium >/dev/null 2>&1; then
    echo "gallery.sh: installing chromium (for the page check)" >&2
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then SUDO="sudo -n"; fi
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq </dev/null >/dev/null
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium </dev/null >/dev/null
fi

echo "== swift build -c release --product trellis"
swift build -c release --product trellis 2>&1 | grep -E "error:|warning: .*(Sources|Examples)/|Build complete|Compiling trellis" | grep -v "^\[.*Compiling" || true
BIN="$(swift build -c release --show-bin-path)/trellis"
[ -x "$BIN" ] || { echo "gallery.sh: the release build of trellis failed" >&2; exit 1; }

echo "== trellis gallery -o $OUT"
start=$(date +%s.%N)
"$BIN" gallery -o "$OUT"
end=$(date +%s.%N)
printf "gallery.sh: rendered in %.1f s\n" "$(echo "$end - $start" | bc 2>/dev/null || python3 -c "print($end - $start)")"

echo "== checking $OUT/index.html in headless Chromium"
PAGE="file://$(cd "$OUT" && pwd)/index.html"
CHROME_FLAGS=(--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --hide-scrollbars
              --allow-file-access-from-files --virtual-time-budget=20000)
DOM=$(chromium "${CHROME_FLAGS[@]}" --dump-dom "$PAGE" 2>/dev/null)
check=$(printf '%s' "$DOM" | grep -o '<p id="image-check"[^>]*>' || true)
if [ -z "$check" ]; then
    echo "gallery.sh: the page did not load in Chromium (no image check in its DOM)" >&2
    exit 1
fi
total=$(printf '%s' "$check" | sed -n 's/.*data-total="\([0-9]*\)".*/\1/p')
loaded=$(printf '%s' "$check" | sed -n 's/.*data-loaded="\([0-9]*\)".*/\1/p')
broken=$(printf '%s' "$check" | sed -n 's/.*data-broken="\([0-9]*\)".*/\1/p')
chromium "${CHROME_FLAGS[@]}" --window-size=1400,2400 --screenshot="$OUT/page.png" "$PAGE" >/dev/null 2>&1 || true
echo "gallery.sh: Chromium loaded the page: $loaded of $total images decoded, $broken broken"
if [ "${total:-0}" -eq 0 ] || [ "$loaded" != "$total" ] || [ "$broken" != "0" ]; then
    echo "gallery.sh: some images are missing" >&2
    exit 1
fi
echo "gallery.sh: open $OUT/index.html"
