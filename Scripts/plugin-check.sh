#!/usr/bin/env bash
# Checks the SwiftPM plugins on Tests/Fixtures/plugin-package, a package that depends on
# layoutlint by path and applies the build-tool plugin:
#   1. `swift build` shows layoutlint's warning with file and line;
#   2. a second build with nothing changed does not lint again;
#   3. `swift package layoutlint` runs on that package and on layoutlint itself.
# Exit status 0 when all hold. The sample builds in a scratch folder outside the repository.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
sample="$root/Tests/Fixtures/plugin-package"
scratch=${PLUGIN_CHECK_SCRATCH:-$(mktemp -d)}
ok=1
check() { if "$@"; then echo "ok   $desc"; else echo "FAIL $desc"; ok=0; fi; }

first=$(cd "$sample" && swift build --scratch-path "$scratch" 2>&1) || { echo "$first"; echo "FAIL the sample does not build"; exit 1; }
echo "$first" | grep -E "layoutlint|warning:" | sed 's/^/     /'
desc="the first build runs layoutlint and shows LL001 with file and line"
check grep -qE "Sources/Cards/CardView.swift:13:23: warning: .*\[LL001 own-frame\]" <<<"$first"
# SwiftPM relinks the layoutlint tool on the build right after a fresh one and so starts the
# command again; the command finds the same tool, arguments and sources in its cache key and returns
# without linting (no finding printed, the target not recompiled). So does every later build.
for n in second third; do
  out=$(cd "$sample" && swift build --scratch-path "$scratch" 2>&1)
  desc="the $n build, with no source change, does not lint or recompile the target"
  check bash -c '! grep -q "\[LL001\|Compiling Cards" <<<"$1"' _ "$out"
done
echo "// a change" >> "$sample/Sources/Cards/CardView.swift"
changed=$(cd "$sample" && swift build --scratch-path "$scratch" 2>&1)
after=$(cd "$sample" && swift build --scratch-path "$scratch" 2>&1)
git -C "$root" checkout -- "Tests/Fixtures/plugin-package/Sources/Cards/CardView.swift" 2>/dev/null \
  || sed -i '$ d' "$sample/Sources/Cards/CardView.swift"
desc="a source change lints again"
check grep -q "\[LL001 own-frame\]" <<<"$changed"
desc="and the build after that does not"
check bash -c '! grep -q "\[LL001" <<<"$1"' _ "$after"

# A configuration that appears, fails the build, and goes: the failing run is repeated until it is
# fixed, and deleting the configuration lints again with the defaults instead of breaking the build.
trap 'rm -f "$sample/.layoutlint.yml"' EXIT
printf 'severity:\n  LL001: error\n' > "$sample/.layoutlint.yml"
made=$(cd "$sample" && swift build --scratch-path "$scratch" 2>&1) && made_status=0 || made_status=$?
again=$(cd "$sample" && swift build --scratch-path "$scratch" 2>&1) && again_status=0 || again_status=$?
rm "$sample/.layoutlint.yml"
gone=$(cd "$sample" && swift build --scratch-path "$scratch" 2>&1) && gone_status=0 || gone_status=$?
desc="a new .layoutlint.yml that makes LL001 an error fails the build with it"
check bash -c '[ "$1" != 0 ] && grep -q "CardView.swift:13:23: error: .*\[LL001" <<<"$2"' _ "$made_status" "$made"
desc="the next build, with nothing changed, fails with it again"
check bash -c '[ "$1" != 0 ] && grep -q "error: .*\[LL001" <<<"$2"' _ "$again_status" "$again"
desc="deleting .layoutlint.yml builds again, with LL001 back to a warning"
check bash -c '[ "$1" = 0 ] && grep -q "CardView.swift:13:23: warning: .*\[LL001" <<<"$2"' _ "$gone_status" "$gone"

command_out=$(cd "$sample" && swift package --scratch-path "$scratch" layoutlint --no-config 2>&1 || true)
desc="swift package layoutlint lints the sample package"
check grep -q "CardView.swift:13:23: warning: .*\[LL001 own-frame\]" <<<"$command_out"
self_out=$(cd "$root" && swift package layoutlint --target LayoutLint --fail-on never 2>&1 || true)
desc="swift package layoutlint runs on layoutlint itself"
check grep -qE "layoutlint: (no problems|[0-9]+ (warning|note))" <<<"$self_out"
[ -n "${PLUGIN_CHECK_SCRATCH:-}" ] || rm -rf "$scratch"
[ $ok = 1 ] && echo PASSED || { echo FAILED; exit 1; }
