/// One pet's resolved artwork: its stage's frames, the colour table for its body variant, and the
/// figure the pose math needs (computed once, not per frame).
struct PetArtwork: Equatable, Sendable {
    let art: StageArt
    let table: [PaletteIndex]
    let figure: PetFigure

    init(art: StageArt, table: [PaletteIndex]) {
        self.art = art
        self.table = table
        figure = art.figure
    }
}
