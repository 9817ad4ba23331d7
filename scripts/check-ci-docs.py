#!/usr/bin/env python3
"""Checks that docs/ci.md's workflow and shell CI are what they say: the GitHub Actions YAML parses
as a workflow, and every widget-tui command in it runs (exit 0 or 1, never a usage error) in a fresh
folder shaped like the app repository it describes; the plain shell CI runs in an empty folder,
records the goldens, passes on the second run, fails with pictures of the change when a golden is
changed, and leaves JUnit files that parse.

Usage: scripts/check-ci-docs.py [--binary PATH]   (default: the debug build's widget-tui)
The workflow's build step and the `uses:` actions are GitHub's and are not run here.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

import yaml

from debug_binary import widget_tui_binary

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "docs", "ci.md")
FIXTURE = os.path.join(ROOT, "Tests", "ProjectFixtures", "Fixtures", "FlutterPets")


def blocks(language):
    text = open(DOC, encoding="utf-8").read()
    return re.findall(r"^```" + language + r"\n(.*?)^```\n", text, flags=re.S | re.M)


def fail(message):
    print("check-ci-docs: " + message, file=sys.stderr)
    sys.exit(1)


def run(command, cwd, env, shell="bash"):
    return subprocess.run([shell, "-c", command], cwd=cwd, env=env, capture_output=True, text=True)


def junit(path):
    root = ElementTree.parse(path).getroot()
    if root.tag != "testsuites" or not root.findall("./testsuite/testcase"):
        fail(f"{path}: not JUnit with test cases")
    return root


def main():
    binary = widget_tui_binary()
    folder = tempfile.mkdtemp(prefix="check-ci-docs-")
    try:
        bin_dir = os.path.join(folder, "bin")
        os.makedirs(bin_dir)
        os.symlink(os.path.abspath(binary), os.path.join(bin_dir, "widget-tui"))
        env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ["PATH"], WIDGET_TUI_HOME=os.path.join(folder, "home"))
        env.pop("WIDGET_TUI_RECORD", None)
        env.pop("GITHUB_STEP_SUMMARY", None)
        check_workflow(folder, env)
        check_shell(folder, env)
    finally:
        shutil.rmtree(folder)
    print("check-ci-docs: the workflow parses and its widget-tui commands run; the shell CI records, passes, and fails with pictures")


def check_workflow(folder, env):
    documents = blocks("yaml")
    if len(documents) != 1:
        fail(f"docs/ci.md has {len(documents)} yaml blocks, expected the one workflow")
    workflow = yaml.safe_load(documents[0])
    steps = workflow["jobs"]["widget"]["steps"]
    if not all(("uses" in step) != ("run" in step) for step in steps):
        fail("every step needs exactly one of uses and run")
    commands = [step["run"] for step in steps if "run" in step and step["run"].startswith("widget-tui ")]
    if len(commands) != 3:
        fail(f"expected the verify, check and doctor steps, found {commands}")

    # The app repository the workflow describes: the project in ios/, a committed container,
    # goldens recorded once from it.
    repo = os.path.join(folder, "repo")
    shutil.copytree(FIXTURE, repo)
    # Reading the demo group creates it with its data, as the preview would.
    demo = run("widget-tui check --json", repo, env)
    roots = os.path.join(env["WIDGET_TUI_HOME"], "AppGroup")
    containers = [name for name in os.listdir(roots) if os.path.isdir(os.path.join(roots, name))] if os.path.isdir(roots) else []
    if len(containers) != 1:
        fail(f"expected the demo group's one container under {roots}: {demo.stderr}")
    shutil.copytree(os.path.join(roots, containers[0]), os.path.join(repo, "Tests", "WidgetGroup"))
    record = run("widget-tui snapshot --out Tests/Goldens/widget --container Tests/WidgetGroup --now 2026-11-29T12:00:00Z --tz UTC", repo, env)
    if record.returncode != 0:
        fail("recording the workflow's goldens failed: " + record.stderr)
    summary = os.path.join(folder, "summary.md")
    step_env = dict(env, GITHUB_STEP_SUMMARY=summary)
    for command in commands:
        result = run(command, repo, step_env)
        if result.returncode not in (0, 1):
            fail(f"`{command}` exited {result.returncode}: {result.stderr}")
        if result.returncode == 1 and not re.search(r"^::error ", result.stdout, flags=re.M):
            fail(f"`{command}` failed without an error annotation")
    for name in ["verify", "check", "doctor"]:
        junit(os.path.join(repo, "reports", name + ".xml"))
    if open(summary, encoding="utf-8").read().count("### ") != 3:
        fail("the three steps should each append a section to the job summary")


def check_shell(folder, env):
    scripts = [block for block in blocks("sh") if block.startswith("set -u\n")]
    if len(scripts) != 1:
        fail("docs/ci.md should have one shell CI block starting with `set -u`")
    script = scripts[0]
    work = os.path.join(folder, "shell")
    os.makedirs(work)
    first = run(script, work, env, shell="sh")
    if first.returncode != 0:
        fail(f"the shell CI's first run (recording) exited {first.returncode}: {first.stdout}{first.stderr}")
    second = run(script, work, env, shell="sh")
    if second.returncode != 0:
        fail(f"the shell CI's second run exited {second.returncode}: {second.stdout}{second.stderr}")
    for name in ["verify", "check", "doctor"]:
        junit(os.path.join(work, "reports", name + ".xml"))

    # A changed golden fails the job and leaves the pictures.
    golden = os.path.join(work, "Tests", "Goldens", "widget", "medium-entry-0001.txt")
    lines = open(golden, encoding="utf-8").read().split("\n")
    row = lines.index("pixels:") + 5
    first_letter = lines[row][0]
    lines[row] = "".join(("b" if first_letter == "a" else "a") if c == first_letter else c for c in lines[row])
    open(golden, "w", encoding="utf-8").write("\n".join(lines))
    changed = run(script, work, env, shell="sh")
    if changed.returncode != 1:
        fail(f"the shell CI should fail on a changed golden, exited {changed.returncode}")
    pictures = os.path.join(work, "reports", "verify")
    for name in ["index.html", "medium-entry-0001-diff.png"]:
        if not os.path.isfile(os.path.join(pictures, name)):
            fail(f"no {name} in {pictures}")
    failures = junit(os.path.join(work, "reports", "verify.xml")).findall(".//failure")
    if len(failures) != 1:
        fail(f"verify.xml should hold one failure, holds {len(failures)}")


if __name__ == "__main__":
    main()
