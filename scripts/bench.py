#!/usr/bin/env python3
"""widget-tui's benchmark: every figure of issue 13 in one run, beside the tools a user would
otherwise reach for, so the numbers can be checked on any machine.

  render      `render --format ansi` of one frame, whole process, CPU (utime + stime of the child,
              from wait4) against chafa and timg drawing the same pixels, in interleaved rounds;
              each peer's output is decoded and compared cell by cell with ours ("exact")
  scrub       bytes written to the terminal for one Right in the preview (medium, 5 pt/px,
              100x40, TERM=xterm-256color), counted by tmux's pipe-pane after the screen settled,
              against the bytes ncurses writes for the same screens (scripts/ncurses-replay.c,
              built with cc and pkg-config, in a pane of the same size: each screen captured,
              the widget's cells given the plain half-block look, drawn whole and refreshed)
  memory      the preview's peak (VmHWM) after a tour of its keys, split into shared-library pages
              and private pages (smaps_rollup), and the libraries it maps
              (and each key's latency, from the wake that read it to the flushed screen)
  idle        the preview standing still (paused) and live: CPU, wakes (voluntary context
              switches), system calls (strace, when installed) and bytes written per second; then
              `app update-items` from another process -> new timeline flushed (the --trace lines)
  export      `export --sheet` of 300 medium entries: CPU, wall, peak RSS, the PNG's colour type; then of
              1,000 and 3,000 entries x 3 families, in interleaved rounds: peak RSS, CPU per tile
  animation   `export --animation` of the default 300 entries (704x300 at zoom 4): CPU of the whole
              process against the CPU of Pillow's APNG writer (`save(save_all=True)`, timed around
              the call alone) on the same frames, as palette images with the same palette and as
              RGBA, in interleaved rounds; every file decoded by Pillow and compared frame by frame
              (pixels and delays); the files' sizes
  snapshot    `snapshot` of 3,000 entries x 3 families into a new folder, then again unchanged:
              wall against CPU, files rewritten (inode and mtime), fsync, syncfs and rename calls,
              and the system calls a new file costs (strace, a run of 200 entries less one of 100);
              beside its CPU, the floor of this machine's file system: the same files written
              atomically by a minimal writer, as many rounds after the tool's
  verify      `verify` of those 9,000 files
  doctor      `doctor --project` of a project (the FlutterPets fixture, or --project DIR) and of
              copies of it made 10 and 100 times larger by scripts/grow-project.py (its targets
              duplicated in the pbxproj with fresh object ids, with their Swift and Dart files):
              CPU of each, in interleaved rounds; the 100x against the 10x
  pbxproj     the project-file reader alone (`widget-tui-bench parse-pbxproj`, whole process) on a
              large pbxproj (the project's targets copied 1,000 times, no files), against the
              Python `openstep_plist` parser's `load` on the same file (timed around the call)
  codescan    doctor's code scan alone (`widget-tui-bench scan-code`, CPU of the scans) over the
              100x copy's Dart and Swift files, against `grep -P -o` with the scanners' patterns
              over the same files (CPU of the processes)

Every figure is the median of its rounds with min and max; CPU time is measured rather than wall
wherever the figure allows, since other work may share the machine.

Usage: scripts/bench.py [--binary PATH] [--baseline PATH] [--bench PATH] [--project DIR] [--rounds N]
                       [--only ROW,...] [--quick]
Without --binary it builds the release users get, `scripts/build-release` (on Linux one static
executable), and measures the binary it prints the path of. --baseline runs another
build (a copy of an older .build/release/widget-tui with its widget-tui_PetAssets.resources beside
it) in the same rounds, so before and after are measured under the same load. Needs python3, tmux,
cc and pkg-config with ncursesw's headers (libncurses-dev, as the build does);
installs chafa, timg, hyperfine (and uses strace when present) with apt-get when missing, and Pillow
with pip for the animation row, and openstep-plist with pip for the doctor, pbxproj and codescan rows
(the generator reads and writes project files with it). The last three rows build widget-tui-bench
in release unless --bench names one.
"""
import argparse
import json
import os
import random
import re
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import time
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NOW = "2026-11-29T12:00:00Z"
DEMO = os.path.join(ROOT, "assets", "demo", "items.json")
TWO_PETS = [{"name": "Kiwi", "stage": "adult", "valueA": 1, "valueB": 2, "valueC": 3},
            {"name": "Lime", "stage": "baby", "valueA": 4, "valueB": 5, "valueC": 6}]
# A tour of the preview: scrubbing, families, views, modes, help, a button press.
TOUR = ["Right", "Right", "Left", "Down", "Up", "NPage", "PPage", "End", "Home", "f", "f", "f",
        "m", "m", "m", "a", "a", "e", "e", "s", "s", "?", "?", "+", "-", "n", "Home",
        "v", "v", "b", "Enter", "w", "v", "v", "v", "v"]
ROWS = ["render", "scrub", "memory", "idle", "export", "animation", "snapshot", "verify", "doctor", "pbxproj", "codescan"]
FLUTTER_FIXTURE = os.path.join(ROOT, "Tests", "ProjectFixtures", "Fixtures", "FlutterPets")


def fail(message):
    sys.exit(f"bench: {message}")


# ---------------------------------------------------------------------------------------------
# Figures

def spread(values, unit="", scale=1.0, digits=1):
    """`median (min-max) unit`."""
    v = sorted(x * scale for x in values)
    f = f"{{:.{digits}f}}"
    return f"{f.format(statistics.median(v))}{unit} ({f.format(v[0])}-{f.format(v[-1])})"


def mb(kilobytes):
    return kilobytes / 1024


class Run:
    """One child process: CPU (user + system) and wall seconds, exit status; with `rss`, its peak
    RSS in kB too, through GNU time. (wait4's ru_maxrss would count the pages of this Python
    process the child had before its exec, about 15 MB; time is a small C program. It adds its own
    start-up, well under a millisecond, to the CPU time, so the short runs of the render row are
    timed without it.)"""

    def __init__(self, argv, env, rss=False, codes=(0,)):
        report = None
        if rss:
            report = tempfile.mktemp(prefix="bench-time-")
            argv = ["/usr/bin/time", "-f", "%M", "-o", report, *argv]
        start = time.monotonic()
        child = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.PIPE)
        stderr = child.stderr.read()
        # The child's own usage (and its reaped children's), not the script's.
        _, status, usage = os.wait4(child.pid, 0)
        child.returncode = os.waitstatus_to_exitcode(status)
        self.wall = time.monotonic() - start
        self.cpu = usage.ru_utime + usage.ru_stime
        self.user, self.system = usage.ru_utime, usage.ru_stime
        self.code = child.returncode
        if self.code not in codes:
            fail(f"{' '.join(argv)} exited {self.code}: {stderr.decode(errors='replace').strip()[-400:]}")
        self.maxrss = None
        if report:
            with open(report) as f:
                self.maxrss = int(f.read().split()[-1])
            os.unlink(report)


def interleaved(contestants, rounds, env):
    """Runs each (name, argv) once to warm the caches, then `rounds` rounds, each in a rotated
    order so no contestant always runs first; returns {name: [Run]}."""
    for _, argv in contestants:
        Run(argv, env)
    results = {name: [] for name, _ in contestants}
    for r in range(rounds):
        order = contestants[r % len(contestants):] + contestants[:r % len(contestants)]
        for name, argv in order:
            results[name].append(Run(argv, env))
    return results


def ratios(ours, theirs):
    return [a.cpu / b.cpu for a, b in zip(ours, theirs)]


# ---------------------------------------------------------------------------------------------
# The frame, as PNG for the peers and as cells decoded from each tool's output

def frame_pixels(binary, env, family="medium"):
    """The frame `render` draws, as rows of (r, g, b), from its JSON document."""
    out = subprocess.run([binary, "render", "--now", NOW, "--tz", "UTC", "--family", family, "--format", "json"],
                         env=env, check=True, capture_output=True).stdout
    document = json.loads(out)
    palette = {p["letter"]: tuple(int(p["color"][i:i + 2], 16) for i in (1, 3, 5)) for p in document["palette"]}
    return [[palette[c] for c in row] for row in document["rows"]]


