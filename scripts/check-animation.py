#!/usr/bin/env python3
"""Checks `widget-tui export --animation` from outside: Pillow opens the APNG with the right number
of frames, delays and loop count, and every frame's pixels are what `render --entry N --format json`
draws for those entries, side by side on paper; then headless Chromium shows the image playing
(screenshots of a page holding it, taken over real time through the DevTools pipe, change, and each
one shows a frame of the animation).

Usage: scripts/check-animation.py [--binary PATH]   (default: the debug build's widget-tui)
Without Pillow or chromium the part that needs it is skipped, naming it; under CI=true it fails.
"""
import io
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from debug_binary import widget_tui_binary

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INPUTS = ["--now", "2026-11-29T12:00:00Z", "--tz", "UTC", "--count", "60"]
FAMILIES = ["small", "medium"]
ENTRIES = [0, 12, 24, 36, 48]  # --every 12: 60 s apart, shown 0.5 s each
ZOOM = 2
MARGIN = 2  # widget pixels of paper around and between the families (FrameStrip.margin)
PAPER = (0xF2, 0xF2, 0xEE)


def fail(message):
    print("check-animation: " + message, file=sys.stderr)
    sys.exit(1)


def missing(program, install, skipped):
    if os.environ.get("CI") == "true":
        fail(f"{program} is not installed ({install}), and CI=true does not skip")
    print(f"check-animation: skipped {skipped}: {program} is not installed ({install})")


def widget_tui(binary, env, *arguments):
    run = subprocess.run([binary, *arguments], env=env, capture_output=True, text=True)
    if run.returncode != 0:
        fail(f"widget-tui {' '.join(arguments)} exited {run.returncode}: {run.stderr.strip()}")
    return run.stdout


def expected_frames(binary, env):
    """Each entry's picture built from render's JSON: palette letters to colours, enlarged."""
    from PIL import Image
    pictures = []
    for entry in ENTRIES:
        frames = [json.loads(widget_tui(binary, env, "render", "--entry", str(entry), "--family", family, "--format", "json", *INPUTS))
                  for family in FAMILIES]
        width = MARGIN + sum(f["canvas"]["width"] + MARGIN for f in frames)
        height = max(f["canvas"]["height"] for f in frames) + 2 * MARGIN
        picture = Image.new("RGB", (width, height), PAPER)
        left = MARGIN
        for frame in frames:
            colors = {p["letter"]: tuple(int(p["color"].lstrip("#")[i:i + 2], 16) for i in (0, 2, 4)) for p in frame["palette"]}
            for y, row in enumerate(frame["rows"]):
                for x, letter in enumerate(row):
                    picture.putpixel((left + x, MARGIN + y), colors[letter])
            left += frame["canvas"]["width"] + MARGIN
        pictures.append(picture.resize((width * ZOOM, height * ZOOM), Image.NEAREST))
    return pictures


def check_pillow(binary, env, path):
    from PIL import Image, ImageChops
    expected = expected_frames(binary, env)
    image = Image.open(path)
    if not getattr(image, "is_animated", False) or image.n_frames != len(ENTRIES):
        fail(f"{path}: Pillow reads {getattr(image, 'n_frames', 1)} frames, expected {len(ENTRIES)}")
    if image.info.get("loop") != 0:
        fail(f"{path}: loop is {image.info.get('loop')}, expected 0 (forever)")
    for i, picture in enumerate(expected):
        image.seek(i)
        if image.info.get("duration") != 500:
            fail(f"{path}: frame {i} shows {image.info.get('duration')} ms, expected 500")
        frame = image.convert("RGB")
        if frame.size != picture.size or ImageChops.difference(frame, picture).getbbox() is not None:
            fail(f"{path}: frame {i} (entry {ENTRIES[i]}) differs from render's JSON for it")
    if len({picture.tobytes() for picture in expected}) < 2:
        fail("the entries drawn are all the same picture: nothing to see playing")
    print(f"check-animation: Pillow reads {len(ENTRIES)} frames of 500 ms, each equal to render's frames")
    return expected


