import Foundation
@testable import Doctor
import ProjectFixtures
import Testing
@testable import XcodeProject

/// widget-not-built (issue 37, class 10) from the stack's native root: a Capacitor app keeps its
/// project in `ios/App/` and its widget's folder beside it in `ios/` (satori-lunar+Lovebirdsrelationshipgameui's
/// shape, the extension target never added), an Expo app that commits `ios/` keeps it in `targets/`.
/// Swift files legitimately outside the project (a Swift package's, another project's, an Xcode
/// template's, CocoaPods') stay silent, and nothing above the folder given is looked at.
@Suite("widget-not-built beside the project's folder")
struct WidgetBesideProjectTests {
    /// An app-only project at `folder` (the widget's target never added), its widget's files at `widgetFolder`.
    private func write(_ scratch: ScratchFolder, projectIn folder: String, widgetIn widgetFolder: String, extra: [String: String] = [:]) throws -> URL {
        var cloned = ClonedProject.native(in: folder)
        cloned.project.targets.removeAll { $0.productType == ProjectBuilder.Target.appExtension }
        cloned.project.targets = cloned.project.targets.map { var target = $0; target.embeds = []; return target }
        cloned.files = cloned.files.filter { !$0.key.contains("StepsWidget") }
        cloned.files["\(widgetFolder)/StepsWidget.swift"] = ClonedProject.nativeWidgetSource()
        cloned.files.merge(extra) { $1 }
        return try cloned.write(to: scratch, as: "Shop")
    }

    private static let capacitorRoot = [
        "capacitor.config.ts": "const config = { appId: 'com.acme.steps', webDir: 'dist' };\nexport default config;\n",
        "package.json": #"{"dependencies": {"@capacitor/ios": "^6.0.0"}}"# + "\n",
    ]

    /// The line of the widget's configuration in the fixture's widget file.
    private static let configurationLine = ClonedProject.nativeWidgetSource().split(separator: "\n", omittingEmptySubsequences: false)
        .firstIndex { $0.contains("StaticConfiguration(") }.map { $0 + 1 } ?? 0

    @Test("Capacitor: the widget's folder in ios/ beside ios/App/, in no target: the widget is never built, the fix naming its @main bundle's file")
    func capacitorWidgetBeside() throws {
        let scratch = try ScratchFolder()
        let root = try write(scratch, projectIn: "ios/App", widgetIn: "ios/StepsWidget", extra: Self.capacitorRoot.merging([
            "ios/StepsWidget/StepsWidget.swift": ClonedProject.nativeWidgetSource().replacingOccurrences(of: "@main\n", with: ""),
            "ios/StepsWidget/StepsBundle.swift": "import SwiftUI\nimport WidgetKit\n\n@main\nstruct StepsBundle: WidgetBundle {\n  var body: some Widget {\n    StepsWidget()\n  }\n}\n",
        ]) { $1 })
        let run = try ProjectDoctor.examine(root)
        #expect(run.projects.map(\.project) == ["ios/App/Steps.xcodeproj"])
        let problems = run.findings(WidgetNotBuilt.self)
        #expect(problems.map(\.severity) == [.problem])
        #expect(problems.map(\.file) == ["ios/StepsWidget/StepsWidget.swift"])
        #expect(problems.map(\.line) == [Self.configurationLine - 1])
        let entries = run.report.project?.projects.flatMap(\.unbuiltEntryPoints) ?? []
        #expect(entries.map(\.name) == ["StepsBundle"])
        #expect(entries.map(\.kind) == [.widgetBundle])
        #expect(entries.map(\.files) == [["ios/StepsWidget/StepsBundle.swift", "ios/StepsWidget/StepsWidget.swift"]])
        // The extension's fix names the bundle's file, which declares no widget itself.
        #expect(problems.first?.fix?.contains("ios/StepsWidget/StepsBundle.swift") == true)
    }

    @Test("Expo with ios/ committed: a target's folder in targets/ that the project does not build is never built")
    func expoTargetsBeside() throws {
        let scratch = try ScratchFolder()
        let root = try write(scratch, projectIn: "ios", widgetIn: "targets/widget", extra: [
            "app.json": #"{"expo": {"name": "Steps", "plugins": ["@bacons/apple-targets"]}}"# + "\n",
            "package.json": #"{"dependencies": {"expo": "^52.0.0", "@bacons/apple-targets": "^0.1.0"}}"# + "\n",
            "targets/widget/expo-target.config.js": "module.exports = { type: 'widget' };\n",
        ])
        let run = try ProjectDoctor.examine(root)
        #expect(run.projects.map(\.project) == ["ios/Steps.xcodeproj"])
        #expect(run.findings(WidgetNotBuilt.self).map(\.file) == ["targets/widget/StepsWidget.swift"])
    }

    @Test("Given the project's own folder: nothing beside it, above the folder given, is looked at")
    func givenProjectFolder() throws {
        let scratch = try ScratchFolder()
        let root = try write(scratch, projectIn: "ios/App", widgetIn: "ios/StepsWidget", extra: Self.capacitorRoot)
        let run = try ProjectDoctor.examine(root.appendingPathComponent("ios/App"))
        #expect(run.findings(WidgetNotBuilt.self).isEmpty)
    }

    @Test("Widget code beside the project that is legitimately outside it: a Swift package's, another project's, an Xcode template's, CocoaPods'",
          arguments: [
              ["ios/StepsKit/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"StepsKit\")\n",
               "ios/StepsKit/Sources/StepsKit/StepsWidget.swift": ClonedProject.nativeWidgetSource()],
              ["ios/Watch/Watch.xcodeproj/project.pbxproj": ProjectBuilder(targets: []).text(),
               "ios/Watch/Widget/StepsWidget.swift": ClonedProject.nativeWidgetSource()],
              ["ios/Templates/Widget.xctemplate/___FILEBASENAME___.swift": ClonedProject.nativeWidgetSource()],
              ["ios/Pods/StepsKit/StepsWidget.swift": ClonedProject.nativeWidgetSource()],
          ])
    func legitimatelyOutside(files: [String: String]) throws {
        let scratch = try ScratchFolder()
        var cloned = ClonedProject.native(in: "ios/App")
        cloned.project.targets.removeAll { $0.productType == ProjectBuilder.Target.appExtension }
        cloned.project.targets = cloned.project.targets.map { var target = $0; target.embeds = []; return target }
        cloned.files = cloned.files.filter { !$0.key.contains("StepsWidget") }.merging(Self.capacitorRoot.merging(files) { $1 }) { $1 }
        let root = try cloned.write(to: scratch, as: "Shop")
        let run = try ProjectDoctor.examine(root)
        #expect(run.findings(WidgetNotBuilt.self).isEmpty, "\(run.findings(WidgetNotBuilt.self).map(\.file))")
    }
}
