import Essentials

/// What one file declares that a string can come from, read by pattern (no compiler), each kind of
/// declaration found from its keyword and read forward a bounded way: the types and extensions
/// (with their `{ }` bodies), the functions and initializers with their parameters, and every
/// name given a value: constants, variables, enum cases, computed properties, parameters, and the
/// assignments made to names later. `SymbolTable` resolves an expression through these.
struct SourceDeclarations {
    struct TypeDeclaration {
        let name: String
        /// `struct`, `class`, `enum`, `extension`, `actor`, `protocol`, `object` (Kotlin), `interface`.
        let keyword: String
        let body: Range<Int>
        /// The names after `:` (or `extends`, `implements`, `with`): conformances, a superclass, an enum's raw type.
        let inherits: [String]
        let isMain: Bool
        let offset: Int
    }

    struct Parameter: Hashable {
        /// The label callers write (`for` in `storeURL(for appGroup:)`); nil when callers write none (`_`).
        let label: String?
        /// The name the body uses.
        let name: String
        let position: Int
        /// Its type as written when it is one name (`WidgetKind`, `WidgetKind?`): an implicit
        /// member a caller passes (`.vpn`) is that type's.
        var type: String? = nil
    }

    struct Function {
        /// `init` for an initializer.
        let name: String
        /// The type it is declared in, or extends.
        let owner: String?
        /// Swift's declaration modifiers written before its keyword (`static`, `class`, `mutating`,
        /// `override`, `private`...), in their order; empty in Kotlin.
        let modifiers: [String]
        /// The names of its Swift attributes (`objc` for `@objc(name:)`, `MainActor`), in their order; empty in Kotlin.
        let attributes: [String]
        let parameters: [Parameter]
        let body: Range<Int>?
        let offset: Int
        /// A Swift or Kotlin initializer (named `init`), whose callers name its type; a Dart
        /// constructor is named as its class, as its callers write it, and a Dart method may be `init`.
        var isInitializer = false
        /// Where its parameters' `(` is: a Dart declaration is written as a call is, and is none.
        var parenthesis: Int? = nil

        /// A `static` or `class` function: called through its type or bare, never on an instance.
        var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
    }

    /// The text of an expression and where it starts in the file's code.
    struct Expression: Hashable {
        let text: String
        let offset: Int
    }

    struct Definition {
        enum Kind: Equatable {
            /// `let`, `const`, `final`, `val`, `static readonly`, `#define`.
            case constant
            /// `var`: its first value is not its only one when it is assigned again.
            case variable
            /// An enum case: its raw value (or, in a `String` enum without one, its name).
            case enumCase
            /// A computed property or a function without parameters: what it returns.
            case computed
            /// A function's or initializer's parameter (index into `functions`): what its callers pass.
            case parameter(Int)
        }

        let name: String
        let kind: Kind
        /// The innermost type (or extension) it is declared in, when it is declared directly in its body.
        let owner: String?
        /// The innermost block around it: a type's body for a member, a function's for a local; nil at the top of the file.
        let scope: Range<Int>?
        /// Its value(s): the right side, or what a computed property returns; empty for a stored
        /// property given its value elsewhere (an initializer, a memberwise initializer).
        let expressions: [Expression]
        /// The declared type (`String`, `Config`), when written.
        let type: String?
        let offset: Int
        /// Whether a limit stopped reading its values (a computed property's returns past
        /// `maximumReturns`): a value it does not hold may be the one a check needs, so following
        /// it records the file (`CappedScans`). Recorded when followed, not when read: a generated
        /// `description` of a hundred cases is read by no check.
        var isCut = false
    }

    /// `name = expression` outside a declaration (`self.kind = kind`, `appGroupId = loaded`).
    struct Assignment {
        let name: String
        /// The path written before the name (`self`, `Config.shared`), empty for a bare name.
        let qualifier: [String]
        let expression: Expression
        /// The innermost type around it.
        let owner: String?
    }

    let source: SourceText
    private(set) var types: [TypeDeclaration] = []
    private(set) var functions: [Function] = []
    private(set) var definitions: [Definition] = []
    private(set) var assignments: [Assignment] = []

    /// Declarations a file holds beyond any person's: a generated file is read this far.
    static let maximumDeclarations = 20_000
    /// Values one computed property returns (`switch brand { case .a: return "group.a" ... }`).
    static let maximumReturns = 16
    /// Headers and expressions longer than this are no declaration a person wrote.
    static let maximumHeaderBytes = 2048

    init(_ source: SourceText) {
        self.source = source
        scanTypes()
        scanFunctions()
        scanDefinitions()
        scanAssignments()
        placeInScopes()
    }

    // MARK: Types

    private static let typeKeywords: [CodeOccurrence.Language: [StaticString]] = [
        .swift: ["struct", "class", "enum", "extension", "actor", "protocol"],
        .dart: ["class", "enum", "extension", "mixin"],
        .kotlin: ["class", "object", "interface"],
        .csharp: ["class", "struct", "enum", "interface", "record"],
        .javaScript: ["class", "enum", "namespace"],
        .objectiveC: ["interface", "implementation"],
    ]

