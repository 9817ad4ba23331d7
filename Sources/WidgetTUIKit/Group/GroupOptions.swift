import Essentials
import SharedData

/// Which group a command reads or writes: the App Group, where its containers are looked for, the
/// targets' entitlements that gate it, and the widget's kind. Plain values: finding the container
/// and reading the files is `GroupLoader`'s.
public struct GroupOptions: Equatable, Sendable {
    public static let demoGroup = "group.com.example.pets"
    public static let defaultKind = "PetWidget"

    public var group: GroupIdentifier
    /// Whether the group was named (`--group`), rather than the demo group by default.
    public var groupGiven: Bool
    /// Whether the group is the one the `--container` folder's metadata names, `--group` not given:
    /// a container names its own group.
    public var groupFromContainer: Bool
    /// Where containers are looked for: a groups root, one container, or the Simulator's devices.
    public var source: ContainerLocator.Source
    /// Whether the source was named (`--container`, `--groups-root`, `--simulator`), rather than
    /// the default groups root.
    public var sourceGiven: Bool
    /// The targets' `.entitlements` files; each must list the group. Empty means no gate.
    public var entitlementFiles: [String]
    public var kind: String
    /// Whether the kind was named (`--kind`): the app then reloads that kind only, else all its widgets.
    public var kindGiven: Bool
    /// widget-tui's own state folder, where it keeps its bookkeeping (writer lock, reload record) for
    /// containers it did not make; nil: `defaultStateFolder` of this process's environment.
    public var stateFolder: URL?

    public init(group: GroupIdentifier, groupGiven: Bool = true, groupFromContainer: Bool = false, source: ContainerLocator.Source,
                sourceGiven: Bool = true, entitlementFiles: [String] = [], kind: String = GroupOptions.defaultKind, kindGiven: Bool = false,
                stateFolder: URL? = nil) {
        self.stateFolder = stateFolder
        self.group = group
        self.groupGiven = groupGiven
        self.groupFromContainer = groupFromContainer
        self.source = source
        self.sourceGiven = sourceGiven
        self.entitlementFiles = entitlementFiles
        self.kind = kind
        self.kindGiven = kindGiven
    }

    /// The demo group in a groups root: the one group created on first use.
    public var isDemoGroupInARoot: Bool {
        guard group.rawValue == Self.demoGroup, case .groupsRoot = source else { return false }
        return true
    }

    /// The same source and kind for another group, named by a file rather than by `--group`.
    /// - Parameter origin: where the name came from, for the error.
    public func replacing(group text: String, from origin: String) throws(WidgetTUIError) -> GroupOptions {
        let id: GroupIdentifier
        do {
            id = try GroupDefaults.suiteGroup(named: text, platform: source.platform)
        } catch {
            throw WidgetTUIError("\(origin): \(error)")
        }
        var options = self
        options.group = id
        options.groupGiven = true
        options.groupFromContainer = false
        return options
    }

    /// The same options without the entitlement gate, for a command that examines the files itself.
    public var ungated: GroupOptions {
        var options = self
        options.entitlementFiles = []
        return options
    }

    /// `$WIDGET_TUI_HOME/AppGroup`, else `~/.local/share/widget-tui/AppGroup`, from `environment`
    /// alone; an empty variable counts as unset.
    public static func defaultGroupsRoot(_ environment: ProcessEnvironment) -> URL {
        if let home = variable("WIDGET_TUI_HOME", environment) {
            return URL(fileURLWithPath: home).appendingPathComponent("AppGroup", isDirectory: true)
        }
        return homeDirectory(environment).appendingPathComponent(".local/share/widget-tui/AppGroup", isDirectory: true)
    }

    /// `$WIDGET_TUI_HOME/State`, else the platform's folder for an application's state: on macOS
    /// `~/Library/Application Support/widget-tui`, elsewhere `$XDG_STATE_HOME/widget-tui`, else
    /// `~/.local/state/widget-tui`; from `environment` alone.
    public static func defaultStateFolder(_ environment: ProcessEnvironment) -> URL {
        if let home = variable("WIDGET_TUI_HOME", environment) {
            return URL(fileURLWithPath: home).appendingPathComponent("State", isDirectory: true)
        }
        #if os(macOS)
        return homeDirectory(environment).appendingPathComponent("Library/Application Support/widget-tui", isDirectory: true)
        #else
        if let state = variable("XDG_STATE_HOME", environment) {
            return URL(fileURLWithPath: state).appendingPathComponent("widget-tui", isDirectory: true)
        }
        return homeDirectory(environment).appendingPathComponent(".local/state/widget-tui", isDirectory: true)
        #endif
    }

    /// `HOME` from `environment`, else the user's home as the system knows it.
    public static func homeDirectory(_ environment: ProcessEnvironment) -> URL {
        variable("HOME", environment).map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
    }

    private static func variable(_ name: String, _ environment: ProcessEnvironment) -> String? {
        environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }
}
