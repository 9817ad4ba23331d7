/// What iOS shows before the first timeline arrives: the layout in greys, with no data in it.
enum PlaceholderScene {
    /// Two grey silhouettes of the fallback stage, one facing each way, and a redacted streak.
    static func draw(layout: SceneLayout, art: StageArt) -> IndexedCanvas {
        typealias Slot = ScenePalette.Slot
        var canvas = IndexedCanvas(width: layout.width, height: layout.height, fill: Slot.placeholderBackground.index)
        canvas.fill(x: 0, y: layout.groundTop, width: layout.width, height: 1, with: Slot.placeholderShape.index)
        var silhouette = [PaletteIndex](repeating: Slot.placeholderShape.index, count: 256)
        silhouette[0] = 0
        let frame = art.walk[0]
        let field = layout.field
        let baseline = field.firstLane + field.laneCount / 2
        for (share, facing) in [(1, Facing.right), (3, Facing.left)] {
            let left = layout.width * share / 4 - frame.width / 2
            SpritePainter.draw(frame, left: left, bottom: baseline, mirrored: facing == .left, table: silhouette, into: &canvas)
        }
        StreakBadge.drawRedacted(into: &canvas)
        return canvas
    }
}
