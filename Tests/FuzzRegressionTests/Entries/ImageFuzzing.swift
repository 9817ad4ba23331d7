import Foundation
import PNGCodec
import SharedData

/// What the image fuzz targets do with one input (see `PropertyListFuzzing` for the contract): nil
/// when it was handled as promised.
enum ImageFuzzing {
    /// PNG bytes through libpng's simplified API: a sprite sheet's image, and the images home_widget
    /// leaves in a container, which `doctor` decodes; an error names the file.
    static func png(_ data: Data) -> String? {
        do {
            _ = try PNGCodec.decode(data, source: "fuzz.png")
            return nil
        } catch {
            return FuzzPromise.names("fuzz.png", error)
        }
    }

    /// The format and size `doctor` reads from an image's header without decoding it, to judge the
    /// memory a widget would spend on it: an error places where reading stopped in the file, and a
    /// PNG that libpng decodes has the size its header gave.
    static func header(_ data: Data) -> String? {
        let header: ImageHeader
        do { header = try ImageHeader.parse(data) } catch {
            switch error {
            case let .truncated(_, offset, _), let .malformed(_, offset, _): return FuzzPromise.within(data, offset: offset, error)
            case .notAnImage: return nil
            }
        }
        guard header.width > 0, header.height > 0 else { return "a \(header.width)x\(header.height) image" }
        guard header.format == .png, let image = try? PNGCodec.decode(data) else { return nil }
        return (image.width, image.height) == (header.width, header.height)
            ? nil : "the header says \(header.width)x\(header.height), libpng decodes \(image.width)x\(image.height)"
    }
}
