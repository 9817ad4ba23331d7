"""Tests of mutate.py and the readers under it, on fixtures/flutter_app: a Flutter-shaped project
(Runner and HomeWidgetExtension sharing a group, Swift, Objective-C, Dart, TypeScript and Kotlin
code opening it, two registered widgets and an unregistered one, Thin Binary after the embed phase, and a
widget button whose intent only the extension compiles).

    python3 -m unittest discover -s scripts/real-projects/tests
"""
import contextlib
import hashlib
import io
import json
import os
import re
import shutil
import stat
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

import check  # noqa: E402
import mutate  # noqa: E402
from sourcetext import Source  # noqa: E402
from xcodeproject import XcodeProject, find_case_insensitive, parse_plist_text  # noqa: E402

FIXTURE = os.path.join(HERE, "fixtures", "flutter_app")
PBXPROJ = "ios/Runner.xcodeproj/project.pbxproj"


def mutation(name):
    return next(m for m in mutate.MUTATIONS if m.name == name)


def places(site):
    return [(e.checks, e.target, e.configurations, e.file, e.lines, e.mentions) for e in site.expected]


def tree_digest(root):
    digest = hashlib.sha256()
    for dirpath, dirnames, filenames in sorted(os.walk(root)):
        dirnames.sort()
        for name in sorted(filenames):
            path = os.path.join(dirpath, name)
            digest.update(os.path.relpath(path, root).encode())
            with open(path, "rb") as handle:
                digest.update(handle.read())
    return digest.hexdigest()


class ScratchCopy(unittest.TestCase):
    """Each test gets its own copy of the fixture, as mutate.py does."""

    def setUp(self):
        self.parent = tempfile.mkdtemp()
        self.root = os.path.join(self.parent, "flutter_app")
        shutil.copytree(FIXTURE, self.root)
        self.folder = mutate.Folder(self.root)

    def tearDown(self):
        shutil.rmtree(self.parent)

    def read(self, rel):
        with open(os.path.join(self.root, rel), encoding="utf-8") as handle:
            return handle.read()

    def applied(self, name, where):
        """Applies one site; returns (site, the former contents of the files it changed)."""
        site = next(s for s in mutation(name).sites(self.folder) if s.where == where)
        former = mutation(name).apply(self.root, site)
        return site, former

    def sites_after(self, name, where):
        """The mutation's sites on the copy once a site is applied: the site is gone (the copy is broken there)."""
        self.applied(name, where)
        return [s.where for s in mutation(name).sites(mutate.Folder(self.root))]


class SourceTextTests(unittest.TestCase):
    def test_swift_strings_comments_and_interpolation(self):
        text = 'let a = "x\\(f("y"))z" // "c"\n/* "d" /* nested */ "e" */ let b = #"r\\(x)"#\nlet c = """\nq "w"\n"""\n'
        source = Source(text, "swift")
        self.assertEqual([l.value for l in source.literals], [None, "y", "r\\(x)", '\nq "w"\n'])
        self.assertNotIn('"c"', source.code)
        self.assertNotIn('"e"', source.code)
        self.assertTrue(source.in_string(text.index("z")))
        self.assertEqual(source.line(text.index("let c")), 3)

    def test_dart_objc_js_kotlin_strings(self):
        dart = Source("var a = r'$x'; var b = '${f('q')} $y'; var c = 'plain';", "dart")
        self.assertEqual([l.value for l in dart.literals], ["$x", None, "q", "plain"])
        objc = Source('NSString *g = @"group.a"; char c = \'"\';', "objc")
        self.assertEqual([l.value for l in objc.literals], ["group.a", '"'])
        self.assertEqual(objc.literals[0].start, objc.text.index("@"))
        js = Source("const a = `t${b('x')}`; const c = 'd'; // 'e'", "js")
        self.assertEqual([l.value for l in js.literals], [None, "x", "d"])
        kotlin = Source('val a = "$b"; val c = "d"', "kotlin")
        self.assertEqual([l.value for l in kotlin.literals], [None, "d"])

    def test_arguments_and_declarations(self):
        source = Source('f(a: "x", g(1, 2), b: [3, 4])\nstruct W: Widget, Foo<Bar> {\n  var body: some X { Y() }\n}\n', "swift")
        arguments = source.arguments(1)
        self.assertEqual([(label, expression) for label, expression, _ in arguments],
                         [("a", '"x"'), (None, "g(1, 2)"), ("b", "[3, 4]")])
        self.assertEqual(source.text[arguments[0][2]:arguments[0][2] + 3], '"x"')
        [(kind, name, conformances, start, body, end)] = source.declarations()
        self.assertEqual((kind, name, conformances), ("struct", "W", ["Widget", "Foo"]))
        self.assertEqual(source.text[end - 1], "}")
        kotlin = Source("NSUserDefaults(suiteName = g)", "kotlin")
        self.assertEqual([(l, e) for l, e, _ in kotlin.arguments(kotlin.text.index("("))], [("suiteName", "g")])


