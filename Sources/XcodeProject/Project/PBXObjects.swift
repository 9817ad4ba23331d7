import SharedData

/// The `objects` table of a project file: every object by its 24-hex-digit id. The only place that
/// looks inside the document (`OpenStepTape`), so the rest of the reader works with plain strings.
/// Objects are reached by id (one hash look-up each) and the table is walked whole only a fixed
/// number of times per file, never per target: `visits` counts both, so a test holds reading a
/// project linear in its objects.
struct PBXObjects {
    let rootID: String
    /// `objectVersion` of the file.
    let version: String?
    private let tape: OpenStepTape
    private let objects: OpenStepTape.KeyTable
    /// Objects looked up by id, plus every object of each walk of the whole table.
    let visits = VisitCounter()

    final class VisitCounter {
        var count = 0
    }

    init(_ tape: OpenStepTape) throws(ProjectFileError) {
        let top = tape.root
        guard tape.kind(top) == .dictionary else { throw .notAProject("the top level is \(tape.typeName(top)), not a Dictionary") }
        guard let objects = tape.value(top, forKey: "objects"), tape.kind(objects) == .dictionary else { throw .notAProject("no objects table") }
        guard let rootID = tape.value(top, forKey: "rootObject").flatMap(tape.string) else { throw .notAProject("no rootObject") }
        self.tape = tape
        self.objects = tape.keyTable(objects)
        self.rootID = rootID
        version = tape.value(top, forKey: "objectVersion").flatMap(tape.string)
    }

    subscript(id: String) -> PBXObject? {
        visits.count += 1
        guard let node = objects.value(forKey: id), tape.kind(node) == .dictionary else { return nil }
        return PBXObject(id: id, tape: tape, node: node)
    }

    /// Every object of one class, in id order so results do not depend on the file's order.
    func all(_ isa: String) -> [PBXObject] {
        matching { tape.value($0, forKey: "isa").map { tape.isString($0, isa) } ?? false }
    }

    /// Every object that lists children (groups of all kinds), in id order.
    var containers: [PBXObject] {
        matching { tape.value($0, forKey: "children") != nil }
    }

    /// The objects whose fields `match`, in id order: only those are sorted, not every id of a
    /// large project again for each question.
    private func matching(_ match: (Int) -> Bool) -> [PBXObject] {
        visits.count += objects.entries.count
        return objects.entries.filter { tape.kind($0.value) == .dictionary && match($0.value) }
            .sorted { tape.precedes($0.key, $1.key) }
            .map { PBXObject(id: tape.string($0.key) ?? "", tape: tape, node: $0.value) }
    }
}

/// One object of the table: its fields as strings, lists of strings, and settings.
struct PBXObject {
    let id: String
    fileprivate let tape: OpenStepTape
    fileprivate let node: Int

    var isa: String { string("isa") ?? "" }

    func string(_ key: String) -> String? { tape.value(node, forKey: key).flatMap(tape.string) }

    /// A list of strings (ids, names); other items are skipped.
    func strings(_ key: String) -> [String] {
        guard let list = tape.value(node, forKey: key) else { return [] }
        return tape.items(list).compactMap(tape.string)
    }

    /// A `buildSettings` dictionary as name and value pairs, sorted by name, a repeated name once
    /// with its last value. A list value (search paths, flags) becomes one space-separated string,
    /// as Xcode passes it on.
    func settings(_ key: String) -> [(name: String, value: String)] {
        guard let settings = tape.value(node, forKey: key) else { return [] }
        // Stable, so each name's entries keep the file's order and the last of a run is the last written.
        let sorted = tape.entries(settings).enumerated()
            .sorted { tape.precedes($0.element.key, $1.element.key) || (!tape.precedes($1.element.key, $0.element.key) && $0.offset < $1.offset) }
            .map(\.element)
        return sorted.indices.compactMap { index -> (name: String, value: String)? in
            let entry = sorted[index]
            if index + 1 < sorted.count, !tape.precedes(entry.key, sorted[index + 1].key) { return nil }
            guard let name = tape.string(entry.key) else { return nil }
            switch tape.kind(entry.value) {
            case .string: return tape.string(entry.value).map { (name, $0) }
            case .array: return (name, tape.items(entry.value).compactMap(tape.string).joined(separator: " "))
            default: return nil
            }
        }
    }
}
