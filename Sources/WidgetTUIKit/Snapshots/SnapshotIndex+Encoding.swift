import Essentials
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
        out.append(text: "\n  \"snapshots\" : [\n")
        for (i, item) in snapshots.enumerated() {
            if i > 0 { out.append(text: ",\n") }
            Self.write(item, indent: 4, into: &out)
        }
        out.append(text: "\n  ]")
        out += head[at.upperBound...]
        return Data(out)
    }

    /// An item as JSONEncoder pretty-prints it with sorted keys, `indent` spaces in.
    static func itemText(_ item: Item, indent: Int) -> [UInt8] {
        var out: [UInt8] = []
        write(item, indent: indent, into: &out)
        return out
    }

    /// Appends `itemText`: the keys in order, absent optionals left out as the synthesized
    /// `Encodable` leaves them, each byte appended to the one buffer.
    private static func write(_ item: Item, indent: Int, into out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
        out.append(UInt8(ascii: "{"))
        var first = true
        func key(_ name: String) {
            out.append(text: first ? "\n" : ",\n")
            first = false
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent + 2))
            out.append(UInt8(ascii: "\""))
            out.append(text: name)
            out.append(text: "\" : ")
        }
        key("date")
        writeString(item.date, into: &out)
        if let entry = item.entry {
            key("entry")
            out.append(text: String(entry))
        }
        if let family = item.family {
            key("family")
            writeString(family.rawValue, into: &out)
        }
        key("file")
        writeString(item.file, into: &out)
        if let surface = item.surface {
            key("surface")
            writeString(surface.rawValue, into: &out)
        }
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
        out.append(UInt8(ascii: "}"))
    }

    /// A string as JSONEncoder writes it with slashes left alone: quote, backslash and the
    /// control characters escaped (the usual short forms, else `\u00XX` in lower case).
    static func jsonString(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        writeString(text, into: &out)
        return out
    }

    private static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "\""): out.append(text: "\\\"")
                case UInt8(ascii: "\\"): out.append(text: "\\\\")
                case 0x08: out.append(text: "\\b")
                case 0x0c: out.append(text: "\\f")
                case UInt8(ascii: "\n"): out.append(text: "\\n")
                case UInt8(ascii: "\r"): out.append(text: "\\r")
                case UInt8(ascii: "\t"): out.append(text: "\\t")
                case ..<0x20:
                    out.append(text: "\\u00")
                    out.append(hexDigits[Int(byte >> 4)])
                    out.append(hexDigits[Int(byte & 0xf)])
                default: out.append(byte)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}

/// One item as a document of its own, for JSONEncoder to write the form `fileData` checks against.
private struct JSONDocumentItem: JSONDocument {
    let item: SnapshotIndex.Item
    init(_ item: SnapshotIndex.Item) { self.item = item }
    func encode(to encoder: any Encoder) throws { try item.encode(to: encoder) }
}
