/// Why the reload requests could not be read or recorded.
public enum ReloadError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(file: String, reason: String)
    case corrupt(file: String, reason: String)
    case writeFailed(file: String, reason: String)
    case invalidKind(String)

    public var description: String {
        switch self {
        case let .unreadable(file, reason): "\(file): cannot read the reload requests: \(reason)"
        case let .corrupt(file, reason): "\(file): corrupt reload requests: \(reason); delete the file to start a new record"
        case let .writeFailed(file, reason): "\(file): cannot record the reload request: \(reason)"
        case let .invalidKind(kind):
            "'\(kind.count > 80 ? String(kind.prefix(80)) + "..." : kind)' is not a widget kind: it must be one non-empty line of at most "
                + "\(ReloadLog.maximumKindBytes) bytes, equal to the widget's `kind`"
        }
    }
}
