#!/usr/bin/env python3
"""The held-out measure of issue 26, in three steps, so that a round can be drawn and scored again.

  Scripts/heldout.py lint BIN OUTDIR CHECKOUT ...
      lint each checkout (a folder named OWNER+NAME) with the default rules, one JSON report each
      into OUTDIR (`--no-config --format json`).
  Scripts/heldout.py sample OUTDIR LIST.tsv ... --quota LL001=55,LL002=16 [--seed N] > sample.tsv
      draw the audit sample from OUTDIR's reports: per rule, one random finding per repository in
      turn (round-robin), no repository above a quarter of the rule's rows (unless the rule has
      findings in one repository only). LIST.tsv are the held-out lists (repository, commit, ...).
  Scripts/heldout.py weigh OUTDIR sample.tsv VERDICTS.tsv ...
      precision: per rule TRUE / NOISE / WRONG among the sampled rows, and the share of TRUE and
      WRONG weighted by each rule's findings with every repository capped at 20 per rule.
  Scripts/heldout.py recall BIN CHECKOUTS_DIR HUNT.tsv ...
      recall: hunted bugs found (same rule, same file, within two lines) by default and with every
      rule, and lookalikes flagged, per repository and per rule.

Verdict files: repository, commit, path, line, rule, verdict, reason (the first verdict of a row
counts). Hunt files: repository, commit, rule, path, line, TRUE-BUG|LOOKALIKE, reason.
"""
import collections
import csv
import json
import os
import random
import subprocess
import sys


def rows(path):
    with open(path, newline='') as f:
        return [r for r in csv.reader(f, delimiter='\t')][1:]


def lint(binary, folder, every_rule=False):
    extra = ['--select', 'ALL'] if every_rule else []
    out = subprocess.run([binary, '--no-config', '--format', 'json', *extra, '.'], cwd=folder,
                         capture_output=True, text=True).stdout
    return json.loads(out)['diagnostics']


def reports(outdir):
    """Findings per rule and repository key (OWNER+NAME) from OUTDIR's reports."""
    found = collections.defaultdict(lambda: collections.defaultdict(list))
    for name in sorted(os.listdir(outdir)):
        if name.endswith('.json'):
            with open(os.path.join(outdir, name)) as f:
                for d in json.load(f)['diagnostics']:
                    found[d['rule']][name[:-5]].append(d)
    return found


def cmd_lint(binary, outdir, checkouts):
    os.makedirs(outdir, exist_ok=True)
    for folder in checkouts:
        key = os.path.basename(os.path.normpath(folder))
        with open(os.path.join(outdir, key + '.json'), 'w') as f:
            json.dump({'diagnostics': lint(binary, folder)}, f)


