/// Reads the right side of a declaration or an argument (at most a declaration's length) into the
/// few shapes a string is given by: literals (interpolated or not), names and member chains,
/// calls, subscripts, `??` (and `?:`, `||`), `cond ? a : b`, `+`, and the closure of
/// `.first { $0.contains(x) }`. Anything else is `unknown`: the value is then not guessed.
struct ExpressionParser {
    indirect enum Node {
        /// A string literal's pieces, and where it starts in the expression.
        case string([SourceText.Part], at: Int)
        /// A name (or a number), and where it starts.
        case name(String, at: Int)
        /// `.member` with no type written before it.
        case implicitMember(String, at: Int)
        case member(Node, String, at: Int)
        case call(Node, [Argument], at: Int)
        case subscripted(Node, Node)
        /// `a ?? b`: the first, else the second.
        case coalesce(Node, Node)
        /// `c ? a : b`: either.
        case choice(Node, Node)
        /// `a + b + c`.
        case concatenation([Node])
        /// `{ $0.contains(x) }`: the test (`contains`, `hasPrefix`) and what it is given.
        case closure(String, Node)
        /// `self`, `Self`, `this`.
        case selfValue
        case unknown
    }

    struct Argument {
        let label: String?
        let value: Node
    }

    private let bytes: [UInt8]
    private let language: CodeOccurrence.Language
    private var index = 0
    private var depth = 0

    /// Nesting beyond this is no constant a person wrote.
    static let maximumDepth = 32

    init(text: String, language: CodeOccurrence.Language) {
        bytes = Array(text.utf8.prefix(SourceDeclarations.maximumHeaderBytes))
        self.language = language
    }

    var atEnd: Bool {
        var probe = self
        probe.skipSpaces()
        return probe.index >= bytes.count || probe.bytes[probe.index] == UInt8(ascii: ";")
    }

    mutating func parse() -> Node? {
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maximumDepth else { return nil }
        guard let condition = parseCoalesce() else { return nil }
        skipSpaces()
        // `c ? a : b` (not `?.`, `??`).
        if peek("?"), !peek("?."), !peek("??") {
            index += 1
            guard let first = parse() else { return nil }
            skipSpaces()
            guard peek(":") else { return nil }
            index += 1
            guard let second = parse() else { return nil }
            _ = condition
            return .choice(first, second)
        }
        return condition
    }

    private mutating func parseCoalesce() -> Node? {
        guard var node = parseConcatenation() else { return nil }
        while true {
            skipSpaces()
            let operators = language == .kotlin ? ["?:"] : language == .javaScript ? ["??", "||"] : ["??"]
            guard let found = operators.first(where: { peek($0) }) else { return node }
            index += found.utf8.count
            guard let next = parseConcatenation() else { return nil }
            node = .coalesce(node, next)
        }
    }

    private mutating func parseConcatenation() -> Node? {
        guard let first = parsePostfix() else { return nil }
        var parts = [first]
        while true {
            skipSpaces()
            guard peek("+"), !peek("+="), !peek("++") else { break }
            index += 1
            guard let next = parsePostfix() else { return nil }
            parts.append(next)
        }
        return parts.count == 1 ? first : .concatenation(parts)
    }

    private mutating func parsePostfix() -> Node? {
        guard var node = parsePrimary() else { return nil }
        while index < bytes.count {
            let save = index
            skipSpaces(lines: false)
            // Only a member goes on across a line end: `Bundle.main\n    .object(...)`.
            var crossedLine = false
            if index < bytes.count, bytes[index] == 0x0A || bytes[index] == 0x0D {
                skipSpaces()
                crossedLine = true
            }
            if peek("?.") || peek("!.") { index += 1 }
            if peek("."), !peek("..") {
                index += 1
                skipSpaces()
                let at = index
                guard let name = identifier() else { return nil }
                node = .member(node, name, at: at)
                continue
            }
            if crossedLine { index = save; break }
            if peek("(") {
                let at = index
                index += 1
                guard let arguments = parseArguments(closing: ")") else { return nil }
                node = .call(node, arguments, at: at)
                continue
            }
            if peek("["), language != .objectiveC {
                index += 1
                guard let key = parse() else { return nil }
                skipSpaces()
                guard peek("]") else { return nil }
                index += 1
                node = .subscripted(node, key)
                continue
            }
            if peek("{"), language == .swift || language == .kotlin {
                // A trailing closure: `.first { $0.contains(x) }`.
                let at = index
                guard let closure = parseClosure() else { return nil }
                node = .call(node, [Argument(label: nil, value: closure)], at: at)
                continue
            }
            if peek("!"), !peek("!=") { index += 1; continue }
            if let word = peekIdentifier(), word == "as" {
                // `as! String`, `as? [String]`: the type is no part of the value.
                index += 2
                if peek("!") || peek("?") { index += 1 }
                skipSpaces()
                skipType()
                continue
            }
            index = save
            break
        }
        return node
    }

