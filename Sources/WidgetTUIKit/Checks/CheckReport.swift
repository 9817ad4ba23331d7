/// Every check's result with the counts, as `check --json` prints it.
public struct CheckReport: Equatable, Sendable, Encodable {
    public let checks: [CheckResult]
    public let passed: Int
    public let warnings: Int
    public let failed: Int
    public let skipped: Int

    public init(checks: [CheckResult]) {
        self.checks = checks
        passed = checks.filter { $0.status == .pass }.count
        warnings = checks.filter { $0.status == .warn }.count
        failed = checks.filter { $0.status == .fail }.count
        skipped = checks.filter { $0.status == .skip }.count
    }
}
