import Foundation
import Testing
@testable import SharedData

@Suite struct PetReactionDecoderTests {
    static let start = Date(timeIntervalSince1970: 1_795_953_600)
    let decoder = PetWidgetDataDecoder(file: "suite.plist")

    func decode(reaction: PlistValue?) -> DecodedPetWidgetData {
        var values: PlistDictionary = [
            "items": .data(Data(#"[{"name":"Mochi","stage":"adult","valueA":1,"valueB":2,"valueC":3}]"#.utf8)),
            "quietHours": .string("22:00-07:00"),
            "streakDays": .int(3),
        ]
        values["reaction"] = reaction
        return decoder.decode(values)
    }

    @Test func aRecordedReactionIsReadAndActiveOnlyInItsWindow() throws {
        let reaction = PetReaction(pet: 0, kind: .petted, start: Self.start)
        let decoded = decode(reaction: reaction.plistValue)
        #expect(decoded.problems == [])
        #expect(decoded.data.reaction == reaction)
        #expect(reaction.until == Self.start + PetReaction.duration)
        #expect(!reaction.isActive(at: Self.start - 1))
        #expect(reaction.isActive(at: Self.start))
        #expect(!reaction.isActive(at: reaction.until))
    }

    @Test func noReactionIsNormal() {
        let decoded = decode(reaction: nil)
        #expect(decoded.problems == [])
        #expect(decoded.data.reaction == nil)
    }

    @Test("A damaged reaction is dropped, with a problem naming its field", arguments: [
        (PlistValue.string("petted"), "reaction", "is String, expected a Dictionary {pet, kind, start, until}"),
        (.dictionary(["kind": .string("petted")]), "reaction.pet", "missing"),
        (.dictionary(["pet": .string("0")]), "reaction.pet", "is String, expected Int"),
        (.dictionary(["pet": .int(1)]), "reaction.pet", "is 1, but items holds 1 pet (indices from 0)"),
        (.dictionary(["pet": .int(0), "kind": .string("tickled")]), "reaction.kind", "is \"tickled\", expected petted or fed"),
        (.dictionary(["pet": .int(0), "kind": .string("fed"), "start": .double(0), "until": .date(start)]),
         "reaction.start", "is Double, expected Date"),
        (.dictionary(["pet": .int(0), "kind": .string("fed"), "start": .date(start), "until": .date(start)]),
         "reaction.until", "is not after start"),
    ])
    func damagedReaction(value: PlistValue, field: String, message: String) {
        let decoded = decode(reaction: value)
        #expect(decoded.data.reaction == nil)
        #expect(decoded.problems == [DataProblem(file: "suite.plist", key: "reaction", field: field, message: message, defaultUsed: "no reaction")])
    }

    @Test func encodedJSONIsCompactSortedAndReadsBack() throws {
        let value = JSONValue.object(["b": .array([.int(1), .double(2.5), .bool(true), .null]), "a": .string("q\"\\\n\u{01}é")])
        let text = String(decoding: value.encoded, as: UTF8.self)
        #expect(text == #"{"a":"q\"\\\n\u0001é","b":[1,2.5,true,null]}"#)
        #expect(try JSONParser.parse(value.encoded) == value)
    }
}
