#!/usr/bin/env bash
# layoutlint against what people judged on real code: the audit verdicts (precision) and the
# hunts (recall), and a gate against crashes and hangs.
#
#   Scripts/realcode.sh [--bin PATH] [--record] [--timeout SECONDS] CHECKOUT ...
#
# Each CHECKOUT is a local clone of a public repository. Its identity is read from its `origin`
# remote (github.com/OWNER/NAME), or else from the directory name (`OWNER+NAME`, `OWNER__NAME`, or
# `NAME` when that is unique among the verdicts and hunts). Each is linted twice with
# `--no-config`: with the default rules and with `--select ALL`.
#
# Precision, from Tests/RealCode/*.tsv (repository, commit, path, line, rule, TRUE|NOISE|WRONG,
# reason; a finding judged twice keeps the verdict of the file that sorts last):
#   judged   audited findings of the rule on the checkouts given
#   TRUE     audited TRUE findings still reported (they must stay)
#   dropped  audited NOISE/WRONG findings no longer reported (these should go)
#   new      findings no verdict covers
# Recall, from Tests/RealCode/hunts/*.tsv (repository, commit, rule, path, line, TRUE-BUG|LOOKALIKE,
# reason), bugs listed by reviewers who never saw layoutlint's output:
#   bugs     hunted bugs of the rule found by default / with every rule, and how many were hunted
#   lookalikes  hunted lookalikes flagged with every rule, of how many
# A hunted site is found by a finding of the same rule in the same file within two lines of it
# (each finding counts for one site, nearest first).
#
# Crashes and hangs: a file whose lint ended in an internal error, or a checkout that does not
# finish within --timeout seconds (default 600; its files are then linted one by one to name the
# ones that hang), fails the run.
#
# Exit status: 1 when a TRUE finding or a hunted bug listed in Tests/RealCode/hunts/reported.tsv is
# no longer reported, or a file crashed or hung; 0 otherwise; 2 on bad input. --record rewrites
# reported.tsv with the hunted bugs found now (by the checkouts given).
# REALCODE_VERDICTS=DIR reads the verdicts (and DIR/hunts) from DIR instead of Tests/RealCode.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=""
record=0
timeout=600
checkouts=()
while [ $# -gt 0 ]; do
  case "$1" in
    --bin) bin=$2; shift 2 ;;
    --record) record=1; shift ;;
    --timeout) timeout=$2; shift 2 ;;
    -h|--help) sed -n '2,33p' "$0"; exit 0 ;;
    *) checkouts+=("$1"); shift ;;
  esac
