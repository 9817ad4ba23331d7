import Foundation
import Testing
@testable import XcodeProject

@Suite("The keys the code reads from and writes to the group's suite")
struct KeyScanTests {
    private func facts(swift: [(String, String, [String])] = [], objectiveC: [(String, String, [String])] = [],
                       dart: [(text: String, file: String)] = [], scripts: [(text: String, file: String)] = []) -> KeyFacts {
        KeyInspection.facts(swift: swift.map { IntentInspection.Source(text: $0.0, file: $0.1, targets: $0.2) },
                            objectiveC: objectiveC.map { IntentInspection.Source(text: $0.0, file: $0.1, targets: $0.2) }, dart: DartCode(dart),
                            scripts: scripts, targets: [])
    }

    @Test("Swift: a suite bound in another file, getters strict or not, casts, writes with their types, standard defaults left out")
    func swift() {
        let shared = """
        import Foundation

        enum Shared {
            static let defaults = UserDefaults(suiteName: "group.com.example.app")!
            static let countKey = "count"
        }
        """
        let app = """
        import Foundation

        func save(_ items: [Item], count: Int) throws {
            Shared.defaults.set(count, forKey: Shared.countKey)
            let encoded = try JSONEncoder().encode(items)
            Shared.defaults.set(encoded, forKey: "items")
            Shared.defaults.set("Mochi", forKey: "name")
            UserDefaults.standard.set(true, forKey: "onboarded")
            Shared.defaults.set(3, forKey: "slot_\\(index)")
        }
        """
        let widget = """
        import WidgetKit

        struct Provider {
            let store = UserDefaults(suiteName: "group.com.example.app")
            func read() {
                let count = store?.integer(forKey: "count") ?? 0
                let items = Shared.defaults.data(forKey: "items")
                let name = UserDefaults(suiteName: "group.com.example.app")?
                    .object(forKey: "name") as? [String: Any]
                let local = UserDefaults.standard.string(forKey: "onboarded")
            }
        }
        """
        let found = facts(swift: [(shared, "Shared/Shared.swift", ["App", "Widget"]), (app, "App/Model.swift", ["App"]),
                                  (widget, "Widget/Provider.swift", ["Widget"])])
        let reads = found.accesses.filter { $0.role == .read }
        #expect(reads.map(\.key) == ["count", "items", "name"])
        #expect(reads.map(\.type) == [nil, .data, .dictionary])
        #expect(reads.map(\.line) == [6, 7, 9])
        #expect(reads.allSatisfy { $0.suite == .group && $0.targets == ["Widget"] })
        let writes = found.accesses.filter { $0.role == .write }
        #expect(writes.map(\.key) == ["count", "items", "name", nil])
        #expect(writes.map(\.type) == [.number, .data, .string, .number])
        #expect(writes[0].definedAt == "Shared/Shared.swift:5")
        #expect(writes[3].prefix == "slot_" && writes[3].mayBe("slot_2") && !writes[3].mayBe("count"))
        #expect(!found.accesses.contains { $0.key == "onboarded" })
    }

    /// An `@AppStorage` property reads its key where it is read, not where it is declared
    /// (held-out cestbonciel/iOS-TIL's WidgetDemo: a widget's store declares
    /// `targetStreak` and `progressColor` it only sets in a function nothing calls, and was said to
    /// read them, "no code writes that key").
    @Test("Swift: @AppStorage reads where the property is read (an interpolation, a binding), not where it is only set")
    func appStorageWhereUsed() {
        let store = """
        import SwiftUI

        struct Store {
            @AppStorage("streak", store: UserDefaults(suiteName: "group.com.example.app"))
            private var streak = 0

            @AppStorage("target", store: UserDefaults(suiteName: "group.com.example.app")) private var target = 50

            @AppStorage("color", store: UserDefaults(suiteName: "group.com.example.app")) var color = "blue"

            @AppStorage("tint", store: UserDefaults(suiteName: "group.com.example.app")) var tint = 0

            func log() { streak += 1 }
            func save(_ value: Int) { target = value }
            var label: String { "\\(String(describing: color))" }
            var stepper: some View { Stepper("Tint", value: $tint) }
        }
        """
        let found = facts(swift: [(store, "Widget/Store.swift", ["Widget"])])
        #expect(found.accesses.filter { $0.role == .read }.map(\.key) == ["streak", "color", "tint"])
        // Every declaration still counts as a write (SwiftKeyScanner says why).
        #expect(found.accesses.filter { $0.role == .write }.map(\.key) == ["streak", "target", "color", "tint"])
    }

