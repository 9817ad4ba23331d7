extension SourceText {
    /// Where a file reads and changes its names, for the properties a wrapper backs (`@AppStorage`
    /// stores its key where the property is set and reads it where the property is read, not
    /// where it is declared).
    struct PropertyAccesses {
        /// Each name's offsets where it is assigned (`name =`, `name += ...`), passed as a binding
        /// (`$name`) or mutated (`name.toggle()`, `.append(`, `.insert(`, `.remove...`), outside strings.
        var assigned: [String: [Int]] = [:]
        /// The names used other than as the target of a plain assignment or as declared: read,
        /// strings' interpolations included (`"\(count)"`).
        var read: Set<String> = []
    }

    /// The property an attribute before `offset` declares: the name after its `var` (within a
    /// line's worth); nil when there is none.
    func propertyName(after offset: Int) -> String? {
        let end = min(bytes.count, offset + 300)
        var index = offset
        while index + 3 < end {
            if bytes[index] == UInt8(ascii: "v"), bytes[index + 1] == UInt8(ascii: "a"), bytes[index + 2] == UInt8(ascii: "r"),
               !Self.isIdentifier(bytes[index + 3]), index == 0 || !Self.isIdentifier(bytes[index - 1]) {
                let start = skippingSpaces(from: index + 3)
                var stop = start
                while stop < bytes.count, Self.isIdentifier(bytes[stop]) { stop += 1 }
                return stop > start ? text(start..<stop) : nil
            }
            index += 1
        }
        return nil
    }

    /// The assignments of `names` and whether each is read: one pass over the identifiers, a name
    /// made only of one as long as some of `names` (a member's name is any value's: `items.count`
    /// reads a property `count` too, which keeps its read).
    func propertyAccesses(of names: Set<String>) -> PropertyAccesses {
        var accesses = PropertyAccesses()
        let lengths = Set(names.map(\.utf8.count))
        for start in identifierStarts.lazy.map(Int.init) {
            var stop = start
            while stop < bytes.count, Self.isIdentifier(bytes[stop]) { stop += 1 }
            guard lengths.contains(stop - start) else { continue }
            let name = text(start..<stop)
            guard names.contains(name) else { continue }
            let declared = word(before: start).map { $0 == "var" || $0 == "let" } ?? false
            guard !isInString(offset: start) else {
                // `"\(count)"`: an interpolation reads; a literal's text (the key `"count"`) does not.
                if isInterpolated(start) { accesses.read.insert(name) }
                continue
            }
            let binding = start > 0 && bytes[start - 1] == UInt8(ascii: "$")
            let next = skippingSpaces(from: stop)
            var plainAssignment = false, changes = false
            if next < bytes.count {
                let byte = bytes[next], after = next + 1 < bytes.count ? bytes[next + 1] : 0
                if byte == UInt8(ascii: "=") {
                    plainAssignment = after != UInt8(ascii: "=")
                } else if "+-*/%|&".utf8.contains(byte) {
                    changes = after == UInt8(ascii: "=")
                } else if byte == UInt8(ascii: ".") {
                    let member = text((next + 1)..<min(bytes.count, next + 8))
                    changes = ["toggle(", "append(", "insert(", "remove"].contains { member.hasPrefix($0) }
                }
            }
            // `var name = ""` declares: it stores nothing, and reads nothing, until used.
            if declared { continue }
            if binding || plainAssignment || changes { accesses.assigned[name, default: []].append(start) }
            if !plainAssignment { accesses.read.insert(name) }
        }
        return accesses
    }

    /// Whether a name inside a string literal is in an interpolation's parentheses (`"\(a + count)"`,
    /// `"\(format(count))"`): a `\(` before it, past other opening parentheses, with no `"`, `)` or
    /// line's end between.
    func isInterpolated(_ start: Int) -> Bool {
        var index = start - 1
        while index > 0, start - index < 256 {
            switch bytes[index] {
            case UInt8(ascii: "(") where bytes[index - 1] == UInt8(ascii: "\\"): return true
            case UInt8(ascii: "\""), UInt8(ascii: ")"), UInt8(ascii: "\n"): return false
            default: index -= 1
            }
        }
        return false
    }
}