done
[ ${#checkouts[@]} -gt 0 ] || { echo "usage: Scripts/realcode.sh [--bin PATH] [--record] [--timeout S] CHECKOUT ..." >&2; exit 2; }
if [ -z "$bin" ]; then
  (cd "$root" && swift build -c release 2>&1 | tail -1) >&2
  bin="$(cd "$root" && swift build -c release --show-bin-path)/layoutlint"
fi
[ -x "$bin" ] || { echo "realcode.sh: no layoutlint binary at $bin" >&2; exit 2; }
bin="$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")"  # the checkouts are linted from inside
command -v python3 >/dev/null || { echo "realcode.sh needs python3" >&2; exit 2; }
exec python3 - "${REALCODE_VERDICTS:-$root/Tests/RealCode}" "$bin" "$record" "$timeout" "${checkouts[@]}" <<'PY'
import csv, json, os, re, subprocess, sys
from collections import Counter, defaultdict

folder, binary, record, timeout, checkouts = sys.argv[1], sys.argv[2], sys.argv[3] == "1", float(sys.argv[4]), sys.argv[5:]
hunt_folder = os.path.join(folder, "hunts")

def rows(path, width):
    with open(path, newline="") as f:
        for n, row in enumerate(csv.reader(f, delimiter="\t"), 1):
            if n == 1 and row and row[0] == "repository":
                continue
            if len(row) != width:
                sys.exit(f"{path}:{n}: expected {width} tab-separated columns")
            yield n, row

verdicts = {}  # (repo, path, line, rule) -> verdict; a later file wins
for name in sorted(os.listdir(folder)):
    if not name.endswith(".tsv"):
        continue
    for n, r in rows(os.path.join(folder, name), 7):
        if r[5] not in ("TRUE", "NOISE", "WRONG") or not r[3].isdigit():
            sys.exit(f"{name}:{n}: expected repository, commit, path, line, rule, TRUE|NOISE|WRONG, reason")
        verdicts[(r[0], r[2], int(r[3]), r[4])] = r[5]
hunts = []  # (repo, rule, path, line, kind)
if os.path.isdir(hunt_folder):
    for name in sorted(os.listdir(hunt_folder)):
        if not name.endswith(".tsv") or name == "reported.tsv":
            continue
        for n, r in rows(os.path.join(hunt_folder, name), 7):
            if r[5] not in ("TRUE-BUG", "LOOKALIKE") or not r[4].isdigit():
                sys.exit(f"hunts/{name}:{n}: expected repository, commit, rule, path, line, TRUE-BUG|LOOKALIKE, reason")
            hunts.append((r[0], r[2], r[3], int(r[4]), r[5]))
reported_file = os.path.join(hunt_folder, "reported.tsv")
expected_found = set()  # (repo, rule, path, line, mode)
if os.path.exists(reported_file):
    for _, r in rows(reported_file, 5):
        expected_found.add((r[0], r[1], r[2], int(r[3]), r[4]))
known = sorted({k[0] for k in verdicts} | {h[0] for h in hunts})

catalog = json.loads(subprocess.run([binary, "rules", "--format", "json"], capture_output=True, text=True).stdout)
opt_in = {r["code"] for r in catalog if r.get("optIn")}

def identify(path):
    url = subprocess.run(["git", "-C", path, "config", "--get", "remote.origin.url"], capture_output=True, text=True).stdout.strip()
    m = re.search(r"github\.com[:/]([^/]+)/([^/]+?)(?:\.git)?$", url)
    if m:
        return f"{m.group(1)}/{m.group(2)}"
    base = os.path.basename(os.path.normpath(path))
    for sep in ("+", "__"):
        if sep in base:
            return base.replace(sep, "/", 1)
    hits = [r for r in known if r.split("/")[1].lower() == base.lower()]
    return hits[0] if len(hits) == 1 else None

failures = []

def lint(path, select_all):
    args = [binary, "--no-config", "--format", "json", "--fail-on", "never"] + (["--select", "ALL"] if select_all else []) + ["."]
    try:
        run = subprocess.run(args, cwd=path, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        failures.append(f"HANG {path}: no result in {timeout:.0f} s")
        names = sorted(os.path.relpath(os.path.join(d, f), path) for d, _, fs in os.walk(path)
                       if "/.git" not in d for f in fs if f.endswith((".swift", ".cs", ".m", ".mm", ".h")))
        for name in names:
            try:
                subprocess.run(args[:-1] + [name], cwd=path, capture_output=True, text=True, timeout=30)
            except subprocess.TimeoutExpired:
                failures.append(f"HANG {path}/{name}: no result in 30 s")
        return None
    if not run.stdout.strip():
        failures.append(f"CRASH {path}: layoutlint ended with status {run.returncode}: {run.stderr.strip()[-300:]}")
        return None
    report = json.loads(run.stdout)
    for e in report.get("errors", []):
        if "internal error" in e.get("message", ""):
            failures.append(f"CRASH {path}/{e['path']}: {e['message']}")
    return report["diagnostics"]

def match(sites, findings):
    """The hunted sites (rule, path, line) found by findings of the same rule and file within two
    lines, each finding used once, nearest first."""
    lines = defaultdict(set)
    for d in findings:
        lines[(d["rule"], d["path"])].add(d["line"])
    pairs = sorted((abs(line - s[2]), s, line) for s in sites for line in lines.get((s[0], s[1]), ()) if abs(line - s[2]) <= 2)
    found, used = set(), set()
    for _, s, line in pairs:
        if s not in found and (s[0], s[1], line) not in used:
            found.add(s)
            used.add((s[0], s[1], line))
    return found

judged, kept, truths, dropped, falses, new = Counter(), Counter(), Counter(), Counter(), Counter(), Counter()
bugs, found_default, found_all, looks, looks_flagged = Counter(), Counter(), Counter(), Counter(), Counter()
lost, now_found, seen_repos = [], set(), set()
for path in checkouts:
    if not os.path.isdir(path):
        print(f"{path}: not a directory, skipped", file=sys.stderr)
        continue
    repo = identify(path)
    if repo is None:
        print(f"{path}: cannot tell which repository this is (no github origin, no OWNER+NAME directory name)", file=sys.stderr)
        continue
    seen_repos.add(repo)
    default = lint(path, False)
    every = lint(path, True)
    if default is None or every is None:
        continue
    found = {(d["path"], d["line"], d["rule"]) for d in default}
    mine = {k: v for k, v in verdicts.items() if k[0] == repo}
    for (_, p, line, rule), verdict in mine.items():
        judged[rule] += 1
        if rule in opt_in:
            continue
        if verdict == "TRUE":
            truths[rule] += 1
            if (p, line, rule) in found:
                kept[rule] += 1
            else:
                lost.append(f"TRUE finding no longer reported: {repo} {p}:{line} {rule}")
        else:
            falses[rule] += 1
            if (p, line, rule) not in found:
                dropped[rule] += 1
    for key in found - {(k[1], k[2], k[3]) for k in mine}:
        new[key[2]] += 1
    sites = [(h[1], h[2], h[3]) for h in hunts if h[0] == repo and h[4] == "TRUE-BUG"]
    lookalikes = [(h[1], h[2], h[3]) for h in hunts if h[0] == repo and h[4] == "LOOKALIKE"]
    hit_default, hit_all = match(sites, default), match(sites, every)
    for s in sites:
        bugs[s[0]] += 1
        found_default[s[0]] += s in hit_default
        found_all[s[0]] += s in hit_all
        if s in hit_default:
            now_found.add((repo, s[0], s[1], s[2], "default"))
        if s in hit_all:
            now_found.add((repo, s[0], s[1], s[2], "all"))
    for s in match(lookalikes, every):
        looks_flagged[s[0]] += 1
    for s in lookalikes:
        looks[s[0]] += 1
    for e in sorted(expected_found):
        if e[0] == repo and e not in now_found:
            lost.append(f"hunted bug no longer found ({e[4]}): {repo} {e[2]}:{e[3]} {e[1]}")

def ratio(a, b):
    return f"{a}/{b}" if b else "-"
rules = sorted(set(judged) | set(new) | set(bugs) | set(looks))
print(f"{'rule':6} {'judged':>6} {'TRUE kept':>10} {'dropped':>8} {'new':>5} | {'bugs default':>12} {'bugs all':>9} {'lookalikes':>10}")
for rule in rules:
    mark = "*" if rule in opt_in else " "
    print(f"{rule:5}{mark} {judged[rule]:>6} {ratio(kept[rule], truths[rule]):>10} {ratio(dropped[rule], falses[rule]):>8} {new[rule]:>5} | "
          f"{ratio(found_default[rule], bugs[rule]):>12} {ratio(found_all[rule], bugs[rule]):>9} {ratio(looks_flagged[rule], looks[rule]):>10}")
total = lambda c: sum(c.values())
print(f"{'all':6} {total(judged):>6} {ratio(total(kept), total(truths)):>10} {ratio(total(dropped), total(falses)):>8} {total(new):>5} | "
      f"{ratio(total(found_default), total(bugs)):>12} {ratio(total(found_all), total(bugs)):>9} {ratio(total(looks_flagged), total(looks)):>10}")
if total(bugs):
    print(f"recall: default {total(found_default) / total(bugs):.2f}, every rule {total(found_all) / total(bugs):.2f}; "
          f"lookalikes flagged {total(looks_flagged) / max(1, total(looks)):.2f}   (* opt-in rule)")
if record:
    with open(reported_file, "w") as f:
        f.write("repository\trule\tpath\tline\tmode\n")
        for e in sorted(now_found | {e for e in expected_found if e[0] not in seen_repos}):
            f.write(f"{e[0]}\t{e[1]}\t{e[2]}\t{e[3]}\t{e[4]}\n")
    print(f"recorded {len(now_found)} found hunted bugs in {reported_file}")
for line in lost + failures:
    print(line)
sys.exit(1 if lost or failures else 0)
PY
