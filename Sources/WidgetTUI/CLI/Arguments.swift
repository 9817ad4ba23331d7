/// A small command-line parser: commands take what they know and `finish()` rejects the rest,
/// so a mistyped option is an error rather than silently ignored.
struct Arguments {
    private var items: [String]

    init(_ items: [String]) { self.items = items }

    var isEmpty: Bool { items.isEmpty }

    /// Removes `--name VALUE` or `--name=VALUE`; the last one wins when repeated.
    mutating func option(_ name: String) throws -> String? {
        try options(name).last
    }

    /// Removes every `--name VALUE` / `--name=VALUE`, in order.
    mutating func options(_ name: String) throws -> [String] {
        var values: [String] = []
        var i = 0
        while i < items.count {
            let item = items[i]
            if item == name {
                guard i + 1 < items.count, !isOptionLike(items[i + 1]) else {
                    throw CLIError.usage("\(name) needs a value")
                }
                values.append(items[i + 1])
                items.removeSubrange(i...i + 1)
            } else if item.hasPrefix(name + "=") {
                values.append(String(item.dropFirst(name.count + 1)))
                items.remove(at: i)
            } else {
                i += 1
            }
        }
        return values
    }

    /// Removes `--name` and reports whether it was there.
    mutating func flag(_ name: String) -> Bool {
        guard items.contains(name) else { return false }
        items.removeAll { $0 == name }
        return true
    }

    /// Removes `--name [VALUE]`, where the value may be omitted: nil when absent,
    /// `.some(nil)` when given bare.
    mutating func optionalValueOption(_ name: String) -> String?? {
        if let i = items.firstIndex(where: { $0.hasPrefix(name + "=") }) {
            let value = String(items[i].dropFirst(name.count + 1))
            items.remove(at: i)
            return .some(value)
        }
        guard let i = items.firstIndex(of: name) else { return nil }
        if i + 1 < items.count, !isOptionLike(items[i + 1]) {
            let value = items[i + 1]
            items.removeSubrange(i...i + 1)
            return .some(value)
        }
        items.remove(at: i)
        return .some(nil)
    }

    /// Removes and returns the next argument that is not an option.
    mutating func positional() -> String? {
        guard let i = items.firstIndex(where: { !isOptionLike($0) }) else { return nil }
        return items.remove(at: i)
    }

    /// Fails on anything no one took.
    func finish() throws {
        guard let first = items.first else { return }
        if isOptionLike(first) { throw CLIError.usage("unknown option \(first)") }
        throw CLIError.usage("unexpected argument \(first)")
    }

    private func isOptionLike(_ s: String) -> Bool { s.hasPrefix("--") || (s.hasPrefix("-") && s.count > 1 && Double(s) == nil) }
}
