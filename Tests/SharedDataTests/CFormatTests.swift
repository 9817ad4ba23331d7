import Testing
import SharedData

@Suite struct CFormatTests {
    @Test("Numbers are filled in as printf fills them")
    func numbersAsPrintf() {
        #expect(String(cFormat: "%02d:%02X %.1f %g", 7, UInt8(255), 1.5, 0.25) == "07:FF 1.5 0.25")
    }

    @Test("A text longer than the first buffer comes out whole")
    func longerThanTheFirstBuffer() {
        let text = String(cFormat: "%0100d|", 42)
        #expect(text == String(repeating: "0", count: 98) + "42|")
    }

    @Test("An empty result is an empty string")
    func empty() {
        #expect(String(cFormat: "") == "")
    }
}