class DevTools:
    """Chromium's DevTools protocol over --remote-debugging-pipe: JSON messages ended by NUL, on
    file descriptors 3 (to the browser) and 4 (from it)."""

    def __init__(self, chromium, profile):
        to_browser, self.writer = os.pipe()
        self.reader, from_browser = os.pipe()

        def descriptors():
            os.dup2(to_browser, 3)
            os.dup2(from_browser, 4)
        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--remote-debugging-pipe",
             f"--user-data-dir={profile}", "--window-size=400,300", "about:blank"],
            pass_fds=(3, 4), preexec_fn=descriptors, start_new_session=True,
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser)
        os.close(from_browser)
        self.buffer = b""
        self.next_id = 0

    def call(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.writer, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" not in self.buffer:
                chunk = os.read(self.reader, 1 << 16)
                if not chunk:
                    fail(f"chromium closed the DevTools pipe during {method}")
                self.buffer += chunk
            raw, self.buffer = self.buffer.split(b"\0", 1)
            answer = json.loads(raw)
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    fail(f"chromium: {method}: {answer['error']}")
                return answer["result"]

    def close(self):
        """Asks the browser to quit and waits for it, then ends what is left of its process group:
        killed outright, the browser left its helper processes writing into the profile while the
        profile was being removed (rmtree: "Directory not empty")."""
        self.next_id += 1
        try:
            os.write(self.writer, json.dumps({"id": self.next_id, "method": "Browser.close"}).encode() + b"\0")
            self.process.wait(timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait()
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def check_chromium(chromium, folder, path, expected):
    import base64
    from PIL import Image, ImageChops
    page = os.path.join(folder, "page.html")
    with open(page, "w", encoding="utf-8") as f:
        f.write(f'<!doctype html><body style="margin:0;background:#fff"><img src="{os.path.basename(path)}"></body>\n')
    browser = DevTools(chromium, os.path.join(folder, "profile"))
    try:
        target = browser.call("Target.createTarget", {"url": "file://" + page})["targetId"]
        session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        seen = set()
        deadline = time.monotonic() + 20
        # Until two different frames have shown, or the deadline: the wait is for a condition.
        while len(seen) < 2 and time.monotonic() < deadline:
            shot = browser.call("Page.captureScreenshot", {"format": "png"}, session)["data"]
            screen = Image.open(io.BytesIO(base64.b64decode(shot))).convert("RGB")
            shown = screen.crop((0, 0) + expected[0].size)
            matches = [i for i, picture in enumerate(expected) if ImageChops.difference(shown, picture).getbbox() is None]
            if matches:
                seen.add(matches[0])
            time.sleep(0.1)
    finally:
        browser.close()
    if len(seen) < 2:
        fail(f"headless chromium showed {sorted(seen)} of the animation's frames in 20 s: it does not play")
    print(f"check-animation: headless chromium plays it (frames {sorted(seen)} seen in turn)")


def main():
    binary = widget_tui_binary()
    try:
        import PIL  # noqa: F401
    except ImportError:
        missing("Pillow", "python3 -m pip install pillow", "every check")
        return
    folder = tempfile.mkdtemp(prefix="check-animation-")
    try:
        env = dict(os.environ, WIDGET_TUI_HOME=os.path.join(folder, "home"))
        path = os.path.join(folder, "timeline.png")
        widget_tui(binary, env, "export", "--animation", path, "--family", ",".join(FAMILIES), "--every", "12", "--zoom", str(ZOOM), *INPUTS)
        expected = check_pillow(binary, env, path)
        chromium = shutil.which("chromium")
        if chromium:
            check_chromium(chromium, folder, path, expected)
        else:
            missing("chromium", "apt-get install chromium", "the browser check")
    finally:
        shutil.rmtree(folder)


if __name__ == "__main__":
    main()
