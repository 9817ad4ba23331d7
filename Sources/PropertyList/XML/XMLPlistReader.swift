import Essentials

/// Reads Apple's XML property list format (Xcode's `.entitlements`, a suite saved as XML) with the
/// grammar of CoreFoundation's parser (CFPropertyList.c), bounded by `PlistLimits` like the binary
/// reader, and with errors that give the line and byte offset.
///
/// As CoreFoundation: UTF-8 or UTF-16 text (`XMLPlistText`); a bare value as the root as well as
/// `<plist>`; comments and processing instructions between elements; a comment inside `<string>`
/// or `<key>` refused; text inside them kept exactly, whitespace and line ends included; the
/// entities `&lt; &gt; &amp; &apos; &quot;` and `&#...;`; CDATA sections; a repeated key keeps its
/// last value (CFDictionarySetValue).
///
/// Stricter than CoreFoundation, which lets damage through to be read, and written back, as
/// garbage: `<data>` must be whole base64 (CF skips other ASCII characters); nothing but comments
/// and whitespace may follow the root element (CF stops reading after it); the XML declaration must
/// be well formed and first, only whitespace before it (CF only looks inside it for `encoding=`);
/// `<key>` only where a dictionary's key belongs (CF reads a misplaced one as a string); dates that
/// do not exist.
///
/// A value nested deeper than the limit spoils only its top-level key, as in a binary suite; it
/// cannot be kept (it has no binary objects to copy), so the suite can be written only without it.
struct XMLPlistReader {
    private let text: XMLPlistText
    private let limits: PlistLimits

    init(_ data: Data, limits: PlistLimits = .standard) throws(PlistSyntaxError) {
        text = try XMLPlistText([UInt8](data))
        self.limits = limits
    }

    /// Whether bytes are XML rather than another text format: a UTF-16 byte-order mark, or a `<`
    /// first after a UTF-8 one and whitespace.
    static func looksLikeXML(_ data: Data) -> Bool {
        if data.starts(with: [0xFE, 0xFF]) || data.starts(with: [0xFF, 0xFE]) { return true }
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        return body.first { !XMLPlistScalars.isWhitespace(UInt16($0)) } == UInt8(ascii: "<")
    }

    func read() throws(PlistSyntaxError) -> PlistValue {
        var parser = Parser(text: text, budget: PlistBudget(limits))
        do throws(Failure) {
            return try parser.document()
        } catch {
            throw text.syntaxError(error)
        }
    }

    /// What is wrong, at which code unit of the document.
    struct Failure: Error {
        let message: String
        let index: Int
        var limit: PlistLimits.Kind?
    }

    private enum Tag: String {
        case plist, array, dict, key, string, data, date, real, integer, `true`, `false`
    }

    private struct OpenTag {
        let tag: Tag
        let isEmpty: Bool
        let start: Int
    }

    /// An array or dictionary whose close tag has not come yet.
    private struct Frame {
        let tag: Tag
        var items: [PlistValue] = []
        var entries = PlistDictionary()
        /// The key read, waiting for its value.
        var key: PlistString?
    }

    private struct Parser {
        let text: XMLPlistText
        var budget: PlistBudget
        var i = 0
        var units: [UInt16] { text.units }

        init(text: XMLPlistText, budget: PlistBudget) {
            self.text = text
            self.budget = budget
        }

        mutating func document() throws(Failure) -> PlistValue {
            try declaration()
            var doctype = false
            while true {
                try skipMisc()
                guard starts(with: "<!DOCTYPE") else { break }
                guard !doctype else { throw fail("a second <!DOCTYPE>") }
                try skipDoctype()
                doctype = true
            }
            guard i < units.count else { throw fail("no property list: the document holds no element") }
            let first = try openTag()
            guard first.tag == .plist else {
                let root = try value(first: first)
                try end()
                return root
            }
            guard !first.isEmpty else { throw fail("an empty <plist/>", at: first.start) }
            try skipMisc()
            guard !starts(with: "</") else { throw fail("an empty <plist>: it holds no value") }
            let root = try value()
            try skipMisc()
            if i < units.count, !starts(with: "</") { throw fail("a second value in <plist>: a property list holds one") }
            try closeTag(.plist)
            try end()
            return root
        }

