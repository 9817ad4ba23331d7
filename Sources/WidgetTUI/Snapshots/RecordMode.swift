/// Which snapshots `verify` writes instead of only comparing, as swift-snapshot-testing's record
/// modes: from `--record`, else the `WIDGET_TUI_RECORD` environment variable, else `never`.
enum RecordMode: String, CaseIterable {
    /// Compare only; a missing snapshot is an error (the mode for CI).
    case never
    /// Record snapshots that do not exist yet.
    case missing
    /// Record missing snapshots and those that do not match.
    case failed
    /// Record every snapshot.
    case all

    static let environmentVariable = "WIDGET_TUI_RECORD"

    static func resolve(option: String?, environment: [String: String]) throws -> RecordMode {
        let names = allCases.map(\.rawValue).joined(separator: ", ")
        if let option {
            guard let mode = RecordMode(rawValue: option) else { throw CLIError.usage("--record: '\(option)' is not one of \(names)") }
            return mode
        }
        guard let text = environment[environmentVariable], !text.isEmpty else { return .never }
        guard let mode = RecordMode(rawValue: text) else {
            throw CLIError.usage("\(environmentVariable)='\(text)' is not one of \(names)")
        }
        return mode
    }

    var recordsMissing: Bool { self != .never }
    var recordsFailed: Bool { self == .failed || self == .all }
}
