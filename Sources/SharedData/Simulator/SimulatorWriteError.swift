/// Why a simulator's suite was not written. Every case but a failure part-way says that nothing
/// was written, and each names what to do instead.
public enum SimulatorWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The device is booted and `xcrun` (Xcode's, on a Mac) is not on PATH.
    case xcrunMissing(device: String, udid: String, searched: String)
    /// The device is neither booted nor shut down, or its state cannot be read.
    case unsettled(device: String, udid: String, state: SimulatorState)
    /// A value the simulator's `defaults` command cannot write.
    case inexpressible(device: String, udid: String, value: String)
    /// `xcrun` could not be started.
    case launchFailed(command: String, reason: String)
    /// A `defaults` call failed or did not end; `written` are the keys changed before it.
    case failed(command: String, reason: String, written: [String])

    /// A file written underneath a booted simulator's preferences daemon can be ignored or
    /// overwritten by the daemon's cached copy.
    private static func daemon(_ device: String) -> String {
        "simulator \(device) is booted: its preferences daemon holds the group's suite and can ignore or overwrite a file written "
            + "underneath it, so widget-tui writes through the simulator's own `defaults` (xcrun simctl spawn UDID defaults write)"
    }

    private static func shutDown(_ udid: String) -> String {
        "to have the suite file written directly, shut the simulator down (xcrun simctl shutdown \(udid)) and run the command again"
    }

    public var description: String {
        switch self {
        case let .xcrunMissing(device, udid, searched):
            return Self.daemon(device) + ", but xcrun was not found on PATH (\(searched)): it comes with Xcode, on a Mac. "
                + "Nothing written; " + Self.shutDown(udid)
        case let .unsettled(device, udid, state):
            let wait = switch state {
            case .booting: "wait until it has booted, or shut it down (xcrun simctl shutdown \(udid)), then run the command again"
            case .shuttingDown, .creating: "wait until it has finished, then run the command again"
            default: "see its state with `xcrun simctl list devices`; a booted simulator is written through its `defaults`, "
                + "a shut-down one directly"
            }
            return "simulator \(device) is \(state): widget-tui writes a simulator's suite only once it is booted or shut down. "
                + "Nothing written; \(wait)"
        case let .inexpressible(device, udid, value):
            return "\(value), so the value cannot be written through the simulator's `defaults`. Nothing written. "
                + Self.daemon(device) + "; " + Self.shutDown(udid)
        case let .launchFailed(command, reason):
            return "cannot run `\(command)`: \(reason). Nothing written"
        case let .failed(command, reason, written):
            return "`\(command)` \(reason); "
                + (written.isEmpty ? "nothing written" : "already written before it: " + written.joined(separator: ", "))
        }
    }
}
