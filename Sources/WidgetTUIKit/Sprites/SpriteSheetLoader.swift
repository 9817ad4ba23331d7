import Essentials
import PetAssets
import PetRenderer
import PNGCodec
import SharedData

/// Sprite sheets from files: `<name>.png` decoded by `PNGCodec` and `<name>.json` read beside it,
/// then cut by the renderer's `SpriteSheet(image:imagePath:json:jsonPath:)`; the bundled one comes cut.
public enum SpriteSheetLoader {
    /// The sheet in `directory` (`pets.png` and `pets.json`), or the bundled one when nil.
    public static func load(directory: URL?, name: String = "pets",
                            maxColors: Int = SpriteSheet.maxColors) throws(SpriteSheetLoadError) -> SpriteSheet {
        guard let folder = directory else { return try bundled(maxColors: maxColors) }
        return try load(png: folder.appendingPathComponent("\(name).png"), json: folder.appendingPathComponent("\(name).json"),
                        maxColors: maxColors)
    }

    /// The sheet compiled into widget-tui, as `PetAssets.DecodedSheet` holds it already cut: decoding
    /// the PNG and parsing the JSON were a fifth of a `widget-tui render`. Its error names it as bundled.
    public static func bundled(maxColors: Int = SpriteSheet.maxColors) throws(SpriteSheetLoadError) -> SpriteSheet {
        typealias Decoded = PetAssets.DecodedSheet
        let colors = Decoded.colors.map(rgb)
        // What decoding the files refuses for a smaller palette; every other check passed when they were embedded.
        guard colors.count <= maxColors else {
            throw .sheet(.tooManyColors(path: "(bundled) " + PetAssets.spriteImageName, count: colors.count, limit: maxColors))
        }
        var frames: [SpriteFrame] = []
        var pixelStart = 0
        for (i, name) in Decoded.frameNames.enumerated() {
            let width = Decoded.frameSizes[3 * i], height = Decoded.frameSizes[3 * i + 1]
            let pixels = Array(Decoded.pixels[pixelStart..<pixelStart + width * height])
            pixelStart += width * height
            frames.append(SpriteFrame(name: name, width: width, height: height, pixels: pixels,
                                      durationMilliseconds: Decoded.frameSizes[3 * i + 2]))
        }
        var tags: [String: [Int]] = [:]
        var at = 0
        for name in Decoded.tagNames {
            let count = Decoded.tagFrames[at]
            tags[name] = Array(Decoded.tagFrames[at + 1..<at + 1 + count])
            at += 1 + count
        }
        return SpriteSheet(colors: colors, frames: frames, tags: tags, bodyColor: Decoded.bodyColor.map(rgb))
    }

    private static func rgb(_ value: UInt32) -> RGB {
        RGB(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
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
