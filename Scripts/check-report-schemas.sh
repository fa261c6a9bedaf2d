#!/usr/bin/env bash
# Validates the golden reports of the structured formats against their schemas (jsonschema from
# PyPI): the JSON report and SARIF against ../shared/schemas, SonarQube's generic issues and
# reviewdog's rdjson against the schemas written from their documentation in Tests/Fixtures/schemas,
# and the JSON lines records against the JSON report's diagnostic object. CSV parses with Python's csv.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
python3 -c 'import jsonschema' 2>/dev/null || python3 -m pip install --quiet jsonschema
exec python3 - "$root" <<'PY'
import csv, glob, io, json, os, sys
import jsonschema
root = sys.argv[1]
reports = os.path.join(root, "Tests/Fixtures/reports")
shared = os.path.join(root, "../shared/schemas")
def load(p): return json.load(open(p))
checks = [("report.json", os.path.join(shared, "report.schema.json"))]
if os.path.exists(os.path.join(shared, "sarif-schema-2.1.0.json")): checks.append(("report.sarif", os.path.join(shared, "sarif-schema-2.1.0.json")))
for prefix in ["report", "hostile", "empty"]:
    checks.append((f"{prefix}.sonarqube.json", os.path.join(root, "Tests/Fixtures/schemas/sonarqube-generic-issues.schema.json")))
    checks.append((f"{prefix}.rdjson", os.path.join(root, "Tests/Fixtures/schemas/rdjson.schema.json")))
failed = 0
for name, schema in checks:
    try:
        jsonschema.validate(load(os.path.join(reports, name)), load(schema))
        print(f"ok   {name} against {os.path.basename(schema)}")
    except Exception as e:
        failed += 1; print(f"FAIL {name}: {str(e).splitlines()[0]}")
item = load(os.path.join(shared, "report.schema.json"))["properties"]["diagnostics"]["items"]
for prefix in ["report", "hostile", "empty"]:
    lines = open(os.path.join(reports, f"{prefix}.jsonl")).read().splitlines()
    try:
        for line in lines:
            obj = json.loads(line)
            if "error" not in obj: jsonschema.validate(obj, item)
        print(f"ok   {prefix}.jsonl: {len(lines)} records")
    except Exception as e:
        failed += 1; print(f"FAIL {prefix}.jsonl: {str(e).splitlines()[0]}")
    rows = list(csv.reader(io.StringIO(open(os.path.join(reports, f"{prefix}.csv"), newline="").read())))
    ok = rows and all(len(r) == len(rows[0]) for r in rows)
    print(("ok  " if ok else "FAIL") + f" {prefix}.csv: {len(rows) - 1} rows")
    failed += 0 if ok else 1
sys.exit(1 if failed else 0)
PY
