import Essentials

/// The string constants of one Swift file as the code at a place sees them, for naming a
/// UserDefaults key by its value: `Keys.lastActionKind` inside `DebugStore` is `DebugStore.Keys`'s
/// constant, never another type's `Keys.lastActionKind` (two stores of a project each with its
/// own `enum Keys`). A name resolves to a constant whose types around it (innermost first) start
/// with the qualifier written (`Keys`, `Store.Keys`) and whose remaining outer types enclose the
/// use, or, unqualified, whose types all enclose it (a member of a type around the use, or of the
/// file); one value among those, or none.
struct VisibleKeyConstants {
    typealias Constant = (chain: [String], value: String)
    /// The file's string constants by name, each with the types around it, innermost first.
    let constants: [String: [Constant]]
    private let declarations: SourceDeclarations

    init(_ source: SourceText, declarations: SourceDeclarations) {
        self.declarations = declarations
        var constants: [String: [Constant]] = [:]
        for definition in declarations.definitions where (definition.kind == .constant || definition.kind == .enumCase) && definition.expressions.count == 1 {
            guard let value = SourceText.literal(definition.expressions[0].text, language: .swift) else { continue }
            constants[definition.name, default: []].append((declarations.enclosingTypes(at: definition.offset).map(\.name), value))
        }
        self.constants = constants
    }

    /// The key an expression written at `offset` names, as `Write.keyName` names a literal
    /// (`"value"`, with its quotes); nil when this file defines no constant it can see of that name.
    func key(_ expression: Substring, at offset: Int) -> String? {
        Self.key(expression, around: declarations.enclosingTypes(at: offset).map(\.name), constants: constants)
    }

    /// The key an expression names among `constants`, seen from inside the types `around` (innermost
    /// first; none from another file, where only a name qualified up to its outermost type is seen).
    static func key(_ expression: Substring, around: [String], constants: [String: [Constant]]) -> String? {
        var parts = expression.split(separator: ".").map(\.trimmingWhitespace)
        if parts.count > 1, parts.last == "rawValue" { parts.removeLast() }
        if parts.first == "self" || parts.first == "Self" { parts.removeFirst() }
        guard let name = parts.popLast(), let candidates = constants[name] else { return nil }
        let qualifier = Array(parts.reversed())
        let seen = candidates.filter { chain, _ in
            guard chain.count >= qualifier.count, Array(chain.prefix(qualifier.count)) == qualifier else { return false }
            let outer = chain.dropFirst(qualifier.count)
            return around.count >= outer.count && Array(around.suffix(outer.count)) == Array(outer)
        }
        let values = Set(seen.map(\.value))
        return values.count == 1 ? "\"\(values.first!)\"" : nil
    }
}
