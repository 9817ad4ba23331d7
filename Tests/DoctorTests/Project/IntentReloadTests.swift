import Foundation
import Findings
import Testing
@testable import Doctor

/// intent-reload warns only when the intent changes a key the widget reads (lead's decision 17):
/// keys compared by literal, by a constant's name, or through a string constant's value, as an
/// app's Siri intent bumping a counter of its own beside a widget that reads one blob (Iventis).
@Suite("intent-reload: only a key the widget reads")
struct IntentReloadTests {
    private func run(_ write: String) throws -> ExampleRun {
        try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["App/CountIntent.swift"] = .text("""
                import AppIntents

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
}
