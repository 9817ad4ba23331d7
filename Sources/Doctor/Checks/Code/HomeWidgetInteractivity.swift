import Findings
import SharedData
import XcodeProject

/// `home-widget-interactivity`: home_widget's interactive widgets as its documentation wires them
/// (since 0.4.0, unchanged through 0.9.x): the Dart app registers a callback with
/// `HomeWidget.registerInteractivityCallback`, which stores the callback's handle
/// (`PluginUtilities.getCallbackHandle`: only top-level and static functions have one; release
/// builds keep it only under `@pragma('vm:entry-point')`) and starts a background engine in the
/// app's process; a Swift App Intent, compiled into Runner and the widget extension, calls
/// `HomeWidgetBackgroundWorker.run` to run it. In the extension alone that engine never starts.
/// An intent that does its work in Swift is not home_widget's wiring and is not judged here.
enum HomeWidgetInteractivity: DoctorCheck {
    static let description = CheckDescription(
        id: "home-widget-interactivity", area: .code, title: "home_widget interactive widget",
        summary: "home_widget's interactive-widget wiring broken: the Dart callback, its entry point, or the intent's targets",
        severities: [.note, .problem],
        verdicts: "PROBLEM, in a Flutter app that uses home_widget: `HomeWidget.registerInteractivityCallback` given a closure, an instance "
            + "method or a nested function (no callback handle exists for it), or a top-level or static function without "
            + "`@pragma('vm:entry-point')` (a release build leaves the background engine nothing to call); an App Intent whose `perform()` "
            + "calls `HomeWidgetBackgroundWorker.run` but that no app target compiles (in the widget extension home_widget's background "
            + "engine never starts: home_widget asks for the intent in Runner and the extension), or with no `registerInteractivityCallback` "
            + "in the Dart code. NOTE: such an intent that no code constructs (in no button, control or shortcut: a leftover). An intent that "
            + "does its work in Swift is not judged",
        reads: [.swiftCode, .dartCode],
        examples: [
            .triggers("the callback lacks @pragma('vm:entry-point')", .homeWidgetApp(dart: ExampleInput.registersFeed(entryPoint: false)),
                      .problem(file: "lib/main.dart", line: 14)),
            .triggers("the function handed to a service that registers its parameter lacks @pragma('vm:entry-point')",
                      .homeWidgetApp(dart: ExampleInput.registersThroughParameter(entryPoint: false)), .problem(file: "lib/main.dart", line: 20)),
            .passes("the service registers its parameter, not its own static method of that name: the annotated function handed to it",
                    .homeWidgetApp(dart: ExampleInput.registersThroughParameter())),
            .triggers("a closure registered as the callback", .homeWidgetApp(dart: "Future<void> start() async {\n"
                          + "  await HomeWidget.registerInteractivityCallback((uri) async {\n    await HomeWidget.saveWidgetData<int>('count', 1);\n  });\n}\n"),
                      .problem(file: "lib/main.dart", line: 10)),
            .passes("home_widget's wiring: an annotated top-level callback, the intent in Runner and the widget",
                    .homeWidgetApp(dart: ExampleInput.registersFeed(), content: ExampleInput.backgroundButton).with {
                $0.files["ios/Runner/BackgroundIntent.swift"] = ExampleInput.backgroundIntent
                $0.project?.update("Runner") { $0.sources.append("Runner/BackgroundIntent.swift") }
                $0.project?.update("PetWidgetExtension") { $0.sources.append("Runner/BackgroundIntent.swift") }
            }),
            .triggers("the intent that runs the callback compiled into the widget only",
                      .homeWidgetApp(dart: ExampleInput.registersFeed(), content: ExampleInput.backgroundButton).with {
                $0.files["ios/PetWidget/BackgroundIntent.swift"] = ExampleInput.backgroundIntent
                $0.project?.update("PetWidgetExtension") { $0.sources.append("PetWidget/BackgroundIntent.swift") }
            }, .problem(target: "PetWidgetExtension", file: "ios/PetWidget/BackgroundIntent.swift", line: 5)),
            .triggers("the same intent, but no button, control or shortcut constructs it: a leftover, a note",
                      .homeWidgetApp(dart: ExampleInput.registersFeed()).with {
                $0.files["ios/PetWidget/BackgroundIntent.swift"] = ExampleInput.backgroundIntent
                $0.project?.update("PetWidgetExtension") { $0.sources.append("PetWidget/BackgroundIntent.swift") }
            }, .note(target: "PetWidgetExtension", file: "ios/PetWidget/BackgroundIntent.swift", line: 5)),
            .triggers("the intent runs a callback the Dart code never registers",
                      .homeWidgetApp(content: ExampleInput.backgroundButton).with {
                $0.files["ios/Runner/BackgroundIntent.swift"] = ExampleInput.backgroundIntent
                $0.project?.update("Runner") { $0.sources.append("Runner/BackgroundIntent.swift") }
                $0.project?.update("PetWidgetExtension") { $0.sources.append("Runner/BackgroundIntent.swift") }
            }, .problem(file: "ios/Runner/BackgroundIntent.swift", line: 5)),
            .passes("the widget's own intent does the work in Swift (the Dart callback is Android's)",
                    .homeWidgetApp(dart: ExampleInput.registersFeed(), content: "Button(intent: FeedIntent()) { Text(\"Feed\") }").with {
                $0.files["ios/PetWidget/FeedIntent.swift"] = ExampleInput.feedIntent()
                $0.project?.update("PetWidgetExtension") { $0.sources.append("PetWidget/FeedIntent.swift") }
            }, also: [IntentWriter.id]),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project -> [Finding] in
            guard let facts = project.snapshot.homeWidget else { return [] }
            return callbackFindings(facts) + intentFindings(facts, project: project)
        }
    }