    /// An unseen project's widget (notion_todo) clears a key the app once left: it tests that the
    /// key is there only to remove it, and shows nothing of it. That test is no read of the key:
    /// the widget-key check called it unwritten ("the widget reads nil and shows its placeholder").
    @Test("Swift: a presence test whose block removes the key is cleanup, not a read; a presence test that shows something is a read")
    func presenceTestThatRemovesTheKey() {
        let widget = """
        import WidgetKit

        struct Provider {
            let store = UserDefaults(suiteName: "group.com.example.app")
            func read() -> Bool {
                if store?.object(forKey: "pending_update") != nil {
                    // handled: clear it
                    store?.removeObject(forKey: "pending_update")
                }
                if store?.object(forKey: "pro") != nil {
                    return true
                }
                if store?.object(forKey: "stale") != nil { store?.removeObject(forKey: "other") }
                return false
            }
        }
        """
        let found = facts(swift: [(widget, "Widget/Provider.swift", ["Widget"])])
        #expect(found.accesses.filter { $0.role == .read }.map(\.key) == ["pro", "stale"])
    }

    @Test("Swift: what a read gives for an absent key: the last default of its ?? chain, a getter's zero (its ?? serves a nil suite), else nil")
    func absentValues() {
        let widget = """
        import WidgetKit

        struct Provider {
            let store = UserDefaults(suiteName: "group.com.example.app")
            func read() {
                let stop = store?.object(forKey: "stop") as? String
                    ?? store?.object(forKey: "station") as? String
                    ?? "UN"
                let count = store?.integer(forKey: "count")
                let shown = store?.bool(forKey: "shown") ?? true
                let name = store?.string(forKey: "name")
                let items = (store?.array(forKey: "items") as? [String]) ?? []
                let label = store?.string(forKey: "label") ?? defaultLabel(for: stop, count: count)
            }
        }
        """
        let found = facts(swift: [(widget, "Widget/Provider.swift", ["Widget"])])
        let reads = found.accesses.filter { $0.role == .read }
        #expect(reads.map(\.key) == ["stop", "station", "count", "shown", "name", "items", "label"])
        #expect(reads.map(\.absentValue) == ["\"UN\"", "\"UN\"", "0", "false", nil, nil, "defaultLabel(for: stop, count: count)"])
    }

    /// The file-wide and project-wide constants are read by name alone: `Store.key` took the one
    /// `key` the reading file defines, another type's.
    @Test("Swift: `Store.key` is Store's constant, not another type's `key` the file defines")
    func ownerQualifiedKey() {
        let store = "import Foundation\n\nenum Store {\n    static let defaults = UserDefaults(suiteName: \"group.com.example.app\")!\n    static let key = \"store.count\"\n}\n"
        let widget = """
        import WidgetKit

        enum Other {
            static let key = "other.flag"
        }

        struct Provider {
            func read() {
                let count = Store.defaults.integer(forKey: Store.key)
                let flag = Store.defaults.bool(forKey: Other.key)
            }
        }
        """
        let reads = facts(swift: [(store, "Shared/Store.swift", ["App", "Widget"]), (widget, "Widget/Provider.swift", ["Widget"])]).accesses
        #expect(reads.map(\.key) == ["store.count", "other.flag"])
        #expect(reads.map(\.definedAt) == ["Shared/Store.swift:5", "Widget/Provider.swift:4"])
    }

    /// A name a file declares as `UserDefaults` is that file's: held-out duckduckgo-iOS injects
    /// `userDefaults: UserDefaults = .app` (`UserDefaults.standard`), and its reads were taken for
    /// the group's because the widget binds its own `let userDefaults = UserDefaults(suiteName:)`.
    @Test("Swift: a property or parameter the file declares as UserDefaults is decided by what the file assigns it, not by another file's same name")
    func declaredNameIsTheFilesOwn() {
        let widget = "import WidgetKit\n\nfunc entry() {\n    let defaults = UserDefaults(suiteName: \"group.com.example.app\")\n    _ = defaults?.string(forKey: \"name\")\n}\n"
        let extensions = "import Foundation\n\nextension UserDefaults {\n    static var app = UserDefaults.standard\n    static let shared = UserDefaults(suiteName: \"group.com.example.app\")!\n}\n"
        let injected = """
        import Foundation

        final class Launch {
            private let defaults: UserDefaults
            init(defaults: UserDefaults = .app) { self.defaults = defaults }
            var done: Bool { defaults.string(forKey: "onboarded") == "true" }
        }
        """
        let assigned = """
        import Foundation

        final class Store {
            private let defaults: UserDefaults
            init() { defaults = .shared }
            var count: Int { defaults.integer(forKey: "count") }
        }
        """
        let passed = """
        import Foundation

        func load(from defaults: UserDefaults) -> String? {
            defaults.string(forKey: "title")
        }
        """
        let reads = facts(swift: [(widget, "Widget/Entry.swift", ["Widget"]), (extensions, "Shared/Defaults.swift", ["App", "Widget"]),
                                  (injected, "App/Launch.swift", ["App"]), (assigned, "Widget/Store.swift", ["Widget"]),
                                  (passed, "App/Load.swift", ["App"])]).accesses.filter { $0.role == .read }
        #expect(reads.map(\.key) == ["name", "count"])
        #expect(reads.map(\.file) == ["Widget/Entry.swift", "Widget/Store.swift"])
    }

