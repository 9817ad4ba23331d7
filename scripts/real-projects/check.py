#!/usr/bin/env python3
"""Runs `widget-tui doctor --project` on every project of ../shared/real-projects (public iOS, macOS
and Flutter projects as after `git clone`) and compares each with the verdict a correct doctor
gives, written in expected.tsv beside this script: the exit code, every PROBLEM and every WARNING
(as check@file[:line]). Prints expected and actual per project; exits 1 when one differs.

    scripts/real-projects/check.py [--projects DIR] [--binary PATH]

The projects are read-only inputs: nothing of them is copied into the repository.
"""
import argparse
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def findings_key(finding):
    place = finding.get("file") or "-"
    if finding.get("line") is not None:
        place += ":%d" % finding["line"]
    return "%s@%s" % (finding.get("check") or finding.get("area"), place)


def parse_list(text):
    return [] if text == "-" else sorted(text.split(";"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--projects", default=os.path.join(ROOT, "..", "shared", "real-projects"))
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "widget-tui"))
    args = parser.parse_args()
    if not os.path.isdir(args.projects):
        print("real-projects: %s is not here; nothing to check" % args.projects)
        return 0
    rows = []
    with open(os.path.join(HERE, "expected.tsv"), encoding="utf-8") as table:
        for line in table:
            if line.startswith("#") or not line.strip():
                continue
            path, verdict, problems, warnings, proof = line.rstrip("\n").split("\t")
            rows.append((path, verdict, parse_list(problems), parse_list(warnings), proof))
    differ = 0
    for path, verdict, problems, warnings, proof in rows:
        run = subprocess.run([args.binary, "doctor", "--project", os.path.join(args.projects, path), "--json"],
                             capture_output=True, text=True, timeout=120)
        try:
            document = json.loads(run.stdout)
        except ValueError:
            document = {"findings": []}
        found = document.get("findings", [])
        actual_problems = sorted(findings_key(f) for f in found if f["severity"] == "problem")
        actual_warnings = sorted(findings_key(f) for f in found if f["severity"] == "warning")
        actual_verdict = "problem" if run.returncode == 1 else "healthy" if run.returncode == 0 else "exit %d" % run.returncode
        agrees = (actual_verdict, actual_problems, actual_warnings) == (verdict, problems, warnings)
        differ += not agrees
        print("%s %s" % ("agree " if agrees else "DIFFER", path))
        print("    expected %-7s problems %s warnings %s" % (verdict, ";".join(problems) or "-", ";".join(warnings) or "-"))
        print("    actual   %-7s problems %s warnings %s" % (actual_verdict, ";".join(actual_problems) or "-", ";".join(actual_warnings) or "-"))
    print("real-projects: %d of %d projects agree with expected.tsv" % (len(rows) - differ, len(rows)))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
