#!/usr/bin/env bash
# Checks .pre-commit-hooks.yaml with pre-commit itself (`pip install pre-commit`): `pre-commit
# try-repo` against this repository, in a temporary git repository, passes on a clean file and
# fails, naming the finding, on a bad one. pre-commit builds layoutlint on the way (a few minutes).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
command -v pre-commit >/dev/null || python3 -m pip install --quiet pre-commit
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
git init -q .
git config user.email check@example.com
git config user.name check
cat > Clean.swift <<'SWIFT'
final class CardView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}
SWIFT
sed 's/= bounds/= frame/' Clean.swift > Bad.swift
git add Clean.swift Bad.swift
ok=1
if clean=$(pre-commit try-repo "$root" layoutlint --files Clean.swift 2>&1); then
  echo "ok   a clean file passes"
else
  echo "$clean" | tail -20; echo "FAIL a clean file passes"; ok=0
fi
if bad=$(pre-commit try-repo "$root" layoutlint --files Bad.swift 2>&1); then
  echo "$bad" | tail -20; echo "FAIL a file with a finding fails"; ok=0
else
  echo "$bad" | grep -E "Bad.swift:4:23: warning" | sed 's/^/     /'
  if grep -q "Bad.swift:4:23: warning: .*\[LL001 own-frame\]" <<<"$bad"; then echo "ok   a file with a finding fails, naming it"
  else echo "$bad" | tail -20; echo "FAIL the finding is not named"; ok=0; fi
fi
[ $ok = 1 ] && echo PASSED || { echo FAILED; exit 1; }
