import Foundation

/// What GitHub makes into a link or a notification in a job summary's Markdown, outside its fenced
/// blocks (code, where it makes neither): a mention (`@name`), a reference (`#12`), Markdown's
/// autolinks (`x://`, `www.`, `a@b`), a Markdown link and an HTML anchor. For the tests and fuzz
/// targets that hold a summary of hostile names to making none.
public enum GitHubMarkdownRules {
    static let patterns = [#"@[A-Za-z0-9]"#, #"(?<!&)#[0-9]"#, #"://"#, #"(?i)www\."#, #"[A-Za-z0-9]@[A-Za-z0-9]"#, #"\]\("#, #"(?i)<a[ >]"#]
    /// Compiled once: a fuzz target checks thousands of summaries a second. NSRegularExpression
    /// is immutable and Sendable, so the constant needs no exemption.
    static let expressions = patterns.map { try! NSRegularExpression(pattern: $0) }

    /// Each pattern found, with its line.
    public static func linksAndMentions(inMarkdown text: String) -> [String] {
        var fence: Substring?
        var found: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let open = fence {
                if line.hasPrefix(open) { fence = nil }
                continue
            }
            if line.hasPrefix("```") {
                fence = line.prefix { $0 == "`" }
                continue
            }
            let text = String(line)
            let range = NSRange(text.startIndex..., in: text)
            for expression in expressions where expression.firstMatch(in: text, range: range) != nil {
                found.append("\(expression.pattern) in \(String(reflecting: String(line.prefix(300))))")
            }
        }
        return found
    }
}
