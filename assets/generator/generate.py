#!/usr/bin/env python3
"""Build assets/sprites/pets.png and pets.json from the pixel-art source pets.txt.

Standard library only: the PNG is written with zlib and struct. The output is a pure
function of the source, so running this again reproduces the committed files byte for byte.

usage: generate.py [--source FILE] [--out DIR]
"""

import argparse
import json
import struct
import sys
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_SOURCE = HERE / "pets.txt"
DEFAULT_OUT = HERE.parent / "sprites"

# The renderer's palette has 62 slots shared with scene colours.
MAX_COLORS = 12
# Animations every stage must have, with their minimum frame counts.
REQUIRED_ANIMATIONS = {"walk": 2, "idle": 1, "sleep": 1}
TRANSPARENT = "."
# Transparent pixels between frames, so a renderer that samples a neighbour never picks up another frame.
GAP = 1


class SourceError(Exception):
    """A problem in the source, reported as `file:line: message`."""


class Frame:
    def __init__(self, name, duration, line):
        self.name = name
        self.duration = duration
        self.line = line
        self.rows = []
        self.x = self.y = 0

    @property
    def tag(self):
        return self.name.rsplit("/", 1)[0]

    @property
    def stage(self):
        return self.name.split("/", 1)[0]

    @property
    def width(self):
        return len(self.rows[0])

    @property
    def height(self):
        return len(self.rows)


def parse(text, path):
    """Reads `color`, `body` and `frame` blocks; returns (legend, body letter, frames)."""
    legend = {}  # letter -> (hex, role), in source order
    body = None
    frames = []
    current = None

    def fail(number, message):
        raise SourceError(f"{path}:{number}: {message}")

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if current is not None and line and not line.startswith("#") and " " not in line:
            current.rows.append(line)
            continue
        if current is not None:
            if not current.rows:
                fail(current.line, f"frame {current.name} has no pixel rows")
            current = None
        if not line or line.startswith("#"):
            continue
        words = line.split()
        if words[0] == "color" and len(words) >= 3:
            letter, hex_value = words[1], words[2].lower()
            if len(letter) != 1 or letter == TRANSPARENT:
                fail(number, f"colour letter must be one character other than '{TRANSPARENT}', not {letter!r}")
            if letter in legend:
                fail(number, f"colour letter {letter} is defined twice")
            if len(hex_value) != 7 or not hex_value.startswith("#") or any(c not in "0123456789abcdef" for c in hex_value[1:]):
                fail(number, f"colour {letter}: expected #rrggbb, got {words[2]}")
            if hex_value in (h for h, _ in legend.values()):
                fail(number, f"colour {letter}: {hex_value} is already used by another letter")
            legend[letter] = (hex_value, " ".join(words[3:]))
        elif words[0] == "body" and len(words) == 2:
            body = words[1]
        elif words[0] == "frame" and len(words) == 3:
            name = words[1]
            parts = name.split("/")
            if len(parts) != 3 or not all(parts):
                fail(number, f"frame name must be <stage>/<animation>/<index>, not {name}")
            if not words[2].isdigit() or int(words[2]) == 0:
                fail(number, f"frame {name}: duration must be a positive number of milliseconds")
            current = Frame(name, int(words[2]), number)
            frames.append(current)
        else:
            fail(number, f"expected 'color L #rrggbb role', 'body L' or 'frame NAME MS', got {line!r}")
    if current is not None and not current.rows:
        fail(current.line, f"frame {current.name} has no pixel rows")
    if body is None or body not in legend:
        raise SourceError(f"{path}: 'body L' must name a colour letter of the legend")
    return legend, body, frames


def check(legend, body, frames, path):
    """Refuses a source the renderer could not use: see REQUIRED_ANIMATIONS and MAX_COLORS."""
    def fail(frame, message):
        raise SourceError(f"{path}:{frame.line}: frame {frame.name}: {message}")

    if not frames:
        raise SourceError(f"{path}: no frames")
    if len(legend) > MAX_COLORS:
        raise SourceError(f"{path}: {len(legend)} colours, at most {MAX_COLORS} allowed")
    seen = set()
    stage_size = {}
    for frame in frames:
        if frame.name in seen:
            fail(frame, "defined twice")
        seen.add(frame.name)
        if any(len(row) != frame.width for row in frame.rows):
            fail(frame, "rows differ in length")
        for row in frame.rows:
            for letter in row:
                if letter != TRANSPARENT and letter not in legend:
                    fail(frame, f"letter {letter} is not in the legend")
        if all(row == row[::-1] for row in frame.rows):
            fail(frame, "equals its own horizontal mirror, so flipping a pet that walks left would change nothing")
        if body not in "".join(frame.rows):
            fail(frame, f"uses no body colour {body}, so the pet could not be recoloured")
        size = stage_size.setdefault(frame.stage, (frame.width, frame.height))
        if size != (frame.width, frame.height):
            fail(frame, f"is {frame.width}x{frame.height}, other {frame.stage} frames are {size[0]}x{size[1]}")

    tags = group_tags(frames, path)
    for stage in stage_size:
        for animation, minimum in REQUIRED_ANIMATIONS.items():
            members = [frames[i] for i in tags.get(f"{stage}/{animation}", [])]
            if len(members) < minimum:
                raise SourceError(f"{path}: {stage}/{animation} has {len(members)} frames, at least {minimum} needed")
            if animation == "walk" and len({tuple(f.rows) for f in members}) != len(members):
                raise SourceError(f"{path}: {stage}/walk has two equal frames, so the pet would not move its legs")
    for letter in legend:
        if not any(letter in "".join(f.rows) for f in frames):
            raise SourceError(f"{path}: colour {letter} is used by no frame")


