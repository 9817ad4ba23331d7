import Essentials

extension JSONValue {
    /// Compact JSON with object keys sorted, so one value always encodes to the same bytes. Numbers
    /// keep their kind: an integer stays an integer. Values come from `JSONParser` or code, so they
    /// are finite.
    public var encoded: Data {
        var text = ""
        write(into: &text)
        return Data(text.utf8)
    }

    private func write(into text: inout String) {
        switch self {
        case .null: text += "null"
        case let .bool(v): text += v ? "true" : "false"
        case let .int(v): text += String(v)
        case let .double(v): text += v.isFinite ? String(v) : "null"
        case let .string(v): Self.writeString(v, into: &text)
        case let .array(items):
            text += "["
            for (i, item) in items.enumerated() {
                if i > 0 { text += "," }
                item.write(into: &text)
            }
            text += "]"
        case let .object(entries):
            text += "{"
            for (i, key) in entries.keys.sorted().enumerated() {
                if i > 0 { text += "," }
                Self.writeString(key, into: &text)
                text += ":"
                entries[key]?.write(into: &text)
            }
            text += "}"
        }
    }

    private static func writeString(_ string: String, into text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20: text += "\\u" + String(zeroPadded: scalar.value, digits: 4, radix: 16)
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
