import Essentials
import FrameOutput
import PNGCodec
import PetRenderer
import SharedData

extension SnapshotVerifier {
    /// A folder of another app's data (`SnapshotIndex.isGeneric`): every key compared with the one
    /// recorded (an added, removed, retyped or changed key fails, named in `changedKeys`), and every
    /// image drawn again from the key that names it (`StoredImageDrawing`) and compared pixel by
    /// pixel, colour and alpha. `--record failed` (and `all`) records the folder anew from the data
    /// as they are when anything failed (or always); `missing` draws the missing images alone.
    static func verifyGeneric(_ folder: SnapshotFolder, index: SnapshotIndex, widget: PetWidget, render: RenderOptions,
                              record: RecordMode, progress: (WorkProgress) -> Void) throws -> Report {
        let data = GenericSnapshotData(suite: try widget.reader.values(), reader: widget.reader)
        let changes = DataValues.changes(recorded: index.data ?? [:], current: data.values)
        let pictures = Dictionary(data.images.map { ($0.key, $0.picture) }, uniquingKeysWith: { first, _ in first })
        let currentKeys = Set(data.values.map(\.key))
        let opened = try folder.opened(create: false)
        let items = index.images ?? []
        var outcomes: [(item: SnapshotIndex.ImageItem, outcome: Outcome, drawn: RGBAImage?)] = []
        for item in items {
            guard let picture = pictures[item.key] else {
                let why = currentKeys.contains(item.key)
                    ? "\(VisibleText.escaped(item.key)) no longer names an image widget-tui draws (its file: \(fileEntry(item.key, in: data)))"
                    : "the key \(VisibleText.escaped(item.key)) is gone from the suite"
                outcomes.append((item, .notDrawn(why), nil))
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
            outcomes.append((item, outcome, actual))
            progress(WorkProgress(done: outcomes.count, total: items.count))
        }
        let failed = !changes.isEmpty || outcomes.contains { if case .match = $0.outcome { false } else { true } }
        if record == .all || (record.recordsFailed && failed) {
            // The data as they are now, recorded anew: the keys, and the images they name now.
            let selection = FrameSelection(families: index.families)
            _ = try SnapshotRecorder.record(data, selection: selection, group: index.group, source: index.source, render: render,
                                            now: try index.date(index.now, field: "now"), into: folder)
            let results = outcomes.map { Result(file: $0.item.file, outcome: $0.outcome, recorded: true) }
            return Report(results: results, indexUpdated: index.digest != data.digest, changedKeys: changes, generic: true, keysRecorded: true)
        }
        var results: [Result] = []
        let written = try opened.run(removingLeftovers: record != .never) { staged in
            for (item, outcome, drawn) in outcomes {
                var recorded = false
                if case .missing = outcome, record.recordsMissing, let drawn {
                    if let file = try opened.stage(image: try PNGCodec.encode(drawn), as: item.file) { staged.append(file) }
                    recorded = true
                }
                results.append(Result(file: item.file, outcome: outcome, recorded: recorded))
            }
        }.written
        try opened.synchronize(written)
        return Report(results: results, indexUpdated: false, changedKeys: changes, generic: true, keysRecorded: false)
    }

    /// What the index-to-be records of a key's file, for the reason an image is no longer drawn.
    private static func fileEntry(_ key: String, in data: GenericSnapshotData) -> String {
        data.values.first { $0.key == key + GenericSnapshotData.fileSuffix }?.value ?? "none"
    }
}
