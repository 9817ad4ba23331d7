import WidgetContract

/// Something the renderer decided on the data's behalf that a user should hear about.
public enum RenderNote: Equatable, Sendable, CustomStringConvertible {
    /// The group holds no `quietHours`; the documented default applies.
    case quietHoursMissing(using: QuietHours)
    /// A pet's stage has no artwork in the sheet; it is drawn as `fallback`.
    case unknownStage(pet: String, stage: String, fallback: String)
    /// A stage lacks an animation; another of its animations stands in.
    case missingAnimation(stage: String, animation: PetAnimation, using: PetAnimation)
    /// The body colour is not among the sheet's colours, so pets are not recoloured.
    case bodyColorNotInSheet(RGB)
    /// Neither the caller nor the sheet's `meta.bodyColor` names a body colour.
    case noBodyColor
    /// More pets than depth rows: some may overlap exactly.
    case crowded(pets: Int, rows: Int, family: WidgetFamily)

    public var description: String {
        switch self {
        case .quietHoursMissing(let q):
            "the group has no quietHours; using the documented default \(q)"
        case .unknownStage(let pet, let stage, let fallback):
            "pet \"\(pet)\": stage \"\(stage)\" has no artwork; drawn as \"\(fallback)\""
        case .missingAnimation(let stage, let animation, let using):
            "stage \"\(stage)\" has no \(animation.rawValue) animation; using \(using.rawValue)"
        case .bodyColorNotInSheet(let color):
            "body colour \(color) is not in the sprite sheet; pets keep the sheet's colours"
        case .noBodyColor:
            "the sprite sheet names no body colour (meta.bodyColor); pets keep the sheet's colours"
        case .crowded(let pets, let rows, let family):
            "\(pets) pets but \(family.rawValue) has \(rows) depth rows at this scale; some may overlap"
        }
    }
}
