#!/usr/bin/env python3
"""Round trip between widget-tui's suite plists and Python's plistlib (binary format).

    plist_roundtrip.py read SUITE            print SUITE's values as JSON, each as [type, value]
    plist_roundtrip.py entries SUITE         print SUITE's entries one a line, [key, [type, value]], in key
                                             order: for comparing keys exactly (a JSON reader such as
                                             Foundation's may merge keys that are canonically equivalent)
    plist_roundtrip.py write SUITE           write SUITE as a binary plist holding one value of every type
    plist_roundtrip.py write-unusual SUITE   write SUITE holding, beside the pet widget's keys, values
                                             widget-tui has no use for but must keep (see write_unusual)

Run by AppPlistRoundTripTests (`swift test`); usable by hand on any container's
Library/Preferences/<group>.plist.
"""
import base64
import datetime
import json
import plistlib
import sys


def describe(value):
    if isinstance(value, plistlib.UID):
        return ["uid", value.data]
    # bool before int: in Python a bool is an int.
    if isinstance(value, bool):
        return ["bool", value]
    if isinstance(value, int):
        return ["int", value]
    if isinstance(value, float):
        return ["double", value]
    if isinstance(value, str):
        return ["string", value]
    if isinstance(value, bytes):
        return ["data", base64.b64encode(value).decode()]
    if isinstance(value, datetime.datetime):
        return ["date", value.replace(tzinfo=datetime.timezone.utc).isoformat()]
    if isinstance(value, list):
        return ["array", [describe(item) for item in value]]
    if isinstance(value, dict):
        return ["dictionary", {key: describe(item) for key, item in value.items()}]
    raise TypeError(f"unexpected {type(value).__name__}")


def load(path):
    with open(path, "rb") as f:
        raw = f.read()
    if not raw.startswith(b"bplist00"):
        sys.exit(f"{path}: not a binary plist")
    return plistlib.loads(raw, fmt=plistlib.FMT_BINARY)


def read(path):
    values = load(path)
    print(json.dumps({key: describe(value) for key, value in values.items()}, sort_keys=True))


def entries(path):
    for key, value in sorted(load(path).items()):
        print(json.dumps([key, describe(value)]))


def write(path):
    pets = [{"name": "Plisty", "stage": "adult", "valueA": 1, "valueB": 2.5, "valueC": 3}]
    values = {
        "count": 42,
        "negative": -7,
        "ratio": 0.25,
        "enabled": True,
        "title": "caf\u00e9 \U0001F431",
        "blob": bytes([0, 1, 2, 255]),
        "when": datetime.datetime(2026, 11, 29, 12, 0, 0),
        "list": [1, "two", False],
        "nested": {"inner": {"deep": 1.5}},
        "items": json.dumps(pets).encode(),
        "quietHours": "23:00-06:00",
        "streakDays": 7,
    }
    with open(path, "wb") as f:
        plistlib.dump(values, f, fmt=plistlib.FMT_BINARY)


def write_unusual(path):
    """What CoreFoundation and other writers put in a suite that widget-tui reads but does not use:
    keys equal only under Unicode normalization (CFPreferences compares code units, so these are
    four keys), a keyed-archiver UID, an unsigned integer above Int64.max (16 bytes, as CoreFoundation
    writes it), and an array nested deeper than CoreFoundation on iOS reads (128 levels)."""
    deep = "bottom"
    for _ in range(200):
        deep = [deep]
    pets = [{"name": "Plisty", "stage": "adult", "valueA": 1, "valueB": 2.5, "valueC": 3}]
    values = {
        "caf\u00e9": "composed",
        "cafe\u0301": "decomposed",
        "\u212b": "angstrom sign",
        "\u00c5": "a with ring",
        "uid": plistlib.UID(7),
        "big": 2**64 - 1,
        "deep": deep,
        "items": json.dumps(pets).encode(),
        "quietHours": "23:00-06:00",
        "streakDays": 7,
    }
    with open(path, "wb") as f:
        plistlib.dump(values, f, fmt=plistlib.FMT_BINARY)


COMMANDS = {"read": read, "entries": entries, "write": write, "write-unusual": write_unusual}

if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in COMMANDS:
        sys.exit(__doc__)
    COMMANDS[sys.argv[1]](sys.argv[2])
