/// A key press, as the preview's state machine sees it (the terminal decodes them).
public enum Key: Hashable, Sendable {
    case left, right, up, down
    case pageUp, pageDown, home, end
    case escape
    /// Return or Enter (a carriage return with `nonl`, a line feed, or the keypad's Enter).
    case enter
    /// F1 to F12.
    case function(Int)
    /// A printable character, including space.
    case character(Character)
}
