import Essentials

// The per-file constants the key contract (Keys/) resolves its keys through: a name a file defines
// once, and the innermost block's definition of a bare name. The symbol table (SymbolTable) follows
// values across files for groups and kinds; the key scanners still read keys one file at a time.
extension SourceText {
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
        /// Marked `private` or `fileprivate`: its file's alone, never another file's name.
        var filePrivate = false
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

    /// Every definition `constants()` knows the shape of, in order (`DefinitionScanner`, over the
    /// bytes: no Regex, whose backtracking state grew with a long string literal).
    func definitions() -> [Definition] {
        // Keys are read from Swift and Dart; the other languages' writers go through their own scanners.
        guard language == .swift || language == .dart else { return [] }
        return DefinitionScanner(source: self).matches().compactMap { match in
            let name = text(match.name), right = text(match.value)
            let value: Constant.Value
            if let literal = Self.literal(right, language: language) {
                value = .literal(literal)
            } else if let other = Self.constantName(in: right, language: language), other != name {
                value = .name(other)
            } else {
                return nil
            }
            return Definition(name: name, constant: Constant(value: value, line: line(at: match.start), filePrivate: isFilePrivate(at: match.start)),
                              offset: match.start)
        }
    }

}

/// A file's definitions with the block each is made in, so a bare name resolves at its use to
/// the definition of the innermost block around it that defines it: each widget struct's own
/// `let kind`, where the file-wide lookup (`SourceText.constants()`) sees one name defined
/// differently several times and gives up.
struct ScopedDefinitions {
    private let definitions: [SourceText.Definition]
    private let scopes: [Range<Int>?]
    private let byName: [String: [Int]]

    init(_ source: SourceText) {
        let found = source.definitions()
        definitions = found
        scopes = source.innermostBlocks(around: found.map(\.offset))
        byName = Dictionary(grouping: found.indices, by: { found[$0].name })
    }

    /// What a bare name (`kind`, `self.kind`, `Self.kind`) used at `offset` stands for, and the
    /// line that defines it. nil when no block around the use defines the name, when that block
    /// defines it twice differently, or for a qualified name (`Kinds.tally`, another type's).
    func value(of expression: String, at offset: Int) -> (value: String, line: Int)? {
        let parts = expression.split(separator: ".").map(\.trimmingWhitespace)
        guard parts.count == 1 || (parts.count == 2 && (parts[0] == "self" || parts[0] == "Self")) else { return nil }
        var name = parts[parts.count - 1]
        for _ in 0..<SourceText.maximumAliasHops {
            let around = (byName[name] ?? []).filter { scopes[$0]?.contains(offset) ?? true }
            // Of the blocks around one offset, the deeper starts later; the top of the file first.
            let depth = { (index: Int) in scopes[index]?.lowerBound ?? -1 }
            guard let innermost = around.map(depth).max() else { return nil }
            let chosen = around.filter { depth($0) == innermost }
            guard Set(chosen.map { definitions[$0].constant.value }).count == 1 else { return nil }
            let constant = definitions[chosen[0]].constant
            switch constant.value {
            case let .literal(value): return (value, constant.line)
            case let .name(other): name = other
            }
        }
        return nil
    }
}
