import Findings
import SharedData
import XcodeProject

/// `unread-key`: a key the app writes to the group that no code reads: the other half of a renamed
/// key (the app's side of a `widget-key` problem), data the widget never shows, or, in a Flutter
/// app, a key only its Android widget reads. A note, one per key at its first write; none where
/// the widget reads keys it builds at run time or the whole suite (`dictionaryRepresentation()`),
/// since any key may then be read.
enum UnreadKey: DoctorCheck {
    static let description = CheckDescription(
        id: "unread-key", area: .code, title: "a key nothing reads",
        summary: "a key the app writes to the group that no code reads",
        severities: [.note],
        verdicts: "NOTE: a key written to the group's suite (Swift, Objective-C, home_widget's `saveWidgetData`) that no code reads and "
            + "that stands nowhere else in the code: a renamed key's other half, or (Flutter) a key only the Android widget reads. "
            + "Not said where the widget reads keys it builds at run time or the whole suite",
        reads: [.swiftCode, .dartCode, .objectiveCCode, .scriptCode],
        examples: [
            .triggers("the app writes a key nothing reads", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(read: "integer(forKey: \"counter\") ?? 0"))
            }, .note(target: "App", file: "App/AppModel.swift", line: 7), also: ["widget-key"]),
            .passes("the widget reads what the app writes", .widgetApp),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        KeyContract.all(context).flatMap { contract -> [Finding] in
            let keys = contract.project.snapshot.keys
            guard contract.complete, contract.computedReads.isEmpty, !keys.readsAllKeys else { return [] }
            let reads = keys.accesses.filter { $0.role == .read }
            let readKeys = Set(reads.compactMap(\.key)), built = reads.filter { $0.key == nil }
            let flutter = contract.writesWithHomeWidget
            return contract.writes.keys.sorted().compactMap { key -> (KeyAccess, Finding)? in
                let writes = (contract.writes[key] ?? []).filter { $0.suite == .group }
                guard let first = writes.min(by: { ($0.file, $0.line) < ($1.file, $1.line) }), !readKeys.contains(key),
                      !built.contains(where: { $0.mayBe(key) }), (keys.mentions[key] ?? []).isEmpty else { return nil }
                // expo-targets' key of a target that is no widget (a share or action extension running React Native)
                // is read by that target's own scripts.
                if first.call == ExpoTargets.call, let target = key.split(separator: ":").first,
                   let facts = contract.project.targets.first(where: { $0.name == target }), !facts.role.isWidget { return nil }
                let place = first.keyPlace
                let android = flutter && first.language == .dart ? " (an Android widget may read it)" : ""
                let targets = first.targets
                let colon = place.lastIndex(of: ":")
                let file = colon.map { String(place[..<$0]) } ?? first.file
                let line = colon.flatMap { Int(place[place.index(after: $0)...]) } ?? first.line
                return (first, Finding(.note, target: targets.count == 1 ? targets[0] : nil, file: file, line: line,
                                       message: "\(first.call) writes '\(key.shown)' to the group at \(KeyContract.places(writes)), and no "
                                           + "Swift code reads it\(android)",
                                       fix: "read it in the widget, or stop writing it"))
            }.sorted { ($0.0.file, $0.0.line) < ($1.0.file, $1.0.line) }.map(\.1)
        }
    }
}
