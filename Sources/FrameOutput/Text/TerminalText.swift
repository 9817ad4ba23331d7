import SharedData

/// Text on its way to a terminal. A terminal acts on control characters: ESC starts sequences that
/// move the cursor, clear the screen, retitle the window or, with OSC 52, write the clipboard; the
/// C1 controls (U+0080-009F) do the same in one character; bidirectional overrides and isolates
/// and invisible format characters make a line read as something it is not. Data from a container
/// or a snapshot folder can hold any of them, so every line widget-tui prints passes through here:
/// those characters are shown as visible escapes in Swift's notation (`\u{1B}`, `\u{202E}`), and
/// only the colour codes `ANSIWriter` makes itself reach the terminal raw.
public struct TerminalText: Equatable, Sendable, ExpressibleByStringLiteral {
    enum Piece: Equatable, Sendable {
        /// Anything that may hold data: escaped when shown.
        case text(String)
        /// `ANSIWriter`'s output: its own SGR codes around cells whose characters it made safe.
        case colors(String)
    }

    private(set) var pieces: [Piece]

    public init(_ text: String) {
        pieces = text.isEmpty ? [] : [.text(text)]
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// Only `ANSIWriter` makes colour pieces, so no other text can carry an escape sequence.
    init(colors: String) {
        pieces = [.colors(colors)]
    }

    public static func + (lhs: TerminalText, rhs: TerminalText) -> TerminalText {
        var joined = lhs
        joined.pieces += rhs.pieces
        return joined
    }

    public static func += (lhs: inout TerminalText, rhs: TerminalText) {
        lhs.pieces += rhs.pieces
    }

    /// What the terminal receives: the text with its controls escaped and its line breaks kept,
    /// the colour codes as they are.
    public var shown: String {
        pieces.map { piece in
            switch piece {
            case let .text(text): Self.escaped(text)
            case let .colors(codes): codes
            }
        }.concatenated()
    }

    /// `text` with every character a terminal could act on, or that hides itself, written as a
    /// visible escape: `\u{1B}` for ESC, `\u{9B}` for the C1 CSI, `\u{202E}` for a right-to-left
    /// override. Line breaks are kept unless `lineBreaks` is false (a one-line message).
    public static func escaped(_ text: String, lineBreaks: Bool = true) -> String {
        guard text.unicodeScalars.contains(where: { isEscaped($0) && !(lineBreaks && $0 == "\n") }) else { return text }
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if isEscaped(scalar), !(lineBreaks && scalar == "\n") {
                out += VisibleText.escape(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A JSON document with the same characters written as JSON escapes (`\u009b`, `\u202e`),
    /// which decode to the same strings. Outside strings JSON holds only ASCII punctuation and
    /// white space, so every such character is inside a string, where an escape means the same;
    /// the white space between tokens (line feed, tab, carriage return) is kept.
    public static func escapedJSON(_ json: String) -> String {
        func kept(_ scalar: Unicode.Scalar) -> Bool { !isEscaped(scalar) || scalar == "\n" || scalar == "\t" || scalar == "\r" }
        guard !json.unicodeScalars.allSatisfy(kept) else { return json }
        var out = ""
        for scalar in json.unicodeScalars {
            if kept(scalar) {
                out.unicodeScalars.append(scalar)
            } else {
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            }
        }
        return out
    }

    /// Controls (C0, DEL, C1), format characters (bidirectional overrides and isolates, zero-width
    /// spaces and joiners, the byte order mark, tags) and the line and paragraph separators: what
    /// a terminal acts on or what shows as nothing.
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return true }
        if scalar.value < 0xA0 { return false }
        // Box drawing, block elements and geometric shapes, all symbols: the characters the cell
        // writers draw most, without a look-up of their category each.
        if (0x2500...0x25FF).contains(scalar.value) { return false }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
