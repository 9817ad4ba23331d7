#!/usr/bin/env python3
"""Runs `widget-tui doctor --project` on every project of ../shared/real-projects (public iOS, macOS
and Flutter projects as after `git clone`) and compares each with the verdict a correct doctor
gives, written in expected.tsv beside this script: the exit code, every PROBLEM and every WARNING
(as check@file[:line]). Prints expected and actual per project; exits 1 when one differs.

    scripts/real-projects/check.py [--projects DIR] [--binary PATH] [--table FILE] [--known FILE]

The table always holds the correct verdict, never doctor's. Where doctor is known to be wrong
today, known-misses.tsv (--known) records what doctor says instead, row by row: such a row passes
only while doctor says exactly that, so a change either way (a fix, or another wrong answer) fails
until the file is updated, and a fixed row must leave it. The misses are counted in the summary.

The projects are read-only inputs: nothing of them is copied into the repository.
mutate.py imports the helpers below (the table, one doctor run, the comparison).
"""
import argparse
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DEFAULT_PROJECTS = os.path.join(ROOT, "..", "shared", "real-projects")
DEFAULT_BINARY = os.path.join(ROOT, ".build", "debug", "widget-tui")
DEFAULT_TABLE = os.path.join(HERE, "expected.tsv")
DEFAULT_KNOWN = os.path.join(HERE, "known-misses.tsv")


def findings_key(finding):
    place = finding.get("file") or "-"
    if finding.get("line") is not None:
        place += ":%d" % finding["line"]
    return "%s@%s" % (finding.get("check") or finding.get("area"), place)


def parse_list(text):
    return [] if text == "-" else sorted(text.split(";"))


def read_table(path=DEFAULT_TABLE):
    """The rows of a verdict table: (path, verdict, problems, warnings, proof). A table may carry more
    columns after these five (outside.tsv: the repository, its commit and the verdict before this round)."""
    rows = []
    with open(path, encoding="utf-8") as table:
        for line in table:
            if line.startswith("#") or not line.strip():
                continue
            path, verdict, problems, warnings, proof = line.rstrip("\n").split("\t")[:5]
            rows.append((path, verdict, parse_list(problems), parse_list(warnings), proof))
    return rows


def run_doctor(binary, project, timeout=120):
    """One `doctor --project PROJECT --json`: (exit code, the JSON document; no findings if unreadable)."""
    run = subprocess.run([binary, "doctor", "--project", project, "--json"],
                         capture_output=True, text=True, timeout=timeout)
    try:
        document = json.loads(run.stdout)
    except ValueError:
        document = {"findings": []}
    return run.returncode, document


def verdict_of(returncode, document):
    """What check.py compares: (verdict, sorted problems, sorted warnings) as the table writes them."""
    found = document.get("findings", [])
    problems = sorted(findings_key(f) for f in found if f["severity"] == "problem")
    warnings = sorted(findings_key(f) for f in found if f["severity"] == "warning")
    verdict = "problem" if returncode == 1 else "healthy" if returncode == 0 else "exit %d" % returncode
    return verdict, problems, warnings


def agrees(row, actual):
    """Whether doctor's (verdict, problems, warnings) is the row's."""
    _, verdict, problems, warnings, _ = row
    return actual == (verdict, problems, warnings)


def read_known(path):
    """Known misses: path -> (verdict, problems, warnings) as doctor gives them today."""
    known = {}
    if not path or not os.path.exists(path):
        return known
    with open(path, encoding="utf-8") as table:
        for line in table:
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            known[fields[0]] = (fields[1], parse_list(fields[2]), parse_list(fields[3]))
    return known


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--projects", default=DEFAULT_PROJECTS)
    parser.add_argument("--binary", default=DEFAULT_BINARY)
    parser.add_argument("--table", default=DEFAULT_TABLE, help="the verdict table (default expected.tsv; outside.tsv for the outside projects)")
    parser.add_argument("--known", default=DEFAULT_KNOWN,
                        help="doctor's known wrong answers, by path (default known-misses.tsv; '' for none)")
    parser.add_argument("--record-known", metavar="FILE", help="write every difference found as known misses to FILE")
    parser.add_argument("--timeout", type=int, default=120, help="seconds one doctor run may take: longer is a difference (a hang), not a crash of the run")
    args = parser.parse_args(argv)
    if not os.path.isdir(args.projects):
        print("real-projects: %s is not here; nothing to check" % args.projects)
        return 0
    rows = read_table(args.table)
    known = read_known(args.known)
    differ = misses = stale = 0
    recorded = []
    for row in rows:
        path, verdict, problems, warnings, _ = row
        try:
            actual = verdict_of(*run_doctor(args.binary, os.path.join(args.projects, path), timeout=args.timeout))
        except subprocess.TimeoutExpired:
            # A run over the time limit is this project's difference (a defect of speed), not the end of the check.
            actual = ("timed out after %d s" % args.timeout, [], [])
        same = agrees(row, actual)
        actual_verdict, actual_problems, actual_warnings = actual
        if not same:
            recorded.append("%s\t%s\t%s\t%s" % (path, actual_verdict, ";".join(actual_problems) or "-", ";".join(actual_warnings) or "-"))
        if same and path in known:
            stale += 1
            label = "FIXED "  # agrees now: its known-miss row must go
        elif not same and known.get(path) == actual:
            misses += 1
            label = "known "
        else:
            differ += not same
            label = "agree " if same else "DIFFER"
        print("%s %s" % (label, path))
        print("    expected %-7s problems %s warnings %s" % (verdict, ";".join(problems) or "-", ";".join(warnings) or "-"))
        print("    actual   %-7s problems %s warnings %s" % (actual_verdict, ";".join(actual_problems) or "-", ";".join(actual_warnings) or "-"))
    agreeing = len(rows) - differ - misses
    print("real-projects: %d of %d projects agree with %s; %d known misses (%s), %d other differences, %d fixed but still listed"
          % (agreeing, len(rows), os.path.basename(args.table), misses, os.path.basename(args.known or "-"), differ, stale))
    if args.record_known:
        with open(args.record_known, "w", encoding="utf-8") as out:
            out.write("# doctor's known wrong answers on %s (check.py --known): path, doctor's verdict, problems, warnings\n"
                      % os.path.basename(args.table))
            out.write("".join(line + "\n" for line in recorded))
    return 1 if differ or stale else 0


if __name__ == "__main__":
    sys.exit(main())
