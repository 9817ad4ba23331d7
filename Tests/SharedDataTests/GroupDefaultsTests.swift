import Foundation
import Testing
@testable import SharedData

@Suite struct GroupDefaultsTests {
    @Test func theSuiteIsABinaryPlistWhereIOSKeepsIt() throws {
        let fixture = try ContainerFixture()
        try fixture.writer.set(.int(12), forKey: "streakDays")
        let file = fixture.container.url.appendingPathComponent("Library/Preferences/group.com.example.pets.plist")
        let bytes = try Data(contentsOf: file)
        #expect(bytes.starts(with: Array("bplist00".utf8)))
        #expect(try fixture.reader.integer(forKey: "streakDays") == 12)
    }

    @Test func everyPropertyListTypeReadsBackTyped() throws {
        let fixture = try ContainerFixture()
        let date = Date(timeIntervalSince1970: 1_795_953_600.5)
        try fixture.writer.withLock { session in
            try session.update { values in
                values["i"] = .int(-3)
                values["d"] = .double(2.5)
                values["b"] = .bool(true)
                values["s"] = .string("Mochi")
                values["data"] = .data(Data([1, 2, 3]))
                values["date"] = .date(date)
                values["a"] = .array([.int(1), .string("x")])
                values["dict"] = .dictionary(["k": .bool(false)])
            }
        }
        let reader = fixture.reader
        #expect(try reader.integer(forKey: "i") == -3)
        #expect(try reader.double(forKey: "d") == 2.5)
        #expect(try reader.bool(forKey: "b") == true)
        #expect(try reader.string(forKey: "s") == "Mochi")
        #expect(try reader.data(forKey: "data") == Data([1, 2, 3]))
        #expect(try reader.date(forKey: "date") == date)
        #expect(try reader.array(forKey: "a") == [.int(1), .string("x")])
        #expect(try reader.dictionary(forKey: "dict") == ["k": .bool(false)])
        #expect(try reader.integer(forKey: "absent") == nil)
    }

    @Test func aValueOfAnotherTypeIsAnErrorNamingFileAndKey() throws {
        let fixture = try ContainerFixture()
        try fixture.writer.set(.string("12"), forKey: "streakDays")
        #expect(throws: DefaultsError.wrongType(file: fixture.container.suiteURL.path, key: "streakDays", expected: "Int", found: "String")) {
            try fixture.reader.integer(forKey: "streakDays")
        }
        #expect(throws: DefaultsError.self) { try fixture.reader.bool(forKey: "streakDays") }
    }

    @Test func aNeverWrittenSuiteIsEmpty() throws {
        let fixture = try ContainerFixture()
        #expect(try fixture.reader.values().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: fixture.container.url.appendingPathComponent("Library/Preferences").path))
    }

    @Test func writesLeaveNoTemporaryFilesBehind() throws {
        let fixture = try ContainerFixture()
        for n in 0..<5 { try fixture.writer.set(.int(n), forKey: "n") }
        let names = try FileManager.default.contentsOfDirectory(atPath: fixture.container.suiteURL.deletingLastPathComponent().path)
        #expect(names == ["group.com.example.pets.plist"])
    }

    @Test(arguments: [Data("bplist00".utf8) + Data(repeating: 0xEE, count: 40), Data("garbage".utf8), Data()])
    func aCorruptSuiteIsReportedAndNeverOverwritten(_ damage: Data) throws {
        let fixture = try ContainerFixture()
        let file = try fixture.folder.write("root/\(fixture.container.url.lastPathComponent)/Library/Preferences/group.com.example.pets.plist", damage)
        let readError = #expect(throws: DefaultsError.self) { try fixture.reader.values() }
        guard case let .corrupt(path, _)? = readError else { Issue.record("expected .corrupt, got \(String(describing: readError))"); return }
        #expect(path == file.path)
        let writeError = #expect(throws: DefaultsError.self) { try fixture.writer.set(.int(1), forKey: "streakDays") }
        guard case .refusingToOverwrite? = writeError else { Issue.record("expected a refusal, got \(String(describing: writeError))"); return }
        #expect(writeError?.description.contains("left unchanged") == true)
        #expect(try Data(contentsOf: file) == damage)
    }

    @Test func aSuiteWhoseTopLevelIsNotADictionaryIsNamed() throws {
        let fixture = try ContainerFixture()
        try fixture.folder.write("root/\(fixture.container.url.lastPathComponent)/Library/Preferences/group.com.example.pets.plist",
                                 try PropertyListFormat.encodeBinary(.array([.int(1)])))
        #expect(throws: DefaultsError.notADictionary(file: fixture.container.suiteURL.path, found: "Array")) { try fixture.reader.values() }
    }

    @Test func anUnreadableSuiteIsAnErrorNotAnEmptySuite() throws {
        let fixture = try ContainerFixture()
        try FileManager.default.createDirectory(at: fixture.container.suiteURL, withIntermediateDirectories: true)
        let error = #expect(throws: DefaultsError.self) { try fixture.reader.values() }
        guard case .unreadable? = error else { Issue.record("expected .unreadable, got \(String(describing: error))"); return }
    }

    @Test func aFIFOInPlaceOfTheSuiteIsRefusedWithoutHanging() throws {
        let fixture = try ContainerFixture()
        try FileManager.default.createDirectory(at: fixture.container.suiteURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(fixture.container.suiteURL.path, 0o644) == 0)
        let error = #expect(throws: DefaultsError.self) { try fixture.reader.values() }
        #expect(error?.description == "\(fixture.container.suiteURL.path): cannot read the group's settings: a FIFO, not a regular file")
    }

    @Test func suiteNamesThatAreNotGroupsAreRefusedWithApplesReason() throws {
        let global = #expect(throws: DefaultsError.self) { try GroupDefaults.suiteGroup(named: "NSGlobalDomain") }
        #expect(global?.description.contains("global domain") == true)
        let bundle = #expect(throws: DefaultsError.self) { try GroupDefaults.suiteGroup(named: "com.example.pets") }
        #expect(bundle?.description.contains("bundle identifier") == true)
        #expect(bundle?.description.contains("group.com.example.pets") == true)
        #expect(try GroupDefaults.suiteGroup(named: "group.com.example.pets").rawValue == "group.com.example.pets")
    }

    @Test func removingAKeyReturnsTheOldValue() throws {
        let fixture = try ContainerFixture()
        try fixture.writer.set(.bool(true), forKey: "flag")
        #expect(try fixture.writer.removeValue(forKey: "flag") == .bool(true))
        #expect(try fixture.writer.removeValue(forKey: "flag") == nil)
        #expect(try fixture.reader.value(forKey: "flag") == nil)
    }
}
