import Foundation
import Testing
@testable import PropertyList

/// The flat form of an OpenStep document (`OpenStepTape`, what a project file is read into) holds
/// what the tree of values holds, and refuses what the parser refuses with the same error.
@Suite("OpenStep tape")
struct OpenStepTapeTests {
    /// The tape's node as the parser's value; data as its kind only, as the tape keeps it.
    static func value(_ tape: OpenStepTape, _ node: Int) -> PlistValue {
        switch tape.kind(node) {
        case .string: .string(PlistString(tape.string(node)!))
        case .data: .data(Data())
        case .array: .array(tape.items(node).map { value(tape, $0) })
        case .dictionary:
            .dictionary(tape.entries(node).reduce(into: PlistDictionary()) { dictionary, entry in
                dictionary[PlistString(tape.string(entry.key)!)] = value(tape, entry.value)
            })
        }
    }

    static func withoutData(_ value: PlistValue) -> PlistValue {
        switch value {
        case .data: .data(Data())
        case let .array(items): .array(items.map(withoutData))
        case let .dictionary(entries):
            .dictionary(entries.reduce(into: PlistDictionary()) { $0[$1.key] = withoutData($1.value) })
        default: value
        }
    }

    @Test("A project file, escapes, repeated keys, comments and non-ASCII text read as the parser reads them", arguments: [
        OpenStepPlistParserTests.pbxproj,
        "{ s = \"tab\\there \\\"q\\\" \\U00e9 \\101\"; 'single' = 'x'; k = a; k = b; d = <0fbd 7a>; e = {}; f = (); }",
        "/* c */ ( a, \"b c\", ( d, ), { x = \"café ☕\"; }, )",
        "\u{FEFF}{ \"grüße\" = \"𝄞\"; }",
    ])
    func agreesWithTheParser(_ text: String) throws {
        let tape = try OpenStepTape.parse(Data(text.utf8))
        #expect(Self.value(tape, tape.root) == Self.withoutData(try OpenStepPlistParser.parse(Data(text.utf8))))
    }

    @Test("A UTF-16 file with a byte-order mark reads like UTF-8")
    func readsUTF16() throws {
        var data = Data([0xFE, 0xFF])
        for unit in "{ g = (\"group.café\", plain); }".utf16 { data.append(contentsOf: [UInt8(unit >> 8), UInt8(unit & 0xFF)]) }
        let tape = try OpenStepTape.parse(data)
        #expect(Self.value(tape, tape.root) == .dictionary(["g": .array([.string("group.café"), .string("plain")])]))
    }

    @Test("Mutated project files: the tape and the parser accept the same, with the same values, and refuse the same, with the same error")
    func mutationsAgree() {
        var parsed = 0, refused = 0
        for bytes in OpenStepPlistParserTests.mutations(seed: 0x7A9E, alphabet: [0xEF, 0xBB]) {
            let tree = Result { () throws(OpenStepPlistError) in try OpenStepPlistParser.parse(Data(bytes)) }
            let tape = Result { () throws(OpenStepPlistError) in try OpenStepTape.parse(Data(bytes)) }
            switch (tree, tape) {
            case let (.success(value), .success(tape)):
                parsed += 1
                #expect(Self.value(tape, tape.root) == Self.withoutData(value))
            case let (.failure(expected), .failure(error)):
                refused += 1
                #expect(error == expected)
            default:
                Issue.record("the parser gave \(tree), the tape \(tape)")
            }
        }
        #expect(parsed > 0 && refused > 0)
    }

    @Test("Limits are the parser's")
    func limits() {
        let tight = OpenStepPlistParser.Limits(maximumBytes: 64, maximumDepth: 4, maximumValues: 5)
        #expect(throws: OpenStepPlistError(.tooDeep(4), line: 1, column: 5, offset: 4)) { try OpenStepTape.parse(Data("((((()))))".utf8), limits: tight) }
        let many = #expect(throws: OpenStepPlistError.self) { try OpenStepTape.parse(Data("(a,b,c,d,e,f)".utf8), limits: tight) }
        #expect(many?.reason == .tooManyValues(5))
        let hostile = #expect(throws: OpenStepPlistError.self) { try OpenStepTape.parse(Data(String(repeating: "(", count: 100_000).utf8)) }
        #expect(hostile?.reason == .tooDeep(OpenStepPlistParser.Limits.standard.maximumDepth))
    }

    @Test("Strings are ordered by UTF-16 code units, as PlistString orders them, past U+FFFF too")
    func order() throws {
        let texts = ["", "a", "ab", "b", "é", "\u{D7FF}", "\u{E000}", "\u{FFFD}", "\u{FFFF}", "\u{10000}", "𝄞", "\u{10FFFF}", "a\u{FFFF}", "a𝄞"]
        let tape = try OpenStepTape.parse(Data(("(" + texts.map { "\"\($0)\"" }.joined(separator: ",") + ")").utf8))
        let items = tape.items(tape.root)
        for (i, a) in texts.enumerated() {
            for (j, b) in texts.enumerated() {
                #expect(tape.precedes(items[i], items[j]) == (PlistString(a) < PlistString(b)), "\(a.unicodeScalars.map(\.value)) < \(b.unicodeScalars.map(\.value))")
            }
        }
    }

    @Test("A key table finds each key of a large dictionary, a repeated key once with its last value, and nothing else")
    func keyTable() throws {
        var text = "{"
        for key in 0..<5_000 { text += " K\(key) = V\(key);" }
        text += " K7 = again; \"K\\U0038\" = escaped; }"
        let tape = try OpenStepTape.parse(Data(text.utf8))
        let table = tape.keyTable(tape.root)
        #expect(table.entries.count == 5_000)
        #expect(table.entries.prefix(3).map { tape.string($0.key) } == ["K0", "K1", "K2"])
        #expect(table.value(forKey: "K4999").flatMap(tape.string) == "V4999")
        #expect(table.value(forKey: "K7").flatMap(tape.string) == "again")
        #expect(table.value(forKey: "K8").flatMap(tape.string) == "escaped")
        #expect(table.value(forKey: "K5000") == nil && table.value(forKey: "") == nil)
        #expect(tape.value(tape.root, forKey: "K7").flatMap(tape.string) == "again")
    }
}
