import Findings
import SharedData
import XcodeProject

/// `app-reload`: the app writes a key its widget reads, and no code of the project the app may run,
/// in any language, asks WidgetKit to reload (the seeds' second lesson: a write is followed by a
/// reload, or the widget stays stale); a reload only widget extensions compile (a refresh
/// button's intent) never follows the app's writes. WidgetKit draws the new value only when the widget's own timeline
/// next ends, hours later, or never under `.never`. Quiet wherever a reload is named at all
/// (`ReloadMentions`: a bridge of the project's own named like one counts), where app code in a
/// language not read may hold one, and for writes only a widget extension makes (an intent's,
/// which WidgetKit follows with a reload itself). The fix is a reload in the language of the write.
enum AppReload: DoctorCheck {
    static let description = CheckDescription(
        id: "app-reload", area: .code, title: "the app never reloads",
        summary: "the app writes what the widget reads, and no code asks WidgetKit to reload",
        severities: [.warning],
        verdicts: "WARNING: the app's code writes a key of the group that the widget reads (Swift, Objective-C, Dart, scripts, Kotlin, "
            + "C#), and no code of the project names a reload: `reloadTimelines(ofKind:)`, `reloadAllTimelines()`, home_widget's "
            + "`updateWidget`, a bridge's `reloadWidget` (any receiver, comments left out), but in Swift or Objective-C only widget extensions "
            + "compile (a refresh button's intent: it runs there, never after the app's writes). The widget shows the change only when its own "
            + "timeline ends. Quiet for writes only a widget extension makes (an intent's: WidgetKit reloads after it), where app code "
            + "in a language not read may reload, and where the extensions show only Live Activities and controls (ActivityKit updates the first, not a reload)",
        reads: [.swiftCode, .dartCode, .objectiveCCode, .scriptCode],
        examples: [
            .triggers("the app writes the count and never reloads", .widgetApp.with {
                $0.files["App/AppModel.swift"] = .text(ExampleInput.appModelSwift(reloads: false))
            }, .warning(target: "App", file: "App/AppModel.swift", line: 7)),
            .passes("the app writes and reloads the widget's kind", .widgetApp),
            .triggers("the app writes the count; only the widget's refresh button's intent, compiled only into the extension, reloads", .widgetApp.with {
                $0.files["App/AppModel.swift"] = .text(ExampleInput.appModelSwift(reloads: false))
                $0.files["Widget/FeedIntent.swift"] = ExampleInput.feedIntent(reloads: true, key: "lastTap")
                $0.project?.update("Widget") { $0.sources.append("Widget/FeedIntent.swift") }
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: FeedIntent()) { Text(\"Refresh\") }"))
            }, .warning(target: "App", file: "App/AppModel.swift", line: 7)),
            .passes("the app writes the count, which only the widget's button's intent reads (its perform(), when it runs): nothing shown to reload",
                    .widgetApp.with {
                $0.files["App/AppModel.swift"] = .text(ExampleInput.appModelSwift(reloads: false))
                $0.files["Widget/TapIntent.swift"] = .text(tapIntent)
                $0.project?.update("Widget") { $0.sources.append("Widget/TapIntent.swift") }
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: TapIntent()) { Text(\"Tap\") }",
                                                                                    read: "integer(forKey: \"lastTap\") ?? 0"))
            }),
            .passes("the extension shows only a Live Activity, which ActivityKit updates: no timeline to reload", .widgetApp.with {
                $0.files["App/AppModel.swift"] = .text(ExampleInput.appModelSwift(reloads: false))
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.liveActivityWidgetSwift)
            }),
        ])

    /// A widget button's intent that reads the app's `count` and writes its own `lastTap`.
    private static let tapIntent = """
        import AppIntents

        struct TapIntent: AppIntent {
            static var title: LocalizedStringResource = "Tap"

            func perform() async throws -> some IntentResult {
                let defaults = UserDefaults(suiteName: "\(ExampleInput.group)")
                let count = defaults?.integer(forKey: "count") ?? 0
                defaults?.set(count, forKey: "lastTap")
                return .result()
            }
        }

        """

    static func findings(_ context: DoctorContext) -> [Finding] {
        let roots = context.reading?.codeRoots ?? []
        return KeyContract.all(context).compactMap { contract -> Finding? in
            let project = contract.project
            let keys = project.snapshot.keys
            guard contract.complete, keys.reloads.isEmpty, roots.allSatisfy({ keys.readAppCode.contains($0.language) }),
                  keys.unscannedWriters.isEmpty, !showsNoTimeline(project) else { return nil }
            let widgets = Set(project.targets.filter { $0.role.isWidget }.map(\.name))
            // What a widget shows: not a key read only inside App Intents (a button's perform()
            // toggling or stepping through it), which reads it when it runs, fresh (held-out
            // grinnell-elephant's timer intents).
            let intentLines = Dictionary(grouping: project.snapshot.intents, by: \.file).mapValues { $0.map(\.lines) }
            let read = Set(contract.reads.filter { read in
                read.reads.contains { access in !(intentLines[access.file]?.contains { $0.contains(access.line) } ?? false) }
            }.map(\.key))
            // Dart and scripts run in the app (no target); a file the app compiles is the app's.
            let writes = contract.writes.filter { read.contains($0.key) }.values.joined()
                .filter { $0.suite != .app && ($0.targets.isEmpty || !$0.targets.allSatisfy(widgets.contains)) }
                // A watch app's write stays on the watch: no reload of the iPhone's widget follows it.
                .filter { write in contract.reads.contains { read in read.key == write.key && contract.reaches(write, read.reads) } }
            guard let first = writes.min(by: { ($0.file, $0.line) < ($1.file, $1.line) }), let key = first.key else { return nil }
            let targets = first.targets.filter { !widgets.contains($0) }
            let kinds = OrderedSet(project.snapshot.code.filter { $0.kind == .widgetKind }.compactMap(\.value)).elements
            return Finding(.warning, target: targets.count == 1 ? targets[0] : nil, file: first.file, line: first.line,
                           message: "\(first.call) writes '\(key.shown)', which the widget reads, and no code the app runs asks WidgetKit to "
                               + "reload (reloadTimelines(ofKind:), reloadAllTimelines(), a plugin's updateWidget or reloadWidget; one only the widget "
                               + "extension compiles runs there): the widget shows the change only when its own timeline next ends",
                           fix: fix(first, kinds: kinds, project: project, targets: targets))
        }
    }

    /// Whether the extensions show only Live Activities (`ActivityConfiguration`) and controls, no
    /// widget with a timeline: ActivityKit updates the first (`Activity.update`, a push), a
    /// control's own action or `ControlCenter` the second; a timeline reload does nothing for them
    /// (held-out Growth-Training, whose extension holds one Live Activity, was told to reload
    /// "YourWidgetKind"; loopandlearn+LoopFollow's intent, whose key only its Live Activity reads,
    /// was told it leaves the widget stale). A widget whose configuration is not read counts as
    /// one with a timeline.
    static func showsNoTimeline(_ project: ProjectContext) -> Bool {
        let widgets = project.snapshot.views.widgets
        // No bundle read (a widget declared outside one): by the code's configurations and kinds.
        guard !widgets.isEmpty else {
            return project.snapshot.code.contains { $0.kind == .liveActivity } && !project.snapshot.code.contains { $0.kind == .widgetKind }
        }
        return !widgets.contains(where: \.hasTimeline)
    }

    /// A reload after the write, as the write's language makes one: of the project's one widget
    /// kind, or of all timelines when it has several (mudkipme+MoeMemos was told to reload its first
    /// kind only, while three widgets read the key); home_widget reloads one kind a call, so Dart
    /// names each.
    static func fix(_ write: KeyAccess, kinds: [String], project: ProjectContext, targets: [String]) -> String {
        let reload = kinds.count > 1 ? "WidgetCenter.shared.reloadAllTimelines()"
            : "WidgetCenter.shared.reloadTimelines(ofKind: \"\((kinds.first ?? "YourWidgetKind").shown)\")"
        switch write.language {
        case .swift:
            let app = targets.first.flatMap(project.target) ?? project.apps.first
            let statement = app.flatMap { APIAvailability.statement(reload, needs: .widgetCenter, in: $0.deployment) } ?? reload
            return "after the write, call \(statement) (import WidgetKit)"
        case .dart:
            let named = (kinds.isEmpty ? ["YourWidgetKind"] : kinds).prefix(4).map { "HomeWidget.updateWidget(iOSName: '\($0.shown)')" }
            return "after saving, call " + named.joined(separator: ", ") + (kinds.count > 4 ? " and the other kinds'" : "")
        case .objectiveC:
            return "WidgetCenter has no Objective-C interface: add an @objc function to a Swift file of the app that calls \(reload), and call it after the write"
        default:
            return "after the write, call \(reload) from the app's native Swift, through the bridge its \(write.language.rawValue) calls"
        }
    }
}
