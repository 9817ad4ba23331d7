#!/usr/bin/env python3
"""Fails when widget-tui's code would load the whole of Foundation at start-up.

One module importing `Foundation` (or one target with SwiftPM resources, whose generated
`Bundle.module` accessor imports it) makes the executable load all of Foundation and its
Objective-C-style API at every start, whatever the command. So in Sources/ (the benchmark
executable aside) `import Foundation` may only be the fallback of
`#if canImport(FoundationEssentials)`, for Apple platforms where Essentials is not a module of its
own, and no target of the executable's may declare resources.

Usage: scripts/check-foundation-imports.py   (run from anywhere)
Prints each offending line as FILE:LINE and exits 1 when there is one.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXEMPT = ["Sources/Bench/"]  # widget-tui-bench, a separate executable
IMPORT = re.compile(r"^\s*(?:@\w+\s+)*import\s+(?:\w+\s+)?Foundation(?:\.\w+)?\s*$")
IF = re.compile(r"^\s*#\s*if\b(.*)")
ELSEIF = re.compile(r"^\s*#\s*elseif\b")
ELSE = re.compile(r"^\s*#\s*else\b")
ENDIF = re.compile(r"^\s*#\s*endif\b")
ESSENTIALS = re.compile(r"canImport\(\s*FoundationEssentials\s*\)")


def offending_imports(path):
    """Lines importing Foundation anywhere but the #else of #if canImport(FoundationEssentials)."""
    found, stack = [], []  # stack: (condition names Essentials, in its #else branch)
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if m := IF.match(line):
                stack.append([bool(ESSENTIALS.search(m.group(1))), False])
            elif ELSEIF.match(line) and stack:
                stack[-1] = [False, False]
            elif ELSE.match(line) and stack:
                stack[-1][1] = True
            elif ENDIF.match(line) and stack:
                stack.pop()
            elif IMPORT.match(line.split("//", 1)[0]):
                if not (stack and stack[-1][0] and stack[-1][1]):
                    found.append(f"{os.path.relpath(path, ROOT)}:{number}: imports Foundation outside "
                                 "#if canImport(FoundationEssentials) ... #else")
    return found


def targets_with_resources():
    """Non-test targets of Package.swift that declare resources (crudely: the target's own text)."""
    with open(os.path.join(ROOT, "Package.swift"), encoding="utf-8") as f:
        text = f.read()
    found = []
    for m in re.finditer(r"\.(target|executableTarget)\(\s*name:\s*\"(\w+)\"(.*?)\)\s*,\s*(?=\n\s*(?://|\.|\]))", text, re.S):
        if "resources:" in m.group(3) and not m.group(2).endswith("Fixtures"):
            found.append(f"Package.swift: target {m.group(2)} declares resources: its Bundle accessor imports Foundation")
    return found


def main():
    problems = targets_with_resources()
    for directory, _, files in os.walk(os.path.join(ROOT, "Sources")):
        for name in sorted(files):
            path = os.path.join(directory, name)
            if name.endswith(".swift") and not any(os.path.relpath(path, ROOT).startswith(e) for e in EXEMPT):
                problems += offending_imports(path)
    for line in problems:
        print(line)
    if problems:
        print(f"check-foundation-imports: {len(problems)} place(s) would load the whole of Foundation", file=sys.stderr)
        return 1
    print("check-foundation-imports: Foundation is only the fallback of FoundationEssentials; no linked target has resources")
    return 0


if __name__ == "__main__":
    sys.exit(main())
