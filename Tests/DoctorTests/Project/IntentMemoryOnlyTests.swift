import Foundation
import Findings
import Testing
@testable import Doctor

/// intent-memory-only (issue 37, class 11): a widget button's intent that, in the extension,
/// changes only memory or posts a notification. Shaped like real ones: a hard-coded model
/// singleton whose task is toggled (Bdelas777), a `static var` counter, a notification meant for
/// the app; and intents that are not this: one that calls a package's function, one that sends a
/// request, one pinned to the app.
@Suite("intent-memory-only")
struct IntentMemoryOnlyTests {
    private static func intent(_ perform: String, extra: String = "") -> String {
        """
        import AppIntents
        import Foundation

        final class TaskModel {
            static let shared = TaskModel()
            static var taps = 0
            var tasks: [Bool] = [false, true]
            var byName: [String: Routine] = [:]
        }

        final class Routine {
            var done = false
            var step = 0
        }

        struct TapIntent: AppIntent {
            static var title: LocalizedStringResource = "Tap"
            func perform() async throws -> some IntentResult {
                \(perform)
                return .result()
            }
        }
        \(extra)
        """
    }

    private func run(_ intent: String, targets: [String] = ["Widget"]) throws -> ExampleRun {
        try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["Shared/TapIntent.swift"] = .text(intent)
            for target in targets { $0.project?.update(target) { $0.sources.append("Shared/TapIntent.swift") } }
            $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: TapIntent()) { Text(\"Tap\") }"))
        })
    }

    @Test("Memory changed or a notification posted in the extension, nothing written: a warning at the button",
          arguments: [
              "if let index = TaskModel.shared.tasks.firstIndex(where: { !$0 }) { TaskModel.shared.tasks[index].toggle() }",
              "TaskModel.taps += 1",
              "NotificationCenter.default.post(name: .init(\"tapped\"), object: nil)",
              // Through optional chaining, and through a local bound to a shared object (Learning-Widget's routines).
              "TaskModel.shared.byName[\"walk\"]?.done.toggle()",
              "guard let routine = TaskModel.shared.byName[\"walk\"] else { return .result() }\n        routine.step += 1",
          ])
    func memoryOnly(perform: String) throws {
        let report = try run(Self.intent(perform))
        let warning = try #require(report.findings(of: "intent-memory-only").first, "\(report.serious.map(\.message))")
        #expect(warning.severity == .warning)
        #expect(warning.target == "Widget")
        #expect(warning.file == "Widget/PetWidget.swift")
        #expect(warning.line == 9)
        #expect(report.findings(of: "intent-writer").isEmpty)
    }

    /// Shaped like an app whose iOS and macOS widget extensions compile the same view and intent files
    /// (JuniperPhoton+Widget-Intermediate-Animation): each extension runs the tap in its own process.
    @Test("A button two widget extensions compile is judged in each: one finding per extension")
    func eachExtension() throws {
        let report = try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["Shared/TapIntent.swift"] = .text(Self.intent("TaskModel.taps += 1"))
            $0.project?.update("Widget") { $0.sources.append("Shared/TapIntent.swift") }
            $0.project?.targets.append(.init("MacWidget", ExampleProject.Target.appExtension, settings: [
                "PRODUCT_BUNDLE_IDENTIFIER": "com.example.app.macwidget", "CODE_SIGN_ENTITLEMENTS": "Widget/Widget.entitlements",
                "INFOPLIST_FILE": "Widget/Info.plist", "MACOSX_DEPLOYMENT_TARGET": "14.0", "SDKROOT": "macosx",
            ], sources: ["Widget/PetWidget.swift", "Shared/TapIntent.swift"]))
            $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: TapIntent()) { Text(\"Tap\") }"))
        })
        let warnings = report.findings(of: "intent-memory-only")
        #expect(Set(warnings.compactMap(\.target)) == ["Widget", "MacWidget"], "\(report.serious.map(\.message))")
        #expect(warnings.allSatisfy { $0.file == "Widget/PetWidget.swift" && $0.line == 9 })
    }

    @Test("Not memory only: a write, a package's function, a request, an intent pinned to the app",
          arguments: [
              (intent("TaskModel.taps += 1\n        UserDefaults(suiteName: \"\(ExampleInput.group)\")?.set(TaskModel.taps, forKey: \"taps\")"), ["Widget"]),
              (intent("TaskModel.taps += 1\n        syncTaps()"), ["Widget"]),
              (intent("TaskModel.taps += 1\n        _ = try await URLSession.shared.data(from: URL(string: \"https://example.com\")!)"), ["Widget"]),
              (intent("TaskModel.taps += 1", extra: "@available(iOSApplicationExtension, unavailable)\nextension TapIntent: ForegroundContinuableIntent {}\n"),
               ["Widget", "App"]),
              // Pinned outside the type: Apple's deprecated-extension form, iOS 26's supportedModes.
              (intent("TaskModel.taps += 1", extra: "@available(*, deprecated)\nextension TapIntent {\n    static var openAppWhenRun: Bool { true }\n}\n"),
               ["Widget", "App"]),
              (intent("TaskModel.taps += 1", extra: "extension TapIntent {\n    static let supportedModes: IntentModes = .foreground(.dynamic)\n}\n"),
               ["Widget", "App"]),
              // A SwiftData container's main context saves by itself: the change is kept.
              (intent("TaskModel.shared.container.mainContext.insert(TaskItem())"), ["Widget"]),
              (intent("let context = Shared.modelContainer.mainContext\n        TaskModel.taps += 1\n        context.insert(TaskItem())"), ["Widget"]),
          ] as [(String, [String])])
    func notMemoryOnly(intent: String, targets: [String]) throws {
        let report = try run(intent, targets: targets)
        #expect(report.findings(of: "intent-memory-only").isEmpty, "\(report.serious.map(\.message))")
    }
}
