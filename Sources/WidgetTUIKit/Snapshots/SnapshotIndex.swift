#if canImport(FoundationEssentials)
import FoundationEssentials
import FoundationInternationalization
#else
import Foundation
#endif
import FrameOutput
import PetRenderer
import SharedData

/// `index.json` of a snapshot folder: every input the snapshots were drawn from, so `verify` can
/// draw them again exactly, and the files it holds. Keys are sorted, so the file is byte-stable.
public struct SnapshotIndex: JSONDocument, Codable, Equatable, Sendable {
    public static let fileName = "index.json"
    public static let formatName = "widget-tui-snapshots"
    /// 2: `sprites` is relative to the index's folder, and `data` names each key's value. 3:
    /// `source` says where the data was read, and another app's data (`contract` generic) is
    /// recorded as its keys and its stored images (`images`). Indexes of versions 1 (an absolute
    /// `sprites`, no `data`) and 2 still verify.
    public static let formatVersion = 3
    public static let readableVersions = 1...formatVersion

    public struct Item: Codable, Equatable, Sendable {
        public var file: String
        /// The home widget's family; absent for a Live Activity surface.
        public var family: WidgetFamily?
        /// The Live Activity surface; absent for the home widget.
        public var surface: LiveActivitySurface?
        /// The entry's index in the timeline; nil for a bare `--at` date.
        public var entry: Int?
        /// ISO 8601. A bare date is drawn at this date; an entry is drawn at its date in the
        /// recorded timeline, so a change in how the provider dates entries shows.
        public var date: String

        public init(file: String, subject: FrameSelection.Frame.Subject, entry: Int?, date: String) {
            self.file = file
            switch subject {
            case let .home(family): self.family = family
            case let .liveActivity(surface): self.surface = surface
            }
            self.entry = entry
            self.date = date
        }

        /// What the item shows; `field` names it in the error when it names both or neither.
        public func subject(field: String) throws(WidgetTUIError) -> FrameSelection.Frame.Subject {
            switch (family, surface) {
            case let (family?, nil): return .home(family)
            case let (nil, surface?): return .liveActivity(surface)
            case (.some, .some): throw WidgetTUIError("\(SnapshotIndex.fileName): \(field) has both family and surface; a snapshot shows one")
            case (nil, nil): throw WidgetTUIError("\(SnapshotIndex.fileName): \(field) has neither family nor surface")
            }
        }
    }

    /// A stored image of another app's data, drawn as its widget shows it in one family
    /// (`StoredImageDrawing`), in a PNG of the folder.
    public struct ImageItem: Codable, Equatable, Sendable {
        public var file: String
        public var family: WidgetFamily
        /// The key whose value names the stored image.
        public var key: String

        public init(family: WidgetFamily, key: String) {
            self.family = family
            self.key = key
            file = Self.fileName(family: family, key: key)
        }