    /// Held-out WidgetWeaver's steps store writes its keys through `setInt(v, key: Keys.goalSteps, ...)`
    /// and migrates legacy keys it reads once: its widget's reads were "never written".
    @Test("Swift: a helper taking its key as a parameter writes each key its calls pass; a migration's reads are no widget's")
    func helperParameterAndMigration() {
        let store = """
        import Foundation

        enum Keys {
            static let goal = "steps.goal.v1"
            static let legacyGoal = "steps.goal"
            static let legacySpec = "spec.v0"
        }

        final class StepsStore {
            private let defaults = UserDefaults(suiteName: "group.com.example.app")!

            func save(goal: Int) {
                setInt(goal, key: Keys.goal)
                store("steps.today", 12)
            }

            private func setInt(_ value: Int, key: String) {
                defaults.set(value, forKey: key)
            }

            private func store(_ key: String, _ value: Int) {
                defaults.set(value, forKey: key)
            }

            func goal() -> Int { defaults.integer(forKey: Keys.goal) }

            func today() -> Int { defaults.integer(forKey: "steps.today") }

            private func migrateFromV1IfNeeded() {
                if let old = defaults.object(forKey: Keys.legacyGoal) as? Int { setInt(old, key: Keys.goal) }
            }

            private func loadOnce() -> Data? {
                guard let data = defaults.data(forKey: Keys.legacySpec) else { return nil }
                defer { defaults.removeObject(forKey: Keys.legacySpec) }
                return data
            }
        }
        """
        let accesses = facts(swift: [(store, "Shared/StepsStore.swift", ["App", "Widget"])]).accesses
        #expect(accesses.filter { $0.role == .read }.map(\.key) == ["steps.goal.v1", "steps.today"])
        let written = accesses.filter { $0.role == .write && $0.key != nil }
        #expect(written.map(\.key) == ["steps.goal.v1", "steps.goal.v1", "steps.today"])
        #expect(written.map(\.line) == [13, 30, 14])
        #expect(written.allSatisfy { $0.suite == .group })
    }

    /// Held-out nightscout+nightguard: settings stored under new keys whose defaults read the
    /// keys an older version wrote (`default: group.object(forKey: "alertIfAboveValue") ?? 180`).
    @Test("Swift: a read that is only another stored value's default, or the fallback of another key's read, is a migration's")
    func fallbackReads() {
        let settings = """
        import Foundation

        let group = UserDefaults(suiteName: "group.com.example.app")

        enum Settings {
            static let upper = StoredValue<Float>(key: "upperBound", default: (group?.object(forKey: "alertIfAboveValue") as? Float) ?? 180)
            static let reason = StoredValue<String>(key: "reason",
                                                    defaultValue: group?.string(forKey: "oldReason") ?? "Too Low")
            static var name: String { group?.string(forKey: "name") ?? group?.string(forKey: "legacyName") ?? "" }
            static var count: Int { group?.integer(forKey: "count") ?? 0 }
            static func label(_ fallback: String) -> String { format(group?.string(forKey: "label"), default: fallback) }
        }
        """
        let reads = facts(swift: [(settings, "Shared/Settings.swift", ["App", "Widget"])]).accesses.filter { $0.role == .read }
        #expect(reads.map(\.key) == ["name", "count", "label"])
    }

