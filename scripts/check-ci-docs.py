#!/usr/bin/env python3
"""Checks that docs/ci.md is what it says, and that what runs it runs the same commands:

- the GitHub Actions workflow parses as a workflow, its steps each `uses` or `run`, the
  repository's own action (`action.yml`) is used with inputs the action declares, and its widget-tui
  steps are, in order, the ones Tests/WidgetTUITests/Fixtures/workflow/steps.sh runs (which
  DocumentedWorkflowTests runs in a `git clone` of an app repository: passing, then failing with
  pictures and the key named);
- the code scanning block adds upload-sarif with its permission, uploading a file a step's --sarif writes;
- the set-up block (the one running `app capture`) is, line for line, that folder's setup.sh;
- action.yml is a composite action with only the keys GitHub's metadata syntax allows;
- the plain shell CI runs in an empty folder, records the goldens, passes on the second run, fails
  with pictures of the change when a golden is changed, and leaves JUnit files that parse.

Usage: scripts/check-ci-docs.py [--binary PATH]   (default: the debug build's widget-tui)
The workflow and the action are GitHub's to run and are not run here; Formula/widget-tui.rb is
checked with `ruby -c` by .ci/run.
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
ACTION = os.path.join(ROOT, "action.yml")
WORKFLOW_FIXTURES = os.path.join(ROOT, "Tests", "WidgetTUITests", "Fixtures", "workflow")


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


def script_commands(name):
    """The widget-tui commands of a workflow fixture script, without the `|| status=1` that keeps going."""
    lines = open(os.path.join(WORKFLOW_FIXTURES, name), encoding="utf-8").read().splitlines()
    return [re.sub(r"\s+\|\|\s*status=1$", "", line) for line in lines if line.startswith("widget-tui ")]


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
        inputs = check_action()
        check_workflow(inputs)
        check_setup()
        check_shell(folder, env)
    finally:
        shutil.rmtree(folder)
    print("check-ci-docs: the workflow parses, uses the action as it declares itself, and runs the steps DocumentedWorkflowTests runs; code scanning uploads the SARIF a step writes; "
          "the set-up is its setup.sh; the shell CI records, passes, and fails with pictures")


# GitHub's metadata syntax for actions: the keys a composite action may have.
ACTION_KEYS = {"name", "author", "description", "inputs", "outputs", "runs", "branding"}
INPUT_KEYS = {"description", "required", "default", "deprecationMessage"}
OUTPUT_KEYS = {"description", "value"}
STEP_KEYS = {"name", "id", "if", "run", "shell", "uses", "with", "env", "working-directory", "continue-on-error"}


def check_action():
    """action.yml as a composite action; returns its inputs' names."""
    action = yaml.safe_load(open(ACTION, encoding="utf-8"))
    if not isinstance(action, dict) or not {"name", "description", "runs"} <= set(action) or set(action) - ACTION_KEYS:
        fail(f"action.yml: keys {sorted(action)}: a composite action has name, description and runs, and only {sorted(ACTION_KEYS)}")
    for name, spec in action.get("inputs", {}).items():
        if not isinstance(spec, dict) or "description" not in spec or set(spec) - INPUT_KEYS:
            fail(f"action.yml: inputs.{name}: needs description, and only {sorted(INPUT_KEYS)}")
    for name, spec in action.get("outputs", {}).items():
        if not isinstance(spec, dict) or set(spec) != OUTPUT_KEYS:
            fail(f"action.yml: outputs.{name}: a composite action's output has description and value")
    runs = action["runs"]
    if runs.get("using") != "composite" or not isinstance(runs.get("steps"), list) or not runs["steps"]:
        fail("action.yml: runs must be using: composite with steps")
    for i, step in enumerate(runs["steps"]):
        if set(step) - STEP_KEYS or ("uses" in step) == ("run" in step):
            fail(f"action.yml: runs.steps[{i}]: exactly one of uses and run, and only {sorted(STEP_KEYS)}")
        if "run" in step and "shell" not in step:
            fail(f"action.yml: runs.steps[{i}]: a composite action's run step needs shell")
    return set(action.get("inputs", {}))


def check_workflow(inputs):
    documents = blocks("yaml")
    if len(documents) != 2:
        fail(f"docs/ci.md has {len(documents)} yaml blocks, expected the code scanning addition and the workflow")
    scanning, workflow = (yaml.safe_load(document) for document in documents)
    steps = workflow["jobs"]["widget"]["steps"]
    if not all(("uses" in step) != ("run" in step) for step in steps):
        fail("every step needs exactly one of uses and run")
    ours = [step for step in steps if "uses" in step and step["uses"].split("@")[0].endswith("/widget-tui")]
    if len(ours) != 1:
        fail("the workflow should use the repository's action (OWNER/widget-tui@REF) once")
    unknown = set(ours[0].get("with", {})) - inputs
    if unknown:
        fail(f"the workflow gives the action inputs action.yml does not declare: {sorted(unknown)}")
    commands = [step["run"].strip() for step in steps if "run" in step and step["run"].startswith("widget-tui ")]
    expected = script_commands("steps.sh")
    if commands != expected:
        fail(f"the workflow's widget-tui steps {commands} are not Fixtures/workflow/steps.sh's {expected}")
    check_code_scanning(scanning, commands)


def check_code_scanning(addition, commands):
    """The job's addition for code scanning: the permission upload-sarif needs, and one step
    uploading a SARIF file that a --sarif of the workflow's steps writes."""
    if not isinstance(addition, dict) or set(addition) != {"permissions", "steps"}:
        fail("the code scanning block should add a job's permissions and steps")
    if addition["permissions"] != {"security-events": "write"}:
        fail("upload-sarif needs permissions: security-events: write")
    uploads = [step for step in addition["steps"] if step.get("uses", "").split("@")[0] == "github/codeql-action/upload-sarif"]
    if len(uploads) != 1 or len(addition["steps"]) != 1:
        fail("the code scanning block should add one github/codeql-action/upload-sarif step")
    written = {match for command in commands for match in re.findall(r"--sarif (\S+)", command)}
    if uploads[0].get("with", {}).get("sarif_file") not in written:
        fail(f"upload-sarif's sarif_file is no file the workflow's --sarif writes ({sorted(written)})")


def check_setup():
    setups = [block for block in blocks("sh") if "widget-tui app capture" in block]
    if len(setups) != 1:
        fail("docs/ci.md should have one shell block that sets up the repository with `widget-tui app capture`")
    shown = [line for line in setups[0].splitlines() if line.startswith("widget-tui ")]
    if shown != script_commands("setup.sh"):
        fail(f"docs/ci.md's set-up {shown} is not Fixtures/workflow/setup.sh's {script_commands('setup.sh')}")


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
