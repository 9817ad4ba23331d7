import FrameOutput

/// A report as GitHub Actions workflow commands (`::error file=F,line=L,title=T::message`), which
/// GitHub shows on the pull request's files and on the run. GitHub shows at most 10 annotations of
/// each level per step and 50 per job and drops the rest silently, so the most important come
/// first (errors, then warnings, each in the report's order), and what does not fit is folded
/// into one last notice that says how many more there are and where to read them.
public enum GitHubAnnotations {
    /// GitHub's limits: per level and step, and per job.
    public static let perLevel = 10
    public static let perJob = 50

    /// The workflow command lines, without line breaks.
    /// - Parameter reportAt: where the whole report is (`the job summary and report.xml`), for the
    ///   notice that folds what does not fit.
    public static func lines(_ report: CIReport, reportAt: String, perLevel: Int = perLevel, perJob: Int = perJob) -> [String] {
        let levels = CIReport.Annotation.Level.allCases
        let ordered = levels.flatMap { level in report.annotations.filter { $0.level == level } }
        // A slot stays free for the notice that folds the rest, so it is never itself dropped.
        var kept: [CIReport.Annotation] = []
        for level in levels {
            let room = min(level == .notice ? perLevel - 1 : perLevel, perJob - 1 - kept.count)
            kept += ordered.filter { $0.level == level }.prefix(max(0, room))
        }
        var lines = kept.map(line)
        let folded = levels.map { level in (level, ordered.filter { $0.level == level }.count - kept.filter { $0.level == level }.count) }
            .filter { $0.1 > 0 }
        if !folded.isEmpty {
            let total = folded.map(\.1).reduce(0, +)
            let counts = folded.map { String(count: $0.1, $0.0.rawValue) }.joined(separator: ", ")
            lines.append(line(CIReport.Annotation(
                .notice, title: "widget-tui \(report.command): \(total) more",
                message: "\(String(count: total, "more annotation")) (\(counts)) not shown, since GitHub shows \(perLevel) of each "
                    + "level per step: see \(reportAt)")))
        }
        return lines
    }

    /// One workflow command.
    static func line(_ annotation: CIReport.Annotation) -> String {
        let properties = [annotation.file.map { "file=" + escapedProperty($0) },
                          annotation.line.map { "line=\($0)" },
                          "title=" + escapedProperty(annotation.title)].compactMap { $0 }
        return "::\(annotation.level.rawValue) \(properties.joined(separator: ","))::\(escapedData(annotation.message))"
    }

    /// A message as GitHub's toolkit escapes it: `%`, CR and LF, so a line break stays in the
    /// message (GitHub shows it) and data can never start a workflow command of its own; and no
    /// `##[` left in it (`WorkflowCommandText`), which the runner reads anywhere in a line.
    public static func escapedData(_ text: String) -> String {
        WorkflowCommandText.neutralised(escaped(text, ["%": "%25", "\r": "%0D", "\n": "%0A"]), withinLine: true)
    }

    /// A property value (file, title): as `escapedData`, and `:` and `,`, which end a property.
    public static func escapedProperty(_ text: String) -> String {
        WorkflowCommandText.neutralised(escaped(text, ["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"]), withinLine: true)
    }

    private static func escaped(_ text: String, _ codes: [Unicode.Scalar: String]) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if let code = codes[scalar] { out += code } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
