import Essentials

/// The tags of an XML file in order, in one pass (a workspace's `contents.xcworkspacedata`, a
/// `.csproj`): each tag's name, attributes, whether it closes or closes itself, where it is and its
/// line. Comments, `<?…?>` and `<!…>` are skipped. Not a parser: what lies between tags is the
/// reader's. Linear in the text whatever it holds: a tag or a comment left open ends the scan.
struct XMLTags: Sequence, IteratorProtocol {
    struct Tag {
        let name: Substring
        let attributes: Substring
        let closing: Bool
        let selfClosing: Bool
        /// From `<` to after `>`.
        let range: Range<String.Index>
        let line: Int

        /// An attribute's value (`name="value"` or `name='value'`), entities decoded.
        func attribute(_ key: String) -> String? {
            var rest = attributes[...]
            while let found = rest.firstRange(of: key) {
                let before = rest[..<found.lowerBound].last
                var after = rest[found.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
                rest = rest[found.upperBound...]
                guard before == nil || before!.isWhitespace, after.first == "=" else { continue }
                after = after.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
                guard let quote = after.first, quote == "\"" || quote == "'" else { return nil }
                let value = after.dropFirst().prefix { $0 != quote }
                return XMLTags.decoded(value)
            }
            return nil
        }
    }

    let text: String
    private var index: String.Index
    private var line = 1

    init(_ text: String) {
        self.text = text
        index = text.startIndex
    }

    mutating func next() -> Tag? {
        while let open = text[index...].firstIndex(of: "<") {
            line += text[index..<open].count { $0 == "\n" }
            let start = open
            let body = text.index(after: open)
            if text[body...].hasPrefix("!--") {
                guard let end = text[body...].firstRange(of: "-->") else { return finish() }
                line += text[open..<end.upperBound].count { $0 == "\n" }
                index = end.upperBound
                continue
            }
            // The end of the tag: the first `>` outside quotes.
            var cursor = body
            var quote: Character?
            while cursor < text.endIndex {
                let character = text[cursor]
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == "\"" || character == "'" {
                    quote = character
                } else if character == ">" {
                    break
                }
                cursor = text.index(after: cursor)
            }
            guard cursor < text.endIndex else { return finish() }
            let inside = text[body..<cursor]
            let tagLine = line
            line += inside.count { $0 == "\n" }
            index = text.index(after: cursor)
            guard let first = inside.first, first != "?", first != "!" else { continue }
            let closing = first == "/"
            let named = closing ? inside.dropFirst() : inside
            let name = named.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." || $0 == ":" }
            guard !name.isEmpty else { continue }
            var attributes = named[name.endIndex...]
            let selfClosing = attributes.last == "/"
            if selfClosing { attributes = attributes.dropLast() }
            return Tag(name: name, attributes: attributes, closing: closing, selfClosing: selfClosing, range: start..<index, line: tagLine)
        }
        return finish()
    }

    private mutating func finish() -> Tag? {
        index = text.endIndex
        return nil
    }

    static func decoded(_ text: some StringProtocol) -> String {
        String(text).replacing("&quot;", with: "\"").replacing("&apos;", with: "'").replacing("&lt;", with: "<").replacing("&gt;", with: ">")
            .replacing("&amp;", with: "&")
    }
}
