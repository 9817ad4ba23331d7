extension SnapshotChange {
    /// The line of the recorded file (`SnapshotText`'s layout, counted from 1) where this change
    /// first shows: the first header field that differs, else the first pixel row that does; the
    /// canvas line when the canvas changed size. A pull request annotation points there.
    public func line(in expected: Snapshot) -> Int? {
        let fieldNames = expected.header.fields.map(\.key)
        // The magic line, then the header fields, then `palette: N` and its N lines, then `pixels:`.
        if let field = fields.first, let index = fieldNames.firstIndex(of: field.name) { return 2 + index }
        if resized, let index = fieldNames.firstIndex(of: "canvas") { return 2 + index }
        guard let box = boundingBox else { return nil }
        return 1 + fieldNames.count + 1 + expected.palette.count + 1 + box.y + 1
    }
}