def write_png(path, rows, zoom):
    """Truecolour PNG of `rows`, each pixel `zoom` x `zoom` (nearest neighbour)."""
    height, width = len(rows) * zoom, len(rows[0]) * zoom
    raw = b"".join(b"\0" + bytes(c for px in row for _ in range(zoom) for c in px)
                   for row in rows for _ in range(zoom))

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


CSI = re.compile(rb"\x1b\[([0-9;?]*)([@-~])")


def decode_cells(output):
    """Truecolour half-block output (U+2580/U+2584, space, U+2588) as rows of (top, bottom)
    colours; None where a half shows the terminal's default colour."""
    rows, row, fg, bg = [], [], None, None
    i = 0
    while i < len(output):
        m = CSI.match(output, i)
        if m:
            if m.group(2) == b"m":
                codes = [int(c) if c else 0 for c in m.group(1).split(b";")] if m.group(1) else [0]
                j = 0
                while j < len(codes):
                    c = codes[j]
                    if c == 0:
                        fg = bg = None
                    elif c in (38, 48) and codes[j + 1] == 2:
                        color = tuple(codes[j + 2:j + 5])
                        fg, bg = (color, bg) if c == 38 else (fg, color)
                        j += 4
                    elif c == 39:
                        fg = None
                    elif c == 49:
                        bg = None
                    j += 1
            i = m.end()
            continue
        if output[i:i + 1] == b"\n":
            rows.append(row)
            row = []
            i += 1
            continue
        length = 3 if output[i] >= 0xE0 else 2 if output[i] >= 0xC0 else 1
        char = output[i:i + length].decode()
        i += length
        row.append({"\u2580": (fg, bg), "\u2584": (bg, fg), "\u2588": (fg, fg), " ": (bg, bg)}.get(char, ("?", "?")))
    if row:
        rows.append(row)
    return rows


def differing_cells(output, pixels, rows=None):
    cells = decode_cells(output)[:rows or len(pixels) // 2]
    expected = [[(pixels[2 * y][x], pixels[2 * y + 1][x]) for x in range(len(pixels[0]))] for y in range(len(pixels) // 2)]
    if len(cells) != len(expected) or any(len(a) != len(b) for a, b in zip(cells, expected)):
        return sum(len(r) for r in expected)
    return sum(a != b for ra, rb in zip(cells, expected) for a, b in zip(ra, rb))


# ---------------------------------------------------------------------------------------------
# The preview in tmux, and the ncurses program that replays its screens

class Pane:
    """A program in a tmux pane of `size`, started by `command` (a shell command) once pipe-pane
    appends the pane's output to a file, so the file holds it from its first byte. The program
    writes trace lines to `self.trace`, a kind first (the preview's `--trace`): the first screen is
    there once a `first` line is."""

    def __init__(self, home, command, name, first, size="100x40", term="xterm-256color"):
        self.home = home
        self.name = name
        self.socket = f"bench-{os.getpid()}-{random.randrange(1 << 30)}"
        # The server's socket in the run's own folder: tmux keeps the file when its server is
        # killed, and under /tmp/tmux-UID every run would leave one behind.
        self.socket_path = os.path.join(home, f"tmux-{self.socket}")
        self.output = os.path.join(home, f"pane-{self.socket}")
        self.trace = os.path.join(home, f"trace-{self.socket}")
        self.env = dict(os.environ, WIDGET_TUI_HOME=home, TERM=term)
        for variable in ["TMUX", "NO_COLOR", "COLORTERM", "CI"]:
            self.env.pop(variable, None)
        cols, rows = size.split("x")
        self.tmux("-f", "/dev/null", "new-session", "-d", "-s", "bench", "-x", cols, "-y", rows, "sh", "-c",
                  f"read go; exec env TERM={term} {command(self.trace)}")
        self.tmux("pipe-pane", "-t", "bench", f"cat >> '{self.output}'")
        self.tmux("send-keys", "-t", "bench", "Enter")
        wait_for(f"{name} to start", lambda: self.pid_is_program())
        self.pid = int(self.tmux("display-message", "-p", "-t", "bench", "#{pane_pid}").strip())
        wait_for("the first screen", lambda: self.lines(first))
        self.settle()

    def pid_is_program(self):
        pid = self.tmux("display-message", "-p", "-t", "bench", "#{pane_pid}").strip()
        try:
            with open(f"/proc/{pid}/comm") as f:
                return f.read().strip() == self.name[:15]
        except FileNotFoundError:
            return False

    def screen(self):
        """What the pane shows, as capture-pane writes it with its colours (-e) and every blank (-N)."""
        return self.tmux("capture-pane", "-p", "-e", "-N", "-t", "bench")

    def tmux(self, *arguments):
        return subprocess.run(["tmux", "-S", self.socket_path, *arguments], env=self.env, check=True,
                              capture_output=True, text=True).stdout

    def bytes_written(self):
        try:
            return os.path.getsize(self.output)
        except FileNotFoundError:
            return 0

    def settle(self, quiet=0.3, timeout=10.0):
        """Waits until no byte was written for `quiet` seconds; returns the count written."""
        deadline = time.monotonic() + timeout
        size, since = self.bytes_written(), time.monotonic()
        while time.monotonic() < deadline:
            time.sleep(0.01)
            now = self.bytes_written()
            if now != size:
                size, since = now, time.monotonic()
            elif time.monotonic() - since >= quiet:
                return size
        fail(f"{self.name} kept writing")

    def press(self, key, kind="key"):
        """Sends one key and returns what the terminal received for it, once settled: the screen is
        drawn when the program has written one more `kind` line."""
        before = self.settle()
        keys = len(self.lines(kind))
        self.tmux("send-keys", "-t", "bench", key)
        wait_for(f"key {key} on screen", lambda: len(self.lines(kind)) > keys)
        after = self.settle()
        with open(self.output, "rb") as f:
            f.seek(before)
            return f.read(after - before)

    def lines(self, kind):
        try:
            with open(self.trace) as f:
                return [line.split() for line in f if line.startswith(kind + " ")]
        except FileNotFoundError:
            return []

    def close(self):
        subprocess.run(["tmux", "-S", self.socket_path, "kill-server"], env=self.env, capture_output=True)


class Preview(Pane):
    """The preview in a tmux pane of `size`, on the demo group in `home`."""

    def __init__(self, binary, home, arguments, size="100x40", term="xterm-256color"):
        def command(trace):
            return f"WIDGET_TUI_HOME='{home}' '{binary}' preview --tz UTC --trace '{trace}' {' '.join(arguments)}"
        super().__init__(home, command, "widget-tui", "timeline", size, term)

    def proc(self, name):
        with open(f"/proc/{self.pid}/{name}") as f:
            return f.read()

    def status(self, field):
        for line in self.proc("status").splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1])
        fail(f"no {field} in /proc/{self.pid}/status")

    def cpu_seconds(self):
        fields = self.proc("stat").rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def cpu_nanoseconds(self):
        """Time on a CPU, from the scheduler's own count (nanoseconds; /proc/PID/stat counts ticks)."""
        return int(self.proc("schedstat").split()[0])

    def scrub_cpu(self, key, steps):
        """CPU per press of `key`, in ms, each step timed alone from a settled screen (the waits
        in between cost the preview nothing: it sleeps)."""
        times = []
        for _ in range(steps):
            self.settle(quiet=0.15)
            before = self.cpu_nanoseconds()
            self.press(key)
            times.append((self.cpu_nanoseconds() - before) / 1e6)
        return times

    def rollup(self):
        return {line.split(":")[0]: int(line.split()[1]) for line in self.proc("smaps_rollup").splitlines()[1:]}

    def libraries(self):
        return sorted({os.path.basename(line.split()[-1]) for line in self.proc("maps").splitlines()
                       if ".so" in line.split()[-1]})

    def app(self, binary, *arguments):
        subprocess.run([binary, "app", *arguments], env=self.env, check=True, capture_output=True)

    def last_request_date(self):
        for folder, _, files in os.walk(os.path.join(self.home, "AppGroup")):
            if "reload-requests.log" in files:
                with open(os.path.join(folder, "reload-requests.log")) as f:
                    return float(f.read().splitlines()[-1].split()[1])
        fail("no reload-requests.log")

def wait_for(what, condition, timeout=10.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.002)
    fail(f"waited {timeout:.0f} s for {what}")


ESCAPE = re.compile(rb"\x1b(\[[0-9;?]*[@-~]|[()][0-9A-Za-z]|[=>78MDEc])")


def escape_share(chunk):
    """Bytes in escape sequences, and printed characters (UTF-8 leading bytes outside them)."""
    escapes = sum(len(m.group(0)) for m in ESCAPE.finditer(chunk))
    text = ESCAPE.sub(b"", chunk)
    characters = sum(1 for b in text if b < 0x80 or b >= 0xC0)
    return escapes, characters



# ---------------------------------------------------------------------------------------------
# The bytes of a scrub step beside ncurses's: the preview's screens, drawn again by
# scripts/ncurses-replay.c in a pane of the same size and TERM, its bytes counted the same way

SGR = re.compile(r"\x1b\[([0-9;]*)m")
SGR_ON = {1: 1, 2: 2, 3: 4, 4: 8, 5: 16, 7: 32, 8: 64}  # bold, dim, italic, underline, blink, reverse, invisible
SGR_OFF = {22: 1 | 2, 23: 4, 24: 8, 25: 16, 27: 32, 28: 64}
HALF_BLOCKS = {"\u2580": lambda fg, bg: (fg, bg), "\u2584": lambda fg, bg: (bg, fg),
               "\u2588": lambda fg, bg: (fg, fg), " ": lambda fg, bg: (bg, bg)}


def screen_cells(capture, rows, columns):
    """tmux's `capture-pane -p -e -N` of a screen as rows of cells (character, attributes, fg, bg),
    the colours xterm's 256 (-1: the default). capture-pane writes only changes of attributes,
    which hold across lines; a line cut short is padded with blank cells of the default colours."""
    state = (0, -1, -1)
    grid = []
    for line in capture.split("\n")[:rows]:
        row, i = [], 0
        while i < len(line):
            m = SGR.match(line, i)
            if not m:
                row.append((line[i], *state))
                i += 1
                continue
            attributes, fg, bg = state
            codes = [int(c) if c else 0 for c in m.group(1).split(";")]
            j = 0
            while j < len(codes):
                c = codes[j]
                if c == 0:
                    attributes, fg, bg = 0, -1, -1
                elif c in SGR_ON:
                    attributes |= SGR_ON[c]
                elif c in SGR_OFF:
                    attributes &= ~SGR_OFF[c]
                elif c in (38, 48) and codes[j + 1:j + 2] == [5]:
                    fg, bg = (codes[j + 2], bg) if c == 38 else (fg, codes[j + 2])
                    j += 2
                elif 30 <= c <= 37 or 90 <= c <= 97:
                    fg = c - 30 if c < 90 else c - 82
                elif 40 <= c <= 47 or 100 <= c <= 107:
                    bg = c - 40 if c < 100 else c - 92
                elif c in (39, 49):
                    fg, bg = (-1, bg) if c == 39 else (fg, -1)
                else:
                    fail(f"capture-pane wrote SGR {m.group(1)}, which the bench does not read")
                j += 1
            state = (attributes, fg, bg)
            i = m.end()
        grid.append((row + [(" ", 0, -1, -1)] * columns)[:columns])
    return grid + [[(" ", 0, -1, -1)] * columns for _ in range(rows - len(grid))]


def plain_look(cell):
    """A cell of two pixels as a plain ncurses program draws it: U+2580, the top pixel's colour as
    foreground and the bottom's as background, or a space when both match. A cell of text, with an
    attribute, or whose block shows the terminal's default foreground stays as it is."""
    char, attributes, fg, bg = cell
    if attributes or char not in HALF_BLOCKS:
        return cell
    top, bottom = HALF_BLOCKS[char](fg, bg)
    if char != " " and -1 in (top, bottom):
        return cell
    return (" " if top == bottom else "\u2580", 0, top, bottom)


def ncurses_reference(home, screens, size, term):
    """The bytes ncurses writes for each screen after the first, and the cells in which what it
    drew differs from the preview's screens in plain looks (0: the same screens). Each screen is
    drawn whole into stdscr and refreshed, in a tmux pane of `size`, its bytes counted by pipe-pane
    as the preview's are."""
    program = os.path.join(home, "ncurses-replay")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "ncursesw"], check=True, capture_output=True, text=True).stdout.split()
    subprocess.run(["cc", "-O2", "-o", program, os.path.join(ROOT, "scripts", "ncurses-replay.c"), *flags], check=True)
    rows, columns = (int(n) for n in reversed(size.split("x")))
    plain = [[[plain_look(cell) for cell in row] for row in screen_cells(screen, rows, columns)] for screen in screens]
    path = os.path.join(home, "screens.txt")
    with open(path, "w", encoding="utf-8") as f:
        for screen in plain:
            f.writelines(f"{ord(c)} {a} {fg} {bg}\n" for row in screen for c, a, fg, bg in row)
    pane = Pane(home, lambda trace: f"'{program}' '{path}' '{trace}'", "ncurses-replay", "screen", size, term)
    try:
        shown = [pane.screen()]
        sizes = []
        for _ in screens[1:]:
            sizes.append(len(pane.press("n", kind="screen")))
            shown.append(pane.screen())
    finally:
        pane.close()
    differ = sum(a != b for mine, theirs in zip(plain, shown)
                 for ra, rb in zip(mine, screen_cells(theirs, rows, columns)) for a, b in zip(ra, map(plain_look, rb)))
    return sizes, differ

