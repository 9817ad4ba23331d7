import Essentials
import PetRenderer
import SharedData

/// The pet widget as its extension sees it: the group's data read through the reader role, the
/// sprite sheet, and the renderer built from both. Load it once per data change: the renderer of
/// each surface comes from it (`renderer(for:pet:)`).
public struct PetWidget: Sendable {
    public let reader: GroupReader
    public let decoded: DecodedPetWidgetData
    public let sheet: SpriteSheet
    public let renderer: PetWidgetRenderer
    /// For a group that holds another app's data (no `items`), the home widget as that app's
    /// widget shows it, its stored picture; nil for the pet widget's data, and for a widget loaded
    /// without a device.
    public private(set) var storedImage: StoredImageView?

    public var data: PetWidgetData { decoded.data }

    /// The container's data with the sheet in `sprites` (`pets.png` and `pets.json`; nil for the
    /// bundled sheet), read as the extension does. With `device`, the commands' case, a group
    /// holding another app's data draws its stored picture as the home widget (`storedImage`).
    public init(container: GroupContainer, sprites: URL? = nil, device: DeviceSize? = nil) throws {
        let reader = GroupReader(container: container)
        let suite = try GroupLoader.load(reader, policy: .strict)
        try self.init(reader: reader, decoded: suite.decoded, sheet: try SpriteSheetLoader.load(directory: sprites))
        let values = suite.file?.values ?? [:]
        let contract = DataContract.Choice(given: nil, values: values)
        if let device, contract.contract == .generic {
            storedImage = StoredImageView(GenericWidgetData(values: values, reader: reader, device: device), reason: contract.reason)
        }
    }

    /// A suite that cannot be read at all is an error here, not an empty widget: a command must fail
    /// on it, and the previewer keeps its last good timeline.
    public init(reader: GroupReader, sheet: SpriteSheet) throws {
        try self.init(reader: reader, decoded: GroupLoader.decode(reader, policy: .strict), sheet: sheet)
    }

    /// The widget of data already read from `reader`'s suite.
    public init(reader: GroupReader, decoded: DecodedPetWidgetData, sheet: SpriteSheet) throws {
        self.reader = reader
        self.sheet = sheet
        self.decoded = decoded
        do {
            renderer = try PetWidgetRenderer(sheet: sheet, data: decoded.data)
        } catch {
            throw WidgetTUIError("sprite sheet: \(error)")
        }
    }

    /// Whose data the group holds, `given` or decided from the suite as it is now: what `check`
    /// and `doctor` hold it to.
    public func contract(given: DataContract? = nil) throws(DefaultsError) -> DataContract.Choice {
        DataContract.Choice(given: given, values: try reader.values())
    }

    /// What the widget would silently get wrong: data problems, then the renderer's notes.
    public func warnings(for settings: RenderSettings) -> [String] {
        decoded.problems.map(\.description) + renderer.notes(for: settings).beyondTheData.map(\.shown)
    }

    /// `warnings(for:)` of the home widget as `renderer(for:pet:)` draws it: for another app's
    /// data, what keeps its picture from being drawn, the pet widget's keys not being its keys.
    public func homeWarnings(for settings: RenderSettings) -> [String] {
        storedImage?.warnings ?? warnings(for: settings)
    }

    /// What draws the home widget: another app's stored picture, or the pet widget.
    public var homeRenderer: any SurfaceRenderer { storedImage ?? renderer }

    /// The digest of what the home widget draws from, for snapshot indexes.
    public var dataDigest: String { storedImage?.digest ?? renderer.dataDigest }

    /// The data's keys and values as a snapshot index records them (`DataValues`).
    public var dataValues: [(key: String, value: String)] { storedImage?.dataValues ?? DataValues.of(data) }
}
