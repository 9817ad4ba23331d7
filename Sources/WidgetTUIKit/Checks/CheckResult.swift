/// One property of the widget, checked: pass, warn (works, but at a cost worth knowing), fail, or
/// unknown (what decides it is not in the container), with the reason in figures and, when it
/// failed or warned, what to change; or skipped, with the reason it does not apply.
public struct CheckResult: Equatable, Sendable, Encodable {
    public enum Status: String, Sendable, Encodable {
        case pass
        case warn
        case fail
        /// Neither pass nor fail: the reason says what could not be known. Does not change the exit code.
        case unknown
        /// The check does not apply to this group's data (another app's, not the pet widget's).
        case skip
    }

    public let name: String
    public let status: Status
    public let reason: String
    public let fix: String?

    static func pass(_ name: String, _ reason: String) -> CheckResult {
        CheckResult(name: name, status: .pass, reason: reason, fix: nil)
    }

    static func warn(_ name: String, _ reason: String, fix: String) -> CheckResult {
        CheckResult(name: name, status: .warn, reason: reason, fix: fix)
    }

    static func fail(_ name: String, _ reason: String, fix: String) -> CheckResult {
        CheckResult(name: name, status: .fail, reason: reason, fix: fix)
    }

    static func unknown(_ name: String, _ reason: String) -> CheckResult {
        CheckResult(name: name, status: .unknown, reason: reason, fix: nil)
    }

    static func skip(_ name: String, _ reason: String) -> CheckResult {
        CheckResult(name: name, status: .skip, reason: reason, fix: nil)
    }
}
