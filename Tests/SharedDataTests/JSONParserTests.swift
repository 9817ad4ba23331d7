import Foundation
import Testing
@testable import SharedData

@Suite struct JSONParserTests {
    @Test func parsesWhatJSONSerializationWritesWithExactTypes() throws {
        let json = Data(#"[{"name":"Mochi","stage":"baby","valueA":1,"valueB":0.5,"valueC":-2e1,"happy":true,"tag":null,"s":"caf\u00e9 \ud83d\udc31\n"}]"#.utf8)
        let value = try JSONParser.parse(json)
        #expect(value == .array([.object([
            "name": .string("Mochi"), "stage": .string("baby"), "valueA": .int(1), "valueB": .double(0.5), "valueC": .double(-20),
            "happy": .bool(true), "tag": .null, "s": .string("café 🐱\n"),
        ])]))
    }

    @Test(arguments: [
        (#"[{"a": 1, "b": tru}]"#, 18),
        (#"[1, 2"#, 5),
        (#"{"a" 1}"#, 5),
        (#"[01]"#, 2),
        (#"[1,]"#, 3),
        (#""abc"#, 0),
        (#"[1] x"#, 4),
        (#"["\x"]"#, 3),
        ("", 0),
        ("[\"a\u{01}\"]", 3),
        (#"["\ud800"]"#, 2),
    ])
    func invalidJSONReportsTheByteOffset(_ text: String, _ offset: Int) {
        let error = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Data(text.utf8)) }
        #expect(error?.offset == offset, "\(text): \(String(describing: error))")
    }

    @Test func offsetsCountBytesNotCharacters() {
        let error = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Data(#"["é", ?]"#.utf8)) }
        #expect(error?.offset == 7)
    }

    @Test func invalidUTF8InAStringIsAnError() {
        let bytes = Data([0x5B, 0x22, 0xFF, 0x22, 0x5D])
        #expect(throws: JSONSyntaxError("string is not valid UTF-8", offset: 1)) { try JSONParser.parse(bytes) }
    }

    @Test func deepNestingIsAnErrorNotAStackOverflow() {
        let deep = Data((String(repeating: "[", count: 100_000)).utf8)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep) }
    }

    @Test func bigIntegersBecomeDoublesAndNullHasNoPlistForm() throws {
        #expect(try JSONParser.parse(Data("1000000000000000000000000".utf8)) == .double(1e24))
        #expect(try JSONParser.parse(Data(#"{"a":[1,null]}"#.utf8)).plistValue() == nil)
        #expect(try JSONParser.parse(Data(#"{"a":[1,"x"]}"#.utf8)).plistValue() == .dictionary(["a": .array([.int(1), .string("x")])]))
    }
}
