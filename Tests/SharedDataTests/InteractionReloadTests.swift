import Foundation
import Testing
@testable import SharedData

@Suite struct InteractionReloadTests {
    @Test func interactionReloadsAreRecordedWithTheirReasonAndNotCountedAgainstTheBudget() throws {
        let fixture = try IntentFixture()
        let app = GroupWriter(container: fixture.container, now: { IntentFixture.clock })
        try app.reloadTimelines(ofKind: "PetWidget")
        _ = try fixture.runner(.warm).perform(.feed(0))
        _ = try fixture.runner(.cold).perform(.refresh)
        try app.reloadAllTimelines()

        let requests = try fixture.reader.reloadRequests()
        #expect(requests.map(\.reason) == [nil, .interaction, .interaction, nil])
        #expect(requests.map(\.countsAgainstBudget) == [true, false, false, true])
        let budget = ReloadBudget(requests: requests, kind: "PetWidget", endingAt: IntentFixture.clock)
        #expect(budget.used(at: IntentFixture.clock) == 2 && budget.free(at: IntentFixture.clock) == 2)
        let log = try String(contentsOf: fixture.container.reloadLogURL, encoding: .utf8)
        // The reason first, then the digest of the data the reload took.
        #expect(try #require(log.split(separator: "\n").map(String.init).filter { $0.contains("reason=interaction") }.first)
            .contains(try Regex(#"^2 \S+ reason=interaction data=[0-9a-f]{16} kind PetWidget$"#)))
    }

    @Test func theBudgetCountsOneRollingDayForTheKind() {
        let end = Date(timeIntervalSince1970: 2_000_000_000)
        let requests = [
            ReloadRequest(sequence: 1, kind: "PetWidget", date: end.addingTimeInterval(-ReloadBudget.window)),
            ReloadRequest(sequence: 2, kind: "PetWidget", date: end.addingTimeInterval(-60)),
            ReloadRequest(sequence: 3, kind: "StreakWidget", date: end.addingTimeInterval(-60)),
            ReloadRequest(sequence: 4, kind: nil, date: end.addingTimeInterval(-30), reason: .interaction),
            ReloadRequest(sequence: 5, kind: "PetWidget", date: end.addingTimeInterval(1)),
        ]
        let budget = ReloadBudget(requests: requests, kind: "PetWidget", endingAt: end)
        #expect(budget.used(at: end) == 1 && budget.free(at: end) == 1)
    }

    @Test func recordsWrittenBeforeReasonsExistedStillReadAndKindsMayHoldSpaces() throws {
        let fixture = try ContainerFixture()
        let lines = "1 1795953600.0 all\n2 1795953601.0 kind Pet Widget\n3 1795953602.0 reason=interaction all\n"
        try fixture.folder.write("root/\(fixture.container.url.lastPathComponent)/Library/Caches/widget-tui/reload-requests.log", Data(lines.utf8))
        let requests = try fixture.reader.reloadRequests()
        #expect(requests.map(\.kind) == [nil, "Pet Widget", nil])
        #expect(requests.map(\.reason) == [nil, nil, .interaction])
        let writer = GroupWriter(container: fixture.container, now: { IntentFixture.clock })
        let next = try writer.withLock { try $0.reloadTimelines(ofKind: "Pet Widget", reason: .interaction) }
        #expect(try fixture.reader.reloadRequests().last == next)
    }

    @Test func anUnknownReasonIsACorruptLine() throws {
        let fixture = try ContainerFixture()
        try fixture.folder.write("root/\(fixture.container.url.lastPathComponent)/Library/Caches/widget-tui/reload-requests.log",
                                 Data("1 1795953600.0 reason=boredom all\n".utf8))
        let error = #expect(throws: ReloadError.self) { try fixture.reader.reloadRequests() }
        #expect(error?.description.contains("line 1 is not") == true)
    }
}
