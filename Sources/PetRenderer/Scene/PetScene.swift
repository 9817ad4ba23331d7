/// Draws one timeline frame: backdrop, pets back to front by depth, reaction icons over every pet,
/// then the streak on top.
enum PetScene {
    static func draw(layout: SceneLayout, phase: SkyPhase, time: Double, pets: [PetArtwork], poses: [PetPose],
                     streakDays: Int) -> IndexedCanvas {
        var canvas = IndexedCanvas(width: layout.width, height: layout.height)
        SceneBackdrop.draw(phase: phase, layout: layout, time: time, keepingClear: StreakBadge.clearance(days: streakDays),
                           into: &canvas)
        for pose in poses.sorted(by: { ($0.y, $0.index) < ($1.y, $1.index) }) {
            let artwork = pets[pose.index]
            let frame = artwork.art.frame(for: pose)
            SpritePainter.drawShadow(left: pose.x, width: frame.width, row: pose.y + 1, into: &canvas)
            SpritePainter.draw(frame, left: pose.x, bottom: pose.y - pose.lift, mirrored: pose.facing == .left,
                               table: artwork.table, into: &canvas)
        }
        for pose in poses {
            guard let kind = pose.reaction else { continue }
            let frame = pets[pose.index].art.frame(for: pose)
            ReactionIcon.draw(kind, spriteLeft: pose.x, spriteWidth: frame.width, spriteTop: pose.y - pose.lift - frame.height + 1,
                              into: &canvas)
        }
        StreakBadge.draw(days: streakDays, into: &canvas)
        return canvas
    }
}
