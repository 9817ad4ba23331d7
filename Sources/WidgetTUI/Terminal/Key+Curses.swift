import CCurses
import WidgetTUIKit

extension Key {
    /// Decodes one `wget_wch` result: `status` is OK for a character and KEY_CODE_YES for a key
    /// code. Anything else (ERR, control characters, keys the preview has no use for) is nil.
    static func decode(status: Int32, code: UInt32) -> Key? {
        if status == KEY_CODE_YES {
            return decodeKeyCode(Int32(truncatingIfNeeded: code))
        }
        guard status == OK, let scalar = Unicode.Scalar(code) else { return nil }
        if scalar == "\u{1B}" { return .escape }
        if scalar == "\r" || scalar == "\n" { return .enter }
        if scalar.properties.generalCategory == .control { return nil }
        return .character(Character(scalar))
    }

    private static func decodeKeyCode(_ code: Int32) -> Key? {
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
