#!/usr/bin/env python3
"""Fails when Swift code uses a platform's own module or API outside a `#if canImport(...)` block.

widget-tui is built on Linux here and used on Macs, so code that names Glibc or Darwin (or an
API only one of them has) must sit inside `#if canImport(Glibc)` / `#if canImport(Darwin)`, with
the other platform's branch beside it. POSIX calls both C libraries have (open, read, poll, ...)
come through Foundation and need no guard.

Usage: scripts/check-platform-guards.py [FOLDER...]   (default: Sources Tests)
Prints each offending line as FILE:LINE: what it names, and exits 1 when there is one.
"""
import os
import re
import sys

# Modules that exist on one platform only.
PLATFORM_MODULES = r"(?:Glibc|Musl|Bionic|Android|Darwin|WinSDK|ucrt|CRT)"
CHECKS = [
    (re.compile(r"^\s*(?:@testable\s+)?import\s+(?:struct\s+|func\s+|var\s+)?" + PLATFORM_MODULES + r"\b"), "imports a platform module"),
    (re.compile(r"\b" + PLATFORM_MODULES + r"\."), "calls into a platform module"),
    # Linux only.
    (re.compile(r"\b(?:st_[amc]tim|O_PATH|O_TMPFILE|AT_EMPTY_PATH|statx|renameat2|pipe2|accept4|memfd_create|getrandom)\b"), "uses a Linux-only API"),
    (re.compile(r"\b(?:epoll|inotify|eventfd|signalfd|timerfd)_?\w*\("), "uses a Linux-only API"),
    (re.compile(r"\"/proc/"), "reads /proc, which macOS lacks"),
    # Darwin only.
    (re.compile(r"\b(?:st_[amc]timespec|kqueue|kevent|mach_\w+|os_unfair_lock\w*|FSEvent\w*|dispatch_source_\w+)\b"), "uses a Darwin-only API"),
]

IF = re.compile(r"^\s*#\s*if\b(.*)")
ELSEIF = re.compile(r"^\s*#\s*elseif\b(.*)")
ELSE = re.compile(r"^\s*#\s*else\b")
ENDIF = re.compile(r"^\s*#\s*endif\b")


def code_part(line):
    """The line without its `//` comment and without the insides of string literals."""
    out, in_string, i = [], False, 0
    while i < len(line):
        c = line[i]
        if in_string:
            if c == "\\":
                i += 2
                continue
            if c == '"':
                in_string = False
                out.append(c)
            elif line.startswith("/proc/", i):
                out.append("/proc/")  # kept: a path is what reading /proc looks like
                i += len("/proc/")
                continue
            i += 1
            continue
        if c == '"':
            in_string = True
            out.append(c)
        elif line.startswith("//", i):
            break
        else:
            out.append(c)
        i += 1
    return "".join(out)


def problems(path):
    found = []
    # One entry per open #if: whether the branch being read is guarded by canImport.
    stack = []
    in_block_comment = False
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if in_block_comment:
                if "*/" in line:
                    in_block_comment = False
                continue
            if line.lstrip().startswith("/*"):
                in_block_comment = "*/" not in line
                continue
            if m := IF.match(line):
                stack.append("canImport(" in m.group(1))
                continue
            if m := ELSEIF.match(line):
                if stack:
                    stack[-1] = "canImport(" in m.group(1)
                continue
            if ELSE.match(line):
                # The else of `#if canImport(X)` is the other platforms' branch: still platform code.
                continue
            if ENDIF.match(line):
                if stack:
                    stack.pop()
                continue
            if any(stack):
                continue
            code = code_part(line)
            for pattern, what in CHECKS:
                if pattern.search(code):
                    found.append(f"{path}:{number}: {what} outside #if canImport(...): {line.strip()}")
                    break
    return found


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    folders = sys.argv[1:] or [os.path.join(root, "Sources"), os.path.join(root, "Tests")]
    found = []
    for folder in folders:
        for directory, _, files in os.walk(folder):
            for name in sorted(files):
                if name.endswith(".swift"):
                    found += problems(os.path.join(directory, name))
    for line in found:
        print(line)
    if found:
        print(f"check-platform-guards: {len(found)} platform-specific use(s) outside #if canImport(...)", file=sys.stderr)
        return 1
    print("check-platform-guards: every platform-specific use is inside #if canImport(...)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
