/// The group a lookup that found none most likely meant: a group that exists where it looked, of
/// which the one asked for is a misspelling (`GroupSpelling`), with the simulators that hold it
/// (none outside `--simulator`). Every lookup by group computes it (a groups root, the simulators,
/// a `--container`'s metadata), so the error says "did you mean", and a fix (doctor's) can name
/// the group meant, and the device, rather than create the misspelt one.
public struct NearGroup: Equatable, Sendable {
    public let group: GroupIdentifier
    /// How the group asked for misspells it.
    public let variant: GroupVariant
    /// `UDID (name)` of each simulator that holds it, sorted; empty outside simulators.
    public let devices: [String]

    public init(group: GroupIdentifier, variant: GroupVariant, devices: [String] = []) {
        self.group = group
        self.variant = variant
        self.devices = devices
    }

    /// The group `typed` most likely meant among `containers` (a container whose metadata cannot
    /// be read is no candidate); nil when none is near.
    static func meant(by typed: GroupIdentifier, among containers: [DiscoveredContainer]) -> NearGroup? {
        let existing = containers.compactMap { try? $0.group.get() }
        guard let (name, variant) = GroupSpelling.meant(by: typed.rawValue, among: existing.map(\.rawValue)),
              let group = existing.first(where: { $0.rawValue == name }) else { return nil }
        let devices = Set(containers.filter { (try? $0.group.get()) == group }.compactMap(\.device).map(\.description)).sorted()
        return NearGroup(group: group, variant: variant, devices: devices)
    }

    /// `did you mean group.x? (2 characters away)`, after the message that the group was not found.
    var hint: String {
        let how = switch variant {
        case .caseOnly: " (differs only by case; IDs are case-sensitive)"
        case .whitespace: " (without the whitespace around it)"
        case .missingPrefix: " (with the group. prefix)"
        case let .typo(distance): " (\(String(count: distance, "character")) away)"
        }
        let on = devices.isEmpty ? "" : "; it is on " + devices.map(\.shown).joined(separator: ", ")
        return "did you mean \(group.shown)?" + how + on
    }
}
