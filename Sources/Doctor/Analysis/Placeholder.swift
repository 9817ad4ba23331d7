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

    /// The template namespace (`com.example`, `com.yourcompany`) a group is in, after its `group.`
    /// or Team ID prefix: a code's group in one is a placeholder when no target lists a group of
    /// that namespace (decision 19); a project whose own groups are in it misspelt its own.
    static func exampleNamespace(_ group: String) -> String? {
        let lower = group.lowercased()
        let rest = lower.firstIndex(of: ".").map { lower[lower.index(after: $0)...] } ?? ""
        return ["com.example", "com.yourcompany"].first { lower.hasPrefix($0 + ".") || rest.hasPrefix($0 + ".") || rest == $0 }
    }

    /// Groups of the templates and examples people copy from.
    static func looksCopied(_ group: String) -> Bool {
        let lower = group.lowercased()
        return lower.hasPrefix("group.com.example") || lower.hasPrefix("group.com.yourcompany") || lower.hasPrefix("group.es.antonborri")
    }
}
