import Foundation
import Testing
@testable import PropertyList

/// Keys and strings as CoreFoundation keeps them: by UTF-16 code units.
@Suite struct PlistDictionaryTests {
    @Test func keysThatSwiftCallsEqualAreTwoKeys() {
        // Swift's String == is canonical equivalence: why keys are not Strings.
        #expect("caf\u{E9}" == "cafe\u{301}")
        var values: PlistDictionary = ["caf\u{E9}": .int(1), "\u{212B}": .int(3)]
        values["cafe\u{301}"] = .int(2)
        values["\u{C5}"] = .int(4)
        #expect(values.count == 4)
        #expect(values["caf\u{E9}"] == .int(1))
        #expect(values["cafe\u{301}"] == .int(2))
        #expect(values["\u{212B}"] == .int(3))
        #expect(values["\u{C5}"] == .int(4))
        values["cafe\u{301}"] = nil
        #expect(values.keys == [PlistString("caf\u{E9}"), PlistString("\u{212B}"), PlistString("\u{C5}")])
    }

    @Test func aLoneSurrogateIsKeptAndReadsAsAReplacementCharacter() {
        let text = PlistString(utf16: [0x61, 0xD800, 0x62])
        #expect(text.utf16 == [0x61, 0xD800, 0x62])
        #expect(text.string == "a\u{FFFD}b")
        #expect(text.exactString == nil)
        #expect(PlistString("a\u{1F431}").exactString == "a\u{1F431}")
        #expect(text != PlistString("a\u{FFFD}b"))
    }

    /// Up to `indexedCount` keys a dictionary keeps no table of them (a project file is 100,000
    /// small dictionaries, docs/limits.md); past it, it does. Both answer alike, and a removal
    /// from an indexed one moves the later keys' places.
    @Test func aSmallDictionaryKeepsNoTableAndAnswersAsALargeOne() {
        let small = PlistDictionary.indexedCount
        var values = PlistDictionary()
        for i in 0..<small { values["k\(i)"] = .int(i) }
        #expect(!values.isIndexed)
        #expect(values["k3"] == .int(3))
        values["k\(small)"] = .int(small)
        #expect(values.isIndexed)
        for i in 0...small { #expect(values["k\(i)"] == .int(i)) }
        #expect(values.removeValue(forKey: "k3") == .int(3))
        values["k4"] = .int(40)
        #expect(values["k3"] == nil)
        #expect(values["k4"] == .int(40))
        #expect(values["k\(small)"] == .int(small))
        #expect(values.keys.count == small && values.keys[3] == "k4")
        #expect(!PlistDictionary(minimumCapacity: small).isIndexed)
        #expect(PlistDictionary(minimumCapacity: small + 1).isIndexed)
    }

    @Test func entriesKeepTheirOrderAndAReplacedValueKeepsItsPlace() {
        var values: PlistDictionary = ["b": .int(1), "a": .int(2), "c": .int(3)]
        values["a"] = .int(9)
        #expect(values.removeValue(forKey: "b") == .int(1))
        values["d"] = .int(4)
        #expect(values.keys == ["a", "c", "d"])
        #expect(values["c"] == .int(3))
        #expect(values["d"] == .int(4))
        #expect(values.removeValue(forKey: "b") == nil)
    }

    @Test func equalityIgnoresOrderAsCoreFoundationsDoes() {
        #expect(PlistDictionary(["x": .int(1), "y": .int(2)]) == ["y": .int(2), "x": .int(1)])
        #expect(PlistDictionary(["x": .int(1)]) != ["x": .int(2)])
        #expect(PlistDictionary(["x": .int(1)]) != ["x": .int(1), "y": .int(1)])
    }

    @Test("Edits count the changes a writer must save: setting a key to the value it holds is none, and edits are no part of equality")
    func editsCountOnlyChanges() {
        var values: PlistDictionary = ["x": .int(1)]
        let start = values.edits
        values["x"] = .int(1)
        values.removeValue(forKey: "absent")
        #expect(values.edits == start)
        values["x"] = .int(2)
        values["y"] = .bool(true)
        values.removeValue(forKey: "y")
        #expect(values.edits == start + 3)
        #expect(values == ["x": .int(2)])
    }
}

/// A suite of 500,000 keys is 500,000 entries, so an entry's width is most of what reading one
/// costs (docs/limits.md, Memory). An unreadable value, with its error and objects, is boxed: held
/// inline it made every value 65 bytes and every entry 80.
@Suite struct PlistValueLayoutTests {
    @Test func aValueIsNoWiderThanItsWidestCommonPayload() {
        let widest = [MemoryLayout<PlistDictionary>.size, MemoryLayout<PlistString>.size, MemoryLayout<Data>.size].max()!
        #expect(MemoryLayout<PlistValue>.size <= widest + 1, "PlistValue is \(MemoryLayout<PlistValue>.size) bytes")
        #expect(MemoryLayout<PlistDictionary.Entry>.stride <= 56, "an entry is \(MemoryLayout<PlistDictionary.Entry>.stride) bytes")
    }
}
