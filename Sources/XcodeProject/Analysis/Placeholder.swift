/// Strings left from example code: `'YOUR_GROUP_ID'`, `<your group>`, `xxx`. A
/// `group.com.example...` group is not one by itself (Flutter's template organization ships in
/// working projects); it is only suspicious when no target lists it.
enum Placeholder {
    static func matches(_ text: String) -> Bool {
        let lower = text.lowercased()
        if lower.contains("your") || lower.contains("xxx") || lower.contains("todo") || lower.contains("changeme")
            || lower.contains("change_me") || lower.contains("replace") { return true }
        return text.hasPrefix("<") && text.hasSuffix(">")
    }

    /// Groups of the templates and examples people copy from.
    static func looksCopied(_ group: String) -> Bool {
        let lower = group.lowercased()
        return lower.hasPrefix("group.com.example") || lower.hasPrefix("group.com.yourcompany") || lower.hasPrefix("group.es.antonborri")
    }
}
