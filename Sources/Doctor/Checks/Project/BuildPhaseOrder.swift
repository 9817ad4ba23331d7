import Findings
import SharedData
import XcodeProject

/// `build-phase-order`: an app whose Thin Binary script runs before the phase that embeds its
/// extensions: since Xcode 15 the build stops with "Cycle inside Runner" (home_widget #173).
enum BuildPhaseOrder: DoctorCheck {
    static let description = CheckDescription(
        id: "build-phase-order", area: .project, title: "build phase order",
        summary: "an app's Thin Binary script runs before Embed Foundation Extensions (\"Cycle inside Runner\")",
        severities: [.problem],
        verdicts: "PROBLEM: an app's Thin Binary script before the phase that embeds its extensions (\"Cycle inside Runner\" since Xcode 15)",
        examples: [
            .triggers("Thin Binary before Embed Foundation Extensions", .widgetApp.with {
                $0.project?.update("App") { $0.phases = ["sources", "Thin Binary", "embed"] }
            }, .problem(target: "App", file: "App.xcodeproj/project.pbxproj")),
            .passes("Thin Binary after the extensions are embedded", .widgetApp.with {
                $0.project?.update("App") { $0.phases = ["sources", "embed", "Thin Binary"] }
            }),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            project.apps.compactMap { app -> Finding? in
                guard let thin = app.phases.firstIndex(where: { $0.name.lowercased().contains("thin binary") }),
                      let embed = app.phases.firstIndex(where: \.embedsExtensions), thin < embed else { return nil }
                let (script, copy) = (app.phases[thin].name.shown, app.phases[embed].name.shown)
                return Finding(.problem, target: app.name, file: project.projectFile,
                               message: "\(app.name.shown) runs its \(script) script before \(copy): since Xcode 15 the build stops with "
                                   + "\"Cycle inside \(app.name.shown); building could produce unreliable results\"",
                               fix: "in \(app.name.shown)'s Build Phases, drag \(copy) above \(script)")
            }
        }
    }
}
