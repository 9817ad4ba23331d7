#!/usr/bin/env python3
"""Benchmark of the live preview: the release binary in tmux, on the demo group in a temporary
WIDGET_TUI_HOME, measured through its `--trace FILE` lines and /proc.

  key -> flushed screen   from the wake that read a key to doupdate() returning (p50, p95, max)
  reload -> on screen     from the app's reload request (its date in the record) to the flushed
                          screen with the new timeline, for `app update-items` run from another process
  CPU, live and idle      (utime + stime) / wall time over --idle seconds, no keys, following the clock
  peak memory             VmHWM at the end

Targets (issue 4): key p95 <= 16 ms, reload <= 250 ms, idle CPU < 3 % of one core, peak < 30 MB.

Usage: scripts/bench-preview.py [--binary PATH] [--idle SECONDS] [--keys N] [--reloads N]
                                [--size COLSxROWS] [--term TERM]
Without --binary it builds and uses `swift build -c release --product widget-tui`.
"""
import argparse
import json
import math
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEYS = ["Right", "Right", "Left", "Down", "Up", "NPage", "PPage", "End", "Home", "f", "f", "f",
        "m", "m", "m", "a", "a", "e", "e", "s", "s", "?", "?", "+", "-", "n", "Home",
        "v", "v", "b", "Enter", "w", "v", "v", "v", "v"]
DEMO = os.path.join(ROOT, "assets", "demo", "items.json")
TWO_PETS = [{"name": "Kiwi", "stage": "adult", "valueA": 1, "valueB": 2, "valueC": 3},
            {"name": "Lime", "stage": "baby", "valueA": 4, "valueB": 5, "valueC": 6}]


def fail(message):
    sys.exit(f"bench-preview: {message}")


def wait_for(what, condition, timeout=10.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.002)
    fail(f"waited {timeout:.0f} s for {what}")


class Preview:
    def __init__(self, binary, home, size, term):
        self.binary, self.home = binary, home
        self.socket = f"bench-preview-{os.getpid()}"
        # The server's socket in the run's own folder: tmux keeps the file when its server is
        # killed, and under /tmp/tmux-UID every run would leave one behind.
        self.socket_path = os.path.join(home, f"tmux-{self.socket}")
        self.trace = os.path.join(home, "trace")
        self.env = dict(os.environ, WIDGET_TUI_HOME=home, HOME=home, TERM=term)
        for name in ["TMUX", "NO_COLOR", "COLORTERM"]:
            self.env.pop(name, None)
        if term.endswith("-direct"):
            self.env["COLORTERM"] = "truecolor"
        cols, rows = size.split("x")
        colorterm = self.env.get("COLORTERM", "")
        command = (f"env TERM={term} COLORTERM={colorterm} WIDGET_TUI_HOME='{home}' "
                   f"'{binary}' preview --tz UTC --trace '{self.trace}'")
        self.tmux("-f", "/dev/null", "new-session", "-d", "-s", "bench", "-x", cols, "-y", rows, command)
        self.pid = int(self.tmux("display-message", "-p", "-t", "bench", "#{pane_pid}").strip())
        wait_for("the first screen", lambda: self.lines("timeline"))

    def tmux(self, *arguments):
        return subprocess.run(["tmux", "-S", self.socket_path, *arguments], env=self.env, check=True,
                              capture_output=True, text=True).stdout

    def lines(self, kind):
        try:
            with open(self.trace) as f:
                return [line.split() for line in f if line.startswith(kind + " ")]
        except FileNotFoundError:
            return []

    def cpu_seconds(self):
        with open(f"/proc/{self.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def status(self, field):
        with open(f"/proc/{self.pid}/status") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1])  # kB
        fail(f"no {field} in /proc/{self.pid}/status")

    def app(self, *arguments):
        subprocess.run([self.binary, "app", *arguments], env=self.env, check=True, capture_output=True)

    def last_request_date(self):
        log = subprocess.run(["find", os.path.join(self.home, "AppGroup"), "-name", "reload-requests.log"],
                             capture_output=True, text=True, check=True).stdout.split()
        with open(log[0]) as f:
            return float(f.read().splitlines()[-1].split()[1])

    def close(self):
        subprocess.run(["tmux", "-S", self.socket_path, "kill-server"], env=self.env, capture_output=True)


