#!/usr/bin/env bash
# The real-code gate against crashes and hangs: lints each checkout with every rule selected and
# fails, naming the file, when the lint of a file ended in an internal error (a trap that
# containment turned into that file's error) or when a checkout does not finish in time (then each
# of its files is linted alone, with its own time limit, to name the ones that hang).
#
#   Scripts/crashgate.sh [--bin PATH] [--timeout SECONDS] [--file-timeout SECONDS] CHECKOUT ...
#
# Prints one line per checkout (files, findings, seconds) and one line per crashed or hanging
# file. Exit status: 0 when every checkout is clean, 1 when a file crashed or hung, 2 on bad input.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=""
timeout=600
file_timeout=30
checkouts=()
while [ $# -gt 0 ]; do
  case "$1" in
    --bin) bin=$2; shift 2 ;;
    --timeout) timeout=$2; shift 2 ;;
    --file-timeout) file_timeout=$2; shift 2 ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) checkouts+=("$1"); shift ;;
  esac
done
[ ${#checkouts[@]} -gt 0 ] || { echo "usage: Scripts/crashgate.sh [--bin PATH] [--timeout S] [--file-timeout S] CHECKOUT ..." >&2; exit 2; }
if [ -z "$bin" ]; then
  (cd "$root" && swift build -c release 2>&1 | tail -1) >&2
  bin="$(cd "$root" && swift build -c release --show-bin-path)/layoutlint"
fi
[ -x "$bin" ] || { echo "crashgate.sh: no layoutlint binary at $bin" >&2; exit 2; }
command -v python3 >/dev/null || { echo "crashgate.sh needs python3" >&2; exit 2; }
exec python3 - "$bin" "$timeout" "$file_timeout" "${checkouts[@]}" <<'PY'
import json, os, subprocess, sys, time

binary, timeout, file_timeout, checkouts = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), sys.argv[4:]
args = ["--no-config", "--select", "ALL", "--format", "json", "--fail-on", "never"]
failed = False

def internal_errors(report):
    return [e for e in report.get("errors", []) if "internal error" in e.get("message", "")]

for path in checkouts:
    if not os.path.isdir(path):
        print(f"{path}: not a directory", file=sys.stderr)
        sys.exit(2)
    start = time.monotonic()
    try:
        run = subprocess.run([binary, *args, "."], cwd=path, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        print(f"HANG {path}: no result in {timeout:.0f} s; linting its files one by one")
        failed = True
        names = sorted(os.path.relpath(os.path.join(d, f), path) for d, dirs, fs in os.walk(path)
                       if "/.git" not in d for f in fs if f.endswith((".swift", ".cs", ".m", ".mm", ".h")))
        for name in names:
            try:
                one = subprocess.run([binary, *args, name], cwd=path, capture_output=True, text=True, timeout=file_timeout)
                for e in internal_errors(json.loads(one.stdout or "{}")):
                    print(f"CRASH {path}/{e['path']}: {e['message']}")
            except subprocess.TimeoutExpired:
                print(f"HANG {path}/{name}: no result in {file_timeout:.0f} s")
        continue
    seconds = time.monotonic() - start
    if run.returncode not in (0, 1, 2) or not run.stdout.strip():
        print(f"CRASH {path}: layoutlint ended with status {run.returncode}: {run.stderr.strip()[-300:]}")
        failed = True
        continue
    report = json.loads(run.stdout)
    crashed = internal_errors(report)
    for e in crashed:
        print(f"CRASH {path}/{e['path']}: {e['message']}")
    failed |= bool(crashed)
    files = report.get("summary", {}).get("filesScanned", "?")
    print(f"ok {path}: {files} files, {len(report.get('diagnostics', []))} findings, {seconds:.1f} s"
          + (f", {len(report['errors'])} other errors" if len(report.get("errors", [])) > len(crashed) else ""))
sys.exit(1 if failed else 0)
PY
