import Essentials
import SharedData

/// A source file prepared for pattern matching: comments blanked out (so commented-out calls and
/// doc examples are not taken for code; newlines kept, so lines still count), string literals
/// kept, and helpers to read a call's arguments and a string literal. Every language doctor reads
/// (Swift, Dart, Objective-C, JavaScript/TypeScript, Kotlin, C#) is lexed here: its quotes, its
/// comments, its interpolation.
struct SourceText {
    typealias Language = CodeOccurrence.Language

    let language: Language
    /// The file as shown, for what a scan reports of it (`CappedScans`); empty for a piece of code.
    let file: String
    /// The language a report names the file's scan by, where it is lexed as another (a React
    /// Native app's scripts, read for keys with Dart's quotes: `ScriptKeyScanner`).
    let shownLanguage: Language
    /// The text with every comment replaced by spaces.
    let code: String
    let bytes: [UInt8]
    private let lineStarts: [Int]
    /// Where string literals are (byte offsets), so a call written inside a string is not code.
    let strings: [Range<Int>]
    /// Every closed block, so finding one costs a search, not a scan to its end.
    let blocks: BlockIndex
    /// Where each identifier starts (a run of `isIdentifier` bytes, strings' included), so that
    /// `wordOffsets`, asked a dozen times a file, reads the identifiers rather than every byte:
    /// 4 bytes an identifier, at most 2 bytes per byte of code.
    let identifierStarts: [UInt32]
    /// The same starts grouped by their identifier's first byte and length (`IdentifierIndex`), so
    /// that `wordOffsets` reads only the identifiers that could be its words: on a 2,000-file app
    /// a quarter of doctor's time went to reading every identifier for each word asked.
    let identifiers: IdentifierIndex

    /// The texts parsed while a test counts them (`$parses.withValue`): a run parses each file once
    /// and shares it (issue 41). Written by one synchronous run at a time.
    final class Parses: @unchecked Sendable {
        private(set) var counts: [String: Int] = [:]

        func record(_ text: String) { counts[text, default: 0] += 1 }
    }

    @TaskLocal static var parses: Parses?

