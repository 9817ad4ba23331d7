/// `--report xcode` for `check` and `verify`: a line per annotation, after the command's own report.
public struct XcodeReporter: Reporter {
    public init() {}
    public var name: String { "xcode" }
    public var standalone: Bool { false }

    public func render(_ report: CIReport, _ context: ReportContext) -> String {
        XcodeIssue.text(report.annotations.map { annotation in
            let level: XcodeIssue.Level = switch annotation.level {
            case .error: .error
            case .warning: .warning
            case .notice: .note
            }
            return XcodeIssue(file: annotation.file.map { XcodeIssue.absolute($0, from: context.workingDirectory) }, line: annotation.line,
                              level: level, message: annotation.title + ": " + annotation.message, rule: annotation.rule)
        })
    }
}
