import Essentials
import Findings
import PetRenderer
import SharedData
import WidgetTUIKit

/// doctor's account of an image a key of the suite points at (a home_widget path or a `file:`
/// URL): a finding for each of `StoredImage`'s verdicts, which check takes too, so the two agree
/// on every file.
public struct ImageInspection {
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
        return StoredImage(storedPath: storedPath, reader: reader).verdicts(on: device).map { verdict in
            switch verdict.kind {
            case .fine, .unexamined, .notAnImage: .ok(suite, subject: key, verdict.message)
            case .warning: .warning(suite, subject: key, verdict.message, fix: verdict.fix ?? "")
            case .problem: .problem(suite, subject: key, verdict.message, fix: verdict.fix ?? "")
            }
        }
    }
}
