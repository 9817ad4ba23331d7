/// Why an intent did not run; nothing was written and no reload was requested.
public struct IntentRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        /// No allowed target holds the intent's code.
        case noProcess(allowed: ExecutionTargets, linked: ExecutionTargets)
        /// A write landed in the widget extension, which only reads the group.
        case readOnlyProcess(ProcessSelection, write: DurableWrite)
    }

    public let intent: String
    public let reason: Reason

    /// Where the system would have run it; nil when no process could.
    public var process: ExecutionTarget? {
        if case let .readOnlyProcess(selection, _) = reason { selection.target } else { nil }
    }

    public var description: String {
        switch reason {
        case let .noProcess(allowed, linked):
            return "\(intent): refused, nothing written: allowedExecutionTargets \(allowed) names no process the intent is "
                + "linked into \(linked)"
        case let .readOnlyProcess(selection, write):
            return "\(intent): refused, nothing written: it writes \(write.summary), but the system chose "
                + "\(selection.target.displayName) (\(selection.reason)), which only reads the group. "
                + "Fix: allow only .main or .appIntentsExtension "
                + "(allowedExecutionTargets = [.main, .appIntentsExtension])"
        }
    }
}
