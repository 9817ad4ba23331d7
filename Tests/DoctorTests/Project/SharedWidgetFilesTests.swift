import Findings
import Testing
@testable import Doctor

/// A widget file several widget extensions compile is one widget to fix: one finding on its line
/// naming every extension, whose fix compiles on each platform. Shaped like
/// jverkoey+ElectricSidecar (an iOS 16.2 and a watchOS 9.1 extension building the same widgets,
/// the watch one embedded by a watch app) and TelemetryDeck+TelemetryViewer (an iOS and a macOS
/// extension sharing their widget files).
@Suite("Widget files shared by several extensions")
struct SharedWidgetFilesTests {
    /// `widgetApp` with `Widget` deploying to iOS `iOS`, and a second widget extension `Other`
    /// built for `sdk` at `version` (its deployment setting `setting`) compiling the same widget
    /// file, embedded by an app `OtherApp` of that platform.
    private func run(widget: String, iOS: String, sdk: String, setting: String, version: String) throws -> ExampleRun {
        try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["Widget/PetWidget.swift"] = .text(widget)
            $0.project?.update("Widget") { $0.settings["IPHONEOS_DEPLOYMENT_TARGET"] = iOS }
            $0.project?.targets += [
                .init("OtherApp", ExampleProject.Target.application, settings: [
                    "PRODUCT_BUNDLE_IDENTIFIER": "com.example.app.other", "CODE_SIGN_ENTITLEMENTS": "App/App.entitlements",
                    "INFOPLIST_FILE": "App/Info.plist", setting: version, "SDKROOT": sdk,
                ], sources: ["App/AppModel.swift"], embeds: ["Other"]),
                .init("Other", ExampleProject.Target.appExtension, settings: [
                    "PRODUCT_BUNDLE_IDENTIFIER": "com.example.app.other.widget", "CODE_SIGN_ENTITLEMENTS": "Widget/Widget.entitlements",
                    "INFOPLIST_FILE": "Widget/Info.plist", setting: version, "SDKROOT": sdk,
                ], sources: ["Widget/PetWidget.swift"]),
            ]
        })
    }

    @Test("A widget without containerBackground in an iOS 16.2 and a watchOS 9.1 extension: one problem naming both, its fix guarding both platforms")
    func containerBackgroundInPhoneAndWatch() throws {
        let findings = try run(widget: ExampleInput.widgetSwift(background: false), iOS: "16.2", sdk: "watchos",
                               setting: "WATCHOS_DEPLOYMENT_TARGET", version: "9.1")
            .findings.filter { $0.check == "container-background" && $0.severity != .ok }
        #expect(findings.map(\.target) == ["Widget"] && findings.map(\.line) == [8])
        #expect(findings.first?.message.contains("Other") == true)
        #expect(findings.first?.fix?.contains("if #available(iOSApplicationExtension 17.0, watchOS 10.0, *)") == true)
    }

    @Test("Only the platforms below the API are guarded: a watchOS 10 extension beside an iOS 16 one needs no watchOS condition")
    func onlyPlatformsBelow() throws {
        let findings = try run(widget: ExampleInput.widgetSwift(background: false), iOS: "16.0", sdk: "watchos",
                               setting: "WATCHOS_DEPLOYMENT_TARGET", version: "10.0")
            .findings.filter { $0.check == "container-background" && $0.severity != .ok }
        #expect(findings.map(\.line) == [8])
        #expect(findings.first?.fix?.contains("if #available(iOSApplicationExtension 17.0, *)") == true)
    }

    @Test("A photo an iOS and a macOS extension both draw: one accented-image warning, its fix guarding both platforms")
    func accentedImageInPhoneAndMac() throws {
        let findings = try run(widget: ExampleInput.widgetSwift(content: "PhotoView()") + AccentedImage.photoView(modifier: nil), iOS: "17.0",
                               sdk: "macosx", setting: "MACOSX_DEPLOYMENT_TARGET", version: "14.0")
            .findings.filter { $0.check == "accented-image" && $0.severity != .ok }
        #expect(findings.map(\.severity) == [.warning] && findings.map(\.target) == ["Widget"] && findings.map(\.line) == [22])
        #expect(findings.first?.fix?.contains("if #available(iOSApplicationExtension 18.0, macOSApplicationExtension 15.0, *)") == true)
    }
}