class XcodeProjectTests(unittest.TestCase):
    def setUp(self):
        self.project = XcodeProject(FIXTURE, os.path.join(FIXTURE, PBXPROJ))
        self.targets = {t.name: t for t in self.project.targets}

    def test_entries_know_where_they_are(self):
        config = self.project.build_settings(self.targets["HomeWidgetExtension"].configurations["Debug"])
        key_start, value_start, value_end, entry_end = config.entries["CODE_SIGN_ENTITLEMENTS"]
        self.assertEqual(self.project.text[key_start:entry_end], "CODE_SIGN_ENTITLEMENTS = HomeWidgetExtension.entitlements;")
        self.assertEqual(self.project.text[value_start:value_end], "HomeWidgetExtension.entitlements")
        phases = self.project.objects[self.targets["Runner"].id]["buildPhases"]
        self.assertEqual([self.project.text[s:e] for s, e in phases.items][2], "1C0000000000000000000003")

    def test_quoted_strings_unescape(self):
        parsed = parse_plist_text('{ a = "x \\"y\\""; b = (c, "d e", ); }')
        self.assertEqual(parsed, {"a": 'x "y"', "b": ["c", "d e"]})

    def test_targets_settings_sources_entitlements(self):
        runner, widget = self.targets["Runner"], self.targets["HomeWidgetExtension"]
        self.assertTrue(runner.is_app and widget.is_extension)
        self.assertIs(self.project.host_app(widget), runner)
        self.assertEqual(self.project.setting(widget, "Debug", "PRODUCT_BUNDLE_IDENTIFIER"), "com.example.app.HomeWidget")
        # Release takes it from the project's configuration.
        self.assertEqual(self.project.setting(widget, "Release", "PRODUCT_BUNDLE_IDENTIFIER"), "com.example.app.HomeWidget")
        self.assertIsNone(self.project.setting(widget, "Debug", "NOT_SET_ANYWHERE"))
        self.assertEqual(self.project.sources(runner), {"ios/Runner/AppDelegate.swift", "ios/Runner/GroupStore.m"})
        self.assertEqual(self.project.entitlements(widget, "Release"),
                         ("ios/HomeWidgetExtension.entitlements", [("group.com.example.app", 7)]))

    def test_synchronized_folders_and_their_exceptions(self):
        root = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, root)
        os.makedirs(os.path.join(root, "App.xcodeproj"))
        os.makedirs(os.path.join(root, "Widget"))
        for name in ("Widget/Widget.swift", "Widget/Shared.swift", "Widget/Info.plist"):
            open(os.path.join(root, name), "w").close()
        with open(os.path.join(root, "App.xcodeproj", "project.pbxproj"), "w") as handle:
            handle.write("""// !$*UTF8*$!
{ objects = {
  P = { isa = PBXProject; mainGroup = G; targets = (A, W, ); };
  G = { isa = PBXGroup; children = (S, ); sourceTree = "<group>"; };
  S = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X, Y, ); path = Widget; sourceTree = "<group>"; };
  X = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, ); target = W; };
  Y = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared.swift, ); target = A; };
  A = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; };
  W = { isa = PBXNativeTarget; name = Widget; fileSystemSynchronizedGroups = (S, ); productType = "com.apple.product-type.app-extension"; };
}; rootObject = P; }""")
        project = XcodeProject(root, os.path.join(root, "App.xcodeproj", "project.pbxproj"))
        app, widget = project.targets
        self.assertEqual(project.sources(widget), {"Widget/Widget.swift", "Widget/Shared.swift"})
        self.assertEqual(project.sources(app), {"Widget/Shared.swift"})

    def test_paths_match_in_any_letter_case(self):
        self.assertEqual(find_case_insensitive(FIXTURE, "IOS/runner/RUNNER.entitlements"),
                         os.path.join(FIXTURE, "ios", "Runner", "Runner.entitlements"))
        self.assertIsNone(find_case_insensitive(FIXTURE, "ios/Nothing.entitlements"))


