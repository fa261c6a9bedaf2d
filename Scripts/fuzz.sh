#!/usr/bin/env bash
# Fuzzes the whole pipeline (tokenize → structure → facts → every rule → every reporter) for one
# language with libFuzzer and AddressSanitizer, seeded from Tests/Fixtures.
#
# usage: Scripts/fuzz.sh LANGUAGE SECONDS [extra libFuzzer options]     LANGUAGE: swift, csharp, objc
#
# The target is built into .build-fuzz/ (swiftc -sanitize=fuzzer,address with all library sources
# and Fuzz/FuzzEntry.swift); the corpus grows in .build-fuzz/corpus-LANGUAGE and crashing inputs
# are written to .build-fuzz/crash-LANGUAGE-*. Each input must lint within 10 seconds (-timeout).
# Turn a crash into a regression fixture: copy it to Tests/Fixtures/robustness/ with the language's
# extension; RobustnessTests runs every file there through the same checks.
set -euo pipefail
cd "$(dirname "$0")/.."
LANGUAGE=${1:?usage: Scripts/fuzz.sh swift|csharp|objc SECONDS}
SECONDS_TO_RUN=${2:?usage: Scripts/fuzz.sh swift|csharp|objc SECONDS}
shift 2
case $LANGUAGE in
    swift) ext=swift;; csharp) ext=cs;; objc) ext=m;;
    *) echo "unknown language $LANGUAGE (swift, csharp, objc)" >&2; exit 2;;
esac
OUT=.build-fuzz
BIN=$OUT/fuzz-layoutlint
mkdir -p "$OUT"
SOURCES=$(find Sources/LayoutLint -name '*.swift' | sort)
# Rebuild when a source is newer than the target.
CHECK=Tests/LayoutLintTests/Support/PipelineCheck.swift
if [[ ! -x $BIN ]] || [[ -n $(find Sources/LayoutLint Fuzz "$CHECK" -name '*.swift' -newer "$BIN") ]]; then
    echo "building $BIN" >&2
    # shellcheck disable=SC2086
    swiftc -sanitize=fuzzer,address -parse-as-library -module-name LayoutLint -swift-version 6 -O -g -D LAYOUTLINT_FUZZ \
        $SOURCES "$CHECK" Fuzz/FuzzEntry.swift -o "$BIN"
fi
CORPUS=$OUT/corpus-$LANGUAGE
SEEDS=$OUT/seeds-$LANGUAGE
mkdir -p "$CORPUS" "$SEEDS"
find Tests/Fixtures -name "*.$ext" -exec cp {} "$SEEDS/" \;
# The Swift runtime's own crash handler would race AddressSanitizer's report: leave it to libFuzzer.
SWIFT_BACKTRACE=enable=no LAYOUTLINT_FUZZ_LANGUAGE=$LANGUAGE "$BIN" "$CORPUS" "$SEEDS" \
    -max_total_time="$SECONDS_TO_RUN" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
    -artifact_prefix="$OUT/crash-$LANGUAGE-" -print_final_stats=1 "$@"
