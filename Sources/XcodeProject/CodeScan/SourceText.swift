import Essentials
import SharedData

/// A source file prepared for pattern matching: comments blanked out (so commented-out calls and
/// doc examples are not taken for code; newlines kept, so lines still count), string literals
/// kept, and helpers to read a call's arguments and the constants declared in the file.
struct SourceText {
    typealias Language = CodeOccurrence.Language

    let language: Language
    /// The text with every comment replaced by spaces.
    let code: String
    let bytes: [UInt8]
    private let lineStarts: [Int]
    /// Where string literals are (byte offsets), so a call written inside a string is not code.
    private let strings: [Range<Int>]
    /// Every closed block, so finding one costs a search, not a scan to its end.
    private let blocks: BlockIndex

    init(_ text: String, language: Language) {
        self.language = language
        code = Self.blankingComments(text, language: language)
        bytes = Array(code.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
        var strings: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\"") || (language == .dart && byte == UInt8(ascii: "'")) else { index += 1; continue }
            let end = Self.skipString(in: bytes, from: index, language: language) ?? bytes.count
            strings.append(index..<end)
            index = end
        }
        self.strings = strings
        blocks = BlockIndex(bytes, language: language)
    }

    /// Whether a position lies inside a string literal.
    func isInString(_ index: String.Index) -> Bool {
        let offset = code.utf8.distance(from: code.startIndex, to: index)
        var low = 0, high = strings.count
        while low < high {
            let middle = (low + high) / 2
            if strings[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low < strings.count && strings[low].contains(offset)
    }

    /// The 1-based line of a position in `code`.
    func line(of index: String.Index) -> Int {
        line(at: code.utf8.distance(from: code.startIndex, to: index))
    }

    /// The 1-based line of a byte offset of `code`.
    func line(at offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The byte offset of a position in `code`.
    func offset(of index: String.Index) -> Int {
        code.utf8.distance(from: code.startIndex, to: index)
    }

    /// The `{ ... }` block that starts at `offset` after optional whitespace (and an `else`
    /// when `afterElse`), as byte offsets, its strings skipped; nil when there is none or it is
    /// never closed.
    func block(at offset: Int, afterElse: Bool = false) -> Range<Int>? {
        var index = offset
        func skipSpaces() { while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 || bytes[index] == 0x0D { index += 1 } }
        skipSpaces()
        if afterElse {
            guard index + 4 <= bytes.count, bytes[index..<(index + 4)].elementsEqual("else".utf8) else { return nil }
            index += 4
            skipSpaces()
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        return blocks.block(at: index)
    }

    /// The text of a byte range of `code`.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range.clamped(to: 0..<bytes.count)], as: UTF8.self)
    }

    /// The offset of the first `{` at or after `offset` outside strings and parentheses (a
    /// function's body after its signature), within a few hundred bytes; nil when a `}` or none
    /// comes first (a requirement without a body).
    func firstBrace(after offset: Int) -> Int? {
        var index = offset, depth = 0
        let end = min(bytes.count, offset + Self.maximumArgumentBytes)
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index = Self.skipString(in: bytes, from: index, language: language) ?? end
                continue
            }
            switch byte {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: "{") where depth <= 0: return index
            case UInt8(ascii: "}") where depth <= 0: return nil
            default: break
            }
            index += 1
        }
        return nil
    }

    // MARK: Arguments

    struct Argument {
        let label: String?
        let expression: String
    }

    /// Real calls close within this; a file of unclosed calls must not cost quadratic time.
    static let maximumArgumentBytes = 1024

    /// The arguments of the call whose `(` ends just before `start`, split at top-level commas;
    /// nil when the parenthesis is not closed within `maximumArgumentBytes`.
    func arguments(from start: String.Index) -> [Argument]? {
        var arguments: [Argument] = []
        var depth = 0
        var index = code.utf8.distance(from: code.startIndex, to: start)
        var argumentStart = index
        let end = min(bytes.count, index + Self.maximumArgumentBytes)
        func take(_ end: Int) -> Argument { Self.argument(String(decoding: bytes[argumentStart..<end], as: UTF8.self)) }
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || (language == .dart && byte == UInt8(ascii: "'")) {
                guard let stringEnd = Self.skipString(in: bytes, from: index, language: language) else { return nil }
                index = stringEnd
                continue
            }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")") where depth == 0:
                let last = take(index)
                if !last.expression.isEmpty || last.label != nil { arguments.append(last) }
                return arguments
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                arguments.append(take(index))
                argumentStart = index + 1
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// `label: expression` (not `a ? b : c`, not `Type::member`), or a bare expression.
    private static func argument(_ text: String) -> Argument {
        let trimmed = text.trimmingWhitespace
        let isNameCharacter = { (character: Character) in character == "_" || (character.isASCII && (character.isLetter || character.isNumber)) }
        guard let first = trimmed.first, first == "_" || (first.isASCII && first.isLetter) else { return Argument(label: nil, expression: trimmed) }
        let labelEnd = trimmed.firstIndex { !isNameCharacter($0) } ?? trimmed.endIndex
        let rest = trimmed[labelEnd...].drop { $0.isWhitespace }
        guard rest.first == ":", rest.dropFirst().first != ":" else { return Argument(label: nil, expression: trimmed) }
        return Argument(label: String(trimmed[..<labelEnd]), expression: rest.dropFirst().trimmingWhitespace)
    }

    // MARK: Values

    /// A name a file defines once: as a literal, or as another name (`let kind = widgetKind`,
    /// `static let tally = WidgetKinds.tally`), on a line of the file.
    struct Constant: Hashable {
        enum Value: Hashable {
            case literal(String)
            case name(String)
        }

        let value: Value
        let line: Int
    }

    /// Names followed from one to the next before giving up: real code needs two or three.
    static let maximumAliasHops = 8

    /// The string an expression stands for and the line of this file that defines it (nil for a
    /// literal written in place): a plain literal, or an identifier (`appGroup`,
    /// `Constants.appGroup`, `_groupId`) whose constants in this file lead to a literal.
    func value(of expression: String, constants: [String: Constant]) -> (value: String, line: Int?)? {
        if let literal = Self.literal(expression, language: language) { return (literal, nil) }
        var name = Self.constantName(in: expression, language: language)
        for _ in 0..<Self.maximumAliasHops {
            guard let current = name, let constant = constants[current] else { return nil }
            switch constant.value {
            case let .literal(value): return (value, constant.line)
            case let .name(next): name = next
            }
        }
        return nil
    }

    /// The constant an identifier expression names: `appGroup`, `Constants.appGroup`,
    /// `Self.kind` and `Keys.group.rawValue` name `appGroup`, `kind` and `group`; anything else
    /// names none.
    static func constantName(in expression: String, language: Language) -> String? {
        var parts = expression.split(separator: ".", omittingEmptySubsequences: false).map(\.trimmingWhitespace)
        let isName = { (part: String) in
            guard let first = part.first, first == "_" || first == "$" || (first.isASCII && first.isLetter) else { return false }
            return part.allSatisfy { $0 == "_" || $0 == "$" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
        }
        guard parts.allSatisfy(isName) else { return nil }
        if language == .swift, parts.count > 1, parts.last == "rawValue" { parts.removeLast() }
        return parts.last
    }

    /// `let name = "literal"`, `static let name: String = "..."`, `case name = "..."` (an enum's
    /// raw value), `const String name = '...'`, and the same with another name on the right: names
    /// defined once. A name defined twice with different values is left out rather than guessed.
    func constants() -> [String: Constant] {
        var found: [String: Constant] = [:]
        var conflicting = Set<String>()
        for definition in definitions() {
            let name = definition.name
            if let known = found[name], known.value != definition.constant.value { conflicting.insert(name) }
            if found[name] == nil { found[name] = definition.constant }
        }
        for name in conflicting { found[name] = nil }
        return found
    }

    /// One definition of a name, where it is in `code`.
    struct Definition {
        let name: String
        let constant: Constant
        let offset: Int
    }

    /// Every definition `constants()` knows the shape of, in order (`DefinitionScanner`).
    func definitions() -> [Definition] {
        DefinitionScanner(source: self).matches().compactMap { match in
            let name = text(match.name), right = text(match.value)
            let value: Constant.Value
            if let literal = Self.literal(right, language: language) {
                value = .literal(literal)
            } else if let other = Self.constantName(in: right, language: language), other != name {
                value = .name(other)
            } else {
                return nil
            }
            return Definition(name: name, constant: Constant(value: value, line: line(at: match.start)), offset: match.start)
        }
    }

    /// A single string literal without interpolation, unescaped; nil for anything else.
    static func literal(_ expression: String, language: Language) -> String? {
        var text = Substring(expression.trimmingWhitespace)
        var raw = false
        if language == .dart, text.hasPrefix("r") { raw = true; text = text.dropFirst() }
        guard text.count >= 2, let quote = text.first, quote == "\"" || (language == .dart && quote == "'"), text.last == quote else { return nil }
        let body = text.dropFirst().dropLast()
        var result = ""
        var index = body.startIndex
        while index < body.endIndex {
            let character = body[index]
            if character == quote || character == "\n" { return nil }
            if language == .dart, character == "$", !raw { return nil }
            if character == "\\", !raw {
                let next = body.index(after: index)
                guard next < body.endIndex else { return nil }
                switch body[next] {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "0" where language == .swift: result.append("\0")
                case "(", "u", "x": return nil
                case let other: result.append(other)
                }
                index = body.index(after: next)
                continue
            }
            result.append(character)
            index = body.index(after: index)
        }
        return result
    }

    // MARK: Lexing

    /// The offset just past the string literal that starts at `start` in `bytes`; nil when it
    /// is never closed.
    static func skipString(in bytes: [UInt8], from start: Int, language: Language) -> Int? {
        let quote = bytes[start]
        let triple = start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
        var index = start + (triple ? 3 : 1)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") { index += 2; continue }
            if !triple, byte == UInt8(ascii: "\n") { return index }
            if byte == quote {
                if !triple { return index + 1 }
                if index + 2 < bytes.count, bytes[index + 1] == quote, bytes[index + 2] == quote { return index + 3 }
            }
            index += 1
        }
        return nil
    }

    /// `//` and `/* */` comments (nested, as both languages allow) replaced by spaces; strings
    /// are skipped so a `//` inside a URL string stays.
    static func blankingComments(_ text: String, language: Language) -> String {
        var bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || (language == .dart && byte == UInt8(ascii: "'")) {
                index = skipString(in: bytes, from: index, language: language) ?? bytes.count
                continue
            }
            guard byte == UInt8(ascii: "/"), index + 1 < bytes.count else { index += 1; continue }
            if bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { bytes[index] = UInt8(ascii: " "); index += 1 }
            } else if bytes[index + 1] == UInt8(ascii: "*") {
                var depth = 0
                while index < bytes.count {
                    if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                        depth += 1
                        bytes[index] = UInt8(ascii: " "); bytes[index + 1] = UInt8(ascii: " ")
                        index += 2
                    } else if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                        depth -= 1
                        bytes[index] = UInt8(ascii: " "); bytes[index + 1] = UInt8(ascii: " ")
                        index += 2
                        if depth == 0 { break }
                    } else {
                        if bytes[index] != UInt8(ascii: "\n") { bytes[index] = UInt8(ascii: " ") }
                        index += 1
                    }
                }
            } else {
                index += 1
            }
        }
        // Only whole comments were replaced, and they start and end at ASCII bytes.
        return String(decoding: bytes, as: UTF8.self)
    }
}
