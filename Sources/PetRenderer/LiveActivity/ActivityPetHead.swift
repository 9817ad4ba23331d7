/// The pet's head in a small island view: its first idle frame, facing the camera (right), top row
/// one pixel below the edge and centred, cut off where the view ends.
enum ActivityPetHead {
    static func draw(_ pet: PetArtwork, petIndex: Int, into canvas: inout IndexedCanvas) -> PetPose {
        let idle = PetPose(index: petIndex, x: 0, y: 0, lift: 0, facing: .right, animation: .idle, frame: 0)
        let frame = pet.art.frame(for: idle)
        let left = (canvas.width - frame.width) / 2
        let bottom = frame.height
        SpritePainter.draw(frame, left: left, bottom: bottom, mirrored: false, table: pet.table, into: &canvas)
        return PetPose(index: petIndex, x: left, y: bottom, lift: 0, facing: .right, animation: .idle, frame: 0)
    }
}
