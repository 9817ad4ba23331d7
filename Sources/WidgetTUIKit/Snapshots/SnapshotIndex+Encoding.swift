#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FrameOutput

extension SnapshotIndex {
    /// The bytes `encodedData()` gives, made faster: JSONEncoder writes everything but the
    /// snapshots, and the thousands of items are written straight as text into its empty array.
    /// Through JSONEncoder they were most of the index's CPU, which `snapshot` spends on every run
    /// (9,000 items: about 40 ms). The text written for the first item is checked against
    /// JSONEncoder's own, so a Foundation that lays them out otherwise gets its own encoding.
    func fileData() throws -> Data {
        guard let first = snapshots.first else { return try encodedData() }
        var rest = self
        rest.snapshots = []
        let head = Array(try rest.encodedData())
        // How JSONEncoder writes the empty array, indented under the top-level object.
        let emptyArray = Array("\n  \"snapshots\" : [\n\n  ]".utf8)
        guard let at = head.firstRange(of: emptyArray),
              Array(try JSONDocumentItem(first).encodedData()) == Self.itemText(first, indent: 0) + [UInt8(ascii: "\n")] else {
            return try encodedData()
        }
        var out: [UInt8] = []
        out.reserveCapacity(head.count + snapshots.count * 160)
        out += head[..<at.lowerBound]
        out += "\n  \"snapshots\" : [\n".utf8
        for (i, item) in snapshots.enumerated() {
            if i > 0 { out += ",\n".utf8 }
            out += Self.itemText(item, indent: 4)
        }
        out += "\n  ]".utf8
        out += head[at.upperBound...]
        return Data(out)
    }

    /// An item as JSONEncoder pretty-prints it with sorted keys, `indent` spaces in; absent
    /// optionals are left out, as the synthesized `Encodable` leaves them.
    static func itemText(_ item: Item, indent: Int) -> [UInt8] {
        var fields: [(key: String, value: [UInt8])] = [("date", jsonString(item.date))]
        if let entry = item.entry { fields.append(("entry", Array(String(entry).utf8))) }
        if let family = item.family { fields.append(("family", jsonString(family.rawValue))) }
        fields.append(("file", jsonString(item.file)))
        if let surface = item.surface { fields.append(("surface", jsonString(surface.rawValue))) }
        let outer = [UInt8](repeating: UInt8(ascii: " "), count: indent), inner = outer + Array("  ".utf8)
        var out = outer + Array("{\n".utf8)
        for (i, field) in fields.enumerated() {
            if i > 0 { out += ",\n".utf8 }
            out += inner
            out += jsonString(field.key)
            out += " : ".utf8
            out += field.value
        }
        out += "\n".utf8
        out += outer
        out += "}".utf8
        return out
    }

    /// A string as JSONEncoder writes it with slashes left alone: quote, backslash and the
    /// control characters escaped (the usual short forms, else `\u00XX` in lower case).
    static func jsonString(_ text: String) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += "\\\"".utf8
            case UInt8(ascii: "\\"): out += "\\\\".utf8
            case 0x08: out += "\\b".utf8
            case 0x0c: out += "\\f".utf8
            case UInt8(ascii: "\n"): out += "\\n".utf8
            case UInt8(ascii: "\r"): out += "\\r".utf8
            case UInt8(ascii: "\t"): out += "\\t".utf8
            case ..<0x20: out += "\\u00".utf8 + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xf)]]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return out
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}

/// One item as a document of its own, for JSONEncoder to write the form `fileData` checks against.
private struct JSONDocumentItem: JSONDocument {
    let item: SnapshotIndex.Item
    init(_ item: SnapshotIndex.Item) { self.item = item }
    func encode(to encoder: any Encoder) throws { try item.encode(to: encoder) }
}
