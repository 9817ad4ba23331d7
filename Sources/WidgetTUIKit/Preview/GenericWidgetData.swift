import Essentials
import PetRenderer
import SharedData

/// What a widget that is not the pet widget has to work with (a home_widget app's: strings,
/// numbers, booleans, the PNGs `renderFlutterWidget` saves): every key of the suite with its type
/// and value, and each image a key names, read from the container. Built on each load from the
/// suite's one read; every text is escaped, files are named relative to the container.
public struct GenericWidgetData: Equatable, Sendable {
    /// At most this many keys are kept (doctor lists as many), and this many images read: a suite
    /// may hold 500,000 keys within its limits, far more than a screen shows or anyone reads, and
    /// each image costs a read and a decode.
    public static let keptKeys = 200
    /// Images kept, and files a key names examined to find them: each costs a read and a decode.
    static let readImages = 8
    static let examinedFiles = 32
    /// A value's full text is kept up to this many characters.
    static let fullTextLimit = 2000

    public struct Value: Equatable, Sendable {
        public let key: String
        /// `String`, `Int`, ...
        public let type: String
        /// The value itself: a string in quotes, a number, `<12 bytes>`.
        public let text: String
        /// What the list shows: the value, or for an image the file it names, relative to the container.
        public let shown: String
    }

    public struct Image: Equatable, Sendable {
        public let key: String
        /// The file, relative to the container when it is in it.
        public let file: String
        /// The picture, already no larger than the device's largest widget in points (the finest a
        /// preview draws it); nil when it cannot be drawn.
        public let picture: RGBAImage?
        /// What is wrong, in a word or two for the border of the frame it is drawn in: blank,
        /// oversized, missing...; `detail` says it in full.
        public let flag: String?
        /// The whole account, for the full text.
        public let detail: String
        /// What the list says of it: `a 20x10 PNG`, or its flag.
        public let kind: String
    }

    public let values: [Value]
    /// What that widget shows first: the images that can be drawn, in the keys' order, then those
    /// that cannot; no file that is not an image (`StoredImage.Verdict.Kind.notAnImage`).
    public let images: [Image]
    /// Keys past `keptKeys`.
    public let moreKeys: Int

    /// The suite's `values`, with images read through `reader` and held to `device`'s widgets.
    init(values suite: PlistDictionary, reader: GroupReader, device: DeviceSize) {
        // Positions sorted, not entries, as doctor's listing sorts them: a suite may hold 500,000 keys.
        let entries = suite.entries
        let order = entries.indices.sorted { entries[$0].key < entries[$1].key }
        moreKeys = max(0, entries.count - Self.keptKeys)
        let kept = order.prefix(Self.keptKeys).map { entries[$0] }
        let named = kept.compactMap { entry -> (key: String, path: String)? in
            guard let path = entry.value.stringValue, StoredImage.isImagePath(path) else { return nil }
            return (entry.key.string, path)
        }
        let examined = named.prefix(Self.examinedFiles).map { Self.image(key: $0.key, path: $0.path, reader: reader, device: device) }
        let found = examined.compactMap(\.image)
        // Stable: the keys' order within each part.
        images = Array((found.filter { $0.picture != nil } + found.filter { $0.picture == nil }).prefix(Self.readImages))
        let accounts = examined.map { ($0.key, $0.shown) }
        values = kept.map { entry in
            let key = VisibleText.escaped(entry.key.string), text = Self.text(entry.value)
            let shown = accounts.first { $0.0 == key }?.1 ?? text
            return Value(key: key, type: entry.value.typeName, text: text, shown: shown)
        }
    }

    /// The value as the list shows it, escaped and bounded.
    private static func text(_ value: PlistValue) -> String {
        let text = VisibleText.escaped(value.description)
        return text.count > fullTextLimit ? String(text.prefix(fullTextLimit)) + "…" : text
    }

    /// A file a key names, examined: the image, or nil for a file that is not one; and what the
    /// list of values says of it.
    private static func image(key: String, path: String, reader: GroupReader, device: DeviceSize)
        -> (key: String, image: Image?, shown: String) {
        let stored = StoredImage(storedPath: path, reader: reader)
        let key = VisibleText.escaped(key), file = VisibleText.escaped(stored.name)
        if stored.verdicts(on: device).contains(where: { $0.kind == .notAnImage }) {
            return (key, nil, "\(file), not an image")
        }
        let image = image(stored, key: key, file: file, reader: reader, device: device)
        return (key, image, "\(image.file), \(image.flag ?? image.kind)")
    }

    private static func image(_ stored: StoredImage, key: String, file: String, reader: GroupReader, device: DeviceSize) -> Image {
        // The container's path as the error shows it, to leave out of the detail.
        let container = reader.container.url.shown + "/"
        // An image that cannot be drawn: its flag is all the list can say of it.
        let refused = { (flag: String, detail: String) in
            Image(key: key, file: file, picture: nil, flag: flag, detail: "\(key): \(file): " + detail, kind: flag)
        }
        let header: ImageHeader, pixels: StoredImage.Pixels
        switch stored.content {
        case .missing: return refused("missing", "no such file in the container")
        case let .unreadable(error): return refused("unreadable", error.description.replacing(container, with: ""))
        case let .notAnImage(error): return refused("not an image", "\(error)")
        case let .image(found, examined): (header, pixels) = (found, examined)
        }
        let widget = StoredImage.widgetPixels(on: device)
        let kind = "a \(header.width)x\(header.height) \(header.format.rawValue)"
        let oversized = header.width > widget.width || header.height > widget.height
        let oversize = "larger than the \(widget.family.shortName) widget at \(device.screenScale)x (\(widget.width)x\(widget.height) "
            + "pixels), in a widget extension's \(StoredImage.extensionMemory) of memory"
        let image: RGBAImage, blankness: StoredImage.Blankness?
        switch pixels {
        case .notDecoded:
            return refused(oversized ? "oversized, not drawn" : "\(header.format.rawValue), not drawn",
                           kind + (oversized ? ", " + oversize : "") + "; widget-tui draws PNGs up to 2048x2048 only")
        case let .undecodable(error): return refused("unreadable", error)
        case let .decoded(decoded, blank): (image, blankness) = (decoded, blank)
        }
        // No family at any scale is drawn finer than its size in points.
        let bound = WidgetFamily.allCases.map(device.points).reduce((width: 0, height: 0)) { (max($0.width, $1.width), max($0.height, $1.height)) }
        let picture = image.width > bound.width || image.height > bound.height ? image.scaled(toFit: bound.width, bound.height) : image
        let flags = [blankness.map(Self.flag), oversized ? "oversized" : nil].compactMap { $0 }
        let details = [blankness.map(Self.detail), oversized ? oversize : nil].compactMap { $0 }
        return Image(key: key, file: file, picture: picture, flag: flags.isEmpty ? nil : flags.joined(separator: ", "),
                     detail: "\(key): \(file): " + ([kind] + details).joined(separator: ", "), kind: kind)
    }

    /// A blank image's flag: `blank` as doctor and check say it (every pixel transparent); an
    /// image of one colour shows something, if not what the app meant, so it gets a flag of its own.
    private static func flag(_ blankness: StoredImage.Blankness) -> String {
        switch blankness {
        case .transparent: "blank"
        case .oneColour: "one colour"
        }
    }

    private static func detail(_ blankness: StoredImage.Blankness) -> String {
        switch blankness {
        case .transparent: "blank: every pixel transparent"
        case let .oneColour(colour): "every pixel " + colour.description.uppercased()
        }
    }
}
