import Essentials

/// A value of a JSON or JavaScript configuration file read as data, never run: objects, arrays,
/// strings, numbers, booleans and `null`; a function's parameter and the names of the file's own
/// constants as references (`config.ios.entitlements["…"]`, `APP_GROUP`), resolved later against
/// what they name; anything else (a call, an operator, a template with `${}`) is `unknown`, with
/// what it was. Each value carries the line it starts on. Expo's `app.json`, `app.config.js` and
/// `expo-target.config.{js,json,ts}` are written this way.
indirect enum JSValue: Equatable, Sendable {
    case string(String)
    case number(String)
    case bool(Bool)
    case null
    case array([JSNode])
    /// Entries in order; a spread (`...config`) is an entry with the key `...`.
    case object([(key: String, value: JSNode)])
    /// An identifier and the members read from it.
    case reference([String])
    /// `(param) => value`, `function (param) { return value }`: the first parameter's name
    /// (nil when it is destructured) and the value returned.
    case function(parameter: String?, returns: JSNode)
    /// Not a literal: a short description of what was written.
    case unknown(String)

    static func == (lhs: JSValue, rhs: JSValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)), let (.number(a), .number(b)), let (.unknown(a), .unknown(b)): a == b
        case let (.bool(a), .bool(b)): a == b
        case (.null, .null): true
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        case let (.reference(a), .reference(b)): a == b
        case let (.function(p, a), .function(q, b)): p == q && a == b
        default: false
        }
    }
}

/// A value and the line (1-based) it starts on.
struct JSNode: Equatable, Sendable {
    let value: JSValue
    let line: Int

    /// The member `key` of an object (the last one written wins, as in JavaScript); unknown where
    /// it may be anything: a member of an unknown value, or one a spread written after the last
    /// entry of the key may hold (`{ ...computed, extra }` may hold any key but `extra`).
    subscript(key: String) -> JSNode? {
        switch value {
        case let .object(entries):
            for entry in entries.reversed() {
                if entry.key == key { return entry.value }
                if entry.key == "..." { return JSNode(value: .unknown("what a spread at line \(entry.value.line) holds"), line: entry.value.line) }
            }
            return nil
        case let .unknown(what):
            return JSNode(value: .unknown(what), line: line)
        default:
            return nil
        }
    }

    var string: String? {
        if case let .string(text) = value { return text }
        return nil
    }
}

/// Reads `JSValue`s from JSON or JavaScript text, bounded: the text is the caller's (a file read
/// with a limit), nesting past `maximumDepth` and more than `maximumTokens` tokens are `unknown`.
struct JSLiteral {
    static let maximumDepth = 32
    static let maximumTokens = 100_000

    enum Token: Equatable {
        case identifier(String)
        case string(String)
        /// A template literal; `interpolated` when it holds `${`.
        case template(String, interpolated: Bool)
        case number(String)
        case punctuation(String)
    }

    private(set) var tokens: [(token: Token, line: Int)] = []
    private var position = 0

    init(_ text: String) {
        tokens = Self.tokenize(text)
    }

    /// A JSON document (or a file that is one expression).
    static func value(json text: String) -> JSNode {
        var reader = JSLiteral(text)
        return reader.expression(depth: 0)
    }

