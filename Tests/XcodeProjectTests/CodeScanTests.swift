import Foundation
import ProjectFixtures
import Testing
@testable import XcodeProject

@Suite("Group and kind strings in Dart and Swift")
struct CodeScanTests {
    @Test("Dart: setAppGroupId, appGroupId: on any call, and updateWidget's names, each with its line")
    func dart() {
        let code = """
        import 'package:home_widget/home_widget.dart';

        const groupId = "group.com.example.pets";

        Future<void> sync(String name) async {
          await HomeWidget.setAppGroupId(groupId);
          await HomeWidget.saveWidgetData<String>('name', name, appGroupId: 'group.com.example.pets');
          await HomeWidget.renderFlutterWidget(const Icon(Icons.pets), key: 'icon');
          await HomeWidget.updateWidget(
            name: 'PetWidgetProvider',
            iOSName: 'PetWidget',
          );
          await HomeWidget.updateWidget(name: 'PetWidget');
          await HomeWidget.updateWidget(androidName: 'PetWidgetProvider');
          final other = flag ? appGroupId : null;
          /* HomeWidget.setAppGroupId('group.block.comment'); */
          print('// HomeWidget.setAppGroupId("group.in.a.string")');
        }
        """
        let found = CodeScanner.scan([(code, "lib/sync.dart")], language: .dart)
        let summary = found.map { "\($0.kind.rawValue) \($0.call) \($0.value ?? "nil") @\($0.line)" }
        #expect(summary == [
            "group HomeWidget.setAppGroupId group.com.example.pets @6",
            "home-widget-data HomeWidget.renderFlutterWidget nil @8",
            "reload HomeWidget.updateWidget(iOSName:) PetWidget @9",
            "reload HomeWidget.updateWidget(name:) PetWidget @13",
            "android-only-reload HomeWidget.updateWidget PetWidgetProvider @14",
            "group appGroupId: group.com.example.pets @7",
        ])
    }

    @Test("Dart: a function's parameter is that parameter, never another class's field of the same name")
    func dartParameterShadowsFields() {
        let service = """
        import 'package:home_widget/home_widget.dart';

        const iOSGroupID = 'group.com.example.pets';

        class WidgetService {
          Future<void> setAppGroup({String id = iOSGroupID}) async {
            await HomeWidget.setAppGroupId(id);
          }
          Future<void> label(String id) async {
            if (id == 'x') {
              await HomeWidget.setAppGroupId(id);
            }
          }
          Future<void> owner() async {
            if (id == 'x') {
              await HomeWidget.setAppGroupId(id);
            }
          }
        }

        final widgets = WidgetService();
        """
        let interceptor = "class Interceptor {\n  final String id = Platform.isIOS ? 'ios' : 'droid';\n}\n"
        let found = CodeScanner.scan([(service, "lib/service.dart"), (interceptor, "lib/interceptor.dart")], language: .dart)
            .filter { $0.kind == .group }
        // The two parameters are unknown here (their callers are not read), not the field's 'ios' and 'droid'.
        #expect(found.filter { $0.line == 7 || $0.line == 11 }.allSatisfy { $0.value == nil })
        #expect(found.contains { $0.line == 7 } && found.contains { $0.line == 11 })
        // A bare name inside a condition's parentheses declares nothing: the field is still found.
        #expect(Set(found.filter { $0.line == 16 }.compactMap(\.value)) == ["ios", "droid"])
    }

    @Test("Swift: an implicit member a caller passes is the parameter's type's, not every enum's case of that name")
    func implicitMemberOfParameterType() {
        let code = """
        import WidgetKit

        enum WidgetKind: String { case vpn = "VPNStatusWidget" }
        enum FeedbackCategory: String { case vpn }
        enum FeedbackSubcategory: String { case vpn = "vpnIssue" }

        extension WidgetCenter {
            func reloadTimelines(ofKind kind: WidgetKind) { reloadTimelines(ofKind: kind.rawValue) }
        }

        func reloadVPN() { WidgetCenter.shared.reloadTimelines(ofKind: .vpn) }

        extension String { static let vpn = "VPNShortcutWidget" }
        func reload(_ kind: String) { WidgetCenter.shared.reloadTimelines(ofKind: kind) }
        func tap() { reload(.vpn) }
        """
        let reloads = CodeScanner.scan([(code, "VPN.swift")], language: .swift).filter { $0.kind == .reload }
        // duckduckgo's WidgetKind overload: one kind, never FeedbackCategory's "vpn" nor FeedbackSubcategory's "vpnIssue".
        #expect(Set(reloads.filter { $0.line == 11 }.compactMap(\.value)) == ["VPNStatusWidget"])
        #expect(reloads.filter { $0.line == 11 }.count == 1)
        // Through a parameter typed String, what a caller passes is String's member.
        #expect(reloads.filter { $0.line == 14 }.map(\.value) == ["VPNShortcutWidget"])
    }

    @Test("Swift: suite names, container URLs and kinds through constants, and reloads")
    func swift() {
        let code = """
        import WidgetKit

        enum Shared {
            static let group = "group.com.example.pets"
        }

        struct PetWidget: Widget {
            let kind: String = "PetWidget"
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: kind, provider: Provider()) { entry in PetView(entry: entry) }
            }
        }

        let defaults = UserDefaults.init(suiteName: Shared.group)
        let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.\\(suffix)")
        func reload() { WidgetCenter.shared.reloadTimelines(ofKind: "PetWidget") }
        // UserDefaults(suiteName: "group.commented")
        """
        let found = CodeScanner.scan([(code, "PetWidget.swift")], language: .swift)
        let summary = found.map { "\($0.kind.rawValue) \($0.call) \($0.value ?? "nil") @\($0.line)" }
        #expect(summary == [
            "group UserDefaults(suiteName:) group.com.example.pets @14",
            "group containerURL(forSecurityApplicationGroupIdentifier:) nil @15",
            "widget-kind StaticConfiguration(kind:) PetWidget @10",
            "reload reloadTimelines(ofKind:) PetWidget @16",
        ])
    }

    /// Constants grouped in nested types (`SharedConstants.GroupUserDefaults.groupContainerId`,
    /// `Constants.Widgets.Kind.upNext`) are read through the whole path, in another file than the use:
    /// the middle names are types, not members with values.
    @Test("A constant reached through nested types is the constant of the innermost type")
    func nestedTypeConstants() {
        let constants = """
        enum SharedConstants {
            enum GroupUserDefaults {
                public static let groupContainerId = "group.com.example.casts"
                public static let upNextItems = "upNextItems"
            }
        }
        struct Constants {
            struct Widgets {
                enum Kind {
                    static let upNext = "Up_Next_Widget"
                }
            }
        }
        """
        let use = """
        import WidgetKit

        struct UpNextWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: Constants.Widgets.Kind.upNext, provider: Provider()) { _ in EmptyView() }
            }
        }
        func save() {
            let defaults = UserDefaults(suiteName: SharedConstants.GroupUserDefaults.groupContainerId)
            let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: SharedConstants.GroupUserDefaults.groupContainerId)
            WidgetCenter.shared.reloadTimelines(ofKind: Constants.Widgets.Kind.upNext)
        }
        """
        let found = CodeScanner.scan([(constants, "Shared/SharedConstants.swift"), (use, "Widget/UpNextWidget.swift")], language: .swift)
        let summary = found.map { "\($0.kind.rawValue) \($0.call) \($0.value ?? "nil") @\($0.file):\($0.line)" }
        #expect(summary == [
            "group UserDefaults(suiteName:) group.com.example.casts @Widget/UpNextWidget.swift:9",
            "group containerURL(forSecurityApplicationGroupIdentifier:) group.com.example.casts @Widget/UpNextWidget.swift:10",
            "widget-kind StaticConfiguration(kind:) Up_Next_Widget @Widget/UpNextWidget.swift:5",
            "reload reloadTimelines(ofKind:) Up_Next_Widget @Widget/UpNextWidget.swift:11",
        ])
    }

    /// Xcode's template gives every widget `let kind: String = "..."`, so a file of several
    /// widgets defines `kind` once per struct: each configuration means its own struct's.
    @Test("A name defined in several types resolves at each use to the definition of the type around it")
    func scopedConstants() {
        let code = """
        struct UnreadWidget: Widget {
            let kind: String = "com.example.Unread"
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: kind, provider: Provider()) { _ in EmptyView() }
            }
        }

        struct TodayWidget: Widget {
            let kind: String = "com.example.Today"
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: kind, provider: Provider()) { _ in EmptyView() }
            }
        }

        struct Elsewhere {
            func reload() { WidgetCenter.shared.reloadTimelines(ofKind: kind) }
            func qualified() { WidgetCenter.shared.reloadTimelines(ofKind: Kinds.kind) }
        }
        """
        let found = CodeScanner.scan([(code, "Widgets.swift")], language: .swift)
        #expect(found.map { "\($0.kind.rawValue) \($0.value ?? "nil") @\($0.line) \($0.definedAt ?? "-")" } == [
            "widget-kind com.example.Unread @4 Widgets.swift:2",
            "widget-kind com.example.Today @11 Widgets.swift:9",
            // Outside both types the name is still ambiguous, and a qualified name is another type's.
            "reload nil @16 -",
            "reload nil @17 -",
        ])
    }

    @Test("A constant defined in another file of the project is used when it is defined once")
    func crossFileConstants() {
        let files = [
            ("lib/constants.dart", "class Keys {\n  static const String iOSGroupId = 'group.com.example.pets';\n}\n"),
            ("lib/main.dart", "void main() {\n  HomeWidget.setAppGroupId(Keys.iOSGroupId);\n}\n"),
        ]
        let found = CodeScanner.scan(files.map { (text: $0.1, file: $0.0) }, language: .dart)
        #expect(found.first?.value == "group.com.example.pets")
        #expect(found.first?.file == "lib/main.dart")
    }

    @Test("Unclosed calls, strings and comments end the scan of that file without a crash")
    func hostileSource() {
        for code in ["HomeWidget.setAppGroupId(", "UserDefaults(suiteName: \"group.", "/* never closed UserDefaults(suiteName: \"x\")",
                     "HomeWidget.updateWidget(iOSName: '''", String(repeating: "(", count: 10_000) + "UserDefaults(suiteName: x"] {
            _ = CodeScanner.scan([(code, "a.dart")], language: .dart)
            let swift = CodeScanner.scan([(code, "a.swift")], language: .swift)
            #expect(swift.allSatisfy { $0.line >= 1 })
        }
    }

    @Test("A file of unclosed calls is read within the per-file bounds")
    func unclosedCallsAreBounded() {
        let code = String(repeating: "HomeWidget.setAppGroupId(x, ", count: 2_000)
        let found = CodeScanner.scan(Data(code.utf8), file: "lib/hostile.dart", language: .dart)
        #expect(found.count <= CodeScanner.maximumOccurrencesPerFile)
    }

    @Test("A relative import the checkout lacks hides the scripts' writes only when it is code: data and assets write no key")
    func missingScriptImports() throws {
        let scratch = try ScratchFolder()
        try scratch.write("src/services/storage.ts", "import bible from '../data/bible.json';\nimport logo from './logo.png';\nimport { save } from './widget';\n")
        try scratch.write("src/services/widget.ts", "export function save() {}\n")
        let scope = ProjectScope(root: scratch.url)
        let read = { (path: String) in (url: scratch.url.appendingPathComponent(path), text: try String(contentsOf: scratch.url.appendingPathComponent(path), encoding: .utf8)) }
        #expect(ScriptKeyScanner.missingImport([try read("src/services/storage.ts")], scope: scope) == nil)
        try scratch.write("src/app.ts", "import config from './config.json';\nimport { helper } from './missing/helper';\n")
        #expect(ScriptKeyScanner.missingImport([try read("src/services/storage.ts"), try read("src/app.ts")], scope: scope) == "app.ts imports ./missing/helper")
        // A dotted name is code unless its extension is data's (Angular's `./widget.service` is `widget.service.ts`).
        try scratch.write("src/module.ts", "import { WidgetService } from './widget.service';\n")
        #expect(ScriptKeyScanner.missingImport([try read("src/module.ts")], scope: scope) == "module.ts imports ./widget.service")
    }

    @Test("The source walk stops at its bounds and says so")
    func walkerBounds() throws {
        let scratch = try ScratchFolder()
        for index in 0..<5 { try scratch.write("lib/file\(index).dart", "void main() {}\n") }
        try scratch.write("build/generated.dart", "")
        try scratch.write(".dart_tool/cache.dart", "")
        var walker = SourceTreeWalker()
        let scope = ProjectScope(root: scratch.url)
        #expect(walker.list(scratch.url, scope: scope).dart.map(\.lastPathComponent) == (0..<5).map { "file\($0).dart" })
        walker.limits.files = 3
        let listing = walker.list(scratch.url, scope: scope)
        #expect(listing.dart.count == 3)
        #expect(listing.truncated == "stopped after 3 files")
    }
}
