/// Why the writer lock could not be taken.
public enum WriterLockError: Error, Equatable, Sendable, CustomStringConvertible {
    case timeout(file: String, timeout: Duration, holder: Int32?)
    case failed(file: String, reason: String)

    public var description: String {
        switch self {
        case let .timeout(file, timeout, holder):
            let who = holder.map { "process \($0)" } ?? "another writer"
            return "\(file): \(who) holds the writer lock; gave up after \(Self.seconds(timeout)) s. "
                + "Only one app process writes the group at a time"
        case let .failed(file, reason):
            return "\(file): cannot take the writer lock: \(reason)"
        }
    }

    private static func seconds(_ duration: Duration) -> String {
        let (whole, fraction) = duration.components
        return String(cFormat: "%g", Double(whole) + Double(fraction) / 1e18)
    }
}
