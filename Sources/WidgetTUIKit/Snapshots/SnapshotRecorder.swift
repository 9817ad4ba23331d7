#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FrameOutput
import PetRenderer

/// `snapshot`: text snapshots of chosen frames written to a folder, with the index of every input
/// so `SnapshotVerifier` can draw them again exactly.
public enum SnapshotRecorder {
    /// Draws every frame `selection` picks from the timeline starting at `now` (the Live Activity
    /// surfaces of pet `pet`, from 0), writes each file atomically, then the index, and removes the
    /// files an earlier index listed that this one does not. An earlier index that names anything but
    /// snapshot files is an error, before anything is written. Returns the index written. `progress`
    /// hears of each file written.
    public static func record(_ widget: PetWidget, selection: FrameSelection, pet: Int, group: String, render: RenderOptions,
                              now: Date, into folder: SnapshotFolder,
                              progress: (WorkProgress) -> Void = WorkProgress.ignored) throws -> SnapshotIndex {
        let frames = try selection.frames(in: render.provider(for: widget).timeline(from: now))
        let renderers = try SnapshotRenderers(widget, surfaces: selection.surfaces, pet: pet)
        let previous = try SnapshotIndex.load(from: folder.url)
        try folder.create()
        let digits = SnapshotIndex.entryDigits(count: render.count)
        var items: [SnapshotIndex.Item] = []
        for frame in frames {
            let name = frame.fileName(entryDigits: digits)
            try folder.write(renderers.snapshot(of: frame, settings: render.settings), as: name)
            items.append(SnapshotIndex.Item(file: name, subject: frame.subject, entry: frame.entry, date: ISODate.format(frame.date)))
            progress(WorkProgress(done: items.count, total: frames.count))
        }
        let index = SnapshotIndex(group: group, digest: widget.renderer.dataDigest, render: render, now: now,
                                  selection: selection, pet: pet, snapshots: items)
        try folder.write(index)
        try folder.removeStale(previous: previous, current: index)
        return index
    }
}
