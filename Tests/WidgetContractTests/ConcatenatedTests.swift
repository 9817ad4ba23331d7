import Testing
import WidgetContract

@Suite struct ConcatenatedTests {
    @Test(arguments: [[], [""], ["a"], ["a", "b"], ["", "", ""], ["medium", "68x32 px", "entry 0"], ["é", "\u{301}", "x"]])
    func isWhatJoinedGives(_ pieces: [String]) {
        for separator in ["", "|", " · ", "\n"] {
            #expect(pieces.concatenated(separator: separator) == pieces.joined(separator: separator))
        }
        #expect(pieces.concatenated() == pieces.joined())
    }
}
