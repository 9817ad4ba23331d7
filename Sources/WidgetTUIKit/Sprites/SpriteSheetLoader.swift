import Foundation
import PetAssets
import PetRenderer
import PNGCodec

/// Sprite sheets from files: `<name>.png` decoded by `PNGCodec` and `<name>.json` read beside it,
/// then cut by the renderer's `SpriteSheet(image:imagePath:json:jsonPath:)`.
public enum SpriteSheetLoader {
    /// The sheet in `directory` (`pets.png` and `pets.json`), or the bundled one when nil.
    public static func load(directory: URL?, name: String = "pets",
                            maxColors: Int = SpriteSheet.maxColors) throws(SpriteSheetLoadError) -> SpriteSheet {
        let folder = directory ?? PetAssets.spritesDirectory
        return try load(png: folder.appendingPathComponent("\(name).png"), json: folder.appendingPathComponent("\(name).json"),
                        maxColors: maxColors)
    }

    /// The image first, then its Aseprite JSON, each failure naming its file.
    public static func load(png pngURL: URL, json jsonURL: URL,
                            maxColors: Int = SpriteSheet.maxColors) throws(SpriteSheetLoadError) -> SpriteSheet {
        let image: RGBAImage
        do {
            image = try PNGCodec.read(from: pngURL)
        } catch .missingFile(let path) {
            throw .missingFile(path: path)
        } catch {
            throw .image(error)
        }
        let path = jsonURL.path
        guard FileManager.default.fileExists(atPath: path) else { throw .missingFile(path: path) }
        let json: Data
        do {
            json = try Data(contentsOf: jsonURL)
        } catch {
            throw .unreadableFile(path: path, reason: error.localizedDescription)
        }
        do {
            return try SpriteSheet(image: image, imagePath: pngURL.path, json: json, jsonPath: path, maxColors: maxColors)
        } catch {
            throw .sheet(error)
        }
    }
}

/// Why a sprite sheet's files could not be loaded; every case names the file.
public enum SpriteSheetLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    case missingFile(path: String)
    case unreadableFile(path: String, reason: String)
    /// The image is unreadable, truncated, not a PNG or too large.
    case image(PNGError)
    /// The image and the JSON do not make a sheet.
    case sheet(SpriteSheetError)

    public var description: String {
        switch self {
        case let .missingFile(path): "\(path): no such file"
        case let .unreadableFile(path, reason): "\(path): cannot be read: \(reason)"
        case let .image(error): error.description
        case let .sheet(error): error.description
        }
    }
}
