#!/usr/bin/env bash
# Checks the self-contained install: `make install` into a scratch prefix, then the installed
# binary, copied alone into an empty folder, must link no Swift library (`ldd`), name its version
# and commit, and lint Examples/ with no Swift on PATH and an empty LD_LIBRARY_PATH.
# Exit status 0 when all hold.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
ok=1
check() { if "$@"; then echo "ok   $desc"; else echo "FAIL $desc"; ok=0; fi; }

make -C "$root" install PREFIX="$scratch/prefix" >"$scratch/make.log" 2>&1 || { cat "$scratch/make.log"; echo "FAIL make install"; exit 1; }
desc="make install puts the binary and the man page under PREFIX"
check test -x "$scratch/prefix/bin/layoutlint" -a -f "$scratch/prefix/share/man/man1/layoutlint.1"

mkdir "$scratch/alone"
cp "$scratch/prefix/bin/layoutlint" "$scratch/alone/"
libs=$(ldd "$scratch/alone/layoutlint" 2>&1 || true)
desc="ldd lists no Swift library"
check bash -c '! grep -qiE "swift|Foundation|dispatch" <<<"$1"' _ "$libs"

clean_env=(env -i HOME="$scratch" PATH=/usr/bin:/bin LD_LIBRARY_PATH=)
version=$("${clean_env[@]}" "$scratch/alone/layoutlint" --version)
desc="--version names the version and the commit ($version)"
check grep -qE "^layoutlint [0-9]+\.[0-9]+\.[0-9]+ \(commit [0-9a-f]{7,}\)" <<<"$version"

set +e
out=$(cd "$root" && "${clean_env[@]}" "$scratch/alone/layoutlint" --no-config Examples/ 2>&1)
status=$?
set -e
desc="with no Swift on PATH it lints Examples/ and exits 1 on its findings"
check bash -c '[ "$1" = 1 ] && grep -qE "\[LL0[0-9]+ " <<<"$2"' _ "$status" "$out"
[ $ok = 1 ] && echo PASSED || { echo FAILED; exit 1; }
