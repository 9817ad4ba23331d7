import Findings
import SharedData
import XcodeProject

/// `container-background`: a widget extension whose code never calls `containerBackground`: on
/// iOS 17 and later the widget shows "Please adopt containerBackground API" (home_widget #207).
enum ContainerBackground: DoctorCheck {
    static let description = CheckDescription(
        id: "container-background", area: .code, title: "containerBackground",
        summary: "a widget extension whose code never calls containerBackground (iOS 17 shows an error instead)",
        severities: [.problem],
        verdicts: "PROBLEM: a widget extension whose code never calls `containerBackground` (iOS 17 shows \"Please adopt containerBackground "
            + "API\"); a call on `self` inside a `View` extension (a shared background modifier) counts",
        reads: [.swiftCode],
        examples: [
            .triggers("a widget view without containerBackground", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(background: false))
            }, .problem(target: "Widget", file: "Widget/PetWidget.swift")),
            .passes("the widget adopts containerBackground", .widgetApp),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            let views = project.snapshot.views
            return project.targets.filter(\.role.isWidget).compactMap { widget -> Finding? in
                guard !views.containerBackgroundTargets.contains(widget.name), let kind = project.widgetKind(of: widget) else { return nil }
                return Finding(.problem, target: widget.name, file: kind.file, line: kind.line,
                               message: "no view of \(widget.name.shown) calls containerBackground: on iOS 17 and later the widget shows "
                                   + "\"Please adopt containerBackground API\" instead of its content",
                               fix: "add .containerBackground(for: .widget) { Color.clear } (or your background) to the widget's view")
            }
        }
    }
}
