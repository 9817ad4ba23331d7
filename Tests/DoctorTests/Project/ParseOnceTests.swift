import Foundation
import ProjectFixtures
import Testing
@testable import Doctor
@testable import XcodeProject

/// Each Swift file a target compiles is prepared as a `SourceText` (comments blanked, strings,
/// blocks and identifiers found) once a run, and that parse is shared by every reader of the
/// file: the code scan, the intents, the widgets' views, the keys and home_widget's Swift facts.
/// Each reader parsing the file again cost about a fifth of doctor's time on a large app (issue 41).
/// Counted, not timed: `SourceText.parses` records each text parsed.
@Suite("doctor parses each Swift file once a run")
struct ParseOnceTests {
    /// The texts of the fixture's Swift files parsed during a whole `doctor --project` run, and how often each.
    private func parses(of project: ClonedProject) throws -> [(file: String, parses: Int)] {
        let scratch = try ScratchFolder()
        let root = try project.write(to: scratch)
        let parses = SourceText.Parses()
        let report = try SourceText.$parses.withValue(parses) { try ProjectDoctor.examine(root) }
        #expect(!report.findings.isEmpty)
        return project.files.filter { $0.key.hasSuffix(".swift") }.sorted { $0.key < $1.key }.map { ($0.key, parses.counts[$0.value, default: 0]) }
    }

    @Test("A native app whose files write keys, name them through another file's constants, declare an intent and set widgetURL")
    func native() throws {
        var project = ClonedProject.native()
        project.files["Steps/Keys.swift"] = """
            enum Keys {
              static let steps = "steps"
            }

            """
        project.files["Steps/LogIntent.swift"] = """
            import AppIntents
            import WidgetKit

            struct LogIntent: AppIntent {
              static var title: LocalizedStringResource = "Log"
              func perform() async throws -> some IntentResult {
                UserDefaults(suiteName: "\(ClonedProject.nativeGroup)")?.set(1, forKey: Keys.steps)
                WidgetCenter.shared.reloadTimelines(ofKind: "\(ClonedProject.nativeKind)")
                return .result()
              }
            }

            """
        project.files["StepsWidget/StepsWidget.swift"]! += """

            struct StepsView: View {
              var body: some View { Text("steps").widgetURL(URL(string: "steps://open")) }
            }

            """
        project.project.targets[0].sources += ["Steps/Keys.swift", "Steps/LogIntent.swift"]
        project.project.targets[1].sources += ["Steps/Keys.swift", "Steps/LogIntent.swift"]
        let counted = try parses(of: project)
        #expect(counted.count == 4)
        for (file, parses) in counted { #expect(parses == 1, "\(file) parsed \(parses) times") }
    }

    @Test("A Flutter app with home_widget: its Swift files read for the widget's facts too")
    func flutter() throws {
        let counted = try parses(of: .flutter())
        #expect(counted.count == 4)
        for (file, parses) in counted { #expect(parses == 1, "\(file) parsed \(parses) times") }
    }
}
