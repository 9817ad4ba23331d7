import Foundation
import RenderFixtures
import SharedData
import Testing

/// Nesting is bounded in every parser of outside data (docs/limits.md): a value nested 100,000
/// levels deep is refused at the limit with the usual error, nothing recurses once a level of the
/// file (reading, keeping or releasing what was read), and the deepest value a parser accepts
/// reads on the stack macOS gives a secondary thread.
@Suite("Deep nesting")
struct DeepNestingTests {
    static let hostileDepth = 100_000

    static func xml(_ body: String) -> Data {
        Data(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">" + body + "</plist>\n").utf8)
    }

    static func xmlArrays(_ levels: Int) -> String {
        String(repeating: "<array>", count: levels) + String(repeating: "</array>", count: levels)
    }

    static func openStepArrays(_ levels: Int) -> String {
        String(repeating: "(", count: levels) + String(repeating: ")", count: levels)
    }

    /// `levels` arrays in a binary suite under `deep`, beside `keep`.
    static func binarySuite(_ levels: Int) -> Data {
        var plist = BinaryPlistBuilder(refSize: 4)
        let top = plist.reserve()
        let keep = plist.ascii("keep"), kept = plist.ascii("kept"), key = plist.ascii("deep")
        let value = CoreFoundationValuesTests.nested(levels, in: &plist)
        plist.set(top, plist.dictionary([(keep, kept), (key, value)]))
        return plist.build(top: top)
    }

    static func json(_ levels: Int) -> Data {
        Data((String(repeating: "[", count: levels) + String(repeating: "]", count: levels)).utf8)
    }

    /// The suite's `deep` key, which must be unreadable for the depth, and `keep`, which must be read.
    static func expectSpoiledKey(_ suite: PlistValue, _ comment: Comment) {
        guard case let .dictionary(entries) = suite, case let .unreadable(spoiled)? = entries["deep"] else {
            Issue.record("\(comment): deep is not unreadable")
            return
        }
        #expect(spoiled.reason.limit == .depth, comment)
        #expect(entries["keep"] == .string("kept"), comment)
    }

    @Test("A suite's key nested 100,000 levels deep is unreadable for its depth, the rest read, in XML, binary and ASCII")
    func hostileSuiteKey() throws {
        let n = Self.hostileDepth
        let xml = Self.xml("<dict><key>keep</key><string>kept</string><key>deep</key>\(Self.xmlArrays(n))</dict>")
        Self.expectSpoiledKey(try PropertyListFormat.decode(xml), "XML")
        Self.expectSpoiledKey(try PropertyListFormat.decode(Self.binarySuite(n)), "binary")
        // A dictionary in each level, as well as arrays.
        let dictionaries = String(repeating: "<dict><key>k</key>", count: n) + "<true/>" + String(repeating: "</dict>", count: n)
        Self.expectSpoiledKey(try PropertyListFormat.decode(Self.xml("<dict><key>keep</key><string>kept</string><key>deep</key>\(dictionaries)</dict>")), "XML dictionaries")
    }

    @Test("A document nested 100,000 levels deep is refused at the limit, in XML, binary, ASCII and JSON")
    func hostileDocument() throws {
        let n = Self.hostileDepth
        let xml = #expect(throws: PlistSyntaxError.self) { try PropertyListFormat.decode(Self.xml(Self.xmlArrays(n))) }
        #expect(xml?.limit == .depth)
        var plist = BinaryPlistBuilder(refSize: 4)
        let top = CoreFoundationValuesTests.nested(n, in: &plist)
        let binary = #expect(throws: PlistSyntaxError.self) { try PropertyListFormat.decode(plist.build(top: top)) }
        #expect(binary?.limit == .depth)
        let ascii = #expect(throws: PlistSyntaxError.self) { try PropertyListFormat.decode(Data(Self.openStepArrays(n).utf8)) }
        #expect(ascii?.description.contains("deeper than 128") == true, "\(String(describing: ascii))")
        let json = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Self.json(n)) }
        #expect(json?.message == "nesting deeper than 512")
        #expect(json?.offset == 512)
        let streamed = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Self.json(n)) { _ in } }
        #expect(streamed?.offset == 512)
        let objects = Data((String(repeating: #"{"a":"#, count: n) + "1" + String(repeating: "}", count: n)).utf8)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(objects) }
    }

    @Test("An entitlements file nested 100,000 levels deep is an error naming the file")
    func hostileEntitlements() throws {
        let n = Self.hostileDepth
        for (format, data) in [("XML", Self.xml("<dict><key>\(Entitlements.applicationGroupsKey)</key>\(Self.xmlArrays(n))</dict>")),
                               ("ASCII", Data("{ \"\(Entitlements.applicationGroupsKey)\" = \(Self.openStepArrays(n)); }".utf8))] {
            let error = #expect(throws: EntitlementsError.self, "\(format)") { try Entitlements(file: "/p/Runner.entitlements", data: data) }
            #expect(error?.description.hasPrefix("/p/Runner.entitlements: ") == true, "\(format): \(String(describing: error))")
            #expect(error?.description.contains("\n") == false)
        }
    }

    /// The deepest value accepted, and one level more refused, so the first really is the deepest.
    @Test("The deepest value each parser accepts reads on a 512 KiB stack")
    func deepestOnASmallStack() throws {
        let depth = PlistLimits.standard.maximumDepth
        let results = onSmallStack { () -> [String] in
            var failed: [String] = []
            func check(_ name: String, accepted: () throws -> Bool, refused: () throws -> Bool) {
                if (try? accepted()) != true { failed.append("\(name): the deepest value was not read") }
                if (try? refused()) != true { failed.append("\(name): one level more was not refused") }
            }
            func spoiled(_ value: PlistValue) -> Bool {
                guard case let .dictionary(entries) = value, case .unreadable? = entries["deep"] else { return false }
                return true
            }
            check("XML", accepted: { !spoiled(try PropertyListFormat.decode(Self.xml("<dict><key>deep</key>\(Self.xmlArrays(depth))</dict>"))) },
                  refused: { spoiled(try PropertyListFormat.decode(Self.xml("<dict><key>deep</key>\(Self.xmlArrays(depth + 1))</dict>"))) })
            check("binary", accepted: { !spoiled(try PropertyListFormat.decode(Self.binarySuite(depth - 1))) },
                  refused: { spoiled(try PropertyListFormat.decode(Self.binarySuite(depth))) })
            check("ASCII", accepted: { (try? PropertyListFormat.decode(Data(Self.openStepArrays(depth).utf8))) != nil },
                  refused: { (try? PropertyListFormat.decode(Data(Self.openStepArrays(depth + 1).utf8))) == nil })
            check("JSON", accepted: { (try? JSONParser.parse(Self.json(512))) != nil },
                  refused: { (try? JSONParser.parse(Self.json(513))) == nil })
            return failed
        }
        #expect(results.isEmpty, "\(results)")
    }
}
