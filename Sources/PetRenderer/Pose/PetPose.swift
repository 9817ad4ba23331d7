import WidgetContract

/// Where and how one pet is drawn at one moment.
public struct PetPose: Equatable, Hashable, Sendable, Codable {
    /// The pet's position in the group's items.
    public let index: Int
    /// Left edge of the sprite, in pixels.
    public let x: Int
    /// Baseline: the row the pet's feet stand on; larger is nearer, drawn later.
    public let y: Int
    /// Height of a bob or hop above the baseline, in pixels.
    public let lift: Int
    public let facing: Facing
    public let animation: PetAnimation
    /// Frame within `animation`.
    public let frame: Int
    /// The reaction a widget button asked for, shown in this pose; nil for ordinary motion.
    public let reaction: PetReaction.Kind?

    public init(index: Int, x: Int, y: Int, lift: Int, facing: Facing, animation: PetAnimation, frame: Int,
                reaction: PetReaction.Kind? = nil) {
        self.index = index
        self.x = x
        self.y = y
        self.lift = lift
        self.facing = facing
        self.animation = animation
        self.frame = frame
        self.reaction = reaction
    }

    public var isAsleep: Bool { animation == .sleep }
}
