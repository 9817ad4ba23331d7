import Essentials

/// Finds a group's container, as `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`
/// does on the device: never by building a path, always by asking where the group lives.
public struct ContainerLocator: Sendable {
    public enum Source: Equatable, Sendable {
        /// A folder of UUID-named containers (`--groups-root`).
        case groupsRoot(URL)
        /// One container folder (`--container`).
        case container(URL)
        /// iOS Simulator devices; nil UDID searches them all (`--simulator [UDID]`).
        case simulator(devices: URL, udid: String?)

        /// Simulator containers belong to iOS, where Team-ID-style groups do not exist; local
        /// folders stand for a Mac's containers.
        public var platform: GroupPlatform {
            if case .simulator = self { .iOS } else { .macOS }
        }
    }

    public let source: Source
    /// The targets' entitlements; every one must list the group (the gate). Empty means no gate.
    public let entitlements: [Entitlements]
    /// widget-tui's state folder, where the bookkeeping of containers it did not make is kept
    /// (`ContainerBookkeeping`); nil for a locator that only finds devices, whose containers keep
    /// theirs in them.
    public let stateFolder: URL?

    public init(source: Source, entitlements: [Entitlements] = [], stateFolder: URL? = nil) {
        self.source = source
        self.entitlements = entitlements
        self.stateFolder = stateFolder
    }

    /// The platform of the containers searched, which decides the group identifiers allowed.
    public var platform: GroupPlatform { source.platform }

    /// The group's container, or why there is none.
    public func locate(_ group: GroupIdentifier) throws(ContainerError) -> GroupContainer {
        let found = try find(group)
        // An entry of a groups root (or of a simulator's) is opened from the root; a folder the user named, by its path.
        let groupsRoot: URL? = if case .container = source { nil } else { found.folder.deletingLastPathComponent() }
        guard let stateFolder else {
            return GroupContainer(url: found.folder, groupID: group, groupsRoot: groupsRoot, formerPath: found.formerPath)
        }
        let bookkeeping = ContainerBookkeeping.of(found.folder, group: group, source: source, stateFolder: stateFolder,
                                                  madeByWidgetTUI: found.madeByWidgetTUI)
        return GroupContainer(url: found.folder, groupID: group, bookkeeping: bookkeeping, groupsRoot: groupsRoot, formerPath: found.formerPath)
    }

    /// The group's container folder, its metadata read once for both what group it is and who made it.
    private func find(_ group: GroupIdentifier) throws(ContainerError) -> DiscoveredContainer {
        try checkEntitlements(group)
        switch source {
        case let .groupsRoot(root):
            return try ContainerRoot.match(group, in: try ContainerRoot(url: root).scan(), root: root.filePath)
        case let .container(folder):
            return try single(folder, group)
        case .simulator:
            let found = try discover()
            let devices = Set(found.filter { (try? $0.group.get()) == group }.compactMap(\.device))
            if devices.count > 1 {
                throw .ambiguousSimulator(group: group, devices: devices.map(\.description).sorted())
            }
            return try ContainerRoot.match(group, in: found, root: searchedPlace)
        }
    }

    /// The iOS call's shape: the container's URL, or nil when the group is not reachable.
    public func containerURL(forSecurityApplicationGroupIdentifier identifier: String) -> URL? {
        guard let group = try? GroupIdentifier(identifier, platform: platform) else { return nil }
        return try? locate(group).url
    }

    /// Every container the source holds, readable or not.
    public func discover() throws(ContainerError) -> [DiscoveredContainer] {
        switch source {
        case let .groupsRoot(root):
            return try ContainerRoot(url: root).scan()
        case let .container(folder):
            return [DiscoveredContainer(folder: folder, device: nil)]
        case let .simulator(devicesFolder, udid):
            var devices = try SimulatorDevice.list(in: devicesFolder)
            if let udid {
                guard let device = devices.first(where: { $0.udid.lowercased() == udid.lowercased() }) else {
                    throw .unknownSimulator(udid: udid, devices: devicesFolder.path, available: devices.map(\.description))
                }
                devices = [device]
            }
            var found: [DiscoveredContainer] = []
            for device in devices where FileManager.default.fileExists(atPath: device.appGroupRoot.path) {
                found += try ContainerRoot(url: device.appGroupRoot).scan(device: device)
            }
            return found
        }
    }

    /// The simulator device holding `container`, with what its `device.plist` says now; nil for a
    /// container outside the simulator devices this locator searches.
    public func device(of container: GroupContainer) -> SimulatorDevice? {
        guard case let .simulator(devicesFolder, _) = source else { return nil }
        // <devices>/<UDID>/data/Containers/Shared/AppGroup/<UUID>
        let root = container.url.standardizedFileURL.deletingLastPathComponent()
        var folder = root
        for _ in 0..<4 { folder.deleteLastPathComponent() }
        guard UUID(uuidString: folder.lastPathComponent) != nil,
              folder.deletingLastPathComponent().path == devicesFolder.standardizedFileURL.path else { return nil }
        let device = SimulatorDevice.load(udid: folder.lastPathComponent, folder: folder)
        return device.appGroupRoot.standardizedFileURL.path == root.path ? device : nil
    }

    /// A new container, only in a groups root: simulator containers are made by iOS when an app
    /// with the group is installed, and `--container` names an existing one.
    public func create(_ group: GroupIdentifier, populate: (GroupContainer) throws -> Void = { _ in }) throws -> GroupContainer {
        try checkEntitlements(group)
        guard case let .groupsRoot(root) = source else {
            throw ContainerError.cannotCreate(group: group, reason: "containers are created only under a groups root (--groups-root); "
                + "in a simulator, iOS creates them when an app with the group is installed")
        }
        return try ContainerRoot(url: root).create(group, populate: populate)
    }

    private var searchedPlace: String {
        switch source {
        case let .groupsRoot(root): root.path
        case let .container(folder): folder.path
        case let .simulator(devices, udid): udid.map { devices.appendingPathComponent($0).path } ?? "the simulators in \(devices.path)"
        }
    }

    private func checkEntitlements(_ group: GroupIdentifier) throws(ContainerError) {
        for target in entitlements where !target.lists(group) {
            throw .notEntitled(group: group, file: target.file, listed: target.applicationGroups, hasKey: target.hasApplicationGroupsKey)
        }
    }

    private func single(_ folder: URL, _ group: GroupIdentifier) throws(ContainerError) -> DiscoveredContainer {
        guard FileIO.isFolder(folder.path) else {
            throw .containerMissing(folder: folder.path)
        }
        let found = DiscoveredContainer(folder: folder, device: nil)
        let claimed = try found.group.get()
        guard claimed == group else {
            throw .groupMismatch(file: folder.appendingPathComponent(ContainerMetadata.fileName).path, found: claimed, wanted: group)
        }
        return found
    }
}
