#!/usr/bin/env bash
# Dumps the five seed apps' view trees with frames in 35 set-ups (7 per app: iPhone 15, iPhone SE, landscape, iPad
# portrait and landscape, the largest accessibility text, scrolled), one text file each, so that a change meant to
# leave layout alone can be checked against an earlier commit's dumps with `diff -r`.
#
#   Scripts/frames.sh OUT_DIR [TRELLIS]      # TRELLIS defaults to .build/debug/trellis
#   diff -r /tmp/frames-before /tmp/frames-after && echo identical
set -euo pipefail
out="${1:?usage: Scripts/frames.sh OUT_DIR [TRELLIS]}"
trellis="${2:-.build/debug/trellis}"
mkdir -p "$out"
setups=(
    "iphone15|"
    "iphoneSE|--device|iPhone SE"
    "landscape|--orientation|landscape"
    "ipad|--device|iPad"
    "ipad-landscape|--device|iPad|--orientation|landscape"
    "ax3|--content-size|AX3"
    "scrolled|--scroll|300"
)
for app in TwitterTimeline MusicAlbum TwitterProfile BookmarkCells ImageCells; do
    for setup in "${setups[@]}"; do
        IFS='|' read -r -a parts <<< "$setup"
        name="${parts[0]}"
        args=("${parts[@]:1}")
        [ "${args[0]:-}" = "" ] && args=()
        "$trellis" frames "$app" "${args[@]}" > "$out/$app-$name.txt"
    done
done
echo "frames.sh: $(ls "$out" | wc -l) dumps in $out"
