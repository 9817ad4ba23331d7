import Essentials
import FrameOutput
import PetRenderer
import SharedData

extension SnapshotVerifier {
    /// A folder of another app's data (`SnapshotIndex.isGeneric`): every key compared with the one
    /// recorded (an added, removed, retyped or changed key fails, named in `changedKeys`); the home
    /// widget's frames (its stored picture) drawn again and compared by their pixels, the keys
    /// saying what data changed; and every image drawn again from the key that names it
    /// (`StoredImageDrawing`) and compared pixel by pixel, colour and alpha. With `--record failed`
    /// (or `all`) changed keys are recorded anew, and with them the images the data name now.
    static func verifyGeneric(_ folder: SnapshotFolder, index recorded: SnapshotIndex, widget: PetWidget, render: RenderOptions,
                              record: RecordMode, progress: (WorkProgress) -> Void) throws -> Report {
        let data = GenericSnapshotData(suite: try widget.reader.values(), reader: widget.reader)
        let changes = DataValues.changes(recorded: recorded.data ?? [:], current: data.values)
        let keysRecorded = record == .all || (record.recordsFailed && !changes.isEmpty)
        let opened = try folder.opened(create: false)
        let timeline = render.provider(for: widget).timeline(from: try recorded.date(recorded.now, field: "now"))
        let frames = try recorded.snapshots.enumerated().map { try frame(for: $0.element, at: $0.offset, in: recorded, timeline: timeline) }
        let renderers = try SnapshotRenderers(widget, surfaces: frames.map(\.subject.surface), pet: 0)
        let pictures = Dictionary(data.images.map { ($0.key, $0.picture) }, uniquingKeysWith: { first, _ in first })
        // The images the index lists: those recorded, or, with the keys recorded anew, those the data name now.
        let images = keysRecorded ? data.images.flatMap { image in recorded.families.map { SnapshotIndex.ImageItem(family: $0, key: image.key) } }
            : recorded.images ?? []
        let total = frames.count + images.count
        var results: [Result] = []
        func records(_ outcome: Outcome) -> Bool {
            switch outcome {
            case .missing: record.recordsMissing
            case .match: record == .all
            default: record.recordsFailed
            }
        }
        let run = try opened.run(removingLeftovers: record != .never, removing: { SnapshotFolder.staleFiles(previous: recorded, current: $0) }) { staged in
            for (item, frame) in zip(recorded.snapshots, frames) {
                let actual = try renderers.snapshot(of: frame, settings: render.settings)
                var outcome: Outcome
                do {
                    // The digest of the picture's data changes with any key: the keys say that; the pixels say this.
                    let expected = try opened.read(item.file)
                    var same = actual
                    if let expected { same.header.digest = expected.header.digest }
                    outcome = compare(expected, with: same)
                } catch {
                    outcome = .unreadable("\(error)")
                }
                let written = records(outcome)
                if written, let file = try opened.stage(actual, as: item.file) { staged.append(file) }
                results.append(Result(file: item.file, outcome: outcome, recorded: written))
                progress(WorkProgress(done: results.count, total: total))
            }
            for item in images {
                guard let picture = pictures[item.key] else {
                    let why = data.values.contains { $0.key == item.key }
                        ? "\(VisibleText.escaped(item.key)) no longer names an image widget-tui draws (its file: \(fileEntry(item.key, in: data)))"
                        : "the key \(VisibleText.escaped(item.key)) is gone from the suite"
                    results.append(Result(file: item.file, outcome: .notDrawn(why), recorded: false))
                    continue
                }
                let actual = StoredImageDrawing.draw(picture, family: item.family, settings: render.settings)
                let outcome: Outcome
                do {
                    if let expected = try opened.readImage(item.file) {
                        let change = ImageChange(expected: expected, actual: actual)
                        outcome = change.isEmpty ? .match : .imageChanged(change, expected: expected, actual: actual)
                    } else {
                        outcome = .missing
                    }
                } catch {
                    outcome = .unreadable("\(error)")
                }
                let written = records(outcome)
                if written, let file = try opened.stage(image: try SnapshotRecorder.drawnPNG(picture, family: item.family, render: render), as: item.file) {
                    staged.append(file)
                }
                results.append(Result(file: item.file, outcome: outcome, recorded: written))
                progress(WorkProgress(done: results.count, total: total))
            }
            var index = recorded
            if keysRecorded {
                index.data = Dictionary(data.values, uniquingKeysWith: { first, _ in first })
                index.digest = data.digest
                index.images = images
                index.version = SnapshotIndex.formatVersion
            }
            if index != recorded, let file = try opened.stage(index) { staged.append(file) }
            return index
        }
        try opened.synchronize(run.written + run.removed)
        return Report(results: results, indexUpdated: run.result != recorded, changedKeys: changes, generic: true, keysRecorded: keysRecorded)
    }

    /// What the index records now of a key's file, for the reason an image is no longer drawn.
    private static func fileEntry(_ key: String, in data: GenericSnapshotData) -> String {
        data.values.first { $0.key == key + GenericSnapshotData.fileSuffix }?.value ?? "none"
    }
}