        /// After the root element: comments, processing instructions and whitespace only.
        private mutating func end() throws(Failure) {
            try skipMisc()
            guard i == units.count else {
                throw fail("content after the end of the property list ('\(excerpt())'): only comments and whitespace may follow it")
            }
        }

        /// One value, its element already opened when `first` is given. Iterative, so that nesting
        /// costs no stack however deep it goes.
        private mutating func value(first: OpenTag? = nil) throws(Failure) -> PlistValue {
            var stack: [Frame] = []
            var spoiled: Failure?
            var next = first
            while true {
                let open: OpenTag
                if let first = next { open = first } else { open = try openTag() }
                next = nil
                try place(open.tag, in: stack.last, at: open.start)
                try charge(at: open.start)
                if spoiled == nil, !budget.allows(depth: stack.count) {
                    let tooDeep = Failure(message: budget.explain(.depth), index: open.start, limit: .depth)
                    // Inside a top-level dictionary only the key's value is spoiled; parsing goes on.
                    guard stack.count >= 2, stack[0].tag == .dict else { throw tooDeep }
                    spoiled = tooDeep
                }
                var completed: PlistValue?
                if open.tag == .array || open.tag == .dict, !open.isEmpty {
                    stack.append(Frame(tag: open.tag))
                } else {
                    completed = try leaf(open)
                }
                while true {
                    if var value = completed {
                        completed = nil
                        guard let parent = stack.indices.last else { return value }
                        if parent == 0, stack[0].key != nil, let failure = spoiled {
                            value = .unreadable(UnreadablePlistValue(reason: text.syntaxError(failure), objects: nil))
                            spoiled = nil
                        } else if spoiled != nil, case .array = value {
                            // A spoiled value is read through only for its syntax and dropped: kept,
                            // it would nest as deep as the file does, and releasing a value 100,000
                            // levels deep recurses once a level (a stack overflow).
                            value = .array([])
                        } else if spoiled != nil, case .dictionary = value {
                            value = .array([])
                        }
                        switch (stack[parent].tag, stack[parent].key, value) {
                        case (.array, _, _): stack[parent].items.append(value)
                        case let (_, key?, _):
                            stack[parent].entries[key] = value
                            stack[parent].key = nil
                        case let (_, nil, .string(key)): stack[parent].key = key
                        default: throw fail("a dictionary key that is not a string")
                        }
                    }
                    try skipMisc()
                    if i == units.count, let open = stack.last { throw fail("<\(open.tag.rawValue)> is never closed") }
                    guard starts(with: "</") else { break }
                    let frame = stack.removeLast()
                    if let key = frame.key { throw fail("<key>\(key.string.shown)</key> has no value before </dict>") }
                    try closeTag(frame.tag)
                    completed = frame.tag == .array ? .array(frame.items) : .dictionary(frame.entries)
                }
            }
        }

        /// Where each element may stand: `<key>` exactly where a dictionary's next key belongs,
        /// `<plist>` only around the root.
        private func place(_ tag: Tag, in parent: Frame?, at start: Int) throws(Failure) {
            if tag == .plist { throw fail("<plist> inside a value", at: start) }
            guard let parent, parent.tag == .dict else {
                if tag == .key { throw fail("<key> outside a <dict>", at: start) }
                return
            }
            switch (tag, parent.key) {
            case (.key, nil): return
            case (_, nil): throw fail("<\(tag.rawValue)> where <dict> needs a <key>", at: start)
            case let (.key, key?): throw fail("<key> where the value of <key>\(key.string.shown)</key> belongs", at: start)
            default: return
            }
        }

