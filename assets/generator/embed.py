#!/usr/bin/env python3
"""Write assets/PetAssets+Files.swift: the shipped sprite sheet and demo group compiled into
widget-tui as byte arrays and text.

They are not SwiftPM resources because a resource bundle is found through Foundation's Bundle,
and one module importing Foundation loads the whole of it (and ICU) into every command's start-up.
Run it after generate.py or after editing assets/demo; a test fails while the Swift file and the
files here differ.

It also writes the sheet decoded (`PetAssets.DecodedSheet`): the frames cut from the PNG by the
JSON, as the renderer's SpriteSheet holds them, so that a run draws the bundled sheet without
inflating the PNG, unfiltering it and parsing the JSON (a fifth of a `widget-tui render`). The PNG
and the JSON stay the one source: a test checks the decoded form equals decoding them.

Usage: python3 assets/generator/embed.py
"""
import json
import pathlib
import struct
import zlib

ASSETS = pathlib.Path(__file__).resolve().parent.parent
# (Swift name, file, what it is); text files are kept readable as raw string literals.
FILES = [
    ("spriteImage", "sprites/pets.png", "The sprite sheet's image: 8-bit indexed PNG, palette entry 0 transparent."),
    ("spriteJSON", "sprites/pets.json", "The sheet's frames and tags, in Aseprite's array format."),
    ("demoItems", "demo/items.json", "The demo group's pets, stored as Data under `items` as the app does."),
    ("demoSettings", "demo/settings.json", "The demo group's other settings, one value per key."),
]


def literal(data: bytes, text: bool) -> str:
    if text:
        body = data.decode("utf-8")
        if '"""#' in body or "\r" in body:
            raise SystemExit(f"embed: text that a raw string literal cannot hold as it is")
        # A multi-line literal drops the line break before its closing delimiter.
        return 'Array(#"""\n' + body + '\n"""#.utf8)'
    rows = [", ".join(f"0x{b:02X}" for b in data[i:i + 16]) for i in range(0, len(data), 16)]
    return "[\n" + "".join(f"        {row},\n" for row in rows) + "    ]"


def png_rgba(data: bytes):
    """(width, height, rows of (r, g, b, a)) of an 8-bit indexed PNG, the one kind generate.py writes."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit("embed: sprites/pets.png is not a PNG")
    at, chunks = 8, {}
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        chunks.setdefault(kind, []).append(data[at + 8:at + 8 + length])
        at += 12 + length
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunks[b"IHDR"][0])
    if (depth, colour, interlace) != (8, 3, 0):
        raise SystemExit("embed: sprites/pets.png must be 8-bit indexed, not interlaced, as generate.py writes it")
    plte = chunks[b"PLTE"][0]
    alphas = chunks.get(b"tRNS", [b""])[0]
    palette = [tuple(plte[i:i + 3]) + ((alphas[i // 3] if i // 3 < len(alphas) else 255),) for i in range(0, len(plte), 3)]
    raw = zlib.decompress(b"".join(chunks[b"IDAT"]))
    rows, previous = [], bytes(width)
    for y in range(height):
        line = raw[y * (width + 1):(y + 1) * (width + 1)]
        kind, row = line[0], bytearray(line[1:])
        for x in range(width):
            left = row[x - 1] if x else 0
            up, corner = previous[x], previous[x - 1] if x else 0
            if kind == 1:
                row[x] = (row[x] + left) & 0xFF
            elif kind == 2:
                row[x] = (row[x] + up) & 0xFF
            elif kind == 3:
                row[x] = (row[x] + (left + up) // 2) & 0xFF
            elif kind == 4:
                guess = left + up - corner
                near = min((abs(guess - left), 0, left), (abs(guess - up), 1, up), (abs(guess - corner), 2, corner))
                row[x] = (row[x] + near[2]) & 0xFF
            elif kind != 0:
                raise SystemExit(f"embed: sprites/pets.png row {y} has filter {kind}")
        rows.append([palette[i] for i in row])
        previous = bytes(row)
    return width, height, rows


def playing_order(direction, start, end):
    """Frame indices of one loop, as SpriteSheet.playingOrder plays Aseprite's directions."""
    forward = list(range(start, end + 1))
    inner = forward[1:-1]
    orders = {"forward": forward, "reverse": forward[::-1], "pingpong": forward + inner[::-1],
              "pingpong_reverse": forward[::-1] + inner}
    if direction not in orders:
        raise SystemExit(f"embed: unknown tag direction {direction!r}")
    return orders[direction]