    init(_ text: String, language: Language, file: String = "", shownAs shownLanguage: Language? = nil) {
        Self.parses?.record(text)
        self.language = language
        self.file = file
        self.shownLanguage = shownLanguage ?? language
        code = Self.blankingComments(text, language: language)
        bytes = Array(code.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
        var strings: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if language.opensString(byte) {
                let end = Self.skipString(in: bytes, from: index, language: language) ?? bytes.count
                strings.append(index..<end)
                index = end
                continue
            }
            index += 1
        }
        self.strings = strings
        blocks = BlockIndex(bytes, code: CodeOffsets(bytes, strings: strings, language: language, from: 0, to: bytes.count))
        var identifierStarts: [UInt32] = [], identifierLengths: [Int] = []
        // Past `BlockIndex.maximumBytes` (beyond every read limit) the offsets would not fit 32 bits.
        index = bytes.count < BlockIndex.maximumBytes ? 0 : bytes.count
        while index < bytes.count {
            guard Self.isIdentifier(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            index += 1
            while index < bytes.count, Self.isIdentifier(bytes[index]) { index += 1 }
            identifierStarts.append(UInt32(start))
            identifierLengths.append(index - start)
        }
        self.identifierStarts = identifierStarts
        identifiers = IdentifierIndex(bytes, starts: identifierStarts, lengths: identifierLengths)
    }

    /// Whether a position lies inside a string literal.
    func isInString(_ index: String.Index) -> Bool {
        isInString(offset: code.utf8.distance(from: code.startIndex, to: index))
    }

    /// Whether a byte offset lies inside a string literal.
    func isInString(offset: Int) -> Bool {
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

    /// The byte offsets of a 1-based line of `code`, its line break excluded; nil past the last line.
    func range(ofLine line: Int) -> Range<Int>? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        return lineStarts[line - 1]..<max(lineStarts[line - 1], end)
    }

    /// The byte offset of a position in `code`.
    func offset(of index: String.Index) -> Int {
        code.utf8.distance(from: code.startIndex, to: index)
    }

    /// The position of a byte offset in `code`.
    func index(at offset: Int) -> String.Index {
        code.utf8.index(code.startIndex, offsetBy: max(0, min(offset, bytes.count)))
    }

    /// The `{ ... }` block that starts at `offset` after optional whitespace (and an `else`
    /// when `afterElse`), as byte offsets, its strings skipped; nil when there is none or it is
    /// never closed.
    func block(at offset: Int, afterElse: Bool = false) -> Range<Int>? {
        var index = skippingSpaces(from: offset)
        if afterElse {
            guard index + 4 <= bytes.count, bytes[index..<(index + 4)].elementsEqual("else".utf8) else { return nil }
            index = skippingSpaces(from: index + 4)
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
        var depth = 0
        for index in codeOffsets(from: offset, to: offset + Self.maximumArgumentBytes) {
            switch bytes[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: "{") where depth <= 0: return index
            case UInt8(ascii: "}") where depth <= 0: return nil
            default: break
            }
        }
        return nil
    }

    func skippingSpaces(from offset: Int) -> Int {
        var index = offset
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        return index
    }

    // MARK: Arguments

    struct Argument {
        let label: String?
        let expression: String
        /// Where the expression starts in `code`.
        var offset: Int = 0
    }

    /// Real calls close within this; a file of unclosed calls must not cost quadratic time.
    static let maximumArgumentBytes = 1024

    /// The arguments of the call whose `(` ends just before `start`, split at top-level commas;
    /// nil when the parenthesis is not closed within `maximumArgumentBytes`.
    func arguments(from start: String.Index) -> [Argument]? {
        arguments(fromOffset: code.utf8.distance(from: code.startIndex, to: start))
    }

    /// The same from a byte offset just past the `(` (or `[`, `{`), within `limit` bytes. With
    /// `leading`, a list the limit cuts off gives the arguments that ended within it: a
    /// configuration's `kind:` comes before a `content:` closure that may run for pages
    /// (home-assistant's `WidgetOpenPage`, whose kind was lost with its whole list).
    func arguments(fromOffset start: Int, limit: Int = maximumArgumentBytes, leading: Bool = false) -> [Argument]? {
        var arguments: [Argument] = []
        var depth = 0
        var argumentStart = start
        func take(_ end: Int) -> Argument {
            var argument = Self.argument(bytes[argumentStart..<end])
            argument.offset = skippingSpaces(from: argumentStart)
            if argument.label != nil, let colon = bytes[argumentStart..<end].firstIndex(of: UInt8(ascii: ":")) { argument.offset = skippingSpaces(from: colon + 1) }
            return argument
        }
        // A literal left open to the end of the file ends the walk: no bracket closes.
        for index in codeOffsets(from: start, to: start + limit) {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            // (`where` binds only the last pattern of a list: the closers are tested alone.)
            case UInt8(ascii: ")") where depth == 0, UInt8(ascii: "]") where depth == 0, UInt8(ascii: "}") where depth == 0:
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
        }
        return leading && !arguments.isEmpty ? arguments : nil
    }

    /// `argument(_: String)` read over the bytes where they are all ASCII (nearly every argument):
    /// asking each `Character` whether it is white space or a letter went through Unicode's
    /// tables, a tenth of the code scan.
    private static func argument(_ text: ArraySlice<UInt8>) -> Argument {
        guard text.allSatisfy({ $0 < 0x80 }) else { return argument(String(decoding: text, as: UTF8.self)) }
        var start = text.startIndex, end = text.endIndex
        while start < end, isWhitespace(text[start]) { start += 1 }
        while end > start, isWhitespace(text[end - 1]) { end -= 1 }
        func string(_ range: Range<Int>) -> String { String(decoding: text[range], as: UTF8.self) }
        let isLetter = { (byte: UInt8) in byte == UInt8(ascii: "_") || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) }
        guard start < end, isLetter(text[start]) else { return Argument(label: nil, expression: string(start..<end)) }
        var labelEnd = start
        while labelEnd < end, isLetter(text[labelEnd]) || (text[labelEnd] >= 0x30 && text[labelEnd] <= 0x39) { labelEnd += 1 }
        var colon = labelEnd
        while colon < end, isWhitespace(text[colon]) { colon += 1 }
        guard colon < end, text[colon] == UInt8(ascii: ":"), colon + 1 == end || text[colon + 1] != UInt8(ascii: ":") else {
            return Argument(label: nil, expression: string(start..<end))
        }
        var expression = colon + 1
        while expression < end, isWhitespace(text[expression]) { expression += 1 }
        return Argument(label: string(start..<labelEnd), expression: string(expression..<end))
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

    // MARK: String literals

    /// A piece of a string literal: its text, or an interpolated expression (`\(x)`, `${x}`, `$x`, `{x}`).
    enum Part: Hashable {
        case text(String)
        case expression(String)
    }

    /// A single string literal without interpolation, unescaped; nil for anything else.
    static func literal(_ expression: String, language: Language) -> String? {
        guard let parts = stringParts(expression, language: language) else { return nil }
        var result = ""
        for part in parts {
            guard case let .text(text) = part else { return nil }
            result += text
        }
        return result
    }

    /// The pieces of a single string literal, escapes undone: `"group.\(id)"` is the text `group.`
    /// and the expression `id`. Objective-C's `@"..."`, C#'s `@"..."` and `$"..."`, Dart's raw
    /// `r'...'`, JavaScript's template literals and Kotlin's `$name` are read; nil when the
    /// expression is not one literal (a concatenation, a call).
    static func stringParts(_ expression: String, language: Language) -> [Part]? {
        var text = Substring(expression.trimmingWhitespace)
        var raw = false, interpolates = true
        switch language {
        case .dart where text.hasPrefix("r"): raw = true; text = text.dropFirst()
        case .objectiveC where text.hasPrefix("@"): text = text.dropFirst()
        case .csharp where text.hasPrefix("@"): raw = true; text = text.dropFirst(); interpolates = false
        case .csharp where text.hasPrefix("$@") || text.hasPrefix("@$"): raw = true; text = text.dropFirst(2)
        case .csharp where text.hasPrefix("$"): text = text.dropFirst()
        case .csharp: interpolates = false
        default: break
        }
        return plainLiteral(text, language: language) ?? literalParts(text, language: language, raw: raw, interpolates: interpolates)
    }

    /// The pieces of a literal, its prefix (`r`, `@`, `$`) read off, one `Character` at a time.
    static func literalParts(_ text: Substring, language: Language, raw: Bool, interpolates: Bool) -> [Part]? {
        guard text.count >= 2, let quote = text.first, language.opensString(quote.asciiValue ?? 0), text.last == quote else { return nil }
        // Swift's, Dart's and Kotlin's triple-quoted strings span lines: no group or kind is one.
        let body = text.dropFirst().dropLast()
        var parts: [Part] = []
        var current = ""
        var index = body.startIndex
        func flush() {
            if !current.isEmpty { parts.append(.text(current)); current = "" }
        }
        /// The expression of a bracketed interpolation whose opening bracket is at `open`; nil when unclosed.
        func bracketed(from open: Substring.Index, closer: Character) -> (String, Substring.Index)? {
            var depth = 0, cursor = open
            while cursor < body.endIndex {
                let character = body[cursor]
                if character == body[open] { depth += 1 }
                if character == closer {
                    depth -= 1
                    if depth == 0 { return (String(body[body.index(after: open)..<cursor]), body.index(after: cursor)) }
                }
                cursor = body.index(after: cursor)
            }
            return nil
        }
        while index < body.endIndex {
            let character = body[index]
            if character == quote || character == "\n" { return nil }
            let next = body.index(after: index)
            if interpolates, !raw {
                let brace = next < body.endIndex && body[next] == "{"
                if language == .swift, character == "\\", next < body.endIndex, body[next] == "(" {
                    guard let (inner, after) = bracketed(from: next, closer: ")") else { return nil }
                    flush(); parts.append(.expression(inner)); index = after; continue
                }
                if character == "$", brace, language == .dart || language == .kotlin || (language == .javaScript && quote == "`") {
                    guard let (inner, after) = bracketed(from: next, closer: "}") else { return nil }
                    flush(); parts.append(.expression(inner)); index = after; continue
                }
                if character == "$", language == .dart || language == .kotlin {
                    var end = next
                    while end < body.endIndex, body[end] == "_" || (body[end].isASCII && (body[end].isLetter || body[end].isNumber)) { end = body.index(after: end) }
                    guard end > next else { return nil }
                    flush(); parts.append(.expression(String(body[next..<end]))); index = end; continue
                }
                if character == "{", language == .csharp {
                    if brace { current.append("{"); index = body.index(after: next); continue }
                    guard let (inner, after) = bracketed(from: index, closer: "}") else { return nil }
                    flush(); parts.append(.expression(inner)); index = after; continue
                }
            }
            if character == "\\", !raw {
                guard next < body.endIndex else { return nil }
                switch body[next] {
                case "n": current.append("\n")
                case "t": current.append("\t")
                case "r": current.append("\r")
                case "0" where language == .swift: current.append("\0")
                case "u", "x": return nil
                case let other: current.append(other)
                }
                index = body.index(after: next)
                continue
            }
            if language == .csharp, raw, character == "\"" { return nil }
            current.append(character)
            index = next
        }
        flush()
        return parts.isEmpty ? [.text("")] : parts
    }

    /// `stringParts` of a literal whose body is printable ASCII without a quote of any kind, a
    /// backslash, `$` or `{` (a group, a kind: nearly every literal), read over its bytes: no
    /// escape, interpolation or end can be in it, so it is its own text. Nil for any other text,
    /// which the `Character` loop reads (it cost a twentieth of the code scan, issue 41).
    static func plainLiteral(_ text: Substring, language: Language) -> [Part]? {
        let bytes = text.utf8
        guard bytes.count >= 2, let quote = bytes.first, language.opensString(quote), bytes.last == quote else { return nil }
        let body = bytes.dropFirst().dropLast()
        let plain = body.allSatisfy { byte in
            byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'") && byte != UInt8(ascii: "`")
                && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "$") && byte != UInt8(ascii: "{")
        }
        guard plain else { return nil }
        return [.text(String(decoding: body, as: UTF8.self))]
    }

