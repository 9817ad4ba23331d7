import WidgetContract

/// Digest of the group's data, written into snapshot headers so a snapshot names the input it shows.
/// `fnv1a64:` then 16 hex digits of FNV-1a 64 over the UTF-8 of `canonicalForm(of:)`.
public enum DataDigest {
    public static let algorithm = "fnv1a64"

    /// One line per fact, names length-prefixed so no name can forge a separator:
    /// `pets N`, then `pet <len>:<name> <len>:<stage> <valueA> <valueB> <valueC>` per pet,
    /// `quietHours HH:MM-HH:MM` or `quietHours none`, `streakDays N`, and only when a widget button
    /// recorded one, `reaction <pet> <kind> <start> <until>` (seconds since 1970). Numbers print as
    /// Swift's shortest round-trip form.
    public static func canonicalForm(of data: PetWidgetData) -> String {
        var lines = ["pets \(data.pets.count)"]
        for pet in data.pets {
            lines.append("pet \(pet.name.utf8.count):\(pet.name) \(pet.stage.utf8.count):\(pet.stage) "
                + "\(pet.valueA) \(pet.valueB) \(pet.valueC)")
        }
        lines.append("quietHours \(data.quietHours.map(\.description) ?? "none")")
        lines.append("streakDays \(data.streakDays)")
        if let r = data.reaction {
            lines.append("reaction \(r.pet) \(r.kind.rawValue) \(r.start.timeIntervalSince1970) \(r.until.timeIntervalSince1970)")
        }
        return lines.concatenated(separator: "\n") + "\n"
    }

    public static func of(_ data: PetWidgetData) -> String {
        let hex = String(FNV1a.hash64(canonicalForm(of: data).utf8), radix: 16)
        return "\(algorithm):" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
