#!/usr/bin/env bash
# The layoutlint benchmark, in one command, from the project root:
#
#   Scripts/benchmark.sh [--quick] [--no-scaling] [TREE ...]
#
# 1. builds the release binary (swift build -c release);
# 2. generates a deterministic synthetic corpus of 1 M lines (mostly Swift, with C# and
#    Objective-C; see Scripts/gen_corpus.py) under $BENCH_DIR (default /tmp/layoutlint-bench,
#    never inside the repository), unless it is already there;
# 3. times `layoutlint --format json --select <every default rule>` on it against `rg -c frame` and `cat`
#    (hyperfine; installed with apt-get when missing), and prints lines/s, MB/s, peak memory
#    (/usr/bin/time -v) and the ratio to rg, with the targets (>= 150 MB/s, <= 2x rg, peak RSS <= 100 MB);
# 4. prints the stage breakdown (`layoutlint --timings`);
# 5. checks that --jobs 1 and --jobs 8 give byte-identical output;
# 6. repeats the timing on 4x and 16x corpora (4x and 16x the files; 4x longer files) to show
#    that the time grows linearly (skip with --no-scaling).
# Extra TREE arguments (e.g. a checkout of a real app) are timed the same way.
# --quick: 3 runs instead of 10.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bench=${BENCH_DIR:-/tmp/layoutlint-bench}
runs=10
scaling=full
trees=()
for a in "$@"; do
  case "$a" in
    --quick) runs=3 ;;
    --no-scaling) scaling=none ;;
    -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
    *) trees+=("$a") ;;
  esac
done

need() {
  command -v "$1" >/dev/null 2>&1 && return
  echo "installing $2 (apt-get)..." >&2
  if [ "$(id -u)" = 0 ]; then (apt-get update -qq && apt-get install -y -qq "$2") >/dev/null
  else (sudo apt-get update -qq && sudo apt-get install -y -qq "$2") >/dev/null; fi
}
need hyperfine hyperfine
need rg ripgrep
need python3 python3
[ -x /usr/bin/time ] || need /usr/bin/time time

echo "== building (swift build -c release)"
(cd "$root" && swift build -c release 2>&1 | tail -1)
bin="$(cd "$root" && swift build -c release --show-bin-path)/layoutlint"
# Every rule that runs by default (the opt-in ones are measured with `--select` by hand).
all=$("$bin" rules --format json | python3 -c 'import json,sys; print(",".join(r["code"] for r in json.load(sys.stdin) if not r["optIn"]))')

corpus() {  # corpus NAME ARGS...: generates once into $bench/NAME
  local dir="$bench/$1"; shift
  if [ ! -f "$dir/.complete" ]; then
    rm -rf "$dir"; mkdir -p "$dir"
    python3 "$root/Scripts/gen_corpus.py" "$dir" "$@" >/dev/null
    touch "$dir/.complete"
  fi
  echo "$dir"
}

cpus=$(nproc)
echo "== machine: $(uname -m), $cpus cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')), $(free -g | awk '/Mem:/{print $2}') GB"
echo "   layoutlint $("$bin" --version | cut -d' ' -f2), rules: $all"

mean() {  # mean JSON -> seconds of the first command
  python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["results"][int(sys.argv[2])]["mean"])' "$1" "$2"
}

measure() {  # measure DIR LABEL [full]
  local dir=$1 label=$2 detail=${3:-}
  local bytes lines files
  bytes=$(find "$dir" -type f \( -name '*.swift' -o -name '*.cs' -o -name '*.m' -o -name '*.mm' -o -name '*.h' \) -print0 | du -cb --files0-from=- | tail -1 | cut -f1)
  lines=$(find "$dir" -type f \( -name '*.swift' -o -name '*.cs' -o -name '*.m' -o -name '*.mm' -o -name '*.h' \) -print0 | xargs -0 cat | wc -l)
  files=$(find "$dir" -type f \( -name '*.swift' -o -name '*.cs' -o -name '*.m' -o -name '*.mm' -o -name '*.h' \) | wc -l)
  local json; json=$(mktemp)
  # layoutlint exits 1 when it finds something: -i.
  hyperfine -N -i --warmup 2 --runs "$runs" --export-json "$json" \
    "$bin --format json --select $all $dir" "rg -c frame $dir" >/dev/null 2>&1
  local lint rg
  lint=$(mean "$json" 0); rg=$(mean "$json" 1)
  local cat_s=""
  if [ -n "$detail" ]; then
    hyperfine -N -i --warmup 2 --runs "$runs" --export-json "$json" \
      "sh -c 'find $dir -type f -print0 | xargs -0 cat > /dev/null'" >/dev/null 2>&1
    cat_s=$(mean "$json" 0)
  fi
  local rss
  /usr/bin/time -v -o "$json" "$bin" --format json --select "$all" "$dir" >/dev/null 2>&1 || true
  rss=$(awk '/Maximum resident/{print $6}' "$json")
  python3 - "$label" "$files" "$lines" "$bytes" "$lint" "$rg" "$rss" "$cat_s" <<'PY'
import sys
label, files, lines, size, lint, rg, rss, cat = sys.argv[1:9]
files, lines, size, lint, rg, rss = int(files), int(lines), int(size), float(lint), float(rg), int(rss or 0)
mbs = size / 1e6 / lint
ratio = lint / rg
print(f"-- {label}: {files} files, {lines:,} lines, {size/1e6:.1f} MB")
print(f"   layoutlint {lint*1000:8.1f} ms  {lines/lint/1e6:6.2f} M lines/s  {mbs:6.1f} MB/s  peak RSS {rss/1024:.0f} MB")
print(f"   rg -c frame {rg*1000:7.1f} ms   ratio layoutlint/rg {ratio:.2f}x")
if cat:
    print(f"   cat        {float(cat)*1000:8.1f} ms")
print(f"   targets: >= 150 MB/s {'met' if mbs >= 150 else 'NOT met'}; <= 2x rg {'met' if ratio <= 2 else 'NOT met'}; RSS <= 100 MB {'met' if rss <= 100*1024 else 'NOT met'}")
PY
  rm -f "$json"
}

c1=$(corpus c1)
echo "== synthetic corpus 1x ($c1)"
measure "$c1" "1x" full
echo "== stage breakdown (--timings, all cores)"
{ "$bin" --format json --select "$all" --timings "$c1" 2>&1 >/dev/null || true; } | sed 's/^/   /'
echo "== determinism: --jobs 1 vs --jobs 8"
o1=$(mktemp); o8=$(mktemp)
"$bin" --format json --select "$all" --jobs 1 "$c1" >"$o1" || true
"$bin" --format json --select "$all" --jobs 8 "$c1" >"$o8" || true
if cmp -s "$o1" "$o8"; then echo "   identical ($(wc -c <"$o1") bytes)"; else echo "   DIFFERENT"; rm -f "$o1" "$o8"; exit 1; fi
rm -f "$o1" "$o8"

if [ "$scaling" != none ]; then
  echo "== scaling"
  measure "$(corpus files4 --scale-files 4)" "4x files"
  if [ "$scaling" = full ]; then
    measure "$(corpus size4 --scale-size 4)" "4x file size"
    measure "$(corpus files16 --scale-files 16)" "16x files"
  fi
fi

for t in "${trees[@]+"${trees[@]}"}"; do
  echo "== $t"
  measure "$t" "$(basename "$t")" full
  { "$bin" --format json --select "$all" --timings "$t" 2>&1 >/dev/null || true; } | sed 's/^/   /'
done
