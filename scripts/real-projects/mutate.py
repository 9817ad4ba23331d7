#!/usr/bin/env python3
"""Breaks real projects one way at a time and requires doctor to say so: for every folder of a
verdict table on which doctor agrees with the table, each mutation below is applied to a scratch
copy, one site at a time, and doctor must give a finding of the expected check on the right
target, configuration, file and line, and no new or changed problem or warning the mutation does
not explain (compared with doctor's run on the same copy unmutated). Prints a matrix (mutation x
project: detected, missed, not applicable, unrelated finding) and the detection rate; exits 1 when
a site is missed or gives an unrelated finding and mutate-known-misses.tsv (--known) does not list
it so, or when a site it lists is detected now (so that the file cannot go stale), and when doctor
runs longer than --timeout seconds on a project unmutated (a hang is doctor's defect: the project
is reported FAILED, never skipped).

    scripts/real-projects/mutate.py [--projects DIR] [--table FILE] [--binary PATH]
                                    [--only MUTATION] [--project NAME] [--sites N] [--timeout S] [--json] [--known FILE]
                                    [--record-known FILE] [FOLDER...]

FOLDERs given on the command line are run as well (by hand: they need no row; doctor's findings
on them unmutated are the reference). Where a mutation applies is found by reading the project's
files here (project.pbxproj, xcconfig, entitlements, code), never from doctor's output: a place
doctor fails to see is a miss, not "not applicable". The projects are read-only: each is copied
once into a temporary folder, and each mutation's changed files are restored after its run.
"""
import argparse
import concurrent.futures
import json
import itertools
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import check  # noqa: E402  (the table, one doctor run and the comparison)
from sourcetext import LANGUAGES, IDENTIFIER, Source  # noqa: E402
from xcodeproject import (APP, WIDGET_POINT, PDict, ParseError, SKIPPED_FOLDERS, XcodeProject, find_projects,  # noqa: E402
                          kept_out, quoted, read_groups)

# -- what doctor is expected to say ------------------------------------------------------------
# The checks a finding may have to count as the detection of each mutation (EXPECTED), and the
# further checks a mutation explains when they appear as consequences on the same targets, files
# or values (EXPLAINED: today's doctor gives some causes several findings; the rule engine's "one
# root cause, one finding" may fold them). Update these as the rule engine lands checks.
FAMILY = ("configuration-lacks-group", "no-shared-group", "extension-group")
EXPECTED = {
    "drop-entitlements-setting": ("no-entitlements-setting",),
    "entitlements-group-typo": FAMILY,
    "code-group-typo": ("code-group",),
    "reload-call-kind": ("reload-kind",),
    "widget-kind-rename": ("reload-kind",),
    "thin-binary-first": ("build-phase-order",),
    "drop-container-background": ("container-background",),
    "repeat-widget-url": ("widget-url",),
    "foreign-bundle-id": ("bundle-identifier",),
    "undefined-group-variable": ("unresolved-setting",),
    "drop-home-widget-query": ("home-widget-url",),
    "drop-entry-point": ("home-widget-interactivity",),
    "folder-above": ("project-location",),
    "drop-accented-mode": ("accented-image",),
    "choose-accented-mode": ("accented-image",),
    "widget-key-rename": ("widget-key",),
    "strict-read-type": ("key-type",),
    "save-to-app-defaults": ("widget-key",),
    "android-only-save": ("widget-key",),
    "ios-guard-before-save": (),
    "intent-writes-app-key": ("intent-writer",),
    "intent-keeps-memory": ("intent-memory-only",),
    "drop-widget-sources": ("widget-not-built",),
    "layout-root": ("project-location",),
    "include-case": ("include-path-case",),
    "brand-configuration": ("code-group",),
    "os-branch-group": ("code-group",),
    "silent-provider-exit": ("timeline-completion",),
    "provider-self-reload": ("timeline-reload",),
    "drop-widget-embed": ("widget-without-host",),
    "srcroot-entitlements": (),
    "widget-through-protocol": (),
}
EXPLAINED = {
    # A configuration signed without entitlements: its group is missing there, its file may be
    # left signed by no configuration, and code the target runs may lose the group.
    "drop-entitlements-setting": FAMILY + ("unused-entitlements", "code-group", "widget-without-group"),
    # A target that lost the group: the app-widget pair shares none, code it runs opens a group
    # it is not entitled to.
    "entitlements-group-typo": FAMILY + ("code-group", "widget-without-group", "group-identifier"),
    # Calls the changed string reaches that were not foreseen (a message naming the new value).
    "code-group-typo": ("code-group",),
    "reload-call-kind": (),
    # Other reloads' messages list the kinds, which changed.
    "widget-kind-rename": ("reload-kind",),
    "thin-binary-first": (),
    # What the dropped call drew as the container's background (which tinted and clear Home Screens
    # remove) is judged as the widget's content once the call is gone: its images may need the
    # accented rendering mode then.
    "drop-container-background": ("accented-image",),
    "repeat-widget-url": (),
    # A bundle identifier in a group ($(PRODUCT_BUNDLE_IDENTIFIER)) changes with it.
    "foreign-bundle-id": FAMILY + ("code-group",),
    "undefined-group-variable": FAMILY + ("code-group", "widget-without-group", "group-identifier"),
    "drop-home-widget-query": (),
    "drop-entry-point": (),
    "folder-above": (),
    "drop-accented-mode": (),
    "choose-accented-mode": (),
    "widget-key-rename": (),
    "strict-read-type": (),
    "save-to-app-defaults": (),
    "android-only-save": (),
    "ios-guard-before-save": (),
    "intent-writes-app-key": (),
    "intent-keeps-memory": (),
    # The extension no longer compiles its widget's code: what that code opened, registered and
    # ran (its group, its kinds, its intents) is gone from it, and the checks that follow it say so.
    "drop-widget-sources": FAMILY + ("no-entitlements-setting", "widget-without-group", "code-group", "reload-kind", "intent-reload"),
    "layout-root": (),
    "include-case": (),
    # The other targets running the same code, or sharing the group with the app (another
    # extension), lose the group in that configuration too.
    # The second brand's group is judged as groups are (a '_' the portal refuses stays in it).
    "brand-configuration": FAMILY + ("code-group", "widget-without-group", "group-identifier"),
    "os-branch-group": (),
    "silent-provider-exit": (),
    "provider-self-reload": (),
    # An extension no app embeds has no host to narrow its platforms to (`SUPPORTED_PLATFORMS`
    # alone decides them): widgets under another platform's `#if os(...)` are registered then.
    "drop-widget-embed": ("container-background", "accented-image", "timeline-completion"),
    "srcroot-entitlements": (),
    "widget-through-protocol": (),
}
SEVERITIES = ("problem", "warning")
DEFAULT_KNOWN = os.path.join(HERE, "mutate-known-misses.tsv")
ALL_CHECKS = ("*",)


class Expect:
    """A finding that would match: its check among checks, and each given place (None: any)."""

    def __init__(self, checks, target=None, configurations=None, file=None, lines=None, mentions=None, severities=SEVERITIES):
        self.checks = tuple(checks)
        # A note where the right verdict is "unknown here" (a variable a file the repository keeps
        # out may define).
        self.severities = tuple(severities)
        self.target = target
        self.configurations = None if configurations is None else set(configurations)
        self.file = file
        self.lines = None if lines is None else sorted(set(lines))
        self.mentions = mentions

    def matches(self, finding):
        return ((self.checks == ALL_CHECKS or finding.get("check") in self.checks) and finding.get("severity") in self.severities
                and (self.target is None or finding.get("target") == self.target)
                and (self.configurations is None or finding.get("configuration") in self.configurations)
                and (self.file is None or finding.get("file") == self.file)
                and (self.lines is None or finding.get("line") in self.lines)
                and (self.mentions is None or self.mentions in (finding.get("message") or "")))

    def describe(self):
        parts = ["/".join(self.checks)]
        if self.target is not None:
            parts.append("target %s" % self.target)
        if self.configurations is not None:
            parts.append("configuration %s" % " or ".join(sorted(c or "(all)" for c in self.configurations)))
        if self.file is not None:
            lines = ""
            if self.lines:
                span = self.lines
                lines = ":%d-%d" % (span[0], span[-1]) if len(span) > 2 and span == list(range(span[0], span[-1] + 1)) \
                    else ":" + ",".join(str(n) for n in span)
            parts.append("at %s%s" % (self.file, lines))
        if self.mentions is not None:
            parts.append("naming %s" % self.mentions)
        if self.severities != SEVERITIES:
            parts.append("(%s)" % "/".join(self.severities))
        return " ".join(parts)


def describe_finding(finding):
    place = finding.get("file") or "-"
    if finding.get("line") is not None:
        place += ":%d" % finding["line"]
    return "%s %s target %s configuration %s at %s: %s" % (
        finding.get("severity"), finding.get("check"), finding.get("target") or "-",
        finding.get("configuration") or "-", place, (finding.get("message") or "")[:160])


class AnyOf:
    """A finding matching any of several expectations: a call's finding, or the one finding at the
    constant it uses that names it (decision 18: a constant several calls use with one verdict is
    one finding at its definition, naming the uses)."""

    def __init__(self, *expectations):
        self.expectations = [e for e in expectations if e is not None]

    def matches(self, finding):
        return any(e.matches(finding) for e in self.expectations)

    def describe(self):
        return " or ".join(e.describe() for e in self.expectations)


class Site:
    """One place a mutation applies: the splices that make it, what doctor must and may say."""

    def __init__(self, where, splices, expected, explained=(), gone=(), run_at=None, judge=None, quiet=False, same=False):
        self.where = where
        # A change that means the same to the compiler: every problem and warning doctor gave
        # before must stand after it too (a finding lost is a miss).
        self.same = same
        # A change the right doctor says nothing of (code a build never compiles): every new
        # problem or warning is a false one, on the changed lines too.
        self.quiet = quiet
        self.splices = splices  # [(file relative to the folder, start, end, replacement)]
        self.expected = expected
        self.explained = list(explained)
        # Findings doctor gave before that the mutation must make go (a fix, not a break).
        self.gone = list(gone)
        self.lines = {}  # file -> the lines the splices change, filled in by apply
        # file -> [(last line a splice replaced, lines it added)], filled in by apply: a finding
        # below a splice stands that many lines lower in the mutated file, and is the same finding.
        self.shifts = {}
        # Where doctor is run, relative to the folder (None: the folder), and a judge of the
        # site's own (before, after, returncode) for a mutation that moves every path.
        self.run_at = run_at
        self.judge = judge

    def changed_lines(self):
        """A finding on a line the mutation changed is about the mutation, whatever its check."""
        return [Expect(ALL_CHECKS, file=rel, lines=lines) for rel, lines in self.lines.items()]


# -- the folder, read without doctor ------------------------------------------------------------

TEST_FOLDERS = {"test", "tests", "integration_test", "test_driver", "__tests__", "e2e"}


def _is_test_folder(name):
    return name.lower() in TEST_FOLDERS or name.endswith("Tests")


def _compiled_for_ios(name):
    """A Kotlin source set compiled for iOS (doctor's CodeRoot.compiledForIOS)."""
    return name in ("commonMain", "appleMain", "darwinMain", "nativeMain", "iosMain") or \
        (name.startswith("ios") and name.endswith("Main") and len(name) > 7 and name[3].isupper())


class Folder:
    """The folder doctor is given: its Xcode projects and code, read here."""

    def __init__(self, root, is_top=False, top=None):
        self.root = root
        # The repository's top folder (the row's first path component), where .gitignore files end.
        self.top = top or root
        # The repository's top folder (a table row without a subpath): nothing of it is above.
        self.is_top = is_top
        self.projects = []
        for path in find_projects(root):
            try:
                self.projects.append(XcodeProject(root, path))
            except (ParseError, OSError, RecursionError):
                pass
        # From a folder with a project at its root, doctor reads that project; nested copies are
        # other projects (lead's decision 6), no place to break this one.
        at_root = [p for p in self.projects if os.path.normpath(p.dir) == os.path.normpath(root)]
        self.projects = at_root or self.projects
        self.code_files = []
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames[:] = sorted(d for d in dirnames if d not in SKIPPED_FOLDERS and not d.startswith(".")
                                 and not d.endswith((".xcodeproj", ".xcworkspace", ".framework", ".xcframework")))
            for name in sorted(filenames):
                language = LANGUAGES.get(os.path.splitext(name)[1])
                if language:
                    self.code_files.append((os.path.relpath(os.path.join(dirpath, name), root), language))
        self.code_files += self._multiplatform_kotlin()
        self._sources = {}
        # What several mutations' site finders derive from the folder alike, derived once.
        self.memo = {}
        self._compiled = None
        self._texts = {}
        self._widgets = None

    def _multiplatform_kotlin(self):
        """A Kotlin Multiplatform app's iosApp/ given: the Kotlin of the Gradle root above it, in the
        source sets compiled for iOS, is the app's too (doctor reads it, shown as ../)."""
        above = os.path.dirname(os.path.abspath(self.root))
        if self.is_top or not above.startswith(os.path.abspath(self.top)) or \
                not any(os.path.isfile(os.path.join(above, name)) for name in ("settings.gradle.kts", "settings.gradle")):
            return []
        found = []
        for dirpath, dirnames, filenames in os.walk(above):
            dirnames[:] = sorted(d for d in dirnames if d not in SKIPPED_FOLDERS and not d.startswith(".")
                                 and os.path.join(dirpath, d) != os.path.abspath(self.root))
            parts = os.path.relpath(dirpath, above).split(os.sep)
            if not any(_compiled_for_ios(part) for part in parts):
                continue
            found += [(os.path.relpath(os.path.join(dirpath, name), self.root), "kotlin") for name in sorted(filenames) if name.endswith(".kt")]
        return found

    def text(self, rel):
        if rel not in self._texts:
            try:
                # As apply reads it, so that offsets found here are offsets there.
                with open(os.path.join(self.root, rel), encoding="utf-8", errors="surrogateescape", newline="") as handle:
                    self._texts[rel] = handle.read()
            except OSError:
                self._texts[rel] = None
        return self._texts[rel]

    def source(self, rel):
        if rel not in self._sources:
            text = self.text(rel)
            language = LANGUAGES.get(os.path.splitext(rel)[1])
            self._sources[rel] = Source(text, language) if text is not None and language else None
        return self._sources[rel]

    def targets(self):
        return [(project, target) for project in self.projects for target in project.targets]

    def runners(self, rel, language):
        """The targets code in a file runs in: the app or extension targets compiling it (Swift,
        Objective-C), the apps that embed a widget (Dart, JavaScript, Kotlin); [] when it is not
        code of the app (tests, files no target compiles) or runs somewhere else too: code that
        is not the app's is no place to break it."""
        if language in ("swift", "objc"):
            if self._compiled is None:
                self._compiled = {}
                for project, target in self.targets():
                    for path in project.sources(target):
                        self._compiled.setdefault(path, []).append((project, target))
            found = self._compiled.get(os.path.normpath(rel), [])
            return found if found and all(t.is_app or t.is_extension for _, t in found) else []
        if any(_is_test_folder(part) for part in rel.split(os.sep)[:-1]):
            return []
        return [(project, project.host_app(widget)) for project, widget in self.widgets() if project.host_app(widget)]

    def widgets(self):
        if self._widgets is None:
            self._widgets = [(project, target) for project, target in self.targets() if project.is_widget(target, self)]
        return self._widgets

    def groups(self, project, target, configuration):
        """(file, [(group resolved, group as written, line)]) of a target's entitlements in a
        configuration; None when it has none, groups None when one does not resolve here."""
        found = project.entitlements(target, configuration)
        if found is None:
            return None
        rel, listed = found
        resolved = []
        for group, line in listed:
            value = project.resolve(group, target, configuration) if "$" in group else group
            if value is None:
                return rel, None
            resolved.append((value, group, line))
        return rel, resolved

    def entitled(self, project, target):
        """Every group a target is entitled to in some configuration; None if one is unknown here."""
        groups = set()
        for configuration in target.configurations:
            found = self.groups(project, target, configuration)
            if found is None:
                continue
            if found[1] is None:
                return None
            groups |= {value for value, _, _ in found[1]}
        return groups

    def signing_targets(self, rel):
        """Every (project, target, configuration) signed with an entitlements file."""
        return [(project, target, configuration) for project, target in self.targets()
                for configuration in target.configurations
                if (project.entitlements(target, configuration) or (None,))[0] == rel]


# -- code: calls, constants, widgets -------------------------------------------------------------

class Use:
    """A call in code and the argument it is given: where the call starts, where the argument is."""

    def __init__(self, rel, language, call, expression, start, call_line, argument_line):
        self.rel, self.language, self.call, self.expression = rel, language, call, expression
        self.start, self.call_line, self.argument_line = start, call_line, argument_line

    def lines(self):
        return {self.call_line, self.argument_line}