class SiteTests(ScratchCopy):
    """Where each mutation applies on the fixture, and what it expects there."""

    def test_drop_entitlements_setting(self):
        sites = mutation("drop-entitlements-setting").sites(self.folder)
        self.assertEqual([s.where for s in sites], ["HomeWidgetExtension Debug", "HomeWidgetExtension Release"])
        self.assertEqual(places(sites[0]), [(("no-entitlements-setting",), "HomeWidgetExtension", {"Debug"}, PBXPROJ, None, None)])
        before = self.read(PBXPROJ)
        self.applied("drop-entitlements-setting", "HomeWidgetExtension Debug")
        after = self.read(PBXPROJ)
        self.assertEqual(before.count("CODE_SIGN_ENTITLEMENTS"), after.count("CODE_SIGN_ENTITLEMENTS") + 1)
        self.assertEqual(before.replace("\t\t\t\tCODE_SIGN_ENTITLEMENTS = HomeWidgetExtension.entitlements;\n", "", 1), after)
        project = XcodeProject(self.root, os.path.join(self.root, PBXPROJ))
        widget = project.targets[1]
        self.assertIsNone(project.entitlements(widget, "Debug"))
        self.assertIsNotNone(project.entitlements(widget, "Release"))

    def test_entitlements_group_typo(self):
        sites = mutation("entitlements-group-typo").sites(self.folder)
        self.assertEqual([s.where for s in sites], ["Runner ios/Runner/Runner.entitlements:7",
                                                    "HomeWidgetExtension ios/HomeWidgetExtension.entitlements:7"])
        self.assertEqual(places(sites[1]), [(mutate.FAMILY, "HomeWidgetExtension", {"Debug", "Release", None},
                                             "ios/HomeWidgetExtension.entitlements", [7], None)])
        self.applied("entitlements-group-typo", sites[1].where)
        self.assertIn("<string>group.com.example.apq</string>", self.read("ios/HomeWidgetExtension.entitlements"))
        self.assertIn("<string>group.com.example.app</string>", self.read("ios/Runner/Runner.entitlements"))

    def test_android_only_save_wraps_the_save_statement(self):
        save = mutation("android-only-save")
        code = "Future<void> push() async {\n  await HomeWidget.saveWidgetData<int>('count', 3);\n  final ok = await HomeWidget.saveWidgetData('a', 1);\n}\n"
        first, second = [m for m in re.finditer(mutate.HOME_WIDGET_SAVE, code)]
        rel, start, end, inserted = save.splice("lib/main.dart", code, first)
        self.assertEqual((rel, start, end), ("lib/main.dart", code.index("await"), code.index("await")))
        self.assertEqual(code[:start] + inserted + code[end:], code.replace("  await", "  if (Platform.isAndroid) await", 1))
        # A save inside a declaration is no statement an if can hold: no site.
        self.assertIsNone(save.splice("lib/main.dart", code, second))

    def test_ios_guard_before_save_is_a_quiet_site(self):
        guard = mutation("ios-guard-before-save")
        code = "Future<void> push() async {\n  await HomeWidget.saveWidgetData<int>('count', 3);\n}\n"
        [save] = list(re.finditer(mutate.HOME_WIDGET_SAVE, code))
        rel, start, end, inserted = guard.splice("lib/main.dart", code, save)
        self.assertEqual(code[:start] + inserted + code[end:],
                         code.replace("  await", "  if (!(Platform.isIOS || Platform.isAndroid)) return; await", 1))

    def test_silent_provider_exit(self):
        sites = mutation("silent-provider-exit").sites(self.folder)
        self.assertEqual([s.where for s in sites], ["ios/HomeWidget/HomeWidget.swift:12", "ios/HomeWidget/HomeWidget.swift:15"])
        self.assertEqual(places(sites[1]), [(("timeline-completion",), None, None, "ios/HomeWidget/HomeWidget.swift", [15], None)])
        before = self.read("ios/HomeWidget/HomeWidget.swift")
        self.applied("silent-provider-exit", sites[1].where)
        after = self.read("ios/HomeWidget/HomeWidget.swift")
        # The guard stands on the brace's line: no other line of the file moves.
        self.assertEqual(before.count("\n"), after.count("\n"))
        self.assertIn("-> Void) { guard !ProcessInfo.processInfo.arguments.isEmpty else { return };\n"
                      "        let count", after)

    def test_provider_self_reload(self):
        sites = mutation("provider-self-reload").sites(self.folder)
        # getTimeline only, not getSnapshot.
        self.assertEqual([s.where for s in sites], ["ios/HomeWidget/HomeWidget.swift:15"])
        self.assertEqual(places(sites[0]), [(("timeline-reload",), None, None, "ios/HomeWidget/HomeWidget.swift", [15], None)])
        before = self.read("ios/HomeWidget/HomeWidget.swift")
        self.applied("provider-self-reload", sites[0].where)
        after = self.read("ios/HomeWidget/HomeWidget.swift")
        # The reload stands on the brace's line: no other line of the file moves.
        self.assertEqual(before.count("\n"), after.count("\n"))
        self.assertIn("-> Void) { WidgetCenter.shared.reloadAllTimelines();\n", after)

    def test_drop_widget_embed(self):
        sites = mutation("drop-widget-embed").sites(self.folder)
        self.assertEqual([(s.where, places(s)) for s in sites], [
            ("HomeWidgetExtension in Runner", [(("widget-without-host",), "HomeWidgetExtension", None, PBXPROJ, None, None)])])
        before = self.read(PBXPROJ)
        self.applied("drop-widget-embed", sites[0].where)
        after = self.read(PBXPROJ)
        # The entry's line is left blank: no line moves, and the app no longer copies the widget.
        self.assertEqual(before.count("\n"), after.count("\n"))
        self.assertNotIn("HomeWidgetExtension.appex in Embed Foundation Extensions */,", after)
        project = XcodeProject(self.root, os.path.join(self.root, PBXPROJ))
        self.assertIsNone(project.host_app(project.targets[1]))

    def test_srcroot_entitlements(self):
        sites = mutation("srcroot-entitlements").sites(self.folder)
        # Every relative setting of the project's one file at once; nothing expected, nothing excused.
        self.assertEqual([(s.where, s.expected, s.quiet) for s in sites], [(PBXPROJ + " (4 settings)", [], True)])
        before = self.read(PBXPROJ)
        self.applied("srcroot-entitlements", sites[0].where)
        after = self.read(PBXPROJ)
        self.assertEqual(after.count('CODE_SIGN_ENTITLEMENTS = "$(SRCROOT)/'), 4)
        self.assertEqual(before.count("\n"), after.count("\n"))

    def test_widget_through_protocol(self):
        sites = mutation("widget-through-protocol").sites(self.folder)
        self.assertEqual([(s.where, s.expected, s.quiet, s.same) for s in sites], [("ios/HomeWidget/HomeWidget.swift (3 widgets)", [], True, True)])
        self.applied("widget-through-protocol", sites[0].where)
        text = self.read("ios/HomeWidget/HomeWidget.swift")
        self.assertIn(": MutateWidgetKind {", text)
        self.assertTrue(text.endswith("\nprotocol MutateWidgetKind where Self: Widget {}\n"))

    def test_a_site_meaning_the_same_misses_a_finding_it_loses(self):
        site = mutate.Site("x", [], [], quiet=True, same=True)
        before = [{"check": "container-background", "severity": "problem", "target": "W", "file": "a.swift", "line": 3, "message": "m"}]
        self.assertEqual(mutate.judge(site, before, before, 1)[0], "detected")
        self.assertEqual(mutate.judge(site, before, [], 0)[0], "missed")

    def test_a_file_two_targets_sign_with_is_no_site(self):
        pbxproj = self.read(PBXPROJ).replace("CODE_SIGN_ENTITLEMENTS = HomeWidgetExtension.entitlements;",
                                             "CODE_SIGN_ENTITLEMENTS = Runner/Runner.entitlements;")
        with open(os.path.join(self.root, PBXPROJ), "w") as handle:
            handle.write(pbxproj)
        sites = mutation("entitlements-group-typo").sites(mutate.Folder(self.root))
        self.assertEqual(sites, [])

    def test_undefined_group_variable(self):
        sites = mutation("undefined-group-variable").sites(self.folder)
        self.assertEqual(places(sites[0]), [(("unresolved-setting",), "Runner", {"Debug", "Release", None},
                                             "ios/Runner/Runner.entitlements", [7], "NOT_DEFINED")])
        self.applied("undefined-group-variable", sites[0].where)
        self.assertIn("<string>group.$(NOT_DEFINED).com.example.app</string>", self.read("ios/Runner/Runner.entitlements"))

    def test_undefined_group_variable_is_unknown_where_a_kept_out_xcconfig_may_define_it(self):
        # Runner's Debug reads Flutter/Debug.xcconfig, which includes a secrets file ios/.gitignore
        # keeps out (as a fresh clone lacks it) and Flutter's generated one.
        pbxproj = self.read(PBXPROJ).replace(
            "/* End PBXFileReference section */",
            "\t\t1B0000000000000000000099 /* Debug.xcconfig */ = {isa = PBXFileReference; path = Flutter/Debug.xcconfig; "
            "sourceTree = SOURCE_ROOT; };\n/* End PBXFileReference section */").replace(
            "1H0000000000000000000003 /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n",
            "1H0000000000000000000003 /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n"
            "\t\t\tbaseConfigurationReference = 1B0000000000000000000099 /* Debug.xcconfig */;\n")
        self.assertIn("baseConfigurationReference", pbxproj)
        os.makedirs(os.path.join(self.root, "ios", "Flutter"))
        files = {PBXPROJ: pbxproj, "ios/Flutter/Debug.xcconfig": '#include "Generated.xcconfig"\n#include "Secret.xcconfig"\n',
                 "ios/.gitignore": "Flutter/Generated.xcconfig\n"}
        for rel, text in files.items():
            with open(os.path.join(self.root, rel), "w") as handle:
                handle.write(text)

        def severities():
            return {s.where.split()[0]: s.expected[0].severities for s in mutation("undefined-group-variable").sites(mutate.Folder(self.root))}
        # Only Flutter's generated file kept out: it sets no group variable, a warning is due.
        self.assertEqual(severities(), {"Runner": mutate.SEVERITIES, "HomeWidgetExtension": mutate.SEVERITIES})
        with open(os.path.join(self.root, "ios/.gitignore"), "a") as handle:
            handle.write("# secrets\nFlutter/Secret*.xcconfig\n")
        self.assertEqual(severities(), {"Runner": ("note",), "HomeWidgetExtension": mutate.SEVERITIES})
        # The file on disk: it is read, not unknown.
        with open(os.path.join(self.root, "ios/Flutter/Secret.xcconfig"), "w") as handle:
            handle.write("API_KEY = x\n")
        self.assertEqual(severities(), {"Runner": mutate.SEVERITIES, "HomeWidgetExtension": mutate.SEVERITIES})

    def test_code_group_typo_in_every_language(self):
        sites = {s.where: places(s) for s in mutation("code-group-typo").sites(self.folder)}
        code = ("code-group",)
        self.assertEqual(sites, {
            # A constant reaches the call that uses it, in another line.
            "ios/HomeWidget/HomeWidget.swift:4": [(code, None, None, "ios/HomeWidget/HomeWidget.swift", [16], None)],
            "ios/Runner/AppDelegate.swift:8": [(code, None, None, "ios/Runner/AppDelegate.swift", [8], None)],
            # A call over two lines: the call's line or the argument's.
            "ios/Runner/AppDelegate.swift:11": [(code, None, None, "ios/Runner/AppDelegate.swift", [10, 11], None)],
            "ios/Runner/GroupStore.m:3": [(code, None, None, "ios/Runner/GroupStore.m", [7], None)],
            "lib/main.dart:3": [(code, None, None, "lib/main.dart", [6], None)],
            "lib/main.dart:8": [(code, None, None, "lib/main.dart", [8], None)],
            "shared/src/iosMain/kotlin/Store.kt:3": [(code, None, None, "shared/src/iosMain/kotlin/Store.kt", [3], None)],
            "src/widget.ts:3": [(code, None, None, "src/widget.ts", [6], None)],
        })
        # Comments, strings that are no call's argument and test folders are no site.
        self.assertNotIn("test/widget_test.dart:4", sites)
        self.applied("code-group-typo", "lib/main.dart:3")
        self.assertIn("const String appGroupId = 'group.com.example.apq';", self.read("lib/main.dart"))

    def test_a_group_no_runner_is_entitled_to_is_no_site(self):
        with open(os.path.join(self.root, "ios/Runner/Runner.entitlements")) as handle:
            text = handle.read()
        with open(os.path.join(self.root, "ios/Runner/Runner.entitlements"), "w") as handle:
            handle.write(text.replace("group.com.example.app", "group.com.example.other"))
        wheres = [s.where for s in mutation("code-group-typo").sites(mutate.Folder(self.root))]
        # The widget's code is still entitled; the app's (Swift, Objective-C, Dart, TS, Kotlin) no longer.
        self.assertEqual(wheres, ["ios/HomeWidget/HomeWidget.swift:4"])

    def test_os_branch_group_quiet_where_no_runner_builds_the_platform(self):
        sites = {s.where: (s.quiet, places(s)) for s in mutation("os-branch-group").sites(self.folder)}
        code = ("code-group",)
        # Runner and HomeWidgetExtension build for iOS only (SDKROOT = iphoneos): tvOS is never compiled.
        self.assertEqual(sites, {
            "ios/HomeWidget/HomeWidget.swift os(tvOS) not built, os(iOS) built": (True, [(code, None, None, "ios/HomeWidget/HomeWidget.swift", [103], None)]),
            "ios/Runner/AppDelegate.swift os(tvOS) not built, os(iOS) built": (True, [(code, None, None, "ios/Runner/AppDelegate.swift", [23], None)]),
        })
        self.applied("os-branch-group", "ios/HomeWidget/HomeWidget.swift os(tvOS) not built, os(iOS) built")
        lines = self.read("ios/HomeWidget/HomeWidget.swift").split("\n")
        self.assertEqual(lines[96:103], ["", "#if os(tvOS)", 'private let mutateOtherPlatformDefaults = UserDefaults(suiteName: "group.com.example.apx")',
                                         "#endif", "", "#if os(iOS)", 'private let mutateThisPlatformDefaults = UserDefaults(suiteName: "group.com.example.apq")'])

    def test_reload_call_kind(self):
        sites = mutation("reload-call-kind").sites(self.folder)
        self.assertEqual([(s.where, places(s)) for s in sites], [
            ("ios/Runner/AppDelegate.swift:13", [(("reload-kind",), None, None, "ios/Runner/AppDelegate.swift", [13], None)]),
            ("lib/main.dart:11", [(("reload-kind",), None, None, "lib/main.dart", [11, 13], None)]),
        ])
        self.applied("reload-call-kind", "lib/main.dart:11")
        self.assertIn("iOSName: 'StatusWidgetRenamed'", self.read("lib/main.dart"))
        self.assertEqual(mutation("reload-call-kind").sites(mutate.Folder(self.root))[1:], [])

    def test_widget_kind_rename(self):
        sites = mutation("widget-kind-rename").sites(self.folder)
        self.assertEqual([(s.where, places(s)) for s in sites], [
            ("CounterWidget ios/HomeWidget/HomeWidget.swift:50", [(("reload-kind",), None, None, "ios/Runner/AppDelegate.swift", [13], None)]),
            # The kind comes through a constant in another declaration.
            ("StatusWidget ios/HomeWidget/HomeWidget.swift:7", [(("reload-kind",), None, None, "lib/main.dart", [11, 13], None)]),
        ])
        self.applied("widget-kind-rename", sites[1].where)
        self.assertIn('static let status = "StatusWidgetRenamed"', self.read("ios/HomeWidget/HomeWidget.swift"))

    def test_unregistered_widgets_have_no_kind(self):
        constants = mutate.Constants(self.folder)
        [(project, widget)] = self.folder.widgets()
        kinds = [(w.name, w.kind) for w in mutate.widgets_of(self.folder, constants, project, widget)]
        self.assertEqual(kinds, [("CounterWidget", "CounterWidget"), ("StatusWidget", "StatusWidget")])

    def test_thin_binary_first(self):
        [site] = mutation("thin-binary-first").sites(self.folder)
        self.assertEqual(places(site), [(("build-phase-order",), "Runner", None, PBXPROJ, None, None)])
        self.applied("thin-binary-first", "Runner")
        project = XcodeProject(self.root, os.path.join(self.root, PBXPROJ))
        names = [project.phase(p).get("name") for p in project.targets[0].phases]
        self.assertEqual(names, [None, "Thin Binary", "Embed Foundation Extensions"])
        self.assertEqual(mutation("thin-binary-first").sites(mutate.Folder(self.root)), [])

    def test_drop_container_background_per_widget(self):
        # CounterWidget loses its only call; StatusWidget has two (inline and through the
        # widgetBackground modifier), so neither is a site alone.
        [site] = mutation("drop-container-background").sites(self.folder)
        self.assertEqual(site.where, "HomeWidgetExtension ios/HomeWidget/HomeWidget.swift:30")
        self.assertEqual(places(site), [(("container-background",), "HomeWidgetExtension", None,
                                         "ios/HomeWidget/HomeWidget.swift", list(range(49, 59)), None)])
        self.applied("drop-container-background", site.where)
        text = self.read("ios/HomeWidget/HomeWidget.swift")
        self.assertIn('        Text("\\(entry.count)")\n            \n    }', text)
        self.assertEqual(text.count("containerBackground"), 2)

    def test_drop_home_widget_query(self):
        # A literal in place (the finding at the call) and one through a constant (at its definition).
        sites = mutation("drop-home-widget-query").sites(self.folder)
        self.assertEqual([s.where for s in sites], ["HomeWidgetExtension ios/HomeWidget/HomeWidget.swift:86",
                                                    "HomeWidgetExtension ios/HomeWidget/HomeWidget.swift:94"])
        self.assertEqual(places(sites[0]), [(("home-widget-url",), None, None, "ios/HomeWidget/HomeWidget.swift", [86], None)])
        self.assertEqual(places(sites[1]), [(("home-widget-url",), None, None, "ios/HomeWidget/HomeWidget.swift", [94], None)])
        _, former = self.applied("drop-home-widget-query", sites[0].where)
        self.assertIn('static let tapURL = "app://status?tab=1"', self.read("ios/HomeWidget/HomeWidget.swift"))
        mutate.restore(self.root, former)
        self.applied("drop-home-widget-query", sites[1].where)
        self.assertIn('.widgetURL(URL(string: "app://open?id=1"))', self.read("ios/HomeWidget/HomeWidget.swift"))

    def test_drop_entry_point_only_on_a_registered_callback(self):
        [site] = mutation("drop-entry-point").sites(self.folder)
        self.assertEqual(site.where, "lib/taps.dart:10 onTap")
        self.assertEqual(places(site), [(("home-widget-interactivity",), None, None, "lib/taps.dart", [10], None)])
        self.applied("drop-entry-point", site.where)
        lines = self.read("lib/taps.dart").split("\n")
        self.assertEqual((lines[8].strip(), lines[9].strip()), ("", "static Future<void> onTap(Uri? uri) async {}"))
        self.assertEqual(mutation("drop-entry-point").sites(mutate.Folder(self.root)), [])

    def test_intent_writes_app_key(self):
        # MarkDoneIntent runs in the extension (only it compiles the file) and writes nothing; the
        # app writes "count" (AppDelegate.swift, the app's alone): the write lands on perform()'s line.
        [site] = mutation("intent-writes-app-key").sites(self.folder)
        self.assertEqual(site.where, "MarkDoneIntent ios/HomeWidget/DoneButton.swift:12 writes count")
        [expected] = site.expected
        self.assertEqual([(e.checks, e.target, e.file, e.lines) for e in expected.expectations],
                         [(("intent-writer",), "HomeWidgetExtension", "ios/HomeWidget/DoneButton.swift", [21])])
        before = self.read("ios/HomeWidget/DoneButton.swift")
        self.applied("intent-writes-app-key", site.where)
        after = self.read("ios/HomeWidget/DoneButton.swift")
        self.assertEqual(after.count("\n"), before.count("\n"))
        self.assertIn('-> some IntentResult { UserDefaults(suiteName: "group.com.example.app")?.set(Date().timeIntervalSince1970, '
                      'forKey: "count");\n        let done', after)
        # It writes now: no site any more.
        self.assertEqual(mutation("intent-writes-app-key").sites(mutate.Folder(self.root)), [])

    def test_intent_keeps_memory(self):
        [site] = mutation("intent-keeps-memory").sites(self.folder)
        self.assertEqual(site.where, "MarkDoneIntent ios/HomeWidget/DoneButton.swift:12")
        [expected] = site.expected
        self.assertEqual([(e.checks, e.target, e.file, e.lines) for e in expected.expectations],
                         [(("intent-memory-only",), "HomeWidgetExtension", "ios/HomeWidget/DoneButton.swift", [21])])
        before = self.read("ios/HomeWidget/DoneButton.swift")
        self.applied("intent-keeps-memory", site.where)
        after = self.read("ios/HomeWidget/DoneButton.swift")
        self.assertEqual(after.count("\n"), before.count("\n"))
        lines = after.split("\n")
        self.assertEqual(lines[11], "    static var mutationTaps = 0; func perform() async throws -> some IntentResult {")
        self.assertEqual(lines[12], "        MarkDoneIntent.mutationTaps += 1; return .result()")
        self.assertEqual(lines[15:17], ["    }", "}"])
        self.assertEqual(mutation("intent-keeps-memory").sites(mutate.Folder(self.root)), [])

    def test_an_intent_pinned_to_the_app_is_no_site(self):
        path = os.path.join(self.root, "ios/HomeWidget/DoneButton.swift")
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text.replace("    init() {}", "    static var openAppWhenRun: Bool = true\n    init() {}"))
        folder = mutate.Folder(self.root)
        self.assertEqual(mutation("intent-writes-app-key").sites(folder) + mutation("intent-keeps-memory").sites(folder), [])

    def test_drop_widget_sources(self):
        # HomeWidget.swift declares the widgets and the bundle; DoneButton.swift stays in the extension.
        [site] = mutation("drop-widget-sources").sites(self.folder)
        self.assertEqual(site.where, "HomeWidgetExtension (1 files)")
        [expected] = site.expected
        self.assertEqual([(e.checks, e.file, e.lines) for e in expected.expectations],
                         [(("widget-not-built",), "ios/HomeWidget/HomeWidget.swift", [53])])
        before = self.read(PBXPROJ)
        self.applied("drop-widget-sources", site.where)
        after = self.read(PBXPROJ)
        self.assertEqual(after, before.replace("\t\t\t\t1A0000000000000000000003 /* HomeWidget.swift in Sources */,\n", "\n", 1))
        project = XcodeProject(self.root, os.path.join(self.root, PBXPROJ))
        widget = next(t for t in project.targets if t.name == "HomeWidgetExtension")
        self.assertEqual(project.sources(widget), {"ios/HomeWidget/DoneButton.swift"})

    def test_a_typo_nothing_else_spells_may_be_found_on_either_file(self):
        # The fixture's code opens the group, named after the app's bundle identifier: the typo's
        # target is known. Without either, the two files are the only spellings, and the
        # partner's file may carry the finding.
        [known, _] = mutation("entitlements-group-typo").sites(self.folder)
        self.assertIsInstance(known.expected[0], mutate.Expect)
        for rel, _ in self.folder.code_files:
            path = os.path.join(self.root, rel)
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(text.replace("group.com.example.app", "group.com.example.other"))
        pbxproj = self.read(PBXPROJ).replace("PRODUCT_BUNDLE_IDENTIFIER = com.example.app;", "PRODUCT_BUNDLE_IDENTIFIER = com.example.runner;")
        with open(os.path.join(self.root, PBXPROJ), "w", encoding="utf-8") as handle:
            handle.write(pbxproj)
        [runner, _] = mutation("entitlements-group-typo").sites(mutate.Folder(self.root))
        self.assertEqual(runner.where, "Runner ios/Runner/Runner.entitlements:7")
        [expected] = runner.expected
        self.assertEqual([(e.target, e.file, e.mentions) for e in expected.expectations],
                         [("Runner", "ios/Runner/Runner.entitlements", None), ("HomeWidgetExtension", None, "group.com.example.apq")])

    def test_foreign_bundle_id(self):
        sites = mutation("foreign-bundle-id").sites(self.folder)
        self.assertEqual([s.where for s in sites], ["HomeWidgetExtension Debug", "HomeWidgetExtension Release"])
        self.assertEqual(places(sites[1]), [(("bundle-identifier",), "HomeWidgetExtension", {"Release", None}, PBXPROJ, None, None)])
        # Debug sets it in the target (replaced), Release inherits the project's (set in the target).
        for configuration, other in (("Debug", "Release"), ("Release", "Debug")):
            _, former = self.applied("foreign-bundle-id", "HomeWidgetExtension " + configuration)
            project = XcodeProject(self.root, os.path.join(self.root, PBXPROJ))
            widget = project.targets[1]
            self.assertEqual(project.setting(widget, configuration, "PRODUCT_BUNDLE_IDENTIFIER"), "org.mutation.com.example.app.HomeWidget")
            self.assertEqual(project.setting(widget, other, "PRODUCT_BUNDLE_IDENTIFIER"), "com.example.app.HomeWidget")
            self.assertEqual(project.setting(project.targets[0], configuration, "PRODUCT_BUNDLE_IDENTIFIER"), "com.example.app")
            mutate.restore(self.root, former)

    def test_restore_gives_back_every_byte(self):
        digest = tree_digest(self.root)
        for each in mutate.MUTATIONS:
            for site in each.sites(mutate.Folder(self.root)):
                if site.run_at is not None:
                    # Run from another folder (folder-above): nothing of the project is changed.
                    self.assertEqual(site.splices, [], "%s %s" % (each.name, site.where))
                    continue
                former = each.apply(self.root, site)
                self.assertNotEqual(tree_digest(self.root), digest, "%s %s changed nothing" % (each.name, site.where))
                mutate.restore(self.root, former)
                self.assertEqual(tree_digest(self.root), digest, "%s %s" % (each.name, site.where))


