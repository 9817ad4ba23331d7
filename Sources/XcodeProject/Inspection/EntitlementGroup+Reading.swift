import Essentials
import SharedData

extension EntitlementGroup {
    /// The App Groups of an entitlements file as codesign signs with them: each as written, its
    /// value once `expand` has replaced the build settings, and the line it is written on.
    public static func list(_ entitlements: Entitlements, in data: Data,
                            expand: (String) -> (value: String, unresolved: [UnresolvedVariable])) -> [EntitlementGroup] {
        list(entitlements, lines: lines(of: entitlements.applicationGroups, in: data), expand: expand)
    }

    /// The same, with each group's line found already (`lines(of:in:)`): a file that many targets
    /// and configurations sign with is searched once, and only expanded for each.
    static func list(_ entitlements: Entitlements, lines: [Int?],
                     expand: (String) -> (value: String, unresolved: [UnresolvedVariable])) -> [EntitlementGroup] {
        zip(entitlements.applicationGroups, lines).map { written, line in
            let (value, unresolved) = expand(written)
            // A value holding a control character is shown escaped and never taken for a group.
            // (Whitespace around the identifier has its own finding.)
            let control = value.unicodeScalars.contains { $0.properties.generalCategory == .control && !$0.properties.isWhitespace }
                ? [UnresolvedVariable(name: written, reason: UnresolvedVariable.controlReason)] : []
            return EntitlementGroup(written: written, value: value, unresolved: unresolved + UnresolvedVariable.templates(in: value) + control, line: line)
        }
    }

    /// The line each group is written on: searched in the text after the App Groups key, in
    /// order (XML escapes applied), so a group listed twice gets both lines. UTF-16 with a
    /// byte-order mark, which CoreFoundation reads too, is searched as such.
    static func lines(of groups: [String], in data: Data) -> [Int?] {
        let bom = Array(data.prefix(2))
        let text = bom == [0xFE, 0xFF] || bom == [0xFF, 0xFE] ? String(data: data, encoding: .utf16) ?? "" : String(decoding: data, as: UTF8.self)
        guard var from = text.firstRange(of: Entitlements.applicationGroupsKey)?.upperBound else { return groups.map { _ in nil } }
        return groups.map { group in
            let escaped = group.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
                .replacing(">", with: "&gt;")
            guard !escaped.isEmpty, let found = text[from...].firstRange(of: escaped) else { return nil }
            from = found.upperBound
            return text[..<found.lowerBound].reduce(1) { $1 == "\n" || $1 == "\r\n" ? $0 + 1 : $0 }
        }
    }
}
