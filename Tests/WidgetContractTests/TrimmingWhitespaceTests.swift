import Testing
import WidgetContract

@Suite struct TrimmingWhitespaceTests {
    @Test(arguments: [("group.a", "group.a"), (" group.a", "group.a"), ("group.a\n", "group.a"), ("\t a b \u{00A0}", "a b"),
                      ("", ""), ("   ", ""), ("x", "x"), ("\u{2003}é\u{2003}", "é"), ("é", "é")])
    func trims(_ text: String, _ expected: String) {
        #expect(text.trimmingWhitespace == expected)
        #expect(text[...].trimmingWhitespace == expected)
    }
}
