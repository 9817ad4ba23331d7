import Findings
import SharedData
import XcodeProject

/// `intent-writer`: a button's intent that runs in the widget extension (compiled only there, or
/// unpinned with the app cold) and writes what the app writes too: the extension becomes a second
/// writer beside the app (the seeds' third lesson), a read-modify-write race. Only when both
/// processes write the same thing (issue 37 class 4, lead's decisions 2 and 8): a UserDefaults key
/// the app's code also writes (the same literal or constant name) in code the app's process runs
/// (`AppReachability`), or a plain file; not a key only
/// the extension writes, not a database save (the store coordinates its writers), not an intent the
/// system runs in the app (`IntentPins`: `openAppWhenRun`, a foreground `supportedModes`,
/// `ForegroundContinuableIntent`, `AudioPlaybackIntent`, `LiveActivityIntent` or their iOS 16 names,
/// in the type or an extension). Judged once per intent.
enum IntentWriter: DoctorCheck {
    static let description = CheckDescription(
        id: "intent-writer", area: .code, title: "intent writes in the widget",
        summary: "a button's intent that runs in the widget extension and writes what the app writes too",
        severities: [.warning],
        verdicts: "WARNING: a button's intent that runs in the widget extension (compiled only there, or unpinned with the app cold) and "
            + "writes a UserDefaults key or a file of the container the app's code writes too (its Swift that the app's process runs, reached "
            + "by name from what the system calls there, Objective-C, Dart or scripts for keys; its Swift or a .NET app's C# for files, by name): "
            + "the extension becomes a second writer beside the app. Quiet for a key or file only the extension writes (or the app's code is not "
            + "seen to write, or writes only in functions the widget's intent alone calls or nothing calls), a key the app's code observes with "
            + "key-value observing (`defaults.observe(\\.key)` of an `extension UserDefaults` member, `addObserver(_:forKeyPath:)` on defaults: "
            + "the app's input, a signal), a database save, and an intent the system runs in the app",
        reads: [.swiftCode],
        examples: [
            .triggers("a button's intent compiled only into the widget writes the group", .widgetApp.with {
                $0.files["Widget/FeedIntent.swift"] = ExampleInput.feedIntent()
                $0.project?.update("Widget") { $0.sources.append("Widget/FeedIntent.swift") }
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: FeedIntent()) { Text(\"Feed\") }"))
            }, .warning(target: "Widget", file: "Widget/PetWidget.swift", line: 9)),
            .passes("pinned to the app with ForegroundContinuableIntent", .widgetApp.with {
                $0.files["Widget/FeedIntent.swift"] = ExampleInput.feedIntent(pinnedToApp: true)
                $0.project?.update("Widget") { $0.sources.append("Widget/FeedIntent.swift") }
                $0.project?.update("App") { $0.sources.append("Widget/FeedIntent.swift") }
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: FeedIntent()) { Text(\"Feed\") }"))
            }),
            .passes("the app observes the key it writes too (KVO of an extension UserDefaults member): the intent's write is its input, a signal",
                    .widgetApp.with {
                $0.files["Widget/FeedIntent.swift"] = ExampleInput.feedIntent()
                $0.project?.update("Widget") { $0.sources.append("Widget/FeedIntent.swift") }
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: FeedIntent()) { Text(\"Feed\") }"))
                $0.files["App/AppModel.swift"] = .text(observingAppModel)
            }),
            .triggers("the same app observing another key path, the key written", .widgetApp.with {
                $0.files["Widget/FeedIntent.swift"] = ExampleInput.feedIntent()
                $0.project?.update("Widget") { $0.sources.append("Widget/FeedIntent.swift") }
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: FeedIntent()) { Text(\"Feed\") }"))
                $0.files["App/AppModel.swift"] = .text(observingAppModel.replacing("observe(\\.count", with: "observe(\\.volume"))
            }, .warning(target: "Widget", file: "Widget/PetWidget.swift", line: 9)),
            .passes("the intent writes lastTap from a read of the app's count in the same call: the write's key is its last forKey:", .widgetApp.with {
                $0.files["Widget/FeedIntent.swift"] = .text("""
                    import AppIntents

                    struct FeedIntent: AppIntent {
                        static var title: LocalizedStringResource = "Feed"

                        func perform() async throws -> some IntentResult {
                            let defaults = UserDefaults(suiteName: "\(ExampleInput.group)")
                            defaults?.set(defaults?.integer(forKey: "count") ?? 0, forKey: "lastTap")
                            return .result()
                        }
                    }

                    """)
                $0.project?.update("Widget") { $0.sources.append("Widget/FeedIntent.swift") }
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: FeedIntent()) { Text(\"Feed\") }"))
            }),
            .passes("the intent writes a key the app never writes: the extension's own, no race", .widgetApp.with {
                $0.files["Widget/FeedIntent.swift"] = ExampleInput.feedIntent(key: "lastTap")
                $0.project?.update("Widget") { $0.sources.append("Widget/FeedIntent.swift") }
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: FeedIntent()) { Text(\"Feed\") }"))
            }),
        ])

    /// The preset's app model, which writes `count`, observing it too: a running app acting on
    /// each change of the key (KVO needs the `extension UserDefaults` member).
    private static let observingAppModel = ExampleInput.appModelSwift() + """
        extension UserDefaults {
            @objc dynamic var count: Int { integer(forKey: "count") }
        }

        final class CountObserver {
            var observation: NSKeyValueObservation?

            init() {
                observation = AppModel.defaults?.observe(\\.count, options: [.new]) { _, _ in print("changed") }
            }
        }

        """

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            var judged = Set<String>()
            return WidgetButtonCheck.uses(project).compactMap { use, widget -> Finding? in
                let declarations = project.snapshot.intents.filter { $0.name == use.intent }
                // Once per intent and extension: an iOS and a watchOS widget running it are two writers.
                guard !declarations.isEmpty, declarations.contains(where: { $0.targets.contains(widget) }),
                      judged.insert(use.intent + "\n" + widget).inserted else { return nil }
                return writer(use, declarations: declarations, widget: widget, project: project)
            }
        }
    }

    /// The writes that race the app, only where both processes write the same thing (decision 2):
    /// a UserDefaults key the app's code writes too (its Swift, or the Dart, scripts and
    /// Objective-C read for keys), a file of the container the app writes too (its Swift, a .NET
    /// app's C#). A key or file the app's code is not seen to write is the extension's own: an app
    /// side not read is no writer of everything. Not a database save: the store coordinates its
    /// writers (decision 8). Not a key the app's code observes with key-value observing
    /// (`KeyObservers`): the write is the app's input, which it acts on (a control toggling a
    /// running Mac app, round 15 BrightIntosh), a signal rather than a second writer.
    static func racing(_ writes: [IntentFacts.Write], project: ProjectContext) -> [IntentFacts.Write] {
        let apps = Set(project.apps.map(\.name))
        let otherLanguages = Set(project.snapshot.keys.accesses.filter { access in
            access.role == .write && access.language != .swift && access.suite != .app
                && (access.targets.isEmpty || access.targets.contains(where: apps.contains))
        }.compactMap(\.key))
        return writes.filter { write in
            if write.isDatabaseSave { return false }
            if write.keyName != nil {
                // A key the app observes (KVO on the suite) is its input: the app acts on each write.
                return write.appObservesKey != true && (write.appWritesKey == true || write.key.map(otherLanguages.contains) == true)
            }
            return write.appWritesFile ?? true
        }
    }

    private static func writer(_ use: IntentUse, declarations: [IntentFacts], widget: String, project: ProjectContext) -> Finding? {
        let snapshot = project.snapshot
        guard let cold = WidgetButtons.selections(declarations, snapshot: snapshot).first?.selection, cold.target == .widgetKitExtension else { return nil }
        // home_widget's background callback never runs in an extension alone: home-widget-interactivity's cause, not a writer.
        let inApp = declarations.contains { $0.targets.contains { snapshot.target(named: $0)?.role == .app } }
        let writes = racing(declarations.flatMap { $0.writes[widget] ?? [] }, project: project)
            .filter { inApp || !$0.code.contains("HomeWidgetBackgroundWorker") }
        // Named by the write the widget shows (a key it reads) where there is one: the race a user sees.
        guard let write = writes.first(where: { $0.widgetReadsKey == true }) ?? writes.first else { return nil }
        let declaration = declarations.first { $0.targets.contains(widget) } ?? declarations[0]
        let only = declaration.targets == [widget] && declarations.count == 1
        let place = "\(declaration.file):\(declaration.line)"
        let both = (write.keyName ?? write.fileNames?.first).map { " (the app writes \($0) too)" } ?? ""
        let message = only
            ? "\(use.intent.shown) (\(place)) is compiled only into \(widget.shown), so every tap runs it there, and its perform() makes \(write.kind) "
              + "(\(write.code.shown))\(both): the widget extension is the writer, racing the app"
            : "\(use.intent.shown) (\(place)) runs in \(widget.shown) when the app is not running, and its perform() makes \(write.kind) "
              + "(\(write.code.shown))\(both): the widget extension becomes a second writer beside the app"
        return Finding(.warning, target: widget, file: use.file, line: use.line, message: message,
                       fix: fix(declaration, widget: project.target(widget), app: project.apps.first, project: project))
    }

    /// Pinning the intent to the app, in the forms that compile where the app and the extension
    /// deploy without a deprecation warning with a current SDK (`APIAvailability.declarations`):
    /// iOS 26's `supportedModes` `.foreground(.dynamic)` where the app deploys at 26; below it, that
    /// behind `@available` and, for older systems, `ForegroundContinuableIntent` (app only) where the
    /// platform has it, else `openAppWhenRun`, in Apple's `@available(*, deprecated)` form;
    /// `allowedExecutionTargets` only where the extension deploys at or above its version. home_widget
    /// is named only in a Flutter app. The pin goes into the app's process: the intent's file
    /// compiled into the app too (`AddToTarget`, where the project lists its files, never a file
    /// holding the extension's `@main`) only where the app is not among the targets that compile it.
    static func fix(_ intent: IntentFacts, widget: TargetFacts?, app: TargetFacts?, project: ProjectContext) -> String {
        var ways: [String] = []
        let homeWidget = project.snapshot.code.contains { $0.language == .dart }
        let appDeployment = app?.deployment ?? .unknown(widget?.deployment.platform ?? .iOS)
        if let (pin, opensApp) = pinToApp(intent.name, app: appDeployment, available: intent.available) {
            let compile = app.map { intent.targets.contains($0.name) } == true
                ? "\(app?.name.shown ?? "the app") compiles \(intent.file) already; in a file only the app compiles, add "
                : AddToTarget.step(intent, into: app?.name ?? "the app", compiledBy: intent.targets, membership: project.snapshot.membership)
                    + " and, in a file only the app compiles, add "
            ways.append("pin it to the app: " + compile
                        + pin.map { "`\($0)`" }.joined(separator: " and ")
                        + (opensApp ? " (each tap opens the app)" : homeWidget ? " (home_widget's example)" : ""))
        }
        if let widget, widget.deployment.target != nil, APIAvailability.use(.allowedExecutionTargets, in: widget.deployment) == .plain {
            ways.append("set `static var allowedExecutionTargets: IntentExecutionTargets { [.main] }`")
        }
        ways.append("move the write into an App Intents extension")
        return ways.joined(separator: "; or ")
    }

    /// The declarations that keep `intent` in the app's process, as they compile where the app
    /// deploys: `supportedModes` `.foreground(.dynamic)` (the app runs it in the background), with,
    /// below iOS 26, `ForegroundContinuableIntent` (unavailable in app extensions) where the platform
    /// has it, else `openAppWhenRun` (which opens the app on each run: `opensApp`); nil where it has
    /// none. `available`: the intent type's own `@available` versions, which its extension must require too.
    static func pinToApp(_ intent: String, app: TargetFacts.Deployment, available: [String: String]) -> (code: [String], opensApp: Bool)? {
        let extending = available[app.platform.rawValue]
        let modern = "extension \(intent) { static var supportedModes: IntentModes { .foreground(.dynamic) } }"
        let continuable = APIAvailability.introduced[.foregroundContinuableIntent]?[app.platform] != nil
        let legacy = continuable
            ? "@available(\(APIAvailability.extensionPlatform(app.platform)), unavailable) extension \(intent): ForegroundContinuableIntent {}"
            : "extension \(intent) { static var openAppWhenRun: Bool { true } }"
        let code = APIAvailability.declarations(modern: modern, legacy: legacy, needs: continuable ? .foregroundContinuableIntent : .openAppWhenRun,
                                                in: app, extending: extending)
        guard !code.isEmpty else { return nil }
        return (code, code.contains { $0.contains("openAppWhenRun") })
    }
}
