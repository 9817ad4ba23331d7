import Foundation
import Findings
import Testing
import XcodeProject
@testable import Doctor

/// widget-not-built (issue 37, class 10; lead's decision 20): widget code that no widget extension
/// builds is a problem only when no extension builds any widget. Shaped like real ones: a widget
/// folder left out of the project after its target was deleted, a stray copy beside the built
/// widget (home_widget examples' temp files), a Live-Activity-only bundle of a removed feature.
@Suite("widget-not-built")
struct WidgetNotBuiltTests {
    private static let noExtension = ExampleInput.widgetApp.with {
        $0.project?.targets.removeAll { $0.name == "Widget" }
        $0.project?.update("App") { $0.embeds = [] }
    }

    @Test("Widget files in no target, no widget extension: one problem at the first declaration, naming the others")
    func neverBuilt() throws {
        let run = try ExampleRun(Self.noExtension.with {
            $0.files["Widget/TallyWidget.swift"] = .text(ExampleInput.widgetSwift(kind: "TallyWidget").replacingOccurrences(of: "PetWidget", with: "TallyWidget"))
        })
        let problems = run.findings(of: "widget-not-built")
        #expect(problems.count == 1)
        let problem = try #require(problems.first)
        #expect(problem.severity == .problem)
        #expect(problem.file == "Widget/PetWidget.swift")
        #expect(problem.line == 8)
        #expect(problem.message.contains("Widget/TallyWidget.swift"))
    }

    // MARK: One extension per @main entry point, on its platform

    /// A `@main` bundle registering `members` by name.
    private static func bundle(_ name: String, _ members: [String], imports: String = "import SwiftUI\nimport WidgetKit") -> String {
        "\(imports)\n\n@main\nstruct \(name): WidgetBundle {\n    var body: some Widget {\n"
            + members.map { "        \($0)()\n" }.joined() + "    }\n}\n"
    }

    /// A widget showing `families`, its provider elsewhere.
    private static func widget(_ name: String, families: String) -> String {
        "struct \(name): Widget {\n    var body: some WidgetConfiguration {\n"
            + "        StaticConfiguration(kind: \"\(name)\", provider: TimeProvider()) { entry in\n            Text(entry.date, style: .time)\n        }\n"
            + "        .supportedFamilies([\(families)])\n    }\n}\n"
    }

    /// A watch app left out of the project beside its complications, and the iPhone's bundle in a
    /// folder of its own registering the widget in `Widget/` (AllybyWaiter+Ally-ios' shape, with
    /// its widgets spread over folders).
    private static let phoneAndWatch = noExtension.with {
        $0.files["PetWidgets/PetWidgets.swift"] = .text(bundle("PetWidgets", ["PetWidget", "PetLockWidget"]) + "\n"
            + widget("PetLockWidget", families: ".accessoryRectangular"))
        $0.files["PetWatch/PetWatchApp.swift"] = .text("import SwiftUI\n\n@main\nstruct PetWatchApp: App {\n"
            + "    @WKApplicationDelegateAdaptor(WatchDelegate.self) var delegate\n\n    var body: some Scene {\n        WindowGroup { Text(\"Pets\") }\n    }\n}\n")
        $0.files["PetWatchComplications/PetComplications.swift"] = .text(bundle("PetComplications", ["CornerComplication", "CircleComplication"]) + "\n"
            + widget("CornerComplication", families: ".accessoryCorner") + "\n" + widget("CircleComplication", families: ".accessoryCircular"))
    }

    private func entryPoints(_ run: ExampleRun) -> [UnbuiltEntryPoint] {
        run.report.project?.projects.flatMap(\.unbuiltEntryPoints) ?? []
    }

