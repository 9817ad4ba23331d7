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
        guard text.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "#") }) else {
            return text
        }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        out.reserveCapacity(scalars.count + 8)
        // The last two scalars written that were not ignorable, for `##[`.
        var previous: (Unicode.Scalar?, Unicode.Scalar?) = (nil, nil)
        var atLineStart = !withinLine
        var i = 0
        while i < scalars.count {
            if atLineStart {
                atLineStart = false
                let start = i
                i = afterLeadingSpace(scalars, from: i)
                out.append(contentsOf: scalars[start..<i])
                if i < scalars.count, scalars[i] == ":" {
                    out.append(contentsOf: escape(":", spelling).unicodeScalars)
                    previous = (previous.1, ":")
                    i += 1
                    continue
                }
                if i == scalars.count { break }
            }
            let scalar = scalars[i]
            i += 1
            if scalar == "\n" || scalar == "\r" {
                out.append(scalar)
                previous = (nil, nil)
                atLineStart = !withinLine
                continue
            }
            let ignorable = scalar.properties.isDefaultIgnorableCodePoint
            if scalar == "[", previous == ("#", "#") {
                out.append(contentsOf: escape(scalar, spelling).unicodeScalars)
            } else if scalar == "#", spelling == .visible, !withinLine, isLast(i - 1, in: scalars) {
                out.append(contentsOf: escape(scalar, spelling).unicodeScalars)
            } else {
                out.append(scalar)
            }
            if !ignorable { previous = (previous.1, scalar) }
        }
        return String(out)
    }

    /// Past the white space, colour codes (`ESC [ ... m`) and ignorable characters at `start`.
    private static func afterLeadingSpace(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var i = start
        while i < scalars.count {
            let scalar = scalars[i]
            if scalar == "\n" || scalar == "\r" { return i }
            if scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint {
                i += 1
            } else if scalar == "\u{1B}", i + 1 < scalars.count, scalars[i + 1] == "[" {
                var end = i + 2
                while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" || scalars[end] == ":" { end += 1 }
                guard end < scalars.count, scalars[end] == "m" else { return i }
                i = end + 1
            } else {
                return i
            }
        }
        return i
    }

    /// Whether only ignorable characters follow `index`.
    private static func isLast(_ index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        scalars[(index + 1)...].allSatisfy(\.properties.isDefaultIgnorableCodePoint)
    }

    private static func escape(_ scalar: Unicode.Scalar, _ spelling: Spelling) -> String {
        switch spelling {
        case .visible: VisibleText.escape(scalar)
        case .json: "\\u00" + String(scalar.value, radix: 16)
        }
    }
}
