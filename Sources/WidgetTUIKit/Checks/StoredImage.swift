import Essentials
import PetRenderer
import PNGCodec
import SharedData

/// An image a key of the suite names (a home_widget path or a `file:` URL), read from the
/// container and examined once: where it is, what its header says, and for a PNG small enough to
/// decode, its pixels and whether they show anything. doctor (`ImageInspection`), check
/// (`StoredImageCheck`) and the preview (`GenericWidgetData`) each decide from this one account
/// what to say, so "blank" and "too large to decode" mean the same in all three.
public struct StoredImage: Sendable {
    /// A widget extension's memory limit: decoded images are the usual way past it.
    public static let extensionMemory = "about 30 MB"
    public static let extensionMemoryBytes: UInt64 = 30_000_000
    /// A PNG is decoded whole, at 4 bytes a pixel, only up to 2048x2048 pixels (16 MB), over three
    /// times the largest widget at 3x (1092x1146). A larger image is not decoded: its size is
    /// warned about instead.
    public static let decodedPixels = 2048 * 2048
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]

    /// What reading the file gave.
    public enum Content: Sendable {
        /// No such file in the container.
        case missing
        /// The path leads nowhere readable: outside the container, too large, not a file...
        case unreadable(FileAccessError)
        /// Read, but its header is not a PNG's or a JPEG's, or is damaged.
        case notAnImage(ImageHeaderError)
        case image(ImageHeader, Pixels)
    }

    /// The pixels of a PNG within `decodedPixels`.
    public enum Pixels: Sendable {
        /// A JPEG, or a PNG past `decodedPixels`.
        case notDecoded
        case undecodable(String)
        case decoded(RGBAImage, Blankness?)
    }

    /// Why the pixels show nothing.
    public enum Blankness: Equatable, Sendable {
        /// Every pixel transparent: what `renderFlutterWidget` saves before the widget has painted.
        case transparent
        /// Every pixel the same opaque or translucent colour.
        case oneColour(RGB)
    }

    /// The path as the suite stores it.
    public let storedPath: String
    /// Where it leads, when it could be resolved.
    public let url: URL?
    /// The file relative to the container when it is in it, else the whole path.
    public let name: String
    public let content: Content

    /// Reads and examines the image `storedPath` names.
    public init(storedPath: String, reader: GroupReader) {
        self.storedPath = storedPath
        let container = reader.container.url.path + "/"
        url = try? reader.fileURL(storedPath)
        let located = url?.path ?? storedPath
        name = located.hasPrefix(container) ? String(located.dropFirst(container.count)) : located
        content = Self.examine(storedPath, reader: reader, source: located)
    }

    /// A string that names an image: in home_widget's folder, or with an image extension.
    public static func isImagePath(_ path: String) -> Bool {
        path.contains("home_widget/") || imageExtensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    /// The extension the path ends in, lowercased.
    public var namedExtension: String { (url ?? URL(fileURLWithPath: storedPath)).pathExtension.lowercased() }

    /// Whether the name says it is an image (`.png`, `.jpg`, `.jpeg`).
    public var namedAsImage: Bool { Self.imageExtensions.contains(namedExtension) }

    private static func examine(_ path: String, reader: GroupReader, source: String) -> Content {
        let data: Data
        do {
            data = try reader.readFile(path, limit: .sharedFile)
        } catch .notFound {
            return .missing
        } catch {
            return .unreadable(error)
        }
        let header: ImageHeader
        do { header = try ImageHeader.parse(data) } catch { return .notAnImage(error) }
        guard header.format == .png, header.width * header.height <= decodedPixels else { return .image(header, .notDecoded) }
        do {
            let image = try PNGCodec.decode(data, source: source)
            return .image(header, .decoded(image, blankness(image)))
        } catch {
            return .image(header, .undecodable(error.description))
        }
    }

    /// Why the image shows nothing: every pixel transparent, or all one colour; nil otherwise.
    static func blankness(_ image: RGBAImage) -> Blankness? {
        let pixels = image.pixels
        guard pixels.count >= 4 else { return .transparent }
        if stride(from: 3, to: pixels.count, by: 4).allSatisfy({ pixels[$0] == 0 }) { return .transparent }
        let first = pixels[0..<4]
        guard stride(from: 4, to: pixels.count, by: 4).allSatisfy({ pixels[$0..<$0 + 4] == first }) else { return nil }
        return .oneColour(RGB(first[first.startIndex], first[first.startIndex + 1], first[first.startIndex + 2]))
    }

    /// The device's largest widget and its size in pixels at the screen's scale: no image a widget
    /// shows needs more.
    public static func widgetPixels(on device: DeviceSize) -> (family: WidgetFamily, width: Int, height: Int) {
        let family = device.largestFamily
        let points = device.points(for: family)
        return (family, points.width * device.screenScale, points.height * device.screenScale)
    }
}
