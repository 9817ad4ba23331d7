import Essentials

/// A key read through a loop over a list of keys, the first one set winning: `for candidate in
/// candidates { if let v = defaults.string(forKey: candidate) { ... } }`, the list written in place
/// or as a constant of the file (`static let candidates = [key, "CapacitorStorage.\(key)"]`): a
/// key a library may have prefixed, or a renamed key kept for old installs. Each element is a key
/// of the read (`KeyAccess.alternatives`). A write in such a loop writes every key of the list
/// (an app copying a list of keys into the group: `for key in widgetKeys { shared.set(v, forKey: key) }`).
enum LoopKeys {
    /// Bytes looked back from a read for the loop around it: a loop's body is a few lines.
    static let maximumLookBack = 4_000
    /// Elements of a list of keys a read tries: more is no list of candidates.
    static let maximumElements = 16
    /// Elements of a list of keys a loop writes: an app's whole list of the widget's keys, and the
    /// bytes such a list is read in (a key a line).
    static let maximumWrittenElements = 128
    static let maximumListBytes = 8 * 1024

    /// The elements of the list the loop variable `name`, used at `offset`, runs over; nil when
    /// `name` is no variable of a loop around `offset` over a list of this file.
    static func elements(of name: String, at offset: Int, in source: SourceText, limit: Int = maximumElements) -> [SourceText.Argument]? {
        guard SourceText.isName(name) else { return nil }
        var start = max(0, offset - maximumLookBack)
        // Never in the middle of a character: the window's offsets are the file's.
        while start > 0, source.bytes[start] & 0xC0 == 0x80 { start -= 1 }
        let window = source.text(start..<offset)
        guard window.utf8.contains(word: "for"), let loop = (try? Regex("\\bfor\\s+(?:let\\s+|var\\s+)?" + name + "\\s+in\\s+"))?.wordBoundaryKind(.simple),
              let match = window.matches(of: loop).last else { return nil }
        let after = start + window.utf8.distance(from: window.startIndex, to: match.range.upperBound)
        guard !source.isInString(offset: after), let brace = source.firstBrace(after: after), let block = source.block(at: brace),
              block.contains(offset) else { return nil }
        let collection = source.skippingSpaces(from: after)
        let list: Int
        if collection < source.bytes.count, source.bytes[collection] == UInt8(ascii: "[") {
            list = collection + 1
        } else {
            guard let constant = SourceText.constantName(in: source.text(collection..<brace).trimmingWhitespace, language: .swift),
                  let definition = (try? Regex("\\b(?:let|var)\\s+" + constant + "\\s*(?::\\s*\\[[^\\]\\n]*\\])?\\s*=\\s*\\["))?.wordBoundaryKind(.simple),
                  let defined = source.code.matches(of: definition).first(where: { !source.isInString($0.range.lowerBound) }) else { return nil }
            list = source.offset(of: defined.range.upperBound)
        }
        guard let elements = source.arguments(fromOffset: list, limit: limit > maximumElements ? maximumListBytes : SourceText.maximumArgumentBytes), (1...limit).contains(elements.count),
              elements.allSatisfy({ $0.label == nil && !$0.expression.isEmpty }) else { return nil }
        return elements
    }

    /// A string literal with one interpolation of a name (`"CapacitorStorage.\(key)"`) whose value
    /// `resolve` knows, as the string it makes; nil otherwise.
    static func interpolated(_ expression: String, resolve: (String) -> String?) -> String? {
        let text = expression.trimmingWhitespace
        guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2, let open = text.firstRange(of: "\\("),
              let close = text[open.upperBound...].firstIndex(of: ")") else { return nil }
        let head = text[text.index(after: text.startIndex)..<open.lowerBound]
        let tail = text[text.index(after: close)..<text.index(before: text.endIndex)]
        guard !head.contains("\\"), !tail.contains("\\"), let value = resolve(String(text[open.upperBound..<close]).trimmingWhitespace) else { return nil }
        return head + value + tail
    }
}
