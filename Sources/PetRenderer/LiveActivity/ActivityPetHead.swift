/// The pet's head in a small island view: its first idle frame, facing the camera (right), top row
/// one pixel below the edge, cut off where the view ends. Centred when it fits; otherwise aligned
/// right, since sprites face right and the face is what must show.
enum ActivityPetHead {
    static func draw(_ pet: PetArtwork, petIndex: Int, into canvas: inout IndexedCanvas) -> PetPose {
        let idle = PetPose(index: petIndex, x: 0, y: 0, lift: 0, facing: .right, animation: .idle, frame: 0)
        let frame = pet.art.frame(for: idle)
        let left = frame.width <= canvas.width ? (canvas.width - frame.width) / 2 : canvas.width - frame.width
        let bottom = frame.height
        SpritePainter.draw(frame, left: left, bottom: bottom, mirrored: false, table: pet.table, into: &canvas)
        return PetPose(index: petIndex, x: left, y: bottom, lift: 0, facing: .right, animation: .idle, frame: 0)
    }
}
