import Foundation
import PetAssets
import PetRenderer
import SharedData

/// The pet widget as its extension sees it: the group's data read through the reader role, the
/// sprite sheet, and the renderer built from both. Load it once per data change.
struct PetWidget: Sendable {
    let reader: GroupReader
    let decoded: DecodedPetWidgetData
    let sheet: SpriteSheet
    let renderer: PetWidgetRenderer

    var data: PetWidgetData { decoded.data }

    static func load(group: GroupOptions, render: RenderOptions, io: CommandIO) throws -> PetWidget {
        let reader = try group.reader(io: io)
        let sheet = try loadSheet(render.spritesDirectory)
        return try PetWidget(reader: reader, sheet: sheet)
    }

    /// Re-reads the group with the same sheet, as the extension does on a reload; `reader` is
    /// for a container that moved (a reinstall makes a new one), else the same reader reads.
    func reloaded(from reader: GroupReader? = nil) throws -> PetWidget {
        try PetWidget(reader: reader ?? self.reader, sheet: sheet)
    }

    /// A suite that cannot be read at all is an error here, not an empty widget: a command must fail
    /// on it, and the previewer keeps its last good timeline.
    init(reader: GroupReader, sheet: SpriteSheet) throws {
        self.reader = reader
        self.sheet = sheet
        let values: PlistDictionary
        do {
            values = try reader.values()
        } catch {
            throw CLIError(error.description)
        }
        decoded = PetWidgetDataDecoder(file: reader.suiteFile.path).decode(values)
        do {
            renderer = try PetWidgetRenderer(sheet: sheet, data: decoded.data)
        } catch {
            throw CLIError("sprite sheet: \(error)")
        }
    }

    /// The bundled sheet, or `pets.png` + `pets.json` in `directory`.
    static func loadSheet(_ directory: URL?) throws -> SpriteSheet {
        do {
            return try SpriteSheet.load(directory: directory ?? PetAssets.spritesDirectory)
        } catch {
            throw CLIError("\(error)")
        }
    }

    /// What the widget would silently get wrong: data problems, then the renderer's notes.
    func warnings(for settings: RenderSettings) -> [String] {
        decoded.problems.map(\.description) + renderer.notes(for: settings).map(\.description)
    }

    /// `warnings(for:)` on standard error, one `warning:` line each.
    func reportWarnings(for settings: RenderSettings, io: CommandIO) {
        for warning in warnings(for: settings) { io.warn(warning) }
    }
}
