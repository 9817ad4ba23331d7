import Essentials

extension PetReaction {
    /// As stored under `reaction`: a dictionary, so the suite keeps real dates.
    public var plistValue: PlistValue {
        .dictionary(["pet": .int(pet), "kind": .string(kind.rawValue), "start": .date(start), "until": .date(until)])
    }
}
