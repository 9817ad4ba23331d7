import FrameOutput

/// A report as the Markdown GitHub shows on a job's summary page (`$GITHUB_STEP_SUMMARY`): a
/// heading with the counts, a table of what failed or warned, and each failure's whole story
/// (a snapshot's diff, a check's fix) folded under its name. GitHub refuses a step's summary past
/// 1 MiB, so what does not fit is left out, from the end, with a line that says how much and
/// where the rest is. Text from data is escaped as `TerminalText` shows it, then for Markdown.
public enum StepSummary {
    /// GitHub's limit for one step's summary.
    public static let limit = 1 << 20

    /// - Parameters:
    ///   - limit: the bytes the summary may take (less when the step's file already holds some).
    ///   - reportAt: where the whole report is, for the line that says what was left out.
    public static func markdown(_ report: CIReport, limit: Int = limit, reportAt: String) -> String {
        let failed = report.count(.failed)
        let mark = failed > 0 ? "❌" : report.count(.warned) > 0 ? "⚠️" : "✅"
        let head = "### \(mark) widget-tui \(report.command) \(cell(report.subject)): \(report.counts)\n\n"
        let shown = report.cases.filter { $0.status == .failed || $0.status == .warned }
        guard !shown.isEmpty else { return head }
        let label = ["verify": "Snapshot", "check": "Check", "doctor": "Area"][report.command] ?? "Case"
        var pieces = ["| Result | \(label) | What happened |\n|---|---|---|\n"]
        pieces += shown.map { item in
            "| \(item.status == .failed ? "❌ failed" : "⚠️ warned") | <code>\(cell(item.name))</code> | \(cell(item.message)) |\n"
        }
        pieces.append("\n")
        pieces += shown.filter { !$0.detail.isEmpty }.map { item in
            let fence = String(repeating: "`", count: max(3, longestBacktickRun(item.detail) + 1))
            return "<details><summary><code>\(cell(item.name))</code></summary>\n\n\(fence)text\n"
                + TerminalText.escaped(item.detail) + "\n\(fence)\n\n</details>\n\n"
        }
        // Room for the closing line: what was left out, and where it is.
        let trailer = { (count: Int) in "\n_\(String(count: count, "more part")) of this report left out to stay under GitHub's "
            + "summary limit: see \(cell(reportAt))._\n" }
        var out = head
        for (i, piece) in pieces.enumerated() {
            let left = pieces.count - i - 1
            let reserve = left > 0 ? trailer(pieces.count).utf8.count : 0
            guard out.utf8.count + piece.utf8.count + reserve <= limit else {
                let closing = trailer(pieces.count - i)
                return out.utf8.count + closing.utf8.count <= limit ? out + closing : out
            }
            out += piece
        }
        return out
    }

    /// Text inside a table cell or an HTML element: one line, no `|` that would end the cell, no
    /// markup, and nothing GitHub would turn into a link or a notification. Markdown's autolinks
    /// (`https://x`, `www.x`, `a@b.c`) need a literal `://`, `www.` or `@`, which a character
    /// reference is not; GitHub's mentions (`@name`) and references (`#12`) are found in the
    /// rendered text, so a zero-width space follows `@` and `#` there, as Dependabot writes them.
    static func cell(_ text: String) -> String {
        var out = ""
        let scalars = Array(TerminalText.escaped(text, lineBreaks: false).unicodeScalars)
        for (i, scalar) in scalars.enumerated() {
            switch scalar {
            case "|": out += "&#124;"
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "`": out += "&#96;"
            case "*", "_", "[", "]", "\\", "~": out += "&#\(scalar.value);"
            case "@", "#": out += "&#\(scalar.value);&#8203;"
            case ":" where i + 1 < scalars.count && scalars[i + 1] == "/": out += "&#58;"
            case "." where i >= 3 && scalars[(i - 3)..<i].allSatisfy({ $0 == "w" || $0 == "W" }): out += "&#46;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func longestBacktickRun(_ text: String) -> Int {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}
