import Findings
import SharedData
import XcodeProject

/// `placeholder`: a group string left from example code (`'YOUR_GROUP_ID'`, `<your group>`): it
/// opens that literal group, which no target has.
enum PlaceholderCheck: DoctorCheck {
    static let description = CheckDescription(
        id: "placeholder", area: .code, title: "placeholder group",
        summary: "a group string left from example code, such as 'YOUR_GROUP_ID'",
        severities: [.warning],
        verdicts: "WARNING: `'YOUR_GROUP_ID'` and the like, left from example code",
        reads: [.swiftCode, .dartCode],
        examples: [
            .triggers("a group left from example code", .widgetApp.with {
                $0.files["App/AppModel.swift"] = .text("import WidgetKit\n\nenum AppModel {\n    static let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: \"YOUR_GROUP_ID\")\n    static func save(count: Int) { UserDefaults(suiteName: \"\(ExampleInput.group)\")?.set(count, forKey: \"count\") }\n}\n")
            }, .warning(target: "App", file: "App/AppModel.swift", line: 4)),
            .passes("the real group", .widgetApp),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { CodeGroups.verdicts($0).filter(\.placeholder).map(\.finding) }
    }
}
