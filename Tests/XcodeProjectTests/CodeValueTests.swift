import Foundation
import Testing
@testable import XcodeProject

/// What a call's argument stands for, followed through the project's definitions as a reader
/// follows it (issue 37, classes 3 and 8, and the app side in other languages). Fixtures are
/// shaped like real widget apps: kinds namespaces, `String` enums, widgets given their kind by an
/// initializer, a variable filled in at launch.
@Suite("Values through the project's definitions")
struct CodeValueTests {
    private func scan(_ files: [(String, String)], language: CodeOccurrence.Language = .swift) -> [String] {
        CodeScanner.scan(files.map { (text: $0.1, file: $0.0) }, language: language)
            .map { "\($0.kind.rawValue) \($0.value ?? "nil") \($0.file):\($0.line) \($0.definedAt ?? "-")" }
    }

    @Test("Class 3: a variable's empty first value is no group when it is assigned again (Info.plist, a method)")
    func variableFirstValue() {
        let store = """
        import Foundation

        final class SharedStore {
            static var appGroupId = ""

            static func configure() {
                appGroupId = Bundle.main.object(forInfoDictionaryKey: "AppGroupId") as? String ?? ""
            }

            static var defaults: UserDefaults? { UserDefaults(suiteName: appGroupId) }
        }
        """
        #expect(scan([("App/SharedStore.swift", store)]) == ["group nil App/SharedStore.swift:10 -"])
        // Assigned what a method returns: unknown, never "".
        let method = store.replacingOccurrences(of: "Bundle.main.object(forInfoDictionaryKey: \"AppGroupId\") as? String ?? \"\"",
                                                with: "Self.loadGroup(from: launchOptions)")
        #expect(scan([("App/SharedStore.swift", method)]) == ["group nil App/SharedStore.swift:10 -"])
        // Never assigned again: its one value is its value.
        let constant = "let groupId = \"\"\nlet defaults = UserDefaults(suiteName: groupId)\n"
        #expect(scan([("App/Store.swift", constant)]) == ["group  App/Store.swift:2 App/Store.swift:1"])
    }

    @Test("Class 3: `a ?? b` whose left side nothing here defines is unknown, never the fallback alone")
    func coalesceWithUnknownLeft() {
        // A package's Info.plist reader (`Bundle.main.mainBundleIdentifier`), a setting no file
        // declares: the left side is the value most of the time.
        let code = """
        import Foundation

        let shared = UserDefaults(suiteName: "group.\\(Bundle.main.mainBundleIdentifier ?? Bundle.main.bundleIdentifier!)")
        let other = UserDefaults(suiteName: Settings.groupOverride ?? "group.com.acme.pets")
        """
        #expect(scan([("Shared/Preferences.swift", code)]) == ["group nil Shared/Preferences.swift:3 -", "group nil Shared/Preferences.swift:4 -"])
        // A left side the project defines is read as before.
        let known = code + "\nenum Settings { static let groupOverride: String? = \"group.com.acme.override\" }\n"
        #expect(scan([("Shared/Preferences.swift", known)]).last == "group group.com.acme.override Shared/Preferences.swift:4 Shared/Preferences.swift:5")
    }

