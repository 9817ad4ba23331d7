import Testing
@testable import WidgetTUIKit

/// What the preview reads becomes keys: the bytes of a key's sequence (its terminfo entry's, or
/// the ANSI one) are that key, a lone ESC is Esc, an escape sequence of no key is dropped whole,
/// and a bracketed paste is dropped whole, whatever it holds.
@Suite("Keys decoded from the bytes the terminal sends")
struct KeyDecoderTests {
    /// The keys `text` gives as one read, then `more` as the next.
    func keys(_ text: String, then more: String? = nil, decoder: inout KeyDecoder) -> [Key] {
        var keys: [Key] = []
        for read in [text] + (more.map { [$0] } ?? []) {
            keys += decoder.feed(ArraySlice(read.utf8))
            if let key = decoder.endOfRead() { keys.append(key) }
        }
        return keys
    }

    func keys(_ text: String, then more: String? = nil, sequences: [String: Key] = [:]) -> [Key] {
        var decoder = KeyDecoder(sequences: sequences)
        return keys(text, then: more, decoder: &decoder)
    }

    @Test("An ESC with nothing after it in its read is the Esc key, and so is each of two in a row")
    func loneEscape() {
        #expect(keys("\u{1B}") == [.escape])
        #expect(keys("\u{1B}\u{1B}") == [.escape, .escape])
        #expect(keys("q\u{1B}") == [.character("q"), .escape])
    }

    @Test("A lone ESC at the end of a read may start a sequence: the terminal is waited for")
    func loneEscapeAwaitsMore() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(ArraySlice("q\u{1B}".utf8)) == [.character("q")])
        #expect(decoder.awaitsMore)
        #expect(decoder.feed(ArraySlice("OC".utf8)) == [.right])
        #expect(!decoder.awaitsMore)
        #expect(decoder.endOfRead() == nil)
    }

    @Test("The keys' sequences in either cursor mode, as xterm, tmux and rxvt send them",
          arguments: [("\u{1B}OC", Key.right), ("\u{1B}[C", .right), ("\u{1B}OD", .left), ("\u{1B}[A", .up), ("\u{1B}OB", .down),
                      ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[H", .home), ("\u{1B}OF", .end),
                      ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
                      ("\u{1B}OM", .enter), ("\u{1B}OP", .function(1)), ("\u{1B}[15~", .function(5)), ("\u{1B}[24~", .function(12))])
    func ansiSequences(sequence: String, key: Key) {
        #expect(keys(sequence + "f") == [key, .character("f")])
    }

    @Test("A terminfo entry's sequence is its key, even one longer than an ANSI sequence's grammar")
    func terminfoSequences() {
        // The Linux console's F1, whose `[` would end an ANSI sequence.
        #expect(keys("\u{1B}[[Aq", sequences: ["\u{1B}[[A": .function(1)]) == [.function(1), .character("q")])
        #expect(keys("\u{1B}[[Aq") == [.character("A"), .character("q")])
        #expect(keys("\u{1B}Ox", sequences: ["\u{1B}Ox": .left]) == [.left])
    }

    @Test("A sequence cut off at the end of a read is finished by the next")
    func sequenceAcrossReads() {
        #expect(keys("\u{1B}[9", then: "9uq") == [.character("q")])
        #expect(keys("\u{1B}O", then: "Cq") == [.right, .character("q")])
    }

    @Test("An escape sequence of no key is dropped whole, not read as Esc and letters",
          arguments: ["\u{1B}[99;5u", "\u{1B}[1;2P", "\u{1B}O5", "\u{1B}[<0;10;5M", "\u{1B}x"])
    func unknownSequenceDropped(sequence: String) {
        #expect(keys(sequence + "f") == [.character("f")])
    }

    @Test("Pasted text between the brackets is dropped, with the q, the Esc and the keys' sequences in it")
    func pasteDropped() {
        var decoder = KeyDecoder()
        #expect(keys("\u{1B}[200~q\u{1B}\u{1B}[Aq\r", then: "more q\u{1B}OC\u{1B}[201~f", decoder: &decoder) == [.character("f")])
        #expect(!decoder.pasting)
        #expect(decoder.feed(ArraySlice("\u{1B}OD".utf8)) == [.left])
    }

    @Test("UTF-8 characters are read whole, also when a read ends inside one")
    func utf8() {
        #expect(keys("é€😀") == [.character("é"), .character("€"), .character("😀")])
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xC3]) == [])
        #expect(decoder.endOfRead() == nil)
        #expect(decoder.feed([0xA9, 0x71]) == [.character("é"), .character("q")])
    }

    @Test("Bytes no UTF-8 character has are dropped, and what follows reads again",
          arguments: [[0x80], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF]] as [[UInt8]])
    func invalidUTF8(bytes: [UInt8]) {
        var decoder = KeyDecoder()
        #expect(decoder.feed(ArraySlice(bytes + [0x66])) == [.character("f")])
    }

    @Test("A character cut short is dropped, and the byte that cut it reads as itself")
    func cutShortUTF8() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xE2, 0x82, 0x71]) == [.character("q")])
    }

    @Test("Return and line feed are Enter; other controls are no key")
    func controls() {
        #expect(keys("\r\n\u{03}\t\u{7F}") == [.enter, .enter])
    }

    @Test("A sequence longer than any key's is dropped once it is that long, and what follows reads again")
    func overlongSequence() {
        let long = "\u{1B}[" + String(repeating: "1", count: KeyDecoder.longestSequence - 2)
        #expect(keys(long + "q") == [.character("q")])
    }
}