def cmd_sample(outdir, lists, quota, seed):
    rng = random.Random(seed)
    commits = {r[0]: r[1] for path in lists for r in rows(path)}
    found = reports(outdir)
    picked = []
    for rule, wanted in quota.items():
        pools = {k: rng.sample(v, len(v)) for k, v in sorted(found[rule].items())}
        cap = wanted if len(pools) <= 1 else max(1, wanted // 4)
        order = sorted(pools)
        rng.shuffle(order)
        taken = collections.Counter()
        chosen = []
        while len(chosen) < wanted:
            progress = False
            for k in order:
                if len(chosen) < wanted and pools[k] and taken[k] < cap:
                    chosen.append((k, pools[k].pop()))
                    taken[k] += 1
                    progress = True
            if not progress:
                break
        print(f'{rule}: {sum(len(v) for v in found[rule].values())} findings, {len(chosen)} sampled, '
              f'at most {cap} per repository', file=sys.stderr)
        picked += [(rule, k, d) for k, d in chosen]
    rng.shuffle(picked)
    print('id\trepository\tcommit\tpath\tline\trule\tmessage')
    for i, (rule, key, d) in enumerate(picked, 1):
        repo = key.replace('+', '/', 1)
        message = d['message'].replace('\t', ' ')
        print(f"{i}\t{repo}\t{commits.get(repo, '')}\t{d['path']}\t{d['line']}\t{rule}\t{message}")


def cmd_weigh(outdir, sample, verdict_files):
    found = reports(outdir)
    verdicts = {}
    for path in verdict_files:
        for r in rows(path):
            if len(r) >= 6:
                verdicts.setdefault((r[0], r[2], r[3], r[4]), r[5].strip().upper())
    per = collections.defaultdict(collections.Counter)
    for s in rows(sample):
        per[s[5]][verdicts.get((s[1], s[3], s[4], s[5]), 'pending')] += 1
    weight = true = wrong = 0.0
    raw_true = raw_judged = 0
    for rule in sorted(per):
        c = per[rule]
        judged = c['TRUE'] + c['NOISE'] + c['WRONG']
        w = sum(min(len(v), 20) for v in found[rule].values())
        share = f"{c['TRUE'] / judged:.0%}" if judged else '-'
        print(f'{rule}: {sum(len(v) for v in found[rule].values())} findings, capped weight {w}, '
              f'{dict(c)} {share}')
        if judged:
            weight += w
            true += w * c['TRUE'] / judged
            wrong += w * c['WRONG'] / judged
        raw_true += c['TRUE']
        raw_judged += judged
    if weight:
        print(f'weighted TRUE {true / weight:.1%}, WRONG {wrong / weight:.1%}; raw {raw_true}/{raw_judged}')


def cmd_recall(binary, checkouts_dir, hunt_files):
    hunts = [r for path in hunt_files for r in rows(path) if len(r) >= 6]
    repos = sorted({r[0] for r in hunts})
    for every_rule in (False, True):
        found = {}
        for repo in repos:
            found[repo] = {(d['path'], d['rule'], d['line'])
                           for d in lint(binary, os.path.join(checkouts_dir, repo.replace('/', '+')), every_rule)}
        bugs, hits, looks, flagged = (collections.Counter() for _ in range(4))
        rule_bugs, rule_hits = collections.Counter(), collections.Counter()
        for repo, _, rule, path, line, verdict, *_ in hunts:
            hit = any((path, rule, n) in found[repo] for n in range(int(line) - 2, int(line) + 3))
            if verdict.strip().upper() == 'TRUE-BUG':
                bugs[repo] += 1
                hits[repo] += hit
                rule_bugs[rule] += 1
                rule_hits[rule] += hit
            else:
                looks[repo] += 1
                flagged[repo] += hit
        b, h, l, f = (sum(c.values()) for c in (bugs, hits, looks, flagged))
        print(f"{'every rule' if every_rule else 'default'}: bugs {h}/{b} ({h / max(b, 1):.2f}), "
              f'lookalikes flagged {f}/{l} ({f / max(l, 1):.0%})')
        for repo in repos:
            print(f'  {repo}: bugs {hits[repo]}/{bugs[repo]}, lookalikes {flagged[repo]}/{looks[repo]}')
        print('  per rule: ' + ' '.join(f'{k} {rule_hits[k]}/{rule_bugs[k]}' for k in sorted(rule_bugs)))


def main(argv):
    if len(argv) < 2 or argv[1] in ('-h', '--help'):
        print(__doc__)
        return 0
    command, args = argv[1], argv[2:]
    if command == 'lint' and len(args) >= 3:
        cmd_lint(args[0], args[1], args[2:])
    elif command == 'sample' and len(args) >= 2:
        seed, quota, lists = 0, {}, []
        i = 1
        while i < len(args):
            if args[i] == '--seed':
                seed = int(args[i + 1])
                i += 2
            elif args[i] == '--quota':
                quota = {k: int(v) for k, v in (p.split('=') for p in args[i + 1].split(','))}
                i += 2
            else:
                lists.append(args[i])
                i += 1
        if not quota:
            print('sample needs --quota RULE=N,...', file=sys.stderr)
            return 2
        cmd_sample(args[0], lists, quota, seed)
    elif command == 'weigh' and len(args) >= 3:
        cmd_weigh(args[0], args[1], args[2:])
    elif command == 'recall' and len(args) >= 3:
        cmd_recall(args[0], args[1], args[2:])
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