# ---------------------------------------------------------------------------------------------
# Rows

def row_render(binaries, env, rounds, work):
    pixels = frame_pixels(binaries[0][1], env)
    width, cells_high = len(pixels[0]), len(pixels) // 2
    small, large = os.path.join(work, "frame.png"), os.path.join(work, "frame-x8.png")
    write_png(small, pixels, 1)
    # chafa samples each cell from the image scaled to 8x8 pixels per cell: at exactly that size
    # no colours are blended, so it draws the same pixels.
    write_png(large, pixels, 8)
    size = f"{width}x{cells_high}"
    contestants = [(name, [binary, "render", "--now", NOW, "--tz", "UTC", "--family", "medium", "--format", "ansi",
                           "--colors", "truecolor"]) for name, binary in binaries]
    contestants += [("chafa", ["chafa", "-f", "symbols", "--symbols", "vhalf", "-w", "1", "--dither", "none",
                               "-c", "full", "--size", size, large]),
                    ("timg", ["timg", "-ph", f"-g{size}", small])]
    exact, sizes = {}, {}
    for name, argv in contestants:
        output = subprocess.run(argv, env=env, check=True, capture_output=True).stdout
        exact[name] = differing_cells(output, pixels)
        sizes[name] = len(output)
    results = interleaved(contestants, rounds, env)
    peaks = {name: [Run(argv, env, rss=True).maxrss for _ in range(3)] for name, argv in contestants}
    lines = [f"render --format ansi, medium {width}x{len(pixels)} px, truecolor; CPU per process, {rounds} interleaved rounds"]
    for name, _ in contestants:
        runs = results[name]
        lines.append(f"  {name:<10} CPU {spread([r.cpu for r in runs], ' ms', 1000)}  wall {spread([r.wall for r in runs], ' ms', 1000)}"
                     f"  peak RSS {spread(peaks[name], ' MB', 1 / 1024)}"
                     f"  {'exact' if exact[name] == 0 else f'{exact[name]} cells differ'}")
    for name, _ in binaries:
        lines.append(f"  {name} output {sizes[name]} B (caption line included); chafa {sizes['chafa']} B, timg {sizes['timg']} B"
                     f"   target <= 5000 B   {'met' if sizes[name] <= 5000 else 'NOT met'}")
    figures = {}
    for name, _ in binaries:
        cpu = statistics.median(r.cpu for r in results[name]) * 1000
        lines.append(f"  {name} CPU per process: {cpu:.1f} ms   target <= 2.5 ms   {'met' if cpu <= 2.5 else 'NOT met'}")
        for peer, target in [("chafa", 0.2), ("timg", 0.15)]:
            r = ratios(results[name], results[peer])
            figures[f"{name} vs {peer}"] = (statistics.median(r), target)
            lines.append(f"  {name} / {peer} CPU: {spread(r, 'x', digits=2)}   target <= {target}x"
                         f"   {'met' if statistics.median(r) <= target else 'NOT met'}")
    if shutil.which("hyperfine"):
        lines.append("  hyperfine cross-check (not interleaved; mean user + system):")
        export = os.path.join(work, "hyperfine.json")
        subprocess.run(["hyperfine", "-N", "--warmup", "3", "--runs", str(max(10, rounds)), "--export-json", export, "--style", "none",
                        *[" ".join(argv) for _, argv in contestants]], env=env, check=True, capture_output=True)
        with open(export) as f:
            for (name, _), result in zip(contestants, json.load(f)["results"]):
                lines.append(f"    {name:<10} {(result['user'] + result['system']) * 1000:.1f} ms"
                             f" (wall mean {result['mean'] * 1000:.1f} ms)")
    return lines


