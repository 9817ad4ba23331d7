import Essentials
import WidgetContract

/// A reacting pet's pose: it stops where it stood when the button was pressed and stays up in a jump
/// for the whole reaction, since entries lie seconds apart and a brief hop would mostly land between
/// them. Like all motion, a pure function of the date.
enum PetReactionMotion {
    static let jumpHeight = 4

    /// - Parameter standing: the pet's ordinary pose at `reaction.start`.
    static func pose(_ standing: PetPose, reaction: PetReaction, at date: Date, figure: PetFigure) -> PetPose {
        PetPose(index: standing.index, x: standing.x, y: standing.y, lift: jumpHeight, facing: standing.facing,
                animation: .idle, frame: PetFigure.frame(at: reaction.elapsed(at: date), durations: figure.idleDurations),
                reaction: reaction.kind)
    }
}
