import Foundation
import SharedData
import Testing
@testable import WidgetTUI

@Suite struct ActivityCommandTests {
    @Test func showsThePetsStateAndItsSize() throws {
        let home = try AppTestHome()
        let result = home.run(["activity", "--pet", "2"])
        #expect(result.code == 0)
        let json = #"{"name":"Pip","stage":"baby","valueA":55,"valueB":90,"valueC":40}"#
        #expect(result.out == """
        ContentState for pet 2 (Pip): \(json.utf8.count) of 4096 bytes
        \(json)
        artwork: looked up from the stage key "baby" in the widget's sprites, never sent

        """)
    }

    @Test func jsonAloneReadsBackOnTheWidgetSide() throws {
        let home = try AppTestHome()
        let result = home.run(["activity", "--json"])
        #expect(result.code == 0)
        let state = try PetActivityAttributes.ContentState.decode(Data(result.out.dropLast().utf8))
        #expect(state == PetActivityAttributes.ContentState(name: "Mochi", stage: "adult", valueA: 82, valueB: 64, valueC: 91))
    }

    @Test func aStateOverTheLimitIsRefusedWithItsSize() throws {
        let home = try AppTestHome()
        let name = String(repeating: "m", count: 4100)
        let items = Data(#"[{"name":"\#(name)","stage":"egg","valueA":1,"valueB":2,"valueC":3}]"#.utf8)
        #expect(home.run(["app", "update-items", "-"], stdin: items).code == 0)
        let result = home.run(["activity"])
        #expect(result.code == 1)
        let size = try PetActivityAttributes.ContentState(name: name, stage: "egg", valueA: 1, valueB: 2, valueC: 3).encodedSize()
        #expect(result.err.contains("pet 1 (\(name)): ContentState is \(size) bytes; ActivityKit refuses more than 4096"))
        #expect(result.out.isEmpty)
    }

    /// A home whose only pet is named `name` (`tail` more letters after it), as JSON text.
    func home(petNamed name: String, tail: Int = 0) throws -> AppTestHome {
        let home = try AppTestHome()
        let items = #"[{"name":"\#(name)\#(String(repeating: "m", count: tail))","stage":"egg","valueA":1,"valueB":2,"valueC":3}]"#
        #expect(home.run(["app", "update-items", "-"], stdin: Data(items.utf8)).code == 0)
        return home
    }

    @Test("A name holding the text \\u{1B} prints apart from one holding a real ESC, in activity and in check")
    func literalEscapeTextPrintsApartFromARealEscape() throws {
        let real = #"a\u001bb"#, literal = #"a\\u{1B}b"#  // JSON for ESC and for the six characters
        #expect(try home(petNamed: real).run(["activity"]).out.hasPrefix(#"ContentState for pet 1 (a\u{1B}b): "#))
        #expect(try home(petNamed: literal).run(["activity"]).out.hasPrefix(#"ContentState for pet 1 (a\\u{1B}b): "#))
        let realCheck = try home(petNamed: real, tail: 4100).run(["check"]).out
        let literalCheck = try home(petNamed: literal, tail: 4100).run(["check"]).out
        #expect(realCheck.contains(#"FAIL live-activity-state: pet 0 (a\u{1B}bmmm"#), "\(realCheck)")
        #expect(literalCheck.contains(#"FAIL live-activity-state: pet 0 (a\\u{1B}bmmm"#), "\(literalCheck)")
    }

    @Test func aMissingPetIsNamed() throws {
        let home = try AppTestHome()
        let result = home.run(["activity", "--pet", "6"])
        #expect(result.code == 1)
        #expect(result.err.contains("items holds 5 pets, so there is no pet 6"))
    }

    @Test func aSuiteThatIsNotARegularFileIsNamedWithTheReasonAsRenderNamesIt() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "reload"]).code == 0)
        let suite = try home.container().suiteURL
        try? FileManager.default.removeItem(at: suite)
        #expect(mkfifo(suite.path, 0o644) == 0)
        let render = home.run(["render"])
        let result = home.run(["activity"])
        #expect(render.code == 1)
        #expect(result.code == 1)
        #expect(result.err.contains("\(suite.path): cannot read the group's settings: a FIFO, not a regular file"), "\(result.err)")
        #expect(!result.err.contains("holds 0 pets"), "\(result.err)")
        #expect(result.out.isEmpty)
    }
}

extension PetActivityAttributes.ContentState {
    /// The encoded size, even above the limit.
    func encodedSize() throws -> Int {
        do {
            return try encoded().count
        } catch let ActivityStateError.tooLarge(size) {
            return size
        }
    }
}