def preview_rows(binaries, home, rows, steps, idle_seconds, reloads):
    lines = []
    for name, binary in binaries:
        lines.append(f"preview [{name}]: medium, 5 pt/px, 100x40, TERM=xterm-256color, --colors 256")
        arguments = ["--family", "medium", "--scale", "5", "--colors", "256"]
        if "scrub" in rows or "memory" in rows or "idle" in rows:
            preview = Preview(binary, home, arguments + ["--now", NOW])
            try:
                first = preview.settle()
                if "scrub" in rows:
                    screens, chunks = [preview.screen()], []
                    for _ in range(steps):
                        chunks.append(preview.press("Right"))
                        screens.append(preview.screen())
                    sizes = [len(c) for c in chunks]
                    escapes, characters = map(sum, zip(*map(escape_share, chunks)))
                    median = statistics.median(sizes)
                    lines.append(f"  one scrub step (Right)      {spread(sizes, ' B', digits=0)} over {steps} steps;"
                                 f" {100 * median / first:.0f}% of the first screen ({first} B);"
                                 f" {100 * escapes / sum(sizes):.0f}% escape sequences;"
                                 f" {sum(sizes) / max(1, characters):.1f} B per character")
                    # The reference: ncurses given the same screens, each pixel cell in the plain look.
                    theirs, differ = ncurses_reference(home, screens, "100x40", "xterm-256color")
                    ratio = sum(sizes) / sum(theirs)
                    lines.append(f"    ncurses {curses_version()} given the same {len(screens)} screens (U+2580 top on bottom, a space"
                                 f" where both match), same pane: {spread(theirs, ' B', digits=0)} a step;"
                                 f" {'the same screens' if differ == 0 else f'{differ} cells differ'}")
                    lines.append(f"  bytes of the {steps} steps against ncurses's: {ratio:.3f}x"
                                 f" (medians {median / statistics.median(theirs):.3f}x)   target <= 0.40x, goal 0.35x"
                                 f"   {'met' if ratio <= 0.40 and differ == 0 else 'NOT met'}")
                    times = preview.scrub_cpu("Right", steps)
                    lines.append(f"  CPU per scrub step (Right)  {spread(times, ' ms', digits=2)} over {steps} steps"
                                 f"   target <= 0.5 ms   {'met' if statistics.median(times) <= 0.5 else 'NOT met'}")
                if "idle" in rows:
                    lines += idle_figures(preview, idle_seconds, "paused, nothing changes")
                if "memory" in rows:
                    for key in TOUR:
                        preview.press(key)
                    lines += memory_figures(preview)
                keys = sorted(float(line[1]) for line in preview.lines("key"))
                if keys:
                    p95 = keys[max(0, -(-95 * len(keys) // 100) - 1)]
                    lines.append(f"  key -> flushed screen (from the wake that read it)  {spread(keys, ' ms', digits=2)},"
                                 f" p95 {p95:.2f} ms over {len(keys)} keys   target p95 <= 16 ms   {'met' if p95 <= 16 else 'NOT met'}")
            finally:
                preview.close()
        if "scrub" in rows:
            # The cost of a step should follow the cells that change, not the terminal's area.
            preview = Preview(binary, home, arguments + ["--now", NOW], size="400x200")
            try:
                times = preview.scrub_cpu("Right", steps)
                lines.append(f"  CPU per scrub step (Right), 400x200 terminal  {spread(times, ' ms', digits=2)} over {steps} steps"
                             f"   target <= 1 ms   {'met' if statistics.median(times) <= 1 else 'NOT met'}")
                switches = preview.scrub_cpu("a", max(4, steps // 3))
                lines.append(f"  CPU per light/dark switch (a), 400x200 terminal  {spread(switches, ' ms', digits=2)}"
                             f" over {len(switches)}   target <= 8 ms   {'met' if statistics.median(switches) <= 8 else 'NOT met'}")
                peak = mb(preview.status("VmHWM"))
                lines.append(f"  peak memory (VmHWM) after those steps and switches, 400x200 terminal  {peak:.1f} MiB"
                             f"   target <= 16 MiB   {'met' if peak <= 16 else 'NOT met'}")
            finally:
                preview.close()
        if "idle" in rows:
            preview = Preview(binary, home, arguments)
            try:
                lines += idle_figures(preview, idle_seconds, "live (1x), entries 5 s apart")
                lines += reload_figures(preview, binary, reloads)
            finally:
                preview.close()
    return lines


def idle_figures(preview, seconds, what):
    cpu0, switches0, bytes0 = preview.cpu_seconds(), preview.status("voluntary_ctxt_switches"), preview.bytes_written()
    wall0 = time.monotonic()
    time.sleep(seconds)
    wall = time.monotonic() - wall0
    cpu = preview.cpu_seconds() - cpu0
    wakes = preview.status("voluntary_ctxt_switches") - switches0
    written = preview.bytes_written() - bytes0
    calls = "-"
    if shutil.which("strace"):
        # Apart from the window above: tracing makes its own context switches.
        log = os.path.join(preview.home, "strace-idle")
        strace = subprocess.Popen(["strace", "-f", "-c", "-o", log, "-p", str(preview.pid)],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(0.5)
        traced = min(seconds, 5)
        time.sleep(traced)
        strace.send_signal(2)
        strace.wait()
        with open(log) as f:
            total = [line.split() for line in f if line.strip().endswith("total")]
        # % time, seconds, usecs/call, calls, [errors,] "total"
        calls = f"{int(total[0][3]) / traced:.1f}/s" if total else "0/s"
    return [f"  idle, {what}: over {wall:.0f} s  CPU {100 * cpu / wall:.2f}% of a core, {wakes / wall:.2f} wakes/s,"
            f" {calls} system calls, {written / wall:.0f} B/s written"]


def memory_figures(preview):
    peak, rss = preview.status("VmHWM"), preview.status("VmRSS")
    anon, files = preview.status("RssAnon"), preview.status("RssFile")
    rollup = preview.rollup()
    private = rollup.get("Private_Clean", 0) + rollup.get("Private_Dirty", 0)
    libraries = preview.libraries()
    heavy = [lib for lib in libraries if re.match(r"lib(Foundation|_FoundationICU|icu)", lib)]
    return [f"  peak memory (VmHWM) after a tour of {len(TOUR)} keys  {mb(peak):.1f} MiB   target <= 12 MiB"
            f"   {'met' if mb(peak) <= 12 else 'NOT met'}",
            f"    now: RSS {mb(rss):.1f} MB = {mb(files):.1f} MB file pages (the executable's and its libraries') + {mb(anon):.1f} MB anonymous;"
            f" PSS {mb(rollup.get('Pss', 0)):.1f} MB, private {mb(private):.1f} MB",
            f"    {len(libraries)} shared libraries mapped{' (a static executable)' if not libraries else ''};"
            f" Foundation and ICU among them: {', '.join(heavy) or 'none'}"]


def reload_figures(preview, binary, count):
    two = os.path.join(preview.home, "two.json")
    with open(two, "w") as f:
        json.dump(TWO_PETS, f)
    latencies = []
    for i in range(count):
        before = len(preview.lines("timeline"))
        preview.app(binary, "update-items", two if i % 2 == 0 else DEMO)
        requested = preview.last_request_date()
        line = wait_for("the new timeline on screen", lambda: preview.lines("timeline")[before:])[0]
        latencies.append((float(line[2]) - requested) * 1000)
        # A random pause, so requests fall anywhere in a poll period, if there is one.
        time.sleep(random.uniform(0.05, 0.15))
    latencies.sort()
    p95 = latencies[max(0, -(-95 * len(latencies) // 100) - 1)]
    return [f"  app update-items -> new timeline flushed  {spread(latencies, ' ms')}, p95 {p95:.1f} ms over {count}"
            f"   target <= 100 ms   {'met' if latencies[-1] <= 100 else 'NOT met'}"]


def row_export(binaries, env, rounds, work):
    lines = ["export --sheet of 300 medium entries (--every 1)"]
    sheet = os.path.join(work, "sheet.png")
    for name, binary in binaries:
        argv = [binary, "export", "--sheet", sheet, "--family", "medium", "--every", "1", "--now", NOW, "--tz", "UTC"]
        runs = [Run(argv, env, rss=True) for _ in range(rounds)]
        with open(sheet, "rb") as f:
            header = f.read(33)
        width, height, depth, colour = struct.unpack(">IIBB", header[16:26])
        kind = {0: "grey", 2: "RGB", 3: "palette", 4: "grey+alpha", 6: "RGBA"}.get(colour, str(colour))
        cpu, peak = statistics.median(r.cpu for r in runs), mb(statistics.median(r.maxrss for r in runs))
        lines.append(f"  [{name}] CPU {spread([r.cpu for r in runs], ' s', digits=2)}  wall {spread([r.wall for r in runs], ' s', digits=2)}"
                     f"  peak RSS {spread([r.maxrss for r in runs], ' MB', 1 / 1024, 0)}; {width}x{height} {kind} {depth}-bit PNG,"
                     f" {os.path.getsize(sheet) / 1024:.0f} KB   target <= 1 s, <= 60 MB"
                     f"   {'met' if cpu <= 1 and peak <= 60 else 'NOT met'}")
    # Three families, every entry: 3,000 and 9,000 tiles. The sheet is written as it is drawn, so
    # the peak should not grow with the count and the time should grow with it in proportion.
    lines.append("export --sheet --every 1, three families, 1,000 and 3,000 entries (3,000 and 9,000 tiles)")
    # The two counts in interleaved rounds, each figure their median: a single run of each made
    # the ratio of two noisy numbers, 1.02x in one run and 1.24x in the next on the same build.
    for name, binary in binaries:
        figures = {1000: [], 3000: []}
        for _ in range(rounds):
            for count in figures:
                argv = [binary, "export", "--sheet", sheet, "--every", "1", "--count", str(count), "--now", NOW, "--tz", "UTC"]
                figures[count].append(Run(argv, env, rss=True))
        peak = max(mb(statistics.median(r.maxrss for r in runs)) for runs in figures.values())
        per_tile = {count: statistics.median(r.cpu for r in runs) / (3 * count) for count, runs in figures.items()}
        growth = per_tile[3000] / per_tile[1000]
        for count, runs in figures.items():
            lines.append(f"  [{name}] {3 * count} tiles: CPU {spread([r.cpu for r in runs], ' s', digits=2)}"
                         f"  peak RSS {spread([r.maxrss for r in runs], ' MB', 1 / 1024, 0)}  {per_tile[count] * 1e6:.0f} us per tile")
        lines.append(f"  [{name}] peak {peak:.0f} MB at most; CPU per tile at 9,000 against 3,000 tiles {growth:.2f}x"
                     f"   target <= 40 MB at any count, time linear (<= 1.2x)   {'met' if peak <= 40 and growth <= 1.2 else 'NOT met'}")
    return lines



# Pillow's APNG writer on the frames of a pickle the bench wrote (size, palette, each frame's
# palette indices and delay), as palette images or converted to RGBA beforehand; prints the CPU
# seconds of the save alone (user + system, getrusage), so loading and converting are not counted.
PILLOW_APNG = """
import json, pickle, resource, sys
from PIL import Image
source, mode, target = sys.argv[1:4]
with open(source, "rb") as f:
    size, palette, frames, delays = pickle.load(f)
images = []
for indices in frames:
    image = Image.frombytes("P", size, indices)
    image.putpalette(palette)
    images.append(image.convert("RGBA") if mode == "RGBA" else image)
before = resource.getrusage(resource.RUSAGE_SELF)
images[0].save(target, format="PNG", save_all=True, append_images=images[1:], duration=delays, loop=0)
after = resource.getrusage(resource.RUSAGE_SELF)
print(json.dumps(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime))
"""


def animation_frames(path):
    """An animated PNG as Pillow plays it: each frame's RGB bytes and delay, frames equal to the one
    before merged into it (their delays added), since Pillow's writer merges them so."""
    from PIL import Image
    shown = []
    with Image.open(path) as image:
        size = image.size
        for i in range(getattr(image, "n_frames", 1)):
            image.seek(i)
            pixels, delay = image.convert("RGB").tobytes(), image.info.get("duration", 0)
            if shown and shown[-1][0] == pixels:
                shown[-1] = (pixels, shown[-1][1] + delay)
            else:
                shown.append((pixels, delay))
    return size, shown


def pillow_input(path, target):
    """The frames of our animation as Pillow's writer is given them: palette images with one palette
    (every colour the frames take, as ours), each frame's delay; written to `target` as a pickle."""
    import pickle
    from PIL import Image
    with Image.open(path) as image:
        size, frames, delays, colors = image.size, [], [], {}
        rgb = []
        for i in range(image.n_frames):
            image.seek(i)
            rgb.append(image.convert("RGB"))
            delays.append(image.info["duration"])
            for _, color in rgb[-1].getcolors(256) or fail(f"{path}: a frame of more than 256 colours"):
                colors.setdefault(color, len(colors))
    palette = [c for color in colors for c in color]
    holder = Image.new("P", (1, 1))
    holder.putpalette(palette + [0] * (768 - len(palette)))
    for picture in rgb:
        indices = picture.quantize(palette=holder, dither=Image.Dither.NONE)
        if indices.convert("RGB").tobytes() != picture.tobytes():
            fail(f"{path}: a frame's colours are not all in the palette gathered")
        frames.append(indices.tobytes())
    with open(target, "wb") as f:
        pickle.dump((size, palette, frames, delays), f)


def row_animation(binaries, env, rounds, work):
    ours = os.path.join(work, "animation.png")
    frames = os.path.join(work, "animation-frames.pickle")
    argv = {name: [binary, "export", "--animation", ours, "--now", NOW, "--tz", "UTC"] for name, binary in binaries}
    subprocess.run(argv[binaries[0][0]], env=env, check=True, capture_output=True)
    pillow_input(ours, frames)
    size, expected = animation_frames(ours)
    outputs = {"palette": os.path.join(work, "pillow-palette.png"), "RGBA": os.path.join(work, "pillow-rgba.png")}
    pillow = {mode: [sys.executable, "-c", PILLOW_APNG, frames, mode, path] for mode, path in outputs.items()}
    cpu = {name: [] for name, _ in binaries} | {mode: [] for mode in pillow}
    peak, sizes, exact = {}, {}, {}
    for r in range(rounds):
        for name, _ in binaries:
            run = Run(argv[name], env, rss=True)
            cpu[name].append(run.cpu)
            peak.setdefault(name, []).append(run.maxrss)
            if r == 0:
                sizes[name] = os.path.getsize(ours)
                exact[name] = animation_frames(ours) == (size, expected)
        for mode, command in pillow.items():
            result = subprocess.run(command, env=env, check=True, capture_output=True, text=True)
            cpu[mode].append(json.loads(result.stdout))
    for mode, path in outputs.items():
        sizes[mode] = os.path.getsize(path)
        exact[mode] = animation_frames(path) == (size, expected)
    import PIL
    lines = [f"export --animation, the default {len(expected)} frames ({size[0]}x{size[1]}, zoom 4), against Pillow {PIL.__version__}'s"
             f" APNG writer on the same frames (CPU of its save alone); {rounds} interleaved rounds"]
    for name, _ in binaries:
        lines.append(f"  [{name}] CPU {spread(cpu[name], ' s', digits=3)}  peak RSS {spread(peak[name], ' MB', 1 / 1024, 0)}"
                     f"  {sizes[name] / 1024:.0f} KB  {'decoded: the same frames' if exact[name] else 'decoded: frames DIFFER'}")
    for mode in pillow:
        lines.append(f"  Pillow, {mode} frames: CPU {spread(cpu[mode], ' s', digits=3)}  {sizes[mode] / 1024:.0f} KB"
                     f"  {'decoded: the same frames' if exact[mode] else 'decoded: frames DIFFER'}")
    for name, _ in binaries:
        for mode, target in [("palette", 1.0), ("RGBA", None)]:
            r = [a / b for a, b in zip(cpu[name], cpu[mode])]
            verdict = (f"   target <= {target}x   {'met' if statistics.median(r) <= target and all(exact.values()) else 'NOT met'}"
                       if target else "")
            lines.append(f"  {name} / Pillow {mode} CPU: {spread(r, 'x', digits=2)}{verdict}")
    return lines


def files_state(folder):
    return {entry.name: (entry.inode(), entry.stat().st_mtime_ns) for entry in os.scandir(folder)}


def traced_calls(argv, env):
    """fsync, syncfs and rename calls of one run, by strace; None without strace."""
    if not shutil.which("strace"):
        return None
    log = tempfile.mktemp(prefix="bench-strace-")
    subprocess.run(["strace", "-f", "-c", "-o", log, "-e", "trace=fsync,fdatasync,syncfs,sync,rename,renameat,renameat2", *argv],
                   env=env, check=True, capture_output=True)
    counts = {}
    with open(log) as f:
        for line in f:
            parts = line.split()
            if len(parts) >= 5 and parts[-1] in ("fsync", "fdatasync", "syncfs", "sync", "rename", "renameat", "renameat2"):
                counts[parts[-1]] = int(parts[3])
    os.unlink(log)
    return counts


def calls_per_new_file(argv, env, work):
    """System calls per new snapshot file, by name: strace -f -c of two runs into new folders, of
    100 and 200 entries x 3 families, the difference divided by the 300 files (and index lines)
    between them, so start-up and the run's own calls cancel out. None without strace."""
    if not shutil.which("strace"):
        return None
    counts = []
    for count in (100, 200):
        log = tempfile.mktemp(prefix="bench-strace-")
        folder = tempfile.mkdtemp(prefix="bench-calls-", dir=work)
        run = [*argv[:3], folder, "--every", "1", "--count", str(count), *argv[8:]]
        subprocess.run(["strace", "-f", "-c", "-o", log, *run], env=env, check=True, capture_output=True)
        calls = {}
        with open(log) as f:
            for line in f:
                parts = line.split()
                # % time, seconds, usecs/call, calls, [errors,] name
                if len(parts) >= 5 and parts[0][0].isdigit() and parts[-1] != "total":
                    calls[parts[-1]] = int(parts[3])
        os.unlink(log)
        counts.append(calls)
        shutil.rmtree(folder, ignore_errors=True)
    difference = {name: (counts[1].get(name, 0) - counts[0].get(name, 0)) / 300 for name in {*counts[0], *counts[1]}}
    return {name: n for name, n in difference.items() if n >= 0.05}


def row_snapshot(binaries, env, rounds, work, rows):
    lines = []
    for name, binary in binaries:
        # A new folder each round, all removed only at the end: removing 9,000 files just before a
        # run makes ext4 (mounted with discard here) stall that run's file creations for seconds.
        folders = [os.path.join(work, f"snapshots-{name}-{i}") for i in range(rounds + 1)]
        fresh, again, rewritten, control = [], [], [], []
        for folder in folders[:rounds]:
            argv = [binary, "snapshot", "--out", folder, "--every", "1", "--count", "3000", "--now", NOW, "--tz", "UTC"]
            fresh.append(Run(argv, env))
            before = files_state(folder)
            again.append(Run(argv, env))
            after = files_state(folder)
            rewritten.append(sum(1 for f, s in after.items() if before.get(f) != s))
            # A process that only computes, for the share of a core others leave: its wall/CPU is
            # what contention alone makes of any run here.
            control.append(Run([sys.executable, "-c", "sum(i * i for i in range(3_000_000))"], env))
        count = len(before)
        if "snapshot" in rows:
            # After the tool's rounds rather than between them, so its figures are made on the file
            # system as the rows before left it, not after the floor's 9,001 files a round.
            floor = [atomic_writes_floor(folder, f"{folder}-floor", env) for folder in folders[:rounds]]
            lines.append(f"snapshot of 3,000 entries x 3 families ({count} files) [{name}]")
            for label, runs in [("into a new folder", fresh), ("again, nothing changed", again)]:
                ratio = [r.wall / r.cpu for r in runs]
                lines.append(f"  {label:<24} wall {spread([r.wall for r in runs], ' s', digits=2)}  CPU {spread([r.cpu for r in runs], ' s', digits=2)}"
                             f"  wall/CPU {spread(ratio, 'x', digits=2)}   target <= 1.5x   {'met' if statistics.median(ratio) <= 1.5 else 'NOT met'}")
            cpu = statistics.median(r.cpu for r in fresh)
            # The system time of file creation depends on the file system's state as much as on
            # the tool: ext4 passes over inodes freed in the last minute (anyone's) one by one.
            lines.append(f"  CPU into a new folder     {cpu:.2f} s = user {spread([r.user for r in fresh], ' s', digits=2)}"
                         f" + system {spread([r.system for r in fresh], ' s', digits=2)}   target <= 0.6 s   {'met' if cpu <= 0.6 else 'NOT met'}")
            lines.append(f"  floor: the same files written atomically by a minimal writer (open, write, close, rename each), as many rounds after:"
                         f" CPU {spread([u + t for u, t in floor], ' s', digits=2)} = user {spread([u for u, _ in floor], ' s', digits=2)}"
                         f" + system {spread([t for _, t in floor], ' s', digits=2)};"
                         f" widget-tui / floor {cpu / statistics.median(u + t for u, t in floor):.2f}x")
            per_file = calls_per_new_file(argv, env, work)
            if per_file is not None:
                total = sum(per_file.values())
                lines.append(f"  system calls per new file (strace, 200 against 100 entries x 3): {total:.1f} ("
                             + ", ".join(f"{name} {n:.1f}" for name, n in sorted(per_file.items(), key=lambda kv: (-kv[1], kv[0])))
                             + f")   target <= 5   {'met' if total <= 5 else 'NOT met'}")
            lines.append(f"  control, a process that only computes (python loop), same rounds: wall/CPU"
                         f" {spread([r.wall / r.cpu for r in control], 'x', digits=2)}")
            lines.append(f"  files rewritten by the second run: {spread(rewritten, '', digits=0)} of {count}"
                         f"   target 0   {'met' if max(rewritten) == 0 else 'NOT met'}")
            calls = traced_calls(argv, env)
            if calls is not None:
                lines.append(f"  system calls of a run with nothing changed (strace): "
                             + (", ".join(f"{k} {v}" for k, v in sorted(calls.items())) or "no fsync, syncfs or rename"))
                calls = traced_calls([*argv[:3], folders[rounds], *argv[4:]], env)
                lines.append(f"  system calls of a run into a new folder (strace): "
                             + (", ".join(f"{k} {v}" for k, v in sorted(calls.items())) or "no fsync, syncfs or rename"))
        if "verify" in rows:
            runs = [Run([binary, "verify", folder], env, rss=True) for _ in range(rounds)]
            cpu = statistics.median(r.cpu for r in runs)
            lines.append(f"verify of {count} snapshot files [{name}]  CPU {spread([r.cpu for r in runs], ' s', digits=2)}"
                         f"  wall {spread([r.wall for r in runs], ' s', digits=2)}  peak RSS {spread([r.maxrss for r in runs], ' MB', 1 / 1024, 0)}"
                         f"   target <= 1 s   {'met' if cpu <= 1 else 'NOT met'}")
        for folder in folders:
            shutil.rmtree(folder, ignore_errors=True)
            shutil.rmtree(f"{folder}-floor", ignore_errors=True)
    return lines


# The floor of the snapshot row's CPU on this machine's file system: the files of `source` read
# first, then each written to `target` under a temporary name and renamed into place, the least an
# atomic writer of new files does (4 system calls a file); user and system seconds of the writes
# alone. The system time of creating files differs several times over between machines, and on
# one machine from minute to minute (the tool's, for these 9,001 files: 0.18 s on one of ours,
# 0.47-4.58 s on another), so the tool's figure is read beside this one.
ATOMIC_WRITES = """
import json, os, resource, sys
source, target = sys.argv[1], sys.argv[2]
files = []
for name in sorted(os.listdir(source)):
    with open(os.path.join(source, name), "rb") as f:
        files.append((name, f.read()))
os.makedirs(target)
before = resource.getrusage(resource.RUSAGE_SELF)
for name, data in files:
    path = os.path.join(target, name)
    fd = os.open(path + ".tmp", os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    os.write(fd, data)
    os.close(fd)
    os.rename(path + ".tmp", path)
after = resource.getrusage(resource.RUSAGE_SELF)
print(json.dumps([after.ru_utime - before.ru_utime, after.ru_stime - before.ru_stime]))
"""


def atomic_writes_floor(source, target, env):
    result = subprocess.run([sys.executable, "-c", ATOMIC_WRITES, source, target], env=env, check=True,
                            capture_output=True, text=True)
    return json.loads(result.stdout)


# ---------------------------------------------------------------------------------------------
# doctor as the project grows (issue 41): scripts/grow-project.py's copies of a project

def grow_project(source, out, factor, targets_only=False):
    sys.path.insert(0, os.path.join(ROOT, "scripts"))
    import importlib
    grower = importlib.import_module("grow-project")
    return grower.grow(source, out, factor, copy_files=not targets_only)


def row_doctor(binaries, env, rounds, work, project):
    """CPU of `doctor --project` on the project and its copies 10 and 100 times larger."""
    copies = {}
    for factor in (1, 10, 100):
        out = os.path.join(work, f"grown-{factor}x")
        targets, dart = grow_project(project, out, factor)
        copies[factor] = (out, targets, dart)
    lines = [f"doctor --project of {os.path.relpath(project, ROOT) if project.startswith(ROOT) else project} and of copies"
             f" made 10x and 100x larger (scripts/grow-project.py); {rounds} interleaved rounds"]
    contestants = [(f"{name} {factor}x", [binary, "doctor", "--project", copies[factor][0]])
                   for name, binary in binaries for factor in copies]
    for _, argv in contestants:
        Run(argv, env, codes=(0, 1))
    runs = {name: [] for name, _ in contestants}
    for r in range(rounds):
        for name, argv in contestants[r % len(contestants):] + contestants[:r % len(contestants)]:
            runs[name].append(Run(argv, env, rss=True, codes=(0, 1)))
    for name, _ in binaries:
        for factor, (out, targets, dart) in copies.items():
            got = runs[f"{name} {factor}x"]
            lines.append(f"  [{name}] {factor}x ({targets} targets, {dart} Dart files): CPU {spread([r.cpu for r in got], ' s', digits=3)}"
                         f"  peak RSS {spread([r.maxrss for r in got], ' MB', 1 / 1024, 0)}")
        growth = [a.cpu / b.cpu for a, b in zip(runs[f"{name} 100x"], runs[f"{name} 10x"])]
        tenfold = [a.cpu / b.cpu for a, b in zip(runs[f"{name} 10x"], runs[f"{name} 1x"])]
        lines.append(f"  [{name}] 10x / 1x: {spread(tenfold, 'x', digits=1)};  100x / 10x: {spread(growth, 'x', digits=1)}"
                     f"   target <= 12x   {'met' if statistics.median(growth) <= 12 else 'NOT met'}")
    return lines


# The Python openstep_plist parser on a file, the `load` call alone (CPU of it, getrusage).
OPENSTEP_LOAD = """
import json, resource, sys
import openstep_plist
with open(sys.argv[1], encoding="utf-8") as f:
    text = f.read()
before = resource.getrusage(resource.RUSAGE_SELF)
root = openstep_plist.loads(text)
after = resource.getrusage(resource.RUSAGE_SELF)
print(json.dumps([after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime, len(root["objects"])]))
"""


def row_pbxproj(bench, env, rounds, work, project):
    """The project-file reader on a large pbxproj against openstep_plist's parser."""
    out = os.path.join(work, "grown-targets")
    targets, _ = grow_project(project, out, 1000, targets_only=True)
    path = next(os.path.join(folder, "project.pbxproj") for folder, _, names in os.walk(out)
                if folder.endswith(".xcodeproj") and "project.pbxproj" in names)
    ours, theirs, objects = [], [], 0
    for _ in range(rounds):
        ours.append(Run([bench, "parse-pbxproj", path], env, rss=True))
        result = subprocess.run([sys.executable, "-c", OPENSTEP_LOAD, path], env=env, check=True, capture_output=True, text=True)
        seconds, objects = json.loads(result.stdout)
        theirs.append(seconds)
    import openstep_plist
    ratio = [a.cpu / b for a, b in zip(ours, theirs)]
    return [f"project file of {targets} targets ({os.path.getsize(path) / 1e6:.1f} MB, {objects} objects; the project's targets copied 1,000 times);"
            f" {rounds} interleaved rounds",
            f"  XcodeProjectFile.parse (widget-tui-bench parse-pbxproj, whole process): CPU {spread([r.cpu for r in ours], ' s', digits=3)}"
            f"  peak RSS {spread([r.maxrss for r in ours], ' MB', 1 / 1024, 0)}",
            f"  openstep_plist {openstep_plist.__version__} loads (the call alone): CPU {spread(theirs, ' s', digits=3)}",
            f"  ours / openstep_plist: {spread(ratio, 'x', digits=2)}   target <= 1.5x"
            f"   {'met' if statistics.median(ratio) <= 1.5 else 'NOT met'}"]


# The scanners' patterns as grep -P writes them (DartScanner, SwiftScanner, SourceText's constant
# definitions): what a person would run to find the same calls. One alternation per language, so
# grep makes one pass over each file, as a scanner would at best.
GREP_PATTERNS = {
    ".dart": [r"HomeWidget\s*\.\s*([A-Za-z_]+)\s*(?:<[^<>()]*>)?\s*\(",
              r"[(,]\s*(appGroupId)\s*:(?!:)",
              r"\b[A-Za-z_][A-Za-z0-9_<>?, ]*\s+[A-Za-z_][A-Za-z0-9_]*\s*\([^(){};]*\)\s*(?:async\s*)?\{",
              r"if\s*\(\s*(?:Platform\s*\.\s*isAndroid|!\s*Platform\s*\.\s*isIOS|defaultTargetPlatform\s*==\s*TargetPlatform\s*\.\s*android"
              r"|TargetPlatform\s*\.\s*android\s*==\s*defaultTargetPlatform)\s*\)",
              r"if\s*\(\s*(?:Platform\s*\.\s*isIOS|defaultTargetPlatform\s*==\s*TargetPlatform\s*\.\s*iOS)\s*\)",
              r"\b(?:const|final|var|String)\s+(?:String\s+)?([A-Za-z_$][A-Za-z0-9_$]*)\s*=\s*('(?:[^'\\\n]|\\.)*'|\"(?:[^\"\\\n]|\\.)*\""
              r"|[A-Za-z_$][A-Za-z0-9_$]*(?:\s*\.\s*[A-Za-z_$][A-Za-z0-9_$]*)*)(?=\s*;)"],
    ".swift": [r"UserDefaults\s*(?:\.\s*init\s*)?\(\s*suiteName\s*:",
               r"containerURL\s*\(\s*forSecurityApplicationGroupIdentifier\s*:",
               r"(StaticConfiguration|AppIntentConfiguration|IntentConfiguration)\s*\(",
               r"ActivityConfiguration\s*(?:<[^<>()]*>)?\s*\(\s*for\s*:",
               r"reloadTimelines\s*\(\s*ofKind\s*:",
               r"\b(?:let|var|case)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*String\s*)?=\s*(\"(?:[^\"\\\n]|\\.)*\""
               r"|[A-Za-z_$][A-Za-z0-9_$]*(?:\s*\.\s*[A-Za-z_$][A-Za-z0-9_$]*)*)(?=\s*(?:$|[;}\n]))"],
}


def row_codescan(bench, env, rounds, work, project):
    """doctor's code scan over the 100x copy's Dart and Swift files against grep -P's."""
    out = os.path.join(work, "grown-100x")
    if not os.path.isdir(out):
        grow_project(project, out, 100)
    files = {extension: [] for extension in GREP_PATTERNS}
    for folder, folders, names in os.walk(out):
        folders[:] = [n for n in folders if n not in ("Pods", "build", ".dart_tool")]
        for name in names:
            extension = os.path.splitext(name)[1]
            if extension in files:
                files[extension].append(os.path.join(folder, name))
    size = sum(os.path.getsize(f) for paths in files.values() for f in paths)
    ours, theirs, found = [], [], None
    greps = [["grep", "-P", "-o", "-e", "|".join(f"(?:{p})" for p in patterns), *sorted(files[extension])]
             for extension, patterns in GREP_PATTERNS.items()]
    for _ in range(rounds):
        result = subprocess.run([bench, "scan-code", *sorted(files[".dart"] + files[".swift"])], env=env, check=True,
                                capture_output=True, text=True)
        figures = json.loads(result.stdout)
        ours.append(figures["cpu"])
        found = figures["occurrences"]
        theirs.append(sum(Run(argv, env, codes=(0, 1)).cpu for argv in greps))
    ratio = [a / b for a, b in zip(ours, theirs)]
    return [f"code scan of {len(files['.dart'])} Dart and {len(files['.swift'])} Swift files ({size / 1e3:.0f} KB, the project's 100x copy);"
            f" {rounds} interleaved rounds",
            f"  CodeScanner (widget-tui-bench scan-code, the scans alone): CPU {spread(ours, ' s', digits=3)}; {found} occurrences",
            f"  grep -P -o, the scanners' patterns as one alternation per language (both processes): CPU {spread(theirs, ' s', digits=3)}",
            f"  ours / grep -P: {spread(ratio, 'x', digits=2)}   target <= 3x   {'met' if statistics.median(ratio) <= 3 else 'NOT met'}"]


# ---------------------------------------------------------------------------------------------

def curses_version():
    """ncursesw's version, as pkg-config has it."""
    result = subprocess.run(["pkg-config", "--modversion", "ncursesw"], capture_output=True, text=True)
    return result.stdout.strip() or "?"


def ensure_tools(rows):
    if any(row in rows for row in ["doctor", "pbxproj", "codescan"]):
        try:
            import openstep_plist  # noqa: F401
        except ImportError:
            print("bench: installing openstep-plist with pip", file=sys.stderr)
            subprocess.run([sys.executable, "-m", "pip", "install", "-q", "openstep-plist"], check=False, capture_output=True)
    if "animation" in rows:
        try:
            import PIL  # noqa: F401
        except ImportError:
            print("bench: installing Pillow with pip", file=sys.stderr)
            subprocess.run([sys.executable, "-m", "pip", "install", "-q", "pillow"], check=False, capture_output=True)
    missing = [tool for tool in ["chafa", "timg", "hyperfine"] if not shutil.which(tool)]
    if missing and shutil.which("apt-get"):
        sudo = [] if os.geteuid() == 0 else ["sudo"]
        print(f"bench: installing {' '.join(missing)} with apt-get", file=sys.stderr)
        subprocess.run(sudo + ["apt-get", "install", "-y", *missing], check=False, capture_output=True)
    for tool, package in [("chafa", "chafa"), ("timg", "timg"), ("tmux", "tmux"), ("cc", "gcc"), ("pkg-config", "pkg-config")]:
        if not shutil.which(tool):
            fail(f"{tool} is not installed (Debian: apt-get install {package})")


def machine():
    model = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            model = next(line.split(":", 1)[1].strip() for line in f if line.startswith("model name"))
    except (FileNotFoundError, StopIteration):
        pass
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()
    load = os.getloadavg()
    versions = []
    for tool, flag in [("chafa", "--version"), ("timg", "--version"), ("tmux", "-V")]:
        result = subprocess.run([tool, flag], capture_output=True, text=True)
        out = (result.stdout or result.stderr).splitlines()
        versions.append(out[0].strip() if out else tool)
    return (f"{model}, {os.cpu_count()} cores, load average {load[0]:.1f} at the start; "
            f"{swift[0] if swift else 'swift ?'}; {'; '.join(versions)}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary")
    parser.add_argument("--baseline", help="another widget-tui build measured in the same rounds")
    parser.add_argument("--bench", help="a release widget-tui-bench, for the pbxproj and codescan rows")
    parser.add_argument("--project", default=FLUTTER_FIXTURE, help="the project the doctor and pbxproj rows grow")
    parser.add_argument("--rounds", type=int, default=30, help="rounds of the render row (the slow rows take a tenth)")
    parser.add_argument("--only", default=",".join(ROWS), help=f"rows to run, of {','.join(ROWS)}")
    parser.add_argument("--quick", action="store_true", help="fewer rounds, shorter idle, for a try")
    options = parser.parse_args()
    rows = options.only.split(",")
    for row in rows:
        if row not in ROWS:
            fail(f"unknown row {row}; rows are {', '.join(ROWS)}")
    ensure_tools(rows)
    binary = options.binary and os.path.abspath(options.binary)
    if not binary:
        subprocess.run([os.path.join(ROOT, "scripts", "build-release")], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        flags = ["--static-swift-stdlib"] if sys.platform.startswith("linux") else []
        path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path", *flags], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout.strip()
        binary = os.path.join(path, "widget-tui")
    binaries = [("widget-tui", binary)]
    if options.baseline:
        binaries.append(("baseline", os.path.abspath(options.baseline)))
    rounds = 5 if options.quick else options.rounds
    slow_rounds = 1 if options.quick else max(3, rounds // 10)

    work = tempfile.mkdtemp(prefix="bench-")
    env = dict(os.environ, WIDGET_TUI_HOME=work, HOME=work)
    for name in ["NO_COLOR", "COLORTERM", "CI"]:
        env.pop(name, None)
    print(f"widget-tui benchmark: {' '.join(f'{n}={b}' for n, b in binaries)}")
    print(f"machine: {machine()}")
    try:
        # The demo group is made on first use; no timed run should pay for that.
        subprocess.run([binary, "render", "--format", "text"], env=env, check=True, capture_output=True)
        if "render" in rows:
            print("\n".join(row_render(binaries, env, rounds, work)), flush=True)
        if any(row in rows for row in ["scrub", "memory", "idle"]):
            print("\n".join(preview_rows(binaries, work, rows, steps=10 if options.quick else 30,
                                         idle_seconds=5 if options.quick else 20,
                                         reloads=10 if options.quick else 40)), flush=True)
        if "export" in rows:
            print("\n".join(row_export(binaries, env, slow_rounds, work)), flush=True)
        if "animation" in rows:
            print("\n".join(row_animation(binaries, env, 3 * slow_rounds, work)), flush=True)
        if "snapshot" in rows or "verify" in rows:
            print("\n".join(row_snapshot(binaries, env, slow_rounds, work, rows)), flush=True)
        project = os.path.abspath(options.project)
        if "doctor" in rows:
            print("\n".join(row_doctor(binaries, env, slow_rounds, work, project)), flush=True)
        if "pbxproj" in rows or "codescan" in rows:
            bench = options.bench and os.path.abspath(options.bench)
            if not bench:
                subprocess.run(["swift", "build", "-c", "release", "--product", "widget-tui-bench"], cwd=ROOT, check=True,
                               stdout=subprocess.DEVNULL)
                path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                                      capture_output=True, text=True).stdout.strip()
                bench = os.path.join(path, "widget-tui-bench")
            if "pbxproj" in rows:
                print("\n".join(row_pbxproj(bench, env, slow_rounds, work, project)), flush=True)
            if "codescan" in rows:
                print("\n".join(row_codescan(bench, env, slow_rounds, work, project)), flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
