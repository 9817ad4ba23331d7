import PetRenderer

/// A frame as the snapshot text holds it: header, palette and pixels, comparable by colour.
public struct Snapshot: Equatable, Sendable {
    public var header: SnapshotHeader
    public var palette: Palette
    public var canvas: IndexedCanvas

    public init(header: SnapshotHeader, palette: Palette, canvas: IndexedCanvas) {
        self.header = header
        self.palette = palette
        self.canvas = canvas
    }

    public init(frame: RenderedFrame, entryIndex: Int?, digest: String) {
        self.init(header: SnapshotHeader(frame: frame, entryIndex: entryIndex, digest: digest),
                  palette: frame.palette, canvas: frame.canvas)
    }

    /// Pixels whose colours differ, row by row; letters may differ where colours agree.
    /// Nil when the sizes differ, since then no pixel corresponds.
    public func pixelDifferences(from expected: Snapshot) -> [PixelDifference]? {
        guard canvas.width == expected.canvas.width, canvas.height == expected.canvas.height else { return nil }
        // The same letters for the same colours: nothing differs (what `verify` finds almost always).
        if palette == expected.palette, canvas.pixels == expected.canvas.pixels { return [] }
        var out: [PixelDifference] = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let mine = palette[canvas[x, y]], theirs = expected.palette[expected.canvas[x, y]]
                if mine != theirs { out.append(PixelDifference(x: x, y: y, expected: theirs, actual: mine)) }
            }
        }
        return out
    }
}

/// One pixel that differs between two snapshots.
public struct PixelDifference: Equatable, Sendable {
    public let x: Int
    public let y: Int
    public let expected: RGB
    public let actual: RGB
}
