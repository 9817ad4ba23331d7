import Foundation
import PetRenderer
import SharedData
import Testing
@testable import WidgetTUIKit

/// widget-tui keeps its own files (writer lock, reload record, the mark of its last write) in its
/// state folder for a container it did not make: a button pressed in the preview on a simulator's
/// container leaves no file there, and the app's later writes, which iOS records no reload for,
/// are "no reload evidence", never "stale".
@Suite struct SimulatorContainerLeftAsFoundTests {
    let start = ISODate.parse("2026-11-29T12:00:00Z")!

    /// Every file in the container, by path.
    func files(_ container: URL) -> Set<String> {
        Set((FileManager.default.subpaths(atPath: container.path) ?? []).filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: container.appendingPathComponent($0).path, isDirectory: &isFolder) && !isFolder.boolValue
        })
    }

    /// The suite rewritten as cfprefsd writes it for the app: a new file renamed into place.
    func appWrites(streak: Int, in container: URL) throws {
        let suite = container.appendingPathComponent("Library/Preferences/\(GroupOptions.demoGroup).plist")
        var values = try PropertyListFormat.decode(Data(contentsOf: suite)).dictionaryValue ?? [:]
        values[PetWidgetData.streakDaysKey] = .int(streak)
        try PropertyListFormat.encodeBinary(.dictionary(values)).write(to: suite, options: .atomic)
    }

    @Test func aButtonPressedOnASimulatorsContainerThenTheAppsOwnWriteLeaveNoFileAndNothingStale() throws {
        let home = try AppTestHome()
        // Shut down: the button's write goes into the suite file, as a real app's intent writes it.
        let container = try AppSimulatorTests().makeBootedSimulator(home: home, state: AppSimulatorTests.shutDown)
        let before = files(container)
        let xcrun = try FakeXcrun(in: home.url)
        let environment = home.environment.merging(xcrun.environment) { $1 }
        let options = GroupOptions(group: try GroupIdentifier(GroupOptions.demoGroup),
                                   source: .simulator(devices: SimulatorDevice.devicesFolder(home: home.url), udid: nil),
                                   stateFolder: GroupOptions.defaultStateFolder(ProcessEnvironment(environment)))
        let loader = try GroupLoader(options)
        let render = RenderOptions(settings: RenderSettings(timeZone: TimeZone(identifier: "UTC")!), timeZoneName: "UTC")
        let source = GroupPreviewSource(widget: try PetWidget(container: loader.locate()), loader: loader, render: render,
                                        intents: IntentOptions(), environment: environment)
        let state = PreviewState(groupIdentifier: source.groupIdentifier, kind: source.kind, settings: render.settings, colorMode: .xterm256,
                                 terminalSize: TerminalSize(columns: 100, rows: 40), wallNow: start, start: .paused(at: start))
        let session = PreviewSession(state: state, source: source)

        session.send(PreviewEvent.key(.character("b")))
        session.send(PreviewEvent.key(.enter))
        #expect(try xcrun.calls() == [])
        #expect(session.state.budget.freeDates.count == 1, "\(session.state.message?.text ?? "")")
        #expect(try PetWidget(container: loader.locate()).data.pets[0].valueA == 92)
        let generation = session.state.generation

        try appWrites(streak: 13, in: container)
        session.pollContainer()
        let message = try #require(session.state.message?.text)
        #expect(!message.contains("stale"), "\(message)")
        #expect(message.contains("no reload evidence"), "\(message)")
        #expect(session.state.generation == generation + 1)

        let check = home.run(["check", "--simulator", "--now", "2026-11-29T12:00:00Z"], environment: xcrun.environment)
        #expect(!check.out.contains("stale"), "\(check.out)")
        let line = try #require(check.out.split(separator: "\n").first { $0.contains(ReloadAfterWriteCheck.name) })
        #expect(line.hasPrefix("UNKNOWN"), "\(line)")
        #expect(line.contains("no reload evidence"), "\(line)")

        // The container holds what iOS and the app made, nothing of widget-tui's; its record is in the state folder.
        #expect(files(container) == before)
        let record = try loader.locate().reloadLogURL
        #expect(record.path.hasPrefix(home.url.appendingPathComponent("State/containers/").path))
        #expect(try String(contentsOf: record, encoding: .utf8).contains("reason=interaction"))
    }

    @Test func widgetTUIsOwnWriteWithoutAReloadIsStillStaleInAContainerItDidNotMake() throws {
        let home = try AppTestHome()
        let container = try AppSimulatorTests().makeSimulatorContainer(home: home, udid: AppSimulatorTests.udid, group: GroupOptions.demoGroup)
        let set = home.run(["app", "set", "streakDays", "3", "--type", "int", "--simulator", "--no-reload"])
        #expect(set.code == 0, "\(set.err)")
        let check = home.run(["check", "--simulator", "--now", "2026-11-29T12:00:00Z"])
        let line = try #require(check.out.split(separator: "\n").first { $0.contains(ReloadAfterWriteCheck.name) })
        #expect(line.hasPrefix("FAIL"), "\(line)")
        #expect(!files(container).contains { $0.hasPrefix("Library/Caches/widget-tui") })
    }
}