        /// An element without children, read through its close tag.
        private mutating func leaf(_ open: OpenTag) throws(Failure) -> PlistValue {
            switch open.tag {
            case .key, .string:
                return .string(open.isEmpty ? PlistString(utf16: []) : try string(open.tag))
            case .true, .false:
                if !open.isEmpty { try closeTag(open.tag) }
                return .bool(open.tag == .true)
            case .data, .date, .real, .integer:
                guard !open.isEmpty else { throw fail("an empty <\(open.tag.rawValue)/>", at: open.start) }
                let start = i
                while i < units.count, units[i] != XMLPlistScalars.ascii("<") { i += 1 }
                let content = units[start..<i]
                try closeTag(open.tag)
                switch open.tag {
                case .data:
                    let data = try XMLPlistScalars.data(content)
                    try charge(values: 0, bytes: data.count, at: start)
                    return .data(data)
                case .date: return try XMLPlistScalars.date(content)
                case .real: return try XMLPlistScalars.real(content)
                default: return try XMLPlistScalars.integer(content)
                }
            case .array: return .array([])
            case .dict: return .dictionary([:])
            case .plist: throw fail("<plist> inside a value", at: open.start)
            }
        }

        /// The text of `<string>` or `<key>` exactly, entities and CDATA sections resolved.
        private mutating func string(_ tag: Tag) throws(Failure) -> PlistString {
            var out: [UInt16] = []
            var mark = i
            while i < units.count {
                switch units[i] {
                case XMLPlistScalars.ascii("<"):
                    if starts(with: "<![CDATA[") {
                        out += units[mark..<i]
                        let start = i + 9
                        guard let end = find("]]>", from: start) else { throw fail("a CDATA section that never ends") }
                        out += units[start..<end]
                        i = end + 3
                        mark = i
                    } else if starts(with: "<!--") {
                        throw fail("a comment inside <\(tag.rawValue)> (CoreFoundation refuses one too)")
                    } else if starts(with: "<!") || starts(with: "<?") {
                        throw fail("markup inside <\(tag.rawValue)>")
                    } else {
                        out += units[mark..<i]
                        try charge(values: 0, bytes: 2 * out.count, at: mark)
                        try closeTag(tag)
                        return PlistString(utf16: out)
                    }
                case XMLPlistScalars.ascii("&"):
                    out += units[mark..<i]
                    out += try entity()
                    mark = i
                default:
                    i += 1
                }
            }
            throw fail("<\(tag.rawValue)> is never closed")
        }

        /// `&lt; &gt; &amp; &apos; &quot;`, or a character by number (up to 8 digits, as
        /// CoreFoundation reads them); nothing else.
        private mutating func entity() throws(Failure) -> [UInt16] {
            let start = i
            guard let semicolon = units[i...].prefix(12).firstIndex(of: XMLPlistScalars.ascii(";")) else {
                throw fail("an '&' that starts no entity (write &amp; for '&')")
            }
            let name = String(decoding: units[(i + 1)..<semicolon], as: UTF16.self)
            i = semicolon + 1
            switch name {
            case "lt": return [XMLPlistScalars.ascii("<")]
            case "gt": return [XMLPlistScalars.ascii(">")]
            case "amp": return [XMLPlistScalars.ascii("&")]
            case "apos": return [XMLPlistScalars.ascii("'")]
            case "quot": return [XMLPlistScalars.ascii("\"")]
            default:
                let hex = name.hasPrefix("#x")
                let digits = name.dropFirst(hex ? 2 : 1)
                guard name.hasPrefix("#"), (1...8).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isHexDigit }),
                      let number = UInt32(digits, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(number) else {
                    throw fail("unknown entity &\(name.prefix(10).shown); (a property list knows &lt; &gt; &amp; &apos; &quot; and &#...;)", at: start)
                }
                return Array(scalar.utf16)
            }
        }