    private mutating func scanTypes() {
        let bytes = source.bytes
        for offset in source.wordOffsets(Self.typeKeywords[source.language] ?? []) where !source.isInString(offset: offset) {
            guard source.keeps(types.count, limit: Self.maximumDeclarations) else { break }
            let keyword = source.word(at: offset) ?? ""
            // `class func`, `class var` (Swift), `enum class` (Kotlin): modifiers, not a declaration's keyword.
            var index = source.skippingSpaces(from: offset + keyword.utf8.count)
            if source.language == .kotlin, keyword == "class" || keyword == "object", source.word(before: offset) == "companion" { }
            guard var name = source.word(at: index) else {
                // Kotlin's `companion object {`: members of the enclosing class.
                guard source.language == .kotlin, keyword == "object", source.word(before: offset) == "companion" else { continue }
                if let open = source.firstBrace(after: index), let body = source.block(at: open) {
                    types.append(TypeDeclaration(name: "", keyword: "companion", body: body, inherits: [], isMain: false, offset: offset))
                }
                continue
            }
            if ["func", "var", "let", "class", "interface", "object", "fun", "val", "static"].contains(name) { continue }
            index += name.utf8.count
            // `extension Outer.Inner`: the last component.
            while index < bytes.count, bytes[index] == UInt8(ascii: "."), let next = source.word(at: index + 1) {
                name = next
                index += 1 + next.utf8.count
            }
            let end = min(bytes.count, index + Self.maximumHeaderBytes)
            guard let open = headerEnd(from: index, limit: end) else { continue }
            guard let body = source.block(at: open) else { continue }
            let header = source.text(index..<open)
            types.append(TypeDeclaration(name: name, keyword: keyword, body: body, inherits: Self.inherited(header), isMain: isMain(before: offset),
                                         offset: offset))
        }
        types.sort { $0.body.lowerBound < $1.body.lowerBound }
        // Each type's nearest enclosing one, in one pass (bodies nest or follow each other).
        var open: [Int] = []
        typeParents = types.indices.map { index in
            while let last = open.last, types[last].body.upperBound <= types[index].body.lowerBound { open.removeLast() }
            let parent = open.last.flatMap { types[$0].body.contains(types[index].body.lowerBound) ? $0 : nil }
            open.append(index)
            return parent
        }
    }

    /// The nearest enclosing type of each of `types`.
    private var typeParents: [Int?] = []

    /// The types (and extensions) whose bodies hold `offset`, innermost first: the last body
    /// starting before it, found by bisection, and its enclosing ones. A use costs its nesting,
    /// not the file's number of types.
    func enclosingTypes(at offset: Int) -> [TypeDeclaration] {
        var low = 0, high = types.count
        while low < high {
            let middle = (low + high) / 2
            if types[middle].body.lowerBound <= offset { low = middle + 1 } else { high = middle }
        }
        var found: [TypeDeclaration] = []
        var current = low > 0 ? low - 1 : nil
        while let index = current, found.count < Self.maximumNesting {
            if types[index].body.contains(offset) { found.append(types[index]) }
            current = typeParents[index]
        }
        return found
    }

    /// Types nested deeper than this are no code a person wrote.
    static let maximumNesting = 64

