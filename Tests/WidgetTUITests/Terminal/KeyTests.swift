import CCurses
import Testing
@testable import WidgetTUI
import WidgetTUIKit

@Suite struct KeyTests {
    @Test func keyCodesDecodeToTheirKeys() {
        let codes: [(Int32, Key)] = [
            (KEY_LEFT, .left), (KEY_RIGHT, .right), (KEY_UP, .up), (KEY_DOWN, .down),
            (KEY_PPAGE, .pageUp), (KEY_NPAGE, .pageDown), (KEY_HOME, .home), (KEY_END, .end),
            (KEY_RESIZE, .resize), (KEY_ENTER, .enter), (wt_key_f(1), .function(1)), (wt_key_f(12), .function(12)),
        ]
        for (code, key) in codes {
            #expect(Key.decode(status: KEY_CODE_YES, code: UInt32(code)) == key)
        }
        #expect(Key.decode(status: KEY_CODE_YES, code: UInt32(KEY_BACKSPACE)) == nil)
    }

    @Test func charactersDecodeAsCharactersAndEscapeAsEscape() {
        #expect(Key.decode(status: OK, code: 0x71) == .character("q"))
        #expect(Key.decode(status: OK, code: 0x20) == .character(" "))
        #expect(Key.decode(status: OK, code: 0x3F) == .character("?"))
        #expect(Key.decode(status: OK, code: 0xE9) == .character("é"))
        #expect(Key.decode(status: OK, code: 0x1B) == .escape)
        #expect(Key.decode(status: OK, code: 0x0D) == .enter)
        #expect(Key.decode(status: OK, code: 0x0A) == .enter)
    }

    @Test func controlCharactersAndErrorsDecodeToNothing() {
        #expect(Key.decode(status: OK, code: 0x03) == nil)
        #expect(Key.decode(status: OK, code: 0x09) == nil)
        #expect(Key.decode(status: ERR, code: 0x71) == nil)
        #expect(Key.decode(status: OK, code: 0xD800) == nil)
    }
}
