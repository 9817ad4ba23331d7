import FrameOutput

/// Every check's result with the counts, as `check --json` prints it.
public struct CheckReport: JSONDocument, Equatable, Sendable {
    public let checks: [CheckResult]
    public let passed: Int
    public let warnings: Int
    public let failed: Int
    /// Neither passed nor failed: what decides them is not in the container.
    public let unknown: Int
    /// Not applicable to this group's data (another app's, not the pet widget's).
    public let skipped: Int

    public init(checks: [CheckResult]) {
        self.checks = checks
        func count(_ status: CheckResult.Status) -> Int { checks.filter { $0.status == status }.count }
        passed = count(.pass)
        warnings = count(.warn)
        failed = count(.fail)
        unknown = count(.unknown)
        skipped = count(.skip)
    }
}