class MultiplatformKotlinTests(ScratchCopy):
    """A Kotlin Multiplatform app's iosApp/ (here ios/) given: the Gradle root's Kotlin compiled for
    iOS is the app's, and its NSUserDefaults setters write keys, named by constants of commonMain."""

    def setUp(self):
        super().setUp()
        for rel, text in [("settings.gradle.kts", 'include(":shared")\n'),
                          ("shared/src/commonMain/kotlin/Keys.kt", 'const val COUNT_KEY = "count"\n'),
                          ("shared/src/androidMain/kotlin/Prefs.kt", 'fun save() { prefs.setInteger(1, forKey = "count") }\n')]:
            os.makedirs(os.path.dirname(os.path.join(self.root, rel)), exist_ok=True)
            with open(os.path.join(self.root, rel), "w", encoding="utf-8") as handle:
                handle.write(text)
        with open(os.path.join(self.root, "shared/src/iosMain/kotlin/Store.kt"), "a", encoding="utf-8") as handle:
            handle.write("\nfun save(count: Long) {\n    defaults.setInteger(count, forKey = COUNT_KEY)\n}\n")

    def test_source_sets_compiled_for_ios_are_the_apps(self):
        folder = mutate.Folder(os.path.join(self.root, "ios"), top=self.root)
        kotlin = sorted(rel for rel, language in folder.code_files if language == "kotlin")
        self.assertEqual(kotlin, ["../shared/src/commonMain/kotlin/Keys.kt", "../shared/src/iosMain/kotlin/Store.kt"])
        # Given the repository's top, nothing is above it.
        self.assertEqual(mutate.Folder(self.root, is_top=True)._multiplatform_kotlin(), [])

    def test_kotlin_setters_write_keys_through_constants(self):
        folder = mutate.Folder(os.path.join(self.root, "ios"), top=self.root)
        # AppDelegate.swift's set(count, forKey:) says no type; the Kotlin's setInteger stores a number.
        self.assertEqual(mutate._key_writes(folder, "count"), [None, "number"])
        self.assertEqual(mutate._key_writes(folder, "launches"), ["number"])


