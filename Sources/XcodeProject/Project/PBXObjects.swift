import SharedData

/// The `objects` table of a project file: every object by its 24-hex-digit id. The only place that
/// looks inside `PlistValue`, so the rest of the reader works with plain strings.
/// Objects are reached by id (one hash look-up each) and the table is walked whole only a fixed
/// number of times per file, never per target: `visits` counts both, so a test holds reading a
/// project linear in its objects.
struct PBXObjects {
    let rootID: String
    private let objects: PlistDictionary
    /// Objects looked up by id, plus every object of each walk of the whole table.
    let visits = VisitCounter()

    final class VisitCounter {
        var count = 0
    }

    init(_ root: PlistValue) throws(ProjectFileError) {
        guard let top = root.dictionaryValue else { throw .notAProject("the top level is \(root.typeName), not a Dictionary") }
        guard let objects = top["objects"]?.dictionaryValue else { throw .notAProject("no objects table") }
        guard let rootID = top["rootObject"]?.stringValue else { throw .notAProject("no rootObject") }
        self.objects = objects
        self.rootID = rootID
    }

    subscript(id: String) -> PBXObject? {
        visits.count += 1
        return objects[id]?.dictionaryValue.map { PBXObject(id: id, fields: $0) }
    }

    /// Every object of one class, in id order so results do not depend on the file's order.
    func all(_ isa: String) -> [PBXObject] {
        matching { $0["isa"]?.stringValue == isa }
    }

    /// Every object that lists children (groups of all kinds), in id order.
    var containers: [PBXObject] {
        matching { $0["children"] != nil }
    }

    /// The objects whose fields `match`, in id order: only those are sorted, not every id of a
    /// large project again for each question.
    private func matching(_ match: (PlistDictionary) -> Bool) -> [PBXObject] {
        visits.count += objects.count
        return objects.entries.compactMap { entry in entry.value.dictionaryValue.flatMap { match($0) ? (entry.key, $0) : nil } }
            .sorted { $0.0 < $1.0 }
            .map { PBXObject(id: $0.0.string, fields: $0.1) }
    }
}

/// One object of the table: its fields as strings, lists of strings, and settings.
struct PBXObject {
    let id: String
    fileprivate let fields: PlistDictionary

    var isa: String { string("isa") ?? "" }

    func string(_ key: String) -> String? { fields[key]?.stringValue }

    /// A list of strings (ids, names); other items are skipped.
    func strings(_ key: String) -> [String] {
        fields[key]?.arrayValue?.compactMap(\.stringValue) ?? []
    }

    /// A `buildSettings` dictionary as name and value pairs, sorted by name. A list value (search
    /// paths, flags) becomes one space-separated string, as Xcode passes it on.
    func settings(_ key: String) -> [(name: String, value: String)] {
        guard let entries = fields[key]?.dictionaryValue else { return [] }
        return entries.sorted { $0.key < $1.key }.compactMap { entry in
            switch entry.value {
            case let .string(value): (entry.key.string, value.string)
            case let .array(items): (entry.key.string, items.compactMap(\.stringValue).joined(separator: " "))
            default: nil
            }
        }
    }
}