    @Test("A phone bundle and a watch bundle in no target: one problem whose fix names an extension for each, the watch's under the watch app")
    func phoneAndWatchBundles() throws {
        let run = try ExampleRun(Self.phoneAndWatch)
        let problems = run.findings(of: "widget-not-built")
        #expect(problems.count == 1, "\(run.serious.map(\.message))")
        let problem = try #require(problems.first)
        #expect(problem.file == "PetWatchComplications/PetComplications.swift" && problem.line == 14)
        let entries = entryPoints(run)
        #expect(entries.map(\.name) == ["PetWatchApp", "PetComplications", "PetWidgets"])
        #expect(entries.map(\.kind) == [.app, .widgetBundle, .widgetBundle])
        #expect(entries.map(\.line) == [3, 4, 4])
        // The watch's by its corner complication (and its app's delegate); the phone's bundle gathers the widget in Widget/.
        #expect(entries.map(\.platforms) == [[.watchOS], [.watchOS], [.iOS, .watchOS, .macOS]])
        #expect(entries[1].files == ["PetWatchComplications/PetComplications.swift"])
        #expect(entries[2].files == ["PetWidgets/PetWidgets.swift", "Widget/PetWidget.swift"])
        // Each extension named at its entry point, the watch's hosted by the watch app, the phone's by App.
        let fix = try #require(problem.fix)
        for place in ["PetWatchComplications/PetComplications.swift:4", "PetWidgets/PetWidgets.swift:4", "PetWatch/PetWatchApp.swift:3",
                      "Widget/PetWidget.swift"] {
            #expect(fix.contains(place), "\(fix)")
        }
        #expect(fix.contains("watchOS") && fix.contains("iOS 17.0"), "\(fix)")
    }

    /// A project with an iPhone app and a watch app target (`Watch/`), and one bundle in no target
    /// whose code says nothing of its platform, placed by `path`.
    private static func watchProject(bundleAt path: String, bundleText: String? = nil) -> ExampleInput {
        noExtension.with {
            $0.files["Watch/WatchApp.swift"] = .text("import SwiftUI\n\n@main\nstruct WatchApp: App {\n    var body: some Scene {\n        WindowGroup { Text(\"Pets\") }\n    }\n}\n")
            $0.project?.targets.append(.init("Watch", ExampleProject.Target.application, settings: [
                "PRODUCT_BUNDLE_IDENTIFIER": "com.example.app.watchkitapp", "INFOPLIST_FILE": "App/Info.plist",
                "WATCHOS_DEPLOYMENT_TARGET": "10.0", "SDKROOT": "watchos",
            ], sources: ["Watch/WatchApp.swift"]))
            $0.files["Widget/PetWidget.swift"] = nil
            $0.files[path] = .text(bundleText ?? (bundle("PetComplications", ["PetComplication"]) + "\n" + widget("PetComplication", families: ".accessoryInline")))
        }
    }

    @Test("The platform from the layout or from code the phone cannot build: under or beside-and-named-after a watch app, wholly in #if os(watchOS), AppKit",
          arguments: [
              ("Watch/Complications/PetComplications.swift", nil, ApplePlatform.watchOS),
              ("WatchComplications/PetComplications.swift", nil, .watchOS),
              ("Complications/PetComplications.swift", "#if os(watchOS)\n" + bundle("PetComplications", ["PetComplication"]) + "\n"
                  + widget("PetComplication", families: ".accessoryInline") + "#endif\n", .watchOS),
              ("MacWidgets/PetComplications.swift", bundle("PetComplications", ["PetComplication"], imports: "import AppKit\nimport WidgetKit") + "\n"
                  + widget("PetComplication", families: ".systemSmall"), .macOS),
          ] as [(String, String?, ApplePlatform)])
    func platformOfOneBundle(path: String, text: String?, platform: ApplePlatform) throws {
        let run = try ExampleRun(Self.watchProject(bundleAt: path, bundleText: text))
        let entries = entryPoints(run).filter { $0.kind == .widgetBundle }
        #expect(entries.map(\.platforms) == [[platform]])
        let problem = try #require(run.findings(of: "widget-not-built").first)
        #expect(problem.file == path)
        // Hosted by the app of that platform, at its deployment target: Watch, or none on the Mac.
        #expect(problem.fix?.contains(platform == .watchOS ? "Watch, deploying to watchOS 10.0" : "a macOS app") == true, "\(problem.fix ?? "")")
    }