        /// `<name attributes>` or `<name attributes/>`; the name one of the plist tags.
        private mutating func openTag() throws(Failure) -> OpenTag {
            let start = i
            guard i < units.count else { throw fail("the document ends where a value belongs") }
            guard units[i] == XMLPlistScalars.ascii("<"), i + 1 < units.count, Self.isNameStart(units[i + 1]) else {
                throw fail("unexpected '\(excerpt())' where a value belongs: only whitespace and comments may come between elements")
            }
            i += 1
            let name = self.name()
            guard let tag = Tag(rawValue: name) else { throw fail("unknown tag <\(name.prefix(20).shown)>", at: start) }
            while true {
                let spaced = skipWhitespace()
                if starts(with: ">") {
                    i += 1
                    return OpenTag(tag: tag, isEmpty: false, start: start)
                }
                if starts(with: "/>") {
                    i += 2
                    return OpenTag(tag: tag, isEmpty: true, start: start)
                }
                guard spaced, i < units.count, Self.isNameStart(units[i]) else { throw fail("a malformed <\(name.shown)> tag") }
                _ = try attribute()
            }
        }

        /// `</name>`, with optional whitespace before the `>`.
        private mutating func closeTag(_ tag: Tag) throws(Failure) {
            guard starts(with: "</") else { throw fail("expected </\(tag.rawValue)>") }
            let start = i
            i += 2
            guard name() == tag.rawValue else { throw fail("expected </\(tag.rawValue)>", at: start) }
            skipWhitespace()
            guard starts(with: ">") else { throw fail("a malformed </\(tag.rawValue)> tag") }
            i += 1
        }

        /// `name = "value"` (or single quotes); the value has no `<`.
        private mutating func attribute() throws(Failure) -> (name: String, value: String) {
            let name = self.name()
            skipWhitespace()
            guard starts(with: "=") else { throw fail("attribute \(name.shown) has no value") }
            i += 1
            skipWhitespace()
            guard i < units.count, units[i] == XMLPlistScalars.ascii("\"") || units[i] == XMLPlistScalars.ascii("'") else {
                throw fail("the value of attribute \(name.shown) is not quoted")
            }
            let quote = units[i]
            let start = i + 1
            guard let end = units[start...].firstIndex(where: { $0 == quote || $0 == XMLPlistScalars.ascii("<") }), units[end] == quote else {
                throw fail("the value of attribute \(name.shown) is never closed")
            }
            i = end + 1
            return (name, String(decoding: units[start..<end], as: UTF16.self))
        }

        /// `<?xml version="1.x" encoding="..." standalone="..."?>`, if the document starts with one
        /// (after whitespace, which CoreFoundation skips: an indented or heredoc-written plist is one
        /// Xcode reads): the version required, then the others optional, in that order; the encoding
        /// one this document is in.
        private mutating func declaration() throws(Failure) {
            skipWhitespace()
            let start = i
            guard starts(with: "<?xml"), i + 5 < units.count, XMLPlistScalars.isWhitespace(units[i + 5]) || units[i + 5] == XMLPlistScalars.ascii("?") else {
                return
            }
            i += 5
            var attributes: [(name: String, value: String)] = []
            while true {
                let spaced = skipWhitespace()
                if starts(with: "?>") { break }
                guard spaced, i < units.count, Self.isNameStart(units[i]) else {
                    throw fail(i < units.count ? "a malformed XML declaration: '\(excerpt())'" : "an XML declaration that never ends with ?>")
                }
                attributes.append(try attribute())
            }
            i += 2
            let names = attributes.map(\.name)
            guard names.first == "version", [["version"], ["version", "encoding"], ["version", "standalone"], ["version", "encoding", "standalone"]].contains(names) else {
                throw fail("a malformed XML declaration: it needs version, then optionally encoding and standalone, found \(names)", at: start)
            }
            let version = attributes[0].value
            guard version.hasPrefix("1."), version.count > 2, version.dropFirst(2).allSatisfy({ $0.isASCII && $0.isNumber }) else {
                throw fail("XML version '\(version.prefix(10).shown)' (expected 1.0)", at: start)
            }
            if let encoding = attributes.first(where: { $0.name == "encoding" })?.value.uppercased() {
                let readable = text.encoding == .utf8 ? ["UTF-8", "US-ASCII"] : ["UTF-16", "UTF-16BE", "UTF-16LE"]
                guard readable.contains(encoding) else {
                    throw fail("the XML declaration says \(encoding.prefix(20).shown), but the bytes are \(text.encoding == .utf8 ? "UTF-8" : "UTF-16"); "
                        + "widget-tui reads property lists in UTF-8 or UTF-16", at: start)
                }
            }
            if let standalone = attributes.first(where: { $0.name == "standalone" })?.value, standalone != "yes", standalone != "no" {
                throw fail("standalone='\(standalone.prefix(10).shown)' (expected yes or no)", at: start)
            }
        }

