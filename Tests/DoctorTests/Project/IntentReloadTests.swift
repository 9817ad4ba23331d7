import Foundation
import Findings
import Testing
@testable import Doctor

/// intent-reload warns only when the intent changes a key the widget reads (lead's decision 17):
/// keys compared by literal, by a constant's name, or through a string constant's value, as an
/// app's Siri intent bumping a counter of its own beside a widget that reads one blob (Iventis).
@Suite("intent-reload: only a key the widget reads")
struct IntentReloadTests {
    /// The app's `CountIntent` making `write`, beside `declarations` of the same file.
    private func run(_ write: String, declarations: String = "") throws -> ExampleRun {
        try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["App/CountIntent.swift"] = .text("""
                import AppIntents
                import WidgetKit
                \(declarations)
                enum Keys {
                    static let rank = "rank"
                    static let count = "count"
                }

                struct CountIntent: AppIntent {
                    static var title: LocalizedStringResource = "Count"
                    func perform() async throws -> some IntentResult {
                        \(write)
                        return .result()
                    }
                }

                """)
            $0.project?.update("App") { $0.sources.append("App/CountIntent.swift") }
        })
    }

    @Test("A key through a constant the widget never reads is a note; the widget's key through a constant is the warning",
          arguments: [("AppModel.defaults?.set(1, forKey: Keys.rank)", Finding.Severity.note),
                      ("AppModel.defaults?.set(1, forKey: Keys.count)", Finding.Severity.warning),
                      ("AppModel.defaults?.set(1, forKey: \"count\")", Finding.Severity.warning)])
    func onlyWhatTheWidgetReads(write: String, severity: Finding.Severity) throws {
        let findings = try run(write).findings(of: "intent-reload")
        #expect(findings.map(\.severity) == [severity], "\(findings.map(\.message))")
        #expect(findings.first?.file == "App/CountIntent.swift")
    }

    /// duckduckgo's `VPNReloadStatusWidgets()`: a function named like a type is still the target's
    /// function, followed into its reload; a type's initializer of that shape is not a reload.
    @Test("A reload in a capitalised function of the target's is the intent's reload; a type's initializer is nothing",
          arguments: [("AppModel.defaults?.set(1, forKey: \"count\"); ReloadPetWidgets()", 0), ("AppModel.defaults?.set(1, forKey: \"count\"); _ = PetStore()", 1)])
    func capitalisedHelperReloads(write: String, warnings: Int) throws {
        let run = try run(write, declarations: "\nfunc ReloadPetWidgets() {\n    WidgetCenter.shared.reloadTimelines(ofKind: \"PetWidget\")\n}\n\nstruct PetStore {}\n")
        #expect(run.findings(of: "intent-reload").filter { $0.severity == .warning }.count == warnings, "\(run.findings(of: "intent-reload").map(\.message))")
    }

    /// A property's setter runs when the property is changed, not when a local of the same name is
    /// declared from it (`let count = count`, `if let count = ...`): a getter-only reach is no write.
    @Test("A local declared with a property's name does not run the property's setter; an assignment does",
          arguments: [("let count = count; _ = count", 0), ("if let count = Optional(count) { print(count) }", 0), ("guard var count = Optional(count) else { return }; print(count)", 0),
                      ("self.count = count + 1", 1), ("count += 1", 1)])
    func localShadowIsNoChange(body: String, warnings: Int) throws {
        let run = try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["App/CountIntent.swift"] = .text("""
                import AppIntents

                final class Counter {
                    var count: Int {
                        get { AppModel.defaults?.integer(forKey: "count") ?? 0 }
                        set { AppModel.defaults?.set(newValue, forKey: "count") }
                    }
                    func refresh() {
                        \(body)
                    }
                }

                struct CountIntent: AppIntent {
                    static var title: LocalizedStringResource = "Count"
                    func perform() async throws -> some IntentResult {
                        Counter().refresh()
                        return .result()
                    }
                }

                """)
            $0.project?.update("App") { $0.sources.append("App/CountIntent.swift") }
        })
        let findings = run.findings(of: "intent-reload").filter { $0.severity == .warning }
        #expect(findings.count == warnings, "\(findings.map(\.message))")
    }

    /// A `static func` is called through its type or bare, never on an instance: `queue.write(` is
    /// another type's method (a database's, a file handle's), not the project's `static func write`.
    @Test("An instance's call does not reach a static function of the same name; the type's call does",
          arguments: [("queue.write(1)", 0), ("queue?.write(1)", 0), ("Credentials.write(1)", 1), ("Self.write(1); queue.write(1)", 1)])
    func instanceCallIsNotStatic(call: String, warnings: Int) throws {
        let run = try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["App/CountIntent.swift"] = .text("""
                import AppIntents

                enum Credentials {
                    static func write(_ value: Int) {
                        AppModel.defaults?.set(value, forKey: "count")
                    }
                }

                struct CountIntent: AppIntent {
                    static var title: LocalizedStringResource = "Count"
                    let queue: Queue? = nil
                    static func write(_ value: Int) { Credentials.write(value) }
                    func perform() async throws -> some IntentResult {
                        \(call)
                        return .result()
                    }
                }

                """)
            $0.project?.update("App") { $0.sources.append("App/CountIntent.swift") }
        })
        let findings = run.findings(of: "intent-reload").filter { $0.severity == .warning }
        #expect(findings.count == warnings, "\(findings.map(\.message))")
    }

    /// Whether a function is static is read from its own modifiers, not from its line: a one-line
    /// `final class Store { func write(...) { } }` declares an instance method (its line's `class`
    /// is the type's keyword), and `static` on the line above `func` still makes it static.
    @Test("A function's own modifiers make it static, wherever they stand",
          arguments: [("final class Credentials { func write(_ value: Int) { AppModel.defaults?.set(value, forKey: \"count\") } }", 1),
                      ("enum Credentials {\n    @MainActor static\n    func write(_ value: Int) { AppModel.defaults?.set(value, forKey: \"count\") }\n}", 0)])
    func staticFromModifiers(declaration: String, warnings: Int) throws {
        let run = try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["App/CountIntent.swift"] = .text("""
                import AppIntents

                \(declaration)

                struct CountIntent: AppIntent {
                    static var title: LocalizedStringResource = "Count"
                    let queue = Credentials()
                    func perform() async throws -> some IntentResult {
                        queue.write(1)
                        return .result()
                    }
                }

                """)
            $0.project?.update("App") { $0.sources.append("App/CountIntent.swift") }
        })
        let findings = run.findings(of: "intent-reload").filter { $0.severity == .warning }
        #expect(findings.count == warnings, "\(findings.map(\.message))")
    }
}
