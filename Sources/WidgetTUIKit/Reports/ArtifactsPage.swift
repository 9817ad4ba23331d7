import FrameOutput

/// `index.html` of a failing `verify`'s artifacts: the data every snapshot was drawn from, then a
/// section per cause: each rendering change with its expected, actual and diff pictures side by
/// side, pixels kept square when the browser scales them; each other cause (the group's data
/// changed, files missing) once, with the snapshots it failed, rather than once a file. One file,
/// no script and nothing fetched, so it opens straight from an unpacked CI artifact. Text from data
/// is escaped as `TerminalText` shows it, then for HTML.
enum ArtifactsPage {
    /// - Parameters:
    ///   - pictures: the base name of each snapshot that has pictures (`medium-entry-0001` for
    ///     `medium-entry-0001.txt`).
    ///   - dataSource: where the data the snapshots were drawn again from was read: the group and
    ///     its container, shown (escaped once, as the report's subject is).
    static func html(_ report: CIReport, pictures: Set<String>, dataSource: String? = nil) -> String {
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
        if let dataSource { lines.append("<p>\(text("Drawn again from the data of \(dataSource)."))</p>") }
        // A cause without pictures is the same message for every file it failed: one section.
        var causes: [(message: String, files: [String])] = []
        for item in failed where !pictures.contains(FailureArtifacts.baseName(item.name)) {
            if let i = causes.firstIndex(where: { $0.message == item.message }) { causes[i].files.append(item.name) }
            else { causes.append((item.message, [item.name])) }
        }
        for cause in causes where cause.files.count > 1 {
            lines.append("<section id=\(attribute(cause.files[0]))>")
            lines.append("<h2>\(text(String(count: cause.files.count, "snapshot") + ": " + cause.message))</h2>")
            lines.append("<p>\(text(cause.files.joined(separator: ", ")))</p>")
            lines.append("</section>")
        }
        let grouped = Set(causes.filter { $0.files.count > 1 }.flatMap(\.files))
        for item in failed where !grouped.contains(item.name) {
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
