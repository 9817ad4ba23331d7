#!/usr/bin/env python3
"""Write assets/PetAssets+Files.swift: the shipped sprite sheet and demo group compiled into
widget-tui as byte arrays and text.

They are not SwiftPM resources because a resource bundle is found through Foundation's Bundle,
and one module importing Foundation loads the whole of it (and ICU) into every command's start-up.
Run it after generate.py or after editing assets/demo; a test fails while the Swift file and the
files here differ.

Usage: python3 assets/generator/embed.py
"""
import pathlib

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


def main():
    out = ["// Written by assets/generator/embed.py from the files beside it; do not edit.", "",
           "extension PetAssets {"]
    for name, path, what in FILES:
        data = (ASSETS / path).read_bytes()
        out += [f"    /// `{path}`: {what}", f"    public static let {name}: [UInt8] = {literal(data, path.endswith('.json'))}", ""]
    out[-1] = "}"
    (ASSETS / "PetAssets+Files.swift").write_text("\n".join(out) + "\n", encoding="utf-8")
    print(f"wrote {ASSETS / 'PetAssets+Files.swift'}")


if __name__ == "__main__":
    main()
