import Foundation
import Findings
import ProjectFixtures
import Testing
@testable import Doctor
import XcodeProject

/// A fix that compiles an intent's file into one more target (issue 37, classes 4 and 5: advice that
/// fits the project and builds): never a file that declares its target's `@main`, which would give
/// the other target a second entry point (held-out AWB-labs+prayer-times-app keeps its toggle intent,
/// its log store and its `@main` WidgetBundle in one file), and worded where the project lists its
/// files: Xcode's Target Membership, an XcodeGen spec's or a Tuist manifest's `sources:`,
/// apple-targets' `_shared/` folder. The apps are shaped like real ones: an intent beside its
/// widget and bundle, an intent in a file of its own, an app's intent beside its `@main` App.
@Suite("a fix that adds a file to another target")
struct AddToTargetTests {
    /// A store whose toggle writes the group's `count` (which the app writes too), the intent that
    /// calls it, and a `@main` bundle: one widget-extension file, as prayer-times-app writes it.
    static let storeIntentAndBundle = """

        enum FeedLog {
            static func load() -> Int { UserDefaults(suiteName: "\(ExampleInput.group)")?.integer(forKey: "count") ?? 0 }
            static func feed() {
                UserDefaults(suiteName: "\(ExampleInput.group)")?.set(load() + 1, forKey: "count")
            }
        }

        struct FeedIntent: AppIntent {
            static var title: LocalizedStringResource = "Feed"
            func perform() async throws -> some IntentResult {
                FeedLog.feed()
                return .result()
            }
        }

        @main
        struct PetBundle: WidgetBundle {
            var body: some Widget { PetWidget() }
        }

        """

    /// The native example app whose widget's button runs FeedIntent, declared beside the widget and
    /// its `@main` bundle (`besideBundle`) or in `Widget/FeedIntent.swift`; `files` beside the project.
    private func run(besideBundle: Bool, files: [String: String] = [:]) throws -> ExampleRun {
        try ExampleRun(ExampleInput.widgetApp.with {
            let widget = ExampleInput.widgetSwift(content: "Button(intent: FeedIntent()) { Text(\"Feed\") }")
            if besideBundle {
                $0.files["Widget/PetWidget.swift"] = .text("import AppIntents\n" + widget + Self.storeIntentAndBundle)
            } else {
                $0.files["Widget/PetWidget.swift"] = .text(widget)
                $0.files["Widget/FeedIntent.swift"] = ExampleInput.feedIntent()
                $0.project?.update("Widget") { $0.sources.append("Widget/FeedIntent.swift") }
            }
            for (path, text) in files { $0.files[path] = .text(text) }
        })
    }

    /// The intent-writer warning's fix, the warning at the button (line 9; 10 below the bundle file's extra import).
    private func fix(_ run: ExampleRun, line: Int = 10) throws -> String {
        let finding = try #require(run.findings(of: IntentWriter.id).first, "\(run.serious.map { "\($0.check) \($0.message)" })")
        #expect(finding.target == "Widget" && finding.file == "Widget/PetWidget.swift" && finding.line == line)
        return try #require(finding.fix)
    }

    @Test("Beside the @main bundle: the intent and its store move into a file of their own, compiled into the app and the widget")
    func besideTheBundle() throws {
        let fix = try fix(try run(besideBundle: true))
        #expect(!fix.contains("compile Widget/PetWidget.swift"), "\(fix)")
        #expect(fix.contains("FeedIntent and FeedLog out of Widget/PetWidget.swift") && fix.contains("PetBundle"), "\(fix)")
        #expect(fix.contains("Target Membership is App and Widget"), "\(fix)")
    }

    @Test("In a file of its own: that file is compiled into the app too, as before")
    func ownFile() throws {
        let fix = try fix(try run(besideBundle: false), line: 9)
        #expect(fix.contains("compile Widget/FeedIntent.swift into App too (its Target Membership)"), "\(fix)")
    }

    @Test("XcodeGen: the spec that makes the project lists the file in the app's sources; another project's spec says nothing")
    func xcodeGen() throws {
        let own = try fix(try run(besideBundle: false, files: ["project.yml": "name: App\ntargets:\n  App:\n    type: application\n"]), line: 9)
        #expect(own.contains("list Widget/FeedIntent.swift in the `sources:` of App in project.yml"), "\(own)")
        let moved = try fix(try run(besideBundle: true, files: ["project.yml": "name: App\n"]))
        #expect(moved.contains("listed in the `sources:` of App and Widget in project.yml"), "\(moved)")
        let other = try fix(try run(besideBundle: true, files: ["other.yml": "name: Other\n"]))
        #expect(other.contains("Target Membership"), "\(other)")
    }

    @Test("Tuist: the manifest beside the project")
    func tuist() throws {
        let moved = try fix(try run(besideBundle: true, files: ["Project.swift": "import ProjectDescription\n\nlet project = Project(name: \"App\")\n"]))
        #expect(moved.contains("listed in the `sources:` of App and Widget in Project.swift"), "\(moved)")
    }

