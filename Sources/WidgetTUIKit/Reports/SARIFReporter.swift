/// `--sarif FILE` of `check` and `verify` (`SARIFLog`): their rules (`CIReport.rules`), a result per
/// annotation under its rule. A finding about no file (`check`'s) is placed on the file its check
/// read, the group's suite (`CIReport.location`), when that is in the repository.
public struct SARIFReporter: Reporter {
    public init() {}
    public var name: String { "sarif" }
    public var standalone: Bool { true }

    public func render(_ report: CIReport, _ context: ReportContext) throws -> String {
        let rules = report.rules.map { SARIFLog.Rule(id: $0.id, title: $0.title, summary: $0.summary, level: Self.level($0.level), help: $0.help) }
        let results = report.annotations.compactMap { annotation -> SARIFLog.Result? in
            guard let rule = annotation.rule else { return nil }
            let places = [annotation.file.map { SARIFLog.Place(file: XcodeIssue.absolute($0, from: context.workingDirectory), line: annotation.line) },
                          report.location.map { SARIFLog.Place(file: XcodeIssue.absolute($0, from: context.workingDirectory), line: nil) }]
            return SARIFLog.Result(rule: rule, level: Self.level(annotation.level), message: annotation.title + ": " + annotation.message,
                                   places: places.compactMap { $0 })
        }
        return try SARIFLog.document(rules: rules, results: results, root: context.repositoryRoot, toolVersion: context.toolVersion)
    }

    static func level(_ level: CIReport.Annotation.Level) -> String {
        switch level {
        case .error: "error"
        case .warning: "warning"
        case .notice: "note"
        }
    }
}