    /// What a JavaScript module exports (`module.exports = …`, `export default …`), its
    /// top-level constants (`const NAME = literal`) by name, for references to resolve against.
    static func module(_ text: String) -> (exported: JSNode?, constants: [String: JSNode]) {
        var reader = JSLiteral(text)
        var exported: JSNode?
        var constants: [String: JSNode] = [:]
        var depth = 0
        while reader.position < reader.tokens.count {
            let token = reader.tokens[reader.position].token
            switch token {
            case .punctuation("{"), .punctuation("("), .punctuation("["):
                depth += 1
                reader.position += 1
            case .punctuation("}"), .punctuation(")"), .punctuation("]"):
                depth = max(0, depth - 1)
                reader.position += 1
            case .identifier("module") where depth == 0 && reader.peek(1) == .punctuation(".") && reader.peek(2) == .identifier("exports")
                && reader.peek(3) == .punctuation("="):
                reader.position += 4
                exported = reader.expression(depth: 0)
            case .identifier("export") where depth == 0 && reader.peek(1) == .identifier("default"):
                reader.position += 2
                exported = reader.expression(depth: 0)
            case .identifier(let keyword) where depth == 0 && ["const", "let", "var"].contains(keyword):
                guard case let .identifier(name)? = reader.peek(1) else { reader.position += 1; continue }
                // A type annotation (`const config: ExpoConfig = …`) is skipped to the `=`.
                var offset = 2
                if reader.peek(2) == .punctuation(":") {
                    while let next = reader.peek(offset), next != .punctuation("="), next != .punctuation(";"), offset < 64 { offset += 1 }
                }
                guard reader.peek(offset) == .punctuation("=") else { reader.position += 1; continue }
                reader.position += offset + 1
                constants[name] = reader.expression(depth: 0)
            default:
                reader.position += 1
            }
        }
        // `export default config` and `module.exports = config` name a constant.
        if case let .reference(path)? = exported?.value, path.count == 1, let constant = constants[path[0]] { exported = constant }
        return (exported, constants)
    }

    private func peek(_ offset: Int = 0) -> Token? {
        position + offset < tokens.count ? tokens[position + offset].token : nil
    }

    private var line: Int { position < tokens.count ? tokens[position].line : (tokens.last?.line ?? 1) }

    // MARK: Expressions

    /// One expression; what is not a literal, a reference or a function is skipped to its end
    /// and is `unknown`.
    private mutating func expression(depth: Int) -> JSNode {
        let start = line, first = position
        guard depth < Self.maximumDepth else { return skipped(from: first, line: start, "nested too deep") }
        let value = primary(depth: depth)
        // An operator after it (`a ?? b`, `a || b`, `a + b`, `cond ? a : b`, `as Type`) computes the value.
        if let next = peek(), !Self.ends(next), !startsStatement() {
            if next == .identifier("as") || next == .identifier("satisfies") {
                // A TypeScript type assertion leaves the value as it is.
                skipToEnd()
                return value
            }
            return skipped(from: first, line: start, "a computed value")
        }
        return value
    }

    private mutating func primary(depth: Int) -> JSNode {
        let start = line
        guard let token = peek() else { return JSNode(value: .unknown("nothing"), line: start) }
        switch token {
        case .punctuation("{"):
            return object(depth: depth)
        case .punctuation("["):
            return array(depth: depth)
        case let .string(text):
            position += 1
            return JSNode(value: .string(text), line: start)
        case let .template(text, interpolated):
            position += 1
            return JSNode(value: interpolated ? .unknown("a template string") : .string(text), line: start)
        case let .number(text):
            position += 1
            return JSNode(value: .number(text), line: start)
        case .punctuation("-"):
            if case let .number(text)? = peek(1) {
                position += 2
                return JSNode(value: .number("-" + text), line: start)
            }
            return skipped(from: position, line: start, "a computed value")
        case .punctuation("("):
            if let arrow = arrowFunction(depth: depth) { return arrow }
            position += 1
            let inner = expression(depth: depth + 1)
            guard peek() == .punctuation(")") else { return skipped(from: position, line: start, "a computed value") }
            position += 1
            return inner
        case .identifier("true"), .identifier("false"):
            position += 1
            return JSNode(value: .bool(token == .identifier("true")), line: start)
        case .identifier("null"), .identifier("undefined"):
            position += 1
            return JSNode(value: .null, line: start)
        case .identifier("async"):
            position += 1
            return primary(depth: depth)
        case .identifier("function"):
            return function(depth: depth)
        case let .identifier(name):
            if peek(1) == .punctuation("=>") {
                position += 2
                return JSNode(value: .function(parameter: name, returns: body(depth: depth)), line: start)
            }
            return reference(name, depth: depth)
        default:
            return skipped(from: position, line: start, "a computed value")
        }
    }

