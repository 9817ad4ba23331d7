import Essentials
import PetRenderer
import SharedData

/// The images the app stored for the widget (a key naming a home_widget path or an image file),
/// each judged by `StoredImage.verdicts`, as doctor judges it: one the widget cannot show (missing,
/// unreadable, damaged, blank, or decoding past a widget extension's memory) fails; one larger
/// than the largest widget warns; a file that is not an image is not counted as one.
enum StoredImageCheck {
    static let name = "stored-images"
    /// What it finds, in one line: its rule in `check`'s SARIF.
    static let summary = "no image a key names is missing, damaged, blank or decodes past the extension's memory"

    static func run(reader: GroupReader, device: DeviceSize) -> CheckResult {
        let values: PlistDictionary
        do { values = try reader.values() } catch { return .unknown(name, "the suite cannot be read: \(error)") }
        let named = values.sorted { $0.key < $1.key }.compactMap { entry in
            entry.value.stringValue.flatMap { StoredImage.isImagePath($0) ? (key: entry.key.string.shown, path: $0) : nil }
        }
        let judged = named.map { (key: $0.key, verdicts: StoredImage(storedPath: $0.path, reader: reader).verdicts(on: device)) }
        let images = judged.filter { !$0.verdicts.contains { $0.kind == .notAnImage } }
        guard !images.isEmpty else { return .pass(name, "no key of the suite names an image") }

        func said(_ kind: StoredImage.Verdict.Kind) -> [(key: String, verdict: StoredImage.Verdict)] {
            images.flatMap { image in image.verdicts.filter { $0.kind == kind }.map { (image.key, $0) } }
        }
        // One fix for each cause, in the order the causes came.
        func fixes(_ said: [(key: String, verdict: StoredImage.Verdict)]) -> String {
            said.compactMap(\.verdict.fix).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.joined(separator: "; ")
        }
        let unexamined = said(.unexamined).map(\.key)
        let others = unexamined.isEmpty ? "" : "; \(String(count: unexamined.count, "image")) of another format not examined (\(unexamined.joined(separator: ", ")))"
        let problems = said(.problem), warnings = said(.warning)
        if !problems.isEmpty {
            return .fail(name, problems.map { "\($0.key): \($0.verdict.message)" }.joined(separator: "; ") + others, fix: fixes(problems))
        }
        if !warnings.isEmpty {
            return .warn(name, warnings.map { "\($0.key): \($0.verdict.message)" }.joined(separator: "; ")
                + ": it costs the extension memory for nothing" + others, fix: fixes(warnings))
        }
        let widget = StoredImage.widgetPixels(on: device)
        return .pass(name, "\(String(count: images.count - unexamined.count, "image")), none blank, none larger than the "
            + "\(widget.family.shortName) widget" + others)
    }
}
