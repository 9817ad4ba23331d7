import Foundation
import SharedData

/// The options every data-reading command shares: which group, where its container lives, the
/// entitlement gate, and the widget kind. They yield a reader (the extension's view) or a writer
/// (the app's), creating the demo group on first use.
struct GroupOptions {
    enum Location: Equatable {
        case groupsRoot(URL, isDefault: Bool)
        case container(URL)
        case simulator(udid: String?)
    }

    static let demoGroup = "group.com.example.pets"
    static let defaultKind = "PetWidget"

    let group: GroupIdentifier
    /// Whether `--group` was given (`app create-group` takes its ID from either).
    let groupGiven: Bool
    let location: Location
    let entitlementFiles: [String]
    let kind: String
    /// Whether `--kind` was given: the app then reloads that kind only, else all its widgets.
    let kindGiven: Bool

    static let usage = """
      --group ID            App Group identifier (default \(demoGroup), the demo group)
      --groups-root DIR     folder of UUID-named containers (default $WIDGET_TUI_HOME/AppGroup,
                            else ~/.local/share/widget-tui/AppGroup)
      --container DIR       one container folder
      --simulator [UDID]    the iOS Simulator's containers (~/Library/Developer/CoreSimulator/Devices);
                            several devices with the group: give the UDID (bare: put it last)
      --entitlements FILE   a target's .entitlements file; repeatable; each must list the group
      --kind KIND           the widget's kind (default \(defaultKind))
    """

    static func parse(_ arguments: inout Arguments, io: CommandIO) throws -> GroupOptions {
        let groupText = try arguments.option("--group")
        let containerPath = try arguments.option("--container")
        let rootPath = try arguments.option("--groups-root")
        let simulator = arguments.optionalValueOption("--simulator")
        let entitlementFiles = try arguments.options("--entitlements")
        let kindText = try arguments.option("--kind")

        let chosen = [containerPath != nil, rootPath != nil, simulator != nil].filter { $0 }.count
        guard chosen <= 1 else { throw CLIError.usage("choose one of --container, --groups-root and --simulator") }
        let location: Location
        if let containerPath {
            location = .container(URL(fileURLWithPath: containerPath).standardizedFileURL)
        } else if let simulator {
            if let udid = simulator, UUID(uuidString: udid) == nil {
                throw CLIError.usage("'\(udid)' is not a simulator UDID; write --simulator=UDID, or put a bare --simulator last")
            }
            location = .simulator(udid: simulator)
        } else if let rootPath {
            location = .groupsRoot(URL(fileURLWithPath: rootPath).standardizedFileURL, isDefault: false)
        } else {
            location = .groupsRoot(defaultGroupsRoot(io.environment), isDefault: true)
        }
        if let kindText, kindText.isEmpty { throw CLIError.usage("--kind cannot be empty; it must equal the widget's kind") }
        let platform: GroupPlatform = if case .simulator = location { .iOS } else { .macOS }
        let group: GroupIdentifier
        do {
            group = try GroupDefaults.suiteGroup(named: groupText ?? demoGroup, platform: platform)
        } catch {
            throw CLIError.usage("--group: \(error)")
        }
        return GroupOptions(group: group, groupGiven: groupText != nil, location: location, entitlementFiles: entitlementFiles,
                            kind: kindText ?? defaultKind, kindGiven: kindText != nil)
    }

    /// `$WIDGET_TUI_HOME/AppGroup`, else `~/.local/share/widget-tui/AppGroup`. The command's
    /// environment comes first, then the process's, so in-process tests can point elsewhere.
    static func defaultGroupsRoot(_ environment: [String: String]) -> URL {
        if let home = variable("WIDGET_TUI_HOME", environment) {
            return URL(fileURLWithPath: home).appendingPathComponent("AppGroup", isDirectory: true)
        }
        return homeDirectory(environment).appendingPathComponent(".local/share/widget-tui/AppGroup", isDirectory: true)
    }

    static func homeDirectory(_ environment: [String: String]) -> URL {
        variable("HOME", environment).map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
    }

    private static func variable(_ name: String, _ environment: [String: String]) -> String? {
        (environment[name] ?? ProcessInfo.processInfo.environment[name]).flatMap { $0.isEmpty ? nil : $0 }
    }

    func locator(io: CommandIO) throws -> ContainerLocator {
        let entitlements = try entitlementFiles.map { try Entitlements(contentsOf: URL(fileURLWithPath: $0)) }
        let source: ContainerLocator.Source = switch location {
        case let .groupsRoot(root, _): .groupsRoot(root)
        case let .container(folder): .container(folder)
        case let .simulator(udid): .simulator(devices: SimulatorDevice.devicesFolder(home: Self.homeDirectory(io.environment)), udid: udid)
        }
        return ContainerLocator(source: source, entitlements: entitlements)
    }

    /// The group's container; the demo group in a groups root is created from the embedded demo
    /// files the first time it is asked for.
    func container(io: CommandIO) throws -> GroupContainer {
        let locator = try locator(io: io)
        do {
            return try locator.locate(group)
        } catch {
            guard group.rawValue == Self.demoGroup, case .groupsRoot = location else { throw error }
            switch error {
            case .notFound, .rootMissing: return try DemoGroup.create(with: locator, io: io)
            default: throw error
            }
        }
    }

    func reader(io: CommandIO) throws -> GroupReader {
        GroupReader(container: try container(io: io))
    }

    /// The app's writer; in a booted simulator it writes the suite through the simulator's `defaults`.
    func writer(io: CommandIO, lockTimeout: Duration) throws -> GroupWriter {
        let container = try container(io: io)
        let device = try locator(io: io).device(of: container)
        return GroupWriter(container: container, lockTimeout: lockTimeout,
                           suite: SuiteChannel.forContainer(on: device, environment: io.environment))
    }
}