def summary(values, unit):
    ordered = sorted(values)
    p95 = ordered[math.ceil(0.95 * len(ordered)) - 1]  # nearest rank
    return f"p50 {statistics.median(ordered):.2f} {unit}, p95 {p95:.2f} {unit}, max {ordered[-1]:.2f} {unit} (n={len(ordered)})"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary")
    parser.add_argument("--idle", type=float, default=30)
    parser.add_argument("--keys", type=int, default=300)
    parser.add_argument("--reloads", type=int, default=40)
    parser.add_argument("--size", default="100x40")
    parser.add_argument("--term", default="xterm-256color")
    options = parser.parse_args()
    if not shutil.which("tmux"):
        fail("tmux is not installed")
    binary = options.binary and os.path.abspath(options.binary)
    if not binary:
        subprocess.run(["swift", "build", "-c", "release", "--product", "widget-tui"], cwd=ROOT, check=True)
        binary = os.path.join(ROOT, ".build", "release", "widget-tui")

    home = tempfile.mkdtemp(prefix="bench-preview-")
    preview = Preview(binary, home, options.size, options.term)
    try:
        # Idle CPU, live: the clock runs, an entry every 5 s, the container polled every 100 ms.
        time.sleep(1)
        cpu0, wall0 = preview.cpu_seconds(), time.monotonic()
        time.sleep(options.idle)
        idle = (preview.cpu_seconds() - cpu0) / (time.monotonic() - wall0) * 100

        # Keys, one at a time: each waits for its own trace line.
        for i in range(options.keys):
            before = len(preview.lines("key"))
            preview.tmux("send-keys", "-t", "bench", KEYS[i % len(KEYS)])
            wait_for(f"key {KEYS[i % len(KEYS)]} on screen", lambda: len(preview.lines("key")) > before)
        keys = [float(line[1]) for line in preview.lines("key")]

        # Reloads from another process: update-items with 2 pets, then the demo's 5, and so on.
        two = os.path.join(home, "two.json")
        with open(two, "w") as f:
            json.dump(TWO_PETS, f)
        reloads = []
        for i in range(options.reloads):
            before = len(preview.lines("timeline"))
            preview.app("update-items", two if i % 2 == 0 else DEMO)
            requested = preview.last_request_date()
            line = wait_for("the new timeline on screen", lambda: preview.lines("timeline")[before:])[0]
            reloads.append((float(line[2]) - requested) * 1000)
            # A random pause, so requests fall anywhere in the preview's 100 ms poll period.
            time.sleep(random.uniform(0.05, 0.15))

        peak, rss = preview.status("VmHWM"), preview.status("VmRSS")
        preview.tmux("send-keys", "-t", "bench", "q")
    finally:
        preview.close()
        shutil.rmtree(home, ignore_errors=True)

    print(f"widget-tui preview benchmark: {binary}, {options.size}, TERM={options.term}, {os.cpu_count()} cores")
    print(f"  key -> flushed screen     {summary(keys, 'ms')}   target p95 <= 16 ms")
    print(f"  reload -> on screen       {summary(reloads, 'ms')}   target <= 250 ms")
    print(f"  CPU, live and idle        {idle:.2f} % of one core over {options.idle:.0f} s   target < 3 %")
    print(f"  peak memory (VmHWM)       {peak / 1024:.1f} MB (VmRSS at the end {rss / 1024:.1f} MB)   target < 30 MB")


if __name__ == "__main__":
    main()
