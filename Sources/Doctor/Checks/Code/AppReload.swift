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
            + "timeline ends. The same for a key only controls' value providers read (`ControlValueProvider`, iOS 18) and no code the app "
            + "runs names `reloadControls(ofKind:)` or `reloadAllControls()`: the control shows the old value. Quiet for writes only a widget extension makes (an intent's: WidgetKit reloads after it), where app code "
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
            .triggers("the app writes the count, which only a control's value provider reads, and reloads no control", .widgetApp.with {
                $0.files["App/AppModel.swift"] = .text(ExampleInput.appModelSwift(reloads: false))
                $0.files["Widget/PetWidget.swift"] = .text(feedingControl)
            }, .warning(target: "App", file: "App/AppModel.swift", line: 7)),
            .passes("the same app asks ControlCenter to reload its controls after the write", .widgetApp.with {
                $0.files["App/AppModel.swift"] = .text(ExampleInput.appModelSwift(reloads: false).replacing(
                    "forKey: \"count\")", with: "forKey: \"count\")\n        ControlCenter.shared.reloadAllControls()"))
                $0.files["Widget/PetWidget.swift"] = .text(feedingControl)
            }),
            .passes("the extension shows only a Live Activity, which ActivityKit updates: no timeline to reload", .widgetApp.with {
                $0.files["App/AppModel.swift"] = .text(ExampleInput.appModelSwift(reloads: false))
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.liveActivityWidgetSwift)
            }),
        ])

    /// An extension whose one widget is an iOS 18 control showing whether the group's `count` is
    /// above 0 (its value provider reads it), its button opening the app.
    static let feedingControl = """
        import AppIntents
        import SwiftUI
        import WidgetKit

        @main
        struct Controls: WidgetBundle {
            var body: some Widget {
                FeedingControl()
            }
        }

        struct FeedingControl: ControlWidget {
            var body: some ControlWidgetConfiguration {
                StaticControlConfiguration(kind: "com.example.app.feeding", provider: Provider()) { fed in
                    ControlWidgetButton(action: OpenFeedingIntent()) {
                        Label(fed ? "Fed" : "Hungry", systemImage: "fork.knife")
                    }
                }
            }

            struct Provider: ControlValueProvider {
                var previewValue: Bool { false }

                func currentValue() async throws -> Bool {
                    (UserDefaults(suiteName: "\(ExampleInput.group)")?.integer(forKey: "count") ?? 0) > 0
                }
            }
        }

        struct OpenFeedingIntent: AppIntent {
            static var title: LocalizedStringResource = "Feeding"
            static var openAppWhenRun: Bool { true }

            func perform() async throws -> some IntentResult { .result() }
        }

        """

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
        return KeyContract.all(context).flatMap { contract -> [Finding] in
            let project = contract.project
            let keys = project.snapshot.keys
            guard contract.complete, roots.allSatisfy({ keys.readAppCode.contains($0.language) }), keys.unscannedWriters.isEmpty else { return [] }
            // Where each key is read: in a widget's code, or in a control's value provider only.
            // Not inside App Intents (a button's perform() toggling or stepping through the key),
            // which read it when they run, fresh (held-out grinnell-elephant's timer intents).
            let intentLines = project.snapshot.intentLines
            var shown = Set<String>(), controls = Set<String>()
            for read in contract.reads {
                let live = read.reads.filter { !intentLines.contains(file: $0.file, line: $0.line) }
                if live.contains(where: { !keys.controlProviders.contains(file: $0.file, line: $0.line) }) {
                    shown.insert(read.key)
                } else if !live.isEmpty {
                    controls.insert(read.key)
                }
            }
            var found: [Finding] = []
            if keys.reloads.isEmpty, !showsNoTimeline(project), let (write, key, targets) = firstWrite(contract, of: shown, outside: intentLines) {
                let kinds = OrderedSet(project.snapshot.code.filter { $0.kind == .widgetKind }.compactMap(\.value)).elements
                found.append(Finding(.warning, target: targets.count == 1 ? targets[0] : nil, file: write.file, line: write.line,
                                     message: "\(write.call) writes '\(key.shown)', which the widget reads, and no code the app runs asks WidgetKit to "
                                         + "reload (reloadTimelines(ofKind:), reloadAllTimelines(), a plugin's updateWidget or reloadWidget; one only the widget "
                                         + "extension compiles runs there): the widget shows the change only when its own timeline next ends",
                                     fix: fix(write, kinds: kinds, project: project, targets: targets)))
            }
            if keys.controlReloads.isEmpty, let (write, key, targets) = firstWrite(contract, of: controls, outside: intentLines) {
                found.append(Finding(.warning, target: targets.count == 1 ? targets[0] : nil, file: write.file, line: write.line,
                                     message: "\(write.call) writes '\(key.shown)', which only a control's value provider reads, and no code the app runs asks "
                                         + "ControlCenter to reload controls (a timeline reload leaves a control as it was): Control Center and the Lock Screen "
                                         + "show the old value until the system next asks",
                                     fix: controlFix(write, project: project, targets: targets)))
            }
            return found
        }
    }

    /// The app's first write (by file and line) of one of `keys` that reaches where they are read,
    /// with the key and the app's targets compiling it. Not a write inside an App Intent
    /// (`intents`' lines by file): intent-reload judges those, at the intent (round 16 DisplayPlus
    /// was told both of one intent's write).
    private static func firstWrite(_ contract: KeyContract, of keys: Set<String>, outside intents: LinesByFile) -> (KeyAccess, String, [String])? {
        let project = contract.project
        let widgets = Set(project.targets.filter { $0.role.isWidget }.map(\.name))
        // Dart and scripts run in the app (no target); a file the app compiles is the app's.
        let writes = contract.writes.filter { keys.contains($0.key) }.values.joined()
            .filter { $0.suite != .app && ($0.targets.isEmpty || !$0.targets.allSatisfy(widgets.contains)) }
            .filter { !intents.contains(file: $0.file, line: $0.line) }
            // A watch app's write stays on the watch: no reload of the iPhone's widget follows it.
            .filter { write in contract.reads.contains { read in read.key == write.key && contract.reaches(write, read.reads) } }
        guard let first = writes.min(by: { ($0.file, $0.line) < ($1.file, $1.line) }), let key = first.key else { return nil }
        return (first, key, first.targets.filter { !widgets.contains($0) })
    }

    /// `ControlCenter.shared.reloadAllControls()` (iOS 18) after the write, as its language makes it.
    static func controlFix(_ write: KeyAccess, project: ProjectContext, targets: [String]) -> String {
        native("ControlCenter.shared.reloadAllControls()", needs: .controlCenter, after: write, project: project, targets: targets)
            + (write.language == .swift ? ", or reloadControls(ofKind:) with the control's kind" : "")
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
        guard write.language == .dart else { return native(reload, needs: .widgetCenter, after: write, project: project, targets: targets) }
        let named = (kinds.isEmpty ? ["YourWidgetKind"] : kinds).prefix(4).map { "HomeWidget.updateWidget(iOSName: '\($0.shown)')" }
        return "after saving, call " + named.joined(separator: ", ") + (kinds.count > 4 ? " and the other kinds'" : "")
    }

    /// `reload` (WidgetKit's, Swift only) after the write: in the app's Swift as it compiles where
    /// the app deploys, through an `@objc` function of its Swift for Objective-C, through the
    /// bridge for another language.
    private static func native(_ reload: String, needs api: APIAvailability.API, after write: KeyAccess, project: ProjectContext,
                               targets: [String]) -> String {
        switch write.language {
        case .swift:
            let app = targets.first.flatMap(project.target) ?? project.apps.first
            let statement = app.flatMap { APIAvailability.statement(reload, needs: api, in: $0.deployment) } ?? reload
            return "after the write, call \(statement) (import WidgetKit)"
        case .objectiveC:
            let center = reload.prefix { $0 != "." }
            return "\(center) has no Objective-C interface: add an @objc function to a Swift file of the app that calls \(reload), and call it after the write"
        default:
            return "after the write, call \(reload) from the app's native Swift, through the bridge its \(write.language.rawValue) calls"
        }
    }
}
