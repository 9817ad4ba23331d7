/// Whether a simulator device runs, as its `device.plist` stores CoreSimulator's device state:
/// 0 creating, 1 shut down, 2 booting, 3 booted, 4 shutting down.
public enum SimulatorState: Hashable, Sendable, CustomStringConvertible {
    case creating
    /// Nothing runs: its files are the only copy of its data.
    case shutdown
    case booting
    /// Its processes run, among them the preferences daemon that caches every suite.
    case booted
    case shuttingDown
    /// A number CoreSimulator did not use when this was written.
    case other(Int)
    /// `device.plist` is missing or unreadable, or holds no integer state: why.
    case unknown(String)

    init(number: Int) {
        self = switch number {
        case 0: .creating
        case 1: .shutdown
        case 2: .booting
        case 3: .booted
        case 4: .shuttingDown
        default: .other(number)
        }
    }

    /// "booted", "shut down", "in state 7", "of unknown state (...)": reads after "is".
    public var description: String {
        switch self {
        case .creating: "being created"
        case .shutdown: "shut down"
        case .booting: "booting"
        case .booted: "booted"
        case .shuttingDown: "shutting down"
        case let .other(number): "in state \(number)"
        case let .unknown(reason): "of unknown state (\(reason))"
        }
    }
}
