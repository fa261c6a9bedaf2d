#!/usr/bin/env bash
# Stress test: lints pathological inputs of 1, 4, 16 and 64 MB and prints the time of each, the
# ratio to the previous size and the peak memory of the largest. A linear linter shows ratios near
# 4 (small sizes are dominated by start-up, so their ratios are lower); a quadratic one shows 16.
# Also lints one 50 MB file.
# Every run must end with exit code 0 or 1 (never a crash) within the time limit.
#
# usage: Scripts/stress.sh [LANGUAGE...]        languages: swift csharp objc (default: all)
# environment: LAYOUTLINT (binary; default .build/release/layoutlint, built if missing),
#              SIZES (default "1 4 16 64"), KINDS (default: every kind of Scripts/stress_input.py),
#              LIMIT (seconds per run, default 120), STRESS_DIR (scratch folder, default a temporary one)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v python3 >/dev/null || { echo "stress.sh needs python3 to write its inputs" >&2; exit 2; }
BIN=${LAYOUTLINT:-$PWD/.build/release/layoutlint}
if [[ ! -x $BIN ]]; then swift build -c release >&2; fi
LANGUAGES=("$@"); [[ ${#LANGUAGES[@]} -gt 0 ]] || LANGUAGES=(swift csharp objc)
SIZES=${SIZES:-"1 4 16 64"}
KINDS=${KINDS:-$(python3 Scripts/stress_input.py --kinds)}
LIMIT=${LIMIT:-120}
DIR=${STRESS_DIR:-$(mktemp -d)}
[[ -n ${STRESS_DIR:-} ]] || trap 'rm -rf "$DIR"' EXIT
mkdir -p "$DIR"
failures=0

# Prints "milliseconds exit-code peak-KB" for one run (peak 0 without GNU time).
run() {
    local start end rc=0 peak=0
    start=$(date +%s%N)
    if [[ -x /usr/bin/time ]]; then
        /usr/bin/time -f "%M" -o "$DIR/peak.txt" timeout "$LIMIT" "$BIN" --no-config --format json --fail-on never "$1" \
            >"$DIR/out.json" 2>"$DIR/err.txt" || rc=$?
        peak=$(tail -1 "$DIR/peak.txt" | tr -dc 0-9); peak=${peak:-0}
    else
        timeout "$LIMIT" "$BIN" --no-config --format json --fail-on never "$1" >"$DIR/out.json" 2>"$DIR/err.txt" || rc=$?
    fi
    end=$(date +%s%N)
    echo "$(( (end - start) / 1000000 )) $rc $peak"
}

check() {  # kind language size ms rc
    if [[ $5 -ne 0 && $5 -ne 1 ]]; then
        failures=$((failures + 1))
        echo "FAIL: $2 $1 $3 MB ended with exit code $5 ($( [[ $5 -eq 124 ]] && echo "time limit" || head -c 300 "$DIR/err.txt"))"
    fi
}

printf "%-7s %-22s" language kind; for s in $SIZES; do printf " %9s" "${s}MB"; done; printf "   ratios       peak memory (largest)\n"
for lang in "${LANGUAGES[@]}"; do
    case $lang in swift) ext=swift;; csharp) ext=cs;; objc) ext=m;; *) echo "unknown language $lang" >&2; exit 2;; esac
    for kind in $KINDS; do
        printf "%-7s %-22s" "$lang" "$kind"
        ratios="" prev=""
        for size in $SIZES; do
            file="$DIR/$kind-$size.$ext"
            python3 Scripts/stress_input.py "$kind" "$lang" "$size" "$file"
            read -r ms rc peak < <(run "$file")
            rm -f "$file"
            printf " %8.2fs" "$(echo "$ms / 1000" | bc -l)"
            check "$kind" "$lang" "$size" "$ms" "$rc"
            if [[ -n $prev ]]; then ratios+=" $(echo "scale=1; $ms / ($prev + 1)" | bc -l)"; fi
            prev=$ms
        done
        printf "  %-14s %6d MB\n" "$ratios" "$((peak / 1024))"
    done
done

# One 50 MB file of ordinary code, with its peak memory.
file="$DIR/fifty.swift"
python3 Scripts/stress_input.py realistic swift 50 "$file"
rc=0
/usr/bin/env time -f "%e s, %M KB peak" -o "$DIR/time.txt" timeout "$LIMIT" "$BIN" --no-config --format json --fail-on never "$file" \
    >"$DIR/out.json" 2>/dev/null || rc=$?
echo "50 MB Swift file: $(cat "$DIR/time.txt" | tail -1), exit code $rc, $(grep -c '"rule"' "$DIR/out.json" || true) diagnostics"
check realistic swift 50 0 "$rc"
rm -f "$file"

# A reader that goes away early (`| head -1`) ends the run quietly: no crash report, no signal.
python3 Scripts/stress_input.py realistic swift 4 "$DIR/pipe.swift"
set +e
"$BIN" --no-config "$DIR/pipe.swift" 2>"$DIR/err.txt" | head -1 >/dev/null
rc=${PIPESTATUS[0]}
set -e
if [[ $rc -gt 1 ]] || grep -v '^layoutlint:' "$DIR/err.txt" | grep -q .; then
    failures=$((failures + 1)); echo "FAIL: closed standard output: exit code $rc, $(head -c 300 "$DIR/err.txt")"
else
    echo "closed standard output: quiet, exit code $rc"
fi
rm -f "$DIR/pipe.swift"

if [[ $failures -gt 0 ]]; then echo "$failures run(s) failed"; exit 1; fi
echo "no crash, no hang"