    /// Round 11 bdebut01+nobs-weather: `RCT_EXPORT_METHOD(setSharedData:(NSString *)suiteName key:(NSString *)key ...)`.
    @Test("Objective-C: a React Native method writing the key its parameter gives writes each key the scripts' calls pass; its own write names none")
    func objectiveCBridgeMethod() {
        let module = """
        #import <React/RCTBridgeModule.h>

        @implementation RNUserDefaults

        RCT_EXPORT_MODULE();

        RCT_EXPORT_METHOD(setSharedData:(NSString *)suiteName
                          key:(NSString *)key
                          value:(NSString *)value
                          resolver:(RCTPromiseResolveBlock)resolve
                          rejecter:(RCTPromiseRejectBlock)reject)
        {
          NSUserDefaults *shared = [[NSUserDefaults alloc] initWithSuiteName:suiteName];
          [shared setObject:value forKey:key];
          resolve(@YES);
        }

        @end
        """
        let script = """
        import { NativeModules } from 'react-native';

        const PINNED = 'pinnedCity';

        export async function pin(city: string) {
          await NativeModules.RNUserDefaults.setSharedData('group.com.acme.weather', PINNED, city);
        }
        """
        let writes = facts(objectiveC: [(module, "ios/App/RNUserDefaults.m", ["App"])], scripts: [(script, "services/widget.ts")])
            .accesses.filter { $0.role == .write }
        #expect(writes.map { "\($0.key ?? "nil") \($0.file):\($0.line) \($0.suite)" } == ["pinnedCity services/widget.ts:6 group"])
    }

