import CCurses
import WidgetTUIKit

extension KeyDecoder.Input {
    /// One `wget_wch` result, for `KeyDecoder`: `status` is OK for a character and KEY_CODE_YES for
    /// a key code. Anything else (ERR, a code that is no character, keys the preview has no use
    /// for) is nil.
    static func decode(status: Int32, code: UInt32) -> KeyDecoder.Input? {
        if status == KEY_CODE_YES {
            return Key.decodeKeyCode(Int32(truncatingIfNeeded: code)).map(KeyDecoder.Input.key)
        }
        guard status == OK, let scalar = Unicode.Scalar(code) else { return nil }
        return .character(scalar)
    }
}

extension Key {

    fileprivate static func decodeKeyCode(_ code: Int32) -> Key? {
        switch code {
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_ENTER: return .enter
        case wt_key_resize(): return .resize
        default:
            for n in 1...12 where code == wt_key_f(Int32(n)) { return .function(n) }
            return nil
        }
    }
}
