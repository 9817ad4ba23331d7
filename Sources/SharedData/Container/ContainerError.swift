/// Why a group's container could not be found, read or created; each case names the folder or
/// file, and the field where one is at fault.
public enum ContainerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The entitlement gate: as `containerURL(forSecurityApplicationGroupIdentifier:)` returns nil
    /// for a target whose entitlements do not list the group.
    case notEntitled(group: GroupIdentifier, file: String, listed: [String], hasKey: Bool)
    case rootMissing(root: String)
    case unreadable(path: String, reason: String)
    case notFound(group: GroupIdentifier, root: String, existing: [GroupIdentifier], skipped: [String])
    case duplicate(group: GroupIdentifier, folders: [String])
    case containerMissing(folder: String)
    case metadataMissing(folder: String)
    case metadataUnreadable(file: String, reason: String)
    case metadataCorrupt(file: String, reason: String)
    case metadataMissingKey(file: String, key: String)
    case metadataWrongType(file: String, key: String, expected: String, found: String)
    case metadataInvalidIdentifier(file: String, key: String, reason: String)
    case groupMismatch(file: String, found: GroupIdentifier, wanted: GroupIdentifier)
    case noSimulators(devices: String)
    case unknownSimulator(udid: String, devices: String, available: [String])
    case ambiguousSimulator(group: GroupIdentifier, devices: [String])
    case cannotCreate(group: GroupIdentifier, reason: String)
    case alreadyExists(group: GroupIdentifier, folder: String)
    case createFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case let .notEntitled(group, file, listed, hasKey):
            let claim = hasKey ? "lists only " + (listed.isEmpty ? "no groups" : listed.joined(separator: ", "))
                : "has no \(Entitlements.applicationGroupsKey) entitlement (add the App Groups capability to this target)"
            let hint = GroupIdentifier.caseInsensitiveMatch(for: group.rawValue, among: listed)
                .map { "; did you mean \($0)? IDs are case-sensitive" } ?? ""
            return "group \(group) is not in \(file): \(Entitlements.applicationGroupsKey) \(claim)\(hint). "
                + "containerURL(forSecurityApplicationGroupIdentifier:) returns nil for this target"
        case let .rootMissing(root):
            return "no groups folder at \(root); create a group with `widget-tui app create-group ID`"
        case let .unreadable(path, reason):
            return "\(path): cannot read: \(reason)"
        case let .notFound(group, root, existing, skipped):
            var text = "no container for \(group) in \(root)"
            if let hint = GroupIdentifier.caseInsensitiveMatch(for: group.rawValue, among: existing.map(\.rawValue)) {
                text += "; did you mean \(hint)? IDs are case-sensitive"
            }
            text += existing.isEmpty ? "; it holds no groups" : "; groups there: " + existing.map(\.rawValue).joined(separator: ", ")
            if !skipped.isEmpty { text += "; skipped: " + skipped.joined(separator: "; ") }
            return text
        case let .duplicate(group, folders):
            return "\(group) has \(folders.count) containers (\(ContainerMetadata.identifierKey) is the same in each): "
                + folders.joined(separator: ", ") + "; pick one with --container DIR"
        case let .containerMissing(folder):
            return "\(folder): no such container folder"
        case let .metadataMissing(folder):
            return "\(folder): not a container: it has no \(ContainerMetadata.fileName)"
        case let .metadataUnreadable(file, reason):
            return "\(file): cannot read the container metadata: \(reason)"
        case let .metadataCorrupt(file, reason):
            return "\(file): corrupt container metadata: \(reason)"
        case let .metadataMissingKey(file, key):
            return "\(file): no \(key) key, so the container's group is unknown"
        case let .metadataWrongType(file, key, expected, found):
            return "\(file): \(key) is \(found), expected \(expected)"
        case let .metadataInvalidIdentifier(file, key, reason):
            return "\(file): \(key): \(reason)"
        case let .groupMismatch(file, found, wanted):
            let hint = found.rawValue.lowercased() == wanted.rawValue.lowercased() ? " (differs only by case; IDs are case-sensitive)" : ""
            return "\(file): \(ContainerMetadata.identifierKey) is \(found), not \(wanted)\(hint)"
        case let .noSimulators(devices):
            return "no iOS Simulator devices in \(devices) (is Xcode's simulator installed?)"
        case let .unknownSimulator(udid, devices, available):
            return "no simulator \(udid) in \(devices); devices: " + (available.isEmpty ? "none" : available.joined(separator: ", "))
        case let .ambiguousSimulator(group, devices):
            return "\(group) exists on \(devices.count) simulators; pick one with --simulator UDID: " + devices.joined(separator: ", ")
        case let .cannotCreate(group, reason):
            return "cannot create a container for \(group): \(reason)"
        case let .alreadyExists(group, folder):
            return "\(group) already has a container at \(folder)"
        case let .createFailed(path, reason):
            return "\(path): cannot create the container: \(reason)"
        }
    }
}
