import Findings
import SharedData
import XcodeProject

/// `intent-reload`: an intent the app runs (not a widget button, which WidgetKit reloads after)
/// that writes the group the widget reads and reloads nothing: run from Shortcuts or Siri, it
/// leaves the widget stale.
enum IntentReload: DoctorCheck {
    static let description = CheckDescription(
        id: "intent-reload", area: .code, title: "intent without reload",
        summary: "an intent the app runs that writes the widget's group and reloads no widget",
        severities: [.note, .warning],
        verdicts: "WARNING: an intent the app runs (not a widget button) that writes a key of the group's defaults the widget reads and "
            + "reloads no widget; NOTE: one whose writes name only keys that no code a target other than an app runs reads, App Intents' "
            + "perform() aside (the app's own settings kept in the group, a hand-off only the app's code consumes, in a file the widget "
            + "compiles too, a page index other intents step through: the widget does not show them). A key only controls' value providers "
            + "read (`ControlValueProvider`, iOS 18) needs a control reload (`ControlCenter.shared.reloadAllControls()`), which its warning "
            + "names. Otherwise quiet where the extensions register only Live Activities and controls: no timeline to reload",
        reads: [.swiftCode],
        examples: [
            .triggers("an app's intent writes the widget's key and reloads nothing", .widgetApp.with {
                $0.files["App/FeedIntent.swift"] = ExampleInput.feedIntent()
                $0.project?.update("App") { $0.sources.append("App/FeedIntent.swift") }
            }, .warning(target: "App", file: "App/FeedIntent.swift", line: 4)),
            .triggers("its key is read in a file the widget compiles too, but only by a function the app calls: a note", .widgetApp.with {
                $0.files["App/FeedIntent.swift"] = ExampleInput.feedIntent(key: "pendingFeed")
                $0.files["Shared/PendingFeed.swift"] = .text("import Foundation\n\nenum PendingFeed {\n    static func consume() -> Int {\n"
                    + "        let defaults = UserDefaults(suiteName: \"\(ExampleInput.group)\")\n"
                    + "        defer { defaults?.removeObject(forKey: \"pendingFeed\") }\n        return defaults?.integer(forKey: \"pendingFeed\") ?? 0\n    }\n}\n")
                $0.files["App/Resume.swift"] = .text("import SwiftUI\n\nstruct ResumeView: View {\n    var body: some View { Text(String(PendingFeed.consume())) }\n}\n")
                $0.project?.update("App") { $0.sources += ["App/FeedIntent.swift", "Shared/PendingFeed.swift", "App/Resume.swift"] }
                $0.project?.update("Widget") { $0.sources.append("Shared/PendingFeed.swift") }
            }, .note(target: "App", file: "App/FeedIntent.swift", line: 4)),
            .triggers("its key is read outside the app only by another intent's perform(), compiled into the widget too: a note", .widgetApp.with {
                $0.files["App/FeedIntent.swift"] = ExampleInput.feedIntent(key: "page")
                $0.files["Shared/PageIntent.swift"] = .text("""
                    import AppIntents

                    struct NextPageIntent: AppIntent {
                        static var title: LocalizedStringResource = "Next page"

                        func perform() async throws -> some IntentResult {
                            let defaults = UserDefaults(suiteName: "\(ExampleInput.group)")
                            defaults?.set((defaults?.integer(forKey: "page") ?? 0) + 1, forKey: "page")
                            return .result()
                        }
                    }

                    """)
                $0.project?.update("App") { $0.sources += ["App/FeedIntent.swift", "Shared/PageIntent.swift"] }
                $0.project?.update("Widget") { $0.sources.append("Shared/PageIntent.swift") }
            }, .note(target: "App", file: "App/FeedIntent.swift", line: 4), .note(target: "App", file: "Shared/PageIntent.swift", line: 3)),
            .passes("its key is read only by a Live Activity, which ActivityKit updates: no timeline to reload", .widgetApp.with {
                $0.files["App/FeedIntent.swift"] = ExampleInput.feedIntent()
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.liveActivityWidgetSwift)
                $0.project?.update("App") { $0.sources.append("App/FeedIntent.swift") }
            }),
            .triggers("an app's intent writes the key only a control's value provider reads and reloads nothing", controlOnly(reloads: false),
                      .warning(target: "App", file: "App/FeedIntent.swift", line: 4)),
            .passes("the same intent reloads the controls after its write", controlOnly(reloads: true)),
            .passes("the intent reloads the widget after its write", .widgetApp.with {
                $0.files["App/FeedIntent.swift"] = ExampleInput.feedIntent(reloads: true)
                $0.project?.update("App") { $0.sources.append("App/FeedIntent.swift") }
            }),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            // Extensions of only Live Activities and controls: no timeline to reload (`AppReload.showsNoTimeline`),
            // but a control's key still needs a control reload.
            let noTimeline = AppReload.showsNoTimeline(project)
            let intentLines = project.snapshot.intentLines
            let widgets = Set(project.targets.filter(\.role.isWidget).map(\.name))
            let buttons = Set(project.snapshot.intentUses.filter { $0.targets.contains(where: widgets.contains) }.map(\.intent))
            let apps = Set(project.apps.map(\.name))
            let groupWrites: Set<String> = ["a shared UserDefaults write", "a home_widget saveWidgetData"]
            return project.snapshot.intents.compactMap { intent -> Finding? in
                guard !buttons.contains(intent.name), !intent.reloads,
                      let app = intent.targets.first(where: apps.contains) else { return nil }
                let writes = intent.writes[app]?.filter { groupWrites.contains($0.kind) } ?? []
                // A key the widget reads (lead's decision 17): by name, or through a constant's value.
                guard let write = writes.first(where: { $0.keyMentionedOutsideApps != false && $0.widgetReadsKey != false }) else {
                    // Only keys no widget reads: the app's own settings kept in the group.
                    guard !writes.isEmpty, !noTimeline else { return nil }
                    let keys = OrderedSet(writes.compactMap { $0.key ?? $0.keyName }).elements
                    return Finding(.note, target: app, file: intent.file, line: intent.line,
                                   message: "\(intent.name.shown)'s perform() writes \(keys.map(\.shown).spoken) in \(app.shown) and reloads no widget, "
                                       + "but no code outside the app reads \(keys.count == 1 ? "that key" : "those keys"): the widget does not show \(keys.count == 1 ? "it" : "them")")
                }
                if let key = write.key, onlyControlsRead(key, project: project, intents: intentLines) {
                    return Finding(.warning, target: app, file: intent.file, line: intent.line,
                                   message: "\(intent.name.shown)'s perform() makes \(write.kind) (\(write.code.shown)) in \(app.shown), which only a control's "
                                       + "value provider reads, and reloads no control: run from Shortcuts, Siri or a Live Activity, it leaves the control stale",
                                   fix: controlReloadFix(project.target(app)))
                }
                guard !noTimeline else { return nil }
                return Finding(.warning, target: app, file: intent.file, line: intent.line,
                               message: "\(intent.name.shown)'s perform() makes \(write.kind) (\(write.code.shown)) in \(app.shown) and reloads no widget: "
                                   + "run from Shortcuts or Siri, it leaves the widget stale",
                               fix: reloadFix(project.target(app)))
            }
        }
    }

    /// The preset app, its extension showing only `AppReload.feedingControl` (whose value provider
    /// reads `count`) and the app reloading it after its own write, with `FeedIntent` in the app
    /// calling `ControlCenter.shared.reloadAllControls()` after its write when `reloads`.
    private static func controlOnly(reloads: Bool) -> ExampleInput {
        ExampleInput.widgetApp.with {
            $0.files["App/AppModel.swift"] = .text(ExampleInput.appModelSwift(reloads: false).replacing(
                "forKey: \"count\")", with: "forKey: \"count\")\n        ControlCenter.shared.reloadAllControls()"))
            $0.files["Widget/PetWidget.swift"] = .text(AppReload.feedingControl)
            let intent: String = if case let .text(text) = ExampleInput.feedIntent() { text } else { "" }
            $0.files["App/FeedIntent.swift"] = .text(reloads ? intent.replacing("return .result()", with: "ControlCenter.shared.reloadAllControls()\n        return .result()") : intent)
            $0.project?.update("App") { $0.sources.append("App/FeedIntent.swift") }
        }
    }

    /// Whether every read of `key` outside the apps' code, App Intents aside, is in a control's value provider
    /// (`KeyFacts.controlProviders`): a control's key, which a timeline reload leaves as it was
    /// (round 16 DisplayPlus: `displayOn`, read only by its Control Center toggle, was told to
    /// reload the widget's timeline).
    /// `intents`: the project's App Intents' lines (`ProjectSnapshot.intentLines`); a read there
    /// (another intent toggling the key) reads it fresh.
    static func onlyControlsRead(_ key: String, project: ProjectContext, intents: LinesByFile) -> Bool {
        let apps = Set(project.apps.map(\.name))
        let keys = project.snapshot.keys
        let reads = keys.accesses.filter { read in
            read.role == .read && read.key == key && read.suite != .app && !read.targets.allSatisfy(apps.contains)
                && !intents.contains(file: read.file, line: read.line)
        }
        return !reads.isEmpty && reads.allSatisfy { keys.controlProviders.contains(file: $0.file, line: $0.line) }
    }

    /// `ControlCenter.shared.reloadAllControls()`, as it compiles in an App Intent of the app.
    static func controlReloadFix(_ app: TargetFacts?) -> String? {
        let deployment = app?.deployment ?? .unknown(.iOS)
        return APIAvailability.statement("ControlCenter.shared.reloadAllControls()", needs: .controlCenter, in: deployment, within: .appIntent)
            .map { "call `\($0)` after the write, or reloadControls(ofKind:) with the control's kind" }
    }

    /// The reload, as it compiles in an App Intent of the app (`APIAvailability`: WidgetCenter
    /// reached visionOS only in 26, after App Intents); where the platform has no WidgetCenter
    /// (tvOS), no fix names it.
    static func reloadFix(_ app: TargetFacts?) -> String? {
        let deployment = app?.deployment ?? .unknown(.iOS)
        return APIAvailability.statement("WidgetCenter.shared.reloadTimelines(ofKind: kind)", needs: .widgetCenter, in: deployment, within: .appIntent)
            .map { "call `\($0)` after the write (kind: the widget's kind)" }
    }
}
