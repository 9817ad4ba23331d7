import PetRenderer
import SharedData

/// The group's data as a snapshot index records it beside its digest: each key the widget draws
/// from (a pet's fields one by one) with its value, or the value's digest when it is long, so that
/// `verify` names what changed (`streakDays: 12, now 13`) instead of two digests.
public enum DataValues {
    /// Values longer than this are recorded as their digest: the index stays small, and a long
    /// name changed is still named, without its text.
    static let shortLimit = 48

    /// The keys in the order the widget's contract lists them.
    public static func of(_ data: PetWidgetData) -> [(key: String, value: String)] {
        var values = [(PetWidgetData.itemsKey + ".count", String(data.pets.count))]
        for (i, pet) in data.pets.enumerated() {
            let item = "\(PetWidgetData.itemsKey)[\(i)]."
            values += [(item + "name", pet.name), (item + "stage", pet.stage), (item + "valueA", "\(pet.valueA)"),
                       (item + "valueB", "\(pet.valueB)"), (item + "valueC", "\(pet.valueC)")]
        }
        values.append((PetWidgetData.quietHoursKey, data.quietHours?.description ?? "none"))
        values.append((PetWidgetData.streakDaysKey, String(data.streakDays)))
        if let reaction = data.reaction {
            values.append((PetWidgetData.reactionKey, "pet \(reaction.pet) \(reaction.kind.rawValue) from \(ISODate.format(reaction.start)) "
                + "until \(ISODate.format(reaction.until))"))
        }
        return values.map { ($0.0, shortened($0.1)) }
    }

    static func shortened(_ value: String) -> String {
        value.count > shortLimit ? digest(value.utf8) : value
    }

    /// `fnv1a64:` and the 16 hex digits of the bytes' FNV-1a 64, as `DataDigest` writes a digest.
    static func digest(_ bytes: some Sequence<UInt8>) -> String {
        "\(DataDigest.algorithm):" + FNV1a.hex(bytes)
    }

    /// One key whose value differs; nil where the key is absent.
    public struct Change: Equatable, Sendable, CustomStringConvertible {
        public let key: String
        public let recorded: String?
        public let current: String?

        /// `streakDays: 12, now 13`; `items[5].name: absent, now Mochi`.
        /// The group's data, made visible as `VisibleText` does.
        public var description: String {
            "\(VisibleText.escaped(key)): \(recorded.map(VisibleText.escaped) ?? "absent"), now \(current.map(VisibleText.escaped) ?? "absent")"
        }
    }

    /// The keys whose values differ, in `current`'s order, then the keys only `recorded` has.
    public static func changes(recorded: [String: String], current: [(key: String, value: String)]) -> [Change] {
        let now = Dictionary(current, uniquingKeysWith: { first, _ in first })
        let changed = current.filter { recorded[$0.key] != $0.value }.map { Change(key: $0.key, recorded: recorded[$0.key], current: $0.value) }
        let removed = recorded.keys.filter { now[$0] == nil }.sorted().map { Change(key: $0, recorded: recorded[$0], current: nil) }
        return changed + removed
    }

    /// The changes in one line, the first few of them and how many more.
    public static func summary(_ changes: [Change], shown: Int = 6) -> String {
        changes.prefix(shown).map(\.description).joined(separator: "; ")
            + (changes.count > shown ? "; and \(changes.count - shown) more" : "")
    }
}
