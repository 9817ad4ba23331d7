import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import WidgetTUIKit

@Suite("JUnit XML")
struct JUnitXMLTests {
    /// The elements of a document, read back by an XML parser: name, attributes and text, in order.
    final class Elements: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String], text: String)] = []
        private var open: [Int] = []

        static func parse(_ xml: String) throws -> [(name: String, attributes: [String: String], text: String)] {
            let parser = XMLParser(data: Data(xml.utf8))
            let elements = Elements()
            parser.delegate = elements
            guard parser.parse() else { throw CIError("not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?")") }
            return elements.elements
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            open.append(elements.count)
            elements.append((name, attributes, ""))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let last = open.last { elements[last].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }
    }

    struct CIError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    static let report = CIReport(command: "verify", subject: "snaps", cases: [
        CIReport.Case(name: "small-entry-0000.txt", status: .passed),
        CIReport.Case(name: "medium-entry-0000.txt", status: .failed, message: "rendering changed: 2 pixels <differ> & \"moved\"\nsecond line",
                      detail: "  (3,4) expected #000000, actual #ffffff\n</failure><evil/>\u{1b}[2J\u{FFFE}"),
        CIReport.Case(name: "flip", status: .warned, message: "a warning", detail: "fix: this"),
        CIReport.Case(name: "settings", status: .skipped, message: "not the pet widget's data"),
    ], annotations: [])

    @Test("A report reads back as one suite with a testcase per case, its failure message and text, and the counts")
    func readsBack() throws {
        let elements = try Elements.parse(JUnitXML.document(Self.report))
        #expect(elements.map(\.name) == ["testsuites", "testsuite", "testcase", "testcase", "failure", "testcase", "system-out",
                                         "testcase", "skipped"])
        for counted in elements.prefix(2) {
            #expect(counted.attributes["tests"] == "4" && counted.attributes["failures"] == "1" && counted.attributes["skipped"] == "1"
                && counted.attributes["errors"] == "0")
        }
        #expect(elements[1].attributes["name"] == "widget-tui verify snaps")
        #expect(elements.filter { $0.name == "testcase" }.map { $0.attributes["name"] ?? "" }
            == ["small-entry-0000.txt", "medium-entry-0000.txt", "flip", "settings"])
        let failure = elements[4]
        #expect(failure.attributes["message"] == "rendering changed: 2 pixels <differ> & \"moved\"\nsecond line")
        #expect(failure.text == "  (3,4) expected #000000, actual #ffffff\n</failure><evil/>\\u{1B}[2J\\u{FFFE}")
        #expect(elements[6].text == "a warning\nfix: this")
        #expect(elements[8].attributes["message"] == "not the pet widget's data")
    }

    @Test("Markup in the data is escaped, never written raw, and no terminal control reaches the file")
    func escaping() {
        let xml = JUnitXML.document(Self.report)
        #expect(!xml.contains("<evil/>") && xml.contains("&lt;evil/&gt;"))
        #expect(xml.contains("message=\"rendering changed: 2 pixels &lt;differ&gt; &amp; &quot;moved&quot;&#10;second line\""))
        #expect(!xml.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0xFFFE })
    }
}