class KnownFileTests(unittest.TestCase):
    def test_a_known_file_that_cannot_be_read_stops_the_run_in_one_line(self):
        stderr = io.StringIO()
        with contextlib.redirect_stderr(stderr), self.assertRaises(SystemExit) as raised:
            mutate.main(["--known", "/nonexistent/known.tsv", "--list-sites"])
        self.assertEqual(raised.exception.code, 2)
        self.assertTrue(stderr.getvalue().strip().splitlines()[-1].endswith(": error: --known /nonexistent/known.tsv: No such file or directory"))


class JavaScriptMissingTests(unittest.TestCase):
    """Whether a React Native app's checkout lacks JavaScript its entry imports: a widget key's
    writer is then unknown, and doctor's note is the verdict widget-key-rename expects."""

    def setUp(self):
        self.top = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.top)
        os.makedirs(os.path.join(self.top, "ios"))
        os.makedirs(os.path.join(self.top, "src"))
        self.write("package.json", '{"dependencies": {"react-native": "0.76.0"}}\n')
        self.write("src/store.ts", "export const x = 1;\n")

    def write(self, rel, text):
        with open(os.path.join(self.top, rel), "w") as handle:
            handle.write(text)

    def missing(self):
        return mutate._javascript_missing(mutate.Folder(os.path.join(self.top, "ios"), top=self.top))

    def test_an_entry_importing_a_module_the_checkout_lacks(self):
        self.write("App.tsx", "import { x } from './src/store';\nimport Provider from './components/Provider';\n")
        self.assertTrue(self.missing())

    def test_every_import_present_or_a_package(self):
        self.write("App.tsx", "import { x } from './src/store';\nimport React from 'react';\n")
        self.assertFalse(self.missing())
        # Not a React Native app: nothing is unknown for this reason.
        self.write("App.tsx", "import Provider from './components/Provider';\n")
        self.write("package.json", '{"dependencies": {"react": "18"}}\n')
        self.assertFalse(self.missing())