    @Test("widget-button: an app's intent beside its @main App moves out, not the App into the widget")
    func appIntentBesideTheApp() throws {
        let app = "import AppIntents\nimport SwiftUI\n\n@main\nstruct PetApp: App {\n    var body: some Scene { WindowGroup { Text(\"Pets\") } }\n}\n\n"
            + "struct FeedIntent: AppIntent {\n    static var title: LocalizedStringResource = \"Feed\"\n"
            + "    func perform() async throws -> some IntentResult {\n        return .result()\n    }\n}\n"
        let run = try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["App/PetApp.swift"] = .text(app)
            $0.project?.update("App") { $0.sources.append("App/PetApp.swift") }
            $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: FeedIntent()) { Text(\"Feed\") }"))
        })
        let finding = try #require(run.findings(of: WidgetButtonCheck.id).first)
        #expect(finding.target == "Widget" && finding.line == 9)
        let fix = try #require(finding.fix)
        #expect(fix.contains("move FeedIntent out of App/PetApp.swift") && fix.contains("PetApp"), "\(fix)")
        #expect(fix.contains("Target Membership is Widget and App"), "\(fix)")
    }

    /// An Expo app with @bacons/apple-targets and no ios/ committed, as prayer-times-app is: the
    /// widget's one Swift file holds the widget, the store, the intent and the `@main` bundle; a local
    /// Expo module (the app's code) writes the same key. `besideBundle` false: the intent in a file of its own.
    private func appleTargets(besideBundle: Bool) throws -> DoctorFinding {
        let scratch = try ScratchFolder()
        let group = ExampleInput.group
        try scratch.write("package.json", #"{"dependencies": {"expo": "~53.0.0", "@bacons/apple-targets": "^3.0.0"}}"# + "\n")
        try scratch.write("app.json", """
            {"expo": {"name": "Pets", "ios": {"bundleIdentifier": "com.example.app",
              "entitlements": {"com.apple.security.application-groups": ["\(group)"]}},
              "plugins": ["@bacons/apple-targets"]}}

            """)
        try scratch.write("targets/widget/expo-target.config.js", """
            module.exports = (config) => ({
              type: "widget",
              deploymentTarget: "17.0",
              entitlements: { "com.apple.security.application-groups": ["\(group)"] },
            });

            """)
        let widget = ExampleInput.widgetSwift(content: "Button(intent: FeedIntent()) { Text(\"Feed\") }")
        if besideBundle {
            try scratch.write("targets/widget/PetWidget.swift", "import AppIntents\n" + widget + Self.storeIntentAndBundle)
        } else {
            try scratch.write("targets/widget/PetWidget.swift", widget)
            guard case let .text(intent) = ExampleInput.feedIntent() else { throw CancellationError() }
            try scratch.write("targets/widget/FeedIntent.swift", intent)
        }
        try scratch.write("modules/pets-bridge/ios/PetsBridge.podspec", "Pod::Spec.new do |s|\n  s.name = 'PetsBridge'\nend\n")
        try scratch.write("modules/pets-bridge/ios/PetsBridgeModule.swift", """
            import ExpoModulesCore

            public class PetsBridgeModule: Module {
              public func definition() -> ModuleDefinition {
                Name("PetsBridge")
                Function("setCount") { (count: Int) in
                  UserDefaults(suiteName: "\(group)")?.set(count, forKey: "count")
                }
              }
            }

            """)
        let run = try ProjectDoctor.examine(scratch.url)
        return try #require(run.findings(IntentWriter.self).first, "\(run.findings.filter { $0.severity >= .warning }.map { "\($0.check) \($0.message)" })")
    }

    @Test("apple-targets: the moved intent goes into targets/widget/_shared/, which it links into the app; a file of its own moves there whole")
    func appleTargetsShared() throws {
        let moved = try appleTargets(besideBundle: true)
        #expect(moved.file == "targets/widget/PetWidget.swift" && moved.line == 10)
        let fix = try #require(moved.fix)
        #expect(fix.contains("FeedIntent and FeedLog out of targets/widget/PetWidget.swift") && fix.contains("in targets/widget/_shared/"), "\(fix)")
        let own = try #require(try appleTargets(besideBundle: false).fix)
        #expect(own.contains("move targets/widget/FeedIntent.swift into targets/widget/_shared/"), "\(own)")
    }

    /// Round 13 expo-apple-targets' widget-demo commits its ios/: the fix said "Target Membership",
    /// an edit prebuild overwrites from targets/*.
    @Test("An Expo app committing its ios/ lists its targets' files where the plugin makes them from targets/*, not in Target Membership",
          arguments: [("@bacons/apple-targets", FileMembership.appleTargets), ("expo-targets", .expoTargets), (String?.none, .xcode)] as [(String?, FileMembership)])
    func committedIOSOfAnExpoApp(plugin: String?, membership: FileMembership) throws {
        let scratch = try ScratchFolder()
        let root = try ClonedProject.native(in: "ios").write(to: scratch, as: "Pets")
        if let plugin {
            try scratch.write("Pets/app.json", #"{"expo": {"name": "Pets", "plugins": [""# + plugin + #""]}}"# + "\n")
            try scratch.write("Pets/targets/widget/expo-target.config.js", "module.exports = { type: \"widget\" };\n")
        }
        let reading = try ProjectReader.read(root)
        #expect(reading.projects.map(\.membership) == [membership])
    }
}
