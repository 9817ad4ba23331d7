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
}