    private mutating func object(depth: Int) -> JSNode {
        let start = line
        position += 1
        var entries: [(key: String, value: JSNode)] = []
        while let token = peek(), token != .punctuation("}") {
            if token == .punctuation(",") { position += 1; continue }
            if token == .punctuation("...") {
                position += 1
                entries.append(("...", expression(depth: depth + 1)))
                continue
            }
            let key: String
            switch token {
            case let .identifier(name), let .string(name), let .number(name): key = name
            case let .template(name, false): key = name
            case .punctuation("["):
                // A computed key: a string in brackets is that string; anything else is unknown.
                position += 1
                let inner = expression(depth: depth + 1)
                guard peek() == .punctuation("]") else { return skipped(from: position, line: start, "an object") }
                key = inner.string ?? "[computed]"
            default:
                return skipped(from: position, line: start, "an object")
            }
            position += 1
            switch peek() {
            case .punctuation(":"):
                position += 1
                entries.append((key, expression(depth: depth + 1)))
            case .punctuation(","), .punctuation("}"):
                // `{ name }` is `{ name: name }`.
                entries.append((key, JSNode(value: .reference([key]), line: line)))
            case .punctuation("("):
                // A method: not data.
                skipToEnd()
                entries.append((key, JSNode(value: .unknown("a method"), line: line)))
            default:
                return skipped(from: position, line: start, "an object")
            }
        }
        guard peek() == .punctuation("}") else { return JSNode(value: .unknown("an object cut short"), line: start) }
        position += 1
        return JSNode(value: .object(entries), line: start)
    }

    private mutating func array(depth: Int) -> JSNode {
        let start = line
        position += 1
        var elements: [JSNode] = []
        while let token = peek(), token != .punctuation("]") {
            if token == .punctuation(",") { position += 1; continue }
            if token == .punctuation("...") {
                position += 1
                elements.append(JSNode(value: .unknown("a spread"), line: line))
                _ = expression(depth: depth + 1)
                continue
            }
            elements.append(expression(depth: depth + 1))
        }
        guard peek() == .punctuation("]") else { return JSNode(value: .unknown("an array cut short"), line: start) }
        position += 1
        return JSNode(value: .array(elements), line: start)
    }

    /// `name.member`, `name?.member`, `name["member"]`; a call is unknown.
    private mutating func reference(_ name: String, depth: Int) -> JSNode {
        let start = line
        position += 1
        var path = [name]
        while let token = peek() {
            if token == .punctuation(".") || token == .punctuation("?.") {
                if case let .identifier(member)? = peek(1) {
                    path.append(member)
                    position += 2
                    continue
                }
                if token == .punctuation("?."), peek(1) == .punctuation("[") { position += 1; continue }
                break
            }
            if token == .punctuation("[") {
                position += 1
                let key = expression(depth: depth + 1)
                guard let member = key.string, peek() == .punctuation("]") else { return skipped(from: position, line: start, "a computed member") }
                position += 1
                path.append(member)
                continue
            }
            if token == .punctuation("(") { return skipped(from: position, line: start, "a call of \(path.joined(separator: "."))") }
            break
        }
        return JSNode(value: .reference(path), line: start)
    }

