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
            #expect(KeyDecoder.Input.decode(status: KEY_CODE_YES, code: UInt32(code)) == .key(key))
        }
        #expect(KeyDecoder.Input.decode(status: KEY_CODE_YES, code: UInt32(KEY_BACKSPACE)) == nil)
    }

    @Test func charactersDecodeAsCharactersForTheKeyDecoder() {
        #expect(KeyDecoder.Input.decode(status: OK, code: 0x71) == .character("q"))
        #expect(KeyDecoder.Input.decode(status: OK, code: 0xE9) == .character("é"))
        #expect(KeyDecoder.Input.decode(status: OK, code: 0x1B) == .character("\u{1B}"))
    }

    @Test func errorsAndCodesThatAreNoCharacterDecodeToNothing() {
        #expect(KeyDecoder.Input.decode(status: ERR, code: 0x71) == nil)
        #expect(KeyDecoder.Input.decode(status: OK, code: 0xD800) == nil)
    }
}
