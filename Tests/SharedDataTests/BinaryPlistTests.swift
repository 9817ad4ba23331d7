import Foundation
import RenderFixtures
import Testing
@testable import PropertyList
@testable import SharedData

@Suite struct BinaryPlistTests {
    /// `plistlib.dumps(..., fmt=FMT_BINARY)` of the values checked below (Python 3.11).
    static let fromPlistlib = Data(base64Encoded: """
    YnBsaXN0MDDdAQIDBAUGBwgJCgsMDQ4PEBESFhcYGRwdHh9TYmlnVGJsb2JVY291bnRVZW1vamlUbGlzdFRsb25nVG5hbWVTbmVnVm5lc3RlZFNvZmZSb25VcmF0aW9Ud2hlbhMAAAEAAAAAAEQAAQL/ECpnAGMAYQBmAOkAINg93DGjExQVEAFTdHdvI0AMAAAAAAAAXxAUeHh4eHh4eHh4eHh4eHh4eHh4eHhVTW9jaGkT//////////nRGhtRa6AICSM/0AAAAAAAADNByF4loAAAAAgjJywyOD1CR0tSVllfZG1ydIOHiY2WrbO8v8HCw8TNAAAAAAAAAQEAAAAAAAAAIAAAAAAAAAAAAAAAAAAAANY=
    """.replacingOccurrences(of: "\n", with: ""))!

    static let sample: PlistValue = .dictionary([
        "count": .int(42), "big": .int(1 << 40), "neg": .int(-7), "ratio": .double(0.25),
        "on": .bool(true), "off": .bool(false), "name": .string("Mochi"), "emoji": .string("café 🐱"),
        "blob": .data(Data([0, 1, 2, 255])), "when": .date(Date(timeIntervalSince1970: 1_795_953_600)),
        "list": .array([.int(1), .string("two"), .double(3.5)]), "nested": .dictionary(["k": .array([])]),
        "long": .string(String(repeating: "x", count: 20)),
    ])

    @Test func readsEveryTypePlistlibWrites() throws {
        #expect(try PropertyListFormat.decode(Self.fromPlistlib) == Self.sample)
    }

    @Test func writesWhatItReadsBack() throws {
        let bytes = try PropertyListFormat.encodeBinary(Self.sample)
        #expect(bytes.starts(with: Array("bplist00".utf8)))
        #expect(try PropertyListFormat.decode(bytes) == Self.sample)
    }

    @Test func largeCollectionsUseWideReferencesAndLengths() throws {
        let many = PlistValue.array((0..<70_000).map { .int($0 * 1_000_003) })
        #expect(try PropertyListFormat.decode(try PropertyListFormat.encodeBinary(many)) == many)
    }

    @Test func everyTruncationIsAnErrorNotACrash() throws {
        let bytes = try PropertyListFormat.encodeBinary(Self.sample)
        for length in 0..<bytes.count {
            #expect(throws: PlistSyntaxError.self) { try PropertyListFormat.decode(bytes.prefix(length)) }
        }
    }

    @Test func corruptBytesNeverCrashTheReader() throws {
        let bytes = [UInt8](try PropertyListFormat.encodeBinary(Self.sample))
        var generator = SeededGenerator(seed: 2026)
        var caught = 0, parsed = 0
        for _ in 0..<5_000 {
            var damaged = bytes
            for _ in 0..<3 {
                damaged[Int(generator.next() % UInt64(damaged.count - 8)) + 8] = UInt8(truncatingIfNeeded: generator.next())
            }
            guard let value = try? PropertyListFormat.decode(Data(damaged)) else {
                caught += 1
                continue
            }
            // Damage can also spoil only the key whose value it hit.
            if case let .dictionary(values) = value, values.contains(where: { if case .unreadable = $0.value { true } else { false } }) {
                caught += 1
            }
            // What parses is still a well-formed value: it writes out and reads back as itself
            // (compared as bytes, since damage can make a NaN, which equals nothing), unless it
            // holds a value that cannot be kept.
            guard let written = try? PropertyListFormat.encodeBinary(value) else { continue }
            parsed += 1
            let again = try PropertyListFormat.decode(written)
            #expect(try PropertyListFormat.encodeBinary(again) == written)
        }
        // Most damage is caught, and enough parses that the values above were checked.
        #expect(caught > 1_000)
        #expect(parsed > 100)
    }