    /// `(param) => …`, `({ config }) => …`, `() => …`; nil when the parentheses are not parameters.
    private mutating func arrowFunction(depth: Int) -> JSNode? {
        let start = line
        var offset = 1, nesting = 0
        while let token = peek(offset), offset < 256 {
            if token == .punctuation("(") || token == .punctuation("{") || token == .punctuation("[") { nesting += 1 }
            if token == .punctuation(")") || token == .punctuation("}") || token == .punctuation("]") {
                if nesting == 0 { break }
                nesting -= 1
            }
            offset += 1
        }
        guard peek(offset) == .punctuation(")") else { return nil }
        // A return type annotation (`(config): ExpoConfig => …`) sits between.
        var arrow = offset + 1
        if peek(arrow) == .punctuation(":") {
            while let token = peek(arrow), token != .punctuation("=>"), arrow < offset + 64 { arrow += 1 }
        }
        guard peek(arrow) == .punctuation("=>") else { return nil }
        var parameter: String?
        if case let .identifier(name)? = peek(1), peek(2) == .punctuation(")") || peek(2) == .punctuation(":") || peek(2) == .punctuation(",") {
            parameter = name
        }
        position += arrow + 1
        return JSNode(value: .function(parameter: parameter, returns: body(depth: depth)), line: start)
    }

    /// `function name(param) { … return value … }`.
    private mutating func function(depth: Int) -> JSNode {
        let start = line
        position += 1
        if case .identifier? = peek() { position += 1 }
        guard peek() == .punctuation("(") else { return skipped(from: position, line: start, "a function") }
        var parameter: String?
        if case let .identifier(name)? = peek(1) { parameter = name }
        skipBalanced()
        if peek() == .punctuation(":") {
            while let token = peek(), token != .punctuation("{") { position += 1 }
        }
        return JSNode(value: .function(parameter: parameter, returns: body(depth: depth)), line: start)
    }

    /// An arrow's or a function's body: an expression, or a block whose first `return` at its top
    /// level gives the value.
    private mutating func body(depth: Int) -> JSNode {
        let start = line
        guard peek() == .punctuation("{") else { return expression(depth: depth + 1) }
        // `=> { a: 1 }` would be a block in JavaScript; a block whose top level returns a value.
        var offset = 1, nesting = 0
        while let token = peek(offset) {
            if token == .punctuation("{") || token == .punctuation("(") || token == .punctuation("[") { nesting += 1 }
            if token == .punctuation("}") || token == .punctuation(")") || token == .punctuation("]") {
                if nesting == 0 { break }
                nesting -= 1
            }
            if nesting == 0, token == .identifier("return") {
                position += offset + 1
                let value = expression(depth: depth + 1)
                // Past the rest of the block.
                var close = 0
                while let rest = peek() {
                    position += 1
                    if rest == .punctuation("{") || rest == .punctuation("(") || rest == .punctuation("[") { close += 1 }
                    if rest == .punctuation("}") || rest == .punctuation(")") || rest == .punctuation("]") {
                        if close == 0 { break }
                        close -= 1
                    }
                }
                return value
            }
            offset += 1
        }
        skipBalanced()
        return JSNode(value: .unknown("a function that returns no literal"), line: start)
    }

    // MARK: Skipping

    private static func ends(_ token: Token) -> Bool {
        [.punctuation(","), .punctuation("}"), .punctuation("]"), .punctuation(")"), .punctuation(";")].contains(token)
    }

    /// Words that begin a statement: on a line of its own after an expression with no `;`, the
    /// expression ended at the line's end (JavaScript inserts the semicolon).
    private static let statementWords: Set<String> = ["const", "let", "var", "module", "export", "import", "if", "function", "class", "return", "for",
                                                      "while", "switch", "throw", "try"]

    /// Whether the current token starts a statement on a new line.
    private func startsStatement() -> Bool {
        guard position > 0, position < tokens.count, tokens[position].line > tokens[position - 1].line,
              case let .identifier(word) = tokens[position].token else { return false }
        return Self.statementWords.contains(word)
    }

    /// Past the rest of an expression: to a `,`, `;` or closing bracket at its level, or a
    /// statement on a new line.
    private mutating func skipToEnd() {
        var nesting = 0
        while let token = peek() {
            if nesting == 0, Self.ends(token) || startsStatement() { return }
            if token == .punctuation("{") || token == .punctuation("(") || token == .punctuation("[") { nesting += 1 }
            if token == .punctuation("}") || token == .punctuation(")") || token == .punctuation("]") { nesting -= 1 }
            position += 1
        }
    }

