import Findings
import SharedData
import XcodeProject

/// `deployment-target`: a widget extension that deploys above its app: information, since devices
/// below get the app without the widget (home_widget #143).
enum DeploymentTarget: DoctorCheck {
    static let description = CheckDescription(
        id: "deployment-target", area: .project, title: "widget deployment target",
        summary: "a widget extension that deploys above its app: older devices get the app without the widget",
        severities: [.ok],
        verdicts: "OK: a widget extension that deploys above its app, with both versions (devices below get the app without the widget)",
        examples: [
            .triggers("the widget deploys above its app", .widgetApp.with { $0.set("IPHONEOS_DEPLOYMENT_TARGET", "16.0", target: "App") },
                      .ok(target: "Widget", file: "App.xcodeproj/project.pbxproj")),
            .passes("both deploy to one version", .widgetApp),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            project.targets.filter(\.role.isWidget).flatMap { widget in
                project.hosts(of: widget).compactMap { app -> Finding? in
                    // Compared on the app's platform: a widget target built for iOS and watchOS
                    // embedded in a watch app deploys there as its watchOS build does (round 12 sample-backyard-birds).
                    let platform = app.configurations.first?.platform ?? widget.configurations.first?.platform ?? .iOS
                    guard let ours = widget.configurations.lazy.compactMap({ $0.build(for: platform)?.deploymentTarget }).first,
                          let theirs = app.configurations.lazy.compactMap(\.deploymentTarget).first,
                          version(theirs).lexicographicallyPrecedes(version(ours)) else { return nil }
                    return Finding(.ok, target: widget.name, file: project.projectFile,
                                   message: "\(widget.name.shown) deploys to \(platform.rawValue) \(ours.shown), \(app.name.shown) to \(theirs.shown): on devices below "
                                       + "\(ours.shown) the app installs without the widget")
                }
            }
        }
    }

    /// `17.0` as [17, 0], for comparing deployment targets.
    static func version(_ text: String) -> [Int] {
        text.split(separator: ".").map { Int($0) ?? 0 } + [0, 0]
    }
}
