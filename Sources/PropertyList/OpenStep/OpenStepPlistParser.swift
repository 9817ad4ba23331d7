import Essentials

/// Reads the OpenStep (old ASCII) property-list format: Xcode's `project.pbxproj`, and
/// entitlements or settings written in it, which CoreFoundation still reads. The grammar:
/// `{ key = value; }`, `( a, b, )` with an optional trailing comma, `<0fbd 7a>` data, quoted
/// strings with backslash escapes, unquoted tokens of `a-z A-Z 0-9 _ $ / : . -`, and `/* */` and
/// `//` comments wherever whitespace may be. Every scalar is a string, as CoreFoundation reads it.
///
/// Written from the format rather than taken from Foundation, which does not parse it on Linux
/// and must never crash on a file from outside: size, nesting and value count are bounded, and
/// every error says where it stopped.
public enum OpenStepPlistParser {
    public struct Limits: Sendable {
        public var maximumBytes: Int
        public var maximumDepth: Int
        public var maximumValues: Int

        public init(maximumBytes: Int, maximumDepth: Int, maximumValues: Int) {
            self.maximumBytes = maximumBytes
            self.maximumDepth = maximumDepth
            self.maximumValues = maximumValues
        }

        /// Large projects' files are a few megabytes, nest about six levels and hold some hundred
        /// thousand values.
        public static let standard = Limits(maximumBytes: 32 << 20, maximumDepth: 256, maximumValues: 1_000_000)

        /// A property list's depth and value limits, for an old ASCII file read as one (entitlements).
        public init(_ limits: PlistLimits) {
            self.init(maximumBytes: Self.standard.maximumBytes, maximumDepth: limits.maximumDepth, maximumValues: limits.maximumValues)
        }
    }

    /// The fuzzable entry point: bytes in, one value or a positioned error out.
    public static func parse(_ data: Data, limits: Limits = .standard) throws(OpenStepPlistError) -> PlistValue {
        var tree = ValueTree()
        try Reader.read(data, limits: limits, into: &tree)
        return tree.root
    }

    /// The document handed piece by piece to `builder` (`OpenStepTape` keeps it flat), with the same
    /// grammar, limits and errors as `parse`.
    static func read(_ data: Data, limits: Limits, into builder: inout some OpenStepDocumentBuilder) throws(OpenStepPlistError) {
        try Reader.read(data, limits: limits, into: &builder)
    }

    /// `parse`, with the elements it copied because a collection's storage was shared when it
    /// added to it: none when every collection is extended in place (a test holds it; a copy
    /// each time made a project file of 3,000 targets take 86 s).
    static func parseCountingCopies(_ data: Data) throws(OpenStepPlistError) -> (value: PlistValue, copiedElements: Int) {
        var tree = ValueTree()
        try Reader.read(data, limits: .standard, into: &tree)
        return (tree.root, tree.copiedElements)
    }

    /// Whether bytes start like an OpenStep plist (after whitespace and any byte-order mark): a
    /// dictionary, an array or a comment; how `PropertyListFormat` tells it from XML and binary.
    public static func looksLikeOpenStep(_ data: Data) -> Bool {
        let head = data.prefix(256).filter { $0 != 0 }
        let text = String(decoding: head, as: UTF8.self).drop { $0.isWhitespace || $0 == "\u{FEFF}" || $0 == "\u{FFFD}" }
        return text.hasPrefix("{") || text.hasPrefix("(") || text.hasPrefix("//") || text.hasPrefix("/*")
    }
}