# (language, the call up to its `(` or selector `:`, which argument: a label, a position, or
# "selector" for the expression after an Objective-C selector part)
GROUP_CALLS = [
    ("swift", r"\bUserDefaults\s*(?:\.\s*init\s*)?\(", "suiteName"),
    ("swift", r"\bcontainerURL\s*\(", "forSecurityApplicationGroupIdentifier"),
    ("objc", r"\binitWithSuiteName\s*:", "selector"),
    ("objc", r"\bcontainerURLForSecurityApplicationGroupIdentifier\s*:", "selector"),
    ("dart", r"\bHomeWidget\s*\.\s*setAppGroupId\s*\(", 0),
    ("dart", r"\b[A-Za-z_][A-Za-z0-9_]*\s*(?:<[^<>()]*>)?\s*\(", "appGroupId"),
    ("js", r"\bSharedGroupPreferences\s*\.\s*setItem\s*\(", 2),
    ("js", r"\bSharedGroupPreferences\s*\.\s*getItem\s*\(", 1),
    ("js", r"\bnew\s+ExtensionStorage\s*\(", 0),
    ("kotlin", r"\bNSUserDefaults\s*\(", "suiteName"),
    ("kotlin", r"\bcontainerURLForSecurityApplicationGroupIdentifier\s*\(", 0),
]
RELOAD_CALLS = [
    ("swift", r"\breloadTimelines\s*\(", "ofKind"),
    ("objc", r"\breloadTimelinesOfKind\s*:", "selector"),
    ("dart", r"\bHomeWidget\s*\.\s*updateWidget\s*\(", ("iOSName", "name")),
    ("js", r"\bExtensionStorage\s*\.\s*reloadWidget\s*\(", 0),
    ("kotlin", r"\breloadTimelinesOfKind\s*\(", 0),
]
CALL_WORDS = {"group": ("UserDefaults", "containerURL", "SuiteName", "setAppGroupId", "appGroupId", "SharedGroupPreferences",
                        "ExtensionStorage", "NSUserDefaults"),
              "reload": ("reloadTimelines", "updateWidget", "reloadWidget")}


def calls(folder, table, words):
    """Every call of a table (GROUP_CALLS, RELOAD_CALLS) in the folder's code, with its argument."""
    found = []
    for rel, language in folder.code_files:
        text = folder.text(rel) or ""
        if not any(word in text for word in words) or not folder.runners(rel, language):
            continue
        source = folder.source(rel)
        for call_language, pattern, argument in table:
            if call_language != language:
                continue
            for m in source.matches(pattern):
                use = _argument_use(source, rel, language, m, argument)
                if use is not None:
                    found.append(use)
    return found


def _argument_use(source, rel, language, m, argument):
    if argument == "selector":
        start = m.end()
        while start < len(source.text) and source.text[start] in " \t\r\n":
            start += 1
        literal = source.literal_at(start)
        if literal is not None:
            expression = source.text[start:literal.end]
        else:
            ident = re.match(r"[A-Za-z_][A-Za-z0-9_.]*", source.code[start:start + 200])
            if not ident:
                return None
            expression = ident.group(0)
        return Use(rel, language, m.group(0), expression, start, source.line(m.start()), source.line(start))
    arguments = source.arguments(m.end() - 1)
    chosen = None
    if isinstance(argument, int):
        positional = [a for a in arguments if a[0] is None]
        chosen = positional[argument] if len(positional) > argument else None
    else:
        for label in (argument,) if isinstance(argument, str) else argument:
            chosen = next((a for a in arguments if a[0] == label and a[1] != "null"), None)
            if chosen:
                break
    if chosen is None:
        return None
    return Use(rel, language, m.group(0), chosen[1], chosen[2], source.line(m.start()), source.line(chosen[2]))


DEFINITIONS = {
    "swift": [r"\b(?:let|var|case)\s+(%s)\s*(?::\s*String\s*)?=\s*" % IDENTIFIER],
    "dart": [r"\b(?:const|final|var|String)\s+(?:String\s+)?(%s)\s*=\s*" % IDENTIFIER],
    "objc": [r"NSString\s*\*\s*(?:const\s+)?(%s)\s*=\s*" % IDENTIFIER, r"#define\s+(%s)\s+" % IDENTIFIER],
    "js": [r"\b(?:const|let|var)\s+(%s)\s*(?::\s*string\s*)?=\s*" % IDENTIFIER],
    "kotlin": [r"\b(?:val|var)\s+(%s)\s*(?::\s*String\s*)?=\s*" % IDENTIFIER],
}


class Definition:
    """`name = "literal"` (or `name = other`) in a file."""

    def __init__(self, rel, name, literal, alias, offset):
        self.rel, self.name, self.literal, self.alias, self.offset = rel, name, literal, alias, offset


def definitions(folder, rel):
    source = folder.source(rel)
    if source is None:
        return []
    found = []
    for pattern in DEFINITIONS.get(source.language, []):
        for m in source.matches(pattern):
            literal = source.literal_at(m.end())
            if literal is not None and literal.value is not None:
                rest = source.code[literal.end:literal.end + 40].lstrip(" \t")
                if rest[:1] in ("", ";", "\n", ",", "}", ")", "\r") or rest.startswith("//"):
                    found.append(Definition(rel, m.group(1), literal, None, m.start()))
                continue
            other = re.match(r"\s*(%s(?:\s*\.\s*%s)*)\s*(?:;|\n)" % (IDENTIFIER, IDENTIFIER), source.code[m.end():])
            if other:
                found.append(Definition(rel, m.group(1), None, constant_name(other.group(1), source.language), m.start()))
    return found


def constant_name(expression, language):
    """The name an expression like `Constants.appGroup` or `Keys.group.rawValue` names, or None."""
    # A class made to hold constants: `Constant().appGroupId` names appGroupId.
    parts = [re.sub(r"\(\s*\)$", "", p.strip()) for p in expression.split(".")]
    if not parts or not all(re.fullmatch(IDENTIFIER, p) for p in parts):
        return None
    if language == "swift" and len(parts) > 1 and parts[-1] == "rawValue":
        parts.pop()
    return parts[-1]


class Constants:
    """Names defined once in the code, looked up the way a reader of the code would: the use's own
    file first, then the one definition of the name in the language; anything else is unknown."""

    def __init__(self, folder):
        self.folder = folder
        self.by_name = {}
        for rel, language in folder.code_files:
            text = folder.text(rel) or ""
            if "=" not in text and "#define" not in text:
                continue
            for definition in definitions(folder, rel):
                self.by_name.setdefault((language, definition.name), []).append(definition)

    def resolve(self, expression, rel, language, offset=None):
        """The Definition holding the literal an expression names, or None."""
        name = constant_name(expression, language)
        for _ in range(4):
            if name is None:
                return None
            candidates = self.by_name.get((language, name), [])
            local = [d for d in candidates if d.rel == rel]
            if len(local) > 1 and offset is not None:
                local = self._enclosing(local, rel, offset)
            chosen = local if local else candidates
            if len(chosen) != 1:
                return None
            definition = chosen[0]
            if definition.literal is not None:
                return definition
            name, rel = definition.alias, definition.rel
        return None

    def _enclosing(self, local, rel, offset):
        """Of several definitions in one file, those in the innermost declaration around offset."""
        source = self.folder.source(rel)
        spans = [(start, end) for _, _, _, start, _, end in source.declarations()]

        def scope(definition):
            around = [s for s in spans if s[0] <= definition.offset < s[1]]
            return max(around, key=lambda s: s[0]) if around else (0, len(source.text))

        inside = [d for d in local if scope(d)[0] <= offset < scope(d)[1]]
        if not inside:
            return [d for d in local if scope(d) == (0, len(source.text))]
        deepest = max(scope(d)[0] for d in inside)
        return [d for d in inside if scope(d)[0] == deepest]


def literal_of(folder, use):
    """The literal a call is given directly, or None."""
    source = folder.source(use.rel)
    literal = source.literal_at(use.start)
    if literal is not None and literal.value is not None and source.text[use.start:literal.end].strip() == use.expression.strip():
        return literal
    return None


class Widget:
    def __init__(self, project, target, name, rel, start, end, kind, kind_literal):
        self.project, self.target, self.name, self.rel = project, target, name, rel
        self.start, self.end = start, end  # offsets of the struct
        self.kind, self.kind_literal = kind, kind_literal  # kind_literal: (file, Literal) holding it

    def lines(self, folder):
        source = folder.source(self.rel)
        return range(source.line(self.start), source.line(self.end) + 1)


CONFIGURATION_CALL = r"\b(?:StaticConfiguration|AppIntentConfiguration|IntentConfiguration)\s*(?:<[^<>()]*>)?\s*\("


def widgets_of(folder, constants, project, target):
    """The widgets with a kind a widget extension registers: `struct X: Widget` whose body makes a
    Static/AppIntent/IntentConfiguration, named by the target's WidgetBundle (or the only ones)."""
    found = []
    bundles = []
    for rel in sorted(project.sources(target)):
        if not rel.endswith(".swift"):
            continue
        source = folder.source(rel)
        if source is None:
            continue
        for kind, name, conformances, start, body, end in source.declarations():
            if kind != "struct":
                continue
            if "WidgetBundle" in conformances:
                bundles.append(source.code[body:end])
            if "Widget" not in conformances:
                continue
            configuration = next((m for m in source.matches(CONFIGURATION_CALL) if body <= m.start() < end), None)
            if configuration is None:
                continue
            argument = next((a for a in source.arguments(configuration.end() - 1) if a[0] == "kind"), None)
            if argument is None:
                continue
            value, literal = None, None
            direct = source.literal_at(argument[2])
            if direct is not None and direct.value is not None and source.text[argument[2]:direct.end].strip() == argument[1]:
                value, literal = direct.value, (rel, direct)
            else:
                definition = constants.resolve(argument[1], rel, "swift", argument[2])
                if definition is not None:
                    value, literal = definition.literal.value, (definition.rel, definition.literal)
            found.append(Widget(project, target, name, rel, start, end, value, literal))
    if bundles:
        # Each configuration's `#if`s decided as doctor's WidgetRegistration decides them: a name
        # no configuration sets is false (`#if PAWPULSE` registers nothing).
        registered = " ".join(_compiled(b, names) for b in bundles for names in _conditions(project, target))
        found = [w for w in found if re.search(r"\b%s\s*\(" % re.escape(w.name), registered)]
    return found


# `_conditions`, `_compiled` and `_evaluate` copy doctor's `#if` rules (ConditionalCompilation,
# WidgetRegistration) on purpose, as `_ViewGraph` and `_background_helpers` copy its view rules:
# doctor's --json does say which widgets it registers (`widget-kind`, against `declared-kind`),
# but a site taken from doctor's answer is no test of it: a widget doctor wrongly takes for
# compiled out would drop its sites instead of failing as a miss (the rule of this file's
# docstring). --list-sites and mutate's own tests (tests/test_mutate.py) run no doctor either.
# Keep them in step when doctor's rules change.
def _conditions(project, target):
    """Per configuration of the target, the names a `#if` finds set (SWIFT_ACTIVE_COMPILATION_CONDITIONS,
    OTHER_SWIFT_FLAGS' -D NAME)."""
    found = []
    for configuration in list(target.configurations) or [None]:
        names = set(str(project.setting(target, configuration, "SWIFT_ACTIVE_COMPILATION_CONDITIONS") or "").split())
        flags = str(project.setting(target, configuration, "OTHER_SWIFT_FLAGS") or "").split()
        for i, flag in enumerate(flags):
            if flag == "-D" and i + 1 < len(flags):
                names.add(flags[i + 1])
            elif flag.startswith("-D") and len(flag) > 2:
                names.add(flag[2:])
        found.append(names - {"$(inherited)"})
    return found


def _compiled(text, names):
    """The lines of `text` a build with `names` set compiles: `#if`/`#elseif`/`#else`/`#endif` decided."""
    kept, stack = [], []  # stack: [parent skips, taken, active]
    for line in text.split("\n"):
        t = line.strip()
        if t.startswith("#if"):
            truth = _evaluate(t[3:], names)
            stack.append([bool(stack) and (stack[-1][0] or not stack[-1][2]), truth, truth])
        elif t.startswith("#elseif") and stack:
            truth = not stack[-1][1] and _evaluate(t[7:], names)
            stack[-1][2] = truth
            stack[-1][1] = stack[-1][1] or truth
        elif t.startswith("#else") and stack:
            stack[-1][2] = not stack[-1][1]
            stack[-1][1] = True
        elif t.startswith("#endif"):
            if stack:
                stack.pop()
        elif not stack or not (stack[-1][0] or not stack[-1][2]):
            kept.append(line)
    return "\n".join(kept)


def _evaluate(condition, names):
    """A `#if` condition: names, !, &&, ||, parentheses; `os(iOS)`, `canImport(X)` and the like true."""
    tokens = re.findall(r"\w+\s*\([^()]*\)|&&|\|\||!|\(|\)|\w+", condition)
    position = [0]

    def peek():
        return tokens[position[0]] if position[0] < len(tokens) else None

    def take():
        position[0] += 1
        return tokens[position[0] - 1]

    def either():
        value = both()
        while peek() == "||":
            take()
            value = both() or value
        return value

    def both():
        value = unary()
        while peek() == "&&":
            take()
            value = unary() and value
        return value

    def unary():
        token = take() if peek() is not None else "true"
        if token == "!":
            return not unary()
        if token == "(":
            value = either()
            if peek() == ")":
                take()
            return value
        if "(" in token or token == "true":
            return True
        return token != "false" and token in names

    return either()


# -- mutations -----------------------------------------------------------------------------------

class Mutation:
    """A way to break a project: where it applies (sites), how (each site's splices), what doctor must say."""
    name = ""
    summary = ""

    def sites(self, folder):
        raise NotImplementedError

    def expect(self, **places):
        return Expect(EXPECTED[self.name], **places)

    def explain(self, **places):
        return Expect(EXPLAINED[self.name], **places) if EXPLAINED[self.name] else None

    def apply(self, root, site):
        """Makes a site's change in the copy at root; returns the files' former contents to restore."""
        former = {}
        for rel, start, end, replacement in sorted(site.splices, key=lambda s: (s[0], -s[1])):
            path = os.path.join(root, rel)
            if rel not in former:
                if not os.path.exists(path):
                    # A file the mutation adds (start = end = 0): removed again by restore.
                    former[rel] = None
                    with open(path, "w", encoding="utf-8", newline="") as handle:
                        handle.write(replacement)
                    continue
                with open(path, "rb") as handle:
                    former[rel] = handle.read()
            elif former[rel] is None:
                continue
            with open(path, encoding="utf-8", errors="surrogateescape", newline="") as handle:
                text = handle.read()
            line = text.count("\n", 0, start) + 1
            site.lines.setdefault(rel, set()).update(range(line, line + max(replacement.count("\n"), text.count("\n", start, end)) + 1))
            removed = text.count("\n", start, end)
            if replacement.count("\n") != removed:
                site.shifts.setdefault(rel, []).append((line + removed, replacement.count("\n") - removed))
            with open(path, "w", encoding="utf-8", errors="surrogateescape", newline="") as handle:
                handle.write(text[:start] + replacement + text[end:])
        return former


def restore(root, former):
    for rel, data in former.items():
        if data is None:
            os.remove(os.path.join(root, rel))
            continue
        with open(os.path.join(root, rel), "wb") as handle:
            handle.write(data)


def typo(value):
    """The value with its last letter or digit changed (in any letter case too)."""
    for i in range(len(value) - 1, -1, -1):
        c = value[i]
        if c.isdigit():
            return value[:i] + ("7" if c != "7" else "3") + value[i + 1:]
        if c.isalpha():
            return value[:i] + ("q" if c.lower() != "q" else "x") + value[i + 1:]
    return value + "q"


