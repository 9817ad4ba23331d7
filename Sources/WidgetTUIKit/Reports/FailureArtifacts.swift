import Essentials
import PNGCodec
import SharedData

/// `verify --artifacts DIR`: for each snapshot whose rendering changed, `NAME-expected.png`,
/// `NAME-actual.png` and `NAME-diff.png` (`FailureImages`), and one `index.html` over every
/// failure (`ArtifactsPage`), for CI to upload. The names come from the index, which
/// `SnapshotIndex` has checked are widget-tui's own snapshot names.
public enum FailureArtifacts {
    static let kinds = ["expected", "actual", "diff"]
    public static let pageName = "index.html"

    /// `medium-entry-0001` for `medium-entry-0001.txt`, `medium-image-dashIcon` for `medium-image-dashIcon.png`.
    static func baseName(_ file: String) -> String {
        file.hasSuffix(".txt") || file.hasSuffix(".png") ? String(file.dropLast(4)) : file
    }

    /// Writes the pictures and the page into `folder` (made as needed); returns the page's URL.
    /// `dataSource` names the group and container the snapshots were drawn again from.
    @discardableResult
    public static func write(_ verify: SnapshotVerifier.Report, report: CIReport, dataSource: String? = nil,
                             to folder: URL) throws(WidgetTUIError) -> URL {
        let opened: ConfinedFolder
        do { opened = try ConfinedFolder.openFollowingNoLinks(folder, create: true) } catch { throw WidgetTUIError(error.description) }
        var pictures: Set<String> = []
        for result in verify.results where !result.recorded {
            let images: FailureImages
            switch result.outcome {
            case let .changed(_, expected, actual): images = FailureImages(expected: expected, actual: actual)
            case let .imageChanged(_, expected, actual): images = FailureImages(expected: expected, actual: actual)
            default: continue
            }
            let base = baseName(result.file)
            for (kind, image) in zip(kinds, [images.expected, images.actual, images.diff]) {
                do {
                    try PNGCodec.write(image, to: folder.appendingPathComponent("\(base)-\(kind).png"))
                } catch {
                    throw WidgetTUIError(error.description)
                }
            }
            pictures.insert(base)
        }
        do {
            try opened.replace(pageName, with: Data(ArtifactsPage.html(report, pictures: pictures, dataSource: dataSource).utf8))
        } catch {
            throw WidgetTUIError(error.description)
        }
        return folder.appendingPathComponent(pageName)
    }
}