class LayoutRootTests(unittest.TestCase):
    """A Capacitor app's project two folders below the root holding capacitor.config.ts."""

    def setUp(self):
        self.repo = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.repo)
        os.makedirs(os.path.join(self.repo, ".git"))
        os.makedirs(os.path.join(self.repo, "android", "app"))
        os.makedirs(os.path.join(self.repo, "ios", "App", "App.xcodeproj"))
        open(os.path.join(self.repo, "capacitor.config.ts"), "w").close()
        self.row = os.path.join(self.repo, "ios", "App")

    def test_the_stack_root_is_a_site_run_from_there(self):
        [site] = mutation("layout-root").sites(mutate.Folder(self.row))
        self.assertEqual(site.run_at, os.path.join("..", ".."))
        self.assertEqual([(e.checks, e.mentions) for e in site.expected], [(("project-location",), "ios/App/")])
        # The same finding named from the root, and the note: detected; a finding lost: missed.
        before = [finding("container-background", "problem", target="W", file="W/W.swift", line=3)]
        moved = [dict(before[0], file="ios/App/W/W.swift"), finding("project-location", "note", file="ios/App/App.xcodeproj")]
        self.assertEqual(site.judge(before, moved, 1)[0], "detected")
        self.assertEqual(site.judge(before, moved[1:], 0)[0], "missed")

    def test_no_site_without_a_root_marker_or_with_another_project_beside(self):
        os.remove(os.path.join(self.repo, "capacitor.config.ts"))
        self.assertEqual(mutation("layout-root").sites(mutate.Folder(self.row)), [])
        open(os.path.join(self.repo, "capacitor.config.ts"), "w").close()
        os.makedirs(os.path.join(self.repo, "android", "app", "Other.xcodeproj"))
        self.assertEqual(mutation("layout-root").sites(mutate.Folder(self.row)), [])


