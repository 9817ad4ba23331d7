import Testing

/// The comparison a transcript fails with names the first differing line and both sides of it.
@Suite struct TranscriptTests {
    @Test("The first differing line is named with the recorded and the new text, counted from 1")
    func firstDifference() throws {
        #expect(Transcript.firstDifference("a\nb\nc", "a\nb\nc") == nil)
        let changed = try #require(Transcript.firstDifference("a\nb\nc", "a\nB\nc"))
        #expect(changed.line == 2 && changed.recorded == "b" && changed.now == "B")
        let longer = try #require(Transcript.firstDifference("a\nb", "a\nb\nc"))
        #expect(longer.line == 3 && longer.recorded == "(end of text)" && longer.now == "c")
    }
}