private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    let limits: OpenStepPlistParser.Limits
    var index = 0
    var values = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>, limits: OpenStepPlistParser.Limits) {
        self.bytes = bytes
        self.limits = limits
    }

    /// The document in `data`, handed to `builder`. UTF-8 is read where the data lies (a UTF-8
    /// byte-order mark skipped): a copy of a large project file was an eighth of the reading's peak
    /// memory. UTF-16 with a byte-order mark is transcoded first.
    static func read<Builder: OpenStepDocumentBuilder>(_ data: Data, limits: OpenStepPlistParser.Limits,
                                                       into builder: inout Builder) throws(OpenStepPlistError) {
        guard data.count <= limits.maximumBytes else {
            throw OpenStepPlistError(.tooLarge(limits.maximumBytes), line: 1, column: 1, offset: 0)
        }
        func document(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<Void, OpenStepPlistError> {
            Result { () throws(OpenStepPlistError) in
                builder.begin(bytes)
                var reader = Reader(bytes, limits: limits)
                try reader.document(into: &builder)
            }
        }
        if let transcoded = try transcodedUTF16(data) { return try transcoded.withUnsafeBufferPointer(document).get() }
        return try data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return document(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? UnsafeBufferPointer(rebasing: bytes.dropFirst(3)) : bytes)
        }.get()
    }

    /// UTF-16 with a byte-order mark as UTF-8; nil for anything else.
    private static func transcodedUTF16(_ data: Data) throws(OpenStepPlistError) -> [UInt8]? {
        let bigEndian = data.starts(with: [0xFE, 0xFF])
        guard bigEndian || data.starts(with: [0xFF, 0xFE]) else { return nil }
        let body = [UInt8](data.dropFirst(2))
        guard body.count.isMultiple(of: 2) else { throw OpenStepPlistError(.notUTF8, line: 1, column: 1, offset: 0) }
        var units: [UInt16] = []
        units.reserveCapacity(body.count / 2)
        for at in stride(from: body.startIndex, to: body.endIndex, by: 2) {
            let first = UInt16(body[at]), second = UInt16(body[at + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
        }
        guard let text = String(validating: units, as: UTF16.self) else {
            throw OpenStepPlistError(.notUTF8, line: 1, column: 1, offset: 0)
        }
        return Array(text.utf8)
    }

    mutating func document(into builder: inout some OpenStepDocumentBuilder) throws(OpenStepPlistError) {
        try skipSpace()
        try value(expected: "a value", into: &builder)
        try skipSpace()
        guard index == bytes.count else { throw error(.trailingContent) }
    }

    /// What the grammar needs next, put in words only for an error: escaping each key for a
    /// message no one reads was a fifth of reading a large project file.
    private enum Expectation {
        case words(String)
        case value(forKey: OpenStepText)
        case arrayItem

        func words(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
            switch self {
            case let .words(words): words
            case let .value(key): "a value for '\(VisibleText.escaped(key.string(in: bytes)))'"
            case .arrayItem: "a value or ')' in an array"
            }
        }
    }

    /// A dictionary or an array whose closing bracket has not come yet.
    private enum Open {
        /// The key whose value is being read.
        case dictionary(key: OpenStepText)
        case array
    }

    /// One value, handed to `builder` piece by piece. Iterative, so that nesting costs no stack:
    /// read recursively, the 256 levels a project file may have took more than the 512 KiB of a
    /// secondary thread on macOS in a debug build. The builder keeps what it makes of the open
    /// collections (`ValueTree` extends each where it lies).
    private mutating func value(expected first: String, into builder: inout some OpenStepDocumentBuilder) throws(OpenStepPlistError) {
        var open: [Open] = []
        var expected = Expectation.words(first)
        while true {
            guard index < bytes.count else { throw error(.expected(expected.words(bytes))) }
            values += 1
            guard values <= limits.maximumValues else { throw error(.tooManyValues(limits.maximumValues)) }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                try enter(depth: open.count + 1)
                builder.beginDictionary()
                guard let key = try key() else {
                    builder.endDictionary()
                    break
                }
                builder.key(key)
                open.append(.dictionary(key: key))
                expected = .value(forKey: key)
                continue
            case UInt8(ascii: "("):
                try enter(depth: open.count + 1)
                try skipSpace()
                builder.beginArray()
                if peek == UInt8(ascii: ")") {
                    index += 1
                    builder.endArray()
                    break
                }
                open.append(.array)
                expected = .arrayItem
                continue
            case UInt8(ascii: "<"): builder.data(try data())
            case UInt8(ascii: "\""), UInt8(ascii: "'"): builder.string(try quoted())
            default:
                guard let token = unquoted() else { throw error(.expected(expected.words(bytes))) }
                builder.string(token)
            }
            // The value is complete: close the collections it was the last of.
            closing: while let parent = open.last {
                try skipSpace()
                switch parent {
                case .array:
                    switch peek {
                    case UInt8(ascii: ","):
                        index += 1
                        try skipSpace()
                        // A trailing comma, as CoreFoundation allows.
                        guard peek == UInt8(ascii: ")") else {
                            expected = .arrayItem
                            break closing
                        }
                        index += 1
                    case UInt8(ascii: ")"):
                        index += 1
                    default:
                        throw error(.expected("',' or ')' in an array"))
                    }
                    open.removeLast()
                    builder.endArray()
                case let .dictionary(key):
                    guard peek == UInt8(ascii: ";") else {
                        throw error(.expected("';' after the value of '\(VisibleText.escaped(key.string(in: bytes)))'"))
                    }
                    index += 1
                    if let next = try self.key() {
                        builder.key(next)
                        open[open.count - 1] = .dictionary(key: next)
                        expected = .value(forKey: next)
                        break closing
                    }
                    open.removeLast()
                    builder.endDictionary()
                }
            }
            if open.isEmpty { return }
        }
    }

    /// Steps into a dictionary or an array `depth` levels deep.
    private mutating func enter(depth: Int) throws(OpenStepPlistError) {
        guard depth <= limits.maximumDepth else { throw error(.tooDeep(limits.maximumDepth)) }
        index += 1
    }

    /// A dictionary's next key and its `=`, or nil at its closing `}` (read).
    private mutating func key() throws(OpenStepPlistError) -> OpenStepText? {
        try skipSpace()
        if peek == UInt8(ascii: "}") {
            index += 1
            return nil
        }
        let key: OpenStepText
        if peek == UInt8(ascii: "\"") || peek == UInt8(ascii: "'") {
            key = try quoted()
        } else if let token = unquoted() {
            key = token
        } else {
            throw error(.expected("a key or '}'"))
        }
        try skipSpace()
        guard peek == UInt8(ascii: "=") else { throw error(.expected("'=' after the key '\(VisibleText.escaped(key.string(in: bytes)))'")) }
        index += 1
        try skipSpace()
        return key
    }

    private mutating func data() throws(OpenStepPlistError) -> Data {
        let start = index
        index += 1
        var result = Data()
        var high: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw error(.invalidData("an odd number of hex digits"), at: start) }
                index += 1
                return result
            }
            if Self.isSpace(byte) { index += 1; continue }
            guard let digit = Self.hexValue(byte) else {
                throw error(.invalidData("'\(Self.character(at: index, in: bytes))' is not a hex digit"))
            }
            if let first = high {
                result.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
            index += 1
        }
        throw error(.invalidData("'<' is never closed by '>'"), at: start)
    }

    /// A quoted string; Xcode writes `"`, CoreFoundation also reads `'`.
    private mutating func quoted() throws(OpenStepPlistError) -> OpenStepText {
        let start = index
        let quote = bytes[index]
        index += 1
        // Most strings hold no escape: their bytes in the file are the text, checked and not copied.
        var end = index, high: UInt8 = 0
        while end < bytes.count, bytes[end] != quote, bytes[end] != UInt8(ascii: "\\") {
            high |= bytes[end]
            end += 1
        }
        if end < bytes.count, bytes[end] == quote {
            guard high < 0x80 || String(validating: bytes[index..<end], as: UTF8.self) != nil else { throw error(.notUTF8, at: start) }
            defer { index = end + 1 }
            return OpenStepText(index..<end)
        }
        var utf8: [UInt8] = []
        var pendingHighSurrogate: (value: UInt32, at: Int)?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                if let pending = pendingHighSurrogate { throw error(.invalidEscape("a lone UTF-16 surrogate"), at: pending.at) }
                index += 1
                guard let text = String(validating: utf8, as: UTF8.self) else { throw error(.notUTF8, at: start) }
                return OpenStepText(start..<index, unescaped: text)
            }
            guard byte == UInt8(ascii: "\\") else {
                if let pending = pendingHighSurrogate { throw error(.invalidEscape("a lone UTF-16 surrogate"), at: pending.at) }
                utf8.append(byte)
                index += 1
                continue
            }
            let escapeStart = index
            index += 1
            guard index < bytes.count else { break }
            let scalarValue = try escape(startingAt: escapeStart)
            if let pending = pendingHighSurrogate {
                guard (0xDC00...0xDFFF).contains(scalarValue) else { throw error(.invalidEscape("a lone UTF-16 surrogate"), at: pending.at) }
                pendingHighSurrogate = nil
                append(0x10000 + ((pending.value - 0xD800) << 10) + (scalarValue - 0xDC00), to: &utf8)
            } else if (0xD800...0xDBFF).contains(scalarValue) {
                pendingHighSurrogate = (scalarValue, escapeStart)
            } else if (0xDC00...0xDFFF).contains(scalarValue) {
                throw error(.invalidEscape("a lone UTF-16 surrogate"), at: escapeStart)
            } else {
                append(scalarValue, to: &utf8)
            }
        }
        throw error(.unterminatedString, at: start)
    }

    /// The code point one escape stands for; `index` is just past the backslash.
    private mutating func escape(startingAt start: Int) throws(OpenStepPlistError) -> UInt32 {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "a"): return 0x07
        case UInt8(ascii: "b"): return 0x08
        case UInt8(ascii: "f"): return 0x0C
        case UInt8(ascii: "n"): return 0x0A
        case UInt8(ascii: "r"): return 0x0D
        case UInt8(ascii: "t"): return 0x09
        case UInt8(ascii: "v"): return 0x0B
        case UInt8(ascii: "U"):
            var value: UInt32 = 0, digits = 0
            while digits < 4, index < bytes.count, let digit = Self.hexValue(bytes[index]) {
                value = value << 4 | UInt32(digit)
                digits += 1
                index += 1
            }
            guard digits > 0 else { throw error(.invalidEscape("\\U needs 1 to 4 hex digits"), at: start) }
            return value
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0")), digits = 1
            while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                value = value << 3 | UInt32(bytes[index] - UInt8(ascii: "0"))
                digits += 1
                index += 1
            }
            // CoreFoundation reads octal escapes above 127 as NeXTSTEP characters; nothing Xcode
            // writes uses them, so they are refused rather than guessed.
            guard value < 0x80 else { throw error(.invalidEscape("octal escape above \\177 (a NeXTSTEP character)"), at: start) }
            return value
        default:
            // `\"`, `\\`, `\'` and any other character stand for themselves. A multi-byte UTF-8
            // character after the backslash is kept whole.
            index -= 1
            let length = Self.sequenceLength(byte)
            guard length > 0, index + length <= bytes.count,
                  let text = String(validating: bytes[index..<(index + length)], as: UTF8.self),
                  let scalar = text.unicodeScalars.first else { throw error(.notUTF8) }
            index += length
            return scalar.value
        }
    }

    private func append(_ value: UInt32, to utf8: inout [UInt8]) {
        // Surrogates were handled by the caller, so every value here is a scalar.
        guard let scalar = Unicode.Scalar(value) else { return }
        utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func unquoted() -> OpenStepText? {
        let start = index
        while index < bytes.count, Self.isTokenByte(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        return OpenStepText(start..<index)
    }

    private mutating func skipSpace() throws(OpenStepPlistError) {
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isSpace(byte) {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = index
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                guard index + 1 < bytes.count else { throw error(.unterminatedComment, at: start) }
                index += 2
            } else {
                return
            }
        }
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func error(_ reason: OpenStepPlistError.Reason, at offset: Int? = nil) -> OpenStepPlistError {
        let offset = min(offset ?? index, bytes.count)
        var line = 1, column = 1
        for byte in bytes[..<offset] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return OpenStepPlistError(reason, line: line, column: column, offset: offset)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The length of the UTF-8 sequence a lead byte starts; 0 for a continuation or invalid byte.
    private static func sequenceLength(_ byte: UInt8) -> Int {
        switch byte {
        case 0x00..<0x80: 1
        case 0xC2..<0xE0: 2
        case 0xE0..<0xF0: 3
        case 0xF0..<0xF5: 4
        default: 0
        }
    }

    /// The character at `offset`, escaped for a message.
    private static func character(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let length = max(1, sequenceLength(bytes[offset]))
        let end = min(bytes.count, offset + length)
        return VisibleText.escaped(String(decoding: bytes[offset..<end], as: UTF8.self))
    }
}
