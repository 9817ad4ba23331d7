import Foundation
import Testing
@testable import SharedData

@Suite struct PetWidgetDataDecoderTests {
    let decoder = PetWidgetDataDecoder(file: "suite.plist")

    static let items = Data(#"""
    [{"name":"Mochi","stage":"baby","valueA":1,"valueB":2.5,"valueC":0},
     {"name":"Pip","stage":"adult","valueA":3,"valueB":4,"valueC":5}]
    """#.utf8)

    @Test func decodesAWellFormedGroupWithoutProblems() throws {
        let decoded = decoder.decode([
            "items": .data(Self.items), "quietHours": .string("21:30-06:45"), "streakDays": .int(12),
        ])
        #expect(decoded.problems == [])
        #expect(decoded.data.pets == [Pet(name: "Mochi", stage: "baby", valueA: 1, valueB: 2.5, valueC: 0),
                                      Pet(name: "Pip", stage: "adult", valueA: 3, valueB: 4, valueC: 5)])
        #expect(decoded.data.quietHours == QuietHours("21:30-06:45"))
        #expect(decoded.data.streakDays == 12)
    }

    @Test func missingKeysAreReportedWithTheDefaultsUsed() {
        let decoded = decoder.decode([:])
        #expect(decoded.data == DecodedPetWidgetData.empty)
        #expect(decoded.problems.map(\.key) == ["items", "quietHours", "streakDays"])
        #expect(decoded.problems.map(\.defaultUsed) == ["no pets", "the documented default 22:00-07:00", "0"])
        #expect(decoded.problems.allSatisfy { $0.file == "suite.plist" })
    }

    @Test func itemsStoredAsAStringAreReadButReported() {
        let decoded = decoder.decode(["items": .string(String(decoding: Self.items, as: UTF8.self)), "quietHours": .string("22:00-07:00"), "streakDays": .int(1)])
        #expect(decoded.data.pets.count == 2)
        #expect(decoded.problems.count == 1)
        #expect(decoded.problems.first?.message.contains("stored as a String") == true)
        #expect(decoded.problems.first?.defaultUsed == nil)
    }

    @Test func invalidJSONIsReportedWithItsByteOffsetAndTheRestIsKept() {
        let decoded = decoder.decode(["items": .data(Data(#"[{"name":"Mochi",}]"#.utf8)), "quietHours": .string("22:00-07:00"), "streakDays": .int(4)])
        #expect(decoded.problems.map(\.description) == ["suite.plist: items: invalid JSON at byte 17: expected a string key; using no pets"])
        #expect(decoded.data.pets.isEmpty)
        #expect(decoded.data.streakDays == 4)
        #expect(decoded.data.quietHours == QuietHours("22:00-07:00"))
    }

    @Test func wrongFieldTypesUseDefaultsAndKeepTheGoodPets() {
        let json = Data(#"[{"name":"Mochi","stage":"baby","valueA":"high","valueB":true,"valueC":1}, 7, {"stage":"egg","valueA":1,"valueB":2,"valueC":3}]"#.utf8)
        let decoded = decoder.decode(["items": .data(json), "quietHours": .string("22:00-07:00"), "streakDays": .int(0)])
        #expect(decoded.data.pets == [Pet(name: "Mochi", stage: "baby", valueA: 0, valueB: 0, valueC: 1),
                                      Pet(name: "pet 3", stage: "egg", valueA: 1, valueB: 2, valueC: 3)])
        #expect(decoded.problems.map(\.field) == ["items[0].valueA", "items[0].valueB", "items[1]", "items[2].name"])
        #expect(decoded.problems[0].message == "is a string, expected a number")
        #expect(decoded.problems[1].message == "is a boolean, expected a number")
        #expect(decoded.problems[3].defaultUsed == "the contract's default pet 3")
        #expect(decoded.problems.map(\.severity) == [.problem, .problem, .problem, .note])
    }

    /// The contract (`PetContract`) read both ways: what the app can write and the extension
    /// cannot draw as meant is reported, naming what was most likely meant; what the contract
    /// gives a default for is a note.
    @Test func stagesValuesAndFieldsOutsideTheContractAreReportedAndReadAsWritten() {
        let json = Data(#"[{"name":"Mochi","stage":"adlut","valueA":82,"valueB":140,"valueC":-3,"colour":"red","valeuC":1}]"#.utf8)
        let decoded = decoder.decode(["items": .data(json), "quietHours": .string("22:00-07:00"), "streakDays": .int(0)])
        #expect(decoded.data.pets == [Pet(name: "Mochi", stage: "adlut", valueA: 82, valueB: 140, valueC: -3)])
        #expect(decoded.problems.map(\.field) == ["items[0].stage", "items[0].valueB", "items[0].valueC", "items[0].colour", "items[0].valeuC"])
        #expect(decoded.problems.map(\.severity) == [.problem, .problem, .problem, .warning, .warning])
        #expect(decoded.problems.allSatisfy { $0.outsideContract })
        #expect(decoded.problems.map(\.description) == [
            "suite.plist: items[0].stage: is \"adlut\", not a stage of the contract (egg, baby, adult); did you mean adult?; using adult's artwork",
            "suite.plist: items[0].valueB: is 140, off the contract's scale of 0 to 100; using a full gauge",
            "suite.plist: items[0].valueC: is -3, off the contract's scale of 0 to 100; using an empty gauge",
            "suite.plist: items[0].colour: is not a field the widget reads (name, stage, valueA, valueB, valueC)",
            "suite.plist: items[0].valeuC: is not a field the widget reads (name, stage, valueA, valueB, valueC); did you mean valueC?",
        ])
    }

    @Test func fieldsLeftOutTakeTheContractsDefaultsWithANote() {
        let json = Data(#"[{"name":"Mochi","stage":"adult","valueA":82,"valueB":40},{"stage":"egg","valueA":1,"valueB":2,"valueC":3}]"#.utf8)
        let decoded = decoder.decode(["items": .data(json), "quietHours": .string("22:00-07:00"), "streakDays": .int(0)])
        #expect(decoded.data.pets == [Pet(name: "Mochi", stage: "adult", valueA: 82, valueB: 40, valueC: PetContract.defaultValue),
                                      Pet(name: PetContract.defaultName(index: 1), stage: "egg", valueA: 1, valueB: 2, valueC: 3)])
        #expect(decoded.problems.map(\.description) == ["suite.plist: items[0].valueC: missing; using the contract's default 0",
                                                        "suite.plist: items[1].name: missing; using the contract's default pet 2"])
        #expect(decoded.problems.allSatisfy { $0.severity == .note && !$0.outsideContract })
    }

    @Test func petsPastTheLimitAreCountedInOneProblemAndTheFirstAreKept() {
        let count = PetWidgetData.maximumPets + 200
        let json = "[" + (0..<count).map { #"{"name":"P\#($0)","stage":"egg","valueA":1,"valueB":2,"valueC":3}"# }.joined(separator: ",") + "]"
        let decoded = decoder.decode(["items": .data(Data(json.utf8)), "quietHours": .string("22:00-07:00"), "streakDays": .int(0)])
        #expect(decoded.data.pets.count == PetWidgetData.maximumPets)
        #expect(decoded.data.pets.last?.name == "P\(PetWidgetData.maximumPets - 1)")
        #expect(decoded.problems.map(\.description)
            == ["suite.plist: items: holds \(count) pets, more than the \(PetWidgetData.maximumPets) the widget draws; using the first \(PetWidgetData.maximumPets)"])
    }

    @Test func wrongTopLevelTypesAreReported() {
        let decoded = decoder.decode(["items": .int(3), "quietHours": .int(22), "streakDays": .string("12")])
        #expect(decoded.problems.map(\.description) == [
            "suite.plist: items: is Int, expected Data holding a JSON array of pets; using no pets",
            "suite.plist: quietHours: is Int, expected a String \"HH:MM-HH:MM\"; using the documented default 22:00-07:00",
            "suite.plist: streakDays: is String, expected Int (as home_widget saves an int); using 0",
        ])
        let notArray = decoder.decode(["items": .data(Data(#"{"name":"Mochi"}"#.utf8))])
        #expect(notArray.problems.first?.message == "the JSON is an object, expected an array of pets")
    }

    @Test func malformedQuietHoursAndNegativeStreaksAreReported() {
        let decoded = decoder.decode(["items": .data(Data("[]".utf8)), "quietHours": .string("10pm-7am"), "streakDays": .int(-2)])
        #expect(decoded.data.streakDays == 0)
        #expect(decoded.problems.map(\.key) == ["quietHours", "streakDays"])
    }

    @Test func theReaderReportsAnUnreadableSuiteAsOneProblem() throws {
        let fixture = try ContainerFixture()
        try fixture.folder.write("root/\(fixture.container.url.lastPathComponent)/Library/Preferences/group.com.example.pets.plist", Data("junk".utf8))
        let decoded = fixture.reader.petWidgetData()
        #expect(decoded.data == DecodedPetWidgetData.empty)
        #expect(decoded.problems.count == 1)
        #expect(decoded.problems.first?.file == fixture.container.suiteURL.path)
    }
}