        /// `<!DOCTYPE ...>` without an internal subset, which neither CoreFoundation parser reads.
        private mutating func skipDoctype() throws(Failure) {
            i += 9
            guard skipWhitespace() else { throw fail("a malformed <!DOCTYPE>") }
            while i < units.count {
                switch units[i] {
                case XMLPlistScalars.ascii(">"):
                    i += 1
                    return
                case XMLPlistScalars.ascii("["):
                    throw fail("an internal DTD subset in <!DOCTYPE>")
                case XMLPlistScalars.ascii("\""), XMLPlistScalars.ascii("'"):
                    guard let end = units[(i + 1)...].firstIndex(of: units[i]) else { throw fail("a quoted string in <!DOCTYPE> that never ends") }
                    i = end + 1
                default:
                    i += 1
                }
            }
            throw fail("a <!DOCTYPE> that never ends")
        }

        /// Whitespace, comments and processing instructions.
        private mutating func skipMisc() throws(Failure) {
            while i < units.count {
                if XMLPlistScalars.isWhitespace(units[i]) {
                    i += 1
                } else if starts(with: "<!--") {
                    guard let end = find("-->", from: i + 4) else { throw fail("a comment that never ends") }
                    i = end + 3
                } else if starts(with: "<?") {
                    let start = i
                    i += 2
                    guard name().lowercased() != "xml" else { throw fail("an XML declaration must come first in the document", at: start) }
                    guard let end = find("?>", from: i) else { throw fail("a processing instruction that never ends", at: start) }
                    i = end + 2
                } else {
                    return
                }
            }
        }

        @discardableResult
        private mutating func skipWhitespace() -> Bool {
            let start = i
            while i < units.count, XMLPlistScalars.isWhitespace(units[i]) { i += 1 }
            return i > start
        }

        private mutating func name() -> String {
            let start = i
            while i < units.count, Self.isNameStart(units[i]) || (0x30...0x39).contains(units[i]) || [0x2D, 0x2E, 0x5F].contains(units[i]) { i += 1 }
            return String(decoding: units[start..<i], as: UTF16.self)
        }

        private static func isNameStart(_ unit: UInt16) -> Bool {
            (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) || unit == 0x5F || unit == 0x3A
        }

        private func starts(with literal: String) -> Bool {
            units[i...].starts(with: literal.utf16)
        }

        private func find(_ literal: String, from start: Int) -> Int? {
            let pattern = Array(literal.utf16)
            var j = start
            while j + pattern.count <= units.count {
                if units[j..<(j + pattern.count)].elementsEqual(pattern) { return j }
                j += 1
            }
            return nil
        }

        /// A few characters from the cursor, for a message.
        /// The text from here, quoted in a message: the file's, so escaped (`shown`).
        private func excerpt() -> String {
            units[i...].prefix(16).map(XMLPlistScalars.character).joined().shown
        }

        private mutating func charge(values: Int = 1, bytes: Int = 0, at index: Int) throws(Failure) {
            if let limit = budget.charge(values: values, bytes: bytes) {
                throw Failure(message: budget.explain(limit), index: index, limit: limit)
            }
        }

        private func fail(_ message: String, at index: Int? = nil) -> Failure {
            Failure(message: message, index: index ?? i)
        }
    }
}

extension XMLPlistText {
    /// A parser's failure as the error callers see, with the line and byte offset.
    func syntaxError(_ failure: XMLPlistReader.Failure) -> PlistSyntaxError {
        let (line, offset) = position(of: failure.index)
        return PlistSyntaxError(failure.message, offset: offset, line: line, limit: failure.limit)
    }
}
