#!/usr/bin/env bash
# Re-checks layoutlint against the audit verdicts kept in Tests/RealCode/*.tsv.
#
#   Scripts/realcode.sh [--bin PATH] CHECKOUT ...
#
# Each CHECKOUT is a local clone of a public repository named in the verdicts. Its identity is read
# from its `origin` remote (github.com/OWNER/NAME), or else from the directory name (`OWNER+NAME`,
# `OWNER__NAME` or just `NAME` when that is unique among the verdicts). The script lints every
# checkout with `layoutlint --no-config --format json` and prints, per rule:
#   judged   how many audited findings of that rule exist for the checkouts given,
#   TRUE     how many audited TRUE findings are still reported (these must stay),
#   dropped  how many audited NOISE/WRONG findings are no longer reported (these should go),
#   new      findings that no verdict covers (candidates for the next audit).
# A finding matches a verdict by repository, path, line and rule (files are read in name order;
# a finding judged in two of them keeps the later verdict). A checkout at another commit
# than its verdicts is linted all the same, with a warning (lines may have moved).
# Exit status: 0, or 1 when a TRUE finding is no longer reported, or 2 on bad input.
# REALCODE_VERDICTS=DIR reads the verdicts from DIR instead of Tests/RealCode.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=""
checkouts=()
while [ $# -gt 0 ]; do
  case "$1" in
    --bin) bin=$2; shift 2 ;;
    -h|--help) sed -n '2,18p' "$0"; exit 0 ;;
    *) checkouts+=("$1"); shift ;;
  esac
done
[ ${#checkouts[@]} -gt 0 ] || { echo "usage: Scripts/realcode.sh [--bin PATH] CHECKOUT ..." >&2; exit 2; }
if [ -z "$bin" ]; then
  (cd "$root" && swift build -c release 2>&1 | tail -1) >&2
  bin="$(cd "$root" && swift build -c release --show-bin-path)/layoutlint"
fi
[ -x "$bin" ] || { echo "realcode.sh: no layoutlint binary at $bin" >&2; exit 2; }
bin="$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")"  # the checkouts are linted from inside
command -v python3 >/dev/null || { echo "realcode.sh needs python3" >&2; exit 2; }
exec python3 - "${REALCODE_VERDICTS:-$root/Tests/RealCode}" "$bin" "${checkouts[@]}" <<'PY'
import csv, json, os, re, subprocess, sys
from collections import Counter, defaultdict

verdict_dir, binary, checkouts = sys.argv[1], sys.argv[2], sys.argv[3:]
verdicts = []  # (repo, commit, path, line, rule, verdict)
for name in sorted(os.listdir(verdict_dir)):
    if not name.endswith(".tsv"):
        continue
    with open(os.path.join(verdict_dir, name), newline="") as f:
        for n, row in enumerate(csv.reader(f, delimiter="\t"), 1):
            if n == 1 and row and row[0] == "repository":
                continue
            if len(row) != 7 or row[5] not in ("TRUE", "NOISE", "WRONG") or not row[3].isdigit():
                sys.exit(f"{name}:{n}: expected repository, commit, path, line, rule, TRUE|NOISE|WRONG, reason")
            verdicts.append((row[0], row[1], row[2], int(row[3]), row[4], row[5]))
# A finding judged in two audits (two versions) counts once, with the later file's verdict.
latest = {}
for v in verdicts:
    latest[(v[0], v[2], v[3], v[4])] = v
verdicts = list(latest.values())
repos = sorted({v[0] for v in verdicts})
# Opt-in rules do not run by default: their verdicts are listed, not checked.
catalog = json.loads(subprocess.run([binary, "rules", "--format", "json"], capture_output=True, text=True).stdout)
opt_in = {r["code"] for r in catalog if r.get("optIn")}

def identify(path):
    try:
        url = subprocess.run(["git", "-C", path, "config", "--get", "remote.origin.url"],
                             capture_output=True, text=True).stdout.strip()
    except OSError:
        url = ""
    m = re.search(r"github\.com[:/]([^/]+)/([^/]+?)(?:\.git)?$", url)
    if m:
        return f"{m.group(1)}/{m.group(2)}"
    base = os.path.basename(os.path.normpath(path))
    for sep in ("+", "__"):
        if sep in base:
            return base.replace(sep, "/", 1)
    hits = [r for r in repos if r.split("/")[1].lower() == base.lower()]
    return hits[0] if len(hits) == 1 else None

judged, kept, dropped, new = Counter(), Counter(), Counter(), Counter()
lost = []
for path in checkouts:
    if not os.path.isdir(path):
        print(f"{path}: not a directory, skipped", file=sys.stderr)
        continue
    repo = identify(path)
    if repo is None:
        print(f"{path}: cannot tell which repository this is (no github origin, no OWNER+NAME directory name)", file=sys.stderr)
        continue
    mine = [v for v in verdicts if v[0] == repo]
    head = subprocess.run(["git", "-C", path, "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
    commits = {v[1] for v in mine}
    if mine and head and head not in commits:
        print(f"{path}: at {head[:12]}, verdicts are for {', '.join(c[:12] for c in sorted(commits))}; lines may have moved", file=sys.stderr)
    run = subprocess.run([binary, "--no-config", "--format", "json", "--fail-on", "never", "."],
                         cwd=path, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        print(f"{path}: layoutlint exited {run.returncode}: {run.stderr.strip()[:300]}", file=sys.stderr)
        continue
    found = {(d["path"], d["line"], d["rule"]) for d in json.loads(run.stdout)["diagnostics"]}
    covered = set()
    for (_, _, p, line, rule, verdict) in mine:
        key = (p, line, rule)
        covered.add(key)
        judged[rule] += 1
        if rule in opt_in:
            continue
        if verdict == "TRUE":
            if key in found:
                kept[rule] += 1
            else:
                lost.append(f"{repo} {p}:{line} {rule}")
        elif key not in found:
            dropped[rule] += 1
    for key in found - covered:
        new[key[2]] += 1

present = {identify(c) for c in checkouts if os.path.isdir(c)}
truths = Counter(v[4] for v in verdicts if v[5] == "TRUE" and v[0] in present and v[4] not in opt_in)
falses = Counter(v[4] for v in verdicts if v[5] != "TRUE" and v[0] in present and v[4] not in opt_in)
print(f"{'rule':6} {'judged':>6} {'TRUE kept':>10} {'NOISE/WRONG dropped':>20} {'new':>5}")
for rule in sorted(set(judged) | set(new)):
    if rule in opt_in:
        print(f"{rule:6} {judged[rule]:>6}   (opt-in: not run by default, not checked)")
        continue
    print(f"{rule:6} {judged[rule]:>6} {f'{kept[rule]}/{truths[rule]}':>10} {f'{dropped[rule]}/{falses[rule]}':>20} {new[rule]:>5}")
print(f"{'all':6} {sum(n for r, n in judged.items() if r not in opt_in):>6} {f'{sum(kept.values())}/{sum(truths.values())}':>10} "
      f"{f'{sum(dropped.values())}/{sum(falses.values())}':>20} {sum(new.values()):>5}")
for l in lost:
    print(f"TRUE finding no longer reported: {l}")
sys.exit(1 if lost else 0)
PY
