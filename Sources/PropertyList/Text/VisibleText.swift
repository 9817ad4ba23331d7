/// Text from outside files (group names, paths, build settings) made safe to print: control,
/// format and other invisible characters become `\u{..}`, so an escape sequence in a file can
/// never drive the terminal and a stray newline or zero-width space shows where it is. A
/// backslash becomes `\\`, so a name that literally holds `\u{1B}` never reads as one holding ESC.
///
/// Every string from outside passes here exactly once before it joins a message, through `shown`
/// (`StringProtocol.shown`, `URL.shown`, `GroupIdentifier.shown`, `Pet.shownName`). The terminal
/// boundary (`TerminalText`) leaves backslashes alone: text escaped here passes it again on its way
/// out, and escaping them twice would show a real ESC as a literal one.
public enum VisibleText {
    public static func escaped(_ text: some StringProtocol) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                result += escape(scalar)
            default:
                if scalar == "\\" { result += "\\" }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// How one escaped character is spelt everywhere: Swift's notation, upper-case hex, at least
    /// two digits (`\u{07}`, `\u{1B}`, `\u{202E}`).
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u{" + (hex.count < 2 ? "0" : "") + hex + "}"
    }
}
