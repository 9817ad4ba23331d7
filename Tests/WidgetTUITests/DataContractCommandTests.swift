import Foundation
import PetRenderer
import SharedData
import Testing
@testable import WidgetTUI
import WidgetTUIKit

/// The pet widget's data contract (`PetContract`, docs/data-contract.md) enforced both ways: what
/// the app can write and the extension cannot draw as meant fails `check` and is stored by
/// `app update-items` with a warning, as the app would store it; fields the contract gives
/// defaults for are defaulted with a note, everywhere.
@Suite struct DataContractCommandTests {
    static let outside = Data(#"[{"name":"Mochi","stage":"adlut","valueA":82,"valueB":140,"valueC":3,"colour":"red"}]"#.utf8)
    static let fixed = ["--now", "2026-11-29T12:00:00Z", "--tz", "UTC"]

    @Test("update-items stores a stage, a value and a field outside the contract, warning about each")
    func updateItemsWarnsAndStores() throws {
        let home = try AppTestHome()
        let result = home.run(["app", "update-items", "-"], stdin: Self.outside)
        #expect(result.code == 0, "\(result.err)")
        #expect(try home.reader().data(forKey: "items") == Self.outside)
        let warnings = result.err.split(separator: "\n").map(String.init).filter { $0.hasPrefix("widget-tui app: ") }
        #expect(warnings == [
            "widget-tui app: warning: standard input: items[0].stage: is \"adlut\", not a stage of the contract (egg, baby, adult); "
                + "did you mean adult?; using adult's artwork",
            "widget-tui app: warning: standard input: items[0].valueB: is 140, off the contract's scale of 0 to 100; using a full gauge",
            "widget-tui app: warning: standard input: items[0].colour: is not a field the widget reads (name, stage, valueA, valueB, valueC)",
        ], "\(result.err)")
    }

    @Test("update-items defaults the fields the contract gives defaults for, with a note naming each")
    func updateItemsDefaultsMissingFields() throws {
        let home = try AppTestHome()
        let json = Data(#"[{"name":"Mochi","stage":"adult","valueA":82,"valueB":40},{"stage":"egg","valueA":1,"valueB":2,"valueC":3}]"#.utf8)
        let result = home.run(["app", "update-items", "-"], stdin: json)
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.hasPrefix("stored 2 pets under items"))
        #expect(result.err.split(separator: "\n").filter { $0.hasPrefix("widget-tui app: ") } == [
            "widget-tui app: note: standard input: items[0].valueC: missing; using the contract's default 0",
            "widget-tui app: note: standard input: items[1].name: missing; using the contract's default pet 2",
        ], "\(result.err)")
        #expect(try home.reader().petWidgetData().data.pets.map(\.name) == ["Mochi", "pet 2"])
    }

    @Test("check fails a stage or value outside the contract, naming the stage meant; a field it does not read warns")
    func checkHoldsTheDataToTheContract() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "update-items", "-"], stdin: Self.outside).code == 0)
        let result = home.run(["check"] + Self.fixed)
        #expect(result.code == 1, "\(result.out)")
        let settings = try #require(result.out.split(separator: "\n").first { $0.hasPrefix("FAIL settings: ") })
        #expect(settings.contains("items[0].stage: is \"adlut\", not a stage of the contract (egg, baby, adult); did you mean adult?"))
        #expect(settings.contains("items[0].valueB: is 140"))
        #expect(settings.contains("items[0].colour: is not a field the widget reads"))

        let unknownField = Data(#"[{"name":"Mochi","stage":"adult","valueA":82,"valueB":40,"valueC":3,"colour":"red"}]"#.utf8)
        #expect(home.run(["app", "update-items", "-"], stdin: unknownField).code == 0)
        let warned = home.run(["check"] + Self.fixed)
        #expect(warned.code == 0, "\(warned.out)")
        #expect(warned.out.contains("WARN settings: "), "\(warned.out)")
        #expect(warned.out.contains("items[0].colour: is not a field the widget reads"))
    }

    @Test("check passes fields left out for the contract's defaults, and says which")
    func checkNotesDefaults() throws {
        let home = try AppTestHome()
        let json = Data(#"[{"name":"Mochi","stage":"adult","valueA":82,"valueB":40}]"#.utf8)
        #expect(home.run(["app", "update-items", "-"], stdin: json).code == 0)
        let result = home.run(["check"] + Self.fixed)
        #expect(result.code == 0, "\(result.out)")
        let settings = try #require(result.out.split(separator: "\n").first { $0.contains(" settings: ") })
        #expect(settings.hasPrefix("PASS settings: "), "\(settings)")
        #expect(settings.contains("items[0].valueC: missing; using the contract's default 0"), "\(settings)")
    }

    @Test("An unknown stage is drawn as the contract says, adult, by render, snapshot and the Live Activity alike")
    func anUnknownStageDrawsAsAdultEverywhere() throws {
        func frames(_ stage: String) throws -> [String] {
            let home = try AppTestHome()
            let json = Data(#"[{"name":"Mochi","stage":"\#(stage)","valueA":82,"valueB":40,"valueC":3}]"#.utf8)
            #expect(home.run(["app", "update-items", "-"], stdin: json).code == 0)
            let home1 = home.run(["render", "--format", "snapshot", "--entry", "3"] + Self.fixed)
            let lock = home.run(["render", "--format", "snapshot", "--surface", "lock-screen", "--entry", "3"] + Self.fixed)
            let folder = home.url.appendingPathComponent("snaps")
            #expect(home.run(["snapshot", "--out", folder.path, "--count", "2", "--family", "small"] + Self.fixed).code == 0)
            let snapshot = try String(contentsOf: folder.appendingPathComponent("small-entry-0001.txt"), encoding: .utf8)
            // The pixels, without the header lines that name the data's digest.
            return [home1.out, lock.out, snapshot].map { $0.split(separator: "\n").filter { !$0.contains(":") }.joined(separator: "\n") }
        }
        #expect(PetContract.unknownStageDrawnAs == "adult")
        #expect(try frames("adlut") == frames("adult"))
    }

    /// docs/data-contract.md's table of a pet's fields is the contract's own.
    @Test func theDocsTableIsTheContracts() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let doc = try String(contentsOf: root.appendingPathComponent("docs/data-contract.md"), encoding: .utf8)
        #expect(doc.contains(PetContract.markdownTable + "\n"), "docs/data-contract.md should hold:\n\(PetContract.markdownTable)")
    }
}

extension DataContractCommandTests {
    @Test("render says once that a stage is outside the contract, not again as a note of the renderer")
    func renderWarnsOnce() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "update-items", "-"], stdin: Self.outside).code == 0)
        let result = home.run(["render", "--entry", "0"] + Self.fixed)
        #expect(result.code == 0)
        let stageLines = result.err.split(separator: "\n").filter { $0.contains("adlut") }
        #expect(stageLines.count == 1, "\(result.err)")
        #expect(stageLines.first?.contains("did you mean adult?") == true)
    }
}
