import Foundation
import RenderFixtures
import Testing
@testable import PropertyList

/// XML property lists (Xcode's `.entitlements`, an XML suite) read as CoreFoundation reads them,
/// and refused where their bytes are damaged.
@Suite struct XMLPlistTests {
    static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">

    """

    /// A plist as Xcode writes it, holding `body` as its value.
    static func plist(_ body: String) -> Data {
        Data((header + "<plist version=\"1.0\">\n\(body)\n</plist>\n").utf8)
    }

    @Test func readsEveryTypeXcodeAndPlistlibWrite() throws {
        let data = Self.plist("""
        <dict>
        \t<key>i</key><integer>-42</integer>
        \t<key>r</key><real>0.25</real>
        \t<key>t</key><true/>
        \t<key>f</key><false/>
        \t<key>s</key><string>Mochi &amp; Pip &lt;3</string>
        \t<key>d</key><data>
        \tAAEC/w==
        \t</data>
        \t<key>w</key><date>2026-11-29T12:00:00Z</date>
        \t<key>a</key><array><integer>1</integer><string>two</string></array>
        \t<key>n</key><dict/>
        </dict>
        """)
        #expect(try PropertyListFormat.decode(data) == .dictionary([
            "i": .int(-42), "r": .double(0.25), "t": .bool(true), "f": .bool(false), "s": .string("Mochi & Pip <3"),
            "d": .data(Data([0, 1, 2, 255])), "w": .date(Date(timeIntervalSince1970: 1_795_953_600)),
            "a": .array([.int(1), .string("two")]), "n": .dictionary([:]),
        ]))
    }

    @Test func whitespaceInsideAStringIsKeptExactly() throws {
        let text = "  group.com.example.pets\t\r\n "
        #expect(try PropertyListFormat.decode(Self.plist("<array><string>\(text)</string></array>")) == .array([.string(text)]))
    }

    @Test(arguments: [true, false])
    func utf16WithAByteOrderMarkIsRead(bigEndian: Bool) throws {
        let text = Self.header.replacingOccurrences(of: "UTF-8", with: "UTF-16") + "<plist version=\"1.0\"><dict><key>caf\u{E9} 🐱</key><string>ok</string></dict></plist>\n"
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        #expect(try PropertyListFormat.decode(Data(bytes)) == .dictionary(["caf\u{E9} 🐱": .string("ok")]))
    }

    static let malformed: [(what: String, xml: String)] = [
        ("invalid base64 in <data>", String(decoding: plist("<data>not base64!</data>"), as: UTF8.self)),
        ("base64 with a character outside the alphabet", String(decoding: plist("<data>AAEC*w==</data>"), as: UTF8.self)),
        ("base64 cut short", String(decoding: plist("<data>AAECA</data>"), as: UTF8.self)),
        ("junk after </plist>", String(decoding: plist("<string>x</string>"), as: UTF8.self) + "junk"),
        ("a second element after </plist>", String(decoding: plist("<string>x</string>"), as: UTF8.self) + "<string>y</string>"),
        ("an XML declaration without ?>", "<?xml version=\"1.0\" encoding=\"UTF-8\">\n<plist version=\"1.0\"><true/></plist>"),
        ("an XML declaration with an unquoted version", "<?xml version=1.0 encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><true/></plist>"),
        ("an XML declaration without a version", "<?xml encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><true/></plist>"),
        ("an XML declaration with junk", "<?xml version=\"1.0\" encoding=\"UTF-8\" junk?>\n<plist version=\"1.0\"><true/></plist>"),
        ("a comment inside <string>", String(decoding: plist("<string>a<!-- note -->b</string>"), as: UTF8.self)),
        ("a comment inside <key>", String(decoding: plist("<dict><key>a<!-- note --></key><true/></dict>"), as: UTF8.self)),
        ("an unknown entity", String(decoding: plist("<string>&nbsp;</string>"), as: UTF8.self)),
        ("an unclosed <dict>", String(decoding: plist("<dict><key>a</key><true/>"), as: UTF8.self)),
        ("a key without a value", String(decoding: plist("<dict><key>a</key></dict>"), as: UTF8.self)),
        ("an integer with a fraction", String(decoding: plist("<integer>1.5</integer>"), as: UTF8.self)),
        ("an impossible date", String(decoding: plist("<date>2026-13-01T00:00:00Z</date>"), as: UTF8.self)),
        ("an empty <plist>", String(decoding: plist(""), as: UTF8.self)),
    ]

    @Test(arguments: malformed.indices)
    func malformedXMLIsRefused(_ index: Int) {
        let (what, xml) = Self.malformed[index]
        #expect(throws: PlistSyntaxError.self, "\(what)") { try PropertyListFormat.decode(Data(xml.utf8)) }
    }

    @Test func anErrorGivesTheLineAndTheByteOffset() throws {
        let text = String(decoding: Self.plist("<dict>\n\t<key>caf\u{E9}</key>\n\t<data>AAEC*w==</data>\n</dict>"), as: UTF8.self)
        let error = #expect(throws: PlistSyntaxError.self) { try PropertyListFormat.decode(Data(text.utf8)) }
        #expect(error?.line == 6)
        #expect(error?.offset == text.utf8.firstIndex(of: UInt8(ascii: "*")).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) })
        #expect(error?.message == "invalid base64 in <data>: '*' is not a base64 character")

        // Far into a file, past lines of two-byte characters.
        let long = String(repeating: "x", count: 5_000) + "\n" + String(repeating: "\u{E9}", count: 5_000) + "\r\n"
        let far = String(decoding: Self.plist("<string>\(long)&bogus;</string>"), as: UTF8.self)
        let farError = #expect(throws: PlistSyntaxError.self) { try PropertyListFormat.decode(Data(far.utf8)) }
        #expect(farError?.line == 6)
        #expect(farError?.offset == far.utf8.firstIndex(of: UInt8(ascii: "&")).map { far.utf8.distance(from: far.utf8.startIndex, to: $0) })

        // In UTF-16, two bytes a code unit after the byte-order mark.
        let utf16 = [UInt8]([0xFE, 0xFF]) + "<plist><string>a&bogus;</string></plist>".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let wide = #expect(throws: PlistSyntaxError.self) { try PropertyListFormat.decode(Data(utf16)) }
        #expect(wide?.offset == 2 + 2 * 16)
        #expect(wide?.line == 1)
    }

    @Test func integersAndRealsReadAsCoreFoundationReadsThem() throws {
        let cases: [(String, PlistValue)] = [
            ("<integer>18446744073709551615</integer>", .unsignedInteger(.max)),
            ("<integer>-9223372036854775808</integer>", .int(.min)),
            ("<integer>0x1F</integer>", .int(31)),
            ("<integer> + 7</integer>", .int(7)),
            ("<integer>007</integer>", .int(7)),
            ("<real>-0.5e1</real>", .double(-5)),
            ("<real>.5</real>", .double(0.5)),
            ("<real>-Infinity</real>", .double(-.infinity)),
            ("<date>1999-12-31T23:59:59Z</date>", .date(Date(timeIntervalSince1970: 946_684_799))),
            ("<data></data>", .data(Data())),
            ("<string>&#x1F431;&#233;&apos;<![CDATA[<b>&amp;</b>]]></string>", .string("\u{1F431}\u{E9}'<b>&amp;</b>")),
            ("<string/>", .string("")),
        ]
        for (xml, expected) in cases {
            #expect(try PropertyListFormat.decode(Self.plist(xml)) == expected, "\(xml)")
        }
        for refused in ["<integer>7 </integer>", "<integer>18446744073709551616</integer>", "<integer>-9223372036854775809</integer>",
                        "<integer>0x</integer>", "<real>0x1p3</real>", "<real>1.5 </real>", "<real></real>", "<date>2026-02-29T00:00:00Z</date>",
                        "<true> </true>", "<integer>1<!-- c --></integer>"] {
            #expect(throws: PlistSyntaxError.self, "\(refused)") { try PropertyListFormat.decode(Self.plist(refused)) }
        }
    }

    @Test func keysStandOnlyWhereADictionaryKeyBelongsAndARepeatedKeyKeepsItsLastValue() throws {
        #expect(try PropertyListFormat.decode(Self.plist("<dict><key>a</key><integer>1</integer><key>a</key><integer>2</integer></dict>"))
            == .dictionary(["a": .int(2)]))
        for misplaced in ["<array><key>a</key></array>", "<dict><key>a</key><key>b</key></dict>", "<dict><string>a</string><true/></dict>",
                          "<key>a</key>", "<array><plist><true/></plist></array>"] {
            #expect(throws: PlistSyntaxError.self, "\(misplaced)") { try PropertyListFormat.decode(Self.plist(misplaced)) }
        }
    }

    @Test func commentsAndInstructionsMayStandBetweenElementsAndAfterThePlist() throws {
        let xml = Self.header + "<!-- Xcode -->\n<plist version=\"1.0\">\n<!-- a --><array><?pi x?><true/><!-- b --></array>\n</plist>\n<!-- end -->\n"
        #expect(try PropertyListFormat.decode(Data(xml.utf8)) == .array([.bool(true)]))
        // A bare value as the root, and a byte-order mark, as CoreFoundation reads them.
        #expect(try PropertyListFormat.decode(Data([0xEF, 0xBB, 0xBF]) + Data("<dict><key>a</key><false/></dict>".utf8)) == .dictionary(["a": .bool(false)]))
        let internalSubset = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [ <!ENTITY x \"y\"> ]>\n<plist><true/></plist>"
        #expect(throws: PlistSyntaxError.self) { try PropertyListFormat.decode(Data(internalSubset.utf8)) }
        let late = "<!-- c --><?xml version=\"1.0\"?><plist><true/></plist>"
        #expect(throws: PlistSyntaxError.self) { try PropertyListFormat.decode(Data(late.utf8)) }
    }

    /// CoreFoundation skips whitespace before anything in the prolog (parseXMLPropertyList), so a plist
    /// indented by a tab, pasted below a blank line or written by a script's heredoc is read by Xcode:
    /// a widget extension's Info.plist of that shape is a readable one.
    @Test(arguments: ["\t", "\n", "\n\n  ", "\r\n\t"])
    func whitespaceBeforeTheXMLDeclarationIsReadAsCoreFoundationReadsIt(lead: String) throws {
        let indented = Self.header.split(separator: "\n", omittingEmptySubsequences: false).map { lead + $0 }.joined(separator: "\n")
            + "<plist version=\"1.0\">\n\(lead)<dict>\(lead)<key>NSExtension</key><string>x</string></dict>\n\(lead)</plist>\n"
        #expect(try PropertyListFormat.decode(Data(indented.utf8)) == .dictionary(["NSExtension": .string("x")]))
        #expect(try PropertyListFormat.decode(Data([0xEF, 0xBB, 0xBF]) + Data(indented.utf8)) == .dictionary(["NSExtension": .string("x")]))
        // The declaration is still read: a wrong encoding in it is still refused, at its place.
        let wrong = lead + "<?xml version=\"1.0\" encoding=\"Shift_JIS\"?>\n<plist><true/></plist>"
        #expect(throws: PlistSyntaxError.self) { try PropertyListFormat.decode(Data(wrong.utf8)) }
    }

    @Test func aValueNestedTooDeepSpoilsOnlyItsKeyButCannotBeKept() throws {
        let deep = String(repeating: "<array>", count: 200) + String(repeating: "</array>", count: 200)
        let suite = try PropertyListFormat.decode(Self.plist("<dict><key>deep</key>\(deep)<key>keep</key><string>kept</string></dict>"))
        guard case let .dictionary(values) = suite, case let .unreadable(spoiled)? = values["deep"] else {
            Issue.record("expected deep to be unreadable in \(suite)")
            return
        }
        #expect(values["keep"] == .string("kept"))
        #expect(spoiled.reason.limit == .depth)
        #expect(spoiled.reason.line == 4)
        #expect(!spoiled.canBeKept)
        // Anywhere else the whole file is refused, as CoreFoundation refuses it.
        let error = #expect(throws: PlistSyntaxError.self) { try PropertyListFormat.decode(Self.plist("<array>\(deep)</array>")) }
        #expect(error?.limit == .depth)
    }

    @Test func damagedXMLNeverCrashesTheReader() {
        let sample = [UInt8](Self.plist("""
        <dict>
        \t<key>s</key><string>a &amp; b<![CDATA[<c>]]>&#x1F431;</string>
        \t<key>n</key><array><integer>-0x10</integer><real>1e3</real><date>2026-11-29T12:00:00Z</date><true/></array>
        \t<key>d</key><data>AAEC/w==</data><!-- note -->
        </dict>
        """))
        let alphabet = Array("<>/!?&;#x[]-=\"' \n\tabcdikmnoprstuy0123456789".utf8) + [0x00, 0x80, 0xC3, 0xFF]
        var generator = SeededGenerator(seed: 9)
        var caught = 0
        for _ in 0..<3_000 {
            var damaged = sample
            for _ in 0..<(1 + generator.next() % 3) {
                let at = Int(generator.next() % UInt64(damaged.count))
                let byte = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                switch generator.next() % 3 {
                case 0: damaged[at] = byte
                case 1: damaged.insert(byte, at: at)
                default: damaged.removeSubrange(at..<min(damaged.count, at + Int(generator.next() % 8)))
                }
            }
            if (try? PropertyListFormat.decode(Data(damaged))) == nil { caught += 1 }
        }
        #expect(caught > 1_500)
    }
}