    @Test func aSelfReferenceIsRefused() throws {
        // One array object (0xA1) whose only element is itself.
        var bytes = Array("bplist00".utf8) + [0xA1, 0x00]
        let table = bytes.count
        bytes += [8]
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] + be(1) + be(0) + be(UInt64(table))
        #expect(throws: PlistSyntaxError("object 0 contains itself", offset: 8)) { try PropertyListFormat.decode(Data(bytes)) }
    }

    @Test func sharedReferencesThatExpandWithoutEndAreRefusedInsteadOfHanging() throws {
        // 60 arrays (0xA2), each listing the next twice, then false: 2^60 values from 200 bytes.
        let levels = 60
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for level in 0..<levels {
            offsets.append(bytes.count)
            bytes += [0xA2, UInt8(level + 1), UInt8(level + 1)]
        }
        offsets.append(bytes.count)
        bytes.append(0x08)
        let table = bytes.count
        bytes += offsets.map(UInt8.init)
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] + be(UInt64(offsets.count)) + be(0) + be(UInt64(table))
        // A small values limit reaches the refusal at once; the standard one would first build a million values.
        let limits = PlistLimits(maximumDepth: PlistLimits.standard.maximumDepth, maximumValues: 1_000,
                                 maximumDecodedBytes: PlistLimits.standard.maximumDecodedBytes)
        let error = #expect(throws: PlistSyntaxError.self) { try PropertyListFormat.decode(Data(bytes), limits: limits) }
        #expect(error?.limit == .values)
        #expect(error?.message.contains("more than 1000 values") == true)
    }

    @Test func anUnsignedIntegerAboveInt64MaxFromPlistlibReadsAndWritesBackInSixteenBytes() throws {
        // plistlib.dumps({"huge": 2**64 - 1}, fmt=FMT_BINARY): 0x14, eight zero bytes, eight 0xFF, as CoreFoundation writes it.
        let huge = try #require(Data(base64Encoded: "YnBsaXN0MDDRAQJUaHVnZRQAAAAAAAAAAP//////////CAsQAAAAAAAAAQEAAAAAAAAAAwAAAAAAAAAAAAAAAAAAACE="))
        #expect(try PropertyListFormat.decode(huge) == .dictionary(["huge": .unsignedInteger(.max)]))
        #expect(try PropertyListFormat.encodeBinary(PropertyListFormat.decode(huge)) == huge)
    }

    @Test func aSixteenByteIntegerBeyond64BitsSpoilsItsKey() throws {
        var plist = BinaryPlistBuilder()
        let top = plist.reserve()
        let key = plist.ascii("wide")
        let value = plist.add([0x14] + [0, 0, 0, 0, 0, 0, 0, 1] + [UInt8](repeating: 0, count: 8))
        plist.set(top, plist.dictionary([(key, value)]))
        guard case let .dictionary(values) = try PropertyListFormat.decode(plist.build()), case let .unreadable(wide)? = values["wide"] else {
            Issue.record("expected an unreadable value")
            return
        }
        #expect(wide.reason.offset == 16)
        #expect(wide.reason.message.contains("beyond 64 bits"))
    }

    @Test func otherFormatsAreNamedInTheError() throws {
        #expect(throws: PlistSyntaxError("empty file (0 bytes)")) { try PropertyListFormat.decode(Data()) }
        #expect(throws: PlistSyntaxError("neither a binary (bplist00) nor an XML property list", offset: 0)) {
            try PropertyListFormat.decode(Data("a = 1;".utf8))
        }
        // CoreFoundation reads the old ASCII format too.
        #expect(try PropertyListFormat.decode(Data("{ a = 1; }".utf8)) == .dictionary(["a": .string("1")]))
    }

    @Test func xmlPlistsKeepBooleansApartFromIntegers() throws {
        let xml = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>b</key><true/><key>i</key><integer>1</integer><key>r</key><real>1</real></dict></plist>
        """.utf8)
        #expect(try PropertyListFormat.decode(xml) == .dictionary(["b": .bool(true), "i": .int(1), "r": .double(1)]))
    }

    private func be(_ v: UInt64) -> [UInt8] { (0..<8).reversed().map { UInt8(truncatingIfNeeded: v >> (8 * UInt64($0))) } }
}
