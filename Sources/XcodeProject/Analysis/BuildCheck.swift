import Findings

/// The build problems home_widget users report most, as the project folder shows them: a
/// Runner whose Thin Binary script runs before its extensions are embedded ("Cycle inside
/// Runner", #173), every Flutter plugin's pod installed into the widget extension (#201), a
/// widget without `containerBackground` (#207), several `.widgetURL`s in one view (#235),
/// `setAppGroupId` called after a home_widget call that needs it (#298), and a widget that
/// deploys above its app (information: the widget exists only there, #143).
enum BuildCheck {
    static func findings(_ context: AnalysisContext) -> [DoctorFinding] {
        phases(context) + pods(context) + deployment(context) + views(context)
    }

    private static func phases(_ context: AnalysisContext) -> [DoctorFinding] {
        context.apps.compactMap { app in
            guard let thin = app.phases.firstIndex(where: { $0.name.lowercased().contains("thin binary") }),
                  let embed = app.phases.firstIndex(where: \.embedsExtensions), thin < embed else { return nil }
            let (script, copy) = (app.phases[thin].name.shown, app.phases[embed].name.shown)
            return DoctorFinding(.problem, .project, .buildPhaseOrder, target: app.name, file: context.projectFile,
                                 message: "\(app.name.shown) runs its \(script) script before \(copy): since Xcode 15 the build stops with "
                                      + "\"Cycle inside \(app.name.shown); building could produce unreliable results\"",
                                 fix: "in \(app.name.shown)'s Build Phases, drag \(copy) above \(script)")
        }
    }

    private static func pods(_ context: AnalysisContext) -> [DoctorFinding] {
        guard let podfile = context.snapshot.podfile, !podfile.allowsAppOnlyAPI else { return [] }
        let extensions = Set(context.targets.filter { $0.productType.isExtension }.map(\.name))
        let folder = context.snapshot.project.split(separator: "/").dropLast().joined(separator: "/")
        let file = folder.isEmpty ? "Podfile" : folder + "/Podfile"
        return podfile.targets.compactMap { block in
            guard extensions.contains(block.name), let line = block.installsFlutterPods else { return nil }
            return DoctorFinding(.problem, .project, .extensionPods, target: block.name, file: file, line: line,
                                 message: "target '\(block.name.shown)' installs every Flutter plugin's pod into the extension: plugins call "
                                      + "UIApplication API unavailable in app extensions, and the build fails ('shared' or 'addApplicationDelegate' "
                                      + "is unavailable in application extensions)",
                                 fix: "in target '\(block.name.shown)', replace flutter_install_all_ios_pods with the pods the extension needs "
                                    + "(pod 'home_widget', :path => '.symlinks/plugins/home_widget/ios' with inherit! :search_paths, for interactive widgets)")
        }
    }

    private static func deployment(_ context: AnalysisContext) -> [DoctorFinding] {
        context.targets.filter(\.role.isWidget).flatMap { widget -> [DoctorFinding] in
            let hosts = widget.hostApps.compactMap(context.target)
            return (hosts.isEmpty && context.apps.count == 1 ? context.apps : hosts).compactMap { app in
                guard let ours = widget.configurations.lazy.compactMap(\.deploymentTarget).first,
                      let theirs = app.configurations.lazy.compactMap(\.deploymentTarget).first,
                      Self.version(theirs).lexicographicallyPrecedes(Self.version(ours)) else { return nil }
                let platform = widget.configurations.first?.platform.rawValue ?? "iOS"
                return DoctorFinding(.ok, .project, .deploymentTarget, target: widget.name, file: context.projectFile,
                                     message: "\(widget.name.shown) deploys to \(platform) \(ours.shown), \(app.name.shown) to \(theirs.shown): on devices below "
                                          + "\(ours.shown) the app installs without the widget")
            }
        }
    }

    private static func views(_ context: AnalysisContext) -> [DoctorFinding] {
        let views = context.snapshot.views
        let missing = context.targets.filter(\.role.isWidget).compactMap { widget -> DoctorFinding? in
            guard !views.containerBackgroundTargets.contains(widget.name),
                  let kind = context.snapshot.code.first(where: { $0.kind == .widgetKind && $0.targets.contains(widget.name) }) else { return nil }
            return DoctorFinding(.problem, .code, .containerBackground, target: widget.name, file: kind.file, line: kind.line,
                                 message: "no view of \(widget.name.shown) calls containerBackground: on iOS 17 and later the widget shows "
                                      + "\"Please adopt containerBackground API\" instead of its content",
                                 fix: "add .containerBackground(for: .widget) { Color.clear } (or your background) to the widget's view")
        }
        let urls = views.repeatedWidgetURLs.map { repeated in
            DoctorFinding(.warning, .code, .widgetURL, file: repeated.file, line: repeated.line,
                          message: "\(repeated.view.shown) sets .widgetURL \(repeated.count) times: iOS honours one per widget, so taps open the same URL",
                          fix: "keep one .widgetURL for the whole widget and use Link(destination:) for each part that opens its own URL")
        }
        return missing + urls
    }

    /// `17.0` as [17, 0], for comparing deployment targets.
    static func version(_ text: String) -> [Int] {
        text.split(separator: ".").map { Int($0) ?? 0 } + [0, 0]
    }
}
