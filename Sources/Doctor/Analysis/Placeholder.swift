/// Strings left from example code: `'YOUR_GROUP_ID'`, `<your group>`, `group.com.xxx.app`. Words
/// are matched whole (`ddddxxx` and `yourway` are real names). A `group.com.example...` group is
/// not one by itself (Flutter's template organization ships in working projects); it is only
/// suspicious when no target lists it.
enum Placeholder {
    static let words: Set<String> = ["your", "xxx", "xxxx", "todo", "changeme", "fixme", "replace", "placeholder"]

    static func matches(_ text: String) -> Bool {
        if text.hasPrefix("<") && text.hasSuffix(">") { return true }
        let split = text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
        if split.contains(where: words.contains) { return true }
        return zip(split, split.dropFirst()).contains { $0 == ("change", "me") }
    }

    /// Groups of the templates and examples people copy from.
    static func looksCopied(_ group: String) -> Bool {
        let lower = group.lowercased()
        return lower.hasPrefix("group.com.example") || lower.hasPrefix("group.com.yourcompany") || lower.hasPrefix("group.es.antonborri")
    }
}
