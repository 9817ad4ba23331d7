import Essentials
import SharedData

extension HostApp {
    /// What `createGroup` made or found, and what the user should know about it.
    public struct CreatedGroup: Sendable {
        public let container: GroupContainer
        /// The group had its container already, which is left as it was.
        public let existed: Bool
        /// A group whose ID differs only in case already has a container: IDs are case-sensitive,
        /// so the new one is another group, which is rarely what was meant.
        public let warning: String?

        /// The line to report.
        public var summary: String {
            "\(existed ? "" : "created ")\(container.groupID.shown) \(existed ? "already exists " : "")at \(container.url.shown)"
        }
    }

    /// A new, empty container for `group` where `locator` looks (a groups root only), laid out as
    /// the iOS Simulator lays one out when the first app of the group is installed; as `mkdir -p`,
    /// a group that has one already keeps it, untouched. Refused when the entitlements do not list
    /// the group.
    public static func createGroup(_ group: GroupIdentifier, with locator: ContainerLocator) throws -> CreatedGroup {
        let existing = (try? locator.discover())?.compactMap { try? $0.group.get().rawValue } ?? []
        let warning = GroupIdentifier.caseInsensitiveMatch(for: group.rawValue, among: existing).map {
            "\($0.shown) already exists; IDs are case-sensitive, so \(group.shown) is a different group"
        }
        do {
            return CreatedGroup(container: try locator.create(group), existed: false, warning: warning)
        } catch ContainerError.alreadyExists {
            return CreatedGroup(container: try locator.locate(group), existed: true, warning: nil)
        }
    }
}
