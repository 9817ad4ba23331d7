/// Keys from what the terminal reads: characters, and the keys ncurses decoded from the sequences
/// its terminfo entry names. A sequence it does not know reaches here as ESC and the characters
/// after it, and Esc is a quit key: so ESC starts a sequence, read to its end and dropped, and only
/// an ESC with nothing after it in the same read is the Esc key (ncurses waits `ESCDELAY` for what
/// follows one). Pasted text, which bracketed paste puts between `ESC [ 200 ~` and `ESC [ 201 ~`,
/// is dropped whole: a paste of `q` or of escape sequences must not quit or drive the preview.
public struct KeyDecoder: Sendable {
    /// One thing read: a key ncurses decoded, or a character.
    public enum Input: Equatable, Sendable {
        case key(Key)
        case character(Unicode.Scalar)
    }

    /// A sequence longer than this is no key's: dropped as soon as it is seen to be that long.
    static let longestSequence = 64

    /// The characters of the escape sequence being read, from the ESC; nil outside one.
    private var sequence: [Unicode.Scalar]?
    /// Between the start and the end of a bracketed paste.
    public private(set) var pasting = false

    public init() {}

    /// The key `input` completes, if any.
    public mutating func feed(_ input: Input) -> Key? {
        switch input {
        case let .key(key):
            // A key ncurses decoded ends any sequence; a resize is seen even mid-paste.
            sequence = nil
            return pasting && key != .resize ? nil : key
        case let .character(scalar):
            if sequence != nil { return continueSequence(with: scalar) }
            if scalar == "\u{1B}" {
                sequence = [scalar]
                return nil
            }
            if pasting { return nil }
            if scalar == "\r" || scalar == "\n" { return .enter }
            if scalar.properties.generalCategory == .control { return nil }
            return .character(Character(scalar))
        }
    }

    /// The read ended: an ESC with nothing after it was the Esc key. A sequence cut off part way
    /// is kept for the next read.
    public mutating func endOfRead() -> Key? {
        guard sequence == ["\u{1B}"] else { return nil }
        sequence = nil
        return pasting ? nil : .escape
    }

    private mutating func continueSequence(with scalar: Unicode.Scalar) -> Key? {
        guard var characters = sequence else { return nil }
        if characters.count == 1 {
            switch scalar {
            case "[", "O":
                sequence = characters + [scalar]
                return nil
            case "\u{1B}":
                // Esc pressed twice: the first is the key, the second may start a sequence.
                sequence = [scalar]
                return pasting ? nil : .escape
            default:
                // Alt and a key: not a key the preview has.
                sequence = nil
                return nil
            }
        }
        characters.append(scalar)
        if characters[1] == "O" || (0x40...0x7E).contains(scalar.value) {
            sequence = nil
            finish(characters)
        } else if characters.count >= Self.longestSequence || !(0x20...0x3F).contains(scalar.value) {
            sequence = nil
        } else {
            sequence = characters
        }
        return nil
    }

    /// A whole sequence, dropped: the paste brackets switch pasting.
    private mutating func finish(_ characters: [Unicode.Scalar]) {
        let text = String(String.UnicodeScalarView(characters))
        if text == "\u{1B}[200~" { pasting = true }
        if text == "\u{1B}[201~" { pasting = false }
    }
}
