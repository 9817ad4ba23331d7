import Essentials
import SharedData
import WidgetTUIKit

extension GroupOptions {
    /// The group options as the command table declares them.
    enum Spec {
        static let group = OptionSpec.value("--group", "ID", "App Group identifier (default \(demoGroup), the demo group)")
        static let groupsRoot = OptionSpec.value("--groups-root", "DIR", """
            folder of UUID-named containers (default $WIDGET_TUI_HOME/AppGroup,
            else ~/.local/share/widget-tui/AppGroup)
            """, completion: .directories)
        static let container = OptionSpec.value("--container", "DIR", "one container folder", completion: .directories)
        static let simulator = OptionSpec.optionalValue("--simulator", "UDID", """
            the iOS Simulator's containers (~/Library/Developer/CoreSimulator/Devices);
            several devices with the group: give the UDID (bare: put it last)
            """)
        static let entitlements = OptionSpec.value("--entitlements", "FILE", "a target's .entitlements file; repeatable; each must list the group",
                                                   completion: .files).repeatable
        static let kind = OptionSpec.value("--kind", "KIND", "the widget's kind (default \(defaultKind))")

        static let section = OptionSection("group options", [group, groupsRoot, container, simulator, entitlements, kind])
    }

    /// The group options; the default groups root and the Simulator's devices come from the
    /// command's environment (`WIDGET_TUI_HOME`, `HOME`).
    static func parse(_ arguments: inout Arguments, io: CommandIO) throws -> GroupOptions {
        let groupText = try arguments.value(Spec.group)
        let containerPath = try arguments.value(Spec.container)
        let rootPath = try arguments.value(Spec.groupsRoot)
        let simulator = try arguments.optionalValue(Spec.simulator)
        let entitlementFiles = try arguments.values(Spec.entitlements)
        let kindText = try arguments.value(Spec.kind)

        let chosen = [containerPath != nil, rootPath != nil, simulator != nil].filter { $0 }.count
        guard chosen <= 1 else { throw CLIError.usage("choose one of --container, --groups-root and --simulator") }
        let source: ContainerLocator.Source
        if let containerPath {
            source = .container(URL(fileURLWithPath: containerPath).standardizedFileURL)
        } else if let simulator {
            if let udid = simulator, UUID(uuidString: udid) == nil {
                throw CLIError.usage("'\(udid.shown)' is not a simulator UDID; write --simulator=UDID, or put a bare --simulator last")
            }
            source = .simulator(devices: SimulatorDevice.devicesFolder(home: homeDirectory(io.environment)), udid: simulator)
        } else if let rootPath {
            source = .groupsRoot(URL(fileURLWithPath: rootPath).standardizedFileURL)
        } else {
            source = .groupsRoot(defaultGroupsRoot(io.environment))
        }
        if let kindText, kindText.isEmpty { throw CLIError.usage("--kind cannot be empty; it must equal the widget's kind") }
        // A container names its own group: without --group it is the one its metadata names, and
        // an explicit --group must be that one (locating the container says so, naming both).
        let named: GroupIdentifier? = if groupText == nil, case let .container(folder) = source {
            try ContainerMetadata.groupIdentifier(inFolder: folder)
        } else {
            nil
        }
        let group: GroupIdentifier
        do {
            group = try named ?? GroupDefaults.suiteGroup(named: groupText ?? demoGroup, platform: source.platform)
        } catch {
            throw CLIError.usage("--group: \(error)")
        }
        if groupText != nil { for warning in group.warnings { io.err("widget-tui: warning: --group: \(warning)\n") } }
        return GroupOptions(group: group, groupGiven: groupText != nil, groupFromContainer: named != nil, source: source, sourceGiven: chosen == 1,
                            entitlementFiles: entitlementFiles, kind: kindText ?? defaultKind, kindGiven: kindText != nil,
                            stateFolder: defaultStateFolder(io.environment))
    }
}
