import Foundation
import Findings
import Testing
@testable import Doctor

/// A local Swift package's files are compiled by the package's target, with its own conditions:
/// the `.define`s of its `swiftSettings` (per configuration and platform) and `DEBUG` in a debug
/// build, never the linking app's or extension's `SWIFT_ACTIVE_COMPILATION_CONDITIONS`. Shaped like
/// apps whose shared code lives in a package the app and the widget link (CodexBar's
/// `.define("ENABLE_SPARKLE")`, GRDB's settings array): a group chosen under a package define, a
/// group under a name only the app sets, a group under a debug-only define.
@Suite("#if in a local package's files: the package target's .define")
struct PackageConditionsTests {
    private static let store = """
        import Foundation

        public enum Store {
        #if ENABLE_SYNC
            public static let id = "\(ExampleInput.group)"
        #else
            public static let id = "group.com.example.apq"
        #endif
        #if APP_ONLY
            public static let legacy = UserDefaults(suiteName: "group.com.example.apx")
        #endif
        #if VERBOSE
            public static let debug = UserDefaults(suiteName: "group.com.example.apz")
        #endif
            public static let defaults = UserDefaults(suiteName: id)
        }

        """

    /// The app and the widget link SharedKit, whose target's swiftSettings are `settings`; the
    /// app sets APP_ONLY in every configuration.
    private func findings(settings: String) throws -> [DoctorFinding] {
        try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["Packages/Shared/Package.swift"] = .text("""
                // swift-tools-version: 5.9
                import PackageDescription

                var sharedSettings: [SwiftSetting] = [
                    .enableUpcomingFeature("StrictConcurrency"),
                    \(settings)
                ]

                let package = Package(
                    name: "Shared",
                    products: [.library(name: "SharedKit", targets: ["SharedKit"])],
                    targets: [.target(name: "SharedKit", swiftSettings: sharedSettings)]
                )

                """)
            $0.files["Packages/Shared/Sources/SharedKit/Store.swift"] = .text(Self.store)
            for target in ["App", "Widget"] { $0.project?.update(target) { $0.packageProducts = [.init("SharedKit", package: "Packages/Shared")] } }
            $0.set("SWIFT_ACTIVE_COMPILATION_CONDITIONS", "APP_ONLY", target: "App")
        }).findings.filter { $0.severity != .ok && $0.check == "code-group" }
    }

    private func shown(_ findings: [DoctorFinding]) -> String {
        "\(findings.map { "\($0.target ?? "-") \($0.configuration ?? "-") \($0.file ?? ""):\($0.line ?? 0) \($0.severity) \($0.message)" })"
    }

    @Test("A package define takes its branch, an app's condition does not reach the package's files")
    func packageDefines() throws {
        let found = try findings(settings: ".define(\"ENABLE_SYNC\"), .define(\"VERBOSE\", .when(configuration: .release)),")
        // ENABLE_SYNC's branch opens the entitled group; APP_ONLY (the app's) is unset in the package: only VERBOSE's group.
        #expect(found.map(\.line) == [13], "\(shown(found))")
        // A define for another platform is not set on this one.
        let mac = try findings(settings: ".define(\"ENABLE_SYNC\"), .define(\"VERBOSE\", .when(platforms: [.macOS])),")
        #expect(mac.isEmpty, "\(shown(mac))")
    }

    @Test("Without the define, the #else branch's misspelt group is the package's code; settings appended to are undecidable, both branches kept")
    func unsetAndIncomplete() throws {
        let unset = try findings(settings: "")
        #expect(unset.map(\.message).contains { $0.contains("group.com.example.apq") } && unset.count == 1, "\(shown(unset))")
        let appended = try findings(settings: ".define(\"ENABLE_SYNC\"),\n]\nsharedSettings.append(.define(\"VERBOSE\"))\nlet unused = [")
        // VERBOSE may be set (the manifest appends): kept; APP_ONLY is no name of the package, undecidable there too.
        #expect(Set(appended.map(\.line)) == [10, 13], "\(shown(appended))")
    }

    /// The widget's button runs TapIntent, declared in the package, which writes the app's key
    /// under `condition`; the package defines SYNC.
    private func intentWarnings(_ condition: String) throws -> [DoctorFinding] {
        try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["Packages/Shared/Package.swift"] = .text("""
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "Shared",
                    products: [.library(name: "SharedKit", targets: ["SharedKit"])],
                    targets: [.target(name: "SharedKit", swiftSettings: [.define("SYNC")])]
                )

                """)
            $0.files["Packages/Shared/Sources/SharedKit/TapIntent.swift"] = .text("""
                import AppIntents

                public struct TapIntent: AppIntent {
                    public static var title: LocalizedStringResource = "Tap"
                    public init() {}
                    public func perform() async throws -> some IntentResult {
                #if \(condition)
                        UserDefaults(suiteName: "\(ExampleInput.group)")?.set(1, forKey: "count")
                #endif
                        return .result()
                    }
                }

                """)
            $0.project?.update("Widget") { $0.packageProducts = [.init("SharedKit", package: "Packages/Shared")] }
            $0.set("SWIFT_ACTIVE_COMPILATION_CONDITIONS", "APP_ONLY", target: "Widget")
            $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: TapIntent()) { Text(\"Tap\") }"))
        }).findings(of: "intent-writer")
    }

    @Test("An intent in a package's file: its perform() read with the package's conditions, not the widget's")
    func intentInPackage() throws {
        #expect(try intentWarnings("SYNC").count == 1)
        #expect(try intentWarnings("APP_ONLY").isEmpty)
        #expect(try intentWarnings("!SYNC").isEmpty)
    }

    /// The extension's bundle is a package's file registering PetWidget (which lacks
    /// containerBackground) under `#if SYNC`, which the package's target defines or not.
    private func backgroundProblems(defined: Bool) throws -> [DoctorFinding] {
        try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["Packages/Shared/Package.swift"] = .text("""
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "Shared",
                    products: [.library(name: "SharedKit", targets: ["SharedKit"])],
                    targets: [.target(name: "SharedKit", swiftSettings: [\(defined ? ".define(\"SYNC\")" : "")])]
                )

                """)
            $0.files["Packages/Shared/Sources/SharedKit/PetBundle.swift"] = .text("""
                import SwiftUI
                import WidgetKit

                @main
                struct PetBundle: WidgetBundle {
                    var body: some Widget {
                #if SYNC
                        PetWidget()
                #endif
                    }
                }

                """)
            $0.project?.update("Widget") { $0.packageProducts = [.init("SharedKit", package: "Packages/Shared")] }
            $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(background: false))
        }).findings(of: "container-background")
    }

    @Test("A bundle in a package's file registers what the package's conditions compile: containerBackground is owed by those widgets")
    func bundleInPackage() throws {
        #expect(try backgroundProblems(defined: true).map(\.file) == ["Widget/PetWidget.swift"])
        #expect(try backgroundProblems(defined: false).isEmpty)
    }
}
