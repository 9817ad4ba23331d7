#!/usr/bin/env python3
"""Runs two builds of widget-tui's `doctor --project` on every project folder of ../shared/real-projects
(each row of expected.tsv and each folder at the top) and prints where they differ: the exit code,
the `--json` findings (compared as a multiset of severity, check, target, configuration, file and
line: a finding whose check was null before is compared by its area), the document's version and
keys, and the text report (its lines as a multiset, then in order). Exits 1 when any project differs.

    scripts/real-projects/compare.py BEFORE AFTER [--projects DIR] [--only PATH]...

Used to show that a restructuring changes nothing but what it means to change: list those changes
beside the command's output. The projects are read-only inputs: nothing of them is copied.
"""
import argparse
import collections
import difflib
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def project_paths(projects):
    """expected.tsv's rows, then every folder at the top that is not one of them."""
    paths = []
    with open(os.path.join(HERE, "expected.tsv"), encoding="utf-8") as table:
        for line in table:
            if not line.startswith("#") and line.strip():
                paths.append(line.split("\t", 1)[0])
    for name in sorted(os.listdir(projects)):
        if os.path.isdir(os.path.join(projects, name)) and name not in paths:
            paths.append(name)
    return paths


def run(binary, path, *extra):
    done = subprocess.run([binary, "doctor", "--project", path, *extra], capture_output=True, text=True, timeout=300)
    return done.returncode, done.stdout, done.stderr


def keys(document):
    found = collections.Counter()
    for finding in document.get("findings", []):
        found[(finding["severity"], finding.get("check") or "area:" + finding["area"], finding.get("target"),
               finding.get("configuration"), finding.get("file"), finding.get("line"))] += 1
    return found


def show(key):
    severity, check, target, configuration, file, line = key
    place = (file or "-") + (":%d" % line if line is not None else "")
    who = ",".join(x for x in [target and "target " + target, configuration and "configuration " + configuration] if x)
    return "%s %s %s%s" % (severity.upper(), check, place, " (" + who + ")" if who else "")


def compare(before, after, path):
    """The differences for one project, as lines; empty when none."""
    lines = []
    (code_b, json_b, err_b), (code_a, json_a, err_a) = run(before, path, "--json"), run(after, path, "--json")
    if code_b != code_a:
        lines.append("exit code %d -> %d" % (code_b, code_a))
    try:
        doc_b, doc_a = json.loads(json_b or "{}"), json.loads(json_a or "{}")
    except ValueError as error:
        return lines + ["--json is not JSON: %s" % error]
    added, removed = sorted(set(doc_a) - set(doc_b)), sorted(set(doc_b) - set(doc_a))
    if added or removed or doc_a.get("version") != doc_b.get("version"):
        lines.append("--json document: version %s -> %s; keys added %s, removed %s"
                     % (doc_b.get("version"), doc_a.get("version"), ", ".join(added) or "none", ", ".join(removed) or "none"))
    missing_ids = [f for f in doc_a.get("findings", []) if not f.get("check")]
    if missing_ids:
        lines.append("%d findings without a check id after" % len(missing_ids))
    found_b, found_a = keys(doc_b), keys(doc_a)
    for key in sorted(set(found_b) | set(found_a), key=lambda k: tuple(str(x) for x in k)):
        if found_b[key] != found_a[key]:
            lines.append("finding %s: %d -> %d" % (show(key), found_b[key], found_a[key]))
    (_, text_b, _), (_, text_a, _) = run(before, path), run(after, path)
    if text_b != text_a:
        lines_b, lines_a = collections.Counter(text_b.splitlines()), collections.Counter(text_a.splitlines())
        if lines_b == lines_a:
            lines.append("text: the same lines in another order")
        else:
            diff = list(difflib.unified_diff(text_b.splitlines(), text_a.splitlines(), "before", "after", n=0, lineterm=""))
            lines.append("text differs (%d lines of diff):" % len(diff))
            lines += ["    " + line for line in diff[2:42]]
            if len(diff) > 42:
                lines.append("    ... %d more" % (len(diff) - 42))
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--projects", default=os.path.join(ROOT, "..", "shared", "real-projects"))
    parser.add_argument("--only", action="append", help="a project path (relative to --projects); repeatable")
    args = parser.parse_args()
    if not os.path.isdir(args.projects):
        print("compare: %s is not here; nothing to compare" % args.projects)
        return 0
    paths = args.only or project_paths(args.projects)
    differ = 0
    for path in paths:
        lines = compare(args.before, args.after, os.path.join(args.projects, path))
        differ += bool(lines)
        print("%s %s" % ("DIFFER" if lines else "same  ", path))
        for line in lines:
            print("    " + line)
    print("compare: %d of %d project folders the same" % (len(paths) - differ, len(paths)))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
