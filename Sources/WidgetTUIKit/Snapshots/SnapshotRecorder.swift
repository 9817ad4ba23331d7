import Essentials
import FrameOutput
import PNGCodec
import PetRenderer
import SharedData

/// `snapshot`: text snapshots of chosen frames written to a folder, with the index of every input
/// so `SnapshotVerifier` can draw them again exactly.
public enum SnapshotRecorder {
    /// Draws every frame `selection` picks from the timeline starting at `now` (the Live Activity
    /// surfaces of pet `pet`, from 0), writes each file under a temporary name (one that already
    /// holds the same text is left untouched), then the index, renames them all into place only
    /// then, the index last (a run that fails changes nothing: `SnapshotFolder.run`), removes the files an earlier index listed that this
    /// one does not (listed in the run's journal, so a run stopped before removing them leaves them
    /// to the next), and makes it all durable at once. An earlier index that names anything but
    /// snapshot files is an error, before anything is written. Returns the index written. `progress`
    /// hears of each file done.
    /// `source` is where the data was read (`SnapshotDataSource`), which the index records.
    public static func record(_ widget: PetWidget, selection: FrameSelection, pet: Int, group: String,
                              source: SnapshotDataSource? = nil, render: RenderOptions, now: Date, into folder: SnapshotFolder,
                              progress: (WorkProgress) -> Void = WorkProgress.ignored) throws -> SnapshotIndex {
        let suite = try widget.reader.values()
        if DataContract.Choice(given: nil, values: suite).contract == .generic {
            return try record(GenericSnapshotData(suite: suite, reader: widget.reader), selection: selection, group: group, source: source,
                              render: render, now: now, into: folder, progress: progress)
        }
        let frames = try selection.frames(in: render.provider(for: widget).timeline(from: now))
        let renderers = try SnapshotRenderers(widget, surfaces: selection.surfaces, pet: pet)
        // The index an interrupted run was writing is the previous one.
        try folder.finishInterruptedRun()
        let previous = try SnapshotIndex.load(from: folder.url)
        let folder = try folder.opened(create: true, listed: true)
        let digits = SnapshotIndex.entryDigits(count: render.count)
        let (written, removed, index) = try folder.run(removing: { SnapshotFolder.staleFiles(previous: previous, current: $0) }) { staged in
            var items: [SnapshotIndex.Item] = []
            for frame in frames {
                let name = frame.fileName(entryDigits: digits)
                if let file = try folder.stage(renderers.snapshot(of: frame, settings: render.settings), as: name) { staged.append(file) }
                items.append(SnapshotIndex.Item(file: name, subject: frame.subject, entry: frame.entry, date: ISODate.format(frame.date)))
                progress(WorkProgress(done: items.count, total: frames.count))
            }
            let index = SnapshotIndex(group: group, source: source, digest: widget.renderer.dataDigest, data: DataValues.of(widget.data), render: render,
                                      now: now, selection: selection, pet: pet, folder: folder.url, snapshots: items)
            if let file = try folder.stage(index) { staged.append(file) }
            return index
        }
        try folder.synchronize(written + removed)
        return index
    }

    /// Another app's data (no `items`): each key with its type and value in the index, and each
    /// stored image drawn as its widget shows it in every family the selection names
    /// (`StoredImageDrawing`), a PNG per image and family, written as the pet widget's frames are.
    public static func record(_ data: GenericSnapshotData, selection: FrameSelection, group: String, source: SnapshotDataSource?,
                              render: RenderOptions, now: Date, into folder: SnapshotFolder,
                              progress: (WorkProgress) -> Void = WorkProgress.ignored) throws -> SnapshotIndex {
        guard selection.liveActivitySurfaces.isEmpty else {
            throw WidgetTUIError("--surface: the Live Activity surfaces are the pet widget's, and the group holds another app's data "
                + "(no items key); record the home widget alone")
        }
        guard !data.values.isEmpty else {
            throw WidgetTUIError("the group's suite holds no key, so there is nothing to record; run the app until it writes its widget's data")
        }
        try folder.finishInterruptedRun()
        let previous = try SnapshotIndex.load(from: folder.url)
        let folder = try folder.opened(create: true, listed: true)
        let families = selection.drawnFamilies
        let total = data.images.count * families.count
        let (written, removed, index) = try folder.run(removing: { SnapshotFolder.staleFiles(previous: previous, current: $0) }) { staged in
            var items: [SnapshotIndex.ImageItem] = []
            for image in data.images {
                for family in families {
                    let item = SnapshotIndex.ImageItem(family: family, key: image.key)
                    let drawn = StoredImageDrawing.draw(image.picture, family: family, settings: render.settings)
                    if let file = try folder.stage(image: try PNGCodec.encode(drawn), as: item.file) { staged.append(file) }
                    items.append(item)
                    progress(WorkProgress(done: items.count, total: total))
                }
            }
            let index = SnapshotIndex(group: group, source: source, digest: data.digest, data: data.values, render: render, now: now,
                                      selection: selection, pet: 0, folder: folder.url, snapshots: [], images: items)
            if let file = try folder.stage(index) { staged.append(file) }
            return index
        }
        try folder.synchronize(written + removed)
        return index
    }
}
