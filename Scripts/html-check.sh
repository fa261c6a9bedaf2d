#!/usr/bin/env bash
# Opens `--format html` reports in headless Chromium (apt-get install chromium): the bundled
# Examples/, any checkouts given as arguments (real code), a synthetic tree with 10,000 findings,
# and a file with a hostile name. For each: a screenshot, the page's console errors (none
# expected), how long the page took to load and run its script, and for the hostile name that it
# shows as text. Screenshots go to $HTML_CHECK_OUT (default: a temporary folder, printed).
#
#   Scripts/html-check.sh [--bin PATH] [CHECKOUT ...]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=""
[ "${1:-}" = "--bin" ] && { bin=$2; shift 2; }
if [ -z "$bin" ]; then
  (cd "$root" && swift build -c release 2>&1 | tail -1) >&2
  bin="$(cd "$root" && swift build -c release --show-bin-path)/layoutlint"
fi
command -v chromium >/dev/null || { echo "html-check.sh needs chromium (apt-get install chromium)" >&2; exit 2; }
out=${HTML_CHECK_OUT:-$(mktemp -d)}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The synthetic tree: 1,000 files with ten findings each.
mkdir -p "$work/synthetic"
for f in $(seq 1 1000); do
  {
    echo "final class Card$f: UIView {"
    echo "    override func layoutSubviews() {"
    echo "        super.layoutSubviews()"
    for k in $(seq 1 10); do echo "        child$k.frame = frame"; done
    echo "    }"
    echo "}"
  } > "$work/synthetic/Card$f.swift"
done
mkdir -p "$work/hostile"
printf 'final class A: UIView {\n    func f() { layoutSubviews() }\n}\n' > "$work/hostile/<script>alert(1)<\\script> \"q\" & é.swift"

reports=("examples:$root/Examples" "synthetic:$work/synthetic" "hostile:$work/hostile")
for checkout in "$@"; do reports+=("$(basename "$checkout"):$checkout"); done
failed=0
for entry in "${reports[@]}"; do
  name=${entry%%:*}; dir=${entry#*:}
  html="$out/$name.html"
  (cd "$dir" && "$bin" --no-config --format html --fail-on never . > "$html")
  findings=$(grep -c '<article class="finding' "$html" || true)
  start=$(date +%s%N)
  chromium --headless --no-sandbox --disable-gpu --enable-logging=stderr --v=0 --virtual-time-budget=3000 \
    --window-size=1280,1800 --screenshot="$out/$name.png" "file://$html" > "$work/$name.log" 2>&1 || true
  shot_ms=$(( ($(date +%s%N) - start) / 1000000 ))
  chromium --headless --no-sandbox --disable-gpu --virtual-time-budget=3000 --dump-dom "file://$html" > "$work/$name.dom" 2>/dev/null || true
  errors=$(grep -E 'CONSOLE|Uncaught' "$work/$name.log" | grep -ciE 'error|uncaught' || true)
  size=$(( $(stat -c %s "$html") / 1024 ))
  status=ok
  [ -s "$out/$name.png" ] || status=FAIL
  [ "$errors" = 0 ] || status=FAIL
  grep -q '<main>' "$work/$name.dom" || status=FAIL
  if [ "$name" = hostile ]; then
    grep -q '&lt;script&gt;alert(1)' "$work/$name.dom" || status=FAIL
    grep -q '<script>alert' "$work/$name.dom" && status=FAIL
  fi
  [ $status = ok ] || failed=1
  printf '%-4s %-12s %6s findings, %6s KiB, loaded and rendered in %5s ms, %s console errors, %s\n' \
    "$status" "$name" "$findings" "$size" "$shot_ms" "$errors" "$out/$name.png"
done
[ $failed = 0 ] && echo PASSED || { echo FAILED; exit 1; }
