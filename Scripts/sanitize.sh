#!/usr/bin/env bash
# Runs the test suite under the thread sanitizer, the address sanitizer (with LeakSanitizer), or
# both, each in its own build folder. Leaks that belong to the toolchain's XCTest runner and
# Foundation are suppressed by Scripts/lsan-suppressions.txt; any other leak, memory error or data
# race fails the run.
#
# usage: Scripts/sanitize.sh [thread|address|both]     (default: both)
set -euo pipefail
cd "$(dirname "$0")/.."
WHICH=${1:-both}
case $WHICH in thread|address|both) ;; *) echo "usage: Scripts/sanitize.sh [thread|address|both]" >&2; exit 2;; esac
status=0
if [[ $WHICH != address ]]; then
    echo "== thread sanitizer" >&2
    TSAN_OPTIONS=halt_on_error=1 swift test --sanitize=thread --scratch-path .build-tsan || status=1
fi
if [[ $WHICH != thread ]]; then
    echo "== address sanitizer" >&2
    LSAN_OPTIONS=suppressions=$PWD/Scripts/lsan-suppressions.txt:print_suppressions=1 \
        swift test --sanitize=address --scratch-path .build-asan || status=1
fi
exit $status
