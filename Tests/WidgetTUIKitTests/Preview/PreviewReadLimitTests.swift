import Foundation
import SharedData
import Testing
@testable import WidgetTUIKit

/// A preview on a real group whose suite grows past its read limit while it runs.
@Suite struct PreviewReadLimitTests {
    @Test("A suite past its limit shows as a container error naming the file and the limit, and the last good timeline stays")
    func aHugeSuiteKeepsTheLastGoodTimeline() throws {
        let group = try TestGroup()
        let source = try group.source()
        let session = PreviewSession(state: PreviewState(groupIdentifier: source.groupIdentifier, kind: source.kind,
                                                         settings: PreviewFixtures.settings, colorMode: .xterm256,
                                                         terminalSize: PreviewFixtures.size, wallNow: PreviewFixtures.start,
                                                         start: .paused(at: PreviewFixtures.start)),
                                     source: source)
        let good = try #require(session.state.content)
        let suite = try group.suiteFile
        let handle = try FileHandle(forWritingTo: suite)
        try handle.truncate(atOffset: UInt64(ReadLimit.suite.bytes) + 1)
        try handle.close()
        session.send(.key(.character("r")))
        #expect(session.state.content == good)
        let error = try #require(session.state.containerError)
        #expect(error.contains("\(ReadLimit.suite.bytes + 1) bytes, over the 16 MiB limit for a group's settings suite"), "\(error)")
        #expect(error.contains("group.com.example.pets.plist"))
        #expect(session.screen().text(row: 0).contains("CONTAINER ERROR"))
    }
}