    @Test("Class 8: a stored property `let kind: String = Namespace.member`, the namespace in another file, reloads through it")
    func storedKindFromNamespace() {
        let kinds = """
        enum WidgetKinds {
            static let tally = "com.acme.tally"
            static let streak = "com.acme.streak"
        }
        """
        let widget = """
        import WidgetKit
        import SwiftUI

        struct TallyWidget: Widget {
            let kind: String = WidgetKinds.tally

            var body: some WidgetConfiguration {
                StaticConfiguration(kind: kind, provider: Provider()) { entry in TallyView(entry: entry) }
            }
        }
        """
        let app = "import WidgetKit\n\nfunc refresh() {\n    WidgetCenter.shared.reloadTimelines(ofKind: WidgetKinds.tally)\n}\n"
        #expect(scan([("Shared/WidgetKinds.swift", kinds), ("Widget/TallyWidget.swift", widget), ("App/Refresh.swift", app)]) == [
            "widget-kind com.acme.tally Widget/TallyWidget.swift:8 Shared/WidgetKinds.swift:2",
            "reload com.acme.tally App/Refresh.swift:4 Shared/WidgetKinds.swift:2",
        ])
    }

    @Test("Class 8: a String enum's raw values, with and without a raw value written")
    func enumRawValues() {
        let code = """
        import WidgetKit

        enum Kind: String {
            case counter = "CounterWidget"
            case clock
        }

        struct CounterWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: Kind.counter.rawValue, provider: P()) { _ in EmptyView() }
            }
        }

        func reload() { WidgetCenter.shared.reloadTimelines(ofKind: Kind.clock.rawValue) }
        """
        #expect(scan([("Widget/Kinds.swift", code)]) == [
            "widget-kind CounterWidget Widget/Kinds.swift:10 Widget/Kinds.swift:4",
            "reload clock Widget/Kinds.swift:14 Widget/Kinds.swift:5",
        ])
        // A bare name is never another type's case: `kind` here is the loop's, unknown.
        let loop = """
        import WidgetKit

        struct Entry: Codable {
            private enum CodingKeys: String, CodingKey {
                case kind
            }
        }

        func reloadAll(_ kinds: [String]) {
            for kind in Set(kinds) {
                WidgetCenter.shared.reloadTimelines(ofKind: kind)
            }
        }
        """
        #expect(scan([("Shared/Reload.swift", loop)]) == ["reload nil Shared/Reload.swift:11 -"])
    }

    @Test("Class 8: a configuration whose content closure, inside its parentheses, runs past the argument limit keeps its kind")
    func kindBeforeALongContentArgument() {
        // home-assistant's shape: `AppIntentConfiguration(kind: ..., content: { entry in ... })`,
        // the view built inside the list; the list closes past `SourceText.maximumArgumentBytes`.
        let rows = (0..<40).map { "                    Text(entry.rows[\($0)].title).font(.caption)" }.joined(separator: "\n")
        let widget = """
        import WidgetKit
        import SwiftUI

        enum Kinds: String {
            case openPage = "WidgetOpenPage"
        }

        struct OpenPageWidget: Widget {
            var body: some WidgetConfiguration {
                AppIntentConfiguration(
                    kind: Kinds.openPage.rawValue,
                    intent: OpenPageIntent.self,
                    provider: OpenPageProvider(),
                    content: { entry in
                        VStack {
        \(rows)
                        }
                    }
                )
            }
        }
        """
        #expect(widget.utf8.count > SourceText.maximumArgumentBytes * 2)
        #expect(scan([("Widget/OpenPageWidget.swift", widget)]) == [
            "widget-kind WidgetOpenPage Widget/OpenPageWidget.swift:10 Widget/OpenPageWidget.swift:5",
        ])
    }

    @Test("Class 8: one widget type given its kind by an initializer is one kind per call")
    func kindThroughInitializer() {
        let widget = """
        import WidgetKit

        struct CountdownWidget: Widget {
            let kind: String

            init(kind: String) {
                self.kind = kind
            }

            var body: some WidgetConfiguration {
                StaticConfiguration(kind: kind, provider: Provider()) { _ in EmptyView() }
            }
        }
        """
        let bundle = """
        import WidgetKit

        @main
        struct Widgets: WidgetBundle {
            var body: some Widget {
                CountdownWidget(kind: "CountdownSmall")
                CountdownWidget(kind: "CountdownLarge")
            }
        }
        """
        let found = scan([("Widget/CountdownWidget.swift", widget), ("Widget/Widgets.swift", bundle)])
        #expect(found == [
            "widget-kind CountdownSmall Widget/CountdownWidget.swift:11 Widget/Widgets.swift:6",
            "widget-kind CountdownLarge Widget/CountdownWidget.swift:11 Widget/Widgets.swift:7",
        ])
    }

    @Test("Class 8, groups too: a field of a class made where it is used (`Constant().appGroupId`), defined once")
    func fieldOfAnInstance() {
        let constant = "final class Constant {\n    let appGroupId = \"group.com.acme.diary\"\n}\n"
        let use = "import Foundation\n\nlet defaults = UserDefaults(suiteName: Constant().appGroupId)\nlet shared = Config.shared.group\n"
        let config = "struct Config {\n    static let shared = Config()\n    let group = \"group.com.acme.other\"\n}\n"
        #expect(scan([("Shared/Constant.swift", constant), ("App/Use.swift", use), ("Shared/Config.swift", config)]) == [
            "group group.com.acme.diary App/Use.swift:3 Shared/Constant.swift:2",
        ])
        // The Dart shape: a field (`String appGroupId = ...`) of a class made at the call.
        let dart = [("lib/constant.dart", "class Constant {\n  String appGroupId = 'group.com.acme.diary';\n}\n"),
                    ("lib/main.dart", "Future<void> main() async {\n  await HomeWidget.setAppGroupId(Constant().appGroupId);\n}\n")]
        #expect(scan(dart, language: .dart) == ["group group.com.acme.diary lib/main.dart:2 lib/constant.dart:2"])
    }

    /// Round 11 LoveLiveMusicPlayer: `dart format` puts a long constant's literal on the next line.
    @Test("Dart and Swift: a constant whose literal is wrapped onto the next line is that literal")
    func wrappedConstant() {
        let dart = [("lib/const.dart", "class Const {\n  static const String homeWidgetGroupId =\n      'group.com.acme.music.player.widget';\n}\n"),
                    ("lib/main.dart", "Future<void> main() async {\n  await HomeWidget.setAppGroupId(Const.homeWidgetGroupId);\n}\n")]
        #expect(scan(dart, language: .dart) == ["group group.com.acme.music.player.widget lib/main.dart:2 lib/const.dart:3"])
        let swift = "import Foundation\n\nenum Shared {\n    static let group =\n        \"group.com.acme.music\"\n}\n\nlet defaults = UserDefaults(suiteName: Shared.group)\n"
        #expect(scan([("App/Shared.swift", swift)]) == ["group group.com.acme.music App/Shared.swift:8 App/Shared.swift:5"])
    }

    @Test("Dart: a wrapper's parameter is what its callers pass (positional, named, arrow bodies); another type's call of the same name is none")
    func dartWrapperParameters() {
        // The shape of a home_widget app's helper class: static methods taking the group and the kind.
        let config = """
        import 'package:home_widget/home_widget.dart';

        class WidgetConfig {
          static Future<void> init(String group) async {
            await HomeWidget.setAppGroupId(group);
          }

          static Future<void> refresh({required String kind, String android = 'Provider'}) =>
              HomeWidget.updateWidget(iOSName: kind, androidName: android);
        }
        """
        let home = """
        import 'package:hive/hive.dart';
        import 'widget_config.dart';

        const String group = 'group.com.acme.tasks';

        class TasksWidget {
          static Future<void> start(String path) async {
            Hive.init(Directory(path).absolute.path);
            await WidgetConfig.init(group);
          }

          static Future<void> update() async {
            await WidgetConfig.refresh(kind: 'TasksWidget');
          }
        }

        Future<void> main() async => TasksWidget.update();
        """
        #expect(scan([("lib/widget_config.dart", config), ("lib/tasks_widget.dart", home)], language: .dart) == [
            "group group.com.acme.tasks lib/widget_config.dart:5 lib/tasks_widget.dart:4",
            "reload TasksWidget lib/widget_config.dart:9 lib/tasks_widget.dart:13",
        ])
        // A caller passing what nothing here defines leaves the parameter unknown, never the other callers' value alone.
        let unknown = home.replacingOccurrences(of: "await WidgetConfig.refresh(kind: 'TasksWidget');",
                                                with: "await WidgetConfig.refresh(kind: 'TasksWidget');\n    await WidgetConfig.refresh(kind: flavor.kind);")
        #expect(scan([("lib/widget_config.dart", config), ("lib/tasks_widget.dart", unknown)], language: .dart).contains("reload nil lib/widget_config.dart:9 -"))
        // An optional positional parameter (`[String? kind]`) is taken by place.
        let positional = config.replacingOccurrences(of: "{required String kind, String android = 'Provider'}", with: "[String? kind, String android = 'Provider']")
        let caller = home.replacingOccurrences(of: "refresh(kind: 'TasksWidget')", with: "refresh('TasksWidget')")
        #expect(scan([("lib/widget_config.dart", positional), ("lib/tasks_widget.dart", caller)], language: .dart)
            .contains("reload TasksWidget lib/widget_config.dart:9 lib/tasks_widget.dart:13"))
    }

    @Test("A hostile Dart file: declarations nested 4,000 deep in one another's parameter lists are read within bounds")
    func nestedDartParameterLists() {
        let depth = 4_000
        let code = String(repeating: "void f(String a g(", count: depth) + String(repeating: ") {}) {}", count: depth)
            + "\nvoid main() { HomeWidget.setAppGroupId(group); }\n"
        let found = scan([("lib/hostile.dart", code)], language: .dart)
        #expect(found.count <= 1)
        // Every declaration's list but the innermost few is past the bound: none is read.
        #expect(SourceDeclarations(SourceText(code, language: .dart)).functions.count < 2 * depth)
    }

    @Test("Dart parameter lists: positional, optional, named with defaults, field formals, annotations, function types")
    func dartParameterLists() {
        let read = SourceDeclarations.dartParameters("String a, [int? b = 1, List<String> c = const ['x,y']]").map { "\($0.label ?? "_") \($0.name) \($0.position)" }
        #expect(read == ["_ a 0", "_ b 1", "_ c 2"])
        let named = SourceDeclarations.dartParameters("this.group, {@Deprecated('x') required super.key, void Function(int) onTap, String kind: 'K'}")
        #expect(named.map { "\($0.label ?? "_") \($0.name) \($0.position)" } == ["_ group 0", "key key 1", "onTap onTap 2", "kind kind 3"])
        #expect(named[3].type == "String" && SourceDeclarations.dartParameters("WidgetKind kind").first?.type == "WidgetKind")
        // A parameter written as a function carries no string; it is left out.
        #expect(SourceDeclarations.dartParameters("String a, void callback(int x)").map(\.name) == ["a"])
    }

    @Test("Objective-C: initWithSuiteName: and the container URL, through a constant and a #define")
    func objectiveC() {
        let code = """
        #import "SharedStore.h"

        static NSString *const kAppGroup = @"group.com.acme.legacy";
        #define CONTAINER_GROUP @"group.com.acme.files"

        @implementation SharedStore
        - (NSUserDefaults *)defaults {
            return [[NSUserDefaults alloc] initWithSuiteName:kAppGroup];
        }
        - (NSURL *)folder {
            return [[NSFileManager defaultManager] containerURLForSecurityApplicationGroupIdentifier:CONTAINER_GROUP];
        }
        - (void)refresh {
            [[WGWidgetCenter sharedCenter] reloadTimelinesOfKind:@"LegacyWidget"];
        }
        @end
        """
        #expect(scan([("App/SharedStore.m", code)], language: .objectiveC) == [
            "group group.com.acme.legacy App/SharedStore.m:8 App/SharedStore.m:3",
            "group group.com.acme.files App/SharedStore.m:11 App/SharedStore.m:4",
            "reload LegacyWidget App/SharedStore.m:14 -",
        ])
    }

    /// Round 11 kthdd1234+weight-mate: one wrapper reloads every widget, and its Android-only
    /// caller passes an empty iOS name, which was taken for an iOS reload of no widget's kind.
    @Test("Dart: a wrapper's parameter is what the callers iOS runs pass; a caller only Android reaches passes nothing on iOS")
    func dartParameterOnIOS() {
        let service = """
        import 'package:home_widget/home_widget.dart';

        class WidgetService {
          Future<bool?> update({required String iosName}) async {
            return HomeWidget.updateWidget(iOSName: iosName, androidName: 'TableWidget');
          }

          Future<void> updateWeight() async => update(iosName: 'weightWidget');

          Future<void> updateAndroid() async => update(iosName: '');
        }
        """
        let main = """
        import 'dart:io';
        import 'service.dart';

        Future<void> refresh() async {
          if (Platform.isIOS) {
            await WidgetService().updateWeight();
          } else if (Platform.isAndroid) {
            await WidgetService().updateAndroid();
          }
        }
        """
        #expect(scan([("lib/service.dart", service), ("lib/main.dart", main)], language: .dart) == [
            "reload weightWidget lib/service.dart:5 lib/service.dart:8",
        ])
    }

    /// Swift Regex's default word boundary is Unicode's, which does not break at a dot between
    /// letters: `\bsave` missed `PetModule.save(`, `\blocalStorage` missed `window.localStorage`.
    @Test("A call after a dot is found: a bridge method JavaScript calls (its declaration left out), and the app's own storage")
    func callsAfterADot() {
        let script = """
        export const COUNT_KEY = 'count';
        export async function save(count) {
          window.localStorage.setItem('lastCount', String(count));
          await NativeModules.PetModule.save(COUNT_KEY, count);
        }
        """
        let found = ScriptKeyScanner.scan(script, file: "src/widget.ts", bridgeMethods: [.init(module: "PetModule", name: "save", position: 0, suite: .group)])
            .map { "\($0.call) \($0.key ?? "nil") \($0.suite) \($0.file):\($0.line) \($0.definedAt ?? "-")" }
        #expect(found == ["localStorage.setItem lastCount app src/widget.ts:3 -", "PetModule.save count group src/widget.ts:4 src/widget.ts:1"])
    }

    @Test("JavaScript, Kotlin and C#: the app's group writes, through their constants")
    func appLanguages() {
        let javaScript = """
        import SharedGroupPreferences from 'react-native-shared-group-preferences';

        const appGroup = 'group.com.acme.rn';

        export async function save(data) {
          await SharedGroupPreferences.setItem('widgetData', data, appGroup);
        }
        """
        #expect(scan([("src/widget.ts", javaScript)], language: .javaScript) == ["group group.com.acme.rn src/widget.ts:6 src/widget.ts:3"])
        let kotlin = """
        package com.acme.shared

        import platform.Foundation.NSUserDefaults

        private const val GROUP = "group.com.acme.kmp"

        actual fun widgetDefaults(): NSUserDefaults? = NSUserDefaults(suiteName = GROUP)
        """
        #expect(scan([("shared/src/iosMain/kotlin/Defaults.kt", kotlin)], language: .kotlin) == [
            "group group.com.acme.kmp shared/src/iosMain/kotlin/Defaults.kt:7 shared/src/iosMain/kotlin/Defaults.kt:5",
        ])
        let csharp = """
        using Foundation;

        public static class WidgetStore
        {
            const string AppGroup = "group.com.acme.maui";

            public static void Save(string json)
            {
                var defaults = new NSUserDefaults(AppGroup, NSUserDefaultsType.SuiteName);
                var standard = new NSUserDefaults();
                defaults.SetString(json, "widget");
            }
        }
        """
        #expect(scan([("Platforms/iOS/WidgetStore.cs", csharp)], language: .csharp) == [
            "group group.com.acme.maui Platforms/iOS/WidgetStore.cs:9 Platforms/iOS/WidgetStore.cs:5",
        ])
    }

    @Test("Deep, cyclic and self-referring definitions end within the bounds")
    func hostileDefinitions() {
        var chain = "let a0 = \"group.end\"\n"
        for index in 1..<200 { chain += "let a\(index) = a\(index - 1)\n" }
        chain += "let d = UserDefaults(suiteName: a199)\n"
        let cycle = "let a = b\nlet b = a\nlet d = UserDefaults(suiteName: a)\nlet e = UserDefaults(suiteName: f(f(f(f(f(x))))))\n"
        let nested = "let d = UserDefaults(suiteName: " + String(repeating: "(", count: 5_000) + "x" + String(repeating: ")", count: 5_000) + ")\n"
        let callers = "func open(_ g: String) { _ = UserDefaults(suiteName: g) }\n" + String(repeating: "open(open(\"group.x\"))\n", count: 2_000)
        // One name defined a hundred thousand times, used as often: each use reads a bounded number.
        let defined = String(repeating: "enum K { static let g = \"group.x\" }\n", count: 20_000)
            + String(repeating: "let d = UserDefaults(suiteName: g)\n", count: 400)
        for code in [chain, cycle, nested, callers, defined] {
            let found = scan([("a.swift", code)])
            #expect(found.count <= CodeScanner.maximumOccurrencesPerFile)
        }
        #expect(scan([("a.swift", chain)]) == ["group nil a.swift:201 -"])
    }
}
