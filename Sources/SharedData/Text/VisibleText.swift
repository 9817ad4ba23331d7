/// Text from outside files (group names, paths, build settings) made safe to print: control,
/// format and other invisible characters become `\u{..}`, so an escape sequence in a file can
/// never drive the terminal and a stray newline or zero-width space shows where it is.
public enum VisibleText {
    public static func escaped(_ text: some StringProtocol) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
