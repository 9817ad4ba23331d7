import Findings
import SharedData
import XcodeProject

/// `widget-kinds`: the kinds the widgets declare, which reloads are compared with.
enum WidgetKinds: DoctorCheck {
    static let description = CheckDescription(
        id: "widget-kinds", area: .code, title: "widget kinds",
        summary: "the kinds the widgets declare",
        severities: [.ok],
        verdicts: "OK: the kinds the widgets declare",
        reads: [.swiftCode],
        examples: [
            .triggers("a widget declaring its kind", .widgetApp, .ok()),
            .passes("no project given", .petContainer),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.compactMap { project -> Finding? in
            let kinds = project.snapshot.code.filter { $0.kind == .widgetKind }
            guard !kinds.isEmpty else { return nil }
            return Finding(.ok, message: "widget kinds: " + kinds.map { "\(($0.value ?? $0.expression).shown) (\($0.file):\($0.line))" }.spoken)
        }
    }
}