    @Test("Without evidence, a bundle beside neither app is the iPhone's, and the fix is as for one extension")
    func unplacedBundle() throws {
        let run = try ExampleRun(Self.watchProject(bundleAt: "Complications/PetComplications.swift"))
        #expect(entryPoints(run).filter { $0.kind == .widgetBundle }.map(\.platforms) == [[.iOS, .watchOS, .macOS]])
        let plain = try ExampleRun(Self.watchProject(bundleAt: "Complications/PetComplications.swift",
                                                     bundleText: Self.widget("PetComplication", families: ".accessoryInline")))
        #expect(entryPoints(plain).filter { $0.kind != .app }.isEmpty)
        #expect(run.findings(of: "widget-not-built").map(\.fix) == plain.findings(of: "widget-not-built").map(\.fix))
    }

    @Test("Two iPhone bundles, and a @main widget a @main bundle registers (Marcin0121+dziennik's template): an extension per bundle")
    func twoPhoneBundles() throws {
        let run = try ExampleRun(Self.noExtension.with {
            $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift().replacingOccurrences(of: "struct PetWidget", with: "@main\nstruct PetWidget"))
            $0.files["Widget/PetBundle.swift"] = .text(Self.bundle("PetBundle", ["PetWidget"]))
            $0.files["Tally/TallyBundle.swift"] = .text(Self.bundle("TallyBundle", ["TallyWidget"]) + "\n" + Self.widget("TallyWidget", families: ".systemSmall"))
        })
        let entries = entryPoints(run)
        #expect(entries.map(\.name) == ["TallyBundle", "PetBundle"])
        #expect(entries.map(\.files) == [["Tally/TallyBundle.swift"], ["Widget/PetBundle.swift", "Widget/PetWidget.swift"]])
        let problems = run.findings(of: "widget-not-built")
        #expect(problems.count == 1)
        let fix = try #require(problems.first?.fix)
        #expect(fix.contains("Tally/TallyBundle.swift:4") && fix.contains("Widget/PetBundle.swift:4"), "\(fix)")
    }

    @Test("More Swift files in no target than the search reads: the search is said incomplete with widget-not-built, not passed")
    func pastTheFilesRead() throws {
        // The widget's file sorts after the stray ones, past the files read.
        let stray = (0..<200).map { ("Archive/File\($0).swift", ExampleInput.File.text("let value\($0) = \($0)\n")) }
        let run = try ExampleRun(Self.noExtension.with { $0.files.merge(stray) { $1 } })
        let scan = try #require(run.report.incomplete.first { $0.scan == "untargeted Swift" }, "\(run.report.incomplete)")
        #expect(scan.reason == "stopped after 200 files in no target")
        // Every check reading the Swift files in no target: the scripts' unbuilt bridges too.
        #expect(scan.checks == ["widget-not-built", "bridge-not-built"])
        #expect(run.report.fails)
        // One file fewer is read whole: the widget found.
        let within = try ExampleRun(Self.noExtension.with { $0.files.merge(stray.dropLast()) { $1 } })
        #expect(within.report.incomplete.isEmpty, "\(within.report.incomplete)")
        #expect(within.findings(of: "widget-not-built").map(\.file) == ["Widget/PetWidget.swift"])
    }

    @Test("A widget extension whose Sources lost every widget file (left in no target): no extension builds a widget, a problem")
    func extensionBuildsNoWidget() throws {
        // The extension keeps a helper file, so it is still a target with sources; the widget's
        // own files were dropped from its Sources phase (a merge, a target-membership checkbox).
        let run = try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["Widget/Palette.swift"] = .text("import SwiftUI\n\nenum Palette {\n    static let tint = Color.orange\n}\n")
            $0.project?.update("Widget") { $0.sources = ["Widget/Palette.swift"] }
        })
        let problems = run.findings(of: "widget-not-built")
        #expect(problems.count == 1, "\(run.serious.map(\.message))")
        #expect(problems.first?.severity == .problem)
        #expect(problems.first?.file == "Widget/PetWidget.swift")
        #expect(problems.first?.line == 8)
    }

    /// A repository whose `Package.swift` builds the widget's code as a SwiftPM executable (a Mac
    /// app built by a script from the package, CodexBar's shape) and whose Xcode project's widget
    /// extension links the package's library and compiles the executable's files in its own
    /// Sources (`widgetInExtension`), or lost them.
    private func packageExecutable(widgetInExtension: Bool) -> ExampleInput {
        ExampleInput.widgetApp.with {
            $0.files["Packages/Pets/Package.swift"] = .text("""
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "Pets",
                    products: [
                        .library(name: "PetCore", targets: ["PetCore"]),
                        .executable(name: "PetWidget", targets: ["PetWidget"]),
                    ],
                    targets: [
                        .target(name: "PetCore"),
                        .executableTarget(name: "PetWidget", dependencies: ["PetCore"], path: "Sources/PetWidget"),
                    ]
                )

                """)
            $0.files["Packages/Pets/Sources/PetCore/Store.swift"] = .text("public enum Store { public static let count = 1 }\n")
            $0.files["Packages/Pets/Sources/PetWidget/PetWidget.swift"] = $0.files["Widget/PetWidget.swift"]
            $0.files["Widget/PetWidget.swift"] = nil
            $0.files["Widget/Palette.swift"] = .text("import SwiftUI\n\nenum Palette {\n    static let tint = Color.orange\n}\n")
            $0.project?.update("Widget") {
                $0.sources = ["Widget/Palette.swift"] + (widgetInExtension ? ["Packages/Pets/Sources/PetWidget/PetWidget.swift"] : [])
                $0.packageProducts = [.init("PetCore", package: "Packages/Pets")]
            }
        }
    }

    @Test("A widget only a package's executable target builds, no extension compiling it: never built as a widget, a problem at its declaration")
    func packageExecutableOnly() throws {
        let run = try ExampleRun(packageExecutable(widgetInExtension: false))
        let problems = run.findings(of: "widget-not-built")
        #expect(problems.map(\.file) == ["Packages/Pets/Sources/PetWidget/PetWidget.swift"] && problems.map(\.line) == [8],
                "\(run.serious.map(\.message))")
        // The package's files are its own code, never a stray copy in no target.
        let built = try ExampleRun(packageExecutable(widgetInExtension: true))
        #expect(built.findings(of: "widget-not-built").isEmpty, "\(built.serious.map(\.message))")
        #expect(!built.findings.contains { $0.file == "Packages/Pets/Sources/PetWidget/PetWidget.swift" && $0.severity != .ok },
                "\(built.findings.map(\.message))")
    }

    @Test("A stray copy beside the extension that builds the widget, and a bundle of only Live Activities: silent",
          arguments: [
              (ExampleInput.widgetApp.with { $0.files["Old/PetWidget.swift"] = .text(ExampleInput.widgetSwift()) }),
              (noExtension.with {
                  $0.files["Widget/PetWidget.swift"] = .text("import ActivityKit\nimport WidgetKit\n\nstruct DownloadActivity: Widget {\n"
                      + "    var body: some WidgetConfiguration {\n        ActivityConfiguration(for: DownloadAttributes.self) { _ in Text(\"\") }"
                      + " dynamicIsland: { _ in DynamicIsland { } }\n    }\n}\n")
              }),
          ])
    func silent(input: ExampleInput) throws {
        let run = try ExampleRun(input)
        #expect(run.findings(of: "widget-not-built").isEmpty, "\(run.serious.map(\.message))")
    }
}
