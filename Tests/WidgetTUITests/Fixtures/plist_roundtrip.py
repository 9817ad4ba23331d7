#!/usr/bin/env python3
"""Round trip between widget-tui's suite plists and Python's plistlib (binary format).

    plist_roundtrip.py read SUITE    print SUITE's values as JSON, each as [type, value]
    plist_roundtrip.py write SUITE   write SUITE as a binary plist holding one value of every type

Run by AppPlistRoundTripTests (`swift test`); usable by hand on any container's
Library/Preferences/<group>.plist.
"""
import base64
import datetime
import json
import plistlib
import sys


def describe(value):
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


def read(path):
    with open(path, "rb") as f:
        raw = f.read()
    if not raw.startswith(b"bplist00"):
        sys.exit(f"{path}: not a binary plist")
    values = plistlib.loads(raw, fmt=plistlib.FMT_BINARY)
    print(json.dumps({key: describe(value) for key, value in values.items()}, sort_keys=True))


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


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in ("read", "write"):
        sys.exit(__doc__)
    (read if sys.argv[1] == "read" else write)(sys.argv[2])
