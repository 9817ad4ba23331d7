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
    /// hears of each file done. `source` is where the data was read (`SnapshotDataSource`), which
    /// the index records.
    ///
    /// Another app's data (no `items`: `GenericSnapshotData`) are recorded as each key with its type
    /// and value, and, beside the home widget's frames (its stored picture, `StoredImageView`), each
    /// stored image drawn as its widget shows it in every family the selection names
    /// (`StoredImageDrawing`), a PNG per image and family.
    public static func record(_ widget: PetWidget, selection: FrameSelection, pet: Int, group: String,
                              source: SnapshotDataSource? = nil, render: RenderOptions, now: Date, into folder: SnapshotFolder,
                              progress: (WorkProgress) -> Void = WorkProgress.ignored) throws -> SnapshotIndex {
        let suite = try widget.reader.values()
        let generic = DataContract.Choice(given: nil, values: suite).contract == .generic
            ? GenericSnapshotData(suite: suite, reader: widget.reader) : nil
        if let generic, generic.values.isEmpty {
            throw WidgetTUIError("the group's suite holds no key, so there is nothing to record; run the app until it writes its widget's data")
        }
        // The frames of the timeline the home widget shows, as export draws them (another app's one entry).
        let frames = try selection.frames(in: render.homeTimeline(for: widget, from: now), limit: render.homeTimelineLimit(for: widget))
        let renderers = try SnapshotRenderers(widget, surfaces: selection.surfaces, pet: pet)
        let images = (generic?.images ?? []).flatMap { image in selection.drawnFamilies.map { (family: $0, image: image) } }
        // The index an interrupted run was writing is the previous one.
        try folder.finishInterruptedRun()
        let previous = try SnapshotIndex.load(from: folder.url)
        let folder = try folder.opened(create: true, listed: true)
        let digits = SnapshotIndex.entryDigits(count: render.count)
        let total = frames.count + images.count
        let (written, removed, index) = try folder.run(removing: { SnapshotFolder.staleFiles(previous: previous, current: $0) }) { staged in
            var items: [SnapshotIndex.Item] = []
            for frame in frames {
                let name = frame.fileName(entryDigits: digits)
                if let file = try folder.stage(renderers.snapshot(of: frame, settings: render.settings), as: name) { staged.append(file) }
                items.append(SnapshotIndex.Item(file: name, subject: frame.subject, entry: frame.entry, date: ISODate.format(frame.date)))
                progress(WorkProgress(done: items.count, total: total))
            }
            var drawn: [SnapshotIndex.ImageItem] = []
            for (family, image) in images {
                let item = SnapshotIndex.ImageItem(family: family, key: image.key)
                if let file = try folder.stage(image: try drawnPNG(image.picture, family: family, render: render), as: item.file) {
                    staged.append(file)
                }
                drawn.append(item)
                progress(WorkProgress(done: items.count + drawn.count, total: total))
            }
            let index = SnapshotIndex(group: group, source: source, digest: generic?.digest ?? widget.dataDigest,
                                      data: generic?.values ?? widget.dataValues, render: render, now: now, selection: selection,
                                      pet: pet, folder: folder.url, snapshots: items, images: generic.map { _ in drawn })
            if let file = try folder.stage(index) { staged.append(file) }
            return index
        }
        try folder.synchronize(written + removed)
        return index
    }

    /// A stored image drawn in `family` as the widget shows it, as the PNG a folder holds.
    static func drawnPNG(_ picture: RGBAImage, family: WidgetFamily, render: RenderOptions) throws -> Data {
        try PNGCodec.encode(StoredImageDrawing.draw(picture, family: family, settings: render.settings))
    }
}
