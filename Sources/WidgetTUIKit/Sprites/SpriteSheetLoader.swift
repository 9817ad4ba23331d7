import Essentials
import PetAssets
import PetRenderer
import PNGCodec
import SharedData

/// Sprite sheets from files: `<name>.png` decoded by `PNGCodec` and `<name>.json` read beside it,
/// then cut by the renderer's `SpriteSheet(image:imagePath:json:jsonPath:)`.
public enum SpriteSheetLoader {
    /// The sheet in `directory` (`pets.png` and `pets.json`), or the bundled one when nil.
    public static func load(directory: URL?, name: String = "pets",
                            maxColors: Int = SpriteSheet.maxColors) throws(SpriteSheetLoadError) -> SpriteSheet {
        guard let folder = directory else { return try bundled(maxColors: maxColors) }
        return try load(png: folder.appendingPathComponent("\(name).png"), json: folder.appendingPathComponent("\(name).json"),
                        maxColors: maxColors)
    }

    /// The sheet compiled into widget-tui (`PetAssets`); its errors name it as bundled.
    public static func bundled(maxColors: Int = SpriteSheet.maxColors) throws(SpriteSheetLoadError) -> SpriteSheet {
        let imagePath = "(bundled) \(PetAssets.spriteImageName)", jsonPath = "(bundled) \(PetAssets.spriteJSONName)"
        let image: RGBAImage
        do {
            image = try PNGCodec.decode(Data(PetAssets.spriteImage), source: imagePath)
        } catch {
            throw .image(error)
        }
        do {
            return try SpriteSheet(image: image, imagePath: imagePath, json: Data(PetAssets.spriteJSON), jsonPath: jsonPath,
                                   maxColors: maxColors)
        } catch {
            throw .sheet(error)
        }
    }

    /// The image first, then its Aseprite JSON, each failure naming its file; each file is read
    /// only when it is a regular file within its limit (`ReadLimit.spriteImage`, `.spriteJSON`).
    public static func load(png pngURL: URL, json jsonURL: URL,
                            maxColors: Int = SpriteSheet.maxColors) throws(SpriteSheetLoadError) -> SpriteSheet {
        let image: RGBAImage
        do {
            image = try PNGCodec.read(from: pngURL, limit: .spriteImage)
        } catch .missingFile(let path) {
            throw .missingFile(path: path)
        } catch {
            throw .image(error)
        }
        let path = jsonURL.path
        let read: Data?
        do {
            read = try FileIO.read(jsonURL, limit: .spriteJSON)
        } catch {
            throw .unreadableFile(path: path, reason: error.detail(about: path))
        }
        guard let json = read else { throw .missingFile(path: path) }
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
        case let .missingFile(path): "\(path.shown): no such file"
        case let .unreadableFile(path, reason): "\(path.shown): cannot be read: \(reason)"
        case let .image(error): error.description
        // The renderer knows nothing of output: its message quotes the sheet as found.
        case let .sheet(error): error.description.shown
        }
    }
}
