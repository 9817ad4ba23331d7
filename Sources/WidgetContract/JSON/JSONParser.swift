import Essentials

/// A strict JSON (RFC 8259) parser that reports the byte offset of the first error. Foundation's
/// JSONSerialization reports only a loose position in text and turns `true` into a number.
public struct JSONParser {
    private let bytes: [UInt8]
    private var position = 0
    private static let maximumDepth = 512

    public static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: [UInt8](data))
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.position == parser.bytes.count else { throw parser.error("unexpected data after the JSON value") }
        return value
    }

    /// Parses `data` as `parse` does, but hands each element of a top-level array to `element` as
    /// soon as it is read instead of keeping the array, so a suite's 16 MB array of pets never
    /// exists as one tree. Returns the value when the top level is not an array, nil when it is.
    public static func parse(_ data: Data, eachElement element: (JSONValue) -> Void) throws(JSONSyntaxError) -> JSONValue? {
        var parser = JSONParser(bytes: [UInt8](data))
        parser.skipWhitespace()
        var value: JSONValue?
        if parser.peek() == UInt8(ascii: "[") {
            try parser.elements(depth: 0, element)
        } else {
            value = try parser.value(depth: 0)
        }
        parser.skipWhitespace()
        guard parser.position == parser.bytes.count else { throw parser.error("unexpected data after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// An array or object whose closing bracket has not come yet.
    private enum Open {
        case array([JSONValue])
        /// The entries so far, and the key whose value is being read.
        case object([String: JSONValue], key: String)
    }

    /// One value at `position`, `depth` levels below the top. Iterative, so that nesting costs no
    /// stack: read recursively, a value 511 levels deep took more than 512 KiB of it in a debug
    /// build, a secondary thread's whole stack on macOS.
    private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        var open: [Open] = []
        while true {
            guard depth + open.count < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth)") }
            guard let byte = peek() else { throw error("unexpected end of input") }
            var completed: JSONValue
            switch byte {
            case UInt8(ascii: "{"):
                position += 1
                skipWhitespace()
                guard peek() == UInt8(ascii: "}") else {
                    open.append(.object([:], key: try key()))
                    continue
                }
                position += 1
                completed = .object([:])
            case UInt8(ascii: "["):
                position += 1
                skipWhitespace()
                guard peek() == UInt8(ascii: "]") else {
                    open.append(.array([]))
                    continue
                }
                position += 1
                completed = .array([])
            case UInt8(ascii: "\""): completed = .string(try string())
            case UInt8(ascii: "t"): try literal("true"); completed = .bool(true)
            case UInt8(ascii: "f"): try literal("false"); completed = .bool(false)
            case UInt8(ascii: "n"): try literal("null"); completed = .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): completed = try number()
            default: throw error("unexpected \(describe(byte))")
            }
            // Hand the value to the array or object it belongs to; close those it was the last of.
            while let parent = open.popLast() {
                skipWhitespace()
                if case var .array(items) = parent {
                    items.append(completed)
                    if peek() == UInt8(ascii: ",") {
                        position += 1
                        skipWhitespace()
                        open.append(.array(items))
                        break
                    }
                    try expect("]")
                    completed = .array(items)
                } else if case .object(var entries, let key) = parent {
                    entries[key] = completed
                    if peek() == UInt8(ascii: ",") {
                        position += 1
                        open.append(.object(entries, key: try self.key()))
                        break
                    }
                    try expect("}")
                    completed = .object(entries)
                }
            }
            if open.isEmpty { return completed }
        }
    }

    /// An object's key and its colon, the white space around them skipped.
    private mutating func key() throws(JSONSyntaxError) -> String {
        skipWhitespace()
        guard peek() == UInt8(ascii: "\"") else { throw error("expected a string key") }
        let key = try string()
        skipWhitespace()
        try expect(":")
        skipWhitespace()
        return key
    }

    /// The elements of the array at `position`, each handed to `body` as it is read.
    private mutating func elements(depth: Int, _ body: (JSONValue) -> Void) throws(JSONSyntaxError) {
        position += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") { position += 1; return }
        while true {
            skipWhitespace()
            body(try value(depth: depth + 1))
            skipWhitespace()
            if peek() == UInt8(ascii: ",") { position += 1; continue }
            try expect("]")
            return
        }
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        let start = position
        position += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = peek() else { throw JSONSyntaxError("unterminated string", offset: start) }
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                guard let text = String(validating: utf8, as: UTF8.self) else {
                    throw JSONSyntaxError("string is not valid UTF-8", offset: start)
                }
                return text
            case UInt8(ascii: "\\"):
                position += 1
                utf8 += try escape()
            case 0..<0x20:
                throw error("control character in a string (escape it)")
            default:
                utf8.append(byte)
                position += 1
            }
        }
    }

    private mutating func escape() throws(JSONSyntaxError) -> [UInt8] {
        guard let byte = peek() else { throw error("unterminated escape") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return [byte]
        case UInt8(ascii: "b"): return [0x08]
        case UInt8(ascii: "f"): return [0x0C]
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "u"):
            let start = position - 2
            var scalar = try hex4()
            if (0xD800..<0xDC00).contains(scalar) {
                guard peek() == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") else {
                    throw JSONSyntaxError("unpaired surrogate in \\u escape", offset: start)
                }
                position += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw JSONSyntaxError("unpaired surrogate in \\u escape", offset: start) }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw JSONSyntaxError("unpaired surrogate in \\u escape", offset: start) }
            return Array(String(Character(unicode)).utf8)
        default:
            position -= 1
            throw error("invalid escape \\\(describe(byte))")
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Character(UnicodeScalar(byte)).hexDigitValue else {
                throw error("expected four hex digits after \\u")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    private mutating func number() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        var isInteger = true
        if peek() == UInt8(ascii: "-") { position += 1 }
        if peek() == UInt8(ascii: "0") {
            position += 1
        } else {
            guard digits() > 0 else { throw error("expected a digit") }
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            isInteger = false
            guard digits() > 0 else { throw error("expected a digit after the decimal point") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            isInteger = false
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if isInteger, let value = Int(text) { return .int(value) }
        guard let value = Double(text), value.isFinite else { throw JSONSyntaxError("number \(text) is out of range", offset: start) }
        return .double(value)
    }

    private mutating func digits() -> Int {
        let start = position
        while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
        return position - start
    }

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        for expected in word.utf8 {
            guard peek() == expected else { throw error("invalid literal (expected \(word))") }
            position += 1
        }
    }

    private mutating func expect(_ character: Character) throws(JSONSyntaxError) {
        guard let ascii = character.asciiValue, peek() == ascii else {
            throw error(peek().map { "expected '\(character)', found \(describe($0))" } ?? "expected '\(character)', found the end of input")
        }
        position += 1
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    private func error(_ message: String) -> JSONSyntaxError { JSONSyntaxError(message, offset: position) }

    private func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "'\(Character(UnicodeScalar(byte)))'" : "byte 0x" + String(zeroPadded: byte, digits: 2, radix: 16, uppercase: true)
    }
}
