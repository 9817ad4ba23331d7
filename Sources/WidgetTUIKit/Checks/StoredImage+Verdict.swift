import Essentials
import PetRenderer
import SharedData

extension StoredImage {
    /// What a stored file comes to, decided here once for doctor (`ImageInspection`) and check
    /// (`StoredImageCheck`), so the two never disagree about one file: a problem is a doctor
    /// PROBLEM and a check FAIL, a warning a WARNING and a WARN, and a file that is not an image
    /// is not counted as one by either.
    public struct Verdict: Equatable, Sendable {
        public enum Kind: Equatable, Sendable {
            /// A whole PNG or JPEG the widget can show.
            case fine
            /// An image of a format widget-tui does not read (GIF, HEIC...): counted, not examined.
            case unexamined
            /// Not an image, and not named as one: a file the app shares (JSON, a database).
            case notAnImage
            /// Shown, at a cost: larger than the largest widget.
            case warning
            /// The widget shows nothing: missing, unreadable, damaged, blank, or past the
            /// extension's memory.
            case problem
        }

        public let kind: Kind
        /// What the file is or what is wrong, naming the file but not the key: `a 2x1 PNG at
        /// home_widget/blank.png is blank: every pixel is transparent`.
        public let message: String
        /// What to change, for a warning or a problem; it fits the cause and the app that saved
        /// the file (home_widget's calls for a file in home_widget/).
        public let fix: String?
    }

    /// Whether home_widget saved the file (`renderFlutterWidget`, `saveFile` write into
    /// `home_widget/`): its fixes name home_widget's calls, another app's do not.
    public var savedByHomeWidget: Bool { storedPath.contains("home_widget/") }

    /// The verdicts on the file, one for each thing wrong (an image can be both too large and
    /// blank), or one saying what it is; `device` is the screen whose largest widget it should fit.
    public func verdicts(on device: DeviceSize) -> [Verdict] {
        let name = name.shown
        let saveAgain = savedByHomeWidget
            ? "save the image again with home_widget's renderFlutterWidget or saveFile after setAppGroupId, "
                + "so that the file lands whole in this container"
            : "write the file whole into the group's container (containerURL(forSecurityApplicationGroupIdentifier:)) and store its path"
        let problem = { (message: String) in Verdict(kind: .problem, message: message, fix: saveAgain) }
        let header: ImageHeader, pixels: Pixels
        switch content {
        case .missing:
            return [problem("\(storedPath.shown): no such file in the container (looked at \((url?.path ?? storedPath).shown))")]
        case let .unreadable(error):
            return [problem(error.description)]
        case let .notAnImage(.notAnImage(.otherImage(format))):
            return [Verdict(kind: .unexamined, message: "a \(format) image at \(name); widget-tui reads the size of PNG and JPEG only", fix: nil)]
        case let .notAnImage(.notAnImage(content)) where !namedAsImage:
            return [Verdict(kind: .notAnImage, message: "\(name): \(content), a file the app shares, not an image", fix: nil)]
        case let .notAnImage(error):
            return [problem("\(name): \(error)")]
        case let .image(found, examined):
            (header, pixels) = (found, examined)
        }
        let kind = "a \(header.width)x\(header.height) \(header.format.rawValue) at \(name)"
        let widget = Self.widgetPixels(on: device)
        let decoded = String(cFormat: "%.1f MB", Double(header.decodedBytes) / 1_000_000)
        let points = device.points(for: widget.family), scale = device.screenScale
        let sizeFix = "save it at most \(widget.width)x\(widget.height) pixels"
            + (savedByHomeWidget ? " (renderFlutterWidget: a logicalSize within the widget's \(points.width)x\(points.height) points, "
                + "pixelRatio \(scale))" : "")
            + "; the HIG wants images no larger than the widget, and a widget extension has \(Self.extensionMemory) of memory, "
            + "which a decoded image spends at 4 bytes a pixel"
        var verdicts: [Verdict] = []
        if header.decodedBytes > Self.extensionMemoryBytes {
            verdicts.append(Verdict(kind: .problem, message: "\(kind) decodes to \(decoded), past a widget extension's \(Self.extensionMemory) "
                + "of memory, so the widget shows nothing", fix: sizeFix))
        } else if header.width > widget.width || header.height > widget.height {
            verdicts.append(Verdict(kind: .warning, message: "\(kind), \(decoded) decoded, is larger than the \(widget.family.shortName) "
                + "widget at \(scale)x on \(device.screenWidth)x\(device.screenHeight) (\(widget.width)x\(widget.height) pixels)", fix: sizeFix))
        }
        switch pixels {
        case .decoded(_, .transparent):
            verdicts.append(Verdict(kind: .problem, message: "\(kind) is blank: every pixel is transparent, so the widget shows nothing",
                                    fix: savedByHomeWidget
                                        ? "make sure the Flutter widget has laid out and painted before renderFlutterWidget captures it"
                                        : "draw the image before saving it: nothing was drawn into this one"))
        case let .undecodable(error):
            verdicts.append(problem(error))
        case .decoded, .notDecoded:
            break
        }
        guard verdicts.isEmpty else { return verdicts }
        let misnamed = namedAsImage && !Self.extension(namedExtension, fits: header.format)
        return [Verdict(kind: .fine, message: "\(kind), inside the container"
            + (misnamed ? " (named .\(namedExtension); iOS reads an image by its content)" : ""), fix: nil)]
    }

    private static func `extension`(_ named: String, fits format: ImageFormat) -> Bool {
        switch format {
        case .png: named == "png"
        case .jpeg: named == "jpg" || named == "jpeg"
        }
    }
}
