/// Why `app capture` (or `app create-group --container`) wrote nothing, or stopped; each names the
/// folder or file. Paths and names are held as found and shown escaped.
public enum CaptureError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The target holds something that is not a container of the group widget-tui made: capture
    /// writes only into a new or empty folder, or over its own earlier capture.
    case targetOccupied(folder: String, reason: String)
    /// The suite could not be read, or is not a property list of values.
    case suiteUnreadable(file: String, reason: String)
    /// A booted simulator's suite could not be exported through its `defaults`.
    case exportFailed(command: String, reason: String)
    /// The container's metadata names no group, or another one than asked for.
    case metadata(String)
    case writeFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case let .targetOccupied(folder, reason):
            "\(folder.shown): \(reason); capture writes into a new or empty folder, or over a container of the same group widget-tui "
                + "made (an earlier capture, app create-group --container); nothing written"
        case let .suiteUnreadable(file, reason): "\(file.shown): cannot capture the suite: \(reason); nothing written"
        case let .exportFailed(command, reason): "`\(command)` \(reason); nothing written"
        case let .metadata(reason): "\(reason); nothing written"
        case let .writeFailed(path, reason): "\(path.shown): cannot write the capture: \(reason)"
        }
    }
}
