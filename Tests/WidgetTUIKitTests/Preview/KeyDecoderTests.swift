import Testing
@testable import WidgetTUIKit

/// What the preview reads becomes keys: a lone ESC is Esc, an escape sequence ncurses did not know
/// is dropped whole, and a bracketed paste is dropped whole, whatever it holds.
@Suite("Keys decoded from what the terminal reads")
struct KeyDecoderTests {
    /// The keys `text` gives as one read, then `more` as the next.
    func keys(_ text: String, then more: String? = nil, decoder: inout KeyDecoder) -> [Key] {
        var keys: [Key] = []
        for read in [text] + (more.map { [$0] } ?? []) {
            keys += read.unicodeScalars.compactMap { decoder.feed(.character($0)) }
            if let key = decoder.endOfRead() { keys.append(key) }
        }
        return keys
    }

    func keys(_ text: String, then more: String? = nil) -> [Key] {
        var decoder = KeyDecoder()
        return keys(text, then: more, decoder: &decoder)
    }

    @Test("An ESC with nothing after it in its read is the Esc key, and so is each of two in a row")
    func loneEscape() {
        #expect(keys("\u{1B}") == [.escape])
        #expect(keys("\u{1B}\u{1B}") == [.escape, .escape])
        #expect(keys("q\u{1B}") == [.character("q"), .escape])
    }

    @Test("An escape sequence ncurses did not know is dropped whole, not read as Esc and letters",
          arguments: ["\u{1B}[99;5u", "\u{1B}[1;2P", "\u{1B}O5", "\u{1B}[<0;10;5M", "\u{1B}x"])
    func unknownSequenceDropped(sequence: String) {
        #expect(keys(sequence + "f") == [.character("f")])
    }

    @Test("A sequence cut off at the end of a read is finished by the next, and gives no key")
    func sequenceAcrossReads() {
        #expect(keys("\u{1B}[9", then: "9uq") == [.character("q")])
    }

    @Test("Pasted text between the brackets is dropped, with the q, the Esc and the sequences in it")
    func pasteDropped() {
        var decoder = KeyDecoder()
        #expect(keys("\u{1B}[200~q\u{1B}\u{1B}[Aq\r", then: "more q\u{1B}[201~f", decoder: &decoder) == [.character("f")])
        #expect(!decoder.pasting)
        #expect(decoder.feed(.key(.left)) == .left)
    }

    @Test("A key ncurses decoded inside a paste is dropped too, except a resize")
    func keysInsidePaste() {
        var decoder = KeyDecoder()
        _ = keys("\u{1B}[200~", decoder: &decoder)
        #expect(decoder.pasting)
        #expect(decoder.feed(.key(.right)) == nil)
        #expect(decoder.feed(.key(.resize)) == .resize)
    }

    @Test("Return and line feed are Enter; other controls are no key")
    func controls() {
        #expect(keys("\r\n\u{03}\t") == [.enter, .enter])
    }

    @Test("A sequence longer than any key's is dropped once it is that long, and what follows reads again")
    func overlongSequence() {
        let long = "\u{1B}[" + String(repeating: "1", count: KeyDecoder.longestSequence - 2)
        #expect(keys(long + "q") == [.character("q")])
    }
}
