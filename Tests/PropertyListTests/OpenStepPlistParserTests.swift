import Foundation
import RenderFixtures
import Testing
@testable import PropertyList

@Suite("OpenStep (old ASCII) property lists")
struct OpenStepPlistParserTests {
    static func parse(_ text: String, limits: OpenStepPlistParser.Limits = .standard) throws(OpenStepPlistError) -> PlistValue {
        try OpenStepPlistParser.parse(Data(text.utf8), limits: limits)
    }

    /// The shape Xcode writes: a UTF-8 marker comment, section comments, ids followed by comments,
    /// quoted and unquoted strings, arrays with a trailing comma, conditional setting names.
    static let pbxproj = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 54;
    \tobjects = {

    /* Begin PBXFileReference section */
    \t\t7AFA3C8E1D35360C0083082E /* Release.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; name = Release.xcconfig; path = Flutter/Release.xcconfig; sourceTree = "<group>"; };
    /* End PBXFileReference section */

    /* Begin XCBuildConfiguration section */
    \t\t97C147071CF9000F007C117D /* Release */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbaseConfigurationReference = 7AFA3C8E1D35360C0083082E /* Release.xcconfig */;
    \t\t\tbuildSettings = {
    \t\t\t\t"CODE_SIGN_IDENTITY[sdk=iphoneos*]" = "iPhone Developer";
    \t\t\t\tLD_RUNPATH_SEARCH_PATHS = (
    \t\t\t\t\t"$(inherited)",
    \t\t\t\t\t"@executable_path/Frameworks",
    \t\t\t\t);
    \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.pets;
    \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
    \t\t\t};
    \t\t\tname = Release;
    \t\t};
    /* End XCBuildConfiguration section */
    \t};
    \trootObject = 97C146E61CF9000F007C117D /* Project object */;
    }

    """

    @Test("A project file as Xcode writes it reads into dictionaries, arrays and strings")
    func readsAnXcodeProjectFile() throws {
        let root = try Self.parse(Self.pbxproj)
        let top = try #require(root.dictionaryValue)
        #expect(top["archiveVersion"] == .string("1"))
        #expect(top["classes"] == .dictionary([:]))
        #expect(top["rootObject"] == .string("97C146E61CF9000F007C117D"))
        let objects = try #require(top["objects"]?.dictionaryValue)
        #expect(objects.count == 2)
        let reference = try #require(objects["7AFA3C8E1D35360C0083082E"]?.dictionaryValue)
        #expect(reference["sourceTree"] == .string("<group>"))
        #expect(reference["path"] == .string("Flutter/Release.xcconfig"))
        let configuration = try #require(objects["97C147071CF9000F007C117D"]?.dictionaryValue)
        let settings = try #require(configuration["buildSettings"]?.dictionaryValue)
        #expect(settings["CODE_SIGN_IDENTITY[sdk=iphoneos*]"] == .string("iPhone Developer"))
        #expect(settings["LD_RUNPATH_SEARCH_PATHS"] == .array([.string("$(inherited)"), .string("@executable_path/Frameworks")]))
        #expect(settings["PRODUCT_BUNDLE_IDENTIFIER"] == .string("com.example.pets"))
    }

    @Test("Backslash escapes: named, quote, backslash, \\U with four hex digits and octal")
    func readsEscapes() throws {
        let value = try Self.parse(#"( "a\nb\tc", "say \"hi\"", "back\\slash", "caf\U00e9 \U263a", "\101\102", 'single' )"#)
        #expect(value == .array([.string("a\nb\tc"), .string("say \"hi\""), .string("back\\slash"), .string("café ☺"),
                                 .string("AB"), .string("single")]))
    }

    @Test("A literal newline inside a quoted string is kept (Xcode writes shell scripts that way)")
    func newlineInsideAString() throws {
        #expect(try Self.parse("{ s = \"line 1\nline 2\"; }") == .dictionary(["s": .string("line 1\nline 2")]))
    }

    @Test("Hex data between angle brackets, whitespace ignored")
    func readsData() throws {
        #expect(try Self.parse("{ d = <0fBd 7a\n00>; e = <>; }") == .dictionary(["d": .data(Data([0x0F, 0xBD, 0x7A, 0x00])), "e": .data(Data())]))
    }

    @Test("Both comment styles are skipped anywhere whitespace may be")
    func skipsComments() throws {
        let text = "/* a */ { // line\n k /* between */ = /* v */ v // end\n ; } // after\n"
        #expect(try Self.parse(text) == .dictionary(["k": .string("v")]))
    }

    @Test("A UTF-16 file with a byte-order mark reads like UTF-8")
    func readsUTF16WithBOM() throws {
        var data = Data([0xFF, 0xFE])
        for unit in "{ g = (\"group.café\"); }".utf16 { data.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        #expect(try OpenStepPlistParser.parse(data) == .dictionary(["g": .array([.string("group.café")])]))
    }

    @Test(arguments: [
        ("{\n  a = \"open;\n}", OpenStepPlistError.Reason.unterminatedString, 2, 7),
        ("{\n  a = b\n}", .expected("';' after the value of 'a'"), 3, 1),
        ("( a b )", .expected("',' or ')' in an array"), 1, 5),
        ("{ a = b; } extra", .trailingContent, 1, 12),
        ("/* never closed", .unterminatedComment, 1, 1),
        ("{ d = <abc>; }", .invalidData("an odd number of hex digits"), 1, 7),
        ("{ d = <zz>; }", .invalidData("'z' is not a hex digit"), 1, 8),
        ("{ s = \"\\Uxyz\"; }", .invalidEscape("\\U needs 1 to 4 hex digits"), 1, 8),
        ("{ a = @; }", .expected("a value for 'a'"), 1, 7),
        ("{ = b; }", .expected("a key or '}'"), 1, 3),
        ("", .expected("a value"), 1, 1),
        ("(\n  a,\n", .expected("a value or ')' in an array"), 3, 1),
    ])
    func errorsNameLineAndColumn(_ text: String, _ reason: OpenStepPlistError.Reason, _ line: Int, _ column: Int) {
        let error = #expect(throws: OpenStepPlistError.self) { try Self.parse(text) }
        #expect(error?.reason == reason)
        #expect(error?.line == line)
        #expect(error?.column == column)
        #expect(error?.description.contains("line \(line), column \(column)") == true)
    }

    @Test("Invalid UTF-8 is refused with its position")
    func invalidUTF8() {
        var data = Data("{ a = \"x".utf8)
        data.append(contentsOf: [0xC3, 0x28])
        data.append(contentsOf: Array("\"; }".utf8))
        let error = #expect(throws: OpenStepPlistError.self) { try OpenStepPlistParser.parse(data) }
        #expect(error?.reason == .notUTF8)
        #expect(error?.line == 1)
    }

    @Test("Nesting, value count and size beyond the limits are refused, not followed")
    func limits() {
        let tight = OpenStepPlistParser.Limits(maximumBytes: 64, maximumDepth: 4, maximumValues: 5)
        let deep = #expect(throws: OpenStepPlistError.self) { try Self.parse("((((()))))", limits: tight) }
        #expect(deep?.reason == .tooDeep(4))
        let many = #expect(throws: OpenStepPlistError.self) { try Self.parse("(a,b,c,d,e,f)", limits: tight) }
        #expect(many?.reason == .tooManyValues(5))
        let large = #expect(throws: OpenStepPlistError.self) { try Self.parse("(" + String(repeating: "a,", count: 40) + ")", limits: tight) }
        #expect(large?.reason == .tooLarge(64))
        // The standard limits hold against a nesting that would overflow the stack.
        let hostile = #expect(throws: OpenStepPlistError.self) { try Self.parse(String(repeating: "(", count: 100_000)) }
        #expect(hostile?.reason == .tooDeep(OpenStepPlistParser.Limits.standard.maximumDepth))
    }

    /// 2,000 copies of `pbxproj`, each with up to four bytes replaced, removed or inserted, from
    /// the grammar's characters and a few bytes of broken UTF-8 (and `alphabet`).
    static func mutations(seed: UInt64, alphabet extra: [UInt8]) -> [[UInt8]] {
        var generator = SeededGenerator(seed: seed)
        let original = Array(pbxproj.utf8)
        let alphabet = Array("{}()<>;=,\"'\\/*\n abc019$_".utf8) + [0x00, 0xFF, 0xC3] + extra
        return (0..<2_000).map { _ in
            var bytes = original
            for _ in 0...(generator.next() % 4) {
                let at = Int(generator.next() % UInt64(bytes.count))
                switch generator.next() % 3 {
                case 0: bytes[at] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                case 1: bytes.remove(at: at)
                default: bytes.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: at)
                }
            }
            return bytes
        }
    }

    @Test("Mutated project files either parse or fail with a position inside the file")
    func mutationsNeverCrash() {
        var parsed = 0, refused = 0
        for bytes in Self.mutations(seed: 0x5EED, alphabet: []) {
            do {
                _ = try OpenStepPlistParser.parse(Data(bytes))
                parsed += 1
            } catch {
                refused += 1
                #expect(error.offset <= bytes.count && error.line >= 1 && error.column >= 1, "\(error)")
            }
        }
        #expect(parsed > 0 && refused > 0)
    }

    /// A project file's `objects` is one dictionary of some 50,000 entries in a large project, and a
    /// target's list of files a long array: each value is added where its collection is stored. A
    /// collection copied for each value it gains costs work in the square of its size (86 s for a
    /// project of 3,000 targets); counted, not timed (issue 41).
    @Test("Long dictionaries and arrays are extended in place, never copied for each value they gain", arguments: [500, 4_000])
    func extendedInPlace(count: Int) throws {
        var text = "{ objects = {\n"
        for id in 0..<count { text += "  ID\(id) = { isa = PBXBuildFile; files = (A, B, ); };\n" }
        text += "}; list = ("
        for id in 0..<count { text += "item\(id), " }
        text += "); }"
        let (value, copied) = try OpenStepPlistParser.parseCountingCopies(Data(text.utf8))
        let objects = try #require(value.dictionaryValue?["objects"]?.dictionaryValue)
        #expect(objects.count == count && objects["ID\(count - 1)"]?.dictionaryValue?["files"]?.arrayValue?.count == 2)
        #expect(value.dictionaryValue?["list"]?.arrayValue?.count == count)
        #expect(copied == 0, "\(copied) elements copied for \(count) entries and \(count) items")
    }
}
