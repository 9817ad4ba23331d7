/// Which snapshots `verify` writes instead of only comparing, as swift-snapshot-testing's record
/// modes; the command line takes it from `--record`, else `WIDGET_TUI_RECORD`, else `never`.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Compare only; a missing snapshot is an error (the mode for CI).
    case never
    /// Record snapshots that do not exist yet.
    case missing
    /// Record missing snapshots and those that do not match.
    case failed
    /// Record every snapshot.
    case all

    public static let environmentVariable = "WIDGET_TUI_RECORD"

    public var recordsMissing: Bool { self != .never }
    public var recordsFailed: Bool { self == .failed || self == .all }
}
