import Findings
import SharedData
import XcodeProject

/// `code-group`: each group the Dart or Swift code opens is one the targets that run it are
/// entitled to, exactly (letter case included): otherwise the container is nil and the suite is
/// never shared.
enum CodeGroup: DoctorCheck {
    static let description = CheckDescription(
        id: "code-group", area: .code, title: "group in the code",
        summary: "a group the code opens that no target running it is entitled to, or a variant of the entitled one",
        severities: [.ok, .note, .problem],
        verdicts: "OK: a group the code opens that its target is entitled to; PROBLEM: one that no target is entitled to, that only another "
            + "target is, or that differs from the entitled one (letter case included), naming the line that defines the constant; NOTE: a "
            + "computed value, a preferences domain (`UserDefaults(suiteName: \"com.apple.dock\")`: no `group.` or team prefix, listed by no "
            + "target), a test target's suite, a target signed without entitlements (its own finding), or a group the targets' unresolved "
            + "groups may be: not checked",
        reads: [.swiftCode, .dartCode],
        examples: [
            .triggers("the app opens the group in another letter case", .widgetApp.with {
                $0.files["App/AppModel.swift"] = .text("import WidgetKit\n\nenum AppModel {\n    static let defaults = UserDefaults(suiteName: \"group.com.example.App\")\n    static func save(count: Int) { defaults?.set(count, forKey: \"count\") }\n}\n")
            }, .problem(target: "App", file: "App/AppModel.swift", line: 4)),
            .passes("each target opens a group it is entitled to", .widgetApp),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { CodeGroups.verdicts($0).filter { !$0.placeholder }.map(\.finding) }
    }
}
