import PetRenderer

/// How a re-rendered snapshot compares with the recorded one. A different data digest means the
/// group's data changed, which says nothing about the renderer, so pixels are then not compared.
public enum SnapshotComparison: Equatable, Sendable {
    case match
    /// The snapshot was recorded from other data: re-record or restore the data.
    case dataChanged(recorded: String, current: String)
    case changed(SnapshotChange)

    public init(expected: Snapshot, actual: Snapshot) {
        guard expected.header.digest == actual.header.digest else {
            self = .dataChanged(recorded: expected.header.digest, current: actual.header.digest)
            return
        }
        let change = SnapshotChange(expected: expected, actual: actual)
        self = change.isEmpty ? .match : .changed(change)
    }
}

/// What differs between two snapshots of the same data: header fields, then pixels by colour.
public struct SnapshotChange: Equatable, Sendable {
    public struct Field: Equatable, Sendable {
        public let name: String
        public let expected: String
        public let actual: String
    }

    /// Header fields other than the digest whose values differ, in header order.
    public let fields: [Field]
    /// Pixels whose colours differ; empty when the canvas size changed, see `resized`.
    public let pixels: [PixelDifference]
    /// True when the canvases differ in size, so no pixel corresponds.
    public let resized: Bool
    public let boundingBox: PixelRect?

    public init(expected: Snapshot, actual: Snapshot) {
        // Equal headers have equal fields: only headers that differ are written out to compare.
        fields = expected.header == actual.header ? [] : zip(expected.header.fields, actual.header.fields).compactMap { e, a in
            e.key != "digest" && e.value != a.value ? Field(name: e.key, expected: e.value, actual: a.value) : nil
        }
        let differences = actual.pixelDifferences(from: expected)
        pixels = differences ?? []
        resized = differences == nil
        boundingBox = PixelRect.bounding(pixels.map { ($0.x, $0.y) })
    }

    public var isEmpty: Bool { fields.isEmpty && pixels.isEmpty && !resized }
}
