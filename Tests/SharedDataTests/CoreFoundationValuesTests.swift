import Foundation
import Testing
@testable import PropertyList
@testable import SharedData

/// Suites as CoreFoundation and other writers leave them, with values widget-tui has no use for:
/// each is read, spoils at most its own key, and is written back unchanged when another key changes.
@Suite struct CoreFoundationValuesTests {
    /// A suite `{ keep: "kept", <name>: <object> }`; `object` adds the odd value and returns its number.
    static func suite(with name: String = "odd", refSize: Int = 1, _ object: (inout BinaryPlistBuilder) -> Int) -> Data {
        var plist = BinaryPlistBuilder(refSize: refSize)
        let top = plist.reserve()
        let keep = plist.ascii("keep"), kept = plist.ascii("kept")
        let key = plist.ascii(name)
        let value = object(&plist)
        plist.set(top, plist.dictionary([(keep, kept), (key, value)]))
        return plist.build(top: top)
    }

    static func install(_ suite: Data, in fixture: ContainerFixture) throws {
        try fixture.folder.write("root/\(fixture.container.url.lastPathComponent)/Library/Preferences/group.com.example.pets.plist", suite)
    }

    /// Sets `other` through the writer and returns the suite's bytes afterwards.
    static func writeAnotherKey(_ fixture: ContainerFixture) throws -> Data {
        try fixture.writer.set(.int(1), forKey: "other")
        return try Data(contentsOf: fixture.container.suiteURL)
    }

    // MARK: Values iOS writes

    @Test func anUnsignedIntegerAboveInt64MaxIsReadAndWrittenBackInSixteenBytes() throws {
        // NSNumber(value: UInt64.max) as CFBinaryPList.c writes it: marker 0x14, the high 8 bytes
        // zero, then the value.
        let sixteenBytes: [UInt8] = [0x14] + [UInt8](repeating: 0, count: 8) + [UInt8](repeating: 0xFF, count: 8)
        let fixture = try ContainerFixture()
        try Self.install(Self.suite { $0.add(sixteenBytes) }, in: fixture)
        #expect(try fixture.reader.string(forKey: "keep") == "kept")
        #expect(try fixture.reader.value(forKey: "odd") == .unsignedInteger(.max))
        #expect(try fixture.reader.double(forKey: "odd") == Double(UInt64.max))
        #expect(try Self.writeAnotherKey(fixture).holds(sixteenBytes))
        #expect(try fixture.reader.value(forKey: "odd") == .unsignedInteger(.max))
    }

    @Test func aFourByteRealIsReadAsAFloatAndWrittenBackInFourBytes() throws {
        // NSNumber(value: Float(0.1)): marker 0x22 and the IEEE single.
        let float: [UInt8] = [0x22] + BinaryPlistBuilder.bigEndian(UInt64(Float(0.1).bitPattern), width: 4)
        let fixture = try ContainerFixture()
        try Self.install(Self.suite { $0.add(float) }, in: fixture)
        #expect(try fixture.reader.value(forKey: "odd") == .float(0.1))
        #expect(try fixture.reader.double(forKey: "odd") == Double(Float(0.1)))
        #expect(try Self.writeAnotherKey(fixture).holds(float))
    }

    @Test func aLoneSurrogateInAStringSurvivesAWriteOfAnotherKey() throws {
        let fixture = try ContainerFixture()
        // "a", a lone high surrogate, "b": CoreFoundation keeps any UTF-16 code unit in a string.
        try Self.install(Self.suite { $0.utf16([0x61, 0xD800, 0x62]) }, in: fixture)
        let exact = PlistValue.string(PlistString(utf16: [0x61, 0xD800, 0x62]))
        #expect(try fixture.reader.value(forKey: "odd") == exact)
        #expect(try fixture.reader.string(forKey: "odd") == "a\u{FFFD}b")
        #expect(try Self.writeAnotherKey(fixture).holds([0x63, 0x00, 0x61, 0xD8, 0x00, 0x00, 0x62]))
        #expect(try fixture.reader.value(forKey: "odd") == exact)
    }

