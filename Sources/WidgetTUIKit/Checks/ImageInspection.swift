import Essentials
import Findings
import PetRenderer
import PNGCodec
import SharedData

/// An image a key of the suite points at (a home_widget path or a `file:` URL): inside the
/// container, present, a whole PNG or JPEG by its structure, no larger than the widget, and for a
/// PNG not blank.
public struct ImageInspection {
    /// A widget extension's memory limit: decoded images are the usual way past it.
    static let extensionMemory = "about 30 MB"
    /// The blank check decodes a PNG whole, at 4 bytes a pixel; it does so only up to 2048x2048
    /// pixels (16 MB), over three times the largest widget at 3x (1092x1146). A larger image is not
    /// decoded: its size is warned about instead.
    static let blankCheckPixels = 2048 * 2048
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]
    static let saveAgain = "save the image again with home_widget's renderFlutterWidget or saveFile after setAppGroupId, "
        + "so that the file lands whole in this container"

    let reader: GroupReader
    /// The screen whose largest widget, at its scale, an image should not exceed.
    let device: DeviceSize

    public init(reader: GroupReader, device: DeviceSize) {
        self.reader = reader
        self.device = device
    }

    /// A string that names an image: in home_widget's folder, or with an image extension.
    public static func isImagePath(_ path: String) -> Bool {
        path.contains("home_widget/") || imageExtensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    public func findings(key: String, storedPath: String) -> [DoctorFinding] {
        let suite = reader.suiteFile.path
        let problem = { (message: String) in DoctorFinding.problem(.data, suite, subject: key, message, fix: Self.saveAgain) }
        let url: URL
        do { url = try reader.fileURL(storedPath) } catch { return [problem(error.description)] }
        let data: Data
        do {
            data = try reader.readFile(storedPath, limit: .sharedFile)
        } catch .notFound {
            return [problem("\(storedPath): no such file in the container (looked at \(url.path))")]
        } catch {
            return [problem(error.description)]
        }
        let name = url.path.hasPrefix(reader.container.url.path + "/") ? String(url.path.dropFirst(reader.container.url.path.count + 1)) : url.path
        let named = url.pathExtension.lowercased()
        let header: ImageHeader
        do {
            header = try ImageHeader.parse(data)
        } catch let .notAnImage(.otherImage(format)) {
            return [.ok(.data, suite, subject: key, "a \(format) image at \(name); widget-tui reads the size of PNG and JPEG only")]
        } catch let .notAnImage(content) where !Self.imageExtensions.contains(named) {
            return [.ok(.data, suite, subject: key, "\(name): \(content), a file the app shares, not an image")]
        } catch {
            return [problem("\(name): \(error)")]
        }
        let kind = "a \(header.width)x\(header.height) \(header.format.rawValue)"
        var findings: [DoctorFinding] = []
        if let oversize = oversize(header, kind: kind) {
            findings.append(.warning(.data, suite, subject: key, oversize.message, fix: oversize.fix))
        }
        if header.format == .png, header.width * header.height <= Self.blankCheckPixels {
            do {
                let image = try PNGCodec.decode(data, source: url.path)
                if stride(from: 3, to: image.pixels.count, by: 4).allSatisfy({ image.pixels[$0] == 0 }) {
                    findings.append(.warning(.data, suite, subject: key, "\(kind) at \(name) is blank: every pixel is transparent",
                                             fix: "make sure the Flutter widget has laid out and painted before renderFlutterWidget captures it"))
                }
            } catch {
                findings.append(problem(error.description))
            }
        }
        guard findings.isEmpty else { return findings }
        let misnamed = Self.imageExtensions.contains(named) && !Self.extension(named, fits: header.format)
        return [.ok(.data, suite, subject: key, "\(kind) at \(name), inside the container"
            + (misnamed ? " (named .\(named); iOS reads an image by its content)" : ""))]
    }

    private static func `extension`(_ named: String, fits format: ImageFormat) -> Bool {
        switch format {
        case .png: named == "png"
        case .jpeg: named == "jpg" || named == "jpeg"
        }
    }

    /// The device's largest widget and its size in pixels at the screen's scale: no image a widget
    /// shows needs more.
    static func widgetPixels(on device: DeviceSize) -> (family: WidgetFamily, width: Int, height: Int) {
        let family = device.largestFamily
        let points = device.points(for: family)
        return (family, points.width * device.screenScale, points.height * device.screenScale)
    }

    /// Why the image is larger than the largest widget on the device at its scale, and what to
    /// save instead; nil when it fits.
    private func oversize(_ header: ImageHeader, kind: String) -> (message: String, fix: String)? {
        let (family, width, height) = Self.widgetPixels(on: device)
        let points = device.points(for: family)
        let scale = device.screenScale
        guard header.width > width || header.height > height else { return nil }
        let decoded = String(cFormat: "%.1f MB", Double(header.decodedBytes) / 1_000_000)
        return ("\(kind), \(decoded) decoded, is larger than the \(family.shortName) widget at \(scale)x on "
                + "\(device.screenWidth)x\(device.screenHeight) (\(width)x\(height) pixels)",
                "save it at most \(width)x\(height) pixels (renderFlutterWidget: a logicalSize within the widget's \(points.width)x"
                + "\(points.height) points, pixelRatio \(scale)); the HIG wants images no larger than the widget, and a widget "
                + "extension has \(Self.extensionMemory) of memory, which a decoded image spends at 4 bytes a pixel")
    }
}
