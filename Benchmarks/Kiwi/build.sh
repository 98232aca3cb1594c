#!/usr/bin/env bash
# Builds .kiwi/libkiwi_c.so: our C wrapper (kiwi_c.cpp) compiled with g++ -O2 against the kiwi headers
# of the `kiwisolver` source distribution from PyPI. Everything downloaded or built goes to the
# git-ignored .kiwi/ folder in the repo root; kiwi's own files are never committed.
#
#   Benchmarks/Kiwi/build.sh            # idempotent: reuses the download and the library when up to date
#   KIWI_VERSION=1.5.1 KIWI_DIR=/tmp/kiwi Benchmarks/Kiwi/build.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
version="${KIWI_VERSION:-1.5.1}"   # the release issue 2's reference figures were measured with
dir="${KIWI_DIR:-$root/.kiwi}"
lib="$dir/libkiwi_c.so"
src="$dir/kiwisolver-$version"

mkdir -p "$dir"

if [ ! -f "$src/kiwi/kiwi.h" ]; then
    tarball="$dir/kiwisolver-$version.tar.gz"
    if [ ! -f "$tarball" ]; then
        echo "kiwi: downloading kiwisolver $version (source distribution) from PyPI" >&2
        pip_cmd=(pip)
        command -v pip >/dev/null 2>&1 || pip_cmd=(python3 -m pip)
        "${pip_cmd[@]}" download "kiwisolver==$version" --no-binary :all: --no-deps -d "$dir" >&2
    fi
    [ -f "$tarball" ] || { echo "kiwi: $tarball not found after download" >&2; exit 1; }
    tar -xzf "$tarball" -C "$dir"
    [ -f "$src/kiwi/kiwi.h" ] || { echo "kiwi: no kiwi/kiwi.h in $tarball" >&2; exit 1; }
fi

if [ -f "$lib" ] && [ "$lib" -nt "$here/kiwi_c.cpp" ] && [ "$lib" -nt "$here/kiwi_c.h" ] && [ "$lib" -nt "$src/kiwi/kiwi.h" ]; then
    echo "kiwi: $lib is up to date" >&2
    exit 0
fi

echo "kiwi: compiling $lib (g++ -O2, kiwi $version)" >&2
g++ -std=c++17 -O2 -shared -fPIC -DNDEBUG -I "$src" -I "$here" "$here/kiwi_c.cpp" -o "$lib.tmp"
mv "$lib.tmp" "$lib"
echo "kiwi: built $lib" >&2
