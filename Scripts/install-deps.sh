#!/bin/sh
# Installs the Debian packages Trellis's Graphics module builds and renders with, only those missing.
# Idempotent, quiet and non-interactive (works under CI=true with no stdin). Run as root, or with sudo available.
#   libpango1.0-dev libcairo2-dev   Pango/HarfBuzz/Cairo headers (pull in libpng-dev, zlib, fontconfig, harfbuzz)
#   libjpeg-dev                     JPEG decoding and encoding for images
#   fonts-inter                     Inter, the pinned stand-in for SF Pro
#   fonts-noto-color-emoji          Noto Color Emoji, the pinned stand-in for Apple Color Emoji
#   fonts-dejavu-core               DejaVu Sans, the pinned fallback for scripts Inter lacks (Hebrew, Arabic, …);
#                                   fontconfig depends on it, so it is normally there already
#   pkg-config                      used by SwiftPM to find pangocairo
set -eu

PACKAGES="libpango1.0-dev libcairo2-dev libjpeg-dev fonts-inter fonts-noto-color-emoji fonts-dejavu-core pkg-config"

missing=""
for p in $PACKAGES; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
    [ "$status" = "installed" ] || missing="$missing $p"
done
[ -z "$missing" ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-deps: apt-get not found; install these packages by hand:$missing" >&2
    exit 1
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; else
        echo "install-deps: need root (or sudo) to install:$missing" >&2
        exit 1
    fi
fi

echo "install-deps: installing$missing" >&2
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq </dev/null >/dev/null
# shellcheck disable=SC2086
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing </dev/null >/dev/null