    @Test("Dart: a wrapper taking its key as a parameter writes each key its calls pass, those iOS runs; its own write names none")
    func dartHelperParameter() {
        let config = """
        import 'package:home_widget/home_widget.dart';

        class WidgetConfig {
          static Future<void> save(String key, String value) async {
            await HomeWidget.saveWidgetData<String>(key, value);
          }

          static Future<bool?> saveNamed({required String id, required int count}) =>
              HomeWidget.saveWidgetData<int>(id, count);
        }
        """
        let home = """
        import 'dart:io';
        import 'widget_config.dart';

        const String tasksKey = 'tasks';

        Future<void> main() async {
          await WidgetConfig.save(tasksKey, '[]');
          await WidgetConfig.saveNamed(id: 'count', count: 3);
          if (Platform.isAndroid) {
            await WidgetConfig.save('android_only', '');
          }
        }
        """
        let written = facts(dart: [(config, "lib/widget_config.dart"), (home, "lib/main.dart")]).accesses.filter { $0.role == .write }
        #expect(written.map { "\($0.key ?? "nil") \($0.file):\($0.line) \($0.definedAt ?? "-")" } == [
            "nil lib/widget_config.dart:5 -",
            "tasks lib/main.dart:7 lib/main.dart:4",
            "nil lib/widget_config.dart:9 -",
            "count lib/main.dart:8 -",
        ])
        #expect(written.filter { $0.key != nil }.map(\.type) == [.string, .number])
        #expect(written.filter { $0.key != nil }.map(\.call) == ["WidgetConfig.save", "WidgetConfig.saveNamed(id:)"])
    }

    @Test("Dart: saveWidgetData's type from <T> or the value, the path-saving calls, Android-only blocks left out")
    func dart() {
        let code = """
        import 'package:home_widget/home_widget.dart';

        const titleKey = 'title';

        Future<void> sync(List<Pet> pets) async {
          await HomeWidget.saveWidgetData<int>('count', pets.length);
          await HomeWidget.saveWidgetData(titleKey, 'Pets');
          await HomeWidget.saveWidgetData<String>('pets', jsonEncode(pets));
          await HomeWidget.renderFlutterWidget(const Icon(Icons.pets), key: 'icon');
          await HomeWidget.saveWidgetData('cleared', null);
          if (Platform.isAndroid) {
            await HomeWidget.saveWidgetData<bool>('androidOnly', true);
          }
          final last = await HomeWidget.getWidgetData<String>('last');
        }
        """
        let found = facts(dart: [(code, "lib/sync.dart")]).accesses
        #expect(found.map(\.key) == ["count", "title", "pets", "icon", "last"])
        #expect(found.map(\.role) == [.write, .write, .write, .write, .read])
        #expect(found.map(\.type) == [.number, .string, .string, .string, nil])
        #expect(found[1].definedAt == "lib/sync.dart:3")
    }

    @Test("Objective-C: setObject:forKey: and kin on a suite, through a constant; standardUserDefaults left out")
    func objectiveC() {
        let code = """
        static NSString *const kCountKey = @"count";

        - (void)save {
            NSUserDefaults *shared = [[NSUserDefaults alloc] initWithSuiteName:@"group.com.example.app"];
            [shared setInteger:3 forKey:kCountKey];
            [shared setObject:@"Mochi" forKey:@"name"];
            [[NSUserDefaults standardUserDefaults] setBool:YES forKey:@"onboarded"];
        }
        """
        let found = facts(objectiveC: [(code, "App/Store.m", ["App"])]).accesses
        #expect(found.map(\.key) == ["count", "name"])
        #expect(found.map(\.type) == [.number, .string])
        #expect(found[0].definedAt == "App/Store.m:1")
        #expect(found.allSatisfy { $0.role == .write && $0.targets == ["App"] })
    }

    /// Key-value coding's `setValue(_:forKeyPath:)` with a path of one key sets that key, as
    /// simonpierreroy/watchOSKasaApp's caches write the widget's devices and token; a dotted path
    /// goes into a value and sets no key of the suite.
    @Test("Swift and Objective-C: setValue forKeyPath: of one key writes that key; a dotted path none")
    func keyPathWrites() {
        let swift = """
        import Foundation

        private let tokenKey = "userToken"

        func save(_ token: String?) {
            UserDefaults(suiteName: "group.com.example.app")?.setValue(token, forKeyPath: tokenKey)
            UserDefaults(suiteName: "group.com.example.app")?.setValue(1, forKeyPath: "settings.count")
        }
        """
        let objectiveC = """
        - (void)save {
            NSUserDefaults *shared = [[NSUserDefaults alloc] initWithSuiteName:@"group.com.example.app"];
            [shared setValue:@"Mochi" forKeyPath:@"name"];
            [shared setValue:@3 forKeyPath:@"pet.age"];
        }
        """
        let found = facts(swift: [(swift, "App/Cache.swift", ["App"])], objectiveC: [(objectiveC, "App/Store.m", ["App"])]).accesses
        #expect(found.map { "\($0.key ?? "-") \($0.file):\($0.line)" } == ["userToken App/Cache.swift:6", "name App/Store.m:3"])
        #expect(found.allSatisfy { $0.role == .write } && found.first?.suite == .group)
    }

    @Test("A key's string elsewhere (a helper's argument) is a mention; the accesses' own places are not")
    func mentions() {
        let app = """
        func save(_ values: [String: Int]) { Bridge.shared.post(values) }
        func sync() { save(["count": 3]) }
        """
        let widget = """
        let count = UserDefaults(suiteName: "group.a")?.integer(forKey: "count")
        let other = UserDefaults(suiteName: "group.a")?.integer(forKey: "other")
        """
        let found = facts(swift: [(app, "App/Save.swift", ["App"]), (widget, "Widget/Read.swift", ["Widget"])])
        #expect(found.mentions["count"] == ["App/Save.swift:2"])
        #expect(found.mentions["other"] == nil)
    }

    @Test("Swift: a loop over a list of keys writes each of them (an app copying its widget's keys into the group), a long list too")
    func loopWrites() {
        let many = (0..<60).map { "\"widget_key_long_name_\($0)\"," }.joined(separator: "\n        ")
        let app = """
        import Foundation

        final class Sync {
            private static let widgetKeys = [
                "widget_prayer_name",
                "widget_zikr_count",
                \(many)
            ]
            func sync() {
                guard let shared = UserDefaults(suiteName: "group.com.example.app") else { return }
                for key in Self.widgetKeys {
                    guard let value = UserDefaults.standard.string(forKey: "CapacitorStorage." + key) else { continue }
                    if shared.string(forKey: key) != value {
                        shared.set(value, forKey: key)
                    }
                }
            }
        }
        """
        let writes = facts(swift: [(app, "App/Sync.swift", ["App"])]).accesses.filter { $0.role == .write }
        #expect(writes.map(\.key) == ["widget_prayer_name", "widget_zikr_count"] + (0..<60).map { "widget_key_long_name_\($0)" })
        #expect(writes.allSatisfy { $0.alternatives.isEmpty && $0.line == 73 && $0.suite == .group })
    }

    @Test("Swift: a type keeping its key in a property writes each key its constructions name (a settings wrapper, a property wrapper)")
    func wrapperWrites() {
        let wrapper = """
        import Foundation

        class StoredValue<T> {
            let key: String
            private var stored: T
            var value: T {
                get { stored }
                set {
                    stored = newValue
                    StoredValue.defaults.setValue(newValue, forKey: key)
                }
            }
            private class var defaults: UserDefaults {
                return UserDefaults(suiteName: "group.com.example.app")!
            }
            init(key: String, default value: T) {
                self.key = key
                self.stored = value
            }
        }

        @propertyWrapper
        struct Shared<Value> {
            private let key: String
            let initial: Value
            init(_ key: String, initial: Value) { self.key = key; self.initial = initial }
            var wrappedValue: Value {
                get { initial }
                set { UserDefaults(suiteName: "group.com.example.app")?.set(newValue, forKey: key) }
            }
        }
        """
        let settings = """
        import Foundation

        enum Settings {
            static let upperBound = StoredValue<Float>(key: "upperBound", default: 180)
            static let units = StoredValue<String>(key: Keys.units, default: "mg/dL")
            @Shared("theme", initial: "dark") static var theme: String
        }

        enum Keys {
            static let units = "units"
        }
        """
        let writes = facts(swift: [(wrapper, "App/StoredValue.swift", ["App", "Widget"]), (settings, "App/Settings.swift", ["App"])])
            .accesses.filter { $0.role == .write && $0.key != nil }
        #expect(writes.map { "\($0.key ?? "") \($0.file):\($0.line) \($0.targets)" } == [
            "theme App/Settings.swift:6 [\"App\"]", "upperBound App/Settings.swift:4 [\"App\"]", "units App/Settings.swift:5 [\"App\"]"])
    }

    @Test("Interpolated keys: the literal head and tail", arguments: [
        ("\"item_\\(id)\"", SourceText.Language.swift, "item_", nil),
        ("\"\\(name)_state\"", .swift, nil, "_state"),
        ("'item_$id'", .dart, "item_", nil),
        ("'${a}_b'", .dart, nil, "_b"),
    ] as [(String, SourceText.Language, String?, String?)])
    func interpolation(_ expression: String, _ language: SourceText.Language, _ head: String?, _ tail: String?) {
        let parts = KeySyntax.interpolation(expression, language: language)
        #expect(parts?.head == head && parts?.tail == tail)
    }

    @Test("A hostile file: unclosed calls and long lines are read within bounds")
    func hostile() {
        let text = String(repeating: "x.set(\"", count: 20_000) + String(repeating: "a", count: 100_000)
            + String(repeating: ".string(forKey: (((", count: 5_000)
        let found = facts(swift: [(text, "App/Bad.swift", ["App"])])
        #expect(found.accesses.count <= CodeScanner.maximumOccurrencesPerFile * 2)
    }

    @Test("Launch arguments set keys: XCUIApplication's launchArguments, a scheme's arguments, a Snapfile's strings; values, --flags and negative numbers set none")
    func launchArguments() {
        let test = """
        let app = XCUIApplication()
        app.launchArguments = ["-SNAPSHOT", "--uitest", "value"]
        app.launchArguments += [
            "-selectedTab",
            "home",
        ]
        app.launchArguments.append(contentsOf: ["-ui_testing", "YES"])
        let text = "app.launchArguments = [\\"-InAString\\"]"
        """
        #expect(LaunchArgumentKeys.inSwift(SourceText(test, language: .swift)).map(\.key) == ["SNAPSHOT", "selectedTab", "ui_testing"])
        #expect(LaunchArgumentKeys.inSwift(SourceText(test, language: .swift)).map(\.line) == [2, 4, 7])
        let scheme = """
        <CommandLineArguments>
           <CommandLineArgument
              argument = "-FIRDebugEnabled"
              isEnabled = "YES">
           </CommandLineArgument>
           <CommandLineArgument
              argument = "--reset"
              isEnabled = "NO">
           </CommandLineArgument>
           <CommandLineArgument
              argument = "-MODE &quot;demo&quot;"
              isEnabled = "NO">
           </CommandLineArgument>
        </CommandLineArguments>
        """
        #expect(LaunchArgumentKeys.inScheme(scheme).map(\.key) == ["FIRDebugEnabled", "MODE"])
        let snapfile = """
        devices(["iPhone 15"])
        launch_arguments([
          # -Commented 1
          "-pinLatitude 40.78 -pinLongitude -73.96",
          '-demo YES'
        ])
        """
        #expect(LaunchArgumentKeys.inSnapfile(snapfile).map(\.key) == ["pinLatitude", "pinLongitude", "demo"])
        #expect(LaunchArgumentKeys.inSnapfile(snapfile).map(\.line) == [4, 4, 5])
    }
}
