import Essentials
import PetRenderer
import WidgetTUIKit

/// `widget-tui snapshot --out DIR`: text snapshots of chosen entries, one file per family (or Live
/// Activity surface) and entry, plus `index.json` recording every input so `verify` can draw them again.
enum SnapshotCommand {
    enum Spec {
        static let out = OptionSpec.value("--out", "DIR", "the snapshot folder to write", completion: .directories).required
    }

    static let command = Command(
        spec: CommandSpec(
            name: "snapshot",
            summary: "Write text snapshots of timeline entries and an index of their inputs",
            sections: [OptionSection([Spec.out]),
                       OptionSection("frame options", FrameSelection.Spec.section.options + [SurfaceArgument.listOption, PetArgument.option]),
                       GroupOptions.Spec.section,
                       RenderOptions.Spec.section.noting("(--family is a frame option here)", without: [FrameSelection.Spec.family])],
            discussion: """
                Writes DIR/<family>-entry-NNNN.txt (or <family>-at-<date>.txt) per family and entry, likewise
                DIR/lock-screen-entry-NNNN.txt and so on per Live Activity surface, and DIR/index.json with the
                group data's digest, time zone, --now, step, count, families, surfaces, pet, scale, device,
                appearance and rendering mode. Without --now the current second is used and recorded.
                Another app's data (a suite without items: a home_widget app's) are recorded as each key with its
                type and value in DIR/index.json, and each stored image a key names, drawn as the widget shows it,
                in DIR/<family>-image-<key>.png per family (the widget's size at the device's scale).
                Each file is written atomically, and left untouched when it already holds the same text; files an
                earlier index listed and this one does not are removed; the writes are made durable once, at the end.
                """),
        run: run
    )

    static func run(_ arguments: inout Arguments, io: CommandIO) throws -> Int32 {
        var selection = try FrameSelection.parse(&arguments)
        selection.surfaces = try SurfaceArgument.parseList(&arguments)
        let namedPet = try PetArgument.parse(&arguments)
        let group = try GroupOptions.parse(&arguments, io: io)
        let render = try RenderOptions.parse(&arguments, io: io)
        try SurfaceArgument.requireShown(selection.surfaces, on: render.settings.device)
        let out = try arguments.required(Spec.out)
        try arguments.finish()

        let now = render.now ?? Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
        let widget = try io.widget(group, render)
        if let namedPet { try widget.requirePet(namedPet) }
        let pet = namedPet ?? 0
        for warning in widget.homeWarnings(for: render.settings) { io.err("widget-tui: \(warning)\n") }
        let folder = SnapshotFolder(url: URL(fileURLWithPath: out))
        let index = try io.withProgress("snapshot", unit: "files") { progress in
            try SnapshotRecorder.record(widget, selection: selection, pet: pet, group: group.group.rawValue,
                                        source: SnapshotDataSource(group, folder: folder.url), render: render,
                                        now: now, into: folder, progress: progress)
        }
        if index.isGeneric {
            io.out("wrote \(String(count: index.snapshots.count, "snapshot")), \(String(count: index.images?.count ?? 0, "image")) and \(SnapshotIndex.fileName) with "
                + "\(String(count: index.data?.count ?? 0, "key")) of another app's data to \(folder.url.shown)\n")
        } else {
            io.out("wrote \(String(count: index.snapshots.count, "snapshot")) and \(SnapshotIndex.fileName) to \(folder.url.shown)\n")
        }
        return ExitCode.ok
    }
}
