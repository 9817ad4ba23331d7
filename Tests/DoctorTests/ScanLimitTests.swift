import Foundation
@testable import Doctor
import Findings
import Testing

/// Issue 35, item 5: a scan stopped by a limit must not pass silently. 5,001 empty Swift files
/// beside a project hid its two real problems ("0 problems", exit 0, one folded note).
@Suite struct ScanLimitTests {
    /// The widget app with two real problems: the app opens the group in another letter case, and
    /// the widget never calls containerBackground.
    static let twoProblems = ExampleInput.widgetApp.with {
        $0.files["App/AppModel.swift"] = .text("import WidgetKit\n\nenum AppModel {\n    static let defaults = UserDefaults(suiteName: \"group.com.example.App\")\n}\n")
        $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(background: false))
    }

    /// `count` empty Swift files under `Generated/`, which sorts before the app's own folders.
    static func generated(_ count: Int) -> [String: ExampleInput.File] {
        Dictionary(uniqueKeysWithValues: (0..<count).map { ("Generated/File\($0).swift", ExampleInput.File.text("")) })
    }

    @Test func fiveThousandAndOneEmptySwiftFilesBesideAProjectHideNeitherOfItsProblems() throws {
        let input = Self.twoProblems.with { $0.files.merge(Self.generated(5_001)) { $1 } }
        let run = try ExampleRun(input)
        #expect(Set(run.findings.filter { $0.severity == .problem }.map(\.check)) == ["code-group", "container-background"],
                "\(run.findings.filter { $0.severity >= .warning }.map(CheckRegistryTests.place))")
    }
}
