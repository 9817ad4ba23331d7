import Foundation
import SharedData
import Testing
@testable import WidgetTUIKit

/// `GroupLoader` is the one place that reads and decodes a group's suite.
@Suite("Reading a group's suite through GroupLoader")
struct GroupLoaderTests {
    @Test("One read gives the values, the file's size and the widget's data")
    func oneReadGivesEverything() throws {
        let group = try TestGroup()
        let suite = GroupLoader.load(try group.reader())
        let file = try #require(suite.file)
        #expect(file.byteCount == (try Data(contentsOf: try group.suiteFile)).count)
        #expect(file.values[PetWidgetData.streakDaysKey] == .int(12))
        #expect(suite.decoded.data.pets.count == 5)
        #expect(suite.decoded.problems.isEmpty)
        #expect(suite.failure == nil)
    }

    @Test("An unreadable suite is a failure with the documented defaults, and an error under the strict policy")
    func unreadableSuite() throws {
        let group = try TestGroup()
        let url = try group.suiteFile
        try Data(try Data(contentsOf: url).prefix(20)).write(to: url)
        let suite = GroupLoader.load(try group.reader())
        #expect(suite.file == nil)
        let failure = try #require(suite.failure)
        #expect(failure.reason.hasPrefix("corrupt settings plist: "))
        #expect(suite.decoded.data == DecodedPetWidgetData.empty)
        #expect(suite.decoded.problems.map(\.key) == ["(all keys)"])
        #expect(try GroupLoader.decode(try group.reader(), policy: .lenient) == suite.decoded)
        #expect(throws: WidgetTUIError.self) { try GroupLoader.decode(try group.reader(), policy: .strict) }
    }

    @Test("A suite the app never wrote has no file and no failure")
    func neverWritten() throws {
        let group = try TestGroup()
        try FileManager.default.removeItem(at: try group.suiteFile)
        let suite = GroupLoader.load(try group.reader())
        #expect(suite.file == nil)
        #expect(suite.failure == nil)
        #expect(suite.decoded.data.pets.isEmpty)
    }
}
