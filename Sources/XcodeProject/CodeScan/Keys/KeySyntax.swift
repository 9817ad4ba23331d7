import Essentials

/// The small pieces of syntax the key scanners read around a call, each bounded: the receiver
/// before a `.`, a cast after a call, and what type a written value has.
enum KeySyntax {
    /// How far back a receiver and forward a call's arguments are read: real ones are far shorter.
    static let maximumBytes = 512
    /// How far before a write a local value's definition is looked for (`let data = try encoder.encode(x)`).
    static let maximumLookBack = 1500

    /// Where the postfix expression ending right before `end` starts: names, `.`, `?`, `!` and
    /// balanced `(...)`/`[...]`, read backwards at most `maximumBytes`.
    static func postfixStart(in source: SourceText, before end: Int) -> Int {
        let bytes = source.bytes, floor = max(0, end - maximumBytes)
        var index = source.skippingSpacesBack(from: end)
        while index > floor {
            let byte = bytes[index - 1]
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                let open = byte == UInt8(ascii: ")") ? UInt8(ascii: "(") : UInt8(ascii: "[")
                var depth = 0, scan = index - 1
                while scan >= floor {
                    if bytes[scan] == byte { depth += 1 } else if bytes[scan] == open { depth -= 1; if depth == 0 { break } }
                    scan -= 1
                }
                guard scan >= floor, depth == 0 else { return index }
                index = scan
            } else if SourceText.isIdentifier(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") {
                index -= 1
            } else if SourceText.isSpace(byte), index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                // A chain broken over lines: `UserDefaults(suiteName: group)\n    .string(forKey: "k")`.
                let before = source.skippingSpacesBack(from: index)
                guard before > floor else { return index }
                index = before
            } else {
                return index
            }
        }
        return index
    }

    /// The type a cast right after a call names (`as? String`, `as! [String: Any]`), as a stored
    /// type; nil without a cast or for a type no property list holds.
    static func castType(in source: SourceText, after offset: Int) -> KeyAccess.StoredType? {
        let text = source.text(offset..<min(source.bytes.count, offset + 80))
        guard let cast = text.firstMatch(of: #/^\s*as\s*[?!]\s*/#) else { return nil }
        let rest = text[cast.range.upperBound...]
        if rest.first == "[" {
            // The bracketed type, balanced: `[String: Any]`, `[[String: Int]]`.
            var depth = 0
            for index in rest.indices {
                if rest[index] == "[" { depth += 1 }
                if rest[index] == "]" { depth -= 1; if depth == 0 { return type(named: String(rest[...index])) } }
            }
            return nil
        }
        return type(named: String(rest.prefix { $0 == "_" || $0 == "." || ($0.isASCII && ($0.isLetter || $0.isNumber)) }))
    }

    /// What a read gives where its key is absent, when that is not nil: the last operand of the
    /// `??` chain after the getter (and its cast), as written (`object(forKey:) as? String ?? "UN"`:
    /// `"UN"`), or the zero a getter returns for an absent key (`integer(forKey:)`: `0`, whatever
    /// follows it: its `??` serves a nil suite). Read within
    /// `maximumDefaultBytes` of the call.
    static func absentValue(of getter: String, in source: SourceText, after offset: Int) -> String? {
        // These return a value, never nil, for an absent key: a `??` after them serves a nil suite only.
        switch getter {
        case "integer", "double", "float": return "0"
        case "bool": return "false"
        default: break
        }
        let bytes = source.bytes
        let end = min(bytes.count, offset + maximumDefaultBytes)
        var index = offset
        // The cast: `as? Type`, `as! [String: Any]`.
        if let cast = source.text(offset..<end).firstMatch(of: #/^\s*as\s*[?!]\s*(?:\[[^\]\n]*\]|[A-Za-z_][A-Za-z0-9_.<>]*)\??/#) {
            index = offset + cast.output.utf8.count
        }
        var last: Range<Int>?
        while true {
            var next = index
            while next < end, SourceText.isSpace(bytes[next]) { next += 1 }
            guard next + 1 < end, bytes[next] == UInt8(ascii: "?"), bytes[next + 1] == UInt8(ascii: "?") else { break }
            // One operand: to the next `??` at its own depth, or the end of the expression.
            let start = source.skippingSpaces(from: next + 2)
            var cursor = start, depth = 0
            operand: while cursor < end {
                let byte = bytes[cursor]
                if source.language.opensString(byte) {
                    cursor = SourceText.skipString(in: bytes, from: cursor, language: source.language) ?? end
                    continue
                }
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if depth == 0 { break operand }
                    depth -= 1
                case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "\n"):
                    // (`where` would bind to the last pattern alone.) A line that goes on with `??` or a member continues the expression.
                    guard depth == 0 else { break }
                    let ahead = source.skippingSpaces(from: cursor + 1)
                    if byte == UInt8(ascii: "\n"), ahead < end, bytes[ahead] == UInt8(ascii: ".") || bytes[ahead] == UInt8(ascii: "?") { break }
                    break operand
                case UInt8(ascii: "?") where depth == 0 && cursor + 1 < end && bytes[cursor + 1] == UInt8(ascii: "?"):
                    break operand
                default: break
                }
                cursor += 1
            }
            guard cursor > start else { break }
            last = start..<cursor
            index = cursor
        }
        return last.map { DartScanner.shortened(source.text($0).trimmingWhitespace) }
    }

    /// How far past a read its default is looked for.
    static let maximumDefaultBytes = 400

    /// A Swift or Dart type's name as a stored type: `String`, `Int`, `[String: Any]`, `Data`,
    /// `Uint8List`, `List<int>`, `Map<String, dynamic>`; nil for any other (a model type, `Any`).
    static func type(named name: String) -> KeyAccess.StoredType? {
        var type = name.trimmingWhitespace
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if type.hasPrefix("[") {
            // A colon at the top level of the brackets is a dictionary's.
            var depth = 0
            for character in type {
                if character == "[" || character == "<" || character == "(" { depth += 1 }
                if character == "]" || character == ">" || character == ")" { depth -= 1 }
                if character == ":", depth == 1 { return .dictionary }
            }
            return .array
        }
        let head = String(type.prefix { $0 != "<" }).trimmingWhitespace
        switch head {
        case "String", "NSString", "Substring": return .string
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "Bool",
             "NSNumber", "int", "double", "num", "bool": return .number
        case "Data", "NSData", "Uint8List": return .data
        case "Date", "NSDate", "DateTime": return .date
        case "Array", "NSArray", "List", "Iterable": return .array
        case "Dictionary", "NSDictionary", "Map": return .dictionary
        default: return nil
        }
    }

    /// What a literal written in place is: `"..."`/`'...'` a string, `3`/`2.5`/`true` a number,
    /// `[...]` an array or a dictionary (`[:]`, `["a": 1]`, Dart's `{...}`); nil for anything else.
    static func literalType(_ expression: String) -> KeyAccess.StoredType? {
        let text = expression.trimmingWhitespace
        guard let first = text.first else { return nil }
        if first == "\"" || first == "'" || (first == "r" && (text.dropFirst().first == "'" || text.dropFirst().first == "\"")) {
            // One literal, not `"a" + b.count` (still a string) nor `"a".count` (a number).
            return text.contains(".count") || text.contains(".length") ? nil : .string
        }
        if text == "true" || text == "false" { return .number }
        if text.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" }), text.contains(where: \.isNumber) { return .number }
        if first == "[" || first == "{" {
            guard text.count < maximumBytes else { return nil }
            if text == "[:]" { return .dictionary }
            if first == "{" { return .dictionary }
            var depth = 0
            var inString: Character?
            for character in text {
                if let quote = inString { if character == quote { inString = nil }; continue }
                if character == "\"" || character == "'" { inString = character; continue }
                if character == "[" || character == "(" || character == "{" { depth += 1 }
                if character == "]" || character == ")" || character == "}" { depth -= 1 }
                if character == ":", depth == 1 { return .dictionary }
            }
            return .array
        }
        return nil
    }

    /// Whether a key path (`setValue(_:forKeyPath:)`'s, as written) is one key, which key-value
    /// coding sets on the suite as `forKey:` does: a name, or a literal with no `.`; a dotted
    /// literal goes into the value stored under its first key.
    static func isOneKey(keyPath expression: String) -> Bool {
        !(SourceText.literal(expression.trimmingWhitespace, language: .swift)?.contains(".") ?? false)
    }

    /// What a Swift value passed to `set(_:forKey:)` is: a literal's type, an encoder's `Data`,
    /// `Date()`, `String(...)`, or a local name whose definition before the write (in
    /// `maximumLookBack` bytes) says.
    static func swiftValueType(_ expression: String, in source: SourceText, before offset: Int) -> KeyAccess.StoredType? {
        if let type = literalType(expression) ?? callType(expression) { return type }
        guard let name = SourceText.constantName(in: expression, language: .swift), !expression.contains(".") else { return nil }
        let window = source.text(max(0, offset - maximumLookBack)..<offset)
        // The last definition of the name before the write: `let name = ...` or `name: Type`.
        var found: KeyAccess.StoredType?
        for line in window.split(separator: "\n") where line.contains(name) {
            if let match = line.firstMatch(of: #/(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*([^=]+?))?\s*=\s*(.+)$/#), match.1 == name {
                found = match.2.flatMap { type(named: String($0)) } ?? literalType(String(match.3)) ?? callType(String(match.3))
                continue
            }
            // A parameter: `func save(_ items: [Item], count: Int)`.
            for parameter in line.matches(of: #/([A-Za-z_][A-Za-z0-9_]*)\s*:\s*([A-Z][A-Za-z0-9]*\??|\[[^\]\n]*\]\??)\s*[,)=]/#) where parameter.1 == name {
                found = type(named: String(parameter.2))
            }
        }
        return found
    }

    /// A call whose result's type its name says: `JSONEncoder().encode(x)`, `try encoder.encode(x)`,
    /// `NSKeyedArchiver.archivedData(...)`, `JSONSerialization.data(...)`, `image.pngData()`: Data;
    /// `Date()`: a Date; `String(...)`, `x.description`: a string.
    static func callType(_ expression: String) -> KeyAccess.StoredType? {
        let text = expression.trimmingWhitespace
        if text.contains(".encode(") || text.contains("archivedData(") || text.contains("JSONSerialization.data(") || text.contains(".pngData()")
            || text.contains(".jpegData(") || text.hasPrefix("Data(") { return .data }
        if text.hasPrefix("Date(") || text == "Date.now" || text == ".now" { return .date }
        if text.hasPrefix("String(") || text.hasSuffix(".description") || text.hasSuffix(".uuidString") || text.hasSuffix(".absoluteString") {
            return .string
        }
        return nil
    }

    /// A string literal's head before its first interpolation and tail after its last
    /// (`"item_\(id)"` gives `item_` and nothing, `"\(name)_state"` nothing and `_state`, Dart's
    /// `'item_$id'` and `'${a}_b'` alike); nil for anything else or a literal without interpolation.
    static func interpolation(_ expression: String, language: SourceText.Language) -> (head: String?, tail: String?)? {
        let text = expression.trimmingWhitespace
        guard let quote = text.first, quote == "\"" || (language == .dart && quote == "'"), text.count >= 2, text.last == quote,
              text.count <= maximumBytes else { return nil }
        let body = text.dropFirst().dropLast()
        let marker: String = language == .dart ? "$" : "\\("
        guard let first = body.firstRange(of: marker) else { return nil }
        let head = body[..<first.lowerBound]
        // The tail: after the last interpolation's end (`)` in Swift; `}` or the name's end in Dart).
        var tail = Substring("")
        if language == .swift, let close = body.lastIndex(of: ")"), close >= first.upperBound {
            tail = body[body.index(after: close)...]
        } else if language == .dart, let last = body.ranges(of: marker).last {
            let after = body[last.upperBound...]
            tail = after.first == "{" ? (after.firstIndex(of: "}").map { after[after.index(after: $0)...] } ?? "")
                : after.drop { $0 == "_" || $0.isLetter || $0.isNumber }
        }
        let clean = { (part: Substring) -> String? in part.isEmpty || part.contains("\\") || part.contains("$") || part.contains("(") ? nil : String(part) }
        return (clean(head), clean(tail))
    }
}
