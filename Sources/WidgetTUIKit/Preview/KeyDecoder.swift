/// Keys from the bytes the terminal sends: UTF-8 characters, and the escape sequences of keys,
/// those of the terminal's terminfo entry and the ANSI ones every xterm-like terminal sends in
/// either cursor mode. The preview reads the bytes itself, all that are waiting in one read: ncurses
/// read a key's sequence a byte at a time, a poll and a read each.
///
/// An escape sequence of no key is read to its end and dropped, and Esc is a quit key: so ESC
/// starts a sequence, and only an ESC with nothing after it is the Esc key (the terminal is given
/// a moment to send the rest, see `awaitsMore`). Pasted text, which bracketed paste puts between
/// `ESC [ 200 ~` and `ESC [ 201 ~`, is dropped whole: a paste of `q` or of escape sequences must not
/// quit or drive the preview.
public struct KeyDecoder: Sendable {
    /// A sequence longer than this is no key's: dropped as soon as it is seen to be that long.
    static let longestSequence = 64

    /// The ANSI (ECMA-48) and xterm sequences of the preview's keys, in normal and application
    /// cursor mode, and the Home and End of tmux, screen and rxvt that their terminfo entries may
    /// not name: a terminal that did not take the keypad mode ncurses asked for still works.
    static let ansiSequences: [String: Key] = {
        var sequences: [String: Key] = [:]
        for (final, key) in [("A", Key.up), ("B", .down), ("C", .right), ("D", .left), ("H", .home), ("F", .end)] {
            sequences["\u{1B}[" + final] = key
            sequences["\u{1B}O" + final] = key
        }
        for (number, key) in [(1, Key.home), (4, .end), (7, .home), (8, .end), (5, .pageUp), (6, .pageDown)] {
            sequences["\u{1B}[\(number)~"] = key
        }
        sequences["\u{1B}OM"] = .enter
        for (n, final) in zip(1...4, ["P", "Q", "R", "S"]) { sequences["\u{1B}O" + final] = .function(n) }
        for (n, number) in zip(5...12, [15, 17, 18, 19, 20, 21, 23, 24]) { sequences["\u{1B}[\(number)~"] = .function(n) }
        return sequences
    }()

    /// Every key's sequence, and every sequence that begins one.
    private let sequences: [[Unicode.Scalar]: Key]
    private let beginnings: Set<[Unicode.Scalar]>
    private var utf8 = UTF8Stream()
    /// The characters of the escape sequence being read, from the ESC; nil outside one.
    private var sequence: [Unicode.Scalar]?
    /// Between the start and the end of a bracketed paste.
    public private(set) var pasting = false

    /// - Parameter sequences: the terminfo entry's sequences, over the ANSI ones. Only those that
    ///   start with ESC: any other (Backspace's DEL) reads as the characters it is.
    public init(sequences terminfo: [String: Key] = [:]) {
        let all = Self.ansiSequences.merging(terminfo) { _, entry in entry }.filter { $0.key.hasPrefix("\u{1B}") }
        sequences = Dictionary(uniqueKeysWithValues: all.map { (Array($0.key.unicodeScalars), $0.value) })
        beginnings = Set(sequences.keys.flatMap { scalars in (1..<scalars.count).map { Array(scalars.prefix($0)) } })
    }

    /// The keys `bytes` complete, read after those before. (An array's slice, not any sequence: a
    /// generic function called from another module runs unspecialized.)
    public mutating func feed(_ bytes: ArraySlice<UInt8>) -> [Key] {
        var keys: [Key] = []
        for byte in bytes {
            if let scalar = utf8.scalar(after: byte), let key = feed(scalar) { keys.append(key) }
        }
        return keys
    }

    /// The bytes so far end in an ESC alone, which may be the first of a sequence whose rest is
    /// on its way: ncurses waited `ESCDELAY` for it before calling it the Esc key.
    public var awaitsMore: Bool { sequence == ["\u{1B}"] }

    /// The read ended: an ESC with nothing after it was the Esc key. A sequence cut off part way
    /// is kept for the next read.
    public mutating func endOfRead() -> Key? {
        guard awaitsMore else { return nil }
        sequence = nil
        return pasting ? nil : .escape
    }

    private mutating func feed(_ scalar: Unicode.Scalar) -> Key? {
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

    private mutating func continueSequence(with scalar: Unicode.Scalar) -> Key? {
        // Taken out, so the append below does not copy the characters; every way out sets it again.
        guard var characters = sequence.take() else { return nil }
        characters.append(scalar)
        if let key = sequences[characters] {
            sequence = nil
            return pasting ? nil : key
        }
        if beginnings.contains(characters) {
            sequence = characters
            return nil
        }
        // No key's: read to its end by ECMA-48's grammar, and dropped.
        if characters.count == 2 {
            switch scalar {
            case "[", "O":
                sequence = characters
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

    /// A whole sequence of no key, dropped: the paste brackets switch pasting.
    private mutating func finish(_ characters: [Unicode.Scalar]) {
        let text = String(String.UnicodeScalarView(characters))
        if text == "\u{1B}[200~" { pasting = true }
        if text == "\u{1B}[201~" { pasting = false }
    }
}
