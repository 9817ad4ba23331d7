import Foundation
import Findings
import Testing
@testable import Doctor
import XcodeProject

/// "The app writes key K" only where code the app's process can run writes K (issue 36, issue 37
/// class 4): a function reachable from what the system calls in the app (a view's body and its
/// closures, an app delegate's or a conforming type's methods, `@objc` and `override` methods, an
/// intent that runs in the app), not a function of a file the app compiles that only the
/// widget's intent calls, nor one nothing calls. The shapes are real apps' (a debug store and an
/// inbox store with same-named methods, a settings view's button, a view model, an app delegate),
/// written for these tests.
@Suite("intent-writer: the app writes what code the app runs writes")
struct IntentWriterReachabilityTests {
    /// A store compiled into the app and the widget: `record(_:)` sets `key`, `reset()` removes it.
    private static func store(_ name: String, key: String) -> String {
        """
        import Foundation

        enum \(name) {
            static let defaults = UserDefaults(suiteName: "\(ExampleInput.group)")

            static func record(_ kind: String) {
                defaults?.set(kind, forKey: "\(key)")
            }

            static func reset() {
                defaults?.removeObject(forKey: "\(key)")
            }
        }

        """
    }

    /// The widget app: `Shared/DebugStore.swift` and `Shared/InboxStore.swift` compiled into both,
    /// the widget's button running `TapIntent` (compiled into `intentTargets`), which calls
    /// `DebugStore.record`, and the app's own `files`.
    private func run(intentTargets: [String] = ["Widget"], perform: String = "DebugStore.record(\"done\")", files: [String: String]) throws -> ExampleRun {
        try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["Shared/DebugStore.swift"] = .text(Self.store("DebugStore", key: "debug.lastAction"))
            $0.files["Shared/InboxStore.swift"] = .text(Self.store("InboxStore", key: "inbox.lastAction"))
            $0.files["Shared/TapIntent.swift"] = .text("""
                import AppIntents

                struct TapIntent: AppIntent {
                    static var title: LocalizedStringResource = "Tap"
                    func perform() async throws -> some IntentResult {
                        \(perform)
                        return .result()
                    }
                }

                """)
            for target in ["App", "Widget"] { $0.project?.update(target) { $0.sources += ["Shared/DebugStore.swift", "Shared/InboxStore.swift"] } }
            for target in intentTargets { $0.project?.update(target) { $0.sources.append("Shared/TapIntent.swift") } }
            for (path, text) in files.sorted(by: { $0.key < $1.key }) {
                $0.files[path] = .text(text)
                $0.project?.update("App") { $0.sources.append(path) }
            }
            $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: TapIntent()) { Text(\"Tap\") }"))
        })
    }

    /// The app's settings view: a button that records through `InboxStore` and one that resets its own list.
    private static let settingsView = """
        import SwiftUI

        struct SettingsView: View {
            @State private var items: [String] = []

            var body: some View {
                Button("Note") { InboxStore.record("noted") }
                Button("Clear") { reset() }
            }

            private func reset() {
                items = []
            }
        }

        """

    @Test("A store's writes the app never calls are not the app's: the same-named methods of another store and of a view are other functions")
    func unreachableWritesAreNotTheApps() throws {
        let report = try run(files: ["App/SettingsView.swift": Self.settingsView])
        #expect(report.findings(of: "intent-writer").isEmpty, "\(report.serious.map(\.message))")
    }

    /// What makes the system a caller (`override`, `@objc`...) is read from the function's own
    /// attributes and modifiers, not from the words of the statements above it (a string, a property).
    @Test("A word of the statement before a function is no mark of it: an uncalled function after a string holding 'override' is not the app's")
    func marksAreTheFunctionsOwn() throws {
        let report = try run(files: ["App/Labels.swift": """
            import Foundation

            enum Labels {
                static let title = "Tap to override @objc"
                static func flush() {
                    DebugStore.record("flushed")
                }
            }

            """])
        #expect(report.findings(of: "intent-writer").isEmpty, "\(report.serious.map(\.message))")
    }

    /// Home Assistant's shape: a calendar model's `record(for:)` and a pressure monitor's
    /// `record(pressureKpa:)`, both compiled where the intent runs; the intent calls the first on a
    /// value of a type it does not name.
    @Test("A call is followed into the functions of its name whose parameter labels its arguments fit, not every function of the name",
          arguments: [("calendars.record(for: \"work\")", false), ("monitor.record(pressureKpa: 101.3)", true), ("calendars.record(x)", true)])
    func callsFollowedByLabels(perform: String, writesPressure: Bool) throws {
        let shared = """
            import Foundation

            final class Calendars {
                func record(for name: String) -> String { name.uppercased() }
            }

            final class PressureMonitor {
                private let defaults = UserDefaults(suiteName: "\(ExampleInput.group)")
                func record(pressureKpa: Double) { defaults?.set(pressureKpa, forKey: "pressure") }
            }

            """
        let report = try run(intentTargets: ["App", "Widget"], perform: "let calendars = makeCalendars(); let monitor = makeMonitor(); _ = \(perform)",
                             files: ["App/Models.swift": shared])
        let intent = try #require(report.report.project?.projects.flatMap(\.intents).first { $0.name == "TapIntent" })
        #expect(intent.writes["App", default: []].contains { $0.key == "pressure" } == writesPressure)
    }

    /// The hand-off of real apps (WidgetWeaver's reminders diagnostics): the widget's intent records
    /// its last action, the app's settings show it and clear it. Nothing the app stores can be lost
    /// to the extension, as with a file the app reads and deletes.
    @Test("A key the app only removes is no second writer beside the intent that sets it: the app consumes what the extension produces")
    func keysTheAppOnlyRemoves() throws {
        let clearing = """
            import SwiftUI

            struct DiagnosticsView: View {
                var body: some View {
                    Button("Clear last action") { DebugStore.reset() }
                }
            }

            """
        let report = try run(files: ["App/DiagnosticsView.swift": clearing])
        #expect(report.findings(of: "intent-writer").isEmpty, "\(report.serious.map(\.message))")
        // The same view storing a value through the store is a second writer.
        let storing = try run(files: ["App/DiagnosticsView.swift": clearing.replacingOccurrences(of: "DebugStore.reset()", with: "DebugStore.record(\"cleared\")")])
        #expect(storing.findings(of: "intent-writer").map(\.severity) == [.warning], "\(storing.serious.map(\.message))")
    }

    /// The app heals a legacy value into the group only where the group holds none (WidgetWeaver's
    /// reminders store): it replaces nothing the extension stored.
    @Test("A key the app stores only where it holds nothing is no second writer; stored unconditionally, or on another key's absence, it is",
          arguments: [("if defaults?.string(forKey: \"debug.lastAction\") == nil {", true),
                      ("if defaults?.string(forKey: \"debug.lastActionAt\") == nil {", false),
                      ("if true {", false)])
    func keysTheAppFillsOnlyWhenAbsent(condition: String, fillsOnly: Bool) throws {
        let report = try run(files: ["App/LaunchView.swift": Self.migration(condition + "\n            " + Self.healingWrite + "\n        }")])
        #expect(report.findings(of: "intent-writer").map(\.file) == (fillsOnly ? [] : ["Widget/PetWidget.swift"]), "\(report.serious.map(\.message))")
    }

    /// The app's write of the intent's key, from its own standard defaults.
    private static let healingWrite = "defaults?.set(UserDefaults.standard.string(forKey: \"debug.lastAction\"), forKey: \"debug.lastAction\")"

    /// An app view whose `onAppear` runs `migrate()`, whose body, after opening the group, is `code`.
    private static func migration(_ code: String) -> String {
        """
        import SwiftUI

        struct LaunchView: View {
            var body: some View {
                Text("Pets").onAppear { Self.migrate() }
            }

            static func migrate() {
                let defaults = UserDefaults(suiteName: "\(ExampleInput.group)")
                \(code)
            }
        }

        """
    }

    /// The same heal written as an exit (WidgetWeaver's `lastActionAt`: a closure that returns the
    /// stored timestamp when it is above zero, and stores the legacy one otherwise): the write runs
    /// only where the group holds nothing for the key, whether the condition reads the key or a
    /// name bound to a read of it, in an `if` that leaves or a `guard` that goes on.
    @Test("A key the app stores only after leaving where it holds something is no second writer; leaving on its absence, or on another key, it is",
          arguments: [
              ("let at = defaults?.double(forKey: \"debug.lastAction\") ?? 0\n        if at > 0 { return }", true),
              ("if defaults?.string(forKey: \"debug.lastAction\") != nil {\n            return\n        }", true),
              ("if let stored = defaults?.string(forKey: \"debug.lastAction\") { print(stored); return }", true),
              ("guard defaults?.object(forKey: \"debug.lastAction\") == nil else { return }", true),
              ("let stored = defaults?.string(forKey: \"debug.lastAction\")\n        if stored == nil || stored!.isEmpty == false { return }", false),
              ("let stored = defaults?.string(forKey: \"debug.lastAction\")\n        if stored != nil && Bool.random() { return }", false),
              ("let at = defaults?.double(forKey: \"debug.lastActionAt\") ?? 0\n        if at > 0 { return }", false),
              ("guard defaults?.object(forKey: \"debug.lastAction\") != nil else { return }", false),
              ("if defaults?.string(forKey: \"debug.lastAction\") != nil { print(\"kept\") }", false),
          ])
    func keysTheAppFillsAfterLeavingWherePresent(preamble: String, fillsOnly: Bool) throws {
        let report = try run(files: ["App/LaunchView.swift": Self.migration(preamble + "\n        " + Self.healingWrite)])
        #expect(report.findings(of: "intent-writer").map(\.file) == (fillsOnly ? [] : ["Widget/PetWidget.swift"]), "\(report.serious.map(\.message))")
    }

    /// An intent that stores many keys of its own and, last, one the app stores too: the writes
    /// kept of an intent were its first eight, found before knowing which the app shares, so the
    /// ninth, the one that races the app, went unsaid. The shared ones are kept first.
    @Test("An intent's write of a key the app stores is compared however many of its own keys it stores first")
    func theSharedWriteIsKeptAmongMany() throws {
        let own = (0..<IntentFacts.shownWrites).map { "defaults?.set(1, forKey: \"widget.only\($0)\")" }
        let perform = "let defaults = UserDefaults(suiteName: \"\(ExampleInput.group)\")\n" + (own + ["defaults?.set(2, forKey: \"count\")"]).joined(separator: "\n")
        let report = try run(perform: perform, files: [:])
        #expect(report.findings(of: "intent-writer").map(\.file) == ["Widget/PetWidget.swift"], "\(report.serious.map(\.message))")
    }

    /// Two stores with a method of one name, each an instance reached through `shared` (WidgetWeaver's
    /// reminders and weather stores, each with `saveSnapshot`): the intent's `let store =
    /// DebugStore.shared; store.record(...)` runs `DebugStore`'s, not `InboxStore`'s, which the app
    /// calls too. A local whose value the body names (`Type.shared`, `Type(...)`) types its calls,
    /// as `Type.shared.record(` does.
    @Test("A call on a local bound to a type's instance runs that type's method, not every method of the name",
          arguments: [("DebugStore", false), ("InboxStore", true)])
    func callsOnATypedLocalFollowItsType(store: String, racesTheApp: Bool) throws {
        let instanceStore = { (name: String, key: String) in
            "import Foundation\n\nfinal class \(name) {\n    static let shared = \(name)()\n"
                + "    let defaults = UserDefaults(suiteName: \"\(ExampleInput.group)\")\n\n"
                + "    func record(_ kind: String) {\n        defaults?.set(kind, forKey: \"\(key)\")\n    }\n}\n"
        }
        let report = try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["Shared/DebugStore.swift"] = .text(instanceStore("DebugStore", "debug.lastAction"))
            $0.files["Shared/InboxStore.swift"] = .text(instanceStore("InboxStore", "inbox.lastAction"))
            $0.files["Shared/TapIntent.swift"] = .text("""
                import AppIntents

                struct TapIntent: AppIntent {
                    static var title: LocalizedStringResource = "Tap"
                    func perform() async throws -> some IntentResult {
                        let store = \(store).shared
                        store.record("done")
                        return .result()
                    }
                }

                """)
            $0.files["App/NoteView.swift"] = .text("import SwiftUI\n\nstruct NoteView: View {\n    var body: some View {\n"
                + "        Button(\"Note\") { InboxStore.shared.record(\"noted\") }\n    }\n}\n")
            for target in ["App", "Widget"] { $0.project?.update(target) { $0.sources += ["Shared/DebugStore.swift", "Shared/InboxStore.swift"] } }
            $0.project?.update("Widget") { $0.sources.append("Shared/TapIntent.swift") }
            $0.project?.update("App") { $0.sources.append("App/NoteView.swift") }
            $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: TapIntent()) { Text(\"Tap\") }"))
        })
        #expect(report.findings(of: "intent-writer").map(\.file) == (racesTheApp ? ["Widget/PetWidget.swift"] : []), "\(report.serious.map(\.message))")
    }

    /// A view that declares `@AppStorage` on the key only to redraw when the extension stores it
    /// (WidgetWeaver's spec view reads its three `let _ = remindersLastAction...`) writes nothing.
    @Test("An @AppStorage property only read is no second writer; assigned or passed as a binding, it is",
          arguments: [("Text(lastAction)", false), ("Button(\"Clear\") { lastAction = \"none\" }", true),
                      ("TextField(\"Action\", text: $lastAction)", true)])
    func appStorageWritesOnlyWhereAssigned(content: String, writes: Bool) throws {
        let view = """
            import SwiftUI

            struct StatusView: View {
                @AppStorage("debug.lastAction", store: UserDefaults(suiteName: "\(ExampleInput.group)"))
                private var lastAction: String = ""

                var body: some View {
                    \(content)
                }
            }

            """
        let report = try run(files: ["App/StatusView.swift": view])
        #expect(report.findings(of: "intent-writer").map(\.file) == (writes ? ["Widget/PetWidget.swift"] : []), "\(report.serious.map(\.message))")
    }

    @Test("A write only the intent reaches is not the app's even where the intent is compiled into the app: it runs where the tap runs it")
    func writesOnlyAnUnpinnedIntentReaches() throws {
        let report = try run(intentTargets: ["App", "Widget"], files: ["App/SettingsView.swift": Self.settingsView])
        #expect(report.findings(of: "intent-writer").isEmpty, "\(report.serious.map(\.message))")
    }

    @Test("The app's code that the system runs reaches the store's write: each is a writer beside the widget's intent",
          arguments: [
              // A view's body, through a view model's method.
              ("App/SettingsView.swift", """
                  import SwiftUI

                  final class SettingsModel: ObservableObject {
                      func markDone() { DebugStore.record("done") }
                  }

                  struct SettingsView: View {
                      @StateObject private var model = SettingsModel()
                      var body: some View {
                          Button("Done") { model.markDone() }
                      }
                  }

                  """),
              // `.onAppear`'s closure, a function passed by name.
              ("App/SettingsView.swift", """
                  import SwiftUI

                  struct SettingsView: View {
                      var body: some View {
                          Text("Settings").onAppear(perform: clearDebug)
                      }

                      private func clearDebug() {
                          DebugStore.record("cleared")
                      }
                  }

                  """),
              // An app delegate's method the system calls.
              ("App/AppDelegate.swift", """
                  import UIKit

                  final class AppDelegate: NSObject, UIApplicationDelegate {
                      func applicationDidBecomeActive(_ application: UIApplication) {
                          DebugStore.record("active")
                      }
                  }

                  """),
              // An `@objc` method a selector or a notification runs.
              ("App/Observer.swift", """
                  import Foundation

                  final class Observer {
                      @objc func didChange() {
                          DebugStore.record("changed")
                      }
                  }

                  """),
              // An override UIKit calls.
              ("App/ViewController.swift", """
                  import UIKit

                  final class ViewController: UIViewController {
                      override func viewDidLoad() {
                          super.viewDidLoad()
                          DebugStore.record("loaded")
                      }
                  }

                  """),
              // An intent only the app compiles: it runs in the app.
              ("App/NoteIntent.swift", """
                  import AppIntents

                  struct NoteIntent: AppIntent {
                      static var title: LocalizedStringResource = "Note"
                      func perform() async throws -> some IntentResult {
                          DebugStore.record("noted")
                          return .result()
                      }
                  }

                  """),
          ])
    func reachableWritesAreTheApps(file: String, text: String) throws {
        let report = try run(files: [file: text])
        #expect(report.findings(of: "intent-writer").map(\.file) == ["Widget/PetWidget.swift"], "\(report.serious.map(\.message))")
    }

    @Test("The intent's call names its store: another store's same-named method is not followed, so its key is not the intent's")
    func qualifiedCallsFollowTheirType() throws {
        // The app writes InboxStore's key (its settings view); the intent writes only DebugStore's.
        let report = try run(files: ["App/SettingsView.swift": Self.settingsView])
        #expect(report.findings(of: "intent-writer").isEmpty, "\(report.serious.map(\.message))")
        let inbox = try run(perform: "InboxStore.record(\"done\")", files: ["App/SettingsView.swift": Self.settingsView])
        #expect(inbox.findings(of: "intent-writer").map(\.file) == ["Widget/PetWidget.swift"], "\(inbox.serious.map(\.message))")
    }

    @Test("An app copying a list of keys into the group in a loop writes each of them: beside the intent's write, a second writer (ramadan-companion's shape)")
    func loopOverKeys() throws {
        let delegate = { (keys: String) in
            """
            import UIKit

            final class AppDelegate: NSObject, UIApplicationDelegate {
                private static let widgetKeys = [
                    \(keys)
                ]

                func applicationWillResignActive(_ application: UIApplication) {
                    guard let shared = UserDefaults(suiteName: "\(ExampleInput.group)") else { return }
                    for key in Self.widgetKeys {
                        guard let value = UserDefaults.standard.string(forKey: "CapacitorStorage." + key) else { continue }
                        shared.set(value, forKey: key)
                    }
                }
            }

            """
        }
        let racing = try run(files: ["App/AppDelegate.swift": delegate("\"inbox.lastAction\",\n        \"debug.lastAction\",")])
        #expect(racing.findings.filter { $0.check == "intent-writer" }.map(\.severity) == [.warning])
        let apart = try run(files: ["App/AppDelegate.swift": delegate("\"inbox.lastAction\",")])
        #expect(apart.findings.filter { $0.check == "intent-writer" && $0.severity != .ok }.isEmpty)
    }
}