    private mutating func parsePrimary() -> Node? {
        skipSpaces()
        guard index < bytes.count else { return nil }
        // Prefixes that change nothing of the value.
        while let word = peekIdentifier(), ["try", "await", "new", "const"].contains(word) {
            index += word.utf8.count
            if peek("?") || peek("!") { index += 1 }
            skipSpaces()
        }
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        let start = index
        // String literals, with their prefixes: `@"..."` (Objective-C, C#), `$"..."` (C#), `r'...'` (Dart).
        var quoteAt = index
        if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "$") && language == .csharp { quoteAt += 1 }
        if quoteAt < bytes.count, bytes[quoteAt] == UInt8(ascii: "@") || bytes[quoteAt] == UInt8(ascii: "$") { quoteAt += 1 }
        if byte == UInt8(ascii: "r"), language == .dart, index + 1 < bytes.count, language.opensString(bytes[index + 1]) { quoteAt += 1 }
        if quoteAt < bytes.count, language.opensString(bytes[quoteAt]), quoteAt == index || language != .swift {
            guard let end = SourceText.skipString(in: bytes, from: quoteAt, language: language) else { return nil }
            index = end
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            guard let parts = SourceText.stringParts(text, language: language) else { return .unknown }
            return .string(parts, at: start)
        }
        if byte == UInt8(ascii: "(") {
            index += 1
            guard let inner = parse() else { return nil }
            skipSpaces()
            guard peek(")") else { return nil }
            index += 1
            return inner
        }
        if byte == UInt8(ascii: "."), language == .swift {
            index += 1
            let at = index
            guard let name = identifier() else { return nil }
            return .implicitMember(name, at: at)
        }
        if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return .name(String(decoding: bytes[start..<index], as: UTF8.self), at: start)
        }
        guard let name = identifier() else { return nil }
        if ["self", "Self", "this"].contains(name) { return .selfValue }
        return .name(name, at: start)
    }

    private mutating func parseArguments(closing: String) -> [Argument]? {
        var arguments: [Argument] = []
        while true {
            skipSpaces()
            if peek(closing) { index += 1; return arguments }
            var label: String?
            let save = index
            if let word = identifier() {
                skipSpaces()
                if peek(":"), !peek("::") || language != .swift { index += 1; label = word } else if peek("="), !peek("=="), language == .kotlin { index += 1; label = word } else { index = save }
            }
            skipSpaces()
            let value: Node
            if peek("{") {
                guard let closure = parseClosure() else { return nil }
                value = closure
            } else {
                guard let parsed = parse() else { return nil }
                value = parsed
            }
            arguments.append(Argument(label: label, value: value))
            skipSpaces()
            if peek(",") { index += 1; continue }
            guard peek(closing) else { return nil }
            index += 1
            return arguments
        }
    }

    /// `{ $0.contains(x) }` or `{ it.startsWith(x) }`; any other closure is unknown.
    private mutating func parseClosure() -> Node? {
        guard peek("{") else { return nil }
        var depth = 0
        let start = index
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "{") { depth += 1 }
            if bytes[index] == UInt8(ascii: "}") { depth -= 1; if depth == 0 { index += 1; break } }
            if language.opensString(bytes[index]) { index = SourceText.skipString(in: bytes, from: index, language: language) ?? bytes.count; continue }
            index += 1
        }
        let body = String(decoding: bytes[(start + 1)..<max(start + 1, index - 1)], as: UTF8.self).trimmingWhitespace
        for receiver in ["$0.", "it."] where body.hasPrefix(receiver) {
            let rest = body.dropFirst(receiver.count)
            for test in ["contains", "hasPrefix", "startsWith"] where rest.hasPrefix(test + "(") && rest.hasSuffix(")") {
                let argument = String(rest.dropFirst(test.count + 1).dropLast())
                var inner = ExpressionParser(text: argument, language: language)
                guard let node = inner.parse(), inner.atEnd else { return .unknown }
                return .closure(test == "contains" ? "contains" : "hasPrefix", node)
            }
        }
        return .unknown
    }

    // MARK: Lexing

    private mutating func skipType() {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "[") { depth += 1 } else if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "]") {
                if depth == 0 { return }
                depth -= 1
            } else if !(SourceText.isIdentifier(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") || (depth > 0 && byte == UInt8(ascii: ","))) {
                return
            }
            index += 1
        }
    }

    private mutating func skipSpaces(lines: Bool = true) {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || (lines && (bytes[index] == 0x0A || bytes[index] == 0x0D)) { index += 1 }
    }

    private func peek(_ text: String) -> Bool {
        let needle = Array(text.utf8)
        return index + needle.count <= bytes.count && bytes[index..<(index + needle.count)].elementsEqual(needle)
    }

    private func peekIdentifier() -> String? {
        var probe = self
        return probe.identifier()
    }

    private mutating func identifier() -> String? {
        let start = index
        while index < bytes.count, SourceText.isIdentifier(bytes[index]) || bytes[index] == UInt8(ascii: "$") { index += 1 }
        guard index > start, !(bytes[start] >= UInt8(ascii: "0") && bytes[start] <= UInt8(ascii: "9")) else { index = start; return nil }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}