def finding(check, severity="problem", target=None, configuration=None, file=None, line=None, message="m"):
    return {"check": check, "severity": severity, "target": target, "configuration": configuration,
            "file": file, "line": line, "message": message}


class JudgeTests(unittest.TestCase):
    def site(self):
        site = mutate.Site("w", [], [mutate.Expect(("reload-kind",), file="a.dart", lines=[3, 4])],
                           [mutate.Expect(("code-group",), mentions="group.x")])
        site.lines = {"b.swift": {9}}
        return site

    def test_detected_missed_unrelated(self):
        before = [finding("container-background", file="w.swift", line=1)]
        self.assertEqual(mutate.judge(self.site(), before, before + [finding("reload-kind", file="a.dart", line=4)], 1)[0], "detected")
        # A note, another line, or a finding that was there before is no detection.
        self.assertEqual(mutate.judge(self.site(), before, before + [finding("reload-kind", "note", file="a.dart", line=4)], 1)[0], "missed")
        self.assertEqual(mutate.judge(self.site(), before, before + [finding("reload-kind", file="a.dart", line=5)], 1)[0],
                         "missed+unrelated")
        status, missing, unrelated = mutate.judge(
            self.site(), before, [finding("reload-kind", file="a.dart", line=3), finding("placeholder", "warning", file="c.dart", line=1),
                                  finding("container-background", file="w.swift", line=1, message="changed")], 1)
        self.assertEqual((status, missing, [u["check"] for u in unrelated]), ("unrelated", [], ["placeholder", "container-background"]))
        self.assertEqual(mutate.judge(self.site(), [], [], 2)[0], "error")
        # A note is the detection only where a note is the verdict expected.
        site = mutate.Site("w", [], [mutate.Expect(("unresolved-setting",), file="a.entitlements", severities=("note",))])
        self.assertEqual(mutate.judge(site, [], [finding("unresolved-setting", "note", file="a.entitlements")], 0)[0], "detected")
        self.assertEqual(mutate.judge(site, [], [finding("unresolved-setting", file="a.entitlements")], 1)[0], "missed+unrelated")

    def test_a_finding_below_a_splice_that_removed_lines_is_the_same_finding(self):
        root = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, root)
        with open(os.path.join(root, "a.swift"), "w") as handle:
            handle.write("".join("line %d\n" % n for n in range(1, 11)))
        # Lines 2-4 become one: what stood on line 8 stands on line 6.
        site = mutate.Site("w", [("a.swift", 7, 28, "self\n")], [mutate.Expect(("container-background",), file="b.swift")])
        mutate.Mutation().apply(root, site)
        with open(os.path.join(root, "a.swift")) as handle:
            self.assertEqual(handle.read().splitlines()[:3], ["line 1", "self", "line 5"])
        expected = finding("container-background", file="b.swift", line=1)
        before = [finding("accented-image", "warning", file="a.swift", line=8), finding("widget-url", "warning", file="a.swift", line=1)]
        moved = [finding("accented-image", "warning", file="a.swift", line=6), finding("widget-url", "warning", file="a.swift", line=1)]
        self.assertEqual(mutate.judge(site, before, moved + [expected], 1)[0], "detected")
        self.assertEqual(mutate.judge(site, before, [finding("accented-image", "warning", file="a.swift", line=8), expected], 1)[0], "unrelated")

    def test_a_quiet_site_counts_every_new_finding_even_on_its_own_lines(self):
        site = mutate.Site("w", [], [], quiet=True)
        site.lines = {"b.swift": {9, 10}}
        self.assertEqual(mutate.judge(site, [], [finding("code-group", "note", file="b.swift", line=10)], 0)[0], "detected")
        self.assertEqual(mutate.judge(site, [], [finding("code-group", file="b.swift", line=10)], 1)[0], "unrelated")
        loud = mutate.Site("w", [], [])
        loud.lines = {"b.swift": {9, 10}}
        self.assertEqual(mutate.judge(loud, [], [finding("code-group", file="b.swift", line=10)], 1)[0], "detected")

    def test_explained_findings_are_not_unrelated(self):
        after = [finding("reload-kind", file="a.dart", line=3), finding("code-group", message="opens group.x"),
                 finding("group-identifier", "warning", file="b.swift", line=9), finding("code-group", "note", message="other")]
        self.assertEqual(mutate.judge(self.site(), [], after, 1)[:2], ("detected", []))
        self.assertEqual(mutate.judge(self.site(), [], after + [finding("code-group", message="other")], 1)[0], "unrelated")

    def test_known_misses_pass_only_as_listed_and_go_stale_when_detected(self):
        results = [{"project": "p", "cells": {"m": {"found": 3, "sites": [
            {"where": "a:1", "status": "missed"}, {"where": "a:2", "status": "detected"}, {"where": "a:3", "status": "unrelated"}]}}},
            {"project": "q", "skipped": "doctor disagrees"}]
        known = {("m", "p", "a:1"): ("missed", "why"), ("m", "p", "a:2"): ("missed", "fixed since"),
                 ("m", "p", "a:3"): ("missed", "listed with another status"), ("m", "q", "b:1"): ("missed", "not run")}
        self.assertEqual(mutate.against_known(results, known), [
            (("m", "p", "a:1"), "missed", "missed"), (("m", "p", "a:2"), "detected", "missed"), (("m", "p", "a:3"), "unrelated", "missed")])
        path = os.path.join(tempfile.mkdtemp(), "known.tsv")
        self.addCleanup(shutil.rmtree, os.path.dirname(path))
        with open(path, "w") as handle:
            handle.write("# comment\nm\tp\ta:1\tmissed\twhy\n")
        self.assertEqual(mutate.read_known(path), {("m", "p", "a:1"): ("missed", "why")})
        with open(path, "a") as handle:
            handle.write("m\tp\ta:2\tgone\n")
        with self.assertRaises(SystemExit):
            mutate.read_known(path)

    def test_pick_spreads_over_the_sites(self):
        self.assertEqual(mutate.pick(list(range(10)), 3), [0, 4, 9])
        self.assertEqual(mutate.pick(list(range(2)), 3), [0, 1])
        self.assertEqual(mutate.pick(list(range(10)), None), list(range(10)))

    def test_typo_changes_one_character_in_any_case(self):
        self.assertEqual(mutate.typo("group.a.b"), "group.a.q")
        self.assertEqual(mutate.typo("group.a.Q"), "group.a.x")
        self.assertEqual(mutate.typo("group.a2"), "group.a7")


