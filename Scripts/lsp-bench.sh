#!/usr/bin/env bash
# Benchmarks `layoutlint server` on one large document: the time from a change to the published
# diagnostics of that version (debounce set to 0), and the server's resident memory before and
# after many edits. Prints figures; it asserts nothing.
#
#   Scripts/lsp-bench.sh [--bin PATH] [--lines N] [--edits N]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin="" lines=10000 edits=1000
while [ $# -gt 0 ]; do
  case "$1" in
    --bin) bin=$2; shift 2 ;;
    --lines) lines=$2; shift 2 ;;
    --edits) edits=$2; shift 2 ;;
    *) echo "usage: Scripts/lsp-bench.sh [--bin PATH] [--lines N] [--edits N]" >&2; exit 2 ;;
  esac
done
if [ -z "$bin" ]; then
  (cd "$root" && swift build -c release 2>&1 | tail -1) >&2
  bin="$(cd "$root" && swift build -c release --show-bin-path)/layoutlint"
fi
exec python3 - "$bin" "$lines" "$edits" <<'PY'
import json, os, select, subprocess, sys, time
bin, lines, edits = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
# A Swift file of view classes with layout code, about `lines` lines long.
unit = """final class CardView{n}: UIView {{
    private let label = UILabel()
    private let badge = UIView()
    override func layoutSubviews() {{
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 8, dy: 8)
        badge.center = CGPoint(x: bounds.midX, y: bounds.midY)
        let width = bounds.width - 16
        label.preferredMaxLayoutWidth = width
    }}
    func refresh() {{
        setNeedsLayout()
    }}
}}
"""
text = "import UIKit\n" + "".join(unit.format(n=n) for n in range(lines // 14 + 1))
text_lines = text.count("\n")
p = subprocess.Popen([bin, "server"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
buf = b""
def send(obj):
    b = json.dumps(obj).encode()
    p.stdin.write(b"Content-Length: %d\r\n\r\n" % len(b) + b); p.stdin.flush()
def read():
    global buf
    while True:
        i = buf.find(b"\r\n\r\n")
        if i >= 0:
            n = int(buf[:i].split(b":")[1])
            if len(buf) >= i + 4 + n:
                m = json.loads(buf[i + 4:i + 4 + n]); buf = buf[i + 4 + n:]; return m
        r, _, _ = select.select([p.stdout], [], [], 30)
        if not r: raise SystemExit("the server did not answer in 30 s")
        buf += os.read(p.stdout.fileno(), 1 << 20)
def wait_version(v):
    while True:
        m = read()
        if m.get("method") == "textDocument/publishDiagnostics" and m["params"].get("version") == v: return m
def rss_kib():
    for line in open(f"/proc/{p.pid}/status"):
        if line.startswith("VmRSS:"): return int(line.split()[1])
    return 0
uri = "file:///tmp/layoutlint-bench/Big.swift"
send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"processId": None, "capabilities": {},
      "initializationOptions": {"debounceMilliseconds": 0}}})
read()
send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
t0 = time.perf_counter()
send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}}})
wait_version(1)
first = (time.perf_counter() - t0) * 1000
rss_start = rss_kib()
times = []
for k in range(edits):
    v = k + 2
    line = 6 + 14 * (k % (lines // 14))
    # Alternately insert and remove a space inside a line of layout code.
    change = {"range": {"start": {"line": line, "character": 8}, "end": {"line": line, "character": 8 + (k % 2)}}, "text": " " if k % 2 == 0 else ""}
    t = time.perf_counter()
    send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": uri, "version": v}, "contentChanges": [change]}})
    wait_version(v)
    times.append((time.perf_counter() - t) * 1000)
    if k == 99: rss_100 = rss_kib()
rss_end = rss_kib()
send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}); send({"jsonrpc": "2.0", "method": "exit"})
p.wait(timeout=10)
times.sort()
q = lambda f: times[min(len(times) - 1, int(f * len(times)))]
print(f"document: {text_lines} lines, {len(text.encode())} bytes; {edits} incremental edits")
print(f"first lint after open: {first:.1f} ms")
print(f"change → diagnostics: median {q(0.5):.1f} ms, p95 {q(0.95):.1f} ms, max {times[-1]:.1f} ms")
print(f"resident memory: {rss_start / 1024:.1f} MiB after open, {rss_100 / 1024:.1f} MiB after 100 edits, {rss_end / 1024:.1f} MiB after {edits}")
PY
