#!/usr/bin/env bash
# Drives `layoutlint server` from a real LSP client that this project did not write: headless
# Neovim (0.7 or later, as Debian packages it). It opens a Swift file with a layout bug, waits for
# the diagnostics, asks for the code actions at the finding, applies the preferred quick fix,
# waits for the diagnostics to clear, and prints each step. Exit status 0 when every step passed.
#
#   Scripts/lsp-smoke.sh [--bin PATH]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=""
[ "${1:-}" = "--bin" ] && bin=$2
if [ -z "$bin" ]; then
  (cd "$root" && swift build 2>&1 | tail -1) >&2
  bin="$(cd "$root" && swift build --show-bin-path)/layoutlint"
fi
command -v nvim >/dev/null || { echo "lsp-smoke.sh needs nvim (apt-get install neovim)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/CardView.swift" <<'SWIFT'
import UIKit

final class CardView: UIView {
    private let label = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = frame.insetBy(dx: 8, dy: 8) // é😀
    }
}
SWIFT
cat > "$work/smoke.lua" <<'LUA'
local bin, dir = _G.LAYOUTLINT_BIN, _G.SMOKE_DIR
local out = io.open(dir .. "/result.txt", "w")
local function say(s) out:write(s .. "\n"); out:flush() end
local failed = false
local function check(ok, what) say((ok and "ok   " or "FAIL ") .. what); if not ok then failed = true end end

vim.cmd("edit " .. dir .. "/CardView.swift")
local id = vim.lsp.start_client({ name = "layoutlint", cmd = { bin, "server" }, root_dir = dir,
                                  init_options = { debounceMilliseconds = 0 } })
vim.lsp.buf_attach_client(0, id)
check(vim.wait(10000, function() return #vim.diagnostic.get(0) > 0 end, 20), "diagnostics published after opening the file")
local d = vim.diagnostic.get(0)[1]
if d then
  say(string.format("     %d:%d-%d:%d %s %s", d.lnum + 1, d.col + 1, d.end_lnum + 1, d.end_col + 1, d.code or "?", d.message))
  check(d.code == "LL001" and d.lnum == 7 and d.col == 22, "LL001 on `frame`, UTF-16 position exact")
  local params = { textDocument = vim.lsp.util.make_text_document_params(),
                   range = { start = { line = d.lnum, character = d.col }, ["end"] = { line = d.end_lnum, character = d.end_col } },
                   context = { diagnostics = {}, only = { "quickfix" } } }
  local replies = vim.lsp.buf_request_sync(0, "textDocument/codeAction", params, 5000) or {}
  local chosen
  for _, reply in pairs(replies) do
    for _, action in ipairs(reply.result or {}) do
      say("     action: " .. action.title)
      if action.isPreferred and not chosen then chosen = action end
    end
  end
  check(chosen ~= nil, "a preferred quick fix is offered")
  if chosen then
    vim.lsp.util.apply_workspace_edit(chosen.edit, "utf-16")
    say("     line 8 now: " .. vim.api.nvim_buf_get_lines(0, 7, 8, false)[1])
    check(vim.wait(10000, function() return #vim.diagnostic.get(0) == 0 end, 20), "diagnostics cleared after the fix")
  end
end
vim.lsp.stop_client(id)
say(failed and "FAILED" or "PASSED")
out:close()
vim.cmd("qa!")
LUA
timeout 60 nvim --headless -u NONE -i NONE \
  -c "lua _G.LAYOUTLINT_BIN='$bin'; _G.SMOKE_DIR='$work'" -c "luafile $work/smoke.lua" >/dev/null 2>&1 || true
if [ ! -f "$work/result.txt" ]; then echo "neovim did not run the smoke script" >&2; exit 1; fi
cat "$work/result.txt"
grep -q '^PASSED$' "$work/result.txt"
