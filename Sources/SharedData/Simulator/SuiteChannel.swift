/// How widget-tui's writer changes the group's suite. A suite no process holds is rewritten as a
/// file; a booted simulator's preferences daemon caches the suite, so there the change goes through
/// the simulator's own `defaults`, or is refused when that is not possible.
public enum SuiteChannel: Sendable {
    /// Rewrite `Library/Preferences/<group>.plist` (a local container, a shut-down simulator).
    case file
    /// Write and delete changed keys through a booted simulator's `defaults`.
    case simulatorDefaults(SimulatorDefaults)
    /// The suite cannot be written now: why, and what to do instead. Reads and other files are unaffected.
    case refused(SimulatorWriteError)

    /// The channel for `container` as `source` found it: a simulator's device is looked up, with
    /// its state as its `device.plist` says now. `environment` is the command's, for finding `xcrun`.
    public static func forContainer(_ container: GroupContainer, source: ContainerLocator.Source,
                                    environment: [String: String]) -> SuiteChannel {
        forContainer(on: ContainerLocator(source: source).device(of: container), environment: environment)
    }

    /// The channel for a container on `device` (nil: outside any simulator).
    public static func forContainer(on device: SimulatorDevice?, environment: [String: String]) -> SuiteChannel {
        guard let device else { return .file }
        switch device.state {
        case .shutdown:
            return .file
        case .booted:
            do { return .simulatorDefaults(try SimulatorDefaults(device: device, environment: environment)) } catch { return .refused(error) }
        default:
            return .refused(.unsettled(device: device.description, udid: device.udid, state: device.state))
        }
    }
}