    // MARK: Lexing

    /// The offset just past the string literal that starts at `start` in `bytes`; nil when it
    /// is never closed.
    static func skipString(in bytes: [UInt8], from start: Int, language: Language) -> Int? {
        let quote = bytes[start]
        let triple = language.hasTripleQuotes && start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
        var index = start + (triple ? 3 : 1)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") { index += 2; continue }
            if !triple, byte == UInt8(ascii: "\n"), quote != UInt8(ascii: "`") { return index }
            if byte == quote {
                if !triple { return index + 1 }
                if index + 2 < bytes.count, bytes[index + 1] == quote, bytes[index + 2] == quote { return index + 3 }
            }
            index += 1
        }
        return nil
    }

    /// `//` and `/* */` comments (nested where the language nests them) replaced by spaces;
    /// strings are skipped so a `//` inside a URL string stays.
    static func blankingComments(_ text: String, language: Language) -> String {
        var bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if language.opensString(byte) {
                index = skipString(in: bytes, from: index, language: language) ?? bytes.count
                continue
            }
            guard byte == UInt8(ascii: "/"), index + 1 < bytes.count else { index += 1; continue }
            if bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { bytes[index] = UInt8(ascii: " "); index += 1 }
            } else if bytes[index + 1] == UInt8(ascii: "*") {
                var depth = 0
                while index < bytes.count {
                    if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*"), depth == 0 || language.nestsBlockComments {
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

extension CodeOccurrence.Language {
    /// Whether `byte` opens a string (or character) literal in this language.
    func opensString(_ byte: UInt8) -> Bool {
        switch self {
        case .swift: byte == UInt8(ascii: "\"")
        case .javaScript: byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`")
        case .dart, .objectiveC, .kotlin, .csharp: byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
        }
    }

    /// Whether `"""` opens a multi-line string.
    var hasTripleQuotes: Bool { self == .swift || self == .dart || self == .kotlin }

    /// Whether `/* /* */ */` is one comment (Swift, Dart, Kotlin) rather than ending at the first `*/`.
    var nestsBlockComments: Bool { self == .swift || self == .dart || self == .kotlin }
}
