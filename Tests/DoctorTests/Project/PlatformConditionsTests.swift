import Foundation
import Findings
import Testing
@testable import Doctor

/// `#if os(...)` (Objective-C's `TARGET_OS_...`) decided by the platforms each target builds for
/// (`SDKROOT`, and `SUPPORTED_PLATFORMS` where a multiplatform target sets `SDKROOT = auto`): a
/// branch for another platform is no code of the target, a branch live on any platform the target
/// builds for is. Shaped like multiplatform apps: a group constant per platform (a Mac build
/// using its own group), a `WidgetBundle` registering watch-only widgets under `#if os(watchOS)`,
/// an Objective-C store choosing its suite under `#if TARGET_OS_OSX`. The checks read it through
/// the one evaluator (`ConditionalCompilation.builds(of:)`): code-group, reload-kind, containerBackground.
@Suite("#if os(...) per target's platforms")
struct PlatformConditionsTests {
    private static let macGroup = "group.com.example.mac"

    /// The app's group chosen per platform, the iOS one entitled, the Mac one not; the app built
    /// for `platforms` (nil: `SDKROOT = iphoneos`, as the example is).
    private func groupFindings(_ condition: String = "os(macOS)", platforms: String? = nil) throws -> [DoctorFinding] {
        try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["App/AppGroup.swift"] = .text("""
                enum AppGroup {
                #if \(condition)
                    static let id = "\(Self.macGroup)"
                #else
                    static let id = "\(ExampleInput.group)"
                #endif
                    static let defaults = UserDefaults(suiteName: id)
                }

                """)
            $0.project?.update("App") { $0.sources.append("App/AppGroup.swift") }
            if let platforms {
                $0.set("SDKROOT", "auto", target: "App")
                $0.set("SUPPORTED_PLATFORMS", platforms, target: "App")
            }
        }).findings.filter { $0.severity != .ok && $0.check == "code-group" }
    }

    @Test("A group under #if os(macOS) is no group of an iOS target; a branch for no platform of the target neither",
          arguments: ["os(macOS)", "os(OSX)", "os(macOS) || os(watchOS)", "!os(iOS)", "os(macOS) && DEBUG"])
    func otherPlatformsBranch(condition: String) throws {
        let findings = try groupFindings(condition)
        #expect(findings.isEmpty, "\(findings.map { "\($0.file ?? ""):\($0.line ?? 0) \($0.message)" })")
    }

    @Test("A multiplatform target compiles each platform's branch: the Mac group is its code, not entitled")
    func multiplatformTarget() throws {
        let findings = try groupFindings(platforms: "iphoneos iphonesimulator macosx")
        #expect(findings.map(\.file) == ["App/AppGroup.swift"] && findings.map(\.line) == [7], "\(findings.map { "\($0.file ?? ""):\($0.line ?? 0) \($0.severity) \($0.message)" })")
        // Neither platform named (an unresolved SDKROOT): undecidable, both branches, as before.
        #expect(try groupFindings(platforms: "").map(\.line) == [7])
    }

    @Test("An undecidable platform test (targetEnvironment(simulator), canImport) still keeps both branches")
    func undecidable() throws {
        #expect(try groupFindings("targetEnvironment(simulator)").map(\.line) == [7])
        #expect(try groupFindings("canImport(AppKit)").map(\.line) == [7])
        // Mac Catalyst builds only from an iOS target: no branch of a watchOS or macOS build.
        #expect(try groupFindings("targetEnvironment(macCatalyst)").map(\.line) == [7])
    }

    /// The widget extension's bundle registers `WatchGauge` (no containerBackground) under
    /// `#if os(watchOS)`; the app reloads its kind.
    private func bundleRun(extensionPlatforms: String? = nil, appPlatforms: String? = nil) throws -> ExampleRun {
        try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift() + """

                struct WatchGauge: Widget {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "WatchGauge", provider: Provider()) { entry in
                            Text("watch")
                        }
                        .supportedFamilies([.accessoryCircular])
                    }
                }

                @main
                struct PetWidgets: WidgetBundle {
                    var body: some Widget {
                        PetWidget()
                #if os(watchOS)
                        WatchGauge()
                #endif
                    }
                }

                """)
            $0.files["App/Reload.swift"] = .text("""
                import WidgetKit

                enum Reload {
                    static func gauge() { WidgetCenter.shared.reloadTimelines(ofKind: "WatchGauge") }
                }

                """)
            $0.project?.update("App") { $0.sources.append("App/Reload.swift") }
            if let extensionPlatforms {
                $0.set("SDKROOT", "auto", target: "Widget")
                $0.set("SUPPORTED_PLATFORMS", extensionPlatforms, target: "Widget")
            }
            if let appPlatforms {
                $0.set("SDKROOT", "auto", target: "App")
                $0.set("SUPPORTED_PLATFORMS", appPlatforms, target: "App")
            }
        })
    }

    @Test("A widget the bundle registers only under #if os(watchOS) is no widget of an iOS extension: no containerBackground finding, its reload a note")
    func watchOnlyWidget() throws {
        let run = try bundleRun()
        #expect(run.findings.filter { $0.check == "container-background" && $0.severity != .ok }.isEmpty)
        let reload = run.findings.filter { $0.check == "reload-kind" && $0.severity != .ok }
        #expect(reload.map(\.severity) == [.note] && reload.map(\.file) == ["App/Reload.swift"])
    }

    @Test("An extension building for watchOS too, in an app that does too, registers it: it needs containerBackground, and its kind is a widget's")
    func watchBuildRegistersIt() throws {
        let both = "iphoneos iphonesimulator watchos watchsimulator"
        let run = try bundleRun(extensionPlatforms: both, appPlatforms: both)
        let background = run.findings.filter { $0.check == "container-background" && $0.severity != .ok }
        #expect(background.map(\.file) == ["Widget/PetWidget.swift"] && background.map(\.line) == [21])
        #expect(run.findings.filter { $0.check == "reload-kind" && $0.severity != .ok }.isEmpty)
    }

    @Test("An extension listing watchOS that only an iOS app embeds never ships on a watch: its watch-only widget is none (lunary's shape)")
    func watchBuildNoAppShips() throws {
        let run = try bundleRun(extensionPlatforms: "iphoneos iphonesimulator watchos watchsimulator")
        #expect(run.findings.filter { $0.check == "container-background" && $0.severity != .ok }.isEmpty)
        #expect(run.findings.filter { $0.check == "reload-kind" && $0.severity != .ok }.map(\.severity) == [.note])
    }

    @Test("What an unentitled group gives depends on the call and the platform: a suite is the process's own, never nil; a container is nil, but a folder on macOS")
    func unentitledConsequence() {
        let container = "containerURL(forSecurityApplicationGroupIdentifier:)"
        #expect(CodeGroups.unentitled(container, platforms: [.iOS]).contains("nil"))
        #expect(!CodeGroups.unentitled(container, platforms: [.macOS]).contains("nil"))
        #expect(CodeGroups.unentitled(container, platforms: [.iOS, .macOS]) == CodeGroups.unentitled(container, platforms: [.iOS]))
        for suite in ["UserDefaults(suiteName:)", "initWithSuiteName:", "HomeWidget.setAppGroupId"] {
            #expect(!CodeGroups.unentitled(suite, platforms: [.iOS]).contains("nil"))
        }
    }
}
