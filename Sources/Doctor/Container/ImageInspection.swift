import Essentials
import Findings
import PetRenderer
import SharedData
import WidgetTUIKit

/// doctor's account of an image a key of the suite points at (a home_widget path or a `file:`
/// URL): inside the container, present, a whole PNG or JPEG by its structure, no larger than the
/// widget, and for a PNG not blank. The file is read and examined by `StoredImage`.
public struct ImageInspection {
    static let saveAgain = "save the image again with home_widget's renderFlutterWidget or saveFile after setAppGroupId, "
        + "so that the file lands whole in this container"

    let reader: GroupReader
    /// The screen whose largest widget, at its scale, an image should not exceed.
    let device: DeviceSize

    public init(reader: GroupReader, device: DeviceSize) {
        self.reader = reader
        self.device = device
    }

    public func findings(key rawKey: String, storedPath: String) -> [Finding] {
        // The key, the paths and the name are the app's data: named in findings as shown.
        let suite = reader.suiteFile.shown, key = rawKey.shown
        let problem = { (message: String) in Finding.problem(suite, subject: key, message, fix: Self.saveAgain) }
        let stored = StoredImage(storedPath: storedPath, reader: reader)
        let name = stored.name.shown
        let header: ImageHeader, pixels: StoredImage.Pixels
        switch stored.content {
        case .missing:
            return [problem("\(storedPath.shown): no such file in the container (looked at \((stored.url?.path ?? storedPath).shown))")]
        case let .unreadable(error):
            return [problem(error.description)]
        case let .notAnImage(.notAnImage(.otherImage(format))):
            return [.ok(suite, subject: key, "a \(format) image at \(name); widget-tui reads the size of PNG and JPEG only")]
        case let .notAnImage(.notAnImage(content)) where !stored.namedAsImage:
            return [.ok(suite, subject: key, "\(name): \(content), a file the app shares, not an image")]
        case let .notAnImage(error):
            return [problem("\(name): \(error)")]
        case let .image(found, examined):
            (header, pixels) = (found, examined)
        }
        let kind = "a \(header.width)x\(header.height) \(header.format.rawValue)"
        var findings: [Finding] = []
        if let oversize = oversize(header, kind: kind) {
            findings.append(.warning(suite, subject: key, oversize.message, fix: oversize.fix))
        }
        switch pixels {
        case .decoded(_, .transparent):
            findings.append(.warning(suite, subject: key, "\(kind) at \(name) is blank: every pixel is transparent",
                                     fix: "make sure the Flutter widget has laid out and painted before renderFlutterWidget captures it"))
        case let .undecodable(error):
            findings.append(problem(error))
        case .decoded, .notDecoded:
            break
        }
        guard findings.isEmpty else { return findings }
        let named = stored.namedExtension
        let misnamed = stored.namedAsImage && !Self.extension(named, fits: header.format)
        return [.ok(suite, subject: key, "\(kind) at \(name), inside the container"
            + (misnamed ? " (named .\(named); iOS reads an image by its content)" : ""))]
    }

    private static func `extension`(_ named: String, fits format: ImageFormat) -> Bool {
        switch format {
        case .png: named == "png"
        case .jpeg: named == "jpg" || named == "jpeg"
        }
    }

    /// Why the image is larger than the largest widget on the device at its scale, and what to
    /// save instead; nil when it fits.
    private func oversize(_ header: ImageHeader, kind: String) -> (message: String, fix: String)? {
        let (family, width, height) = StoredImage.widgetPixels(on: device)
        let points = device.points(for: family)
        let scale = device.screenScale
        guard header.width > width || header.height > height else { return nil }
        let decoded = String(cFormat: "%.1f MB", Double(header.decodedBytes) / 1_000_000)
        return ("\(kind), \(decoded) decoded, is larger than the \(family.shortName) widget at \(scale)x on "
                + "\(device.screenWidth)x\(device.screenHeight) (\(width)x\(height) pixels)",
                "save it at most \(width)x\(height) pixels (renderFlutterWidget: a logicalSize within the widget's \(points.width)x"
                + "\(points.height) points, pixelRatio \(scale)); the HIG wants images no larger than the widget, and a widget "
                + "extension has \(StoredImage.extensionMemory) of memory, which a decoded image spends at 4 bytes a pixel")
    }
}