        /// `medium-image-dashIcon.png`: the family and the key. A key with characters other than
        /// letters, digits, `_`, `-` and `.`, or longer than 64, keeps those it can and ends with the
        /// 16 hex digits of its FNV-1a 64, so two keys never share a file.
        public static func fileName(family: WidgetFamily, key: String) -> String {
            let allowed = key.unicodeScalars.map { scalar -> Character in
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".": Character(scalar)
                default: "_"
                }
            }
            let kept = String(allowed.prefix(64))
            let name = kept == key ? key : kept + "-" + FNV1a.hex(key.utf8)
            return "\(family.shortName)-image-\(name).png"
        }
    }

    /// `generic`: the data are another app's, recorded as `data` (each key's type and value) and
    /// `images`, not as the pet widget's frames.
    public static let genericContract = "generic"

    public var format = formatName
    public var version = formatVersion
    public var group: String
    /// Where the group's data was read, which `verify` reads again; absent for widget-tui's own
    /// groups root, and in versions 1 and 2.
    public var source: SnapshotDataSource?
    /// `DataDigest` of the group's data when recorded.
    public var digest: String
    /// Each key of the data with its value, or the value's digest when long (`DataValues`), so a
    /// data change names its keys; absent in version 1.
    public var data: [String: String]?
    public var timeZone: String
    public var now: String
    public var step: Double
    public var count: Int
    public var families: [WidgetFamily]
    /// The Live Activity surfaces drawn; absent when there are none.
    public var surfaces: [LiveActivitySurface]?
    /// The pet whose Live Activity the surfaces show, counted from 1 as `--pet`; absent without surfaces.
    public var pet: Int?
    public var scale: Int
    /// `393x852`.
    public var device: String
    public var appearance: Appearance
    public var mode: WidgetRenderingMode
    /// What the widget's images carry as `widgetAccentedRenderingMode` (`--accented-images`);
    /// absent for none, and outside the accented mode.
    public var accentedImages: WidgetAccentedRenderingMode?
    /// The sheet folder given with `--sprites`, from the index's folder (absolute in version 1),
    /// so the goldens verify wherever the repository is checked out; nil for the bundled sheet.
    public var sprites: String?
    public var snapshots: [Item]
    /// `genericContract` for another app's data; absent for the pet widget's.
    public var contract: String?
    /// Another app's stored images, per family; absent for the pet widget's data.
    public var images: [ImageItem]?

    /// Whether the folder records another app's data (`GenericSnapshotData`), not the pet widget's frames.
    public var isGeneric: Bool { contract == Self.genericContract }

    /// Every file the folder's index names: the snapshots, then the images.
    public var files: [String] { snapshots.map(\.file) + (images ?? []).map(\.file) }

    /// - Parameters:
    ///   - data: `DataValues` of the group's data, whose digest is `digest`.
    ///   - pet: the pet the surfaces show, from 0; recorded only when `selection` has surfaces.
    ///   - source: where the data was read, relative to `folder`.
    ///   - folder: where the index is written, which `sprites` is recorded relative to.
    ///   - images: another app's stored images; non-nil records the data as the generic contract's.
    public init(group: String, source: SnapshotDataSource?, digest: String, data: [(key: String, value: String)], render: RenderOptions,
                now: Date, selection: FrameSelection, pet: Int, folder: URL, snapshots: [Item], images: [ImageItem]? = nil) {
        contract = images == nil ? nil : Self.genericContract
        self.images = images
        self.group = group
        self.source = source
        self.digest = digest
        self.data = Dictionary(data, uniquingKeysWith: { first, _ in first })
        timeZone = render.timeZoneName
        self.now = ISODate.format(now)
        step = render.step
        count = render.count
        families = selection.drawnFamilies
        let surfaces = selection.liveActivitySurfaces
        self.surfaces = surfaces.isEmpty ? nil : surfaces
        self.pet = surfaces.isEmpty ? nil : pet + 1
        scale = render.settings.pointsPerPixel
        device = render.settings.device.name
        appearance = render.settings.appearance
        mode = render.settings.renderingMode
        accentedImages = mode == .accented ? render.settings.accentedImages : nil
        sprites = render.spritesDirectory.map { RelativePath.of($0, from: folder) }
        self.snapshots = snapshots
    }

    /// The index of the folder, to verify it: it must list at least one snapshot.
    public static func read(from folder: URL) throws(WidgetTUIError) -> SnapshotIndex {
        let url = folder.appendingPathComponent(fileName)
        guard let index = try load(from: folder) else {
            throw WidgetTUIError("\(url.shown): no snapshot index; record the folder with `widget-tui snapshot --out \(folder.shown)`")
        }
        guard !index.snapshots.isEmpty || (index.isGeneric && !(index.data ?? [:]).isEmpty) else {
            throw WidgetTUIError("\(url.shown): snapshots is empty, so there is nothing to verify; record the folder again with `widget-tui snapshot`")
        }
        return index
    }

    /// The folder's index, nil when it has none. Each snapshot's `file` must be the name
    /// widget-tui gives that snapshot, so the files an index names are only ever snapshot files
    /// inside the folder: never the index, another project file, a folder or a path elsewhere.
    public static func load(from folder: URL) throws(WidgetTUIError) -> SnapshotIndex? {
        guard let data = try SnapshotFolder(url: folder).read(fileName, limit: .snapshotIndex) else { return nil }
        return try decode(data, path: folder.appendingPathComponent(fileName).path)
    }

    /// An index's bytes, checked as `load(from:)` checks them; `path` names the file in errors.
    /// The fuzzable entry point.
    public static func decode(_ data: Data, path: String) throws(WidgetTUIError) -> SnapshotIndex {
        // Our parser first: it names the byte where the syntax breaks, where JSONDecoder does not.
        do {
            _ = try JSONParser.parse(data)
        } catch {
            throw WidgetTUIError("\(path.shown): \(error.description)")
        }
        let index: SnapshotIndex
        do {
            index = try JSONDecoder().decode(SnapshotIndex.self, from: data)
        } catch let error as DecodingError {
            // Foundation's message quotes the value it could not decode as it found it.
            throw WidgetTUIError("\(path.shown): \(describe(error).shown)")
        } catch {
            throw WidgetTUIError("\(path.shown): \(String(describing: error).shown)")
        }
        guard index.format == formatName, readableVersions.contains(index.version) else {
            throw WidgetTUIError("\(path.shown): format is \(index.format.shown) \(index.version), expected \(formatName) "
                + "\(readableVersions.map(String.init).joined(separator: " or "))")
        }
        if let contract = index.contract, contract != genericContract {
            throw WidgetTUIError("\(path.shown): contract '\(contract.shown)' is not one widget-tui records (\(genericContract), or none for the pet widget)")
        }
        for (i, image) in (index.images ?? []).enumerated() {
            let name = ImageItem.fileName(family: image.family, key: image.key)
            guard image.file == name else {
                throw WidgetTUIError("\(path.shown): images[\(i)].file '\(image.file.shown)' is not a name widget-tui gives an image (this one's is "
                    + "\(name.shown)): it writes and removes only the files it names itself; record the folder again with `widget-tui snapshot`")
            }
        }
        for (i, item) in index.snapshots.enumerated() {
            let field = "snapshots[\(i)]"
            let frame = FrameSelection.Frame(subject: try item.subject(field: field), entry: item.entry,
                                             date: try index.date(item.date, field: "\(field).date"))
            let name = frame.fileName(entryDigits: entryDigits(count: index.count))
            guard item.file == name else {
                throw WidgetTUIError("\(path.shown): \(field).file '\(item.file.shown)' is not a name widget-tui gives a snapshot (this one's is \(name)): "
                    + "it writes and removes only the files it names itself; record the folder again with `widget-tui snapshot`")
            }
        }
        return index
    }

    /// Digits of the entry number in file names: four, more for longer timelines, so names sort.
    static func entryDigits(count: Int) -> Int {
        max(4, String(max(count, 1) - 1).count)
    }

    /// The recorded inputs as render options, naming the field that cannot be used; `folder` is
    /// the index's, which a relative `sprites` is read from.
    public func renderOptions(spritesOverride: URL?, colorMode: ColorMode?, folder: URL) throws(WidgetTUIError) -> RenderOptions {
        func bad(_ field: String, _ value: String, _ want: String) -> WidgetTUIError {
            WidgetTUIError("\(Self.fileName): \(field) '\(value.shown)' is not \(want)")
        }
        guard let zone = TimeZone(identifier: timeZone) else { throw bad("timeZone", timeZone, "a time zone") }
        guard let device = DeviceSize(argument: device) else { throw bad("device", device, "a row of the HIG table") }
        // An index written before island surfaces were refused on such devices, or edited by hand.
        for surface in surfaces ?? [] {
            if let reason = surface.reasonUnavailable(on: device) {
                throw WidgetTUIError("\(Self.fileName): surfaces: \(surface.argument) is not shown on \(device.name): \(reason)")
            }
        }
        guard (1...40).contains(scale) else { throw bad("scale", String(scale), "from 1 to 40") }
        guard step > 0, step.isFinite else { throw bad("step", String(step), "a positive number of seconds") }
        guard (1...100_000).contains(count) else { throw bad("count", String(count), "from 1 to 100000") }
        let settings = RenderSettings(device: device, pointsPerPixel: scale, appearance: appearance, renderingMode: mode,
                                      accentedImages: accentedImages, timeZone: zone)
        return RenderOptions(settings: settings, now: try date(now, field: "now"), step: step, count: count, reload: .afterTimeline,
                             colorMode: colorMode, spritesDirectory: spritesOverride ?? sprites.map { RelativePath.resolve($0, from: folder) }, timeZoneName: timeZone)
    }

    /// The recorded pet's index from 0, for drawing the Live Activity surfaces.
    public func petIndex() throws(WidgetTUIError) -> Int {
        guard let pet else { throw WidgetTUIError("\(Self.fileName): pet is missing; the Live Activity surfaces need the pet they show") }
        guard pet >= 1 else { throw WidgetTUIError("\(Self.fileName): pet '\(pet)' is not a pet number from 1") }
        return pet - 1
    }

    public func date(_ text: String, field: String) throws(WidgetTUIError) -> Date {
        guard let date = ISODate.parse(text) else {
            throw WidgetTUIError("\(Self.fileName): \(field) '\(text.shown)' is not an ISO 8601 date")
        }
        return date
    }

    /// `snapshots[2].date: expected String` rather than Foundation's debug description.
    private static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [CodingKey]) -> String {
            keys.reduce("") { text, key in
                if let index = key.intValue { return text + "[\(index)]" }
                return text.isEmpty ? key.stringValue : text + "." + key.stringValue
            }
        }
        switch error {
        case let .keyNotFound(key, context):
            return "\(path(context.codingPath + [key])) is missing"
        case let .typeMismatch(type, context), let .valueNotFound(type, context):
            return "\(path(context.codingPath)): expected \(type)"
        case let .dataCorrupted(context):
            let field = path(context.codingPath)
            return (field.isEmpty ? "" : field + ": ") + "\(context.debugDescription) \(context.underlyingError.map { "(\($0))" } ?? "")"
        @unknown default:
            return "\(error)"
        }
    }
}
