import Essentials
import SharedData

/// Where the group's data a snapshot folder was recorded from was read, as `index.json` records it
/// (version 3), so that `verify` reads the same data wherever the repository is checked out: a
/// container folder or a groups root named on the command line, relative to the snapshot folder;
/// or the iOS Simulators (the group's container on whichever simulator holds it). Absent from an
/// index: widget-tui's own groups root, which is the machine's (`WIDGET_TUI_HOME`).
public struct SnapshotDataSource: Codable, Equatable, Sendable {
    /// `--container`: the container folder, from the index's folder (`../../WidgetGroup`).
    public var container: String?
    /// `--groups-root`: the folder of containers, from the index's folder.
    public var groupsRoot: String?
    /// `--simulator`: the simulators' container of the group. Not the device: a UDID is one Mac's.
    public var simulator: Bool?

    public init(container: String? = nil, groupsRoot: String? = nil, simulator: Bool? = nil) {
        self.container = container
        self.groupsRoot = groupsRoot
        self.simulator = simulator
    }

    /// What to record for `options`, read by a command writing its index into `folder`; nil when
    /// the data came from the default groups root.
    public init?(_ options: GroupOptions, folder: URL) {
        guard options.sourceGiven else { return nil }
        switch options.source {
        case let .container(url): self.init(container: RelativePath.of(url, from: folder))
        case let .groupsRoot(url): self.init(groupsRoot: RelativePath.of(url, from: folder))
        case .simulator: self.init(simulator: true)
        }
    }

    /// The place recorded, read from the index's `folder`; `devices` is where simulators are
    /// looked for on this machine. Nil when the index records nothing usable.
    public func locatorSource(from folder: URL, devices: URL) -> ContainerLocator.Source? {
        if let container { return .container(RelativePath.resolve(container, from: folder)) }
        if let groupsRoot { return .groupsRoot(RelativePath.resolve(groupsRoot, from: folder)) }
        if simulator == true { return .simulator(devices: devices, udid: nil) }
        return nil
    }

    /// `the container ../../WidgetGroup`, as recorded, for messages.
    public var description: String {
        if let container { return "the container \(container.shown)" }
        if let groupsRoot { return "the groups root \(groupsRoot.shown)" }
        return "the iOS Simulators"
    }
}