    @Test func canonicallyEquivalentKeysStayTwoKeysWithTheirOwnValues() throws {
        // CFPreferences compares keys code unit by code unit: "café" composed and decomposed, and
        // U+212B ANGSTROM SIGN and U+00C5, are four keys.
        let keys = ["caf\u{E9}", "cafe\u{301}", "\u{212B}", "\u{C5}"]
        var plist = BinaryPlistBuilder(refSize: 1)
        let top = plist.reserve()
        let entries = keys.enumerated().map { index, key in (key: plist.utf16(key), value: plist.ascii("value \(index)")) }
        plist.set(top, plist.dictionary(entries))
        let fixture = try ContainerFixture()
        try Self.install(plist.build(top: top), in: fixture)
        let written = try Self.writeAnotherKey(fixture)
        for (index, key) in keys.enumerated() {
            #expect(written.holds(BinaryPlistBuilder.header(0x6, key.utf16.count) + key.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }), "\(index)")
            #expect(written.holds(BinaryPlistBuilder.header(0x5, 7) + Array("value \(index)".utf8)), "\(index)")
        }
        let values = try fixture.reader.values()
        #expect(values.count == 5)
        for (index, key) in keys.enumerated() { #expect(values[key] == .string("value \(index)"), "\(index)") }
        // Each key is its own, for a write as for a read.
        try fixture.writer.set(.string("changed"), forKey: "cafe\u{301}")
        #expect(try fixture.reader.value(forKey: "caf\u{E9}") == .string("value 0"))
        #expect(try fixture.reader.value(forKey: "cafe\u{301}") == .string("changed"))
    }

    @Test func aRepeatedKeyKeepsItsFirstValueAsCoreFoundationAddsThem() throws {
        var plist = BinaryPlistBuilder()
        let top = plist.reserve()
        let first = plist.ascii("k"), one = plist.ascii("one"), second = plist.ascii("k"), two = plist.ascii("two")
        plist.set(top, plist.dictionary([(first, one), (second, two)]))
        #expect(try PropertyListFormat.decode(plist.build()) == .dictionary(["k": .string("one")]))
    }

    // MARK: Values widget-tui does not understand

    /// Each odd value as its objects: a keyed-archiver UID, a set of two strings, an unknown marker
    /// (0x7_, with the bytes up to the next object), and the null CoreFoundation reads.
    static let oddValues: [(name: String, bytes: [[UInt8]])] = [
        ("UID", [[0x80, 0x07]]),
        ("set", [[0xC2, 0x05, 0x06], [0x53] + Array("one".utf8), [0x53] + Array("two".utf8)]),
        ("unknown marker", [[0x73, 0x01, 0x02, 0x03]]),
        ("null", [[0x00]]),
    ]

    @Test(arguments: oddValues.indices)
    func anOddValueSpoilsOnlyItsKeyAndIsWrittenBackUnchanged(_ index: Int) throws {
        let odd = Self.oddValues[index]
        let fixture = try ContainerFixture()
        // Objects 0-3 are the top dictionary and keep/kept/odd; the odd value's objects follow.
        try Self.install(Self.suite { plist in
            let first = plist.add(odd.bytes[0])
            for more in odd.bytes.dropFirst() { plist.add(more) }
            return first
        }, in: fixture)
        #expect(try fixture.reader.string(forKey: "keep") == "kept", "\(odd.name)")
        let before = try #require(try Self.unreadable("odd", in: fixture), "\(odd.name)")
        #expect(before.canBeKept)
        #expect(before.reason.offset == 27, "\(odd.name)")
        #expect(throws: DefaultsError.unreadableValue(file: fixture.container.suiteURL.path, key: "odd", reason: before.reason.description)) {
            try fixture.reader.string(forKey: "odd")
        }
        // Reported for its key, and the widget's data is read as if it were not there.
        let decoded = fixture.reader.petWidgetData()
        #expect(decoded.problems.filter { $0.key == "odd" }.map(\.message) == [before.explanation])
        #expect(decoded.problems.contains { $0.key == "(all keys)" } == false)
        let written = try Self.writeAnotherKey(fixture)
        // Structure-exact: the same objects, only their offsets and reference numbers new.
        let after = try #require(try Self.unreadable("odd", in: fixture), "\(odd.name)")
        #expect(after.objects == before.objects, "\(odd.name)")
        #expect(after.reason.message == before.reason.message, "\(odd.name)")
        if odd.bytes.count == 1 {
            #expect(written.holds(odd.bytes[0]), "\(odd.name)")
        } else {
            #expect(written.holds([odd.bytes[0][0]]), "\(odd.name)")
            for child in odd.bytes.dropFirst() { #expect(written.holds(child), "\(odd.name)") }
        }
    }

    /// `levels` arrays, each holding the next, the innermost holding the string "bottom".
    static func nested(_ levels: Int, in plist: inout BinaryPlistBuilder) -> Int {
        let refs = (0..<levels).map { _ in plist.reserve() }
        let bottom = plist.ascii("bottom")
        for (level, ref) in refs.enumerated() {
            plist.set(ref, plist.array([level + 1 < levels ? refs[level + 1] : bottom]))
        }
        return refs[0]
    }

    @Test func aValueNestedTooDeepSpoilsOnlyItsKeyAndIsWrittenBackUnchanged() throws {
        let fixture = try ContainerFixture()
        try Self.install(Self.suite(with: "deep", refSize: 2) { Self.nested(600, in: &$0) }, in: fixture)
        #expect(try fixture.reader.string(forKey: "keep") == "kept")
        let before = try #require(try Self.unreadable("deep", in: fixture))
        #expect(before.reason.limit == .depth)
        #expect(before.objects?.objects.count == 601)
        let written = try Self.writeAnotherKey(fixture)
        #expect(written.holds([0x56] + Array("bottom".utf8)))
        #expect(try Self.unreadable("deep", in: fixture)?.objects == before.objects)
        #expect(try fixture.writer.removeValue(forKey: "deep") != nil)
        #expect(try fixture.reader.string(forKey: "keep") == "kept")
        #expect(try fixture.reader.integer(forKey: "other") == 1)
    }

    @Test func aValueWhoseObjectsCannotBeToldApartIsReadButWritesWaitUntilItIsRemoved() throws {
        let fixture = try ContainerFixture()
        // An array referring to object 99 of 5: the value cannot be read, nor copied.
        try Self.install(Self.suite(with: "broken") { $0.add([0xA1, 99]) }, in: fixture)
        #expect(try fixture.reader.string(forKey: "keep") == "kept")
        let broken = try #require(try Self.unreadable("broken", in: fixture))
        #expect(!broken.canBeKept)
        let before = try Data(contentsOf: fixture.container.suiteURL)
        let error = #expect(throws: DefaultsError.self) { try fixture.writer.set(.int(1), forKey: "other") }
        guard case let .notWritable(file, reason)? = error else { Issue.record("expected .notWritable, got \(String(describing: error))"); return }
        #expect(file == fixture.container.suiteURL.path)
        #expect(reason.hasPrefix("broken: holds a value widget-tui could not read and cannot keep"))
        #expect(try Data(contentsOf: fixture.container.suiteURL) == before)
        #expect(try fixture.writer.removeValue(forKey: "broken") == .unreadable(broken))
        try fixture.writer.set(.int(1), forKey: "other")
        #expect(try fixture.reader.values() == ["keep": .string("kept"), "other": .int(1)])
    }

    static func unreadable(_ key: String, in fixture: ContainerFixture) throws -> UnreadablePlistValue? {
        guard case let .unreadable(value)? = try fixture.reader.value(forKey: key) else { return nil }
        return value
    }
}
