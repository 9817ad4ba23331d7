import Findings
import SharedData
import XcodeProject

/// `placeholder`: a group string left from example code (`'YOUR_GROUP_ID'`, `<your group>`, or a
/// template's `group.com.example...` no target lists): it opens that literal group, which no
/// target has. Opened by code an app sharing with its widget runs (or the widget), the data never
/// reaches the widget: a problem, like a typo (decision 19); elsewhere a warning.
enum PlaceholderCheck: DoctorCheck {
    static let description = CheckDescription(
        id: "placeholder", area: .code, title: "placeholder group",
        summary: "a group string left from example code, such as 'YOUR_GROUP_ID'",
        severities: [.warning, .problem],
        verdicts: "PROBLEM: `'YOUR_GROUP_ID'` and the like, or a template's `group.com.example...` in a namespace no target's group is in, left from example "
            + "code and opened by code that the app sharing with a widget (or the widget) runs; WARNING: the same in another target",
        reads: [.swiftCode, .dartCode],
        examples: [
            .triggers("a group left from example code", .widgetApp.with {
                $0.files["App/AppModel.swift"] = .text("import WidgetKit\n\nenum AppModel {\n    static let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: \"YOUR_GROUP_ID\")\n    static func save(count: Int) { UserDefaults(suiteName: \"\(ExampleInput.group)\")?.set(count, forKey: \"count\"); WidgetCenter.shared.reloadAllTimelines() }\n}\n")
            }, .problem(target: "App", file: "App/AppModel.swift", line: 4)),
            .triggers("a template's group no target lists", .widgetApp.with {
                $0.files["App/AppModel.swift"] = .text(ExampleInput.widgetAppModel(reloading: "PetWidget").replacing(ExampleInput.group, with: "group.com.yourcompany.MyApp"))
            }, .problem(target: "App", file: "App/AppModel.swift", line: 4)),
            .passes("the real group", .widgetApp),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { CodeGroups.verdicts($0).filter(\.placeholder).map(\.finding) }
    }
}