class RunTests(unittest.TestCase):
    """The whole run with a stand-in for doctor: nothing is written into the projects."""

    def stand_in(self, body):
        """An executable Python script standing in for doctor."""
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder)
        path = os.path.join(folder, "doctor")
        with open(path, "w") as handle:
            handle.write("#!%s\n%s" % (sys.executable, body))
        os.chmod(path, os.stat(path).st_mode | stat.S_IEXEC)
        return path

    def doctor(self, findings):
        return self.stand_in("import json, sys\nprint(json.dumps({'findings': %r}))\nsys.exit(0)\n" % (findings,))

    def hanging_doctor(self):
        return self.stand_in("import time\ntime.sleep(30)\n")

    def table(self, row):
        """A copy of the fixture and a verdict table of one row for it: (projects folder, table)."""
        parent = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, parent)
        shutil.copytree(FIXTURE, os.path.join(parent, "flutter_app"))
        table = os.path.join(parent, "table.tsv")
        with open(table, "w") as handle:
            handle.write("# path\tverdict\tproblems\twarnings\tproof\n%s\n" % row)
        return parent, table

    def test_every_site_is_missed_by_a_doctor_that_finds_nothing_and_the_project_is_untouched(self):
        digest = tree_digest(FIXTURE)
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            code = mutate.main(["--binary", self.doctor([]), "--json", "--sites", "0", "--projects", "/nonexistent", FIXTURE])
        self.assertEqual(code, 1)
        self.assertEqual(tree_digest(FIXTURE), digest)
        document = json.loads(out.getvalue())
        [result] = document["results"]
        self.assertEqual(result["project"], "flutter_app")
        statuses = {name: {s["status"] for s in cell["sites"]} for name, cell in result["cells"].items()}
        # The fixture has no raster image, no key the Dart side writes and no xcconfig #include whose
        # file is there (Generated.xcconfig and Pods/ come with flutter pub get and pod install):
        # these mutations find no site on it and are tested on real projects (mutate.py's own run) only.
        # A folder given by hand is a repository's top: no stack root above it (layout-root is LayoutRootTests').
        without_sites = {"drop-accented-mode", "choose-accented-mode", "strict-read-type", "save-to-app-defaults", "android-only-save",
                         "ios-guard-before-save",
                         "layout-root", "include-case"}
        # A change that must leave doctor's verdict as it was (no check expected) is passed by silence.
        unchanged = {name for name, checks in mutate.EXPECTED.items() if not checks}
        self.assertEqual(unchanged, {"srcroot-entitlements", "widget-through-protocol", "ios-guard-before-save"})
        self.assertEqual(statuses, {name: set() if name in without_sites else {"detected"} if name in unchanged else {"missed"}
                                    for name in mutate.EXPECTED})
        self.assertEqual(document["rate"]["sites_detected"], 2)  # srcroot-entitlements's and widget-through-protocol's one site each

    def test_a_row_doctor_disagrees_with_is_skipped(self):
        parent, table = self.table("flutter_app\tproblem\tcode-group@lib/main.dart:8\t-\tproof")
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            code = mutate.main(["--binary", self.doctor([]), "--projects", parent, "--table", table])
        self.assertEqual(code, 0)
        self.assertIn("skipped flutter_app: doctor disagrees with the table", out.getvalue())

    def test_a_project_doctor_hangs_on_unmutated_fails_the_run(self):
        hanging = self.hanging_doctor()
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            code = mutate.main(["--binary", hanging, "--timeout", "1", "--only", "code-group-typo", "--projects", "/nonexistent", FIXTURE])
        self.assertEqual(code, 1)
        self.assertIn("FAILED flutter_app: doctor timed out on it unmutated", out.getvalue())
        self.assertIn("1 projects failed", out.getvalue())
        with contextlib.redirect_stdout(io.StringIO()) as json_out:
            code = mutate.main(["--binary", hanging, "--timeout", "1", "--only", "code-group-typo", "--json", "--projects", "/nonexistent", FIXTURE])
        self.assertEqual(code, 1)
        document = json.loads(json_out.getvalue())
        self.assertEqual([r["project"] for r in document["results"] if "failed" in r], ["flutter_app"])
        self.assertEqual(document["rate"]["failed"], 1)

    def test_check_counts_a_doctor_run_that_times_out_as_a_difference(self):
        parent, table = self.table("flutter_app\thealthy\t-\t-\tproof")
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            code = check.main(["--binary", self.hanging_doctor(), "--timeout", "1", "--projects", parent, "--table", table, "--known", ""])
        self.assertEqual(code, 1)
        self.assertIn("DIFFER flutter_app", out.getvalue())
        self.assertIn("timed out after 1 s", out.getvalue())

    def test_unknown_mutation_is_refused(self):
        with contextlib.redirect_stderr(io.StringIO()), self.assertRaises(SystemExit):
            mutate.main(["--only", "no-such-mutation"])


if __name__ == "__main__":
    unittest.main()
