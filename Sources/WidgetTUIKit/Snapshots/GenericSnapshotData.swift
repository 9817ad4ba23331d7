import Essentials
import PetRenderer
import SharedData

/// Another app's data (the generic contract: a suite without `items`, a home_widget app's) as a
/// snapshot folder records it: each key with its type and value (`DataValues.shortened`, so a long
/// value is its digest), and the stored images the widget shows, decoded, for `StoredImageDrawing`
/// to draw in each family. A key that names a file widget-tui cannot draw (a JPEG, a PNG past what it
/// decodes, a JSON file the app shares) gets an entry of its own, `<key> (file)`, with the file's
/// format and digest, so a change to it fails too, naming the key.
public struct GenericSnapshotData: Sendable {
    /// Keys recorded; the rest are counted and digested in one entry, `(more keys)`.
    static let keptKeys = 2000
    /// Images drawn, each held decoded (at most 2048x2048, 16 MB): an app stores a few.
    static let drawnImages = 8
    static let moreKeys = "(more keys)"
    static let fileSuffix = " (file)"

    public let values: [(key: String, value: String)]
    /// The images drawn, in the keys' order.
    public let images: [(key: String, picture: RGBAImage)]
    /// Keys past `drawnImages` that name an image it could draw: recorded by their files' digests.
    public let undrawn: [String]

    public init(suite: PlistDictionary, reader: GroupReader) {
        let entries = suite.entries
        let order = entries.indices.sorted { entries[$0].key < entries[$1].key }
        var values: [(key: String, value: String)] = []
        var images: [(key: String, picture: RGBAImage)] = []
        var undrawn: [String] = []
        for position in order.prefix(Self.keptKeys) {
            let key = entries[position].key.string, value = entries[position].value
            guard let stored = value.stringValue, Self.namesFile(stored) else {
                values.append((key, value.typeName + " " + Self.text(value)))
                continue
            }
            let image = StoredImage(storedPath: stored, reader: reader)
            values.append((key, "String file " + image.name))
            if case let .image(_, .decoded(picture, _)) = image.content, images.count < Self.drawnImages {
                images.append((key, picture))
                continue
            }
            if case .image(_, .decoded) = image.content { undrawn.append(key) }
            values.append((key + Self.fileSuffix, Self.file(image, reader: reader)))
        }
        if entries.count > Self.keptKeys {
            let rest = order.dropFirst(Self.keptKeys).map { "\(entries[$0].key.string)\t\(entries[$0].value.typeName) \(Self.text(entries[$0].value))\n" }
            values.append((Self.moreKeys, "\(rest.count) keys " + DataValues.digest(Array(rest.joined().utf8))))
        }
        self.values = values
        self.images = images
        self.undrawn = undrawn
    }

    /// The digest of every value recorded, the index's `digest`.
    public var digest: String {
        DataValues.digest(values.flatMap { key, value in Array("\(key.utf8.count):\(key) \(value.utf8.count):\(value)\n".utf8) })
    }

    /// A string that names a file: a path, a `file:` URL, or a name as home_widget stores images.
    static func namesFile(_ text: String) -> Bool {
        text.hasPrefix("/") || FileURL.isFileURL(text) || StoredImage.isImagePath(text)
    }

    /// The value as recorded after its type: short values as they read, long ones (and data) by digest.
    static func text(_ value: PlistValue) -> String {
        switch value {
        case let .string(text): return DataValues.shortened(VisibleText.escaped(text.string))
        case let .data(bytes): return "\(bytes.count) bytes " + DataValues.digest(bytes)
        case .array, .dictionary:
            // Data inside shows as its size only: the whole value's encoding decides then.
            guard let encoded = try? PropertyListFormat.encodeBinary(value) else { return DataValues.shortened(VisibleText.escaped(value.description)) }
            let shown = VisibleText.escaped(value.description)
            return shown.count <= DataValues.shortLimit && !shown.contains(" byte") ? shown : DataValues.digest(encoded)
        default: return DataValues.shortened(VisibleText.escaped(value.description))
        }
    }

    /// What a file a key names is, for a change to it to fail: its format and size, and its digest.
    private static func file(_ image: StoredImage, reader: GroupReader) -> String {
        let what: String
        switch image.content {
        case .missing: return "missing"
        case let .unreadable(error): return "unreadable: " + error.reason
        case .notAnImage: what = "a file"
        case let .image(header, _): what = "\(header.format.rawValue) \(header.width)x\(header.height)"
        }
        guard let data = try? reader.readFile(image.storedPath, limit: .sharedFile) else { return what + ", unreadable" }
        return "\(what), \(data.count) bytes " + DataValues.digest(data)
    }
}
