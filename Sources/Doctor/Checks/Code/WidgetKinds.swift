import Findings
import SharedData
import XcodeProject

/// `widget-kinds`: the kinds the widgets declare, which reloads are compared with.
enum WidgetKinds: DoctorCheck {
    static let description = CheckDescription(
        id: "widget-kinds", area: .code, title: "widget kinds",
        summary: "the kinds the widgets declare",
        severities: [.ok],
        verdicts: "OK: the kinds the widgets declare (a kind the code computes at run time is named by its expression, as computed)",
        reads: [.swiftCode],
        examples: [
            .triggers("a widget declaring its kind", .widgetApp, .ok()),
            .passes("no project given", .petContainer),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.compactMap { project -> Finding? in
            let kinds = project.snapshot.code.filter { $0.kind == .widgetKind }
            guard !kinds.isEmpty else { return nil }
            // A kind the code computes (`Bundle.main.bundleIdentifier ?? ...`) is named as its expression, said to be computed:
            // never as though the expression's text were the kind.
            return Finding(.ok, message: "widget kinds: " + kinds.map { kind in
                let named = kind.value.map(\.shown) ?? "a kind computed from \(kind.expression.shown)"
                return "\(named) (\(kind.file):\(kind.line))"
            }.spoken)
        }
    }
}
