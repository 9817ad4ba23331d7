extension StringProtocol {
    /// Outside text (a name, a key, a value, an argument) as a message shows it: through
    /// `VisibleText`, so its controls are escaped and its backslashes doubled. Every such string
    /// passes here exactly once on its way into a message: unescaped, a literal `\u{7F}` would
    /// print as a real DEL does; escaped twice, a real DEL would print with four backslashes.
    public var shown: String { VisibleText.escaped(self) }
}