def entry_line_span(text, start, end):
    """An entry's span widened to its whole line when it is alone on it."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end + 1
    # What Xcode writes after an entry or an item on its line: a comment naming it, a comma.
    if text[line_start:start].strip() == "" and re.fullmatch(r"\s*(?:/\*[^\n]*?\*/)?\s*[,;]?\s*", text[end:line_end]):
        return line_start, line_end
    return start, end


def _pbxproj_file(project):
    return project.rel_pbxproj


def _shared_groups(folder, project, app, widget, configuration):
    mine, theirs = folder.groups(project, app, configuration), folder.groups(project, widget, configuration)
    if not mine or not theirs or mine[1] is None or theirs[1] is None:
        return set()
    return {v for v, _, _ in mine[1]} & {v for v, _, _ in theirs[1]}


def _partners(folder, project, target):
    """The targets a target shares its group with: a widget's app, an app's widgets."""
    if target.is_app:
        return [w.name for p, w in folder.widgets() if p is project and project.host_app(w) is target]
    host = project.host_app(target)
    return [host.name] if host else []


class DropEntitlementsSetting(Mutation):
    name = "drop-entitlements-setting"
    summary = "remove CODE_SIGN_ENTITLEMENTS from a widget extension in one configuration"

    def sites(self, folder):
        found = []
        for project, widget in folder.widgets():
            app = project.host_app(widget)
            for configuration, config_id in widget.configurations.items():
                settings = project.build_settings(config_id)
                if "CODE_SIGN_ENTITLEMENTS" not in settings.entries:
                    continue
                # Only where nothing else would set it once removed: the project's configuration,
                # the xcconfig files under either.
                layers = project.layers(widget, configuration)[1:]
                if any("CODE_SIGN_ENTITLEMENTS" in layer for layer in layers):
                    continue
                if app is None or not _shared_groups(folder, project, app, widget, configuration):
                    continue
                rel = project.entitlements(widget, configuration)[0]
                _, _, _, entry_end = settings.entries["CODE_SIGN_ENTITLEMENTS"]
                start, end = entry_line_span(project.text, settings.entries["CODE_SIGN_ENTITLEMENTS"][0], entry_end)
                found.append(Site("%s %s" % (widget.name, configuration), [(project.rel_pbxproj, start, end, "")],
                                  [self.expect(target=widget.name, configurations={configuration}, file=project.rel_pbxproj)],
                                  [self.explain(target=widget.name), self.explain(file=rel), self.explain(target=app.name)]))
        return found


def _group_sites(folder):
    """(project, target, entitlements file, group, line, configurations, partners) for each group an
    app and its widget share, listed in an entitlements file only that target is signed with."""
    found = []
    seen = set()
    for project, widget in folder.widgets():
        app = project.host_app(widget)
        if app is None:
            continue
        for configuration in widget.configurations:
            shared = _shared_groups(folder, project, app, widget, configuration)
            for target in (app, widget):
                rel, groups = folder.groups(project, target, configuration) or (None, None)
                for value, written, line in groups or []:
                    if value not in shared or written != value or line is None or (rel, value) in seen:
                        continue
                    signers = folder.signing_targets(rel)
                    if any(t is not target for _, t, _ in signers):
                        continue
                    seen.add((rel, value))
                    found.append((project, target, rel, value, line, sorted(c for _, _, c in signers),
                                  _partners(folder, project, target)))
    return found


def _string_splice(folder, rel, line, old, new):
    text = folder.text(rel)
    offset = sum(len(l) for l in text.splitlines(True)[:line - 1])
    start = text.index("<string>%s</string>" % old, offset) + len("<string>")
    return (rel, start, start + len(old), new)


class EntitlementsGroupTypo(Mutation):
    name = "entitlements-group-typo"
    summary = "change one character of a group the app and widget share in one target's entitlements"

    def sites(self, folder):
        found = []
        for project, target, rel, group, line, configurations, partners in _group_sites(folder):
            wrong = typo(group)
            expected = self.expect(target=target.name, configurations=set(configurations) | {None}, file=rel, lines=[line])
            if not _spelling_known(folder, project, group):
                # Two files, two spellings, and nothing else naming either: which one holds the
                # typo cannot be told (the mutated project is the project whose partner's file
                # was changed, roles aside), so the finding may stand on the partner's file,
                # naming the spelling this site wrote.
                expected = AnyOf(expected, *[self.expect(target=name, mentions=wrong) for name in partners])
            found.append(Site("%s %s:%d" % (target.name, rel, line), [_string_splice(folder, rel, line, group, wrong)],
                              [expected],
                              [self.explain(target=name) for name in [target.name] + partners]
                              + [self.explain(mentions=group), self.explain(mentions=wrong)]))
        return found


def _spelling_known(folder, project, group):
    """Whether something besides the two entitlements files says how the group is spelled: code
    the app or its extensions run naming it, or the app's bundle identifier it is named after
    (`group.` + PRODUCT_BUNDLE_IDENTIFIER, as Xcode proposes it)."""
    for rel, language in folder.code_files:
        if group in (folder.text(rel) or "") and folder.runners(rel, language):
            return True
    for _, target in folder.targets():
        if target.is_app and any(project.setting(target, c, "PRODUCT_BUNDLE_IDENTIFIER") == group[len("group."):]
                                 for c in target.configurations):
            return True
    return False



def _keeps_out_settings(folder, project, target, configuration):
    """Whether a configuration's xcconfig chain has a file a fresh clone lacks because a .gitignore
    keeps it out, other than the ones CocoaPods and Flutter make (they set only their tools' settings)."""
    for path in project.xcconfig_chain(target, configuration):
        generated = "Pods" in path.split(os.sep) or os.path.basename(path) == "Generated.xcconfig"
        if not generated and not os.path.exists(path) and kept_out(path, folder.top):
            return True
    return False


class UndefinedGroupVariable(Mutation):
    name = "undefined-group-variable"
    summary = "put an undefined variable into a group in one target's entitlements: group.$(NOT_DEFINED).x"
    variable = "NOT_DEFINED"

    def sites(self, folder):
        found = []
        for project, target, rel, group, line, configurations, partners in _group_sites(folder):
            if self.variable in project.text:
                continue
            wrong = "group.$(%s).%s" % (self.variable, group[len("group."):] if group.startswith("group.") else group)
            # Where a configuration reads an xcconfig the repository keeps out (a secrets or local
            # file its set-up has you make), that file may define the variable: unknown, a note.
            unknown = any(_keeps_out_settings(folder, project, target, c) for c in configurations)
            found.append(Site("%s %s:%d" % (target.name, rel, line), [_string_splice(folder, rel, line, group, wrong)],
                              [self.expect(target=target.name, configurations=set(configurations) | {None}, file=rel,
                                           lines=[line], mentions=self.variable,
                                           severities=("note",) if unknown else SEVERITIES)],
                              [self.explain(target=name) for name in [target.name] + partners]
                              + [self.explain(mentions=group), self.explain(mentions=self.variable)]))
        return found


class CodeGroupTypo(Mutation):
    name = "code-group-typo"
    summary = "change one character of the group string code opens (Swift, Dart, Objective-C, JS/TS, Kotlin)"

    def sites(self, folder):
        entitled = {}
        for project, target in folder.targets():
            if target.is_app or target.is_extension:
                entitled[(id(project), target.name)] = folder.entitled(project, target)
        groups = set().union(*[g for g in entitled.values() if g]) if entitled else set()
        groups = {g for g in groups if "$" not in g}
        if not groups:
            return []
        constants = Constants(folder)
        uses = calls(folder, GROUP_CALLS, CALL_WORDS["group"])
        # Each literal holding a group: the calls it reaches, directly or through a constant.
        reaching = {}
        for use in uses:
            literal = literal_of(folder, use)
            if literal is not None:
                holder = (use.rel, literal.start)
                reaching.setdefault(holder, (literal, []))[1].append(use)
                continue
            definition = constants.resolve(use.expression, use.rel, use.language, use.start)
            if definition is not None:
                reaching.setdefault((definition.rel, definition.literal.start), (definition.literal, []))[1].append(use)
        found = []
        for (rel, _), (literal, reached) in sorted(reaching.items(), key=lambda item: item[0]):
            if literal.value not in groups:
                continue
            checked = []
            for use in reached:
                runners = folder.runners(use.rel, use.language)
                known = [entitled.get((id(p), t.name)) for p, t in runners]
                # Only where the runners' groups are known here and hold this one: then the
                # changed string is one no runner is entitled to.
                if runners and all(k is not None for k in known) and all(literal.value in k for k in known):
                    checked.append(use)
            if not checked:
                continue
            wrong = typo(literal.value)
            source = folder.source(rel)
            defined = source.line(literal.start)
            # Through a constant several calls use: the finding may be the one at the constant.
            at_definition = len(reached) > 1 and any(literal_of(folder, use) is None for use in reached)
            found.append(Site("%s:%d" % (rel, defined),
                              [(rel, literal.content_start, literal.content_start + len(literal.value), wrong)],
                              [AnyOf(self.expect(file=use.rel, lines=use.lines()),
                                     # There one finding names the changed group: it counts for every use it folds
                                     # (naming the first few, counting the rest).
                                     self.expect(file=rel, lines=[defined], mentions=wrong))
                               if at_definition else self.expect(file=use.rel, lines=use.lines()) for use in checked],
                              [self.explain(mentions=wrong)]))
        return found


def _kinds(folder):
    constants = Constants(folder)
    widgets = []
    for project, target in folder.widgets():
        widgets += widgets_of(folder, constants, project, target)
    return constants, widgets


def _reloads(folder):
    return calls(folder, RELOAD_CALLS, CALL_WORDS["reload"])


class ReloadCallKind(Mutation):
    name = "reload-call-kind"
    summary = "rename the kind one reloadTimelines(ofKind:) / updateWidget(iOSName:) call names"

    def sites(self, folder):
        _, widgets = _kinds(folder)
        kinds = {w.kind for w in widgets if w.kind}
        found = []
        for use in _reloads(folder):
            literal = literal_of(folder, use)
            if literal is None or literal.value not in kinds:
                continue
            found.append(Site("%s:%d" % (use.rel, use.call_line),
                              [(use.rel, literal.content_start, literal.content_start + len(literal.value), literal.value + "Renamed")],
                              [self.expect(file=use.rel, lines=use.lines())]))
        return found


class WidgetKindRename(Mutation):
    name = "widget-kind-rename"
    summary = "rename one widget's kind where it is declared: each reload naming the old kind"

    def sites(self, folder):
        constants, widgets = _kinds(folder)
        reloads = _reloads(folder)
        found = []
        done = set()
        for widget in widgets:
            if widget.kind_literal is None:
                continue
            rel, literal = widget.kind_literal
            if (rel, literal.start) in done:
                continue
            done.add((rel, literal.start))
            renamed = [w for w in widgets if w.kind_literal and w.kind_literal[0] == rel and w.kind_literal[1].start == literal.start]
            if any(w.kind == widget.kind for w in widgets if w not in renamed):
                continue  # another widget keeps the kind
            expected = []
            for use in reloads:
                direct = literal_of(folder, use)
                if direct is not None:
                    if direct.value == widget.kind and not (use.rel == rel and direct.start == literal.start):
                        expected.append((use, None))
                    continue
                definition = constants.resolve(use.expression, use.rel, use.language, use.start)
                if definition is not None and definition.literal.value == widget.kind \
                        and not (definition.rel == rel and definition.literal.start == literal.start):
                    expected.append((use, definition))
            if not expected:
                continue
            through = {}
            for _, definition in expected:
                if definition is not None:
                    key = (definition.rel, definition.literal.start)
                    through[key] = through.get(key, 0) + 1

            def expectation(use, definition):
                # Several reloads through one constant may be one finding at it (decision 18).
                if definition is None or through[(definition.rel, definition.literal.start)] < 2:
                    return self.expect(file=use.rel, lines=use.lines())
                line = folder.source(definition.rel).line(definition.literal.start)
                return AnyOf(self.expect(file=use.rel, lines=use.lines()),
                             self.expect(file=definition.rel, lines=[line], mentions="%s:%d" % (use.rel, use.call_line)))
            source = folder.source(rel)
            found.append(Site("%s %s:%d" % (widget.name, rel, source.line(literal.start)),
                              [(rel, literal.content_start, literal.content_start + len(literal.value), literal.value + "Renamed")],
                              [expectation(use, definition) for use, definition in expected],
                              [self.explain()]))
        return found


class ThinBinaryFirst(Mutation):
    name = "thin-binary-first"
    summary = "move a Flutter app's Thin Binary script phase before the phase that embeds the extension"

    def sites(self, folder):
        found = []
        for project, app in folder.targets():
            if not app.is_app:
                continue
            products = {t.product_ref for t in project.targets if t.is_extension and t.product_ref}
            thin = embed = None
            for index, phase_id in enumerate(app.phases):
                phase = project.phase(phase_id)
                if phase.get("isa") == "PBXShellScriptBuildPhase" and (
                        phase.get("name") == "Thin Binary" or "embed_and_thin" in str(phase.get("shellScript", ""))):
                    thin = thin if thin is not None else index
                if phase.get("isa") == "PBXCopyFilesBuildPhase" and embed is None and any(
                        project.objects.get(f, {}).get("fileRef") in products for f in phase.get("files", [])):
                    embed = index
            if thin is None or embed is None or thin < embed:
                continue
            phases = project.objects[app.id]["buildPhases"]
            text = project.text
            thin_start, thin_end = entry_line_span(text, *phases.items[thin])
            embed_start, _ = entry_line_span(text, *phases.items[embed])
            line = text[thin_start:thin_end]
            if "\n" not in line[:-1] and line.endswith("\n") and text[embed_start - 1] == "\n":
                found.append(Site(app.name, [(project.rel_pbxproj, thin_start, thin_end, ""),
                                             (project.rel_pbxproj, embed_start, embed_start, line)],
                                  [self.expect(target=app.name, file=project.rel_pbxproj)]))
        return found


class DropContainerBackground(Mutation):
    name = "drop-container-background"
    summary = "remove .containerBackground from one widget of an extension with several widgets"

    def sites(self, folder):
        constants = Constants(folder)
        found = []
        for project, target in folder.widgets():
            widgets = [w for w in widgets_of(folder, constants, project, target)]
            if len(widgets) < 2:
                continue
            graph = _ViewGraph(folder, project, target, [w.name for w in widgets])
            calls_here = graph.calls()
            if not calls_here:
                continue
            reach = {w.name: graph.reached(w.name) for w in widgets}
            for rel, start, end, replacement, node in calls_here:
                having = [w for w in widgets if any(n in reach[w.name] for _, _, _, _, n in calls_here)]
                losing = [w for w in having if not any(n in reach[w.name] for r, s, _, _, n in calls_here if (r, s) != (rel, start))]
                if not losing:
                    continue
                line = folder.source(rel).line(start)
                found.append(Site("%s %s:%d" % (target.name, rel, line), [(rel, start, end, replacement)],
                                  [self.expect(target=target.name, file=w.rel, lines=w.lines(folder)) for w in losing],
                                  [self.explain(target=target.name)]))
        return found


class RepeatWidgetURL(Mutation):
    name = "repeat-widget-url"
    summary = "set one view's .widgetURL twice on the same path (the call repeated after itself): only one is honoured"

    def sites(self, folder):
        found = []
        for rel, source in _widget_swift_files(folder):
            # A view's own call: inside a `View` struct of the file, as doctor counts them.
            views = [(start, end) for kind, _, conformances, start, _, end in source.declarations()
                     if kind == "struct" and "View" in conformances]
            for m in source.matches(r"(?<=[\w)\]}])\s*\.\s*widgetURL\s*\("):
                if not any(start <= m.start() < end for start, end in views):
                    continue
                end = source.closing(m.end() - 1)
                if end is None:
                    continue
                call = source.code[m.start():end].strip()
                found.append(Site("%s:%d" % (rel, source.line(m.start())), [(rel, end, end, call)],
                                  [self.expect(file=rel)]))
        return found


def _widget_swift_files(folder):
    """Each Swift file some widget extension compiles, once, with its source."""
    seen = set()
    for project, target in folder.widgets():
        for rel in sorted(project.sources(target)):
            source = folder.source(rel) if rel.endswith(".swift") else None
            if source is not None and rel not in seen:
                seen.add(rel)
                yield rel, source


def _provider_methods(folder, pattern):
    """Each provider method of the widgets' Swift whose declaration `pattern` matches (its `(`
    last) and whose body's `{` stands on the line its signature ends or the next: (rel, source,
    the signature's parameters, the body's brace, the body's end)."""
    for rel, source in _widget_swift_files(folder):
        for m in source.matches(pattern):
            close = source.closing(m.end() - 1)
            brace = source.code.find("{", close) if close is not None else -1
            end = source.closing(brace) if brace >= 0 else None
            if end is None or source.code[close:brace].count("\n") > 1:
                continue
            yield rel, source, source.code[m.end():close], brace, end


class SilentProviderExit(Mutation):
    name = "silent-provider-exit"
    summary = "return at the start of one getTimeline/getSnapshot whose body calls its completion: that path hands WidgetKit nothing"

    # The completion parameter: the last `label name: @escaping` of the signature.
    _COMPLETION = re.compile(r"(\w+)(?:\s+(\w+))?\s*:\s*@escaping")

    def sites(self, folder):
        found = []
        for rel, source, signature, brace, end in _provider_methods(folder, r"\bfunc\s+(?:getTimeline|getSnapshot)\s*\("):
            parameters = list(self._COMPLETION.finditer(signature))
            if not parameters:
                continue
            completion = parameters[-1].group(2) or parameters[-1].group(1)
            if completion == "_" or not re.search(r"\b%s\b" % re.escape(completion), source.code[brace:end]):
                continue
            # On the brace's line: no finding of the file moves.
            line = source.line(brace)
            guard = " guard !ProcessInfo.processInfo.arguments.isEmpty else { return };"
            found.append(Site("%s:%d" % (rel, line), [(rel, brace + 1, brace + 1, guard)],
                              [self.expect(file=rel, lines=[line])]))
        return found


class ProviderSelfReload(Mutation):
    name = "provider-self-reload"
    summary = "reload every timeline at the start of one getTimeline: the provider reloads itself in a loop"

    def sites(self, folder):
        found = []
        for rel, source, _, brace, _ in _provider_methods(folder, r"\bfunc\s+getTimeline\s*\("):
            # On the brace's line: no finding of the file moves.
            line = source.line(brace)
            found.append(Site("%s:%d" % (rel, line), [(rel, brace + 1, brace + 1, " WidgetCenter.shared.reloadAllTimelines();")],
                              [self.expect(file=rel, lines=[line])]))
        return found


class _ViewGraph:
    """Which declarations of a target a widget's body reaches, by name: a widget reaches the types
    it names (`EntryView(entry:)`) and the functions it calls (`.widgetBackground()`), and what
    they name in turn; a name after a dot (`.widget`) is a member, so it reaches only functions,
    no widget reaches another widget, and `body` is reached only through its type (as doctor's
    WidgetViewGraph follows them)."""

    def __init__(self, folder, project, target, widgets=()):
        self.folder = folder
        self.types = {}  # name -> [(rel, start, end)]: structs, classes, enums and their extensions
        self.functions = {}  # name -> [(rel, start, end)]
        self.files = [rel for rel in sorted(project.sources(target)) if rel.endswith(".swift") and folder.source(rel)]
        self.widgets = set(widgets)
        # The spans that draw (doctor's WidgetViewGraph.Target.drawing): views, view modifiers,
        # widgets and their extensions (or any type with a `body`), functions returning a view.
        self.drawing = set()
        declared, drawing_types = set(), set()
        for rel in self.files:
            source = folder.source(rel)
            for kind, name, conformances, start, body, end in source.declarations():
                if kind in ("struct", "class", "enum"):
                    declared.add(name.split(".")[-1])
                # No widget reaches another, registered or not (a compiled-out one too), as in doctor.
                if kind != "func" and "Widget" in conformances:
                    self.widgets.add(name.split(".")[-1])
                if kind != "func" and (set(conformances) & DRAWING_CONFORMANCES or re.search(r"\b(?:var|func)\s+body\b", source.code[body:end])):
                    drawing_types.add(name.split(".")[-1])
        for rel in self.files:
            source = folder.source(rel)
            for kind, name, _, start, body, end in source.declarations():
                short = name.split(".")[-1]
                if kind == "func":
                    # A type's `body` is reached through its type, never by the name.
                    if short != "body":
                        self.functions.setdefault(short, []).append((rel, start, end))
                    result = source.code[start:body].rsplit("->", 1)[1] if "->" in source.code[start:body] else ""
                    if ("@ViewBuilder" in source.code[max(0, start - 64):start] or re.search(r"View|Image|Widget|Content|Text|Label|Shape", result)
                            or set(re.findall(r"\w+", result)) & drawing_types):
                        self.drawing.add((rel, start, end))
                elif kind != "extension" or short in declared:
                    self.types.setdefault(short, []).append((rel, start, end))
                    if short in drawing_types:
                        self.drawing.add((rel, start, end))

    def node_at(self, rel, offset):
        around = [(s, name) for table in (self.types, self.functions) for name, spans in table.items()
                  for r, s, e in spans if r == rel and s <= offset < e]
        return max(around)[1] if around else None

    def calls(self):
        found = []
        for rel in self.files:
            source = self.folder.source(rel)
            # `.containerBackground(...)` is removed; a bare `containerBackground(...)` (a
            # modifier function's body, on self) becomes `self`.
            for m in source.matches(r"(?:(\.)\s*|(?<![\w.]))containerBackground\s*\("):
                if re.search(r"\bfunc\s+$", source.code[max(0, m.start() - 10):m.start()]):
                    continue
                end = source.closing(m.end() - 1)
                if end is None:
                    continue
                rest = re.match(r"[ \t]*\{", source.code[end:])
                if rest:
                    end = source.closing(end + rest.end() - 1) or end
                found.append((rel, m.start(), end, "" if m.group(1) else "self", self.node_at(rel, m.start())))
        return found

    def reached(self, name, drawing=False):
        """The names `name` reaches; with `drawing`, through the spans that draw only."""
        seen = {name}
        queue = [name]
        while queue:
            current = queue.pop()
            for rel, start, end in self.types.get(current, []) + self.functions.get(current, []):
                if drawing and (rel, start, end) not in self.drawing:
                    continue
                code = self.folder.source(rel).code
                for m in re.finditer(r"(\.\s*)?\b(%s)" % IDENTIFIER, code[start:end]):
                    word = m.group(2)
                    member = m.group(1) is not None
                    if word in seen or word in self.widgets:
                        continue
                    if word in self.functions or (not member and word in self.types):
                        seen.add(word)
                        queue.append(word)
        return seen


DRAWING_CONFORMANCES = {"View", "ViewModifier", "Widget", "WidgetConfiguration", "Shape", "ButtonStyle", "LabelStyle", "ToggleStyle",
                        "ProgressViewStyle", "GaugeStyle"}

# A raster Image's constructor and the modifiers chained on it (`.resizable()`, `.scaledToFill()`).
RASTER_IMAGE = r"(?<![\w.])Image\s*\((?!\s*(?:systemName|_internalSystemName|size)\s*:)"


def _call_spans(source, names):
    """The arguments and trailing closure of each call of `names` in `source`: [(start, end)]."""
    spans = []
    if not names:
        return spans
    for m in source.matches(r"\b(?:%s)\s*[({]" % "|".join(re.escape(n) for n in sorted(names))):
        if re.search(r"\bfunc\s+$", source.code[max(0, m.start() - 10):m.start()]):
            continue
        open_at = m.end() - 1
        end = source.closing(open_at)
        if end is None:
            continue
        if source.code[open_at] == "(":
            rest = re.match(r"[ \t]*\{", source.code[end:])
            if rest:
                end = source.closing(end + rest.end() - 1) or end
        spans.append((open_at, end))
    return spans


def _background_helpers(folder, graph):
    """The functions of the target that pass one of their parameters to `containerBackground`
    (`func widgetBackground(_ backgroundView: some View)` calling `containerBackground(for:
    .widget) { backgroundView }`), as doctor's WidgetImages finds them. A copy, not doctor's
    answer, for the reason given above `_conditions`; doctor's --json names no helper anyway."""
    helpers = set()
    for name, places in graph.functions.items():
        for rel, start, end in places:
            source = folder.source(rel)
            header = source.code[start:end].split("{", 1)[0]
            params = re.search(r"\((.*)\)", header, re.S)
            names = {re.findall(r"\w+", piece.split(":", 1)[0])[-1] for piece in (params.group(1).split(",") if params else [])
                     if ":" in piece and re.findall(r"\w+", piece.split(":", 1)[0])}
            for s, e in _call_spans(source, ["containerBackground"]):
                if start <= s < end and names & set(re.findall(r"\w+", source.code[s:e])):
                    helpers.add(name)
    return helpers


def _background_only(folder, graph):
    """Per file, the spans drawn only as the container background, as doctor's
    ContainerBackgroundContent reads them: the content of `containerBackground` and of the calls
    of helpers passing a parameter there; what a local, a parameter or a type's stored property
    standing there carries back (its initializer, the arguments calls or constructions pass for
    it) when every other use is a `background` call's; and the declarations every call of whose
    name (`Name(`, `Name {`) stands in such a span (`FestivalWidgetBackground()` in a
    `containerBackground { }`, a `backgroundView(...)` given to `.widgetBackground`), a few rounds
    deep. (doctor also requires those `.background` uses to be on a branch exclusive of the
    container background's; this model does not tell branches apart.)"""
    names = {"containerBackground"} | _background_helpers(folder, graph)
    spans = {rel: _call_spans(folder.source(rel), names) for rel in graph.files}
    declared = set(graph.types) | set(graph.functions)
    pending = [(rel, span) for rel in graph.files for span in spans[rel]]
    carried, only = set(), set()
    for _ in range(8):
        carriers = {}
        for rel, (start, end) in pending:
            source = folder.source(rel)
            for m in re.finditer(r"(?<![\w.])([a-z_]\w*)\b", source.code[start:end]):
                carrier = _carrier(folder, graph, rel, start + m.start(), m.group(1))
                if carrier and carrier[0] not in carried:
                    carriers[carrier[0]] = carrier
        pending = []
        for key, carrier in sorted(carriers.items()):
            if _carries(folder, carrier, spans):
                carried.add(key)
                pending += _origins(folder, graph, carrier)
        for rel, span in pending:
            spans[rel].append(span)
        uses = {}
        for rel in graph.files:
            code = folder.source(rel).code
            for m in re.finditer(r"\b(\w+)\b(?=[ \t]*[({])", code):
                word = m.group(1)
                if word not in declared or word in only:
                    continue
                if re.search(r"\b(?:func|struct|class|enum|extension|actor|protocol|typealias)\s+$", code[max(0, m.start() - 12):m.start()]):
                    continue
                inside = any(s <= m.start() < e for s, e in spans[rel])
                uses[word] = uses.get(word, True) and inside
        found = [name for name, inside in uses.items() if inside]
        only.update(found)
        for name in found:
            for rel, start, end in graph.types.get(name, []) + graph.functions.get(name, []):
                spans[rel].append((start, end))
        if not pending and not found:
            break
    return spans


def _uses(code, name, start, end):
    """Where `name` stands in code[start:end] as a value: not `.name` of another value, not a
    label (`name:` after `(` or `,`), not its declaration."""
    found = []
    for m in re.finditer(r"(?<![\w])%s(?!\w)" % re.escape(name), code[start:end]):
        at = start + m.start()
        before = code[max(0, at - 64):at].rstrip()
        if before.endswith(".") and not before[:-1].rstrip().endswith("self"):
            continue
        if re.search(r"\b(?:let|var|func|case)$", before):
            continue
        if re.match(r"\s*:(?!:)", code[at + len(name):]) and before[-1:] in ("(", ","):
            continue
        found.append(at)
    return found


def _carrier(folder, graph, rel, offset, name):
    """The local, parameter or stored property `name` at `offset` names:
    (key, name, kind, detail, [(rel, start, end)] scopes), or None."""
    code = folder.source(rel).code
    around = sorted((s, e, kind) for kind, table in (("func", graph.functions), ("type", graph.types))
                    for spans in table.values() for r, s, e in spans if r == rel and s <= offset < e)
    for start, end, kind in reversed(around):
        body = code.index("{", start) if "{" in code[start:end] else start
        local = _local(code, name, body, offset)
        if local:
            return ("l%s:%d" % (rel, local[1][0]), name, "local", (rel, local[1]), [(rel, local[0], end)])
        if kind == "func":
            header = code[start:code.index("{", start)] if "{" in code[start:end] else ""
            params = _parameters(header)
            for index, (label, internal) in enumerate(params):
                if internal == name:
                    function = re.match(r"func\s+(\w+)", header)
                    if function:
                        return ("p%s:%d" % (function.group(1), index), name, "parameter",
                                (function.group(1), label, index, index == len(params) - 1), [(rel, start, end)])
            continue
        typename = next((n for n, spans in graph.types.items() if (rel, start, end) in spans), None)
        if typename is None:
            return None
        places = graph.types[typename]
        for r, s, e in places:
            source = folder.source(r).code
            brace = source.index("{", s) if "{" in source[s:e] else s
            for m in re.finditer(r"\b(?:let|var)\s+%s\b(?![^\n]*\{)" % re.escape(name), source[brace + 1:e]):
                if source[brace + 1:brace + 1 + m.start()].count("{") == source[brace + 1:brace + 1 + m.start()].count("}"):
                    return ("t%s:%s" % (typename, name), name, "property", typename, places)
        return None
    return None


def _local(code, name, body, offset):
    """`let name = ...` / `var name = ...` after `body` before `offset`, in a block around it:
    (its offset, (start, end) of its initializer), or None."""
    for m in reversed(list(re.finditer(r"\b(?:let|var)\s+%s\b" % re.escape(name), code[body:offset]))):
        between = code[body + m.end():offset]
        if min(itertools.accumulate((1 if c == "{" else -1 if c == "}" else 0) for c in between), default=0) < 0:
            continue
        init = re.match(r"[^=\n{,]*=(?!=)\s*", code[body + m.end():])
        if not init:
            return None
        first = stop = body + m.end() + init.end()
        depth = 0
        while stop < len(code):
            c = code[stop]
            if c in "([{":
                depth += 1
            elif c in ")]}":
                depth -= 1
                if depth < 0:
                    break
            elif c == "\n" and depth == 0 and not code[stop:].lstrip().startswith("."):
                break
            stop += 1
        return body + m.start(), (first, stop)
    return None


def _parameters(header):
    """A function header's parameters: [(label a call writes or None for `_`, name its body uses)]."""
    m = re.search(r"\((.*)\)", header, re.S)
    found = []
    for piece in (m.group(1).split(",") if m else []):
        if ":" not in piece:
            continue
        words = [w for w in piece.split(":", 1)[0].split() if not w.startswith("@") and w != "inout"]
        if words:
            label = words[-2] if len(words) >= 2 else words[-1]
            found.append((None if label == "_" else label, words[-1]))
    return found


def _carries(folder, carrier, spans):
    """Whether a use stands in the spans and every other use in a `background` call's."""
    _, name, _, _, scopes = carrier
    inside = False
    for rel, start, end in scopes:
        code = folder.source(rel).code
        backgrounds = _call_spans(folder.source(rel), {"background"})
        for at in _uses(code, name, start, end):
            if any(s <= at < e for s, e in spans[rel]):
                inside = True
            elif not any(s <= at < e for s, e in backgrounds):
                return False
    return inside


def _origins(folder, graph, carrier):
    """Where the carrier's view is made: [(rel, (start, end))]."""
    _, name, kind, detail, _ = carrier
    if kind == "local":
        return [detail]
    if kind == "parameter":
        called, label, index, last = detail
    else:
        called, label, index, last = detail, name, None, False
    found = []
    for rel in graph.files:
        source = folder.source(rel)
        pattern = r"(?<![\w])%s[ \t]*\(" if kind == "parameter" else r"(?<![\w.])%s[ \t]*\("
        for m in re.finditer(pattern % re.escape(called), source.code):
            if re.search(r"\b(?:func|struct|class|enum|extension)\s+$", source.code[max(0, m.start() - 12):m.start()]):
                continue
            arguments = source.arguments(m.end() - 1)
            chosen = [a for a in arguments if a[0] == label] if label else [a for i, a in enumerate(arguments) if i == index and a[0] is None]
            for _, expression, start in chosen[:1]:
                found.append((rel, (start, start + len(expression))))
            close = source.closing(m.end() - 1)
            rest = re.match(r"[ \t]*\{", source.code[close:]) if last and close else None
            if rest:
                found.append((rel, (close + rest.end() - 1, source.closing(close + rest.end() - 1) or close)))
    return found


def _main_images(folder):
    """The main images of the folder's widgets (`_find_main_images`), found once: two mutations ask."""
    if "main_images" not in folder.memo:
        folder.memo["main_images"] = _find_main_images(folder)
    return folder.memo["main_images"]


def _find_main_images(folder):
    """Raster images a registered Home Screen widget reaches that fill its view (`.resizable()` and
    `.scaledToFill()`, `.aspectRatio(contentMode: .fill)` or a frame of the whole space, no fixed
    frame, not in a view shown at a fixed size or reading `widgetRenderingMode`), as doctor's
    accented-image reads them: [(target, rel, line, chain start, chain end, chain text)]. An image
    drawn only as the container background (`_background_only`) is no main content: the accented
    mode removes the container background, so doctor judges no such image."""
    constants = Constants(folder)
    found = []
    # From a folder with a project at its root doctor reads that one (nested copies are other projects).
    at_root = [p for p in folder.projects if os.path.normpath(p.dir) == os.path.normpath(folder.root)]
    for project, target in folder.widgets():
        if at_root and project not in at_root:
            continue
        widgets = widgets_of(folder, constants, project, target)
        if not widgets or "watchos" in str(project.setting(target, next(iter(target.configurations), None), "SDKROOT") or ""):
            continue
        graph = _ViewGraph(folder, project, target, [w.name for w in widgets])
        home = [w for w in widgets if not re.search(r"supportedFamilies\s*\(\s*\[[^\]]*\]", folder.source(w.rel).code[w.start:w.end])
                or ".system" in folder.source(w.rel).code[w.start:w.end]]
        reached = set().union(*[graph.reached(w.name, drawing=True) for w in home]) if home else set()
        spans = [span for name in reached for span in graph.types.get(name, []) + graph.functions.get(name, []) if span in graph.drawing]
        # A view shown at a fixed size (`Logo().frame(width: 24, height: 24)`) is an icon.
        icons = {m.group(1) for rel in graph.files for m in folder.source(rel).matches(
            r"\b([A-Z]\w*)\s*\((?:[^()]|\([^()]*\))*\)\s*\.\s*frame\s*\(\s*width\s*:\s*\d[^()]*height\s*:\s*\d")}
        background = _background_only(folder, graph)
        for rel in graph.files:
            source = folder.source(rel)
            if "widgetRenderingMode" in source.code:
                continue
            backgrounds = background[rel]
            for m in source.matches(RASTER_IMAGE):
                if not any(r == rel and s <= m.start() < e for r, s, e in spans):
                    continue
                if any(s < m.start() < e for s, e in backgrounds):
                    continue
                around = [(s, name) for name, places in graph.types.items() for r, s, e in places if r == rel and s <= m.start() < e]
                if around and max(around)[1] in icons:
                    continue
                close = source.closing(m.end() - 1)
                if close is None:
                    continue
                chain = re.match(r"(?:\s*\.\s*\w+\s*(?:\((?:[^()]|\([^()]*\))*\))?)*", source.code[close:])
                text = chain.group(0)
                fills = re.search(r"\.\s*resizable\s*\(", text) and re.search(
                    r"\.\s*scaledToFill\s*\(|contentMode\s*:\s*\.fill|maxWidth\s*:\s*\.infinity\s*,\s*maxHeight\s*:\s*\.infinity"
                    r"|width\s*:\s*\w+\.size\.width\s*,\s*height\s*:\s*\w+\.size\.height", text)
                fixed = re.search(r"\.\s*frame\s*\(\s*width\s*:\s*\d", text)
                # A Lock Screen branch just above (`case .accessoryCircular:`) is the vibrant mode.
                above = "\n".join(source.code[max(0, m.start() - 300):m.start()].splitlines()[-3:])
                if fills and not fixed and ".accessory" not in above and not _below_accented_mode(source, m.start()):
                    found.append((target.name, rel, source.line(m.start()), close, close + len(text), text))
    return found


def _below_accented_mode(source, offset):
    """Whether offset lies in the `else` of an `if #available(iOS 18...)` (or later): that branch
    runs only where the Home Screen has no accented mode, so no image there is tinted."""
    code = source.code
    for available in re.finditer(r"\bif\s+#available\s*\(\s*iOS\w*\s+(\d+)", code[max(0, offset - 4000):offset]):
        if int(available.group(1)) < 18:
            continue
        brace = code.find("{", max(0, offset - 4000) + available.end())
        end = source.closing(brace) if 0 <= brace < offset else None
        branch = re.match(r"\s*else\s*\{", code[end:]) if end is not None else None
        if branch is not None:
            opening = end + branch.end() - 1
            closing = source.closing(opening)
            if closing is not None and opening < offset < closing:
                return True
    return False


class DropAccentedMode(Mutation):
    name = "drop-accented-mode"
    summary = "remove .widgetAccentedRenderingMode(...) from an Image that fills a Home Screen widget"

    def sites(self, folder):
        found = []
        for target, rel, line, start, end, text in _main_images(folder):
            m = re.search(r"\s*\.\s*widgetAccentedRenderingMode\s*\((?:[^()]|\([^()]*\))*\)", text)
            if m:
                found.append(Site("%s %s:%d" % (target, rel, line), [(rel, start + m.start(), start + m.end(), "")],
                                  [self.expect(target=target, file=rel, lines=[line])]))
        return found


class ChooseAccentedMode(Mutation):
    name = "choose-accented-mode"
    summary = "add .widgetAccentedRenderingMode(.fullColor) after .resizable() on an Image that fills a Home Screen widget: its warning goes"

    def sites(self, folder):
        found = []
        for target, rel, line, start, end, text in _main_images(folder):
            if "widgetAccentedRenderingMode" in text or "widgetAccentable" in text:
                continue
            m = re.search(r"\.\s*resizable\s*\(\s*\)", text)
            found.append(Site("%s %s:%d" % (target, rel, line), [(rel, start + m.end(), start + m.end(), ".widgetAccentedRenderingMode(.fullColor)")],
                              [], gone=[self.expect(target=target, file=rel, lines=[line])]))
        return found


class ForeignBundleID(Mutation):
    name = "foreign-bundle-id"
    summary = "give a widget extension a bundle identifier that does not start with its app's"

    def sites(self, folder):
        found = []
        for project, widget in folder.widgets():
            app = project.host_app(widget)
            if app is None:
                continue
            for configuration, config_id in widget.configurations.items():
                mine = project.setting(app, configuration, "PRODUCT_BUNDLE_IDENTIFIER")
                theirs = project.setting(widget, configuration, "PRODUCT_BUNDLE_IDENTIFIER")
                if not mine or not theirs or not theirs.startswith(mine + "."):
                    continue
                foreign = "org.mutation." + theirs
                settings = project.build_settings(config_id)
                entry = settings.entries.get("PRODUCT_BUNDLE_IDENTIFIER")
                if entry:
                    splice = (project.rel_pbxproj, entry[1], entry[2], quoted(foreign))
                else:
                    brace = settings.span[0] + 1
                    splice = (project.rel_pbxproj, brace, brace, "\n\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = %s;" % quoted(foreign))
                found.append(Site("%s %s" % (widget.name, configuration), [splice],
                                  [self.expect(target=widget.name, configurations={configuration, None}, file=project.rel_pbxproj)],
                                  [self.explain(target=widget.name, configurations={configuration})]))
        return found


INCLUDE = re.compile(r'^[ \t]*#include\??[ \t]+"([^"\n]+)"', re.M)


class IncludeCase(Mutation):
    name = "include-case"
    summary = "change the letter case of the file name an xcconfig #include names (the file exists)"

    def sites(self, folder):
        """Each #include of an xcconfig some configuration is based on (or that one includes), whose
        file exists beside it or from the project folder, as Xcode looks for it."""
        found, seen = [], set()
        for project in folder.projects:
            pending = []
            for config_id in list(project.project_configurations.values()) + [c for t in project.targets for c in t.configurations.values()]:
                reference = project.objects.get(config_id, {}).get("baseConfigurationReference")
                path = project.file_path(reference) if reference else None
                if path:
                    pending.append(path)
            while pending:
                rel = os.path.normpath(pending.pop())
                if rel in seen or not os.path.isfile(os.path.join(folder.root, rel)):
                    continue
                seen.add(rel)
                text = folder.text(rel) or ""
                for m in INCLUDE.finditer(text):
                    written = m.group(1)
                    if written.startswith("/") or "$" in written:
                        continue
                    bases = [os.path.dirname(rel), os.path.relpath(project.dir, folder.root)]
                    target = next((os.path.normpath(os.path.join(b, written)) for b in bases
                                   if os.path.isfile(os.path.join(folder.root, b, written))), None)
                    if target is None:
                        continue
                    pending.append(target)
                    name = os.path.basename(written)
                    changed = name[0].swapcase() + name[1:]
                    if changed == name or changed in os.listdir(os.path.dirname(os.path.join(folder.root, target))):
                        continue
                    start = m.start(1) + len(written) - len(name)
                    line = text.count("\n", 0, m.start(1)) + 1
                    found.append(Site("%s:%d" % (rel, line), [(rel, start, start + 1, changed[0])],
                                      [self.expect(file=rel, lines=[line], mentions=os.path.dirname(written) and written[:-len(name)] + changed or changed)]))
        return found


class BrandConfiguration(Mutation):
    name = "brand-configuration"
    summary = ("sign an app, its widget and every target sharing their group in one configuration with a second brand's entitlements "
               "(copies listing another group), while their code still opens the first brand's group")

    def sites(self, folder):
        found = []
        uses = None
        # From a folder with a project at its root, doctor reads that project only (decision 6).
        at_root = [p for p in folder.projects if os.path.dirname(os.path.dirname(p.pbxproj)) == folder.root]
        for project, widget in folder.widgets():
            app = project.host_app(widget)
            if app is None or len(widget.configurations) < 2 or (at_root and project not in at_root):
                continue
            if uses is None:
                uses = self._literal_uses(folder)
            for configuration in sorted(widget.configurations):
                for group in sorted(_shared_groups(folder, project, app, widget, configuration)):
                    site = self._site(folder, project, app, widget, configuration, group, uses.get(group, []))
                    if site is not None:
                        found.append(site)
                        break
        return found

    def _site(self, folder, project, app, widget, configuration, group, uses):
        """Every target listing the group in the configuration moved to the second brand's copy of its
        file; None unless each sets CODE_SIGN_ENTITLEMENTS in its own configuration (nothing else overrides
        it) and the widget runs code opening the group as a literal."""
        moved = []
        for target in project.targets:
            rel, groups = folder.groups(project, target, configuration) or (None, None)
            if not groups or group not in {value for value, _, _ in groups}:
                continue
            config_id = target.configurations.get(configuration)
            settings = project.build_settings(config_id) if config_id else None
            text = folder.text(rel)
            if settings is None or "CODE_SIGN_ENTITLEMENTS" not in settings.entries or text is None or "<string>%s</string>" % group not in text:
                return None
            moved.append((target, settings, rel, text))
        if not {app.name, widget.name} <= {target.name for target, _, _, _ in moved}:
            return None
        running = {target.name: [u for u in uses if not _in_nested_project(folder, u.rel)
                                 and any(t is target for _, t in folder.runners(u.rel, u.language))] for target, _, _, _ in moved}
        if not running[widget.name]:
            return None
        other = group + ".brand2"
        splices = []
        for target, settings, rel, text in moved:
            copy = os.path.splitext(rel)[0] + "-Brand2.entitlements"
            if os.path.exists(os.path.join(folder.root, copy)):
                return None
            splices.append((copy, 0, 0, text.replace("<string>%s</string>" % group, "<string>%s</string>" % other)))
            entry = settings.entries["CODE_SIGN_ENTITLEMENTS"]
            splices.append((project.rel_pbxproj, entry[1], entry[2], quoted(os.path.relpath(os.path.join(folder.root, copy), project.dir))))
        # App groups are per device: a target on a platform no widget listing the group builds for (a
        # watch app beside an iPhone widget) shares nothing with them, so doctor's verdict on its code
        # there is code-group's note, not a problem.
        widgets = {w.name for p, w in folder.widgets() if p is project}
        widget_platforms = set().union(*[_platforms(project, t) or set() for t, _, _, _ in moved if t.name in widgets])
        severities = {t.name: ("note",) if widget_platforms and (_platforms(project, t) or widget_platforms).isdisjoint(widget_platforms)
                      else SEVERITIES for t, _, _, _ in moved}
        expected = [AnyOf(*[self.expect(target=name, configurations={configuration}, file=use.rel, lines=use.lines(),
                                        severities=severities[name]) for use in running[name]],
                          *[self.expect(target=name, configurations={configuration}, file=use.definition[0], lines=[use.definition[1]],
                                        severities=severities[name])
                            for use in running[name] if use.definition])
                    for name in running if running[name]]
        return Site("%s+%s %s %s" % (app.name, widget.name, configuration, group), splices, expected,
                    [self.explain(mentions=group), self.explain(mentions=other), self.explain(configurations={configuration})])

    @staticmethod
    def _literal_uses(folder):
        """Each group a call opens through a literal, written at the call or in a constant: the calls, by group."""
        constants = Constants(folder)
        by_group = {}
        for use in calls(folder, GROUP_CALLS, CALL_WORDS["group"]):
            literal = literal_of(folder, use)
            use.definition = None
            if literal is None:
                definition = constants.resolve(use.expression, use.rel, use.language, use.start)
                if definition is None:
                    continue
                literal = definition.literal
                use.definition = (definition.rel, folder.source(definition.rel).line(literal.start))
            by_group.setdefault(literal.value, []).append(use)
        return by_group


# home_widget's taps and buttons (issue 40): where the Dart code listens for taps, and the callbacks
# it registers for a widget's buttons.
HOME_WIDGET_LISTENER = r"\bHomeWidget\s*\.\s*(?:widgetClicked|initiallyLaunchedFromHomeWidget)\b"
HOME_WIDGET_REGISTRATION = r"\bHomeWidget\s*\.\s*(?:registerInteractivityCallback|registerBackgroundCallback)\s*\("
ENTRY_POINT = r"""@pragma\s*\(\s*(['"])vm:entry-point\1\s*\)"""


def _app_dart(folder):
    """The Dart files of the app (lib/, not tests) that name home_widget."""
    return [rel for rel, language in folder.code_files
            if language == "dart" and "HomeWidget" in (folder.text(rel) or "") and folder.runners(rel, language)]


class DropHomeWidgetQuery(Mutation):
    name = "drop-home-widget-query"
    summary = "remove the homeWidget query item from a widget's URL in an app whose Dart code listens for taps"

    def sites(self, folder):
        if not any(folder.source(rel).matches(HOME_WIDGET_LISTENER) for rel in _app_dart(folder)):
            return []
        constants = Constants(folder)
        found = []
        for project, widget in folder.widgets():
            for rel in sorted(project.sources(widget)):
                source = folder.source(rel) if rel.endswith(".swift") else None
                if source is None or "homeWidget" not in source.text:
                    continue
                for m in source.matches(r"\.\s*widgetURL\s*\(|\bLink\s*\(\s*destination\s*:"):
                    call_line = source.line(m.start() + (1 if source.code[m.start()] == "." else 0))
                    paren = source.code.index("(", m.start())
                    url = re.search(r"\bURL\s*(?:\.\s*init\s*)?\(\s*string\s*:\s*", source.code[paren:source.closing(paren) or paren])
                    if url is None:
                        continue
                    start = paren + url.end()
                    literal = source.literal_at(start)
                    where, place = rel, None
                    if literal is None:
                        name = re.match(r"[A-Za-z_][A-Za-z0-9_.]*", source.code[start:start + 200])
                        definition = constants.resolve(name.group(0), rel, "swift", start) if name else None
                        if definition is None:
                            continue
                        literal, where = definition.literal, definition.rel
                        place = folder.source(where).line(literal.start)
                    text = folder.text(where)[literal.start:literal.end]
                    query = re.search(r"([?&])homeWidget(?:=[^&#\"]*)?(&?)", text)
                    if query is None:
                        continue
                    # `?homeWidget&a=1` keeps its `?`; `?homeWidget` and `&homeWidget` go whole.
                    cut_start, cut_end = literal.start + query.start(), literal.start + query.end()
                    replacement = "?" if query.group(1) == "?" and query.group(2) else ""
                    line = place or call_line
                    found.append(Site("%s %s:%d" % (widget.name, where, line), [(where, cut_start, cut_end, replacement)],
                                      [self.expect(file=where, lines=[line])]))
        return found


class DropEntryPoint(Mutation):
    name = "drop-entry-point"
    summary = "remove @pragma('vm:entry-point') from the Dart callback registerInteractivityCallback names"

    def sites(self, folder):
        files = _app_dart(folder)
        names = set()
        for rel in files:
            source = folder.source(rel)
            for m in source.matches(HOME_WIDGET_REGISTRATION):
                arguments = source.arguments(m.end() - 1)
                if arguments and arguments[0][0] is None and re.fullmatch(IDENTIFIER + r"(?:\s*\.\s*" + IDENTIFIER + ")?", arguments[0][1]):
                    names.add(arguments[0][1].split(".")[-1].strip())
        found = []
        for rel in files:
            source = folder.source(rel)
            for m in source.matches(ENTRY_POINT):
                # The function the annotation stands on: its name, before its parameters.
                head = re.match(r"(?:\s*@\w+(?:\s*\([^()]*\))?)*\s*(?:static\s+)?[\w<>?, ]*?\b(%s)\s*\(" % IDENTIFIER, source.code[m.end():])
                if head is None or head.group(1) not in names:
                    continue
                declared = source.line(m.end() + head.start(1))
                # The annotation is blanked, its line kept: the function's line does not move.
                found.append(Site("%s:%d %s" % (rel, declared, head.group(1)), [(rel, m.start(), m.end(), "")],
                                  [self.expect(file=rel, lines=[declared])]))
        return found


class FolderAbove(Mutation):
    """Where users keep the project: doctor given the folder above the one in the table (the
    project one folder down, a repository's root above its ios/, a monorepo's root above the
    app) must find the same project, say which and why in one project-location note, and give
    the same problems and warnings, their files named from the folder given. Not where the
    folder above is another project's own folder (decision 6: that project is read)."""
    name = "folder-above"
    summary = "give doctor the folder above: the same findings, named from there, and a project-location note"
    OWN_PROJECT = re.compile(r"\.xcodeproj$|^(project\.yml|Project\.swift|Workspace\.swift|pubspec\.yaml)$")

    SEARCH_DEPTH = 4  # doctor's (docs/limits.md)

    def sites(self, folder):
        above = os.path.dirname(os.path.normpath(folder.root))
        prefix = os.path.basename(os.path.normpath(folder.root))
        # A repository's top folder is copied alone into a scratch folder: there the project is
        # simply one folder down. Inside a repository, the folder above is the repository's.
        names = [] if folder.is_top else os.listdir(above)
        if any(self.OWN_PROJECT.search(name) for name in names):
            return []
        # Other projects beside it (a repository's other examples) are read too: another verdict.
        for name in names:
            sibling = os.path.join(above, name)
            if name != prefix and not name.startswith(".") and os.path.isdir(sibling) and not os.path.islink(sibling) \
                    and self._holds_project(sibling, self.SEARCH_DEPTH - 1):
                return []
        return [Site("doctor --project %s/.." % prefix, [], [Expect(EXPECTED[self.name], mentions=prefix + "/")],
                     run_at="..", judge=lambda before, after, code: self.judge(prefix, before, after, code))]

    @classmethod
    def _holds_project(cls, top, depth):
        for dirpath, dirnames, filenames in os.walk(top):
            if any(cls.OWN_PROJECT.search(name) for name in dirnames + filenames) or any(n.startswith("expo-target.config.") for n in filenames):
                return True
            if dirpath[len(top):].count(os.sep) >= depth:
                dirnames[:] = []
            else:
                dirnames[:] = [d for d in dirnames if d not in SKIPPED_FOLDERS and not d.startswith(".")
                               and not os.path.islink(os.path.join(dirpath, d))]
        return False

    @staticmethod
    def judge(prefix, before, after, returncode):
        def place(finding, moved):
            where = finding.get("file")
            if moved and where not in (None, "-"):
                # Named from the folder given: `prefix/file`, `../x` from one folder down is `x`.
                where = os.path.normpath(os.path.join(prefix, where))
            return tuple(finding.get(k) for k in ("check", "severity", "target", "configuration")) + (where, finding.get("line"))
        serious_before = [f for f in before if f.get("severity") in SEVERITIES]
        serious_after = [f for f in after if f.get("severity") in SEVERITIES]
        expected = {place(f, True) for f in serious_before}
        got = {place(f, False) for f in serious_after}
        lost = [Expect((f.get("check"),), file=place(f, True)[4], lines=[f.get("line")] if f.get("line") else None)
                for f in serious_before if place(f, True) not in got]
        unrelated = [f for f in serious_after if place(f, False) not in expected]
        generated = any(f.get("check") == "project-file" for f in serious_before)
        noted = generated or any(f.get("check") == "project-location" and (f.get("file") or "").startswith(prefix + "/") for f in after)
        missing = lost + ([] if noted else [Expect(("project-location",), file=prefix + "/...")])
        if returncode not in (0, 1):
            return "error", missing, unrelated
        status = "missed" if missing else "detected"
        if unrelated:
            status = "missed+unrelated" if missing else "unrelated"
        return status, missing, unrelated


class LayoutRoot(FolderAbove):
    """Where a stack keeps its native project two or more folders down: doctor given the stack's
    root (Capacitor's folder holding capacitor.config.* above ios/App, a KMP root holding
    settings.gradle(.kts) above iosApp/, a .NET solution's folder holding the .sln or .csproj)
    must find the same project, say so in a project-location note, and give the same problems
    and warnings named from there. The folder just above is folder-above's; nothing else on the
    way down may hold a project."""
    name = "layout-root"
    summary = "give doctor a Capacitor, KMP or .NET root two or more folders above the project: the same findings, and a project-location note"
    ROOT_MARKERS = re.compile(r"^capacitor\.config\.(json|ts|js)$|^settings\.gradle(\.kts)?$|\.(sln|csproj)$")

    def sites(self, folder):
        if folder.is_top:
            return []
        row = os.path.normpath(folder.root)
        path = row
        for depth in range(1, self.SEARCH_DEPTH):
            path = os.path.dirname(path)
            try:
                names = os.listdir(path)
            except OSError:
                return []
            if any(self.OWN_PROJECT.search(name) for name in names):
                return []
            if depth >= 2 and any(self.ROOT_MARKERS.search(name) for name in names):
                prefix = os.path.relpath(row, path)
                if self._others_below(path, prefix):
                    return []
                return [Site("doctor --project %s/%s" % (prefix, "/".join([".."] * depth)), [],
                             [Expect(EXPECTED[self.name], mentions=prefix + "/")], run_at=os.path.relpath(path, row),
                             judge=lambda before, after, code: self.judge(prefix, before, after, code))]
            if os.path.basename(path) == "" or os.path.exists(os.path.join(path, ".git")):
                return []
        return []

    def _others_below(self, top, prefix):
        """Whether a folder beside the path from top down to the row holds a project of its own."""
        parts = prefix.split(os.sep)
        here = top
        for depth, part in enumerate(parts):
            for name in os.listdir(here):
                sibling = os.path.join(here, name)
                if name != part and not name.startswith(".") and os.path.isdir(sibling) and not os.path.islink(sibling) \
                        and name not in SKIPPED_FOLDERS and self._holds_project(sibling, self.SEARCH_DEPTH - 1 - depth):
                    return True
            here = os.path.join(here, part)
        return False

# -- keys: the data contract between the app and its widget ---------------------------------------

KEY_READ = r"\.\s*(string|integer|double|float|bool|data|array|stringArray|dictionary|object)\s*\(\s*forKey\s*:\s*(?=\")"
SUITE_BINDING = r"\b(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*UserDefaults\s*[?!]?\s*)?=\s*UserDefaults\s*(?:\.\s*init\s*)?\(\s*suiteName\s*:"


def _widget_key_reads(folder):
    """Each read in a widget extension's Swift of a key literal written in place, from a suite the
    same line opens (`UserDefaults(suiteName: ...)?.string(forKey: "k")`) or a name the file binds
    to one: (rel, getter, literal, line)."""
    found = []
    for rel, language in folder.code_files:
        if language != "swift":
            continue
        runners = folder.runners(rel, language)
        if not any(project.is_widget(target, folder) for project, target in runners) or _in_nested_project(folder, rel):
            continue
        source = folder.source(rel)
        if source is None or "forKey" not in source.code:
            continue
        suites = {m.group(1) for m in source.matches(SUITE_BINDING)}
        for m in source.matches(KEY_READ):
            literal = source.literal_at(m.end())
            if literal is None or literal.value is None:
                continue
            line_start = source.code.rfind("\n", 0, m.start()) + 1
            receiver = source.code[line_start:m.start()]
            name = re.search(r"([A-Za-z_][A-Za-z0-9_]*)\s*[?!]?\s*$", receiver)
            if "suiteName" not in receiver and not (name and name.group(1) in suites):
                continue
            found.append((rel, m.group(1), literal, source.line(m.start())))
    return found


def _in_nested_project(folder, rel):
    """Whether a file lies under a subfolder holding its own .xcodeproj: that project's (decision 14), not the one read."""
    # From a folder with a project at its root, doctor reads that project only (decision 6).
    at_root = [p for p in folder.projects if os.path.dirname(os.path.dirname(p.pbxproj)) == folder.root]
    read = {os.path.dirname(project.pbxproj) for project in at_root or folder.projects}
    parts = rel.split(os.sep)[:-1]
    for depth in range(1, len(parts) + 1):
        path = os.path.join(folder.root, *parts[:depth])
        try:
            if any(name.endswith(".xcodeproj") and os.path.join(path, name) not in read for name in os.listdir(path)):
                return True
        except OSError:
            return False
    return False


def _key_writes(folder, key):
    """The type each write of key in the app's code stores, when it says: Swift set(literal, forKey:),
    Dart saveWidgetData<T>(key, ...) or with a literal value. None for a write whose type is unknown."""
    quoted = re.escape(key)
    types = []
    for rel, language in folder.code_files:
        text = folder.text(rel) or ""
        named = language == "kotlin" and "forKey" in text and _kotlin_names_of(folder, key)
        if (key not in text and not named) or not folder.runners(rel, language):
            continue
        source = folder.source(rel)
        if language == "swift":
            for m in source.matches(r"\.\s*(?:set|setValue)\s*\(\s*([^,\n]+?)\s*,\s*forKey\s*:\s*\"%s\"\s*\)" % quoted):
                value = m.group(1).strip()
                types.append("string" if value.startswith('"') else "number" if re.fullmatch(r"-?[0-9._]+|true|false", value) else None)
        elif language == "kotlin":
            # Kotlin/Native's NSUserDefaults setters, the key a literal or a `val` of the app's Kotlin.
            names = _kotlin_names_of(folder, key)
            for m in source.matches(r"\.\s*set(Object|Integer|Bool|Double|Float|Value)\s*\(\s*([^,\n]+?)\s*,\s*forKey\s*=\s*(\"%s\"|%s)\s*\)"
                                    % (quoted, IDENTIFIER)):
                if m.group(3) != '"%s"' % key and m.group(3) not in names:
                    continue
                value = m.group(2).strip()
                types.append("number" if m.group(1) in ("Integer", "Bool", "Double", "Float") else "string" if value.startswith('"') else None)
        elif language == "dart":
            for m in source.matches(r"\bHomeWidget\s*\.\s*saveWidgetData\s*(?:<\s*([A-Za-z]+)\s*>)?\s*\(\s*['\"]%s['\"]\s*,\s*([^,)\n]*)" % quoted):
                declared, value = m.group(1), m.group(2).strip()
                if declared in ("String",) or value.startswith(("'", '"', "jsonEncode(")):
                    types.append("string")
                elif declared in ("int", "double", "bool", "num") or re.fullmatch(r"-?[0-9._]+|true|false", value):
                    types.append("number")
                else:
                    types.append(None)
    return types


def _kotlin_names_of(folder, key):
    """The names the app's Kotlin binds to the string key (`const val STOP_KEY = "stop"`), in any file."""
    memo = folder.memo.setdefault("kotlin-names", {})
    if key not in memo:
        pattern = re.compile(r"\b(?:val|var)\s+(%s)\s*(?::\s*String\s*)?=\s*\"%s\"" % (IDENTIFIER, re.escape(key)))
        memo[key] = {m.group(1) for rel, language in folder.code_files if language == "kotlin" and key in (folder.text(rel) or "")
                     for m in pattern.finditer(folder.source(rel).code)}
    return memo[key]


class WidgetKeyRename(Mutation):
    name = "widget-key-rename"
    summary = "rename the key one read of the widget names, where the key is written: the widget reads a key no code writes"

    def sites(self, folder):
        found = []
        for rel, getter, literal, line in _widget_key_reads(folder):
            key = literal.value
            # Only a key the app's code writes (a write doctor reads, or the string elsewhere).
            if not _key_writes(folder, key):
                continue
            renamed = key + "Renamed"
            expected = self.expect(file=rel, lines=[line], mentions=renamed)
            if _javascript_missing(folder):
                # A React Native app's JavaScript may write any key (through a library writing the
                # group); where the checkout lacks some of it, whether a key is written is unknown:
                # doctor's note naming the key is the verdict (BlueWallet).
                expected = AnyOf(expected, Expect(EXPECTED[self.name], mentions="'%s'" % renamed, severities=("note",)))
            found.append(Site("%s:%d" % (rel, line), [(rel, literal.content_start, literal.content_start + len(key), renamed)],
                              [expected]))
        return found


def _javascript_missing(folder):
    """Whether the React Native app around the folder (a package.json naming react-native, in the
    folder or above it up to the repository's top) has an entry file (App, index) importing a
    relative module the checkout lacks."""
    here = os.path.abspath(folder.root)
    top = os.path.abspath(folder.top)
    while True:
        try:
            with open(os.path.join(here, "package.json"), encoding="utf-8", errors="replace") as handle:
                manifest = handle.read()
        except OSError:
            manifest = ""
        if '"react-native"' in manifest:
            break
        if here == top or not here.startswith(top) or os.path.dirname(here) == here:
            return False
        here = os.path.dirname(here)
    suffixes = ("", ".ts", ".tsx", ".js", ".jsx", "/index.ts", "/index.tsx", "/index.js")
    for entry in ("App.tsx", "App.ts", "App.js", "index.js", "index.ts", "index.tsx"):
        try:
            with open(os.path.join(here, entry), encoding="utf-8", errors="replace") as handle:
                text = handle.read()
        except OSError:
            continue
        for module in re.findall(r"""(?:from|require\(|import)\s*['"](\.{1,2}/[^'"]+)['"]""", text):
            if not any(os.path.isfile(os.path.join(here, module + suffix)) for suffix in suffixes):
                return True
    return False


class StrictReadType(Mutation):
    name = "strict-read-type"
    summary = "turn a widget's converting read of a key the app stores as a string or a number into data(forKey:)"

    def sites(self, folder):
        found = []
        for rel, getter, literal, line in _widget_key_reads(folder):
            if getter not in ("string", "integer", "double", "float", "bool"):
                continue
            types = _key_writes(folder, literal.value)
            if not types or any(t is None for t in types):
                continue
            source = folder.source(rel)
            start = source.code.rfind(getter, 0, literal.start)
            found.append(Site("%s:%d" % (rel, line), [(rel, start, start + len(getter), "data")],
                              [self.expect(file=rel, lines=[line])]))
        return found


HOME_WIDGET_SAVE = r"\bHomeWidget\s*\.\s*saveWidgetData\s*(?:<[^<>()]*(?:<[^<>()]*>[^<>()]*)?>)?\s*\("


def _after_spaces(text, i):
    while i < len(text) and text[i] in " \t\r\n":
        i += 1
    return i


class SaveToAppDefaults(Mutation):
    name = "save-to-app-defaults"
    summary = ("save a key the widget reads with shared_preferences instead of home_widget: the value lands in the app's own "
               "defaults (UserDefaults.standard), never the group's suite (decision 12)")

    def sites(self, folder):
        reads = {}
        for rel, getter, literal, line in _widget_key_reads(folder):
            reads.setdefault(literal.value, []).append((rel, line))
        found = []
        for key, places in sorted(reads.items()):
            files = {rel for rel, _ in places}
            if len(files) != 1:
                continue
            [read_rel] = files
            quoted_key = re.compile(r"(['\"])%s\1" % re.escape(key))
            splices, elsewhere = [], False
            for rel, language in folder.code_files:
                text = folder.text(rel) or ""
                if key not in text:
                    continue
                literals = len(quoted_key.findall(text))
                if rel == read_rel:
                    # The key stands nowhere in the widget's file but at its reads.
                    elsewhere = literals != len(places)
                elif language != "dart":
                    elsewhere = elsewhere or literals > 0
                else:
                    source = folder.source(rel)
                    saves = [m for m in source.matches(HOME_WIDGET_SAVE) if quoted_key.match(source.code, _after_spaces(source.code, m.end()))]
                    # Every literal of the key in the Dart file is a save's: the saves are its only writes.
                    elsewhere = elsewhere or not saves or literals != len(saves)
                    changed = [self.splice(rel, source.code, m) for m in saves]
                    elsewhere = elsewhere or None in changed
                    splices += [splice for splice in changed if splice]
                if elsewhere:
                    break
            if elsewhere or not splices:
                continue
            found.append(Site("%s '%s'" % (read_rel, key), splices,
                              [self.expect(file=read_rel, lines=[line for _, line in places], mentions=key)]))
        return found

    def splice(self, rel, code, save):
        """The change of one home_widget save (`HomeWidget.saveWidgetData(` matched); None where it cannot be made."""
        return (rel, save.start(), save.end(), "SharedPreferences.setString(")


class AndroidOnlySave(SaveToAppDefaults):
    name = "android-only-save"
    summary = ("put each home_widget save of a key the widget reads under `if (Platform.isAndroid)`: only the Android app writes it, "
               "the iOS widget never sees it (issue 37: Dart code iOS never reaches)")

    def splice(self, rel, code, save):
        # The statement the save starts: after the `;`, `{` or `}` before it, an `await` at most before the call.
        start = save.start()
        while start > 0 and code[start - 1] not in ";{}":
            start -= 1
        while start < save.start() and code[start].isspace():
            start += 1
        if code[start:save.start()].strip() not in ("", "await"):
            return None
        return (rel, start, start, "if (Platform.isAndroid) ")


class IOSGuardBeforeSave(AndroidOnlySave):
    name = "ios-guard-before-save"
    summary = ("put `if (!(Platform.isIOS || Platform.isAndroid)) return;` before each home_widget save of a key the widget reads: "
               "a guard iOS passes, so nothing changes (round 12 paren: the `!` was applied to the guard's last test)")

    def sites(self, folder):
        return [Site(site.where, site.splices, [], quiet=True, same=True) for site in super().sites(folder)]

    def splice(self, rel, code, save):
        found = super().splice(rel, code, save)
        return None if found is None else (rel, found[1], found[2], "if (!(Platform.isIOS || Platform.isAndroid)) return; ")


# -- widget buttons' intents and widgets no extension builds (issue 37 classes 4, 10, 11) ---------

WIDGET_CONFIGURATION = r"\b(?:StaticConfiguration|AppIntentConfiguration|IntentConfiguration)\b"
# Where a widget runs an intent, as doctor's IntentScanner reads them.
INTENT_USES = [r"\bButton\s*\(\s*intent\s*:\s*([A-Z]\w*)", r"\bToggle\s*\([^()]*?\bintent\s*:\s*([A-Z]\w*)"]
# What runs an intent in the app's process, or keeps its change beyond the extension: no site.
INTENT_PINS = r"\bopenAppWhenRun\b|\bsupportedModes\b|\ballowedExecutionTargets\b|\bexecutionTargets\b|ForegroundContinuableIntent|AudioPlaybackIntent|LiveActivityIntent"
INTENT_KEEPS = (r"forKey|removeObject|write\s*\(\s*to|\.save\s*\(|HomeWidget|URLSession|URLRequest|FileManager|EKEventStore|HKHealthStore"
                r"|SecItem|Keychain|keychain|WCSession|Activity|openURL|[Mm]odelContext|NSPersistent|Realm|NSUbiquitous|CKContainer|UIPasteboard")
# A write a reader of perform() counts as a change of memory (doctor's IntentAnalysis.memoryChange).
MEMORY_CHANGE = (r"\b(?:[A-Z]\w*|self)(?:\s*\.\s*\w+|\[[^\[\]\n]*\])+\s*(?:[-+*/]?=(?!=)|\.\s*(?:toggle|append|remove\w*|insert)\s*\()"
                 r"|\bNotificationCenter\s*\.\s*default\s*\.\s*post\s*\(")


class _WidgetIntent:
    """An App Intent a widget's button runs, declared in a file only widget extensions compile."""

    def __init__(self, project, widget, name, rel, perform_body, perform_end, uses):
        self.project, self.widget, self.name, self.rel = project, widget, name, rel
        self.perform_body, self.perform_end = perform_body, perform_end  # the offsets of its `{` and its `}`
        self.uses = uses  # [(rel, line)] of the widget's buttons naming it
        # Other widget extensions compiling the same file run it in their own processes (an iOS and a
        # macOS widget sharing the code): one edit, a finding for each.
        self.others = []  # [(widget, uses)]

    def body(self, folder):
        return folder.source(self.rel).code[self.perform_body + 1:self.perform_end]

    def expect(self, mutation):
        # Judged once per intent and extension, at its first button (any of them here).
        return [AnyOf(*[mutation.expect(target=widget.name, file=rel, lines=[line]) for rel, line in uses])
                for widget, uses in [(self.widget, self.uses)] + self.others]


def _widget_intents(folder):
    """The intents the widgets' buttons run that only widget extensions compile, unpinned, each with
    its perform() and the buttons naming it: they run in the extension on every tap."""
    compilers = {}
    for project, target in folder.targets():
        for rel in project.sources(target):
            compilers.setdefault(rel, []).append(target)
    found = []
    for project, widget in folder.widgets():
        files = sorted(rel for rel in project.sources(widget) if rel.endswith(".swift") and folder.source(rel))
        uses = {}
        for rel in files:
            source = folder.source(rel)
            for pattern in INTENT_USES:
                for m in source.matches(pattern):
                    uses.setdefault(m.group(1), []).append((rel, source.line(m.start())))
        if not uses:
            continue
        for rel in files:
            if not all(project.is_widget(t, folder) for t in compilers.get(rel, [])):
                continue
            source = folder.source(rel)
            declared = source.declarations()
            for kind, name, conformances, start, body, end in declared:
                if kind != "struct" or name not in uses or not any(c.endswith("Intent") for c in conformances):
                    continue
                header = source.code[start:body]
                if re.search(INTENT_PINS, source.code[start:end]) or re.search(INTENT_PINS, header) or \
                        any(k == "extension" and n == name for k, n, _, _, _, _ in declared):
                    continue
                perform = [(b, e) for k, n, _, s, b, e in declared if k == "func" and n == "perform" and start < s < end]
                if len(perform) == 1:
                    same = [i for i in found if i.rel == rel and i.name == name and i.project is project]
                    if same:
                        same[0].others.append((widget, uses[name]))
                        continue
                    # closing() gives the offset after the `}`: the body ends at the `}`.
                    found.append(_WidgetIntent(project, widget, name, rel, perform[0][0], perform[0][1] - 1, uses[name]))
    return found


def _app_written_keys(folder):
    """Keys the app's own Swift code writes with a literal key (`.set(v, forKey: "k")`), by key:
    [(file, line)]; code a widget extension also compiles is not the app's alone."""
    keys = {}
    for rel, language in folder.code_files:
        if language != "swift" or "forKey" not in (folder.text(rel) or ""):
            continue
        runners = folder.runners(rel, language)
        if not runners or not all(t.is_app for _, t in runners):
            continue
        source = folder.source(rel)
        # Doctor counts the app's writes outside App Intents (an intent's own write is judged as the intent's).
        intents = [(start, end) for kind, _, conformances, start, _, end in source.declarations()
                   if kind == "struct" and any(c.endswith("Intent") for c in conformances)]
        for m in source.matches(r"\.\s*(?:set|setValue)\s*\([^\n]*?forKey\s*:\s*(?=\")"):
            if any(start <= m.start() < end for start, end in intents):
                continue
            literal = source.literal_at(m.end())
            if literal is not None and literal.value and re.fullmatch(r"[\w.\-]+", literal.value):
                keys.setdefault(literal.value, []).append((rel, source.line(m.start())))
    return keys


def _statement_indent(text, brace):
    """The indentation of the first statement after a body's `{` (four spaces deeper than its line's when none)."""
    after = text[brace + 1:]
    m = re.match(r"[ \t]*\n([ \t]*)\S", after)
    if m:
        return m.group(1)
    line_start = text.rfind("\n", 0, brace) + 1
    return re.match(r"[ \t]*", text[line_start:]).group(0) + "    "


class IntentWritesAppKey(Mutation):
    name = "intent-writes-app-key"
    summary = "make a widget button's intent (run in the extension) write, to the group, a key the app writes"

    def sites(self, folder):
        keys = _app_written_keys(folder)
        if not keys:
            return []
        found = []
        for intent in _widget_intents(folder):
            if re.search(INTENT_KEEPS, intent.body(folder)):
                continue  # it writes already: doctor judged that write before
            groups = sorted(g for g in (folder.entitled(intent.project, intent.widget) or set()) if "$" not in g)
            if not groups:
                continue
            key = sorted(keys)[0]
            # On the line of perform()'s `{`: no line of the file moves.
            write = ' UserDefaults(suiteName: "%s")?.set(Date().timeIntervalSince1970, forKey: "%s");' % (groups[0], key)
            line = folder.source(intent.rel).line(intent.perform_body)
            found.append(Site("%s %s:%d writes %s" % (intent.name, intent.rel, line, key),
                              [(intent.rel, intent.perform_body + 1, intent.perform_body + 1, write)], intent.expect(self)))
        return found


class IntentKeepsMemory(Mutation):
    name = "intent-keeps-memory"
    summary = "make a widget button's intent (run in the extension) change only a static property: nothing outlives the extension"

    def sites(self, folder):
        found = []
        for intent in _widget_intents(folder):
            source = folder.source(intent.rel)
            text = folder.text(intent.rel)
            func = source.code.rfind("func", 0, intent.perform_body)
            # Only where `.result()` is what perform() returns, and it changes no memory already.
            if not re.search(r"->\s*some\s+IntentResult\s*$", source.code[func:intent.perform_body]) \
                    or re.search(MEMORY_CHANGE, intent.body(folder)):
                continue
            line_start = text.rfind("\n", 0, func) + 1
            func_indent = re.match(r"[ \t]*", text[line_start:]).group(0)
            statements = "%s.mutationTaps += 1; return .result()" % intent.name
            # The body's lines are kept (blank), so that no line of the file moves.
            newlines = text.count("\n", intent.perform_body + 1, intent.perform_end)
            body = " %s " % statements
            if newlines:
                body = "\n" + _statement_indent(text, intent.perform_body) + statements + "\n" * (newlines - 1) + func_indent
            line = source.line(intent.perform_body)
            found.append(Site("%s %s:%d" % (intent.name, intent.rel, line),
                              [(intent.rel, intent.perform_body + 1, intent.perform_end, body),
                               (intent.rel, line_start + len(func_indent), line_start + len(func_indent), "static var mutationTaps = 0; ")],
                              intent.expect(self)))
        return found


class DropWidgetSources(Mutation):
    """The widget extension still exists, but its Sources phase lost every file that declares a
    widget or the bundle (a merge, a target-membership checkbox): no extension builds a widget,
    so the widget never appears (lead's decision 20). Only where no other extension builds one,
    the files are in no other target, and the extension lists them in its Sources phase (not a
    synchronized folder)."""
    name = "drop-widget-sources"
    summary = "remove every file declaring a widget or the bundle from the widget extension's Sources phase"

    @staticmethod
    def _declares_widget(folder, rel):
        source = folder.source(rel) if rel.endswith(".swift") else None
        return source is not None and any(kind in ("struct", "class") and ("Widget" in conf or "WidgetBundle" in conf)
                                          for kind, _, conf, _, _, _ in source.declarations())

    def sites(self, folder):
        found = []
        for project, widget in folder.widgets():
            others = [t for t in project.targets if t is not widget and t.is_extension]
            if any(self._declares_widget(folder, rel) for t in others for rel in project.sources(t)):
                continue
            compiled_elsewhere = {rel for t in project.targets if t is not widget for rel in project.sources(t)}
            splices, removed = [], []
            for phase_id in widget.phases:
                phase = project.phase(phase_id)
                if phase.get("isa") != "PBXSourcesBuildPhase":
                    continue
                files = phase.get("files", [])
                for item, span in zip(files, getattr(files, "items", [])):
                    rel = project.file_path(project.objects.get(item, {}).get("fileRef"))
                    if rel and self._declares_widget(folder, rel):
                        start, end = entry_line_span(project.text, *span)
                        # Its line is left blank: no line of the project file moves.
                        splices.append((project.rel_pbxproj, start, end, "\n" if project.text[start:end].endswith("\n") else ""))
                        removed.append(rel)
            declaring = [rel for rel in project.sources(widget) if self._declares_widget(folder, rel)]
            if not removed or sorted(set(removed)) != sorted(declaring) or compiled_elsewhere & set(removed):
                continue
            expected = []
            # The finding names the first file in no target that declares a widget: a removed
            # one, or a stray copy that was in no target already.
            compiled = {rel for t in project.targets for rel in project.sources(t)} - set(removed)
            unbuilt = set(removed) | {rel for rel, language in folder.code_files if language == "swift" and rel not in compiled
                                      and not _in_nested_project(folder, rel)}
            for rel in sorted(unbuilt):
                source = folder.source(rel)
                first = next(iter(source.matches(WIDGET_CONFIGURATION)), None)
                if first is not None:
                    expected.append(self.expect(file=rel, lines=[source.line(first.start())]))
            if expected:
                found.append(Site("%s (%d files)" % (widget.name, len(set(removed))), splices, [AnyOf(*expected)], [self.explain()]))
        return found


# The platforms `os(...)` names, by the SDKROOT / SUPPORTED_PLATFORMS names that build for them
# (doctor's ConditionalCompilation.builds(of:), decision 25).
PLATFORM_SDKS = {"iOS": ("iphoneos", "iphonesimulator"), "macOS": ("macosx",), "watchOS": ("watchos", "watchsimulator"),
                 "tvOS": ("appletvos", "appletvsimulator"), "visionOS": ("xros", "xrsimulator")}


def _platforms(project, target):
    """The platforms a target builds for in any configuration (its SDKROOT; SUPPORTED_PLATFORMS where
    SDKROOT is auto or unset); None when a configuration names none (`os(...)` undecidable there)."""
    found = set()
    for configuration in list(target.configurations) or [None]:
        sdk = str(project.setting(target, configuration, "SDKROOT") or "").strip()
        names = str(project.setting(target, configuration, "SUPPORTED_PLATFORMS") or "").split() if sdk in ("", "auto") else [sdk]
        platforms = {p for p, sdks in PLATFORM_SDKS.items() for name in names if any(name.startswith(s) for s in sdks)}
        if not platforms:
            return None
        found |= platforms
    return found


class OSBranchGroup(Mutation):
    """Two groups one character off, each opened under `#if os(P)` at the end of a Swift file the
    app or its widget compiles: one where P is a platform no target compiling the file builds for,
    so the line is never compiled and the right doctor says nothing of it, and one where P is a
    platform one of them builds, code-group's problem at that line. The site is quiet (`Site.quiet`):
    a finding on the branch never compiled is a false one, not one the change explains."""
    name = "os-branch-group"
    summary = "open a group one character off under #if os(P) twice: silent where no target compiling the file builds P, found where one does"
    # Tried in this order for the platform no runner builds: the rarest first.
    ORDER = ("tvOS", "visionOS", "watchOS", "macOS", "iOS")
    BLOCK = '\n#if os(%s)\nprivate let %s = UserDefaults(suiteName: "%s")\n#endif\n'

    def sites(self, folder):
        found, seen = [], set()
        for site in CodeGroupTypo().sites(folder):
            wrong = site.splices[0][3]
            # The files of the calls the typo site checks: Swift, run only by app and extension targets.
            files = sorted({u.file for e in site.expected for u in (e.expectations if isinstance(e, AnyOf) else [e])
                            if u.file and u.file.endswith(".swift")})
            for file in files:
                runners = folder.runners(file, "swift")
                platforms = [_platforms(p, t) for p, t in runners]
                if file in seen or not runners or any(p is None for p in platforms):
                    continue
                built = set().union(*platforms)
                dead = [p for p in self.ORDER if p not in built]
                if not dead:
                    continue
                seen.add(file)
                text = folder.text(file)
                lines = text.count("\n") + (0 if text.endswith("\n") else 1)
                live = sorted(built)[0]
                # Two spellings, so that neither finding can stand for the other.
                block = ("" if text.endswith("\n") else "\n") + self.BLOCK % (dead[0], "mutateOtherPlatformDefaults", typo(wrong)) \
                    + self.BLOCK % (live, "mutateThisPlatformDefaults", wrong)
                found.append(Site("%s os(%s) not built, os(%s) built" % (file, dead[0], live), [(file, len(text), len(text), block)],
                                  [self.expect(file=file, lines=[lines + 7])], quiet=True))
        return found


class DropWidgetEmbed(Mutation):
    """The project's one app no longer embeds its widget extension: the entries of the app's
    phases that copy the widget's product and the app's dependencies on the widget are removed
    (their lines left blank, so no line moves), as an XcodeGen spec listing no dependency makes
    it. The widget is built and never installed: widget-without-host's warning on the widget."""
    name = "drop-widget-embed"
    summary = "remove the one app's Embed Foundation Extensions entry and target dependency for its widget extension"

    @staticmethod
    def _is_app(target):
        kind = target.product_type or ""
        return kind == APP or (kind.startswith(APP + ".") and not kind.endswith("watchapp2-container"))

    @staticmethod
    def _other_point(project, target):
        """An extension whose Info.plist names another point (an Intents extension compiling the
        widget's files): doctor's role for it is not a widget's."""
        points = {(project.info_plist(target, c).get("NSExtension") or {}).get("NSExtensionPointIdentifier") for c in target.configurations}
        return bool(points - {None, WIDGET_POINT})

    def sites(self, folder):
        found = []
        for project, widget in folder.widgets():
            apps = [t for t in project.targets if self._is_app(t)]
            if len(apps) != 1 or project.host_app(widget) is not apps[0] or not widget.product_ref or self._other_point(project, widget):
                continue
            app = apps[0]
            entry = project.objects[app.id]
            blank = []
            for phase_id in app.phases:
                files = project.phase(phase_id).get("files", [])
                blank += [span for item, span in zip(files, getattr(files, "items", []))
                          if project.objects.get(item, {}).get("fileRef") == widget.product_ref]
            dependencies = entry.get("dependencies", [])
            blank += [span for item, span in zip(dependencies, getattr(dependencies, "items", []))
                      if project.objects.get(item, {}).get("target") == widget.id]
            splices = []
            for start, end in blank:
                start, end = entry_line_span(project.text, start, end)
                if not project.text[start:end].endswith("\n"):
                    break  # an entry sharing its line with others: no clean removal
                splices.append((project.rel_pbxproj, start, end, "\n"))
            else:
                if splices:
                    found.append(Site("%s in %s" % (widget.name, app.name), splices,
                                      [self.expect(target=widget.name, file=project.rel_pbxproj)]))
        return found


class SrcrootEntitlements(Mutation):
    """Every relative CODE_SIGN_ENTITLEMENTS of the project's app and extension targets written
    from the project's folder instead (`"$(SRCROOT)/Runner/Runner.entitlements"`, as white-label
    projects write it): the same files, so the right doctor says nothing new (a quiet site, no
    expectation). One site per project, every such setting at once."""
    name = "srcroot-entitlements"
    summary = "write each relative CODE_SIGN_ENTITLEMENTS as $(SRCROOT)/path: the same file, nothing new may be said"

    def sites(self, folder):
        found = []
        for project in folder.projects:
            splices = []
            for target in project.targets:
                if not (target.is_app or target.is_extension):
                    continue
                for config_id in target.configurations.values():
                    entry = project.build_settings(config_id).entries.get("CODE_SIGN_ENTITLEMENTS")
                    if entry is None:
                        continue
                    _, value_start, value_end, _ = entry
                    value = project.text[value_start:value_end].strip().strip('"')
                    if not value or value[0] in "$/" or not os.path.isfile(os.path.join(project.dir, value)):
                        continue
                    splices.append((project.rel_pbxproj, value_start, value_end, '"$(SRCROOT)/%s"' % value))
            if splices:
                found.append(Site("%s (%d settings)" % (project.rel_pbxproj, len(splices)), splices, [], quiet=True))
        return found


class WidgetThroughProtocol(Mutation):
    """Each widget of a widget extension's Swift files that conforms to `Widget` alone (`struct
    PetWidget: Widget {`) conforms instead through a protocol of the project's that refines it
    (`protocol MutateWidgetKind where Self: Widget {}`, Clendar's Lock Screen widgets): the
    same widget to the compiler, so doctor must say exactly what it said (`Site.same`: no finding
    new, none lost). One site per file."""
    name = "widget-through-protocol"
    summary = "declare each widget of a file through a protocol refining Widget: the same widgets, the same findings"
    PROTOCOL = "\nprotocol MutateWidgetKind where Self: Widget {}\n"

    def sites(self, folder):
        found = []
        for rel, source in _widget_swift_files(folder):
            splices = []
            for m in source.matches(r"\bstruct\s+\w+\s*:\s*(Widget)\s*\{"):
                splices.append((rel, m.start(1), m.end(1), "MutateWidgetKind"))
            if splices:
                text = folder.text(rel)
                splices.append((rel, len(text), len(text), ("" if text.endswith("\n") else "\n") + self.PROTOCOL))
                found.append(Site("%s (%d widgets)" % (rel, len(splices) - 1), splices, [], quiet=True, same=True))
        return found


MUTATIONS = [DropEntitlementsSetting(), EntitlementsGroupTypo(), CodeGroupTypo(), ReloadCallKind(), WidgetKindRename(),
             ThinBinaryFirst(), DropContainerBackground(), RepeatWidgetURL(), ForeignBundleID(), UndefinedGroupVariable(), DropHomeWidgetQuery(),
             DropEntryPoint(), FolderAbove(), DropAccentedMode(), ChooseAccentedMode(), WidgetKeyRename(), StrictReadType(),
             SaveToAppDefaults()]
# Widget buttons' intents and widgets no extension builds (issue 37 classes 4, 10, 11).
MUTATIONS += [IntentWritesAppKey(), IntentKeepsMemory(), DropWidgetSources(), LayoutRoot()]
# Configurations and included files (issue 37 classes 1 and 7).
MUTATIONS += [IncludeCase(), BrandConfiguration()]
# `#if os(...)` decided per target (decision 25): a quiet site and a found one.
MUTATIONS += [OSBranchGroup()]
MUTATIONS += [SilentProviderExit()]
MUTATIONS += [ProviderSelfReload()]
# The one app embedding no widget (an unseen project's XcodeGen spec).
MUTATIONS += [DropWidgetEmbed()]
# A path written from the project's folder is the same path (an unseen white-label project).
MUTATIONS += [SrcrootEntitlements()]
# A widget through a protocol refining Widget is the same widget (an unseen project's Lock Screen widgets).
MUTATIONS += [WidgetThroughProtocol()]
# Dart code iOS never reaches: a save only Android runs writes nothing the iOS widget reads.
MUTATIONS += [AndroidOnlySave()]
# A guard iOS passes, read as a boolean expression: the saves after it are still the iOS app's.
MUTATIONS += [IOSGuardBeforeSave()]


# -- running -------------------------------------------------------------------------------------

def finding_identity(finding):
    return tuple(finding.get(k) for k in ("check", "severity", "target", "configuration", "file", "line", "message"))


def shifted(site, finding):
    """A finding doctor gave before the mutation, at the line it stands on in the mutated file."""
    line, shifts = finding.get("line"), site.shifts.get(finding.get("file"))
    if line is None or not shifts:
        return finding
    return dict(finding, line=line + sum(delta for after, delta in shifts if line > after))


def judge(site, before, after, returncode):
    """A site's result: (status, missing expectations, unrelated findings)."""
    known = {finding_identity(shifted(site, f)) for f in before}
    changed = [f for f in after if finding_identity(f) not in known]
    new = [f for f in changed if f.get("severity") in SEVERITIES]
    missing = [e for e in site.expected if not any(e.matches(f) for f in changed)]
    # A fix is detected when a finding doctor gave before is gone.
    missing += [e for e in site.gone if not any(e.matches(f) for f in before) or any(e.matches(f) for f in after)]
    if site.same:
        kept = {finding_identity(f) for f in after}
        missing += [Expect(ALL_CHECKS, target=f.get("target"), file=f.get("file"), lines=None if f.get("line") is None else [f.get("line")],
                           mentions=f.get("message"))
                    for f in (shifted(site, f) for f in before) if f.get("severity") in SEVERITIES and finding_identity(f) not in kept]
    allowed = site.expected + [e for e in site.explained if e is not None] + ([] if site.quiet else site.changed_lines())
    unrelated = [f for f in new if not any(e.matches(f) for e in allowed)]
    if returncode not in (0, 1):
        return "error", site.expected, unrelated
    status = "missed" if missing else "detected"
    if unrelated:
        status = "missed+unrelated" if missing else "unrelated"
    return status, missing, unrelated


def pick(sites, limit):
    """At most limit sites, spread over the list (the first and last included)."""
    if limit is None or len(sites) <= limit:
        return sites
    if limit == 1:
        return sites[:1]
    step = (len(sites) - 1) / (limit - 1)
    return [sites[round(i * step)] for i in range(limit)]


def run_project(name, source, subpath, row, args, mutations, log):
    """Copies one project, checks doctor's unmutated verdict, runs each mutation's sites."""
    scratch_parent = tempfile.mkdtemp(prefix="widget-tui-mutate-")
    try:
        copy = os.path.join(scratch_parent, os.path.basename(source))
        shutil.copytree(source, copy, symlinks=True)
        root = os.path.join(copy, subpath) if subpath else copy
        try:
            returncode, document = check.run_doctor(args.binary, root, timeout=args.timeout)
        except subprocess.TimeoutExpired:
            # A hang of doctor on a real project is its defect, not a project to pass over.
            return {"project": name, "failed": "doctor timed out on it unmutated (%d s)" % args.timeout}
        if row is not None:
            actual = check.verdict_of(returncode, document)
            if not check.agrees(row, actual):
                return {"project": name, "skipped": "doctor disagrees with the table unmutated: %s" % (actual,)}
        before = document.get("findings", [])
        folder = Folder(root, is_top=not subpath, top=copy)
        cells = {}
        for mutation in mutations:
            try:
                sites = mutation.sites(folder)
            except Exception as error:  # a site finder's defect is reported, not a crash of the run
                cells[mutation.name] = {"status": "error", "found": 0,
                                        "sites": [{"where": "-", "status": "error", "missing": ["site finder: %r" % error], "unrelated": []}]}
                continue
            chosen = pick(sites, args.sites)
            results = []
            for site in chosen:
                former = mutation.apply(root, site)
                try:
                    code, mutated = check.run_doctor(args.binary, os.path.normpath(os.path.join(root, site.run_at)) if site.run_at else root,
                                                     timeout=args.timeout)
                except subprocess.TimeoutExpired:
                    code, mutated = -1, {"findings": []}  # judged an error: doctor must not hang on any project
                finally:
                    restore(root, former)
                status, missing, unrelated = (site.judge or (lambda b, a, c: judge(site, b, a, c)))(before, mutated.get("findings", []), code)
                results.append({"where": site.where, "status": status,
                                "expected": [e.describe() for e in site.expected],
                                "missing": [e.describe() for e in missing],
                                "found": [describe_finding(f) for f in mutated.get("findings", [])
                                          if f.get("check") in EXPECTED[mutation.name] and f.get("severity") != "ok"]
                                if missing else [],
                                "unrelated": [describe_finding(f) for f in unrelated]})
            cells[mutation.name] = {"found": len(sites), "sites": results}
        log("mutate: %s done" % name)
        return {"project": name, "cells": cells}
    finally:
        shutil.rmtree(scratch_parent, ignore_errors=True)


def cell_status(cell):
    if cell is None or not cell["sites"]:
        return "n/a"
    statuses = {s["status"] for s in cell["sites"]}
    missed = any("missed" in s or s == "error" for s in statuses)
    unrelated = any("unrelated" in s for s in statuses)
    if missed and unrelated:
        return "missed+unrelated"
    return "missed" if missed else "unrelated" if unrelated else "detected"


def cell_text(cell):
    if cell is None or not cell["sites"]:
        return "-"
    detected = sum(1 for s in cell["sites"] if s["status"] == "detected")
    text = "%d/%d" % (detected, len(cell["sites"]))
    if cell["found"] > len(cell["sites"]):
        text += "(%d)" % cell["found"]
    status = cell_status(cell)
    return text + {"detected": "", "missed": " M", "unrelated": " U", "missed+unrelated": " MU"}[status]


def report(results, mutations, elapsed):
    names = [m.name for m in mutations]
    short = ["M%d" % (i + 1) for i in range(len(names))]
    lines = ["mutations:"]
    lines += ["  %-4s %-26s %s -> %s" % (s, n, m.summary, "/".join(EXPECTED[n])) for s, n, m in zip(short, names, mutations)]
    ran = [r for r in results if "cells" in r]
    width = max([len(r["project"]) for r in ran] + [7])
    lines.append("")
    lines.append("%-*s  %s" % (width, "project", "  ".join("%-11s" % s for s in short)))
    for result in ran:
        lines.append("%-*s  %s" % (width, result["project"], "  ".join("%-11s" % cell_text(result["cells"].get(n)) for n in names)))
    lines.append("(a cell: sites detected/sites run, (sites found) when --sites ran fewer; M missed, U unrelated finding; - not applicable)")
    for result in results:
        if "failed" in result:
            lines.append("FAILED %s: %s" % (result["project"], result["failed"]))
        if "skipped" in result:
            lines.append("skipped %s: %s" % (result["project"], result["skipped"]))
    details = []
    for result in ran:
        for name in names:
            cell = result["cells"].get(name)
            for site in (cell or {}).get("sites", []):
                if site["status"] == "detected":
                    continue
                details.append("%s %s %s [%s]" % (site["status"].upper(), name, result["project"], site["where"]))
                for expected in site.get("missing", []):
                    details.append("    expected (not found) %s" % expected)
                if site.get("missing"):
                    details += ["    found    %s" % f for f in site.get("found", [])] or ["    found    no %s finding" % "/".join(EXPECTED[name])]
                details += ["    unrelated %s" % f for f in site.get("unrelated", [])]
    if details:
        lines += ["", "misses and unrelated findings:"] + details
    rate = rates(results, names)
    lines.append("")
    lines.append("detection: %d of %d sites (%.0f%%), %d of %d applicable cells fully detected; %d unrelated; %d projects failed; %.0f s" % (
        rate["sites_detected"], rate["sites"], 100.0 * rate["sites_detected"] / max(rate["sites"], 1),
        rate["cells_detected"], rate["cells"], rate["unrelated"], rate["failed"], elapsed))
    for name in names:
        per = rate["per_mutation"][name]
        lines.append("  %-26s %d of %d sites" % (name, per["detected"], per["sites"]))
    return "\n".join(lines)


def rates(results, names):
    totals = {"sites": 0, "sites_detected": 0, "cells": 0, "cells_detected": 0, "unrelated": 0,
              "failed": sum(1 for r in results if "failed" in r), "per_mutation": {n: {"sites": 0, "detected": 0} for n in names}}
    for result in results:
        for name, cell in result.get("cells", {}).items():
            if not cell["sites"]:
                continue
            totals["cells"] += 1
            totals["cells_detected"] += cell_status(cell) == "detected"
            for site in cell["sites"]:
                totals["sites"] += 1
                totals["sites_detected"] += site["status"] == "detected"
                totals["unrelated"] += "unrelated" in site["status"]
                totals["per_mutation"][name]["sites"] += 1
                totals["per_mutation"][name]["detected"] += site["status"] == "detected"
    return totals


def read_known(path):
    """The known misses: (mutation, project, site) to (status, why), from a tab-separated file."""
    known = {}
    if not path:
        return known
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip() or line.startswith("#"):
                continue
            fields = line.rstrip("\n").split("\t")
            if len(fields) < 4 or fields[3] not in ("missed", "unrelated", "missed+unrelated", "error"):
                raise SystemExit("mutate: %s line %d: expected mutation, project, site, status (missed, unrelated, "
                                 "missed+unrelated or error) and why, tab-separated" % (path, number))
            known[tuple(fields[:3])] = (fields[3], fields[4] if len(fields) > 4 else "")
    return known


def against_known(results, known):
    """Each site run that is not detected, or is listed: (key, status, listed status or None).
    A listed site counts only with the status it is listed with; one detected now is stale."""
    compared = []
    for result in results:
        for name, cell in result.get("cells", {}).items():
            for site in cell["sites"]:
                key = (name, result["project"], site["where"])
                if site["status"] != "detected" or key in known:
                    compared.append((key, site["status"], known.get(key, (None,))[0]))
    return compared


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--projects", default=check.DEFAULT_PROJECTS, help="the folder the table's paths are in")
    parser.add_argument("--table", default=check.DEFAULT_TABLE, help="the verdict table (expected.tsv, outside.tsv)")
    parser.add_argument("--binary", default=check.DEFAULT_BINARY)
    parser.add_argument("--only", action="append", metavar="MUTATION", help="run only this mutation (repeatable)")
    parser.add_argument("--project", action="append", metavar="NAME", help="run only this table row (repeatable)")
    parser.add_argument("--sites", type=int, default=0, help="at most N sites per mutation and project, spread over them (default 0: all)")
    parser.add_argument("--jobs", type=int, default=2, help="doctor runs at once (at most 2)")
    parser.add_argument("--timeout", type=int, default=120, help="seconds one doctor run may take: longer is a hang, a failure of the run")
    parser.add_argument("--json", action="store_true", help="print the matrix as JSON")
    parser.add_argument("--list-sites", action="store_true", help="print where each mutation applies; run no doctor")
    parser.add_argument("--known", default=DEFAULT_KNOWN,
                        help="sites doctor is known to miss (default mutate-known-misses.tsv; '' for none): a miss not listed fails, "
                             "and so does a listed site detected now")
    parser.add_argument("--record-known", metavar="FILE", help="write every site not detected as a known miss to FILE")
    parser.add_argument("folders", nargs="*", help="further project folders, run by hand without a row")
    args = parser.parse_args(argv)
    args.sites = None if args.sites == 0 else args.sites
    # Read before any doctor runs: a file that cannot be read stops the run at once, in one line.
    try:
        known = read_known(args.known)
    except OSError as error:
        parser.error("--known %s: %s" % (args.known, error.strerror or error))
    mutations = MUTATIONS
    if args.only:
        unknown = [o for o in args.only if o not in EXPECTED]
        if unknown:
            parser.error("no mutation %s (mutations: %s)" % (", ".join(unknown), ", ".join(EXPECTED)))
        mutations = [m for m in MUTATIONS if m.name in args.only]
    jobs = []
    if os.path.isdir(args.projects) and (args.project or not args.folders):
        for row in check.read_table(args.table):
            if args.project and row[0] not in args.project:
                continue
            top, _, subpath = row[0].partition("/")
            jobs.append((row[0], os.path.join(args.projects, top), subpath, row))
    elif not args.folders:
        print("mutate: %s is not here; nothing to mutate" % args.projects)
        return 0
    for folder in args.folders:
        if not os.path.isdir(folder):
            parser.error("%s is not a folder" % folder)
        jobs.append((os.path.basename(os.path.normpath(folder)), os.path.abspath(folder), "", None))
    if args.project and not jobs:
        parser.error("no row %s in %s" % (", ".join(args.project), args.table))
    if args.list_sites:
        for name, source, subpath, _ in jobs:
            folder = Folder(os.path.join(source, subpath) if subpath else source, is_top=not subpath, top=source)
            for mutation in mutations:
                for site in mutation.sites(folder):
                    print("%s %s [%s]" % (name, mutation.name, site.where))
                    for expected in site.expected:
                        print("    expect %s" % expected.describe())
        return 0
    started = time.time()
    log = (lambda message: print(message, file=sys.stderr)) if not args.json else (lambda message: None)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, min(args.jobs, 2))) as pool:
        futures = [pool.submit(run_project, name, source, subpath, row, args, mutations, log)
                   for name, source, subpath, row in jobs]
        results = [f.result() for f in futures]
    elapsed = time.time() - started
    names = [m.name for m in mutations]
    if args.json:
        print(json.dumps({"binary": args.binary, "mutations": {m.name: {"summary": m.summary, "expected": list(EXPECTED[m.name])}
                                                               for m in mutations},
                          "results": results, "rate": rates(results, names), "seconds": round(elapsed, 1)}, indent=2))
    compared = against_known(results, known)
    unlisted = [(key, status) for key, status, listed in compared if listed != status and status != "detected"]
    stale = [key for key, status, listed in compared if listed is not None and status == "detected"]
    if not args.json:
        print(report(results, mutations, elapsed))
        listed = sum(1 for _, status, known in compared if known == status)
        lines = ["known misses (%s): %d of the sites run listed, %d not listed, %d detected now but still listed"
                 % (os.path.basename(args.known or "-"), listed, len(unlisted), len(stale))]
        lines += ["  NOT LISTED %s\t%s\t%s\t%s" % (key + (status,)) for key, status in unlisted]
        lines += ["  FIXED (remove its row) %s\t%s\t%s" % key for key in stale]
        print("\n".join(lines))
    if args.record_known:
        with open(args.record_known, "w", encoding="utf-8") as handle:
            handle.write("# mutate.py's known misses: mutation, project, site, status, why\n")
            for key, status, _ in compared:
                if status != "detected":
                    handle.write("\t".join(key + (status, "")) + "\n")
    failed = [r for r in results if "failed" in r]
    return 1 if unlisted or stale or failed else 0


if __name__ == "__main__":
    sys.exit(main())
