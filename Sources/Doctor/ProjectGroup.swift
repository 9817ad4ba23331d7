import SharedData
import XcodeProject

/// The group the project's app and widget extension share, as the container checks take it: in
/// Debug (what Xcode and `flutter run` build for the simulator), else in the first configuration
/// where they share one; from the first project that has one (`ios/` before `macos/`).
struct ProjectGroup {
    let group: String
    /// How it was found, for the report's first line: the names in it escaped once.
    let source: String
    /// Whether every build setting in it resolved; if not, `group` is the text as written.
    let resolved: Bool
    /// What the app builds for: Team-ID-style groups are valid on macOS only.
    let platform: GroupPlatform

    init?(_ projects: [ProjectContext]) {
        for project in projects {
            let sharing = project.sharing.sharedGroups.filter { !$0.shared.isEmpty }
            guard let pick = sharing.first(where: { $0.configuration == "Debug" }) ?? sharing.first, let group = pick.shared.first else { continue }
            self.group = group
            let app = project.target(pick.app)?.configuration(pick.configuration)
            let entry = app?.entitlements?.groups.first { ($0.unresolved.isEmpty ? $0.value : $0.written) == group }
            resolved = entry?.unresolved.isEmpty ?? false
            platform = app?.platform.groupPlatform ?? .iOS
            let others = Self.others(sharing.filter { $0.app == pick.app && $0.widget == pick.widget && $0.shared.first != group })
            source = "the group \(pick.app.shown) and \(pick.widget.shown) share in \(pick.configuration.shown) (\(project.snapshot.project))" + others
            return
        }
        return nil
    }

    /// ", Release shares group.b": the other configurations of the same pair that share another group.
    private static func others(_ groups: [SharedGroup]) -> String {
        groups.map { ", \($0.configuration.shown) shares \(($0.shared.first ?? "").shown)" }.joined()
    }
}
