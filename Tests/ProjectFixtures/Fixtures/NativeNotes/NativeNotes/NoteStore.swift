import Foundation
import Observation
import WidgetKit

enum SharedContainer {
    /// The App Group the app and the widget share (see Config/Base.xcconfig).
    static let appGroup = "group.com.example.Notes"
}

@Observable
final class NoteStore {
    private(set) var notes: [String] = []

    private var file: URL? {
        FileManager.default
            .containerURL(forSecurityApplicationGroupIdentifier: SharedContainer.appGroup)?
            .appendingPathComponent("notes.json")
    }

    func add(_ note: String) {
        notes.append(note)
        if let file, let data = try? JSONEncoder().encode(notes) {
            try? data.write(to: file, options: .atomic)
        }
        WidgetCenter.shared.reloadTimelines(ofKind: "NoteWidget")
    }
}
