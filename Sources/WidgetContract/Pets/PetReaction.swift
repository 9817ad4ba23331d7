import Essentials

/// A short reaction a widget button recorded in the group (`reaction`): the pet at `pet` reacts in
/// every entry dated in `start..<until`. One at a time; the next button press replaces it.
public struct PetReaction: Equatable, Hashable, Sendable {
    public enum Kind: String, CaseIterable, Sendable, Codable {
        /// Petted: a jump and a heart.
        case petted
        /// Fed: a jump and a bowl.
        case fed
    }

    /// Long enough for several 5-second entries of the reloaded timeline to show it.
    public static let duration: TimeInterval = 30

    /// The pet's index in `items`.
    public var pet: Int
    public var kind: Kind
    public var start: Date
    public var until: Date

    public init(pet: Int, kind: Kind, start: Date, until: Date) {
        self.pet = pet
        self.kind = kind
        self.start = start
        self.until = until
    }

    /// A reaction starting at `start` that lasts `duration`.
    public init(pet: Int, kind: Kind, start: Date) {
        self.init(pet: pet, kind: kind, start: start, until: start + Self.duration)
    }

    public func isActive(at date: Date) -> Bool { date >= start && date < until }

    /// Seconds into the reaction at `date`.
    public func elapsed(at date: Date) -> TimeInterval { date.timeIntervalSince(start) }
}
