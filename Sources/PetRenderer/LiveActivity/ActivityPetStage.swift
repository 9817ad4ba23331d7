import Essentials

/// The pet walking in a box, as on the widget: under its sky on the Lock Screen, on a floor line in
/// the island. The motion is the widget's own (`PetMotion`), a pure function of the date.
enum ActivityPetStage {
    /// - Parameter sky: the sky to draw, or nil for a bare box of `background` with a floor line.
    static func draw(_ pet: PetArtwork, petIndex: Int, at date: Date, width: Int, height: Int, sky: SkyPhase?,
                     background: PaletteIndex, floor: PaletteIndex) -> (canvas: IndexedCanvas, pose: PetPose) {
        var box = IndexedCanvas(width: max(0, width), height: max(0, height), fill: background)
        let layout = SceneLayout(width: box.width, height: box.height)
        let field: WalkField
        if let sky {
            SceneBackdrop.draw(phase: sky, layout: layout, time: date.timeIntervalSinceReferenceDate,
                               keepingClear: (x: 0..<0, y: 0..<0), into: &box)
            field = layout.field
        } else {
            box.fill(x: 0, y: box.height - 1, width: box.width, height: 1, with: floor)
            field = WalkField(width: box.width, firstLane: box.height - 2, laneCount: 1)
        }
        // One pet on its own: it moves as the first pet of a group of one.
        let moving = PetMotion.pose(at: date, index: 0, count: 1, depthRank: 0, figure: pet.figure, field: field, sleepingSince: nil)
        let pose = PetPose(index: petIndex, x: moving.x, y: moving.y, lift: moving.lift, facing: moving.facing,
                           animation: moving.animation, frame: moving.frame)
        let frame = pet.art.frame(for: pose)
        if sky != nil { SpritePainter.drawShadow(left: pose.x, width: frame.width, row: pose.y + 1, into: &box) }
        SpritePainter.draw(frame, left: pose.x, bottom: pose.y - pose.lift, mirrored: pose.facing == .left,
                           table: pet.table, into: &box)
        return (box, pose)
    }
}
