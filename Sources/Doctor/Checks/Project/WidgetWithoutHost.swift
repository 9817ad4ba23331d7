import Findings
import SharedData
import XcodeProject

/// `widget-without-host`: no app embeds the widget extension: with several apps, which app it
/// shares a group with is not known; with one, the widget is never installed with it.
enum WidgetWithoutHost: DoctorCheck {
    static let description = CheckDescription(
        id: "widget-without-host", area: .project, title: "widget without host app",
        summary: "no app target embeds the widget extension: never installed, or which app it shares with is unknown",
        severities: [.warning],
        verdicts: "WARNING: the project has several apps of the widget's platform and none embeds the widget extension, so which app it "
            + "shares with is unknown; the project's one app of its platform (an iOS app cannot host a macOS widget) does not embed it "
            + "(no Copy Files phase, no dependency): it is built and never installed. "
            + "A project with no app (a widget a script builds for an app made elsewhere) is silent: its host is not in the project",
        examples: [
            .triggers("two apps, neither embedding the widget", .widgetApp.with {
                $0.project?.update("App") { $0.embeds = [] }
                $0.project?.targets.append(.init("Companion", ExampleProject.Target.application, settings: ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.companion"]))
            }, .warning(target: "Widget", file: "App.xcodeproj/project.pbxproj")),
            .triggers("the project's one app embeds no widget", .widgetApp.with {
                $0.project?.update("App") { $0.embeds = [] }
            }, .warning(target: "Widget", file: "App.xcodeproj/project.pbxproj")),
            .triggers("an iOS and a macOS app, and a macOS widget neither embeds: the macOS app is its one host", macWidgetBesideTwoApps,
                      .warning(target: "MacWidget", file: "App.xcodeproj/project.pbxproj")),
            .passes("the app embeds its widget", .widgetApp),
            .passes("a widget-only project, built by a script for an app made elsewhere", .widgetApp.with {
                $0.project?.targets.removeAll { $0.name == "App" }
            }),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            project.sharing.outcomes.compactMap { outcome -> Finding? in
                guard case let .noHost(widget) = outcome else { return nil }
                return Finding(.warning, target: widget.name, file: project.projectFile,
                               message: "no app target embeds \(widget.name.shown), so it is not clear which app it shares a group with",
                               fix: embedFix)
            } + unembedded(project)
        }
    }

    /// The widget app with a macOS app (`MacApp`) and a macOS widget (`MacWidget`) no app embeds.
    static let macWidgetBesideTwoApps = ExampleInput.widgetApp.with {
        $0.project?.targets.append(.init("MacApp", ExampleProject.Target.application,
                                         settings: ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.mac", "SDKROOT": "macosx"]))
        guard var widget = $0.project?.targets.first(where: { $0.name == "Widget" }) else { return }
        widget.name = "MacWidget"
        widget.settings["PRODUCT_BUNDLE_IDENTIFIER"] = "com.example.mac.widget"
        widget.settings["SDKROOT"] = "macosx"
        $0.project?.targets.append(widget)
    }

    static let embedFix = "add it to the app's Embed Foundation Extensions build phase (Xcode does this when the target is created)"

    /// The project's one app embeds no widget extension (no Copy Files phase copies it, no target
    /// dependency names it): the widget is built and never installed, so it is never offered (an
    /// unseen project, SubsTracker, whose XcodeGen spec lists no dependency). A .NET app embeds
    /// its widget from its `.csproj`, not here.
    static func unembedded(_ project: ProjectContext) -> [Finding] {
        guard !project.apps.isEmpty, project.snapshot.dotNetApps.isEmpty else { return [] }
        return project.targets.filter { $0.role.isWidget && $0.productType.isExtension && $0.hostIDs.isEmpty }.compactMap { widget in
            // The one app of the widget's platform (TelemetryViewer's macOS app beside its iOS one).
            let candidates = GroupSharing.candidateHosts(for: widget, among: project.apps)
            guard candidates.count == 1, let app = candidates.first else { return nil }
            let one = candidates.count == project.apps.count ? "the project's one app"
                : "the project's one \(widget.configurations.first.map { $0.platform.rawValue } ?? "") app"
            return Finding(.warning, target: widget.name, file: project.projectFile,
                    message: "\(app.name.shown), \(one), does not embed \(widget.name.shown) (no Embed Foundation Extensions "
                        + "phase copies it, no dependency names it): the widget is built but never installed with the app, so it is never offered",
                    fix: embedFix)
        }
    }
}
