import Foundation
import Testing
@testable import PropertyList
@testable import SharedData

/// Reads are bounded by what decoding produces, not only by the file's size: shared references let
/// a small binary plist stand for far more data than it holds.
@Suite struct PlistBoundsTests {
    /// A top-level dictionary `{ key: [data, data, ...] }` whose array refers `references` times to
    /// one data object of `dataSize` bytes: about `dataSize + references` bytes on disk.
    static func amplifying(dataSize: Int, references: Int, key: String = "blob") -> Data {
        var plist = BinaryPlistBuilder(refSize: 1)
        let top = plist.reserve()
        let name = plist.ascii(key)
        let array = plist.reserve()
        let data = plist.add(BinaryPlistBuilder.header(0x4, dataSize) + [UInt8](repeating: 0xAB, count: dataSize))
        plist.set(array, BinaryPlistBuilder.header(0xA, references) + [UInt8](repeating: UInt8(data), count: references))
        plist.set(top, plist.dictionary([(name, array)]))
        return plist.build(top: top)
    }

    @Test func aSmallPlistThatDecodesToGigabytesFailsNamingTheByteLimit() throws {
        // 200 KB on disk, 10 GB decoded: refused once the decoded bytes pass the limit, before the
        // next copy is made, so at most the limit is ever held.
        let bytes = Self.amplifying(dataSize: 100_000, references: 100_000)
        #expect(bytes.count < 210_000)
        let error = #expect(throws: PlistSyntaxError.self) { try PropertyListFormat.decode(bytes) }
        #expect(error?.description.contains("more than \(PlistLimits.standard.maximumDecodedBytes) bytes") == true, "\(String(describing: error))")
    }

    @Test func anAmplifyingSuiteIsAnErrorNamingTheFileAndTheLimit() throws {
        let fixture = try ContainerFixture()
        try fixture.folder.write("root/\(fixture.container.url.lastPathComponent)/Library/Preferences/group.com.example.pets.plist",
                                 Self.amplifying(dataSize: 100_000, references: 100_000))
        let error = #expect(throws: DefaultsError.self) { try fixture.reader.values() }
        #expect(error?.file == fixture.container.suiteURL.path)
        #expect(error?.description.contains("\(PlistLimits.standard.maximumDecodedBytes) bytes") == true, "\(String(describing: error))")
        // Nothing is written over a suite that could not be read.
        #expect(throws: DefaultsError.self) { try fixture.writer.set(.int(1), forKey: "other") }
    }

    @Test func decodedBytesCountEveryReferenceUpToTheLimitExactly() throws {
        // The key "blob" is 8 bytes (UTF-16), each reference to the data object 100.
        let limits = PlistLimits(maximumDepth: 128, maximumValues: 1_000, maximumDecodedBytes: 1_008)
        let atLimit = try PropertyListFormat.decode(Self.amplifying(dataSize: 100, references: 10), limits: limits)
        #expect(atLimit.dictionaryValue?["blob"]?.arrayValue?.count == 10)
        let error = #expect(throws: PlistSyntaxError.self) {
            try PropertyListFormat.decode(Self.amplifying(dataSize: 100, references: 11), limits: limits)
        }
        #expect(error?.limit == .decodedBytes)
        // The writer counts the same way: what it writes at the limit reads back.
        #expect(try PropertyListFormat.encodeBinary(atLimit, limits: limits).count > 1_000)
        #expect(throws: PlistWriteError.self) {
            try PropertyListFormat.encodeBinary(.dictionary(["blob": .array(Array(repeating: .data(Data(count: 100)), count: 11))]), limits: limits)
        }
    }

    /// `levels` arrays, each holding the next, the innermost holding a string.
    static func nested(_ levels: Int) -> PlistValue {
        (0..<levels).reduce(PlistValue.string("bottom")) { inner, _ in .array([inner]) }
    }

    @Test func theWriterStopsAtTheDepthTheReaderStopsAtAndNamesTheKey() throws {
        // In a suite the key's value is one level down: 127 arrays put the string at depth 128.
        let deepest = PlistValue.dictionary(["deep": Self.nested(127)])
        #expect(try PropertyListFormat.decode(try PropertyListFormat.encodeBinary(deepest)) == deepest)
        let error = #expect(throws: PlistWriteError.self) { try PropertyListFormat.encodeBinary(.dictionary(["deep": Self.nested(128)])) }
        #expect(error?.key == "deep")
        #expect(error?.limit == .depth)
        #expect(error?.description.hasPrefix("deep: nested deeper than 128 levels") == true)

        // The same value, written by another tool, spoils its key when read.
        var plist = BinaryPlistBuilder()
        let top = plist.reserve()
        let key = plist.ascii("deep")
        let value = CoreFoundationValuesTests.nested(128, in: &plist)
        plist.set(top, plist.dictionary([(key, value)]))
        guard case let .dictionary(values) = try PropertyListFormat.decode(plist.build()), case let .unreadable(spoiled)? = values["deep"] else {
            Issue.record("expected deep to be unreadable")
            return
        }
        #expect(spoiled.reason.limit == .depth)
    }
}

