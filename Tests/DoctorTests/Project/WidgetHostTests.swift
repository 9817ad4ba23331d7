import Foundation
import Findings
import Testing
@testable import Doctor

/// Which app hosts a widget no app embeds: only an app of the widget's platform can
/// (TelemetryDeck+TelemetryViewer: an iOS and a macOS app, and a macOS widget the macOS app does
/// not embed, was told "not clear which app it shares a group with").
@Suite("widget-without-host: the apps of the widget's platform")
struct WidgetHostTests {
    @Test("A macOS widget beside an iOS and a macOS app: the macOS app is its one host, named in the warning")
    func macWidgetBesideTwoApps() throws {
        let run = try ExampleRun(ExampleInput.widgetApp.with {
            $0.project?.targets.append(.init("MacApp", ExampleProject.Target.application,
                                             settings: ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.mac", "SDKROOT": "macosx"]))
            guard var widget = $0.project?.targets.first(where: { $0.name == "Widget" }) else { return }
            widget.name = "MacWidget"
            widget.settings["PRODUCT_BUNDLE_IDENTIFIER"] = "com.example.mac.widget"
            widget.settings["SDKROOT"] = "macosx"
            $0.project?.targets.append(widget)
        })
        let found = run.findings.filter { $0.check == "widget-without-host" && $0.severity != .ok }
        #expect(found.map(\.target) == ["MacWidget"])
        #expect(found.first?.message.hasPrefix("MacApp") == true, "\(found.map(\.message))")
        // The iOS widget keeps its host: nothing about it.
        #expect(!run.findings.contains { $0.check == "widget-without-host" && $0.target == "Widget" })
    }
}
