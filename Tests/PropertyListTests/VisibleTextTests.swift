import Testing
import PropertyList

@Suite struct VisibleTextTests {
    @Test func aNameThatLiterallyHoldsAnEscapeShowsApartFromOneHoldingTheControl() {
        let literal = VisibleText.escaped(#"Mochi\u{1B}"#)
        let control = VisibleText.escaped("Mochi\u{1B}")
        #expect(literal == #"Mochi\\u{1B}"#)
        #expect(control == #"Mochi\u{1B}"#)
        #expect(literal != control)
    }

    @Test func everyEscapeIsSpeltWithAtLeastTwoUppercaseDigitsAsAtTheTerminalBoundary() {
        #expect(VisibleText.escaped("\u{7}\u{0}\u{9B}\u{202E}") == #"\u{07}\u{00}\u{9B}\u{202E}"#)
        #expect(VisibleText.escape("\u{7}") == #"\u{07}"#)
    }
}
