import Findings
import SharedData
import XcodeProject

/// `widget-not-built`: Swift files declare a widget (a `StaticConfiguration`, `AppIntentConfiguration`
/// or `IntentConfiguration` of a `Widget`) but belong to no target, in a project with no app
/// extension target: the widget is never built, so it never appears (issue 37 class 10). Stray
/// copies of a widget in a project whose extension builds one are leftovers, left to source-scan's
/// note (lead's decision 20); a bundle of only Live Activities is not a widget. A local package's
/// target that no target of the project compiles (a SwiftPM executable a script builds) builds no
/// widget: SwiftPM makes no app extension, so its widget files count as in no target here.
/// One finding per project, at the first declaration, naming the other files.
enum WidgetNotBuilt: DoctorCheck {
    static let description = CheckDescription(
        id: "widget-not-built", area: .code, title: "widget never built",
        summary: "Swift files declare a widget that no widget extension target builds",
        severities: [.problem],
        verdicts: "PROBLEM: Swift files declare a Widget (its configuration) in no target, and no extension target of the project "
            + "builds a widget (there is none, or its Sources lost the widget's files; a local package's executable target is no "
            + "extension): the widget is never built",
        reads: [.swiftCode, .untargetedSwiftCode],
        examples: [
            .triggers("the widget's Swift file is in no target and the project has no widget extension", .widgetApp.with {
                $0.project?.targets.removeAll { $0.name == "Widget" }
                $0.project?.update("App") { $0.embeds = [] }
            }, .problem(file: "Widget/PetWidget.swift", line: 8)),
            .triggers("the extension's own widget file left its Sources, a framework it links declaring widgets still: without the "
                      + "extension's own bundle (@main) none is registered (exelban+stats' shape)", .widgetApp.with {
                $0.project?.targets.append(.init("Gauges", ExampleProject.Target.framework, settings: ["SDKROOT": "iphoneos"],
                                                 sources: ["Gauges/GaugeWidget.swift"]))
                $0.project?.update("Widget") { $0.sources = []; $0.links = ["Gauges"]; $0.phases = ["sources", "frameworks"] }
                $0.files["Gauges/GaugeWidget.swift"] = .text(ExampleInput.widgetSwift(group: nil))
            }, .problem(file: "Widget/PetWidget.swift", line: 8)),
            .passes("a stray copy beside the extension that builds the widget", .widgetApp.with {
                $0.files["Old/PetWidget.swift"] = .text(ExampleInput.widgetSwift())
            }),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.compactMap { project -> Finding? in
            // A widget file a sibling project of the folder compiles is built there.
            let compiledElsewhere = context.usedElsewhere(than: project).compiled
            let unbuilt = project.snapshot.unbuiltWidgets.filter { !compiledElsewhere.contains($0.file) }
            guard let first = unbuilt.first else { return nil }
            let files = OrderedSet(unbuilt.map(\.file)).elements
            let others = files.dropFirst()
            return Finding(.problem, file: first.file, line: first.line,
                           message: "\(first.configuration) declares a widget in a Swift file no target compiles"
                               + (others.isEmpty ? "" : " (so do \(others.prefix(3).joined(separator: ", "))\(others.count > 3 ? " and \(others.count - 3) more" : ""))")
                               + ", and no widget extension target of the project builds a widget of its own (a configuration or the bundle's @main in its "
                               + "own Sources; a linked framework's widgets appear only through that bundle): the widget is never built, so it never appears",
                           fix: "add a Widget Extension target (File > New > Target > Widget Extension) that compiles "
                               + "\(files.count == 1 ? "this file" : "these files"), embedded in the app")
        }
    }
}
