#!/usr/bin/env python3
"""widget-tui's peak memory on the largest inputs its limits let in (issue 20), beside each input's
size, against the budget in docs/limits.md: at most 8 times the input and at most 200 MB.

  keys       a suite of 500,000 keys (about 16 MB, binary plist): `doctor --json`, `doctor`, `app set` of a
             new key (each run on the suite as made) and of one the suite holds
  pets       a suite whose `items` hold 250,000 pets (about 15.5 MB): `render --format json`, `check`;
             `check` again on 125,000 pets, to show its cost per pet is linear
  pbxproj    a 19.5 MB `project.pbxproj` through the parser alone (`widget-tui-bench parse-pbxproj`,
             XcodeProjectFile.parse)

Peak memory is the child's maximum resident set (GNU time's %M, so none of this Python process's
pages are counted); CPU is user + system. Each figure is the median of --rounds runs.

Usage: scripts/memory-check.py [--binary PATH] [--bench PATH] [--rounds N] [--only ROW,...]
Without --binary it builds the release users get with scripts/build-release; without --bench it
builds widget-tui-bench in release. Exits 1 when a figure is over its budget. Needs python3 and
GNU time (/usr/bin/time, the `time` package on Debian).
"""
import argparse
import json
import os
import plistlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GROUP = "group.com.example.pets"
NOW = "2026-11-29T12:00:00Z"
BUDGET_MB = 200
BUDGET_FACTOR = 8
ROWS = ["keys", "pets", "pbxproj"]


def fail(message):
    sys.exit(f"memory-check: {message}")


def container(work, name, values):
    """A container holding `values` as the group's suite; returns the container folder and the
    suite's size in bytes."""
    folder = os.path.join(work, name)
    preferences = os.path.join(folder, "Library", "Preferences")
    os.makedirs(preferences)
    with open(os.path.join(folder, ".com.apple.mobile_container_manager.metadata.plist"), "wb") as f:
        plistlib.dump({"MCMMetadataIdentifier": GROUP}, f, fmt=plistlib.FMT_BINARY)
    suite = os.path.join(preferences, f"{GROUP}.plist")
    with open(suite, "wb") as f:
        plistlib.dump(values, f, fmt=plistlib.FMT_BINARY)
    return folder, os.path.getsize(suite)


def keys_suite(work, count=499_990):
    """The most keys the value limit lets in (1,000,000 values: the root, each key and each value;
    `app set` adds two), each holding a short string: another app's suite, which doctor lists."""
    values = {f"k{i:06d}": f"v{i:06d}" for i in range(count)}
    return container(work, f"keys-{count}", values)


def pets_suite(work, count):
    stages = ["egg", "baby", "adult"]
    pets = [{"name": f"P{i}", "stage": stages[i % 3], "valueA": i % 10, "valueB": (i * 7) % 10,
             "valueC": (i * 3) % 10} for i in range(count)]
    return container(work, f"pets-{count}", {"items": json.dumps(pets, separators=(",", ":")).encode(),
                                             "quietHours": "22:00-07:00", "streakDays": 3})


def pbxproj(work, size=19_500_000):
    """A project.pbxproj of about `size` bytes: one app target whose group holds as many file
    references (each with its build file) as it takes, the shape of a very large real project."""
    lines, groups, files, refs = [], [], [], []
    i, total = 0, 0
    while total < size:
        ref, build = f"{i:024X}", f"{i + 0x10000000:024X}"
        entry = (f"\t\t{build} /* File{i}.swift in Sources */ = {{isa = PBXBuildFile; fileRef = {ref} /* File{i}.swift */; }};\n"
                 f"\t\t{ref} /* File{i}.swift */ = {{isa = PBXFileReference; lastKnownFileType = sourcecode.swift; "
                 f"path = File{i}.swift; sourceTree = \"<group>\"; }};\n")
        lines.append(entry)
        refs.append(ref)
        files.append(build)
        total += len(entry) + 60
        i += 1
    ids = {name: f"F{n:023X}" for n, name in enumerate(["project", "group", "target", "sources", "list", "debug", "plist", "pdebug"])}
    text = ["// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n", *lines,
            f"\t\t{ids['group']} = {{isa = PBXGroup; children = (\n", *(f"\t\t\t\t{r} /* File */,\n" for r in refs),
            "\t\t\t); sourceTree = \"<group>\"; };\n",
            f"\t\t{ids['sources']} = {{isa = PBXSourcesBuildPhase; files = (\n", *(f"\t\t\t\t{b} /* in Sources */,\n" for b in files),
            "\t\t\t); };\n",
            f"\t\t{ids['target']} = {{isa = PBXNativeTarget; buildConfigurationList = {ids['list']}; buildPhases = ({ids['sources']}, ); "
            "name = Runner; productName = Runner; productType = \"com.apple.product-type.application\"; };\n",
            f"\t\t{ids['list']} = {{isa = XCConfigurationList; buildConfigurations = ({ids['debug']}, ); }};\n",
            f"\t\t{ids['debug']} = {{isa = XCBuildConfiguration; buildSettings = {{ PRODUCT_BUNDLE_IDENTIFIER = com.example.pets; }}; name = Debug; }};\n",
            f"\t\t{ids['plist']} = {{isa = XCConfigurationList; buildConfigurations = ({ids['pdebug']}, ); }};\n",
            f"\t\t{ids['pdebug']} = {{isa = XCBuildConfiguration; buildSettings = {{ }}; name = Debug; }};\n",
            f"\t\t{ids['project']} = {{isa = PBXProject; buildConfigurationList = {ids['plist']}; mainGroup = {ids['group']}; "
            f"projectDirPath = \"\"; targets = ({ids['target']}, ); }};\n",
            f"\t}};\n\trootObject = {ids['project']};\n}}\n"]
    path = os.path.join(work, "Big.xcodeproj", "project.pbxproj")
    os.makedirs(os.path.dirname(path))
    with open(path, "w") as f:
        f.write("".join(text))
    return path, os.path.getsize(path)