def decoded_sheet():
    """The Swift of `PetAssets.DecodedSheet`: the frames cut as SpriteSheet(image:json:) cuts them,
    colours numbered from 1 in order of first appearance, pixels of alpha below 128 transparent."""
    width, height, image = png_rgba((ASSETS / "sprites/pets.png").read_bytes())
    sheet = json.loads((ASSETS / "sprites/pets.json").read_text(encoding="utf-8"))
    colours, names, sizes, pixels = [], [], [], []
    for entry in sheet["frames"]:
        r = entry["frame"]
        if r["x"] < 0 or r["y"] < 0 or r["x"] + r["w"] > width or r["y"] + r["h"] > height:
            raise SystemExit(f"embed: frame {entry['filename']} lies outside the image")
        names.append(entry["filename"])
        sizes += [r["w"], r["h"], entry.get("duration", 100)]
        for y in range(r["y"], r["y"] + r["h"]):
            for x in range(r["x"], r["x"] + r["w"]):
                red, green, blue, alpha = image[y][x]
                if alpha < 128:
                    pixels.append(0)
                    continue
                value = (red << 16) | (green << 8) | blue
                if value not in colours:
                    colours.append(value)
                pixels.append(colours.index(value) + 1)
    body = sheet["meta"].get("bodyColor")
    tag_names, tag_frames = [], []
    for tag in sheet["meta"]["frameTags"]:
        order = playing_order(tag.get("direction", "forward"), tag["from"], tag["to"])
        tag_names.append(tag["name"])
        tag_frames += [len(order)] + order

    def numbers(values, hex_digits=0, per_row=16):
        shown = [f"0x{v:0{hex_digits}X}" if hex_digits else str(v) for v in values]
        rows = [", ".join(shown[i:i + per_row]) for i in range(0, len(shown), per_row)]
        return "[\n" + "".join(f"            {row},\n" for row in rows) + "        ]"

    def strings(values):
        if any(not v.isascii() or not v.isprintable() or '"' in v or "\\" in v for v in values):
            raise SystemExit("embed: a frame or tag name the Swift literal cannot hold as it is")
        return "[\n" + "".join(f"            {json.dumps(v)},\n" for v in values) + "        ]"

    body_value = f"0x{int(body.lstrip('#'), 16):06X}" if body else "nil"
    return [
        "    /// `sprites/pets.png` cut by `sprites/pets.json` as the renderer's `SpriteSheet` holds them, so a",
        "    /// run draws the bundled sheet without decoding the PNG or parsing the JSON; a test checks it",
        "    /// equals decoding the two files.",
        "    public enum DecodedSheet {",
        "        /// The opaque colours, `0xRRGGBB`, in the order of pixel values 1, 2, ... (first appearance).",
        f"        public static let colors: [UInt32] = {numbers(colours, 6)}",
        "        /// `meta.bodyColor`, `0xRRGGBB`.",
        f"        public static let bodyColor: UInt32? = {body_value}",
        "        /// Each frame's `filename`, in the JSON's order.",
        f"        public static let frameNames: [String] = {strings(names)}",
        "        /// Each frame's width, height and duration in milliseconds: three numbers a frame.",
        f"        public static let frameSizes: [Int] = {numbers(sizes, per_row=12)}",
        "        /// Every frame's pixel values row by row, frame after frame: 0 transparent, n colour n.",
        f"        public static let pixels: [UInt8] = {numbers(pixels, 2)}",
        "        /// Each tag's name, in the JSON's order.",
        f"        public static let tagNames: [String] = {strings(tag_names)}",
        "        /// Each tag's frame indices in playing order, each list after its length.",
        f"        public static let tagFrames: [Int] = {numbers(tag_frames)}",
        "    }",
    ]


def main():
    out = ["// Written by assets/generator/embed.py from the files beside it; do not edit.", "",
           "extension PetAssets {"]
    for name, path, what in FILES:
        data = (ASSETS / path).read_bytes()
        out += [f"    /// `{path}`: {what}", f"    public static let {name}: [UInt8] = {literal(data, path.endswith('.json'))}", ""]
    out += decoded_sheet() + ["}"]
    (ASSETS / "PetAssets+Files.swift").write_text("\n".join(out) + "\n", encoding="utf-8")
    print(f"wrote {ASSETS / 'PetAssets+Files.swift'}")


if __name__ == "__main__":
    main()
