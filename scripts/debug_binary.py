"""The widget-tui a check script runs: `--binary PATH` when given, else the debug build's, which
`swift build --show-bin-path` names (the build .ci/run has just made)."""
import argparse
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def widget_tui_binary():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", help="the widget-tui to check (default: the debug build's)")
    binary = parser.parse_args().binary
    if binary:
        return binary
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True)
    return os.path.join(bin_path.stdout.strip(), "widget-tui")
