import Foundation
import RenderFixtures
import Testing
@testable import SharedData

/// iOS writes nothing to a container when an app calls `reloadTimelines(ofKind:)`: only widget-tui's
/// own writer keeps a record. A container without one cannot say whether a change was reloaded.
@Suite struct ReloadRecordTests {
    /// A container as iOS leaves it after the app wrote its suite through `UserDefaults(suiteName:)`:
    /// the metadata plist, an empty `Library/Caches`, and `Library/Preferences/<group>.plist`.
    /// The folder is returned too: it is removed when released.
    func iOSContainer() throws -> (folder: TemporaryFolder, reader: GroupReader) {
        let folder = try TemporaryFolder()
        let url = try folder.makeContainer(in: "AppGroup", group: "group.com.example.pets")
        let suite = try PropertyListFormat.encodeBinary(.dictionary(["streakDays": .int(4), "quietHours": .string("22:00-07:00")]))
        try folder.write("AppGroup/\(url.lastPathComponent)/Library/Preferences/group.com.example.pets.plist", suite)
        return (folder, GroupReader(container: GroupContainer(url: url, groupID: try group("group.com.example.pets"))))
    }

    @Test func aContainerAsIOSLeavesItHasNoReloadRecordAndCannotTellWhetherAChangeWasReloaded() throws {
        let ios = try iOSContainer()
        let reader = ios.reader
        #expect(try reader.reloadRecord() == .unrecorded)
        #expect(try reader.reloadRequests() == [])
        let change = try #require(reader.lastDataChange)
        #expect(try reader.reloadAfterLastChange(forKind: "PetWidget") == .unknowable(change: change))
    }

    @Test func anEmptyRecordIsARecordSoAChangeWithoutARequestWasNotReloaded() throws {
        let (folder, reader) = try iOSContainer()
        try folder.write("AppGroup/\(reader.container.url.lastPathComponent)/Library/Caches/widget-tui/reload-requests.log", Data())
        #expect(try reader.reloadRecord() == .recorded([]))
        let change = try #require(reader.lastDataChange)
        #expect(try reader.reloadAfterLastChange(forKind: "PetWidget") == .notReloaded(change: change, otherKinds: []))
    }

    @Test func aContainerWithoutDataHasNoChangeToReload() throws {
        let fixture = try ContainerFixture()
        #expect(try fixture.reader.reloadRecord() == .unrecorded)
        #expect(try fixture.reader.reloadAfterLastChange(forKind: "PetWidget") == .noChange)
    }

    @Test func widgetTUIsWriterStartsTheRecordWithItsFirstWriteSoAWriteWithoutAReloadIsSeen() throws {
        let fixture = try ContainerFixture()
        try fixture.writer.set(.int(3), forKey: "streakDays")
        #expect(try fixture.reader.reloadRecord() == .recorded([]))
        let change = try #require(fixture.reader.lastDataChange)
        #expect(try fixture.reader.reloadAfterLastChange(forKind: "PetWidget") == .notReloaded(change: change, otherKinds: []))
    }

    @Test func aRequestAfterTheChangeReloadsItsKindAndRequestsForOtherKindsAreNamed() throws {
        let fixture = try ContainerFixture()
        try fixture.writer.set(.int(3), forKey: "streakDays")
        let change = try #require(fixture.reader.lastDataChange)
        try fixture.writer.reloadTimelines(ofKind: "StreakWidget")
        #expect(try fixture.reader.reloadAfterLastChange(forKind: "PetWidget") == .notReloaded(change: change, otherKinds: ["StreakWidget"]))
        let streak = try #require(try fixture.reader.reloadRequests().last)
        #expect(try fixture.reader.reloadAfterLastChange(forKind: "StreakWidget") == .reloaded(change: change, by: streak))
        try fixture.writer.reloadAllTimelines()
        // As read back: a date's text in the record can differ from the one in memory in its last bit.
        let all = try #require(try fixture.reader.reloadRequests().last)
        #expect(all.kind == nil)
        #expect(try fixture.reader.reloadAfterLastChange(forKind: "PetWidget") == .reloaded(change: change, by: all))
    }

    @Test func theDataTheLastReloadTookDecideNotFileTimes() throws {
        let fixture = try ContainerFixture()
        try fixture.writer.set(.int(3), forKey: "streakDays")
        try fixture.writer.reloadAllTimelines()
        let request = try #require(try fixture.reader.reloadRequests().last)
        #expect(request.dataDigest == ContainerDataDigest.of(fixture.container))
        // A checkout gives the files a later time than the reload: the data are the same.
        try setModificationDate(Date().addingTimeInterval(3600), under: fixture.container.url)
        let change = try #require(fixture.reader.lastDataChange)
        #expect(try fixture.reader.reloadAfterLastChange(forKind: "PetWidget") == .reloaded(change: change, by: request))
    }

    @Test func dataWrittenBackAsAnEarlierReloadTookThemAreStaleWhenALaterReloadTookOthers() throws {
        let fixture = try ContainerFixture()
        try fixture.writer.set(.int(3), forKey: "streakDays")
        try fixture.writer.reloadAllTimelines()
        try fixture.writer.set(.int(4), forKey: "streakDays")
        try fixture.writer.reloadAllTimelines()
        // The widget's timeline is the last reload's (4); the data are 3 again, with no reload after.
        try fixture.writer.set(.int(3), forKey: "streakDays")
        let change = try #require(fixture.reader.lastDataChange)
        #expect(try fixture.reader.reloadAfterLastChange(forKind: "PetWidget") == .notReloaded(change: change, otherKinds: []))
    }

    @Test func aRecordLineCarriesTheDigestOfTheDataItReloadedWith() throws {
        let fixture = try ContainerFixture()
        let lines = "1 1795953600.0 data=00ff00ff00ff00ff all\n2 1795953601.0 reason=interaction data=0123456789abcdef kind Pet Widget\n"
        try fixture.folder.write("root/\(fixture.container.url.lastPathComponent)/Library/Caches/widget-tui/reload-requests.log", Data(lines.utf8))
        let requests = try fixture.reader.reloadRequests()
        #expect(requests.map(\.dataDigest) == ["00ff00ff00ff00ff", "0123456789abcdef"])
        #expect(requests.map(\.kind) == [nil, "Pet Widget"])
        #expect(requests.map(\.reason) == [nil, .interaction])
        let damaged = "1 1795953600.0 data=xyz all\n"
        try fixture.folder.write("root/\(fixture.container.url.lastPathComponent)/Library/Caches/widget-tui/reload-requests.log", Data(damaged.utf8))
        #expect(throws: ReloadError.self) { try fixture.reader.reloadRequests() }
    }
}