def group_tags(frames, path):
    """Tag name -> frame indices; a tag's frames must be consecutive and numbered 0, 1, 2..."""
    tags = {}
    for index, frame in enumerate(frames):
        members = tags.setdefault(frame.tag, [])
        if members and members[-1] != index - 1:
            raise SourceError(f"{path}:{frame.line}: frame {frame.name}: frames of {frame.tag} must be consecutive")
        if frame.name != f"{frame.tag}/{len(members)}":
            raise SourceError(f"{path}:{frame.line}: frame {frame.name}: expected {frame.tag}/{len(members)}")
        members.append(index)
    return tags


def layout(frames):
    """One row per stage, frames left to right; returns the sheet size."""
    rows = []
    for frame in frames:
        if not rows or rows[-1][0].stage != frame.stage:
            rows.append([])
        rows[-1].append(frame)
    width = height = 0
    for row in rows:
        x = 0
        for frame in row:
            frame.x, frame.y = x, height
            x += frame.width + GAP
        width = max(width, x - GAP)
        height += max(f.height for f in row) + GAP
    return width, height - GAP


def png(width, height, palette, pixels):
    """An 8-bit indexed PNG; palette entry 0 is fully transparent."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    raw = b"".join(b"\x00" + bytes(pixels[y * width:(y + 1) * width]) for y in range(height))
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0))
        + chunk(b"PLTE", b"".join(bytes(rgb) for rgb in palette))
        + chunk(b"tRNS", b"\x00")
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def sheet_json(frames, tags, size, body_hex, image_name):
    """Aseprite's array format, one frame per line so diffs stay readable."""
    def dumps(value):
        return json.dumps(value, separators=(",", ":"))

    frame_lines = ",\n".join(
        "  " + dumps({"filename": f.name, "frame": {"x": f.x, "y": f.y, "w": f.width, "h": f.height}, "duration": f.duration})
        for f in frames
    )
    tag_lines = ",\n".join(
        "   " + dumps({"name": name, "from": members[0], "to": members[-1], "direction": "forward"})
        for name, members in tags.items()
    )
    meta = [
        ' "app":"assets/generator/generate.py"',
        f' "image":{dumps(image_name)}',
        ' "format":"I8"',
        f' "size":{dumps({"w": size[0], "h": size[1]})}',
        ' "scale":"1"',
        f' "bodyColor":{dumps(body_hex)}',
        f' "frameTags":[\n{tag_lines}\n ]',
    ]
    return '{"frames":[\n' + frame_lines + '\n],\n"meta":{\n' + ",\n".join(meta) + "\n}}\n"


def generate(source, out):
    text = source.read_text(encoding="utf-8")
    legend, body, frames = parse(text, source)
    check(legend, body, frames, source)
    tags = group_tags(frames, source)
    width, height = layout(frames)

    letters = list(legend)
    pixels = [0] * (width * height)
    for frame in frames:
        for dy, row in enumerate(frame.rows):
            for dx, letter in enumerate(row):
                if letter != TRANSPARENT:
                    pixels[(frame.y + dy) * width + frame.x + dx] = letters.index(letter) + 1
    palette = [(0, 0, 0)] + [tuple(bytes.fromhex(hex_value[1:])) for hex_value, _ in legend.values()]

    out.mkdir(parents=True, exist_ok=True)
    (out / "pets.png").write_bytes(png(width, height, palette, pixels))
    (out / "pets.json").write_text(sheet_json(frames, tags, (width, height), legend[body][0], "pets.png"), encoding="utf-8")
    return width, height, len(frames)


def main(argv):
    parser = argparse.ArgumentParser(description="Generate pets.png and pets.json from the pixel-art source.")
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE, help="pixel-art source (default: pets.txt here)")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder (default: assets/sprites)")
    args = parser.parse_args(argv)
    try:
        width, height, count = generate(args.source, args.out)
    except (SourceError, OSError) as error:
        print(f"generate.py: {error}", file=sys.stderr)
        return 1
    print(f"wrote {args.out / 'pets.png'} ({width}x{height}, {count} frames) and pets.json")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