    /// The `{` that opens a declaration's body after its header, skipping generic brackets and a
    /// parameter list; nil when a `;`, `=` or `}` comes first (a forward declaration, a typealias).
    private func headerEnd(from start: Int, limit: Int) -> Int? {
        var depth = 0
        for index in source.codeOffsets(from: start, to: limit) {
            switch source.bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "<"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: ">"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "{") where depth <= 0: return index
            case UInt8(ascii: ";") where depth <= 0, UInt8(ascii: "}") where depth <= 0: return nil
            case UInt8(ascii: "=") where depth <= 0 && source.language != .csharp: return nil
            default: break
            }
        }
        return nil
    }

    /// `inherited`'s words of a printable ASCII header: after the first `:` (else `extends`), before
    /// ` where `, split at commas, white space and parentheses.
    private static func inheritedWords(_ bytes: [UInt8]) -> [String] {
        func find(_ word: String, from start: Int) -> Int? {
            let word = Array(word.utf8)
            guard bytes.count >= word.count else { return nil }
            return (start..<max(start, bytes.count - word.count + 1)).first { at in bytes[at..<(at + word.count)].elementsEqual(word) }
        }
        let start: Int
        if let colon = bytes.firstIndex(of: UInt8(ascii: ":")) {
            start = colon + 1
        } else if let extends = find("extends", from: 0) {
            start = extends + 7
        } else {
            return []
        }
        let end = find(" where ", from: start) ?? bytes.count
        return bytes[start..<end].split { byte in
            byte == UInt8(ascii: ",") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") || byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }.map { String(decoding: $0, as: UTF8.self) }
    }

    /// `: String, Codable where T: X` → `String`, `Codable`; `extends A implements B` → `A`, `B`.
    static func inherited(_ header: String) -> [String] {
        let words: [String]
        // A header of printable ASCII (nearly every one) is split over its bytes: searching and
        // splitting `Character`s went through Unicode's tables, a tenth of the code scan.
        if header.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            words = inheritedWords(Array(header.utf8))
        } else {
            var text = Substring(header)
            if let colon = text.firstIndex(of: ":") { text = text[text.index(after: colon)...] } else if let extends = text.firstRange(of: "extends") {
                text = text[extends.upperBound...]
            } else {
                return []
            }
            if let whereClause = text.firstRange(of: " where ") { text = text[..<whereClause.lowerBound] }
            words = text.split { $0 == "," || $0.isWhitespace || $0 == "(" || $0 == ")" }.map(String.init)
        }
        return words
            .filter { !["implements", "with", "public", "private", "internal", "open", "extends"].contains($0) && !$0.isEmpty }
            .map { $0.split(separator: ".").last.map(String.init) ?? $0 }
    }

    /// Whether `@main` stands before a declaration, among its attributes and modifiers.
    private func isMain(before offset: Int) -> Bool {
        prefix(before: offset).attributes.contains("main")
    }

    // MARK: Modifiers and attributes

    /// Swift's declaration modifiers: the words that may stand between a declaration's attributes
    /// and its keyword.
    private static let swiftModifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "final", "static", "class", "override", "required", "convenience",
        "mutating", "nonmutating", "dynamic", "lazy", "optional", "weak", "unowned", "indirect", "nonisolated", "isolated", "distributed",
        "prefix", "postfix", "infix", "consuming", "borrowing",
    ]

    /// Modifiers and attributes before one declaration beyond any person's.
    static let maximumModifiers = 16

    /// The Swift modifiers (`static`, `private(set)`'s `private`) and attribute names (`main` for
    /// `@main`, `available` for `@available(iOS 17, *)`) written before the declaration keyword at
    /// `offset`, in their order: read backwards word by word, a parenthesized part skipped, to the
    /// first word that is neither (the end of the previous statement).
    func prefix(before offset: Int) -> (modifiers: [String], attributes: [String]) {
        let bytes = source.bytes
        var modifiers: [String] = [], attributes: [String] = []
        var end = source.skippingSpacesBack(from: offset)
        for _ in 0..<Self.maximumModifiers {
            var wordEnd = end
            if end > 0, bytes[end - 1] == UInt8(ascii: ")") {
                guard let open = openingParenthesis(before: end - 1) else { break }
                wordEnd = source.skippingSpacesBack(from: open)
            }
            guard let word = source.word(before: wordEnd) else { break }
            let start = source.skippingSpacesBack(from: wordEnd) - word.utf8.count
            if start > 0, bytes[start - 1] == UInt8(ascii: "@") {
                attributes.append(word)
                end = source.skippingSpacesBack(from: start - 1)
            } else if Self.swiftModifiers.contains(word) {
                modifiers.append(word)
                end = source.skippingSpacesBack(from: start)
            } else {
                break
            }
        }
        return (modifiers.reversed(), attributes.reversed())
    }

    /// The `(` that the `)` at `close` closes, within an attribute's length; nil past that.
    private func openingParenthesis(before close: Int) -> Int? {
        source.openingParenthesis(before: close, within: Self.maximumHeaderBytes)
    }

    // MARK: Functions

    private mutating func scanFunctions() {
        if source.language == .dart { return scanDartFunctions() }
        guard source.language == .swift || source.language == .kotlin else { return }
        let words: [StaticString] = source.language == .swift ? ["func", "init"] : ["fun", "constructor"]
        let bytes = source.bytes
        for offset in source.wordOffsets(words) where !source.isInString(offset: offset) {
            guard source.keeps(functions.count, limit: Self.maximumDeclarations) else { break }
            let keyword = source.word(at: offset) ?? ""
            var index = source.skippingSpaces(from: offset + keyword.utf8.count)
            var name = "init"
            if keyword == "func" || keyword == "fun" {
                guard let word = source.word(at: index) else { continue }
                name = word
                index += word.utf8.count
            } else if offset > 0, bytes[offset - 1] == UInt8(ascii: ".") {
                continue // `.init(` is a call
            }
            // `init?(`, `init!(`, generic `<T>`.
            while index < bytes.count, bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "!") { index += 1 }
            index = source.skippingSpaces(from: index)
            if index < bytes.count, bytes[index] == UInt8(ascii: "<") {
                var depth = 0
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "<") { depth += 1 }
                    if bytes[index] == UInt8(ascii: ">") { depth -= 1; if depth == 0 { index += 1; break } }
                    index += 1
                }
                index = source.skippingSpaces(from: index)
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "("), let arguments = source.arguments(fromOffset: index + 1) else { continue }
            let parameters = arguments.enumerated().compactMap { position, argument in Self.parameter(argument, position: position, language: source.language) }
            let close = source.closingParenthesis(of: index, within: SourceText.maximumArgumentBytes * 2).map { $0 + 1 } ?? index
            let body = source.firstBrace(after: close).flatMap { source.block(at: $0) }
            let prefix = source.language == .swift ? prefix(before: offset) : (modifiers: [], attributes: [])
            functions.append(Function(name: name, owner: nil, modifiers: prefix.modifiers, attributes: prefix.attributes, parameters: parameters, body: body,
                                      offset: offset, isInitializer: name == "init"))
        }
    }

    /// Dart's functions, methods and constructors, as `DartPlatformReach` reads them: `static` is the
    /// only modifier kept (the others change no caller).
    private mutating func scanDartFunctions() {
        for declaration in DartPlatformReach.declarations(in: source) {
            // A list longer than a header is read as none (its parameters unknown): declarations nested in
            // one another's parameter lists would each read the lists inside theirs again.
            guard let (open, close) = declaration.parameters, close - open <= Self.maximumHeaderBytes else { continue }
            let head = declaration.head.split(separator: "\n").filter { !$0.trimmingWhitespace.hasPrefix("@") }.joined(separator: " ")
            let modifiers = head.whitespaceSeparatedWords.contains("static") ? ["static"] : [String]()
            functions.append(Function(name: declaration.name, owner: nil, modifiers: modifiers, attributes: [],
                                      parameters: Self.dartParameters(source.text((open + 1)..<close)), body: declaration.body,
                                      offset: declaration.offset, parenthesis: open))
        }
    }

    /// `String group`, `{required String kind, int count = 1}`, `[String? name]`, `this.group`:
    /// positional parameters by place, named ones by their name, which callers write as a label.
    /// A parameter written as a function (`void f(int x)`) is left out: no string comes through it.
    static func dartParameters(_ text: String) -> [Parameter] {
        var pieces: [(text: String, named: Bool)] = []
        var current = "", depth = 0, named = false, quote: Character? = nil
        for character in text {
            if let open = quote {
                current.append(character)
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "'", "\"": quote = character; current.append(character)
            case "{" where depth == 0 && current.trimmingWhitespace.isEmpty: named = true
            case "[" where depth == 0 && current.trimmingWhitespace.isEmpty: break
            case "}" where depth == 0, "]" where depth == 0: break
            case "(", "[", "{", "<": depth += 1; current.append(character)
            case ")", "]", "}", ">": depth = max(0, depth - 1); current.append(character)
            case "," where depth == 0: pieces.append((current, named)); current = ""
            default: current.append(character)
            }
        }
        pieces.append((current, named))
        var parameters: [Parameter] = []
        for (piece, named) in pieces {
            // The default value (`= x`, or Dart 1's `: x` for a named one) is the callee's, not a caller's.
            var declaration = piece.prefix { $0 != "=" && $0 != ":" }.trimmingWhitespace
            guard !declaration.isEmpty, !declaration.hasSuffix(")") else { continue }
            var words = declaration.whitespaceSeparatedWords.map(String.init).filter { !$0.hasPrefix("@") }
            words.removeAll { ["required", "final", "covariant", "const", "var"].contains($0) }
            guard var name = words.last else { continue }
            if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) } // `this.group`, `super.key`
            guard SourceText.isName(name) else { continue }
            declaration = words.dropLast().joined(separator: " ")
            parameters.append(Parameter(label: named ? name : nil, name: name, position: parameters.count, type: typeName(declaration)))
        }
        return parameters
    }

    /// `label name: Type = default`, `_ name: Type`, `name: Type` (Swift); `name: Type` (Kotlin).
    private static func parameter(_ argument: SourceText.Argument, position: Int, language: CodeOccurrence.Language) -> Parameter? {
        // The splitter takes `label name: Type` as label `nil` and the whole text, or `name: Type` as a label.
        if let label = argument.label {
            return Parameter(label: language == .swift ? label : label, name: label, position: position, type: typeName(argument.expression))
        }
        let words = argument.expression.prefix { $0 != ":" }.whitespaceSeparatedWords.map(String.init)
        guard words.count == 2, let colon = argument.expression.firstIndex(of: ":") else { return nil }
        return Parameter(label: words[0] == "_" ? nil : words[0], name: words[1], position: position,
                         type: typeName(String(argument.expression[argument.expression.index(after: colon)...])))
    }

    /// `WidgetKind`, `WidgetKind?` or `Kinds.Widget` (a default value after `=` left out) as the
    /// type's last name; nil for anything else (a generic, a tuple, a closure).
    private static func typeName(_ text: String) -> String? {
        var type = text.prefix { $0 != "=" }.trimmingWhitespace
        if type.hasSuffix("?") || type.hasSuffix("!") { type = String(type.dropLast()) }
        let last = type.split(separator: ".").last.map(String.init) ?? ""
        guard last.first?.isUppercase == true, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return last
    }

    // MARK: Named values

    private static let definitionKeywords: [CodeOccurrence.Language: [StaticString]] = [
        .swift: ["let", "var", "case"],
        .dart: ["const", "final", "var", "String", "static"],
        .kotlin: ["val", "var"],
        .csharp: ["string", "String", "const", "var"],
        .javaScript: ["const", "let", "var", "readonly", "static"],
        .objectiveC: ["NSString", "define"],
    ]

    private mutating func scanDefinitions() {
        let language = source.language
        var readUntil = 0
        for offset in source.wordOffsets(Self.definitionKeywords[language] ?? []) where !source.isInString(offset: offset) {
            guard source.keeps(definitions.count, limit: Self.maximumDeclarations) else { break }
            let keyword = source.word(at: offset) ?? ""
            switch (language, keyword) {
            case (.swift, "case"): swiftCase(at: offset)
            case (.swift, _): swiftBinding(at: offset, keyword: keyword)
            case (.objectiveC, "define"):
                guard offset > 0, source.bytes[offset - 1] == UInt8(ascii: "#") else { continue }
                defineMacro(at: offset)
            default:
                // A declaration read from its first keyword: `static const String a = ...` is one.
                guard offset >= readUntil else { continue }
                if let end = typedBinding(at: offset) { readUntil = end }
            }
        }
        if language == .dart || language == .javaScript || language == .csharp || language == .kotlin { enumEntries() }
    }

    /// `let name: Type = expression`, `var name: Type { get }`, `var name: Type` (a stored property
    /// set elsewhere), and in `if let` / `guard let` conditions.
    private mutating func swiftBinding(at offset: Int, keyword: String) {
        let bytes = source.bytes
        // `case let x`, `for var x in`, closures' `{ let x in }` give no values; `if case let` neither.
        if let before = source.word(before: offset), ["case", "for", "in"].contains(before) { return }
        var index = source.skippingSpaces(from: offset + keyword.utf8.count)
        guard let name = source.word(at: index), name != "_" else { return }
        let nameOffset = index
        index = source.skippingSpaces(from: index + name.utf8.count)
        var type: String?
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            let start = index + 1
            var depth = 0
            index = start
            while index < min(bytes.count, start + Self.maximumHeaderBytes) {
                let byte = bytes[index]
                if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ")") { depth -= 1 }
                if depth <= 0, byte == UInt8(ascii: "=") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: ";")
                    || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") { break }
                index += 1
            }
            type = source.text(start..<index).trimmingWhitespace
            index = source.skippingSpaces(from: index)
        }
        let condition = isCondition(before: offset)
        if index < bytes.count, bytes[index] == UInt8(ascii: "="), index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "=") {
            guard let expression = expression(from: index + 1, condition: condition) else { return }
            definitions.append(Definition(name: name, kind: keyword == "var" && !condition ? .variable : .constant, owner: nil, scope: nil,
                                          expressions: [expression], type: type, offset: nameOffset))
        } else if keyword == "var", type != nil, index < bytes.count, bytes[index] == UInt8(ascii: "{"), let body = source.block(at: index) {
            let returned = returnedExpressions(in: body)
            // `var x: T { didSet { } }`: a stored property with observers, set elsewhere.
            guard !returned.expressions.isEmpty else { return }
            definitions.append(Definition(name: name, kind: .computed, owner: nil, scope: nil, expressions: returned.expressions, type: type,
                                          offset: nameOffset, isCut: returned.isCut))
        } else if type != nil, !condition {
            definitions.append(Definition(name: name, kind: keyword == "var" ? .variable : .constant, owner: nil, scope: nil, expressions: [],
                                          type: type, offset: nameOffset))
        }
    }

    /// `case name = "raw"` and `case a, b = "x"` in an enum's body (placed later: only cases
    /// directly in an enum count, not a `switch`'s).
    private mutating func swiftCase(at offset: Int) {
        let bytes = source.bytes
        var index = source.skippingSpaces(from: offset + 4)
        for _ in 0..<64 {
            guard let name = source.word(at: index), !["let", "var"].contains(name) else { return }
            let nameOffset = index
            index = source.skippingSpaces(from: index + name.utf8.count)
            var expressions: [Expression] = []
            if index < bytes.count, bytes[index] == UInt8(ascii: "="), let value = expression(from: index + 1, condition: true) {
                expressions = [value]
                index = source.skippingSpaces(from: value.offset + value.text.utf8.count)
            } else if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
                return // an associated value: no raw value
            }
            definitions.append(Definition(name: name, kind: .enumCase, owner: nil, scope: nil, expressions: expressions, type: nil, offset: nameOffset))
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return }
            index = source.skippingSpaces(from: index + 1)
        }
    }

    /// Whether a `let`/`var` stands in an `if`, `guard` or `while` condition (after the keyword or a comma).
    private func isCondition(before offset: Int) -> Bool {
        let end = source.skippingSpacesBack(from: offset)
        if end > 0, source.bytes[end - 1] == UInt8(ascii: ",") { return true }
        return ["if", "guard", "while"].contains(source.word(before: offset) ?? "")
    }

    /// The values a computed property's (or parameterless function's) body gives: each `return X`
    /// of the body, or the body itself when it is one expression; a `get { }` inside is read
    /// instead. Cut when the body returns more than `maximumReturns` times.
    private func returnedExpressions(in body: Range<Int>) -> (expressions: [Expression], isCut: Bool) {
        let inner = (body.lowerBound + 1)..<max(body.lowerBound + 1, body.upperBound - 1)
        let start = source.skippingSpaces(from: inner.lowerBound)
        if let word = source.word(at: start) {
            if word == "get", let getter = source.block(at: start + 3) { return returnedExpressions(in: getter) }
            if ["willSet", "didSet", "set"].contains(word) { return ([], false) }
        }
        var found: [Expression] = []
        var searchFrom = inner.lowerBound
        let text = source.bytes
        var isCut = false
        while let offset = source.nextWord("return", from: searchFrom, before: inner.upperBound) {
            guard found.count < Self.maximumReturns else { isCut = true; break }
            if let value = expression(from: offset + 6, condition: false, limit: inner.upperBound), !value.text.isEmpty { found.append(value) }
            searchFrom = offset + 6
        }
        if found.isEmpty, start < inner.upperBound, !text[start..<inner.upperBound].contains(UInt8(ascii: "\n")) || statementCount(inner) == 1,
           let value = expression(from: inner.lowerBound, condition: false, limit: inner.upperBound) {
            found = [value]
        }
        return (found, isCut)
    }

    /// How many statements (lines of code at depth 0) a block's inside holds, at most 2.
    private func statementCount(_ inner: Range<Int>) -> Int {
        var count = 0, depth = 0, code = false
        for index in inner {
            let byte = source.bytes[index]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { depth -= 1 }
            if byte == UInt8(ascii: "\n"), depth == 0 { if code { count += 1 }; code = false; if count > 1 { return count } }
            if !SourceText.isSpace(byte) { code = true }
        }
        return count + (code ? 1 : 0)
    }

    /// Dart, Kotlin, C#, JavaScript/TypeScript and Objective-C declarations: keywords and a type,
    /// then the name and `=` (`static const String groupId = '...';`, `const val GROUP = "..."`,
    /// `public const string GroupId = "...";`, `export const APP_GROUP: string = '...'`,
    /// `NSString *const kGroup = @"..."`), or a getter's `=>` (`static String get group => '...'`,
    /// `static string Group => "..."`). Returns the offset just past what it read.
    private mutating func typedBinding(at offset: Int) -> Int? {
        let bytes = source.bytes
        let language = source.language
        var index = offset
        var names: [(name: String, offset: Int)] = []
        var depth = 0
        let limit = min(bytes.count, offset + 256)
        var getter = false
        scan: while index < limit {
            let byte = bytes[index]
            if let word = source.word(at: index) {
                names.append((word, index))
                index += word.utf8.count
                continue
            }
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ">"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "=") where depth == 0:
                guard index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "=") else { return nil }
                if bytes[index + 1] == UInt8(ascii: ">") {
                    guard language == .dart || language == .csharp else { return nil }
                    getter = true
                    index += 1
                }
                break scan
            case UInt8(ascii: ":") where depth == 0 && (language == .kotlin || language == .javaScript):
                // `val name: String =`, `const name: string =`: the type after the name.
                guard !names.isEmpty else { return nil }
                index += 1
                while index < limit, bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: ";") { index += 1 }
                continue
            case UInt8(ascii: "\n") where language != .objectiveC:
                return nil
            default:
                guard depth > 0 || SourceText.isSpace(byte) || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "@")
                    || byte == UInt8(ascii: ",") && depth > 0 else { return nil }
            }
            index += 1
        }
        let keywords: Set<String> = ["const", "final", "var", "let", "val", "static", "string", "String", "readonly", "NSString", "late", "get",
                                     "public", "private", "internal", "export"]
        guard index < limit, names.count >= 2, let (name, nameOffset) = names.last, !keywords.contains(name) else { return nil }
        if getter, names.dropLast().last?.name != "get", language == .dart { return nil }
        guard let expression = expression(from: index + 1, condition: false) else { return nil }
        let written = Set(names.dropLast().map(\.name))
        let kind: Definition.Kind
        if getter {
            kind = .computed
        } else {
            switch language {
            case .kotlin: kind = written.contains("val") ? .constant : .variable
            case .objectiveC: kind = written.contains("const") ? .constant : .variable
            default: kind = written.isDisjoint(with: ["const", "final", "readonly"]) ? .variable : .constant
            }
        }
        definitions.append(Definition(name: name, kind: kind, owner: nil, scope: nil, expressions: [expression], type: nil, offset: nameOffset))
        if language == .javaScript, expression.text.hasPrefix("{") { objectLiteral(expression, owner: name) }
        return expression.offset
    }

    /// `#define NAME @"value"` (Objective-C): a constant to the end of its line.
    private mutating func defineMacro(at offset: Int) {
        let index = source.skippingSpaces(from: offset + 6)
        guard let name = source.word(at: index) else { return }
        var end = index + name.utf8.count
        guard end < source.bytes.count, source.bytes[end] == UInt8(ascii: " ") || source.bytes[end] == UInt8(ascii: "\t") else { return }
        let start = source.skippingSpaces(from: end)
        end = start
        while end < source.bytes.count, source.bytes[end] != UInt8(ascii: "\n") { end += 1 }
        let text = source.text(start..<end).trimmingWhitespace
        guard !text.isEmpty else { return }
        definitions.append(Definition(name: name, kind: .constant, owner: nil, scope: nil, expressions: [Expression(text: text, offset: start)],
                                      type: nil, offset: index))
    }

    /// `const Config = { appGroup: 'group.x', widget: { kind: 'K' } }` (JavaScript/TypeScript):
    /// each `key: value` a member of the object's name, one level down.
    private mutating func objectLiteral(_ expression: Expression, owner: String) {
        // As many members as `SourceText.maximumArgumentBytes` holds: no count past it to drop.
        guard let arguments = source.arguments(fromOffset: expression.offset + 1) else { return }
        for argument in arguments {
            guard let label = argument.label, !argument.expression.isEmpty else { continue }
            definitions.append(Definition(name: label, kind: .constant, owner: owner, scope: nil,
                                          expressions: [Expression(text: argument.expression, offset: argument.offset)], type: nil, offset: argument.offset))
        }
    }

    /// Enum entries with a value: Dart's `name('value')`, Kotlin's `NAME("value")`, TypeScript's
    /// and C#'s `Name = "value"`: constants of the enum.
    private mutating func enumEntries() {
        for type in types where type.keyword == "enum" {
            guard let arguments = source.arguments(fromOffset: type.body.lowerBound + 1) else { continue }
            for argument in arguments {
                var text = argument.expression
                if source.language == .dart || source.language == .kotlin {
                    if let semicolon = text.firstIndex(of: ";") { text = String(text[..<semicolon]) }
                    guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { continue }
                    let name = String(text[..<open]).trimmingWhitespace
                    let value = String(text[text.index(after: open)..<text.index(before: text.endIndex)]).split(separator: ",").first.map(String.init) ?? ""
                    guard !name.isEmpty, name.allSatisfy({ $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }) else { continue }
                    let valueOffset = argument.offset + text.utf8.distance(from: text.startIndex, to: open) + 1
                    definitions.append(Definition(name: name, kind: .enumCase, owner: type.name, scope: type.body,
                                                  expressions: [Expression(text: value.trimmingWhitespace, offset: valueOffset)], type: nil, offset: argument.offset))
                } else if let equals = text.firstIndex(of: "=") {
                    let name = String(text[..<equals]).trimmingWhitespace
                    let value = String(text[text.index(after: equals)...]).trimmingWhitespace
                    guard !name.isEmpty else { continue }
                    definitions.append(Definition(name: name, kind: .enumCase, owner: type.name, scope: type.body,
                                                  expressions: [Expression(text: value, offset: argument.offset)], type: nil, offset: argument.offset))
                }
            }
        }
    }

    // MARK: Expressions

    /// The expression that starts at `start` (spaces skipped) and ends with its statement: a `;`,
    /// a top-level `,` or closing bracket, or a line end not continued by the next line (`.member`,
    /// an operator); in a condition, also a `{` or `else`. Nil when longer than a declaration's.
    func expression(from start: Int, condition: Bool, limit: Int? = nil) -> Expression? {
        let bytes = source.bytes
        var begin = source.skippingSpacesOnLine(from: start)
        // A value a formatter put on the line after its `=` (`static const String groupId =\n 'group.…';`,
        // round 11 LoveLiveMusicPlayer) starts there.
        if begin < bytes.count, bytes[begin] == UInt8(ascii: "\n") || bytes[begin] == UInt8(ascii: "\r"),
           case let before = source.skippingSpacesBack(from: start), before > 0, bytes[before - 1] == UInt8(ascii: "=") {
            begin = source.skippingSpaces(from: begin)
        }
        var index = begin, depth = 0
        let end = min(limit ?? bytes.count, begin + Self.maximumHeaderBytes)
        while index < end {
            let byte = bytes[index]
            if source.language.opensString(byte) {
                index = SourceText.skipString(in: bytes, from: index, language: source.language) ?? end
                continue
            }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "{"):
                if depth == 0, condition, index > begin { return finish(begin, index) }
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 { return finish(begin, index) }
                depth -= 1
            case UInt8(ascii: ";") where depth == 0, UInt8(ascii: ",") where depth == 0:
                return finish(begin, index)
            case UInt8(ascii: "\n") where depth == 0:
                if index == begin || !continues(after: index, begin: begin) { return finish(begin, index) }
            case UInt8(ascii: "e") where depth == 0 && condition:
                if source.word(at: index) == "else", index == 0 || !SourceText.isIdentifier(bytes[index - 1]) { return finish(begin, index) }
            default:
                break
            }
            index += 1
        }
        if index >= (limit ?? bytes.count) { return finish(begin, index) }
        return nil
    }

    private func finish(_ begin: Int, _ end: Int) -> Expression? {
        let text = source.text(begin..<max(begin, end)).trimmingWhitespace
        return text.isEmpty ? nil : Expression(text: text, offset: begin)
    }

    /// Whether the statement goes on after the line end at `newline`: the next line starts with
    /// `.` or an operator, or this one ends with an operator or `=`.
    private func continues(after newline: Int, begin: Int) -> Bool {
        let bytes = source.bytes
        let next = source.skippingSpaces(from: newline)
        if next < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "+"), UInt8(ascii: "&"), UInt8(ascii: "|")].contains(bytes[next]) {
            return true
        }
        let last = source.skippingSpacesBack(from: newline)
        return last > begin && [UInt8(ascii: "+"), UInt8(ascii: "="), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "&"), UInt8(ascii: "|"),
                                 UInt8(ascii: "(")].contains(bytes[last - 1])
    }

    // MARK: Assignments

    /// Every `path.name = expression` of code that is no declaration, so a `var`'s later values are known.
    private mutating func scanAssignments() {
        let bytes = source.bytes
        let declared = Set(definitions.compactMap { definition -> Int? in definition.expressions.first.map { $0.offset } })
        for index in source.codeOffsets(from: 0) {
            guard bytes[index] == UInt8(ascii: "="), index > 0, index + 1 < bytes.count else { continue }
            let previous = bytes[index - 1], next = bytes[index + 1]
            let operators: [UInt8] = Array("=!<>+-*/%&|^?:".utf8)
            guard !operators.contains(previous), next != UInt8(ascii: "="), next != UInt8(ascii: ">") else { continue }
            let value = expression(from: index + 1, condition: false)
            guard let value, !declared.contains(value.offset) else { continue }
            // The path before `=`: `self.kind`, `Config.shared.group`, `appGroupId`.
            var end = source.skippingSpacesBack(from: index)
            var parts: [String] = []
            while let word = source.word(before: end), parts.count < 8 {
                parts.insert(word, at: 0)
                let start = end - word.utf8.count
                guard start > 0, bytes[start - 1] == UInt8(ascii: ".") else { end = start; break }
                end = start - 1
            }
            guard let name = parts.last else { continue }
            // `let x = `, `var x: T = `, `case a = `: declarations, read above.
            let before = source.word(before: end) ?? ""
            guard !["let", "var", "case", "const", "final", "val", "String", "string", "NSString", "readonly", "static", "func", "typealias"].contains(before),
                  !name.first!.isUppercase || parts.count > 1 else { continue }
            assignments.append(Assignment(name: name, qualifier: Array(parts.dropLast()), expression: value, owner: nil))
            // Asked as each is kept: a file that reaches the limit is recorded as cut, whatever follows.
            guard source.keeps(assignments.count, limit: Self.maximumDeclarations) else { break }
        }
    }

    // MARK: Scopes

    /// Sets each definition's owner (the type whose body holds it directly) and scope (the
    /// innermost block around it), each parameter's function, and each function's owner.
    private mutating func placeInScopes() {
        let offsets = definitions.map(\.offset) + functions.map(\.offset) + assignments.map(\.expression.offset)
        let blocks = source.innermostBlocks(around: offsets)
        let around = innermostTypes(around: offsets)
        let types = self.types
        var byBody: [Int: Int] = [:]
        for (index, type) in types.enumerated() { byBody[type.body.lowerBound] = index }
        /// The type whose body is the block itself (a member), and the name its members belong to
        /// (a companion object's belong to the class around it).
        func direct(_ block: Range<Int>?) -> TypeDeclaration? { block.flatMap { byBody[$0.lowerBound] }.map { types[$0] } }
        func ownerName(_ type: TypeDeclaration?, at offset: Int) -> String? {
            guard let type else { return nil }
            guard type.keyword == "companion" else { return type.name }
            return types.last { $0.body.lowerBound < type.offset && $0.body.contains(type.offset) && $0.keyword != "companion" }?.name
        }
        functions = functions.enumerated().map { index, function in
            let block = blocks[definitions.count + index]
            return Function(name: function.name, owner: ownerName(direct(block), at: function.offset), modifiers: function.modifiers,
                            attributes: function.attributes, parameters: function.parameters, body: function.body, offset: function.offset,
                            isInitializer: function.isInitializer, parenthesis: function.parenthesis)
        }
        var placed: [Definition] = []
        for (index, definition) in definitions.enumerated() {
            let block = blocks[index]
            let type = direct(block)
            // A `case` counts only directly in an enum (a `switch`'s is a pattern).
            if definition.kind == .enumCase, definition.owner == nil, type?.keyword != "enum" { continue }
            placed.append(Definition(name: definition.name, kind: definition.kind, owner: definition.owner ?? ownerName(type, at: definition.offset),
                                     scope: definition.scope ?? block, expressions: definition.expressions, type: definition.type, offset: definition.offset,
                                     isCut: definition.isCut))
        }
        // Parameters: locals of their function's body.
        for (index, function) in functions.enumerated() {
            guard let body = function.body else { continue }
            for parameter in function.parameters {
                placed.append(Definition(name: parameter.name, kind: .parameter(index), owner: nil, scope: body, expressions: [], type: nil,
                                         offset: body.lowerBound))
            }
        }
        definitions = placed
        let first = offsets.count - assignments.count
        assignments = assignments.enumerated().map { index, assignment in
            Assignment(name: assignment.name, qualifier: assignment.qualifier, expression: assignment.expression,
                       owner: around[first + index].map { types[$0].name })
        }
    }

    /// For each offset, the innermost type (not a companion object) whose body holds it, however
    /// deep: one sweep over the offsets in order with the bodies open around them.
    private func innermostTypes(around offsets: [Int]) -> [Int?] {
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        let bodies = types.indices.filter { types[$0].keyword != "companion" }
        var result: [Int?] = Array(repeating: nil, count: offsets.count)
        var open: [Int] = []
        var next = 0
        for position in order {
            let offset = offsets[position]
            while next < bodies.count, types[bodies[next]].body.lowerBound <= offset {
                open.append(bodies[next])
                next += 1
            }
            while let last = open.last, types[last].body.upperBound <= offset { open.removeLast() }
            result[position] = open.last { types[$0].body.contains(offset) }
        }
        return result
    }

    /// The innermost type (or extension) whose body holds `offset`.
    func enclosingType(at offset: Int) -> TypeDeclaration? {
        enclosingTypes(at: offset).first { $0.keyword != "companion" }
    }

    /// The innermost function whose body holds `offset`.
    func enclosingFunction(at offset: Int) -> Int? {
        functions.indices.filter { functions[$0].body?.contains(offset) ?? false }.max { functions[$0].body!.lowerBound < functions[$1].body!.lowerBound }
    }
}

extension SourceText {
    /// The identifier that starts at `offset`, if one does (and not in the middle of one).
    func word(at offset: Int) -> String? {
        guard offset < bytes.count, Self.isIdentifier(bytes[offset]), !(bytes[offset] >= 0x30 && bytes[offset] <= 0x39) else { return nil }
        if offset > 0, Self.isIdentifier(bytes[offset - 1]) { return nil }
        var end = offset
        while end < bytes.count, Self.isIdentifier(bytes[end]) || bytes[end] == UInt8(ascii: "$") { end += 1 }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }

    /// The next offset at or after `from` (before `before`) where `word` stands whole in code.
    func nextWord(_ word: String, from: Int, before: Int) -> Int? {
        let needle = Array(word.utf8)
        for index in codeOffsets(from: from, to: before - needle.count + 1)
            where bytes[index] == needle[0] && bytes[index..<(index + needle.count)].elementsEqual(needle)
            && (index == 0 || !Self.isIdentifier(bytes[index - 1])) && (index + needle.count == bytes.count || !Self.isIdentifier(bytes[index + needle.count])) {
            return index
        }
        return nil
    }

    /// Spaces and tabs skipped, not line ends.
    func skippingSpacesOnLine(from offset: Int) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index
    }
}
