import Foundation
import PetRenderer
import SharedData
import Testing
@testable import WidgetTUI
import WidgetTUIKit

@Suite struct IntentCommandTests {
    static let pressed = "2026-11-29T12:00:00Z"
    static let pressDate = Date(timeIntervalSince1970: 1_795_953_600)

    /// The widget as its extension builds it after a reload: the group read afresh, the first entry
    /// of a new timeline from `date` drawn.
    static func firstEntry(_ home: AppTestHome, from date: Date) throws -> RenderedFrame {
        let widget = try PetWidget(reader: home.reader(), sheet: SpriteSheetLoader.load(directory: nil))
        let settings = RenderSettings(timeZone: TimeZone(identifier: "UTC")!)
        let provider = PetTimelineProvider(data: widget.data, timeZone: settings.timeZone)
        let entry = try #require(provider.timeline(from: date).entries.first)
        return widget.renderer.frame(for: entry, settings: settings)
    }

    @Test("With the app cold and warm, pressing Pet runs in the main app and the next entry shows the reaction",
          arguments: [AppState.cold, .warm])
    func petShowsInTheNextEntry(app: AppState) throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "reload"]).code == 0)
        let before = try Self.firstEntry(home, from: Self.pressDate)
        let result = home.run(["intent", "pet", "--pet", "2", "--app", app.rawValue, "--now", Self.pressed])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.contains("ran in: the main app" + (app == .cold ? ", launched in the background" : " (the app is running")))
        #expect(result.out.contains("wrote: reaction petted for pet 2 (Pip) until 2026-11-29T12:00:30Z (under the writer lock)"))
        // #1 is the demo group's creation, #2 the `app reload` above.
        #expect(result.out.contains("reload: #3 reloadTimelines(ofKind: \"PetWidget\")"))
        #expect(result.out.contains("(interaction: guaranteed, not counted against the daily budget)"))

        let after = try Self.firstEntry(home, from: Self.pressDate)
        #expect(before.poses[1].reaction == nil)
        #expect(after.poses[1].reaction == .petted)
        #expect(after.poses[1].lift > before.poses[1].lift || after.poses[1].animation != before.poses[1].animation)
        #expect(after.canvas != before.canvas)
        #expect(Array(after.poses[2...]) == Array(before.poses[2...]))
    }

    @Test("With the app cold and warm, Feed runs in an allowed writer and the group holds the meal",
          arguments: [(AppState.cold, "the App Intents extension"), (.warm, "the main app")])
    func feedWritesInAWriter(app: AppState, process: String) throws {
        let home = try AppTestHome()
        let result = home.run(["intent", "feed", "--app", app.rawValue])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.contains("ran in: \(process) ("))
        #expect(result.out.contains("wrote: items[0].valueA 82 → 92; reaction fed for pet 1 (Mochi)"))
        let data = try home.reader().petWidgetData().data
        #expect(data.pets[0].valueA == 92)
        #expect(data.reaction?.kind == .fed)
        let requests = try home.reader().reloadRequests()
        #expect(requests.last?.reason == .interaction)
        // Only the demo group's creation counts; the interaction reload does not.
        #expect(requests.count == 2)
        let end = Date().addingTimeInterval(60)
        #expect(ReloadBudget(requests: requests, kind: "PetWidget", endingAt: end).used(at: end) == 1)
    }

    @Test("A write allowed only in the widget extension is refused with nothing written", arguments: [
        ["--targets", "widgetKitExtension"],
        ["--targets", "default", "--linked", "main,widgetKitExtension", "--app", "cold"],
    ])
    func refusedWithNothingWritten(options: [String]) throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "reload"]).code == 0)
        let before = try home.snapshot()
        let result = home.run(["intent", "feed"] + options)
        #expect(result.code == 1)
        #expect(result.out.isEmpty)
        #expect(result.err.contains("feed: refused, nothing written"))
        #expect(result.err.contains("the system chose the widget extension"))
        #expect(result.err.contains("Fix: allow only .main or .appIntentsExtension"))
        #expect(try home.snapshot() == before)
    }

    @Test func theSameDefaultTargetsRunInTheWarmApp() throws {
        let home = try AppTestHome()
        let result = home.run(["intent", "feed", "--targets", "default", "--linked", "main,widgetKitExtension", "--app", "warm"])
        #expect(result.code == 0)
        #expect(result.out.contains("ran in: the main app (the app is running and may run it)"))
    }

    @Test func refreshWritesNothingAndReloads() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "reload"]).code == 0)
        let suite = try home.container().suiteURL
        let bytes = FileManager.default.contents(atPath: suite.path)
        let result = home.run(["intent", "refresh"])
        #expect(result.code == 0)
        #expect(result.out.contains("ran in: the widget extension"))
        #expect(result.out.contains("wrote: nothing (display only)"))
        #expect(FileManager.default.contents(atPath: suite.path) == bytes)
        #expect(try home.reader().reloadRequests().map(\.reason) == [nil, nil, .interaction])
    }

    @Test("Bad input gets a specific message and changes nothing", arguments: [
        (["intent"], Int32(64), "intent needs NAME (the button's intent): feed, pet, refresh"),
        (["intent", "tickle"], 64, "unknown intent 'tickle' (intents: feed, pet, refresh)"),
        (["intent", "feed", "--app", "lukewarm"], 64, "--app: 'lukewarm' is not one of cold, warm"),
        (["intent", "feed", "--pet", "0"], 64, "--pet: '0' is not a pet number from 1"),
        (["intent", "feed", "--targets", "main,widget"], 64, "--targets: 'widget' is not an execution target"),
        (["intent", "feed", "--now", "noon"], 64, "--now: 'noon' is not an ISO 8601 date"),
        (["intent", "feed", "--pet", "9"], 1, "items[8]: items holds 5 pets, so there is no pet 9; nothing written"),
        (["intent", "feed", "--linked", "widgetKitExtension", "--targets", "main"], 1,
         "feed: refused, nothing written: allowedExecutionTargets [.main] names no process the intent is linked into [.widgetKitExtension]"),
    ])
    func badInput(arguments: [String], code: Int32, message: String) throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "reload"]).code == 0)
        let before = try home.snapshot()
        let result = home.run(arguments)
        #expect(result.code == code)
        #expect(result.err.contains(message), "\(result.err)")
        #expect(try home.snapshot() == before)
    }

    @Test func helpListsTheNewCommands() {
        func help(_ arguments: [String]) -> String {
            let sink = OutputSink(environment: ["WIDGET_TUI_HOME": "/nonexistent/widget-tui-test"])
            _ = CommandRouter.run(arguments, io: sink.io)
            return sink.out
        }
        #expect(help(["help"]).contains("  intent "))
        #expect(help(["help"]).contains("  activity "))
        #expect(help(["help", "intent"]).contains("--targets LIST"))
    }
}
