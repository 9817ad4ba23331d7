#!/usr/bin/env python3
"""Fails when PetRenderer could not go into an iOS widget extension as it is.

Two checks, over its whole dependency closure (from `swift package describe --type json`), since
an extension that adds the renderer compiles every module under it:
  1. The closure holds no system-library target (ncurses, libpng): those exist on the build
     machine, not on an iPhone.
  2. The sources of every module in it read nothing ambient: no files, no clock, no process
     environment, no machine time zone, and import no module beyond Foundation and their own
     dependencies, and of the C library only its math functions.

Usage: scripts/check-pure-renderer.py [TARGET]   (default PetRenderer; run from anywhere)
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# What a pure renderer never calls; comments are stripped before matching.
AMBIENT = [
    # `contentsOf:` reads a file as an initializer's argument (`Data(contentsOf: url)`,
    # `.init(contentsOfFile:)`); as a method's (`bytes.append(contentsOf: more)`) it is a collection's.
    (re.compile(r"\bFileManager\b|\bFileHandle\b|(?:\b[A-Z]\w*(?:\.init)?|\.init)\(\s*contentsOf(?:File)?:|\.write\(to:"), "reads file I/O"),
    (re.compile(r"\bDate\(\)|\bDate\.now\b|\.timeIntervalSinceNow\b|\bContinuousClock\b|\bSuspendingClock\b"), "reads the clock"),
    (re.compile(r"\bTimeZone\.(?:current|autoupdatingCurrent)\b|\bLocale\.current\b|\bCalendar\.current\b"), "reads the machine's zone, locale or calendar"),
    (re.compile(r"\bProcessInfo\b|\bgetenv\("), "reads the process environment"),
    (re.compile(r"\bposix_spawn\w*\(|\bProcess\(\)|\bfork\(|\bexecv\w*\("), "starts a process"),
]
# Foundation, or on Linux its parts without ICU; the C library only for its math functions; and
# the modules the target depends on.
IMPORT = re.compile(r"^\s*(?:@testable\s+|@_exported\s+)?import\s+(?:func\s+)?([\w.]+)")
MATH = {"Glibc.sin", "Glibc.cos", "Darwin.sin", "Darwin.cos"}


def describe():
    out = subprocess.run(["swift", "package", "describe", "--type", "json"], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout
    return {t["name"]: t for t in json.loads(out)["targets"]}


def closure(targets, name):
    seen, todo = [], [name]
    while todo:
        current = todo.pop()
        if current in seen:
            continue
        seen.append(current)
        todo += targets[current].get("target_dependencies") or []
    return seen


def ambient_uses(folder, allowed):
    found = []
    for directory, _, files in os.walk(folder):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(directory, name)
            with open(path, encoding="utf-8") as f:
                for number, line in enumerate(f, 1):
                    code = line.split("//", 1)[0]
                    for pattern, what in AMBIENT:
                        if pattern.search(code):
                            found.append(f"{os.path.relpath(path, ROOT)}:{number}: {what}: {line.strip()}")
                    imported = IMPORT.match(code)
                    if imported and imported.group(1) not in allowed and imported.group(1) not in MATH:
                        found.append(f"{os.path.relpath(path, ROOT)}:{number}: imports a module beyond Foundation and "
                                     f"its dependencies: {line.strip()}")
    return found


def main():
    name = sys.argv[1] if len(sys.argv) > 1 else "PetRenderer"
    targets = describe()
    if name not in targets:
        print(f"check-pure-renderer: no target {name}", file=sys.stderr)
        return 1
    deps = closure(targets, name)
    system = [d for d in deps if targets[d].get("type") == "system-target"]
    problems = [f"{name} depends on the system-library target {d}" for d in system]
    for module in deps:
        if targets[module].get("type") == "system-target":
            continue
        allowed = {"Foundation", "FoundationEssentials"} | set(closure(targets, module))
        problems += ambient_uses(os.path.join(ROOT, targets[module]["path"]), allowed)
    for line in problems:
        print(line)
    if problems:
        print(f"check-pure-renderer: {name} is not pure ({len(problems)} problem(s))", file=sys.stderr)
        return 1
    print(f"check-pure-renderer: {name}'s closure ({', '.join(deps)}) holds no system library; its sources read nothing ambient")
    return 0


if __name__ == "__main__":
    sys.exit(main())
