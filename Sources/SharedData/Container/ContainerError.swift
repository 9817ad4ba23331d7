/// Why a group's container could not be found, read or created; each case names the folder or
/// file, and the field where one is at fault. The names (paths, groups, keys) are held as found
/// and shown escaped (`shown`); a `reason` is a message already.
public enum ContainerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The entitlement gate: as `containerURL(forSecurityApplicationGroupIdentifier:)` returns nil
    /// for a target whose entitlements do not list the group.
    case notEntitled(group: GroupIdentifier, file: String, listed: [String], hasKey: Bool)
    case rootMissing(root: String)
    case unreadable(path: String, reason: String)
    /// `near`: the existing group the one asked for most likely misspells.
    case notFound(group: GroupIdentifier, root: String, existing: [GroupIdentifier], skipped: [String], near: NearGroup? = nil)
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
            let claim = hasKey ? "lists only " + (listed.isEmpty ? "no groups" : listed.map(\.shown).joined(separator: ", "))
                : "has no \(Entitlements.applicationGroupsKey) entitlement (add the App Groups capability to this target)"
            let hint = GroupIdentifier.caseInsensitiveMatch(for: group.rawValue, among: listed)
                .map { "; did you mean \($0.shown)? IDs are case-sensitive" } ?? ""
            return "group \(group.shown) is not in \(file.shown): \(Entitlements.applicationGroupsKey) \(claim)\(hint). "
                + "containerURL(forSecurityApplicationGroupIdentifier:) returns nil for this target"
        case let .rootMissing(root):
            return "no groups folder at \(root.shown); create a group with `widget-tui app create-group ID`"
        case let .unreadable(path, reason):
            return "\(path.shown): cannot read: \(reason)"
        case let .notFound(group, root, existing, skipped, near):
            var text = "no container for \(group.shown) in \(root.shown)"
            if let near { text += "; " + near.hint }
            text += existing.isEmpty ? "; it holds no groups" : "; groups there: " + existing.map(\.shown).joined(separator: ", ")
            if !skipped.isEmpty { text += "; skipped: " + skipped.joined(separator: "; ") }
            return text
        case let .duplicate(group, folders):
            return "\(group.shown) has \(folders.count) containers (\(ContainerMetadata.identifierKey) is the same in each): "
                + folders.map(\.shown).joined(separator: ", ") + "; pick one with --container DIR"
        case let .containerMissing(folder):
            return "\(folder.shown): no such container folder"
        case let .metadataMissing(folder):
            return "\(folder.shown): not a container: it has no \(ContainerMetadata.fileName)"
        case let .metadataUnreadable(file, reason):
            return "\(file.shown): cannot read the container metadata: \(reason)"
        case let .metadataCorrupt(file, reason):
            return "\(file.shown): corrupt container metadata: \(reason)"
        case let .metadataMissingKey(file, key):
            return "\(file.shown): no \(key.shown) key, so the container's group is unknown"
        case let .metadataWrongType(file, key, expected, found):
            return "\(file.shown): \(key.shown) is \(found), expected \(expected)"
        case let .metadataInvalidIdentifier(file, key, reason):
            return "\(file.shown): \(key.shown): \(reason)"
        case let .groupMismatch(file, found, wanted):
            return "\(file.shown): \(ContainerMetadata.identifierKey) is \(found.shown), not \(wanted.shown)" + (nearGroup.map { "; " + $0.hint } ?? "")
        case let .noSimulators(devices):
            return "no iOS Simulator devices in \(devices.shown) (is Xcode's simulator installed?)"
        case let .unknownSimulator(udid, devices, available):
            return "no simulator \(udid.shown) in \(devices.shown); devices: " + (available.isEmpty ? "none" : available.map(\.shown).joined(separator: ", "))
        case let .ambiguousSimulator(group, devices):
            return "\(group.shown) exists on \(devices.count) simulators; pick one with --simulator UDID: " + devices.map(\.shown).joined(separator: ", ")
        case let .cannotCreate(group, reason):
            return "cannot create a container for \(group.shown): \(reason)"
        case let .alreadyExists(group, folder):
            return "\(group.shown) already has a container at \(folder.shown)"
        case let .createFailed(path, reason):
            return "\(path.shown): cannot create the container: \(reason)"
        }
    }

    /// The group a lookup that found none most likely meant, for a fix to name: the nearest
    /// existing group where it looked (`notFound`), or the one a `--container`'s metadata names
    /// when near the one asked for (`groupMismatch`); nil otherwise.
    public var nearGroup: NearGroup? {
        switch self {
        case let .notFound(_, _, _, _, near): near
        case let .groupMismatch(_, found, wanted): GroupSpelling.variant(wanted.rawValue, of: found.rawValue).map { NearGroup(group: found, variant: $0) }
        default: nil
        }
    }
}
