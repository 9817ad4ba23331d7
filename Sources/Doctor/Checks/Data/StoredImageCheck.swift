import Findings
import SharedData
import XcodeProject

/// `stored-image`: every image a key names (a home_widget path, a `file:` URL) is in the
/// container, a whole PNG or JPEG no larger than the largest widget at the device's scale, and
/// for a PNG not blank.
enum StoredImageCheck: DoctorCheck {
    static let description = CheckDescription(
        id: "stored-image", area: .data, title: "stored image",
        summary: "an image a key names that is missing, outside the container, damaged, blank, or larger than the widget",
        severities: [.ok, .warning, .problem],
        verdicts: "PROBLEM: an image a key names that is missing, outside the container, cut short, damaged, or not an image; WARNING: one "
            + "larger than the device's largest widget, or a blank PNG; OK: the image and its size, or another file the app shares",
        examples: [
            .triggers("a key naming an image that is not in the container", .petContainer.with {
                $0.container?.suite?["photo"] = .string("home_widget/photo.png")
            }, .problem(file: "container/Library/Preferences/\(ExampleInput.group).plist")),
            .passes("no key names an image", .petContainer),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        guard let evidence = context.container.evidence else { return [] }
        let images = ImageInspection(reader: evidence.reader, device: evidence.device)
        return evidence.imagePaths.flatMap { images.findings(key: $0.key.string, storedPath: $0.path) }
    }
}