def measure(argv, env, rounds, allowed=(0,), before=None):
    """Median peak RSS (MB) and CPU (s) of `rounds` runs, with min and max of the peak; `before`
    is called ahead of each run."""
    peaks, cpus = [], []
    for _ in range(rounds):
        if before:
            before()
        report = tempfile.mktemp(prefix="memory-check-")
        child = subprocess.run(["/usr/bin/time", "-f", "%M %U %S", "-o", report, *argv], env=env,
                               stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        with open(report) as f:
            fields = f.read().split()
        os.unlink(report)
        if child.returncode not in allowed:
            fail(f"{' '.join(argv)} exited {child.returncode}: {child.stderr.decode(errors='replace').strip()[-400:]}")
        peaks.append(int(fields[-3]) / 1024)
        cpus.append(float(fields[-2]) + float(fields[-1]))
    return statistics.median(peaks), min(peaks), max(peaks), statistics.median(cpus)


class Report:
    def __init__(self):
        self.over = []

    def row(self, what, input_bytes, figures):
        peak, low, high, cpu = figures
        size = input_bytes / 1e6
        budget = min(BUDGET_MB, BUDGET_FACTOR * size)
        verdict = "met" if peak <= budget else "OVER"
        if peak > budget:
            self.over.append(what)
        print(f"  {what:<34} input {size:5.1f} MB  peak {peak:6.1f} MB ({low:.1f}-{high:.1f})  "
              f"{peak / size:4.1f}x  CPU {cpu:5.2f} s   budget {budget:.0f} MB  {verdict}", flush=True)
        return cpu


def build(product):
    """The release build of `product`: widget-tui as users get it (scripts/build-release)."""
    if product == "widget-tui":
        subprocess.run([os.path.join(ROOT, "scripts", "build-release")], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    else:
        subprocess.run(["swift", "build", "-c", "release", "--product", product], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    bin_dir = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                             stdout=subprocess.PIPE, text=True).stdout.strip()
    return os.path.join(bin_dir, product)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary")
    parser.add_argument("--bench")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--only", default=",".join(ROWS), help=f"rows to run, of {','.join(ROWS)}")
    args = parser.parse_args()
    rows = args.only.split(",")
    if not os.path.exists("/usr/bin/time"):
        fail("needs GNU time at /usr/bin/time (apt-get install time)")
    binary = args.binary or build("widget-tui")
    work = tempfile.mkdtemp(prefix="memory-check-")
    env = dict(os.environ, WIDGET_TUI_HOME=os.path.join(work, "home"), TZ="UTC")
    report = Report()
    print(f"widget-tui memory check: {binary}; budget min({BUDGET_FACTOR}x input, {BUDGET_MB} MB); "
          f"median of {args.rounds} runs; {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}", flush=True)
    try:
        if "keys" in rows:
            folder, size = keys_suite(work)
            print(f"a suite of 500,000 keys, {size / 1e6:.1f} MB", flush=True)
            group = ["--container", folder, "--group", GROUP]
            report.row("doctor --json", size, measure([binary, "doctor", "--json", *group], env, args.rounds, (0, 1)))
            report.row("doctor", size, measure([binary, "doctor", *group], env, args.rounds, (0, 1)))
            # Every run adds the key: the suite is put back as it was made before each, or only
            # the first run would add it and the median would be of runs that change a value.
            suite = os.path.join(folder, "Library", "Preferences", f"{GROUP}.plist")
            made = os.path.join(work, "keys-suite-as-made.plist")
            shutil.copyfile(suite, made)
            report.row("app set (a new key)", size, measure([binary, "app", "set", "streakDays", "3", "--type", "int", "--no-reload", *group],
                                                            env, args.rounds, before=lambda: shutil.copyfile(made, suite)))
            # A key the suite holds, given a new value: no key added; the suite read is the one the
            # row before wrote, with its key added, put back before each run so each one writes.
            written = os.path.join(work, "keys-suite-with-key.plist")
            shutil.copyfile(suite, written)
            report.row("app set (a key it holds)", size, measure([binary, "app", "set", "k000001", "changed", "--no-reload", *group],
                                                                 env, args.rounds, before=lambda: shutil.copyfile(written, suite)))
        if "pets" in rows:
            print("suites of 250,000 and 125,000 pets", flush=True)
            folder, size = pets_suite(work, 250_000)
            half, half_size = pets_suite(work, 125_000)
            group = ["--container", folder, "--group", GROUP]
            report.row("render --format json", size, measure([binary, "render", "--format", "json", "--at", NOW, *group], env, args.rounds))
            whole = report.row("check (250,000 pets)", size, measure([binary, "check", "--now", NOW, *group], env, args.rounds, (0, 1)))
            part = report.row("check (125,000 pets)", half_size,
                              measure([binary, "check", "--now", NOW, "--container", half, "--group", GROUP], env, args.rounds, (0, 1)))
            print(f"  check per pet: {whole / 250_000 * 1e6:.1f} µs at 250,000, {part / 125_000 * 1e6:.1f} µs at 125,000 "
                  f"(twice the pets: {whole / part:.2f}x the CPU)", flush=True)
        if "pbxproj" in rows:
            bench = args.bench or build("widget-tui-bench")
            path, size = pbxproj(work)
            print("a 19.5 MB project.pbxproj", flush=True)
            report.row("XcodeProjectFile.parse", size, measure([bench, "parse-pbxproj", path], env, args.rounds))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if report.over:
        fail("over budget: " + ", ".join(report.over))


if __name__ == "__main__":
    main()