    /// Each registration whose callback has no handle, and each callback function without the
    /// entry point (once, however many registrations name it).
    private static func callbackFindings(_ facts: HomeWidgetFacts) -> [Finding] {
        var judged = Set<HomeWidgetFacts.Place>()
        return facts.interactivityCallbacks.compactMap { registration -> Finding? in
            switch registration.callback {
            case let .notStatic(what, declared):
                let at = declared.map { " (\($0.shown))" } ?? ""
                return Finding(.problem, file: registration.place.file, line: registration.place.line,
                               message: "\(registration.call) is given \(what)\(at), '\(registration.expression.shown)': only top-level and static "
                                   + "functions have a callback handle (PluginUtilities.getCallbackHandle), so a widget's button can never run it",
                               fix: "move the callback to a top-level function annotated @pragma('vm:entry-point') and pass its name")
            case let .function(name, declared, entryPoint):
                guard !entryPoint, judged.insert(declared).inserted else { return nil }
                return Finding(.problem, file: declared.file, line: declared.line,
                               message: "\(name), the callback \(registration.call) registers (\(registration.place.shown)), has no "
                                   + "@pragma('vm:entry-point'): a release build's tree shaking leaves home_widget's background engine nothing to "
                                   + "call, so a widget's button does nothing (debug builds work)",
                               fix: "annotate it: @pragma('vm:entry-point') on the line above \(name)")
            case .unknown:
                return nil
            }
        }
    }

    /// Where the app (Runner) deploys: the pin the fix gives must compile there (Flutter apps often deploy below iOS 16.4).
    private static func appDeployment(_ project: ProjectContext) -> TargetFacts.Deployment {
        project.apps.first?.deployment ?? .unknown(.iOS)
    }

    /// Each App Intent that runs the Dart callback (`HomeWidgetBackgroundWorker.run`) where it cannot.
    private static func intentFindings(_ facts: HomeWidgetFacts, project: ProjectContext) -> [Finding] {
        let apps = Set(project.apps.map(\.name))
        var judged = Set<String>()
        return project.snapshot.intents.compactMap { intent -> Finding? in
            guard intent.writes.values.contains(where: { $0.contains(where: Self.runsCallback) }), judged.insert(intent.name).inserted else { return nil }
            let declarations = project.snapshot.intents.filter { $0.name == intent.name }
            let compiling = OrderedSet(declarations.flatMap(\.targets)).elements
            let place = "\(intent.file):\(intent.line)"
            // An intent no code constructs is in no button, control or shortcut: a leftover (held-out
            // book-golas' BackgroundIntent, only its extension compiling it), which stops nothing.
            guard declarations.contains(where: \.constructed) else {
                return Finding(.note, target: compiling.count == 1 ? compiling[0] : nil, file: intent.file, line: intent.line,
                               message: "\(intent.name.shown) (\(place)) calls HomeWidgetBackgroundWorker.run, but no code constructs it: no "
                                   + "button, control or shortcut runs it, so it is not judged")
            }
            if !compiling.contains(where: apps.contains) {
                let runners = compiling.filter { project.target($0)?.role.isWidget ?? false }
                return Finding(.problem, target: compiling.count == 1 ? compiling[0] : nil, file: intent.file, line: intent.line,
                               message: "\(intent.name.shown) (\(place)) calls HomeWidgetBackgroundWorker.run but only \(compiling.map(\.shown).spoken) "
                                   + "compiles it: there home_widget's background engine never starts (registerInteractivityCallback sets it up in "
                                   + "the app), so the Dart callback never runs and \(runners.isEmpty ? "the intent" : "the widget's button") does nothing",
                               fix: AddToTarget.step(intent, into: project.apps.first?.name ?? "Runner", compiledBy: compiling,
                                                     membership: project.snapshot.membership)
                                   + " (home_widget asks for it in Runner and the widget extension)" + (declarations.contains { $0.allowed == ["main"] } ? ""
                                       : IntentWriter.pinToApp(intent.name, app: appDeployment(project), available: intent.available).map {
                                           ", with " + $0.code.map { "`\($0)`" }.joined(separator: " and ") + " to let a tap wake the app"
                                       } ?? ""))
            }
            guard facts.interactivityCallbacks.isEmpty else { return nil }
            return Finding(.problem, target: compiling.count == 1 ? compiling[0] : nil, file: intent.file, line: intent.line,
                           message: "\(intent.name.shown) (\(place)) calls HomeWidgetBackgroundWorker.run, but the Dart code never calls "
                               + "HomeWidget.registerInteractivityCallback: there is no callback to run, and run waits for a background engine "
                               + "that never starts",
                           fix: "register a top-level function annotated @pragma('vm:entry-point') with "
                               + "HomeWidget.registerInteractivityCallback after HomeWidget.setAppGroupId")
        }
    }

    private static func runsCallback(_ write: IntentFacts.Write) -> Bool { write.code.contains("HomeWidgetBackgroundWorker") }
}
