/// What `verify`, `check` or `doctor` came to, in the shape CI tools read: one case per thing
/// examined (a snapshot file, a check, a doctor area) for JUnit and the job summary, and the
/// annotations a pull request shows, most important first. Built from a command's own report
/// (`CIReport+Verify`, `+Check`, `+Doctor`), written by `GitHubAnnotations`, `JUnitXML` and
/// `StepSummary`, so every format tells the same story.
public struct CIReport: Equatable, Sendable {
    /// One thing examined.
    public struct Case: Equatable, Sendable {
        public enum Status: String, Equatable, Sendable {
            case passed
            /// Passed, with something worth knowing (a check's warning, a doctor area's warnings).
            case warned
            case failed
            /// Not examined, or not decided: `detail` says why.
            case skipped
        }

        /// The snapshot file, the check's name, the doctor area.
        public let name: String
        public let status: Status
        /// One line: what failed or why it was skipped; empty when it passed.
        public let message: String
        /// The whole story, several lines (a diff, the findings with their fixes); may be empty.
        public let detail: String

        public init(name: String, status: Status, message: String = "", detail: String = "") {
            self.name = name
            self.status = status
            self.message = message
            self.detail = detail
        }
    }

    /// One annotation of a pull request: a failure or a warning, placed on a file and line when it
    /// has one. GitHub calls the levels error, warning and notice.
    public struct Annotation: Equatable, Sendable {
        public enum Level: String, Equatable, Sendable, CaseIterable {
            case error
            case warning
            case notice
        }

        public let level: Level
        public let title: String
        public let message: String
        /// A path as the command was given it, so relative to where CI runs it.
        public let file: String?
        /// Counted from 1.
        public let line: Int?
        /// The stable id of what found it (a check's name, doctor's check id, a kind of verify
        /// failure): Xcode's `[id]` and SARIF's `ruleId`.
        public let rule: String?

        public init(_ level: Level, title: String, message: String, file: String? = nil, line: Int? = nil, rule: String? = nil) {
            self.level = level
            self.title = title
            self.message = message
            self.file = file
            self.line = line
            self.rule = rule
        }
    }

    /// `verify`, `check`, `doctor`.
    public let command: String
    /// The file a finding about no file is placed on (code scanning needs a location): for `check`,
    /// the group's suite it read; nil when there is none.
    public var location: String?
    /// Every rule the command can report under (`Annotation.rule`), each with what it finds, in
    /// the order it reports them: SARIF's `tool.driver.rules`.
    public var rules: [Rule] = []

    /// One kind of finding: its stable id and what it finds.
    public struct Rule: Equatable, Sendable {
        public let id: String
        public let title: String
        public let summary: String
        /// The level its findings have when nothing else is known.
        public let level: Annotation.Level
        /// Where the docs explain it, relative to the repository.
        public let help: String

        public init(id: String, title: String, summary: String, level: Annotation.Level, help: String) {
            self.id = id
            self.title = title
            self.summary = summary
            self.level = level
            self.help = help
        }
    }
    /// What was examined: the snapshot folder, the group, as shown (escaped once); names the JUnit
    /// suite and the summary.
    public let subject: String
    public let cases: [Case]
    /// In the order of importance the command decides; `GitHubAnnotations` keeps that order
    /// within each level and puts errors first.
    public let annotations: [Annotation]

    public init(command: String, subject: String, cases: [Case], annotations: [Annotation], rules: [Rule] = []) {
        self.command = command
        self.subject = subject
        self.cases = cases
        self.annotations = annotations
        self.rules = rules
    }

    public func count(_ status: Case.Status) -> Int { cases.filter { $0.status == status }.count }

    /// `9 snapshots: 1 failed, 8 passed`.
    public var counts: String {
        let parts = [Case.Status.failed, .warned, .skipped, .passed].compactMap { status in
            count(status) > 0 ? "\(count(status)) \(status.rawValue)" : nil
        }
        return parts.joined(separator: ", ")
    }
}
