/// The bytes a screen writer sends, with an ASCII character written several times in a row sent
/// once and repeated by REP (`ESC [ n b`, the preceding character n more times, as if written
/// again) where that is shorter and the terminal has it (terminfo's `rep`): runs of spaces in one
/// background. Only ASCII: tmux (3.3) repeats nothing after any other character, although its
/// panes say `TERM=xterm-256color`, whose entry has `rep`. REP follows only a character written
/// just before it, never an escape, so what it repeats is the same on every terminal that has it.
struct ScreenOutput {
    private(set) var bytes: [UInt8] = []
    private let repeats: Bool
    /// The character written last, when nothing came after it, and how many more times it is to
    /// be written still.
    private var last: Unicode.Scalar?
    private var pending = 0

    init(repeats: Bool) {
        self.repeats = repeats
    }

    mutating func write(_ character: Unicode.Scalar) {
        if repeats, character == last, character.isASCII {
            pending += 1
            return
        }
        flush()
        UTF8.encode(character) { bytes.append($0) }
        last = character
    }

    /// Escapes and controls, written as they are; a character after them is not repeated from
    /// before them.
    mutating func escape(_ write: (inout [UInt8]) -> Void) {
        flush()
        last = nil
        write(&bytes)
    }

    /// The bytes, with any repeat still pending.
    mutating func finish() -> [UInt8] {
        flush()
        last = nil
        return bytes
    }

    private mutating func flush() {
        guard pending > 0, let last else { return }
        let copies = pending * UTF8.width(last)
        if Self.repeatCost(pending) < copies {
            CursorMove.introduce(into: &bytes)
            if pending != 1 { SGRSequence.appendDecimal(pending, to: &bytes) }
            bytes.append(UInt8(ascii: "b"))
        } else {
            for _ in 0..<pending { UTF8.encode(last) { bytes.append($0) } }
        }
        pending = 0
    }

    /// `ESC [ n b`, with n left out when it is 1.
    static func repeatCost(_ n: Int) -> Int { 3 + (n == 1 ? 0 : SGRSequence.digits(n)) }
}
