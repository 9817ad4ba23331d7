import Foundation
import Findings
import Testing
@testable import Doctor

/// The fix of a reload naming no widget's kind names the kind nearest the one written: an unseen
/// project's (FocusFlow) `reloadTimelines(ofKind: "FocusFlowPomodoroWidget")` was told to use
/// `FocusFlowRunningSummary`, the first kind listed, where it meant `PomodoroWidget`.
@Suite("reload-kind: the fix names the nearest kind")
struct ReloadKindFixTests {
    @Test("The nearest kind by edit distance; the first listed among equals and where none can be compared")
    func nearestKind() {
        #expect(ReloadKind.nearest(to: "FocusFlowPomodoroWidget", among: ["FocusFlowRunningSummary", "PomodoroWidget"]) == "PomodoroWidget")
        #expect(ReloadKind.nearest(to: "Weather", among: ["Steps", "WeatherWidget", "Weather2"]) == "Weather2")
        #expect(ReloadKind.nearest(to: "ab", among: ["xy", "zw"]) == "xy")
        let long = String(repeating: "k", count: ReloadKind.comparedLength + 1)
        #expect(ReloadKind.nearest(to: long, among: ["Steps", long]) == "Steps")
    }

    /// A second widget of the extension, `UserWidgetLong`, registered beside `PetWidget` (kind `kind`).
    private static func twoWidgets(kind: String) -> String {
        ExampleInput.widgetSwift(kind: kind) + """

            struct LongWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "UserWidgetLong", provider: Provider()) { entry in
                        Text("long").containerBackground(for: .widget) { Color.clear }
                    }
                }
            }

            @main
            struct Widgets: WidgetBundle {
                var body: some Widget {
                    PetWidget()
                    LongWidget()
                }
            }

            """
    }

    @Test("With several kinds, the fix names the nearest and the others' reloads too: per kind in Dart, or reloadAllTimelines() in Swift (home-widget-reminder)")
    func severalKinds() throws {
        let flutter = try ExampleRun(ExampleInput.flutterApp.with {
            $0.files["lib/main.dart"] = .text(ExampleInput.dart(["HomeWidget.setAppGroupId('\(ExampleInput.group)')",
                                                                "HomeWidget.saveWidgetData<int>('count', count)",
                                                                "HomeWidget.updateWidget(iOSName: 'ReminderWidget')"]))
            $0.files["ios/PetWidget/PetWidget.swift"] = .text(Self.twoWidgets(kind: "UserWidget"))
        }).findings.first { $0.check == "reload-kind" && $0.severity == .problem }
        #expect(flutter?.fix?.contains("'UserWidget'") == true && flutter?.fix?.contains("UserWidgetLong") == true, "\(flutter?.fix ?? "none")")
        let swift = try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["Widget/PetWidget.swift"] = .text(Self.twoWidgets(kind: "DailyNote"))
        }).findings.first { $0.check == "reload-kind" && $0.severity == .problem }
        #expect(swift?.fix?.contains("reloadAllTimelines()") == true, "\(swift?.fix ?? "none")")
    }
}
