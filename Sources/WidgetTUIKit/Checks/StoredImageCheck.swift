import Essentials
import PetRenderer
import SharedData

/// The images the app stored for the widget (a key naming a home_widget path or an image file):
/// one that is blank, every pixel transparent, or that decodes past a widget extension's memory
/// makes the widget show nothing, so it fails; one larger than the largest widget warns. Images
/// that cannot be read are `doctor`'s to explain, and only counted here. Each image is read and
/// examined by `StoredImage`.
enum StoredImageCheck {
    static let name = "stored-images"

    static func run(reader: GroupReader, device: DeviceSize) -> CheckResult {
        let values: PlistDictionary
        do { values = try reader.values() } catch { return .unknown(name, "the suite cannot be read: \(error)") }
        let images = values.sorted { $0.key < $1.key }.compactMap { entry in
            entry.value.stringValue.flatMap { StoredImage.isImagePath($0) ? (entry.key.string, $0) : nil }
        }
        guard !images.isEmpty else { return .pass(name, "no key of the suite names an image") }

        let widget = StoredImage.widgetPixels(on: device)
        var failures: [String] = [], warnings: [String] = [], unread: [String] = []
        for (key, path) in images {
            guard case let .image(header, pixels) = StoredImage(storedPath: path, reader: reader).content else {
                unread.append(key.shown)
                continue
            }
            let kind = "\(key.shown): a \(header.width)x\(header.height) \(header.format.rawValue)"
            let decoded = String(cFormat: "%.1f MB", Double(header.decodedBytes) / 1_000_000)
            if header.decodedBytes > StoredImage.extensionMemoryBytes {
                failures.append("\(kind) decodes to \(decoded), past a widget extension's \(StoredImage.extensionMemory) of memory")
                continue
            }
            if case .decoded(_, .transparent) = pixels {
                failures.append("\(kind) is blank: every pixel is transparent")
            } else if header.width > widget.width || header.height > widget.height {
                warnings.append("\(kind) (\(decoded) decoded) is larger than the \(widget.family.shortName) widget at "
                    + "\(device.screenScale)x (\(widget.width)x\(widget.height) pixels)")
            }
        }
        let counted = unread.isEmpty ? "" : "; \(unread.count) not read (\(unread.joined(separator: ", "))): doctor says why"
        let fix = "save at most \(widget.width)x\(widget.height) pixels, after the Flutter widget has laid out and painted "
            + "(renderFlutterWidget), then check again"
        if !failures.isEmpty {
            return .fail(name, failures.joined(separator: "; ") + ": the widget shows nothing" + counted, fix: fix)
        }
        if !warnings.isEmpty {
            return .warn(name, warnings.joined(separator: "; ") + ": it costs the extension memory for nothing" + counted, fix: fix)
        }
        let checked = images.count - unread.count
        return .pass(name, "\(String(count: checked, "image")), none blank, none larger than the \(widget.family.shortName) widget" + counted)
    }
}
