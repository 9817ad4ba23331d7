#!/usr/bin/env python3
"""Runs every shell block of README.md and docs/*.md marked runnable (a fence opening ```sh runnable),
as written, in a fresh folder, and fails when a command exits other than the block says.

Each file's runnable blocks run in order in one bash session (an `export` in one block holds for the
next), in a fresh folder shaped like the app repository the docs describe (Tests/ProjectFixtures'
FlutterPets: `ios/`, `lib/`, `pubspec.yaml`), with `widget-tui` on PATH, HOME and WIDGET_TUI_HOME
inside that folder and standard input empty. A command is expected to exit 0, or N when its comment
says `exits N`; `check`, `verify` and `doctor` report what they find through their exit, so on the
sample project (which has problems on purpose) they may exit 0 or 1 unless the comment says which,
never 2 (bad input) or 64 (a usage error). The live preview (`widget-tui` alone, `widget-tui preview ...`) needs a terminal and
is not run here: the tmux tests in Tests/WidgetTUITests/Preview drive it.

A block that cannot run here (a Homebrew install, a build of the release, a fuzzing run) is left as
plain ```sh; docs/ci.md's workflow and shell CI are run by scripts/check-ci-docs.py.

Usage: scripts/check-doc-commands.py [--binary PATH]   (default: the debug build's widget-tui)
"""
import glob
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

from debug_binary import widget_tui_binary

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURE = os.path.join(ROOT, "Tests", "ProjectFixtures", "Fixtures", "FlutterPets")
FENCE = re.compile(r"^```sh runnable\n(.*?)^```\n", flags=re.S | re.M)
EXPECTED_EXIT = re.compile(r"\bexits (\d+)\b")


def commands(text):
    """(line number, command, the exits expected) for every command of the runnable blocks of a file."""
    found = []
    for block in FENCE.finditer(text):
        first_line = text.count("\n", 0, block.start(1)) + 1
        pending, start = "", None
        for offset, line in enumerate(block.group(1).split("\n")):
            if start is None:
                start = first_line + offset
            if line.endswith("\\"):
                pending += line[:-1] + " "
                continue
            command, pending = (pending + line).strip(), ""
            if command and not command.startswith("#"):
                comment = re.search(r"\s#\s(.*)$", command)
                expected = EXPECTED_EXIT.search(comment.group(1)) if comment else None
                command = command[:comment.start()].rstrip() if comment else command
                found.append((start, command, [int(expected.group(1))] if expected else allowed_exits(command)))
            start = None
    return found


def allowed_exits(command):
    words = shlex.split(command, comments=True)
    return [0, 1] if words[:1] == ["widget-tui"] and words[1:2] in (["check"], ["verify"], ["doctor"]) else [0]


def is_preview(command):
    words = shlex.split(command, comments=True)
    return words[:1] == ["widget-tui"] and (len(words) == 1 or words[1] == "preview")


def script_for(path, listed):
    """One bash script running the file's commands in order, reporting each mismatch on one line."""
    lines = ["status=0"]
    for line_number, command, expected in listed:
        where = f"{os.path.relpath(path, ROOT)}:{line_number}"
        # Braces, not a subshell: an `export` holds for the next command, and the command's own
        # redirections apply inside, before the log's.
        lines.append(f"{{ {command}\n}} </dev/null >>\"$DOC_LOG\" 2>&1")
        cases = "|".join(str(code) for code in expected)
        lines.append(f"code=$?; case $code in {cases}) ;; *) "
                     f"echo {shlex.quote(where)}\": exited $code, expected {' or '.join(map(str, expected))}: \"{shlex.quote(command)}; status=1;; esac")
    lines.append("exit $status")
    return "\n".join(lines) + "\n"


def run_file(path, binary):
    listed = commands(open(path, encoding="utf-8").read())
    runnable = [entry for entry in listed if not is_preview(entry[1])]
    if not listed:
        return 0, 0, []
    folder = tempfile.mkdtemp(prefix="check-doc-commands-")
    try:
        repo = os.path.join(folder, "repo")
        shutil.copytree(FIXTURE, repo)
        bin_dir = os.path.join(folder, "bin")
        os.makedirs(bin_dir)
        os.symlink(os.path.abspath(binary), os.path.join(bin_dir, "widget-tui"))
        os.makedirs(os.path.join(folder, "tmp"))
        env = {
            "PATH": bin_dir + os.pathsep + os.environ["PATH"],
            "HOME": os.path.join(folder, "home"),
            "WIDGET_TUI_HOME": os.path.join(folder, "widget-tui-home"),
            "TMPDIR": os.path.join(folder, "tmp"),
            "DOC_LOG": os.path.join(folder, "output.log"),
            "LANG": "C.UTF-8",
        }
        result = subprocess.run(["bash", "-c", script_for(path, runnable)], cwd=repo, env=env,
                                capture_output=True, text=True, timeout=300)
        problems = result.stdout.splitlines() + ([result.stderr.strip()] if result.stderr.strip() else [])
        if result.returncode != 0 and not problems:
            problems = [f"{os.path.relpath(path, ROOT)}: the block's script exited {result.returncode}"]
        if problems:
            log = open(env["DOC_LOG"], encoding="utf-8", errors="replace").read() if os.path.exists(env["DOC_LOG"]) else ""
            problems.append("  output of the file's commands, last lines:\n    " + "\n    ".join(log.splitlines()[-15:]))
        return len(runnable), len(listed) - len(runnable), problems
    finally:
        shutil.rmtree(folder)


def main():
    binary = widget_tui_binary()
    files = [os.path.join(ROOT, "README.md")] + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))
    ran, skipped, failures, documents = 0, 0, [], 0
    for path in files:
        count, previews, problems = run_file(path, binary)
        ran, skipped, failures = ran + count, skipped + previews, failures + problems
        documents += 1 if count or previews else 0
    for problem in failures:
        print("check-doc-commands: " + problem, file=sys.stderr)
    if ran == 0:
        print("check-doc-commands: no ```sh runnable block found", file=sys.stderr)
        return 1
    print(f"check-doc-commands: {ran} commands in {documents} files ran as written"
          f" ({skipped} preview lines need a terminal and were not run)" + (": FAILED" if failures else ""))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