    /// Past one bracketed group starting at the current token.
    private mutating func skipBalanced() {
        var nesting = 0
        while let token = peek() {
            position += 1
            if token == .punctuation("{") || token == .punctuation("(") || token == .punctuation("[") { nesting += 1 }
            if token == .punctuation("}") || token == .punctuation(")") || token == .punctuation("]") {
                nesting -= 1
                if nesting <= 0 { return }
            }
        }
    }

    private mutating func skipped(from first: Int, line: Int, _ what: String) -> JSNode {
        position = max(position, first)
        skipToEnd()
        return JSNode(value: .unknown(what), line: line)
    }

    // MARK: Tokens

    private static let punctuations = ["...", "=>", "?.", "??", "===", "!==", "==", "!=", "&&", "||", "<=", ">="]

    static func tokenize(_ text: String) -> [(token: Token, line: Int)] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [(token: Token, line: Int)] = []
        var index = 0, line = 1
        func at(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
        while index < scalars.count, tokens.count < maximumTokens {
            let scalar = scalars[index]
            if scalar == "\n" { line += 1; index += 1; continue }
            if scalar.properties.isWhitespace { index += 1; continue }
            if scalar == "/", at(1) == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                continue
            }
            if scalar == "/", at(1) == "*" {
                index += 2
                while index < scalars.count, !(scalars[index] == "*" && at(1) == "/") {
                    if scalars[index] == "\n" { line += 1 }
                    index += 1
                }
                index += 2
                continue
            }
            let start = line
            if scalar == "\"" || scalar == "'" || scalar == "`" {
                var value = String.UnicodeScalarView(), interpolated = false
                index += 1
                while index < scalars.count, scalars[index] != scalar {
                    let current = scalars[index]
                    if current == "\n" {
                        line += 1
                        // A quoted string ends at its line; a template goes on.
                        if scalar != "`" { break }
                    }
                    if current == "$", scalar == "`", at(1) == "{" { interpolated = true }
                    if current == "\\", let next = at(1) {
                        index += 2
                        switch next {
                        case "n": value.append("\n")
                        case "t": value.append("\t")
                        case "u":
                            let hex = String(String.UnicodeScalarView(scalars[index..<min(index + 4, scalars.count)]))
                            if let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) {
                                value.append(decoded)
                                index += 4
                            }
                        default: value.append(next)
                        }
                        continue
                    }
                    value.append(current)
                    index += 1
                }
                index += 1
                tokens.append((scalar == "`" ? .template(String(value), interpolated: interpolated) : .string(String(value)), start))
                continue
            }
            if scalar.properties.isAlphabetic || scalar == "_" || scalar == "$" {
                var name = String.UnicodeScalarView()
                while let current = at(0), current.properties.isAlphabetic || current.properties.numericType != nil || current == "_" || current == "$" {
                    name.append(current)
                    index += 1
                }
                tokens.append((.identifier(String(name)), start))
                continue
            }
            if scalar.properties.numericType != nil, ("0"..."9").contains(scalar) {
                var number = String.UnicodeScalarView()
                while let current = at(0), ("0"..."9").contains(current) || current == "." || current == "_" || current == "e" || current == "x" {
                    number.append(current)
                    index += 1
                }
                tokens.append((.number(String(number)), start))
                continue
            }
            if let punctuation = punctuations.first(where: { word in word.unicodeScalars.enumerated().allSatisfy { at($0.offset) == $0.element } }) {
                tokens.append((.punctuation(punctuation), start))
                index += punctuation.unicodeScalars.count
                continue
            }
            tokens.append((.punctuation(String(scalar)), start))
            index += 1
        }
        return tokens
    }
}
