/// A picture of any colours as a palette of at most 62 (`Palette.maxCount`, the letters a snapshot
/// has) and a canvas of indices into it. A picture of that many colours or fewer keeps each; a
/// larger one keeps the most frequent, and every other colour takes the nearest kept one. Ties go
/// to the colour met first in reading order, so the same picture always gives the same letters.
public enum PaletteQuantizer {
    /// - Parameter colors: `width` x `height` colours, row-major.
    public static func quantize(_ colors: [RGB], width: Int, height: Int,
                                limit: Int = Palette.maxCount) -> (canvas: IndexedCanvas, palette: Palette) {
        precondition(colors.count == width * height && (1...Palette.maxCount).contains(limit))
        // Each colour's count and the place it is first met.
        var seen: [RGB: (count: Int, first: Int)] = [:]
        for (i, color) in colors.enumerated() {
            seen[color, default: (0, i)].count += 1
        }
        let byFrequency = seen.sorted { a, b in a.value.count != b.value.count ? a.value.count > b.value.count : a.value.first < b.value.first }
        // The kept colours in reading order: the letters run as the picture does.
        let kept = byFrequency.prefix(limit).sorted { $0.value.first < $1.value.first }.map(\.key)
        var index: [RGB: PaletteIndex] = [:]
        for (i, color) in kept.enumerated() { index[color] = PaletteIndex(i) }
        for (color, _) in byFrequency.dropFirst(limit) {
            var best = 0
            for (i, candidate) in kept.enumerated() where candidate.distanceSquared(to: color) < kept[best].distanceSquared(to: color) {
                best = i
            }
            index[color] = PaletteIndex(best)
        }
        var canvas = IndexedCanvas(width: width, height: height)
        for (i, color) in colors.enumerated() { canvas.pixels[i] = index[color] ?? 0 }
        return (canvas, Palette(kept))
    }
}
