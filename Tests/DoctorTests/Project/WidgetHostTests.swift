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
        let run = try ExampleRun(WidgetWithoutHost.macWidgetBesideTwoApps)
        let found = run.findings.filter { $0.check == "widget-without-host" && $0.severity != .ok }
        #expect(found.map(\.target) == ["MacWidget"])
        #expect(found.first?.message.hasPrefix("MacApp") == true, "\(found.map(\.message))")
        // The iOS widget keeps its host: nothing about it.
        #expect(!run.findings.contains { $0.check == "widget-without-host" && $0.target == "Widget" })
    }
}
