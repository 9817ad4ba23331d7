import FrameOutput

/// `index.html` of a failing `verify`'s artifacts: each failed snapshot with the text of its
/// failure and, for a rendering change, its expected, actual and diff pictures side by side,
/// pixels kept square when the browser scales them. One file, no script and nothing fetched, so
/// it opens straight from an unpacked CI artifact. Text from data is escaped as `TerminalText`
/// shows it, then for HTML.
enum ArtifactsPage {
    /// - Parameter pictures: the base name of each snapshot that has pictures (`medium-entry-0001`
    ///   for `medium-entry-0001.txt`).
    static func html(_ report: CIReport, pictures: Set<String>) -> String {
        let failed = report.cases.filter { $0.status == .failed }
        var lines = [
            "<!doctype html>",
            "<html lang=\"en\"><head><meta charset=\"utf-8\">",
            "<title>\(text("widget-tui \(report.command) \(report.subject)"))</title>",
            "<style>",
            "body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1f2328; background: #fff; }",
            "section { border-top: 1px solid #d0d7de; padding: 12px 0; }",
            ".pictures { display: flex; flex-wrap: wrap; gap: 16px; }",
            "figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }",
            "img { image-rendering: pixelated; image-rendering: crisp-edges; border: 1px solid #d0d7de; }",
            "pre { background: #f6f8fa; padding: 8px; overflow-x: auto; }",
            "</style></head><body>",
            "<h1>\(text("widget-tui \(report.command) \(report.subject)"))</h1>",
            "<p>\(text(report.counts))</p>",
        ]
        for item in failed {
            lines.append("<section id=\(attribute(item.name))>")
            lines.append("<h2>\(text(item.name))</h2>")
            lines.append("<p>\(text(item.message))</p>")
            let base = FailureArtifacts.baseName(item.name)
            if pictures.contains(base) {
                lines.append("<div class=\"pictures\">")
                for kind in FailureArtifacts.kinds {
                    lines.append("<figure><figcaption>\(kind)</figcaption><img src=\(attribute("\(base)-\(kind).png")) "
                        + "alt=\(attribute("\(kind) \(item.name)"))></figure>")
                }
                lines.append("</div>")
            }
            if !item.detail.isEmpty { lines.append("<pre>\(text(item.detail))</pre>") }
            lines.append("</section>")
        }
        lines.append("</body></html>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func text(_ value: String) -> String {
        var out = ""
        for scalar in TerminalText.escaped(value).unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func attribute(_ value: String) -> String { "\"" + text(value) + "\"" }
}
