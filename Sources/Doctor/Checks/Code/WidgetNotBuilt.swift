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
/// One finding per project, at the first declaration, naming the other files: the project lacks its
/// widget extensions, one cause. Its fix names one extension per `@main` entry point (a bundle, or a
/// widget no bundle registers: an extension has one), each on the platform its code is for and
/// hosted by that platform's app (`UnbuiltEntryPoint`): AllybyWaiter+Ally-ios' iPhone bundle and
/// watch bundle were told to share one extension, which cannot build two `@main`s nor a watch
/// complication. One iOS extension, or none found, keeps the plain advice.
enum WidgetNotBuilt: DoctorCheck {
    static let description = CheckDescription(
        id: "widget-not-built", area: .code, title: "widget never built",
        summary: "Swift files declare a widget that no widget extension target builds",
        severities: [.problem],
        verdicts: "PROBLEM: Swift files declare a Widget (its configuration) in no target, and no extension target of the project "
            + "builds a widget (there is none, or its Sources lost the widget's files; a local package's executable target is no "
            + "extension): the widget is never built. The fix names one extension per @main entry point (a bundle, or a widget no bundle "
            + "registers), on the platform its code and folder say (watchOS: `.accessoryCorner`, WatchKit, under or named after the watch "
            + "app's folder), hosted by that platform's app. Widget code beside the project's folder up to the stack's native root "
            + "(Capacitor's `ios/`, an Expo app's `targets/`) counts, never above the folder given",
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
                           fix: fix(files: files, entryPoints: project.snapshot.unbuiltEntryPoints.filter { !compiledElsewhere.contains($0.file) },
                                    project: project))
        }
    }

    private static func fix(files: [String], entryPoints: [UnbuiltEntryPoint], project: ProjectContext) -> String {
        let widgets = entryPoints.filter { $0.kind != .app }.map { ($0, platform(of: $0, project: project)) }
        guard widgets.count > 1 || widgets.contains(where: { $0.1 != .iOS }) else {
            // The @main bundle in a file of its own is the extension's too (satori-lunar+Lovebirdsrelationshipgameui's LovebirdsWidgetBundle.swift).
            let entry = widgets.first?.0
            let others = entry.map { entry in entry.files.filter { !files.contains($0) } } ?? []
            return "add a Widget Extension target (File > New > Target > Widget Extension) that compiles "
                + "\(files.count == 1 ? "this file" : "these files")"
                + (entry.map { entry in others.isEmpty ? "" : " and \(listed(others)) (the @main \(entry.name.shown) at line \(entry.line))" } ?? "")
                + ", embedded in the app"
        }
        let extensions = widgets.map { entry, platform in
            "for \(entry.name.shown) (\(entry.file):\(entry.line)), \(platform == .iOS ? "an" : "a") \(platform.rawValue) extension compiling "
                + "\(listed(entry.files)) and the code they use, " + host(platform, entryPoints: entryPoints, project: project)
        }
        return "add a Widget Extension target per @main entry point, since an extension builds one (File > New > Target > Widget Extension, "
            + "in the platform's tab): " + extensions.joined(separator: "; ")
    }

    /// The entry point's platform: the one its code and folder give, else the first of those an app of the project builds.
    private static func platform(of entry: UnbuiltEntryPoint, project: ProjectContext) -> ApplePlatform {
        guard entry.platforms.count > 1 else { return entry.platforms.first ?? .iOS }
        return entry.platforms.first { platform in project.targets.contains { $0.role == .app && builds($0, platform) } } ?? entry.platforms[0]
    }

    /// Where the extension goes: the platform's app, deploying as it does; a watch app left in no
    /// target (Ally's) named as the one to add first.
    private static func host(_ platform: ApplePlatform, entryPoints: [UnbuiltEntryPoint], project: ProjectContext) -> String {
        if let app = project.targets.first(where: { $0.role == .app && builds($0, platform) }) {
            let version = app.configurations.lazy.filter { $0.platform == platform }.compactMap(\.deploymentTarget).first
            return "embedded in \(app.name.shown)" + (version.map { ", deploying to \(platform.rawValue) \($0.shown) as it does" } ?? "")
        }
        if let app = entryPoints.first(where: { $0.kind == .app && $0.platforms == [platform] }) {
            return "embedded in the \(platform.rawValue) app \(app.name.shown) (\(app.file):\(app.line)), which is in no target either: add its app target first"
        }
        return "embedded in a \(platform.rawValue) app, which the project has none of: add one first"
    }

    private static func builds(_ target: TargetFacts, _ platform: ApplePlatform) -> Bool {
        target.configurations.contains { ($0.platforms.isEmpty ? [$0.platform] : $0.platforms).contains(platform) }
    }

    private static func listed(_ files: [String]) -> String {
        files.count > 3 ? files.prefix(3).joined(separator: ", ") + " and \(files.count - 3) more" : files.joined(separator: ", ")
    }
}
