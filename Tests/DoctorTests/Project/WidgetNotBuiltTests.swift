import Foundation
import Findings
import Testing
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

    @Test("More Swift files in no target than the search reads: the search is said incomplete with widget-not-built, not passed")
    func pastTheFilesRead() throws {
        // The widget's file sorts after the stray ones, past the files read.
        let stray = (0..<200).map { ("Archive/File\($0).swift", ExampleInput.File.text("let value\($0) = \($0)\n")) }
        let run = try ExampleRun(Self.noExtension.with { $0.files.merge(stray) { $1 } })
        let scan = try #require(run.report.incomplete.first { $0.scan == "untargeted Swift" }, "\(run.report.incomplete)")
        #expect(scan.reason == "stopped after 200 files in no target")
        #expect(scan.checks == ["widget-not-built"])
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
