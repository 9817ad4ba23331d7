import PropertyList

/// Text on its way to a CI log. GitHub Actions' runner reads every line a step writes, standard
/// output and standard error alike, for workflow commands: a line that starts with `::` once its
/// leading white space is trimmed (`::warning title=T::message`, `::stop-commands::token`) and, in
/// the older form, a line holding `##[` anywhere (`##[add-mask]word`). A name from a pull request
/// that reached the log as it is could forge an annotation, stop the runner reading widget-tui's
/// own, or mask a word in the rest of the log. So every write leaves through here (`CommandIO`),
/// after `TerminalText` has made its controls visible, and:
/// - a colon that starts a line, after white space and colour codes, is written `\u{3A}`;
/// - a `[` after `##` is written `\u{5B}`, so no `##[` is left anywhere;
/// - a write that ends in `#` writes it `\u{23}`, so the next write cannot complete a `##[`.
///
/// The escapes are `VisibleText`'s notation, so a name shows as it does everywhere else (a
/// literal `\u{3A}` in data is shown `\\u{3A}`, never alike). A JSON document gets JSON's escapes
/// instead (`\u005b`), which decode to the same strings. Characters a culture-sensitive comparison
/// skips (Unicode's default-ignorable code points, such as variation selectors) are skipped here
/// too, in case the runner compares that way. Only the annotations widget-tui writes itself
/// (`GitHubAnnotations`) take another way out.
public enum WorkflowCommandText {
    /// How an escaped character is spelt.
    public enum Spelling: Sendable {
        /// `\u{3A}`, as `VisibleText` writes it: text for a reader.
        case visible
        /// `\u003a`: inside a JSON string, where it decodes to the character. Outside its strings
        /// JSON holds no `#`, and no line of the pretty-printed documents starts with `:`.
        case json
    }

    /// `text` as it may reach a CI log: see the type's rules.
    /// - Parameter withinLine: the text sits inside one line between text of widget-tui's own (an
    ///   annotation's title or message, its line breaks already escaped): it starts no line and
    ///   ends no write, so only `##[` is broken.
    public static func neutralised(_ text: String, as spelling: Spelling = .visible, withinLine: Bool = false) -> String {
        var decoded = 0
        return neutralised(text, as: spelling, withinLine: withinLine, decoded: &decoded)
    }

    /// The same, counting in `decoded` the scalars it decoded from their bytes: the rules turn on
    /// ASCII bytes, so a scalar beyond ASCII is decoded only where it could matter (at a line's
    /// start, where white space is skipped, or after a `#`, where an ignorable one keeps the
    /// `#`s). Everything between two escapes is copied as it is, so a line with nothing to
    /// neutralise costs one pass over its bytes to find its end (text of any size was appended a
    /// scalar at a time before, about 350 ns a byte: 18% of doctor's CPU on 3,000 targets).
    static func neutralised(_ text: String, as spelling: Spelling, withinLine: Bool, decoded: inout Int) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "#") }) else {
            return text
        }
        var text = text
        return text.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            // bytes[..<copied] are in `out`, escaped where they had to be.
            var copied = 0
            func escape(at index: Int) {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                out.append(contentsOf: Self.escape(Unicode.Scalar(bytes[index]), spelling).utf8)
                copied = index + 1
            }
            // How many of the last two scalars written that were not ignorable are `#`s, at the
            // end: two before a `[` make `##[`.
            var hashes = 0
            var atLineStart = !withinLine
            var i = 0
            while i < bytes.count {
                if atLineStart {
                    atLineStart = false
                    i = afterLeadingSpace(bytes, from: i, decoded: &decoded)
                    if i < bytes.count, bytes[i] == UInt8(ascii: ":") {
                        escape(at: i)
                        hashes = 0
                        i += 1
                        continue
                    }
                    if i == bytes.count { break }
                }
                // No `#` behind: nothing matters until a line break or a `#` (a `[` needs two
                // `#`s, a scalar beyond ASCII can only keep them).
                if hashes == 0 {
                    while i < bytes.count, bytes[i] != UInt8(ascii: "\n"), bytes[i] != UInt8(ascii: "\r"), bytes[i] != UInt8(ascii: "#") { i += 1 }
                    if i == bytes.count { break }
                }
                let byte = bytes[i]
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    hashes = 0
                    atLineStart = !withinLine
                    i += 1
                } else if byte == UInt8(ascii: "#") {
                    if spelling == .visible, !withinLine, onlyIgnorable(bytes, from: i + 1, decoded: &decoded) { escape(at: i) }
                    hashes = min(hashes + 1, 2)
                    i += 1
                } else if byte == UInt8(ascii: "[") {
                    if hashes == 2 { escape(at: i) }
                    hashes = 0
                    i += 1
                } else if byte < 0x80 {
                    hashes = 0
                    i += 1
                } else {
                    let (scalar, length) = scalar(in: bytes, at: i)
                    decoded += 1
                    if !scalar.properties.isDefaultIgnorableCodePoint { hashes = 0 }
                    i += length
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// Past the white space, colour codes (`ESC [ ... m`) and ignorable characters at `start`.
    private static func afterLeadingSpace(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, decoded: inout Int) -> Int {
        var i = start
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return i }
            if byte == 0x1B, i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "[") {
                var end = i + 2
                while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) || bytes[end] == UInt8(ascii: ";")
                    || bytes[end] == UInt8(ascii: ":") { end += 1 }
                guard end < bytes.count, bytes[end] == UInt8(ascii: "m") else { return i }
                i = end + 1
            } else if byte < 0x80 {
                // ASCII's white space (Unicode's White_Space); no ASCII character is ignorable.
                guard byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) else { return i }
                i += 1
            } else {
                let (scalar, length) = scalar(in: bytes, at: i)
                decoded += 1
                guard scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint else { return i }
                i += length
            }
        }
        return i
    }

    /// Whether only ignorable characters are at `start` and after it.
    private static func onlyIgnorable(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, decoded: inout Int) -> Bool {
        var i = start
        while i < bytes.count {
            guard bytes[i] >= 0x80 else { return false }
            let (scalar, length) = scalar(in: bytes, at: i)
            decoded += 1
            guard scalar.properties.isDefaultIgnorableCodePoint else { return false }
            i += length
        }
        return true
    }

    /// The scalar whose UTF-8 starts at `index` (a lead byte of valid UTF-8: the bytes are a `String`'s) and its length.
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[index])
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = lead & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in 1..<length { value = value << 6 | UInt32(bytes[index + k] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    private static func escape(_ scalar: Unicode.Scalar, _ spelling: Spelling) -> String {
        switch spelling {
        case .visible: VisibleText.escape(scalar)
        case .json: "\\u00" + String(scalar.value, radix: 16)
        }
    }
}
