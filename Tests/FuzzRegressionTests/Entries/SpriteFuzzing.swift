import Foundation
import PetRenderer
import PNGCodec
import SharedData

/// What the sprite sheet fuzz target does with one input (see `PropertyListFuzzing` for the
/// contract): nil when it was handled as promised.
enum SpriteFuzzing {
    /// Aseprite JSON cut from the bundled pets.png, so the bundled pets.json reaches every check; a
    /// sheet that loads is validated and drawn, as `--sprites` does, so its frames, durations and
    /// tags reach the renderer. An error names the JSON or the image.
    static func json(_ data: Data) -> String? {
        let sheet: SpriteSheet
        do { sheet = try SpriteSheet(image: image, imagePath: "pets.png", json: data, jsonPath: "pets.json") } catch {
            return FuzzPromise.names("pets.json", error) == nil ? nil : FuzzPromise.names("pets.png", error)
        }
        _ = sheet.validate()
        guard let renderer = try? PetWidgetRenderer(sheet: sheet, data: pets) else { return nil }
        for date in dates { _ = renderer.frame(at: date, settings: settings) }
        return nil
    }

    /// assets/sprites/pets.png, found from this file so that the fuzz targets, built outside the
    /// package, read it too.
    private static let image = try! PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../../assets/sprites/pets.png")))
    /// A pet of each stage.
    private static let pets = PetWidgetData(pets: [Pet(name: "Mochi", stage: "egg"), Pet(name: "Pip", stage: "baby"), Pet(name: "Nori", stage: "adult")],
                                            quietHours: QuietHours("22:00-07:00"), streakDays: 3)
    private static let settings = RenderSettings(family: .systemMedium, timeZone: TimeZone(identifier: "UTC")!)
    /// Midday, and 01:00 within the quiet hours, when the pets sleep.
    private static let dates = [Date(timeIntervalSince1970: 1_796_040_000), Date(timeIntervalSince1970: 1_796_086_800)]
}
